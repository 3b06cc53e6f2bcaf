import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DOCUMENT_KINDS } from '../../documents/documents.records.js';
import { ListQuery, listDocument } from '../http/paging.js';

const MAX_ID = 2_147_483_647;

export class DocumentListQuery extends ListQuery {
  @ApiPropertyOptional({ description: 'Only the documents of this property.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  propertyId?: number;

  @ApiPropertyOptional({ description: 'Only the documents of this project.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  projectId?: number;

  @ApiPropertyOptional({ description: 'Only the documents of this person.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  personId?: number;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Only published (true) or unpublished (false) documents.' })
  @IsOptional()
  @IsIn(['true', 'false'])
  published?: string;

  @ApiPropertyOptional({ enum: DOCUMENT_KINDS })
  @IsOptional()
  @IsIn(DOCUMENT_KINDS)
  kind?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Only documents changed at or after this moment (RFC 3339).' })
  @IsOptional()
  @IsISO8601({ strict: true })
  updatedSince?: string;
}

/** A document by link (POST: one owner, a title and the url; PATCH: title, kind, url, published). */
export class DocumentBody {
  @ApiPropertyOptional({ description: 'The property it belongs to (POST only; one of propertyId, projectId, personId).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  propertyId?: number | null;

  @ApiPropertyOptional({ description: 'The project it belongs to (POST only).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  projectId?: number | null;

  @ApiPropertyOptional({ description: 'The person it belongs to (POST only; never shown to partners).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  personId?: number | null;

  @ApiPropertyOptional({ maxLength: 200, example: 'EPC certificate' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  title?: string | null;

  @ApiPropertyOptional({ enum: DOCUMENT_KINDS, default: 'other' })
  @IsOptional()
  @IsIn(DOCUMENT_KINDS)
  kind?: string | null;

  @ApiPropertyOptional({ maxLength: 500, description: 'http(s) address of the file.', example: 'https://docs.example.com/epc-1042.pdf' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  url?: string | null;

  @ApiPropertyOptional({ description: "Shown on the agency's website and partner sites." })
  @IsOptional()
  @IsBoolean()
  published?: boolean | null;
}

export class DocumentDocument {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true }) propertyId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) projectId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) personId!: number | null;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: DOCUMENT_KINDS }) kind!: string;
  @ApiProperty() url!: string;
  @ApiProperty() published!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty() version!: number;
}

export const DocumentList = listDocument(DocumentDocument, 'DocumentList');
