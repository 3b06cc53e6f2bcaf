import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsNumber, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { DESCRIPTION_MAX_LENGTH, type FieldRule, PROPERTY_FIELDS, PROPERTY_FIELD_NAMES } from '../../properties/property-fields.js';
import { ListQuery, listDocument } from '../http/paging.js';
import { PROPERTY_FIELD_DOCS } from './property-field-docs.js';

type Decorate = (target: object, name: string) => void;

/** The OpenAPI and class-validator decorators of one field, from the domain's rule for it (one source for both). */
function decorateField(target: object, name: string, rule: FieldRule, options: { required: boolean; clearable: boolean; description: string }): void {
  const type = rule.kind === 'int' ? 'integer' : rule.kind === 'decimal' ? 'number' : rule.kind === 'text' ? 'string' : 'boolean';
  const schema = {
    type,
    description: options.description,
    nullable: options.clearable,
    required: options.required,
    ...(rule.codes ? { enum: [...rule.codes] } : {}),
    ...(rule.min !== undefined ? { minimum: rule.min } : {}),
    ...(rule.max !== undefined ? { maximum: rule.max } : {}),
    ...(rule.maxLength !== undefined ? { maxLength: rule.maxLength } : {}),
  };
  const decorators: Decorate[] = [ApiProperty(schema as never) as Decorate];
  if (!options.required) decorators.push(IsOptional() as Decorate);
  if (rule.kind === 'int') decorators.push(IsInt() as Decorate);
  if (rule.kind === 'decimal') decorators.push(IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: rule.scale ?? 2 }) as Decorate);
  if (rule.kind === 'text') decorators.push(IsString() as Decorate);
  if (rule.kind === 'bool') decorators.push(IsBoolean() as Decorate);
  if (rule.codes) decorators.push(IsIn([...rule.codes]) as Decorate);
  if (rule.min !== undefined) decorators.push(Min(rule.min) as Decorate);
  if (rule.max !== undefined) decorators.push(Max(rule.max) as Decorate);
  if (rule.maxLength !== undefined) decorators.push(MaxLength(rule.maxLength) as Decorate);
  for (const decorator of decorators) decorator(target, name);
}

export class PropertyDescriptionBody {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DESCRIPTION_MAX_LENGTH, description: 'Short description (record field `DescriptionA`).' })
  @IsOptional()
  @IsString()
  @MaxLength(DESCRIPTION_MAX_LENGTH)
  descriptionA?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DESCRIPTION_MAX_LENGTH, description: 'Long description, may be HTML (record field `DescriptionB`).' })
  @IsOptional()
  @IsString()
  @MaxLength(DESCRIPTION_MAX_LENGTH)
  descriptionB?: string | null;
}

/** Texts by language code; in a PATCH a language set to null is removed. */
export class PropertyDescriptionsBody {
  @ApiPropertyOptional({ type: PropertyDescriptionBody, nullable: true, description: 'Dutch.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => PropertyDescriptionBody)
  nl?: PropertyDescriptionBody | null;

  @ApiPropertyOptional({ type: PropertyDescriptionBody, nullable: true, description: 'French.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => PropertyDescriptionBody)
  fr?: PropertyDescriptionBody | null;

  @ApiPropertyOptional({ type: PropertyDescriptionBody, nullable: true, description: 'English.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => PropertyDescriptionBody)
  en?: PropertyDescriptionBody | null;

  @ApiPropertyOptional({ type: PropertyDescriptionBody, nullable: true, description: 'German.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => PropertyDescriptionBody)
  de?: PropertyDescriptionBody | null;

  @ApiPropertyOptional({ type: PropertyDescriptionBody, nullable: true, description: 'Spanish.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => PropertyDescriptionBody)
  es?: PropertyDescriptionBody | null;

  @ApiPropertyOptional({ type: PropertyDescriptionBody, nullable: true, description: 'Catalan.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => PropertyDescriptionBody)
  ca?: PropertyDescriptionBody | null;
}

export class PropertyAgentBody {
  @ApiProperty({ description: 'An agency user (GetUserOfProperty).', minimum: 1 })
  @IsInt()
  @Min(1)
  userId!: number;

  @ApiProperty({ enum: [1, 2], description: '1 main responsible, 2 co-agent.' })
  @IsIn([1, 2])
  role!: number;
}

function withFields<T extends new () => object>(target: T, mode: 'create' | 'patch'): T {
  for (const name of PROPERTY_FIELD_NAMES) {
    const rule: FieldRule = PROPERTY_FIELDS[name];
    decorateField(target.prototype, name, rule, { required: false, clearable: mode === 'patch' ? rule.nullable || name === 'reference' : rule.nullable, description: PROPERTY_FIELD_DOCS[name] });
  }
  return target;
}

class TextsAndAgents {
  @ApiPropertyOptional({ type: PropertyDescriptionsBody, nullable: true, description: 'Texts by language code (`{"nl": {"descriptionA": …, "descriptionB": …}}`).' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => PropertyDescriptionsBody)
  descriptions?: PropertyDescriptionsBody | null;

  @ApiPropertyOptional({ type: [PropertyAgentBody], nullable: true, description: 'The agents responsible (the whole list; replaced as a whole).' })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => PropertyAgentBody)
  agents?: PropertyAgentBody[] | null;
}

/** A new property (POST), or the whole property (PUT by reference): fields not given take their initial values. */
export class PropertyBody extends TextsAndAgents {
  [field: string]: unknown;
}
withFields(PropertyBody, 'create');

/** A JSON Merge Patch of a property (RFC 7396): a field sent is set, null clears it, a field not sent is kept. */
export class PropertyPatchBody extends TextsAndAgents {
  [field: string]: unknown;
}
withFields(PropertyPatchBody, 'patch');

export class PictureFileDocument {
  @ApiProperty()
  url!: string;

  @ApiProperty()
  width!: number;

  @ApiProperty()
  height!: number;
}

export class PropertyPictureDocument {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty({ type: PictureFileDocument })
  small!: PictureFileDocument;

  @ApiProperty({ type: PictureFileDocument })
  medium!: PictureFileDocument;

  @ApiProperty({ type: PictureFileDocument })
  large!: PictureFileDocument;

  @ApiProperty({ type: PictureFileDocument })
  xlarge!: PictureFileDocument;
}

const READ_ONLY_NAMES: Readonly<Record<string, string>> = {
  statusName: 'StatusName',
  subStatusName: 'SubStatusName',
  webIdName: 'WebIDName',
  typeDescription: 'TypeDescription',
  mainTypeName: 'MainTypeName',
  officeName: 'OfficeName',
  marqueeName: 'MarqueeName',
  countryAbbr: 'CountryAbbr',
  countryName: 'CountryName',
  priceUnitText: 'PriceUnitText',
  conditionName: 'ConditionName',
  heatingName: 'HeatingName',
  kitchenName: 'KitchenName',
};

/** A property as the API answers it. */
export class PropertyResource {
  [field: string]: unknown;

  @ApiProperty({ readOnly: true, description: 'The id the legacy interfaces use (`ID`).' })
  id!: number;

  @ApiProperty({ readOnly: true, description: 'Raised by every change: the ETag. Send it back in If-Match.' })
  version!: number;

  @ApiProperty({ readOnly: true, format: 'date-time', description: 'Created (`CreatedDate`).' })
  createdAt!: string;

  @ApiProperty({ readOnly: true, format: 'date-time', description: 'Last changed (`LastChangedDate`).' })
  updatedAt!: string;

  @ApiProperty({ readOnly: true, type: String, nullable: true, format: 'date-time', description: 'When it left publication (GetDeletedPropertyIDs); null while published or never published.' })
  withdrawnAt!: string | null;

  @ApiProperty({ readOnly: true, type: Number, nullable: true, description: 'Main type of the type (`MainTypeID`).' })
  mainTypeId!: number | null;

  @ApiProperty({ type: PropertyDescriptionsBody, description: 'Texts by language code.' })
  descriptions!: PropertyDescriptionsBody;

  @ApiProperty({ type: [PropertyAgentBody] })
  agents!: PropertyAgentBody[];

  @ApiProperty({ readOnly: true, type: [PropertyPictureDocument], description: 'Pictures, main first (record fields `*PictureItems`).' })
  pictures!: PropertyPictureDocument[];
}
for (const name of PROPERTY_FIELD_NAMES) {
  const rule: FieldRule = PROPERTY_FIELDS[name];
  const type = rule.kind === 'int' ? 'integer' : rule.kind === 'decimal' ? 'number' : rule.kind === 'text' ? 'string' : 'boolean';
  ApiProperty({ type, nullable: rule.nullable || name === 'reference', description: PROPERTY_FIELD_DOCS[name], ...(rule.codes ? { enum: [...rule.codes] } : {}) } as never)(PropertyResource.prototype, name);
}
for (const [name, field] of Object.entries(READ_ONLY_NAMES)) {
  ApiProperty({ type: String, nullable: true, readOnly: true, description: `In the agency's language (record field \`${field}\`).` })(PropertyResource.prototype, name);
}

export const PropertyList = listDocument(PropertyResource, 'PropertyList');

const CODE_LIST = /^\d+(,\d+)*$/;

/** The filters of the property list; every one optional. */
export class PropertyListQuery extends ListQuery {
  @ApiPropertyOptional({ description: 'Comma list of statuses (0–6), e.g. `1,2`.', example: '1,2' })
  @IsOptional()
  @IsString()
  @Matches(/^[0-6](,[0-6])*$/, { message: 'status must be a comma list of statuses 0-6' })
  status?: string;

  @ApiPropertyOptional({ enum: [0, 1, 2], description: '0 sale, 1 rent, 2 take-over.' })
  @IsOptional()
  @IsInt()
  @IsIn([0, 1, 2])
  goal?: number;

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  typeId?: number;

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  cityId?: number;

  @ApiPropertyOptional({ maxLength: 20 })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  zip?: string;

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @IsNumber()
  @Min(0)
  priceMin?: number;

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @IsNumber()
  @Min(0)
  priceMax?: number;

  @ApiPropertyOptional({ minimum: 1, description: 'An agency user responsible for the property.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  agent?: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'Changed at or after this moment (RFC 3339).' })
  @IsOptional()
  @IsISO8601({ strict: true })
  updatedSince?: string;

  @ApiPropertyOptional({ maxLength: 200, description: 'Words, each beginning a word of the dossier reference, street, city or postcode.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}

export function statusList(text: string | undefined): number[] | undefined {
  return text === undefined || !CODE_LIST.test(text) ? undefined : [...new Set(text.split(',').map(Number))];
}
