import { ApiBody, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DOCUMENT_KINDS } from '../../documents/documents.records.js';
import { DOCUMENT_FILE_NAMES } from '../../media/document-files.js';
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
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The property it belongs to (POST only; one of propertyId, projectId, personId).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  propertyId?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The project it belongs to (POST only).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  projectId?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The person it belongs to (POST only; never shown to partners).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  personId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, example: 'EPC certificate' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  title?: string | null;

  @ApiPropertyOptional({ enum: DOCUMENT_KINDS, nullable: true, description: 'What the document is (a new one: `other` when not given).' })
  @IsOptional()
  @IsIn(DOCUMENT_KINDS)
  kind?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'http(s) address of the file (a document by link; an uploaded file has its own).', example: 'https://docs.example.com/epc-1042.pdf' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  url?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: "Shown on the agency's website and partner sites." })
  @IsOptional()
  @IsBoolean()
  published?: boolean | null;
}

export class DocumentFileDocument {
  @ApiProperty({ description: 'The file name as uploaded.', example: 'EPC 1042.pdf' }) name!: string;
  @ApiProperty({ description: 'The media type, judged from the content.', example: 'application/pdf' }) type!: string;
  @ApiProperty({ description: 'Its size in bytes (an image: as stored, without its metadata).', example: 182_044 }) bytes!: number;
}

export class DocumentDocument {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true }) propertyId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) projectId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) personId!: number | null;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: DOCUMENT_KINDS }) kind!: string;
  @ApiProperty({
    description:
      "The link, or for an uploaded file its public address (`/media/<agency>/document-<id>/<name>`), which answers while the document is published and belongs to a property or project; the agency's staff read the file at `GET /documents/{id}/file` whatever its publication.",
  })
  url!: string;
  @ApiProperty({ type: DocumentFileDocument, nullable: true, description: 'The uploaded file; null for a document by link.' }) file!: DocumentFileDocument | null;
  @ApiProperty() published!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty() version!: number;
}

export const DocumentList = listDocument(DocumentDocument, 'DocumentList');

type SchemaObject = Extract<Parameters<typeof ApiBody>[0], { schema: unknown }>['schema'] & { type?: string };

const OWNER_PART = { type: 'integer', minimum: 1 } as const;

/** The multipart body of an upload (POST /documents/uploads). */
export const DOCUMENT_UPLOAD_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary', description: `The document: ${DOCUMENT_FILE_NAMES}, judged by its content (the name and declared type are ignored); at most MEDIA_MAX_BYTES.` },
    propertyId: { ...OWNER_PART, description: 'The property it belongs to (one of propertyId, projectId, personId).' },
    projectId: { ...OWNER_PART, description: 'The project it belongs to.' },
    personId: { ...OWNER_PART, description: 'The person it belongs to (never shown to partners).' },
    title: { type: 'string', maxLength: 200, description: "Default: the file's name without its extension." },
    kind: { type: 'string', enum: [...DOCUMENT_KINDS], default: 'other' },
    published: { type: 'boolean', default: false, description: "Shown on the agency's website and partner sites." },
  },
};
