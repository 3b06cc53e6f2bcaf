import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsBoolean, IsEmail, IsInt, IsISO8601, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ListQuery, listDocument } from '../http/paging.js';

const MAX_ID = 2_147_483_647;

export class PersonListQuery extends ListQuery {
  @ApiPropertyOptional({ description: 'Part of the name, first name, email address, phone or mobile number.', example: 'peeters' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ description: 'Part of the city name, or the start of the postcode.', example: 'gent' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string;

  @ApiPropertyOptional({ description: 'Exactly this email address (case-insensitive).', example: 'an.peeters@example.com' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  email?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Only persons changed at or after this moment (RFC 3339).' })
  @IsOptional()
  @IsISO8601({ strict: true })
  updatedSince?: string;
}

/** The writable fields of a person (POST: the new person; PATCH: JSON Merge Patch, null clears a field). */
export class PersonBody {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The office of the agency the person belongs to.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  officeId?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 9, description: 'AddressTitle: 1 De heer … 9 Mr and Mrs.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(9)
  addressTitle?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 9, description: 'LetterTitle (as addressTitle).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(9)
  letterTitle?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, description: 'Family name (a person needs a name or an email address).', example: 'Peeters' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, example: 'An' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50, example: '+32 9 123 45 67' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  phoneNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  mobileNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: 'Street and house number.', example: 'Veldstraat 12' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  addressA?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20, example: '9000' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  zip?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, example: 'Gent' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'CountryID (GetCountryList).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  countryId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: 'Unique within the agency; stored lower-cased.', example: 'an.peeters@example.com' })
  @IsOptional()
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(200)
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50, description: "The agency's own reference of the person." })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  ident?: string | null;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 6, description: 'LanguageID: 1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(6)
  languageId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1024, writeOnly: true, description: "Sets the person's website login password; null removes the login." })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string | null;
}

export class PersonDocument {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true }) officeId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) addressTitle!: number | null;
  @ApiProperty({ type: Number, nullable: true }) letterTitle!: number | null;
  @ApiProperty({ example: 'Peeters' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) phoneNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) mobileNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) addressA!: string | null;
  @ApiProperty({ type: String, nullable: true }) zip!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: Number, nullable: true }) countryId!: number | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) ident!: string | null;
  @ApiProperty() languageId!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Where the person came from (GetPersonSourceList).' }) sourceId!: number | null;
  @ApiProperty({ description: 'Whether the person can sign in on the website.' }) hasLogin!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ description: 'The version, also sent as the ETag.' }) version!: number;
}

export const PersonList = listDocument(PersonDocument, 'PersonList');

/** The criteria of a demand (POST: the new demand; PATCH: the fields given replace theirs). */
export class DemandBody {
  @ApiPropertyOptional({ type: Boolean, description: 'An inactive demand gets no matching listings.' })
  @IsOptional()
  @IsBoolean()
  active?: boolean | null;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 2, description: 'Goal: 0 sale, 1 rent, 2 take-over.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2)
  goal?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, description: 'Lowest price; null or 0: no bound.' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  priceFrom?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, description: 'Highest price; null or 0: no bound.', example: 350000 })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  priceTo?: number | null;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 100, description: 'Fewest bedrooms.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  minRoom?: number | null;

  @ApiPropertyOptional({ type: [Number], description: 'Property types (GetTypeOfPropertyList); empty: any.' })
  @IsOptional()
  @ArrayMaxSize(100)
  @IsInt({ each: true })
  typeIds?: number[] | null;

  @ApiPropertyOptional({ type: [String], description: 'Postal codes; empty: any.', example: ['9000'] })
  @IsOptional()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(20, { each: true })
  zips?: string[] | null;

  @ApiPropertyOptional({ type: [Number], description: 'Geographic zones; empty: any.' })
  @IsOptional()
  @ArrayMaxSize(100)
  @IsInt({ each: true })
  geographicIds?: number[] | null;

  @ApiPropertyOptional({ type: [String], description: 'City names; empty: any.' })
  @IsOptional()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  cityNames?: string[] | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 10000 })
  @IsOptional()
  @IsString()
  @MaxLength(10000)
  comment?: string | null;

  @ApiPropertyOptional({ type: Boolean, description: 'Mail the person new matching listings.' })
  @IsOptional()
  @IsBoolean()
  mailAlert?: boolean | null;
}

export class DemandDocument {
  @ApiProperty() id!: number;
  @ApiProperty() personId!: number;
  @ApiProperty() active!: boolean;
  @ApiProperty() goal!: number;
  @ApiProperty({ type: Number, nullable: true }) priceFrom!: number | null;
  @ApiProperty({ type: Number, nullable: true }) priceTo!: number | null;
  @ApiProperty() minRoom!: number;
  @ApiProperty({ type: [Number] }) typeIds!: number[];
  @ApiProperty({ type: [String] }) zips!: string[];
  @ApiProperty({ type: [Number] }) geographicIds!: number[];
  @ApiProperty({ type: [String] }) cityNames!: string[];
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty() mailAlert!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty() version!: number;
}

export class DemandListDocument {
  @ApiProperty({ type: [DemandDocument] }) items!: DemandDocument[];
}

const RECORDS = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;

/** Everything the agency holds about a person (GDPR). */
export class PersonExportDocument {
  @ApiProperty({ format: 'date-time' }) exportedAt!: string;
  @ApiProperty({ type: PersonDocument }) person!: PersonDocument;
  @ApiProperty({ type: [DemandDocument] }) demands!: DemandDocument[];
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true, description: 'Where the person came from: { id, name }.' }) source!: unknown;
  @ApiProperty({ ...RECORDS, description: 'Categories the person is filed under: { id, name }.' }) categories!: unknown[];
  @ApiProperty({ ...RECORDS, description: 'Every history record about the person (contact requests, visits, registrations, changes).' }) history!: unknown[];
  @ApiProperty({ ...RECORDS, description: 'Leads the person sent.' }) leads!: unknown[];
  @ApiProperty({ ...RECORDS, description: 'Registrations to viewing and open-house slots.' }) viewingRegistrations!: unknown[];
  @ApiProperty({ ...RECORDS, description: 'Relations to properties and projects (candidate, tenant, buyer…).' }) propertyRelations!: unknown[];
  @ApiProperty({ ...RECORDS, description: 'Relations to other persons.' }) personRelations!: unknown[];
  @ApiProperty({ type: [Number], description: 'Properties the person owns.' }) ownedPropertyIds!: number[];
  @ApiProperty({ ...RECORDS, description: "The person's selected properties." }) selectedProperties!: unknown[];
  @ApiProperty({ ...RECORDS, description: "The person's documents." }) documents!: unknown[];
  @ApiProperty({ ...RECORDS, description: 'Tasks of the staff about the person.' }) tasks!: unknown[];
  @ApiProperty({ ...RECORDS, description: 'Mails sent (or to be sent) to their address.' }) mails!: unknown[];
  @ApiProperty({ ...RECORDS, description: 'Password resets asked (dates only).' }) passwordResets!: unknown[];
}
