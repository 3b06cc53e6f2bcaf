/**
 * The `agency` object of the export document as a class-validator class: the name the importer
 * creates the agency under (or checks against), and its optional contact details and language.
 */
import { IsInt, IsOptional, IsString, Matches, ValidateBy, validateSync } from 'class-validator';
import { isLanguageId } from '../../common/codes.js';
import type { DocumentRecord } from './record-classes.js';

const NAME = 'must be a string of 1 to 200 characters';
const LANGUAGE = 'must be a language id from 1 (NL) to 6 (CA) or null';

/** At most `max` UTF-16 units (how the service counts a text's length). */
function atMost(max: number, message: string): PropertyDecorator {
  return ValidateBy({ name: 'atMost', constraints: [max], validator: { validate: (value: unknown) => typeof value === 'string' && value.length <= max } }, { message });
}

export class AgencyRecord {
  @IsString({ message: NAME })
  @Matches(/\S/, { message: NAME })
  @atMost(200, NAME)
  Name?: unknown;

  @IsOptional()
  @atMost(200, 'must be a string of at most 200 characters or null')
  Email?: unknown;

  @IsOptional()
  @atMost(50, 'must be a string of at most 50 characters or null')
  Phone?: unknown;

  @IsOptional()
  @IsInt({ message: LANGUAGE })
  @ValidateBy({ name: 'languageId', validator: { validate: (value: unknown) => typeof value === 'number' && isLanguageId(value) } }, { message: LANGUAGE })
  LanguageID?: unknown;

  /** The fields this class judges, taken from the document's object (other keys are left alone). */
  static from(agency: DocumentRecord): AgencyRecord {
    const record = new AgencyRecord();
    record.Name = agency['Name'];
    record.Email = agency['Email'];
    record.Phone = agency['Phone'];
    record.LanguageID = agency['LanguageID'];
    return record;
  }
}

/** The problems of the agency object, as `agency.<field>: <problem>` in field order. */
export function validateAgency(agency: AgencyRecord): string[] {
  return validateSync(agency, { stopAtFirstError: true }).map((error) => `agency.${error.property}: ${Object.values(error.constraints ?? {})[0] ?? ''}`);
}
