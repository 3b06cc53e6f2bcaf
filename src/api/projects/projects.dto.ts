import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsLatitude, IsLongitude, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ListQuery, listDocument } from '../http/paging.js';

const MAX_ID = 2_147_483_647;
const LANGUAGES = 'Keys are language codes: nl, fr, en, de, es, ca.';

export class ProjectListQuery extends ListQuery {
  @ApiPropertyOptional({ description: 'Comma list of statuses (0 in preparation, 1 for sale, 2 under construction, 3 delivered, 4 sold out).', example: '1,2' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  status?: string;

  @ApiPropertyOptional({ description: 'true: only published projects; false: only unpublished ones.' })
  @IsOptional()
  @IsIn(['true', 'false'])
  publishInternet?: string;

  @ApiPropertyOptional({ description: "The agency's own reference." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reference?: string;

  @ApiPropertyOptional({ description: 'Part of the name or reference.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Only projects changed at or after this moment (RFC 3339).' })
  @IsOptional()
  @IsISO8601({ strict: true })
  updatedSince?: string;
}

export class ProjectTextsBody {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 4000 })
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  shortDescription?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60000, description: 'May hold rich text (HTML).' })
  @IsOptional()
  @IsString()
  @MaxLength(60000)
  description?: string | null;
}

/** The writable fields of a project (POST: name required; PATCH: JSON Merge Patch). */
export class ProjectBody {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, description: "The agency's own key (its CRM's), unique within the agency.", example: 'PRJ-2026-04' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reference?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 200, example: 'Residentie Zonnehof' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string | null;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 4, description: '0 in preparation, 1 for sale, 2 under construction, 3 delivered, 4 sold out.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(4)
  status?: number | null;

  @ApiPropertyOptional({ type: Boolean, description: 'Published on portals and partner sites; false withdraws the project with its units.' })
  @IsOptional()
  @IsBoolean()
  publishInternet?: boolean | null;

  @ApiPropertyOptional({ type: Boolean, description: "Published on the agency's own website." })
  @IsOptional()
  @IsBoolean()
  publishWebsite?: boolean | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Sub-status (GetSubstatusList).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  subStatusId?: number | null;

  @ApiPropertyOptional({ type: Number, description: "Position in the agency's project lists (lower first)." })
  @IsOptional()
  @IsInt()
  @Min(-MAX_ID)
  @Max(MAX_ID)
  showOrder?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  officeId?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The staff user responsible for the project (its contact on the website).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  responsibleUserId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  street?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20 })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  houseNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20 })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  zip?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  countryId?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -90, maximum: 90 })
  @IsOptional()
  @IsLatitude()
  latitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -180, maximum: 180 })
  @IsOptional()
  @IsLongitude()
  longitude?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'http(s) address of the project site.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true })
  deliveryDate?: string | null;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 6, description: 'The language texts fall back to (LanguageID).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(6)
  originalLanguageId?: number | null;

  @ApiPropertyOptional({
    type: 'object',
    nullable: true,
    additionalProperties: { oneOf: [{ $ref: getSchemaPath(ProjectTextsBody) }, { type: 'null' }] },
    description: `Texts per language. ${LANGUAGES} A language set to null is removed.`,
    example: { nl: { shortDescription: 'Nieuwbouw in het centrum', description: '<p>12 appartementen…</p>' } },
  })
  @IsOptional()
  @IsObject()
  descriptions?: Record<string, ProjectTextsBody | null> | null;
}

export class ProjectTextsDocument {
  @ApiProperty({ type: String, nullable: true }) shortDescription!: string | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
}

export class ProjectDocument {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty() status!: number;
  @ApiProperty() publishInternet!: boolean;
  @ApiProperty() publishWebsite!: boolean;
  @ApiProperty({ type: Number, nullable: true }) subStatusId!: number | null;
  @ApiProperty() showOrder!: number;
  @ApiProperty({ type: Number, nullable: true }) officeId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) responsibleUserId!: number | null;
  @ApiProperty({ type: String, nullable: true }) street!: string | null;
  @ApiProperty({ type: String, nullable: true }) houseNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) zip!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: Number, nullable: true }) countryId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) latitude!: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude!: number | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveryDate!: string | null;
  @ApiProperty() originalLanguageId!: number;
  @ApiProperty({ type: 'object', additionalProperties: { $ref: getSchemaPath(ProjectTextsDocument) }, description: `Texts per language. ${LANGUAGES}` }) descriptions!: Record<string, ProjectTextsDocument>;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the project left publication.' }) withdrawnAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty() version!: number;
}

export const ProjectList = listDocument(ProjectDocument, 'ProjectList');

/** The writable fields of a building (POST: name required; PATCH: JSON Merge Patch). */
export class BuildingBody {
  @ApiPropertyOptional({ type: String, maxLength: 200, example: 'Blok A' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string | null;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 500 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(500)
  floors?: number | null;

  @ApiPropertyOptional({ type: Number, description: 'Position among the project\'s buildings (lower first).' })
  @IsOptional()
  @IsInt()
  @Min(-MAX_ID)
  @Max(MAX_ID)
  position?: number | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true })
  deliveryDate?: string | null;

  @ApiPropertyOptional({ type: 'object', nullable: true, additionalProperties: { type: ['string', 'null'] }, description: `Description per language. ${LANGUAGES} A language set to null is removed.`, example: { nl: 'Zuidgericht blok met 8 appartementen' } })
  @IsOptional()
  @IsObject()
  descriptions?: Record<string, string | null> | null;
}

export class BuildingDocument {
  @ApiProperty() id!: number;
  @ApiProperty() projectId!: number;
  @ApiProperty() name!: string;
  @ApiProperty() floors!: number;
  @ApiProperty() position!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveryDate!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) descriptions!: Record<string, string>;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt!: string | null;
  @ApiProperty() version!: number;
}

export class BuildingListDocument {
  @ApiProperty({ type: [BuildingDocument] }) items!: BuildingDocument[];
}

export class UnitDocument {
  @ApiProperty({ description: 'The property id (the properties resource has the whole listing).' }) id!: number;
  @ApiProperty({ type: String, nullable: true, description: "The agency's reference of the property (its `reference`)." }) reference!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The dossier reference (`Ident`).' }) ident!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The building of the project it is in; null: in the project, in no building.' }) buildingId!: number | null;
  @ApiProperty() status!: number;
  @ApiProperty() goal!: number;
  @ApiProperty({ type: Number, nullable: true }) price!: number | null;
}

export class UnitListDocument {
  @ApiProperty({ type: [UnitDocument] }) items!: UnitDocument[];
}

