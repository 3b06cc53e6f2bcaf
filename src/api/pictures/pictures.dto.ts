import { type ApiBody, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { MEDIA_PRESETS } from '../../common/media-presets.js';
import type { PictureRecord } from '../../media/media-pictures.service.js';
import { LANGUAGE_CODES } from '../../common/language-codes.js';

export class RenditionUrlsDocument {
  @ApiProperty({ example: 'https://listings.example/media/1/1042/3/large.jpg' })
  jpg!: string;

  @ApiProperty({ example: 'https://listings.example/media/1/1042/3/large.webp' })
  webp!: string;
}

export class RenditionDocument {
  @ApiProperty({ example: 800 })
  width!: number;

  @ApiProperty({ example: 600 })
  height!: number;

  @ApiProperty({ type: RenditionUrlsDocument })
  urls!: RenditionUrlsDocument;
}

export class RenditionsDocument {
  @ApiProperty({ type: RenditionDocument, description: `Fits inside ${MEDIA_PRESETS.small.width}×${MEDIA_PRESETS.small.height} (the legacy Small family).` })
  small!: RenditionDocument;

  @ApiProperty({ type: RenditionDocument, description: `Fits inside ${MEDIA_PRESETS.medium.width}×${MEDIA_PRESETS.medium.height} (Medium).` })
  medium!: RenditionDocument;

  @ApiProperty({ type: RenditionDocument, description: `Fits inside ${MEDIA_PRESETS.large.width}×${MEDIA_PRESETS.large.height} (Large).` })
  large!: RenditionDocument;

  @ApiProperty({ type: RenditionDocument, description: `Fits inside ${MEDIA_PRESETS.xlarge.width}×${MEDIA_PRESETS.xlarge.height} (XLarge).` })
  xlarge!: RenditionDocument;

  @ApiProperty({ type: RenditionDocument, description: `Exactly ${MEDIA_PRESETS.thumb.width}×${MEDIA_PRESETS.thumb.height}, cropped around the centre.` })
  thumb!: RenditionDocument;

  @ApiProperty({ type: RenditionDocument, description: `Fits inside ${MEDIA_PRESETS.portal.width}×${MEDIA_PRESETS.portal.height} (portals).` })
  portal!: RenditionDocument;
}

export class ExternalUrlsDocument {
  @ApiProperty()
  small!: string;

  @ApiProperty()
  medium!: string;

  @ApiProperty()
  large!: string;

  @ApiProperty()
  xlarge!: string;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { nl: 'Dutch', fr: 'French', en: 'English', de: 'German', es: 'Spanish', ca: 'Catalan' };
const CAPTION_CODES = LANGUAGE_CODES;

/** Captions by language code, as answered: only the languages that have one. */
export class CaptionsDocument {
  nl?: string;
  fr?: string;
  en?: string;
  de?: string;
  es?: string;
  ca?: string;
}

/** Captions by language code in a write (JSON Merge Patch: a text sets a language's, null or an empty text removes it, a language not sent stays). */
export class CaptionsBody {
  nl?: string | null;
  fr?: string | null;
  en?: string | null;
  de?: string | null;
  es?: string | null;
  ca?: string | null;
}

for (const code of CAPTION_CODES) {
  ApiPropertyOptional({ type: String, maxLength: 200, description: LANGUAGE_NAMES[code] })(CaptionsDocument.prototype, code);
  for (const decorate of [ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: LANGUAGE_NAMES[code] }), IsOptional(), IsString(), MaxLength(200)]) decorate(CaptionsBody.prototype, code);
}

/** A picture of a property or project. */
export class PictureDocument {
  @ApiProperty({ example: 1042 })
  id!: number;

  @ApiProperty({ description: "Changes when, and only when, the picture's content changes; part of its URLs (and its ETag).", example: 3 })
  version!: number;

  @ApiProperty({ description: '1 is the main picture.', example: 1 })
  position!: number;

  @ApiProperty({
    type: CaptionsDocument,
    description: "By language code. The legacy interfaces show a picture's Name in the request's language, else the one in the agency's language (else the first).",
    example: { nl: 'Woonkamer', fr: 'Séjour' },
  })
  captions!: CaptionsDocument;

  @ApiProperty({ description: 'Uploaded here (renditions), or files made elsewhere (externalUrls, from an import).' })
  uploaded!: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'The original image after auto-orientation (uploaded), or the XLarge file (imported).', example: 4000 })
  width!: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 3000 })
  height!: number | null;

  @ApiProperty({ type: RenditionsDocument, nullable: true })
  renditions!: RenditionsDocument | null;

  @ApiProperty({ type: ExternalUrlsDocument, nullable: true })
  externalUrls!: ExternalUrlsDocument | null;
}

export class PictureList {
  @ApiProperty({ type: [PictureDocument], description: 'By position.' })
  items!: PictureDocument[];

  @ApiProperty({ type: String, nullable: true, description: 'Always null: an owner has one page of pictures.' })
  nextCursor!: null;

  @ApiProperty()
  total!: number;
}

export function pictureDocument(record: PictureRecord): PictureDocument {
  return { ...record, captions: record.captions as CaptionsDocument, renditions: record.renditions as RenditionsDocument | null, externalUrls: record.externalUrls };
}

/** An OpenAPI schema as @nestjs/swagger's ApiBody takes it. */
type SchemaObject = Extract<Parameters<typeof ApiBody>[0], { schema: unknown }>['schema'] & { type?: string };

const FILE_PART: SchemaObject = { type: 'string', format: 'binary', description: 'A JPEG, PNG, WebP, AVIF or TIFF image (judged by its content; the file name is ignored).' };

/** The multipart body of an upload, for the OpenAPI document (the route reads it itself). */
export const UPLOAD_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['file'],
  properties: {
    file: FILE_PART,
    captions: { type: 'string', description: 'Captions by language code as a JSON object, e.g. {"nl": "Tuin", "fr": "Jardin"} (each at most 200 characters).' },
    position: { type: 'integer', minimum: 1, description: 'Where the picture goes (1: the main picture); default after the others.' },
  },
};

export const REPLACE_SCHEMA: SchemaObject = { type: 'object', required: ['file'], properties: { file: FILE_PART } };

export class PictureOrderBody {
  @ApiProperty({ type: [Number], description: "Every picture id of the owner, each once, in the new order (the first is the main picture).", example: [1043, 1042] })
  @IsArray()
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  pictureIds!: number[];
}

export class PicturePatchBody {
  @ApiPropertyOptional({ type: CaptionsBody, description: 'Merged into the captions: a language set to null is removed.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => CaptionsBody)
  captions?: CaptionsBody;
}
