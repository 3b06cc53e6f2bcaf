import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Body, Delete, Get, HttpCode, Inject, Param, ParseIntPipe, Patch, Post, Put, Req, Res, type Type } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import { isMediaFormat, isMediaPreset, MEDIA_FORMAT_NAMES, MEDIA_FORMATS, MEDIA_PRESET_NAMES, renditionEtag, type MediaFormat, type MediaPreset, type PictureOwnerKind } from '../../common/media-presets.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { MediaPicturesService, type CaptionsPatch, type PictureOwner } from '../../media/media-pictures.service.js';
import { ApiController, IdempotentPost } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { checkUploadIdempotency } from '../http/idempotency.js';
import { readUpload } from '../http/multipart.js';
import { NotModified } from '../http/resource-versions.js';
import { Problem } from '../http/problem.js';
import { ProblemResponse } from '../http/problem-document.js';
import { RequireRole } from '../http/roles.js';
import { PictureDocument, pictureDocument, PictureList, PictureOrderBody, PicturePatchBody, REPLACE_SCHEMA, UPLOAD_SCHEMA } from './pictures.dto.js';

const UPLOAD_FIELDS = ['captions', 'position'];

/** The `position` field of an upload (absent: after the others). */
function positionField(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  if (!/^\d{1,9}$/.test(text.trim())) throw new Problem('validation', 'Some fields are not valid.', [{ field: '/position', code: 'type', message: 'position must be a whole number' }]);
  return Number(text.trim());
}

/** The `captions` field of an upload: a JSON object of texts by language code (absent: none). */
function captionsField(text: string | undefined): CaptionsPatch | null {
  if (text === undefined || text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Problem('validation', 'Some fields are not valid.', [{ field: '/captions', code: 'type', message: 'captions must be a JSON object of texts by language code, e.g. {"nl": "Tuin"}' }]);
  }
  return value as CaptionsPatch;
}

/** The rendition names a preview route answers: `<preset>.<jpg|webp>`. */
const RENDITION_FILES = MEDIA_PRESET_NAMES.flatMap((preset) => MEDIA_FORMAT_NAMES.map((format) => `${preset}.${format}`));

/** The preset and format a rendition name gives (a name outside them: 404, as on /media/). */
function renditionFile(file: string): { preset: MediaPreset; format: MediaFormat } {
  const [preset = '', format = '', ...rest] = file.split('.');
  if (rest.length > 0 || !isMediaPreset(preset) || !isMediaFormat(format)) throw new Problem('not-found', `${file.slice(0, 60)} is not a rendition: use ${RENDITION_FILES.join(', ')}.`);
  return { preset, format };
}

/**
 * Writes a rendition as a preview: for the caller only (`private`), checked again on every use
 * (`no-cache`: the picture may be replaced, which the path does not show), 304 when
 * If-None-Match names its ETag (the same as on /media/).
 */
function sendRendition(request: ApiRequest, response: ServerResponse, rendition: { content: string; bytes: Buffer }, preset: MediaPreset, format: MediaFormat): void {
  const etag = renditionEtag(rendition.content, preset, format);
  const condition = request.headers['if-none-match'];
  response.setHeader('Cache-Control', 'private, no-cache');
  if (condition !== undefined && condition.split(',').some((tag) => [etag, `W/${etag}`, '*'].includes(tag.trim()))) throw new NotModified(etag);
  response.statusCode = 200;
  response.setHeader('ETag', etag);
  response.setHeader('Content-Type', MEDIA_FORMATS[format]);
  response.setHeader('Content-Length', rendition.bytes.length);
  response.end(rendition.bytes);
}

/**
 * The pictures of one kind of owner (`/properties/{id}/pictures` or `/projects/{id}/pictures`):
 * thin routes over MediaPicturesService. An upload answers once every rendition is stored.
 */
function picturesController(kind: PictureOwnerKind, path: string, label: string): Type<unknown> {
  @ApiController(`${path}/:id/pictures`, 'pictures')
  @ApiParam({ name: 'id', description: `The ${label}'s id.` })
  @ProblemResponse('not-found', `No such ${label} (or picture) in the caller's agency.`)
  class PicturesController {
    constructor(
      @Inject(MediaPicturesService) readonly pictures: MediaPicturesService,
      @Inject(APP_CONFIG) readonly config: AppConfig,
    ) {}

    owner(id: number): PictureOwner {
      return { kind, id };
    }

    async upload(request: ApiRequest, fields: readonly string[]) {
      const upload = await readUpload(request, { fileBytes: this.config.media.maxBytes, fields, idleTimeoutMs: this.config.http.bodyIdleTimeoutMs });
      if (upload.file === null) throw new Problem('validation', 'The picture is missing: send it in the part "file".', [{ field: '/file', code: 'required', message: 'file is required' }]);
      // An Idempotency-Key is judged on the uploaded file and fields, not only the path.
      await checkUploadIdempotency(request, { file: createHash('sha256').update(upload.file).digest('hex'), fields: Object.fromEntries(upload.fields) });
      return { file: upload.file, fields: upload.fields };
    }

    @Get()
    @ApiOperation({ summary: `The ${label}'s pictures by position.` })
    @ApiOkResponse({ type: PictureList })
    async list(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<PictureList> {
      const items = (await this.pictures.list(request.caller!.tenant, this.owner(id))).map(pictureDocument);
      return { items, nextCursor: null, total: items.length };
    }

    @Get(':pictureId')
    @ApiOperation({ summary: `One picture of the ${label}.` })
    @ApiOkResponse({ type: PictureDocument })
    async get(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Param('pictureId', ParseIntPipe) pictureId: number): Promise<PictureDocument> {
      return pictureDocument(await this.pictures.get(request.caller!.tenant, this.owner(id), pictureId));
    }

    @Post()
    @RequireRole('editor')
    @IdempotentPost()
    @ApiConsumes('multipart/form-data')
    @ApiBody({ schema: UPLOAD_SCHEMA })
    @ApiOperation({
      summary: `Uploads a picture of the ${label}.`,
      description: 'Answers once the renditions are stored (docs/media.md); the same image twice on one owner is a conflict. The picture is one change of its owner for partners.',
    })
    @ApiCreatedResponse({ type: PictureDocument })
    @ProblemResponse('validation', 'No file, a damaged image, a bad position or caption, an upload cut off.')
    @ProblemResponse('unsupported-media-type', 'Not a JPEG, PNG, WebP, AVIF or TIFF image, or not multipart/form-data.')
    @ProblemResponse('payload-too-large', 'More bytes or pixels than accepted.')
    @ProblemResponse('conflict', 'The same image is already one of its pictures.')
    async add(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Param('id', ParseIntPipe) id: number): Promise<PictureDocument> {
      const { file, fields } = await this.upload(request, UPLOAD_FIELDS);
      const caller = request.caller!;
      const picture = await this.pictures.add(caller.tenant, caller.actor, this.owner(id), file, { captions: captionsField(fields.get('captions')), position: positionField(fields.get('position')) });
      response.statusCode = 201;
      response.setHeader('Location', `/api/v1/${path}/${id}/pictures/${picture.id}`);
      return pictureDocument(picture);
    }

    @Put('order')
    @RequireRole('editor')
    @ApiOperation({ summary: `Puts the ${label}'s pictures in a new order (the first is the main picture).` })
    @ApiOkResponse({ type: PictureList })
    @ProblemResponse('validation', "The list does not name each of the owner's pictures exactly once.")
    async reorder(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Body() body: PictureOrderBody): Promise<PictureList> {
      const caller = request.caller!;
      const items = (await this.pictures.reorder(caller.tenant, caller.actor, this.owner(id), body.pictureIds)).map(pictureDocument);
      return { items, nextCursor: null, total: items.length };
    }

    @Put(':pictureId')
    @RequireRole('editor')
    @ApiConsumes('multipart/form-data')
    @ApiBody({ schema: REPLACE_SCHEMA })
    @ApiOperation({ summary: "Replaces a picture's image: its id, place and caption stay, its version (and so its URLs) changes." })
    @ApiOkResponse({ type: PictureDocument })
    @ProblemResponse('validation', 'No file, a damaged image, an upload cut off.')
    @ProblemResponse('unsupported-media-type', 'Not a JPEG, PNG, WebP, AVIF or TIFF image, or not multipart/form-data.')
    @ProblemResponse('payload-too-large', 'More bytes or pixels than accepted.')
    async replace(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Param('pictureId', ParseIntPipe) pictureId: number): Promise<PictureDocument> {
      const { file } = await this.upload(request, []);
      const caller = request.caller!;
      return pictureDocument(await this.pictures.replace(caller.tenant, caller.actor, this.owner(id), pictureId, file));
    }

    @Patch(':pictureId')
    @RequireRole('editor')
    @ApiOperation({ summary: "Changes a picture's captions (per language; null removes one)." })
    @ApiOkResponse({ type: PictureDocument })
    @ProblemResponse('validation', 'The caption is too long.')
    async patch(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Param('pictureId', ParseIntPipe) pictureId: number, @Body() body: PicturePatchBody): Promise<PictureDocument> {
      const caller = request.caller!;
      const owner = this.owner(id);
      if (body.captions === undefined) return pictureDocument(await this.pictures.get(caller.tenant, owner, pictureId));
      return pictureDocument(await this.pictures.setCaptions(caller.tenant, caller.actor, owner, pictureId, body.captions as CaptionsPatch));
    }

    @Get(':pictureId/renditions/:file')
    @ApiOperation({
      summary: `One rendition of a picture of the ${label}, whatever its publication: the agency's own previews.`,
      description:
        "The public /media/ URLs of a picture answer only while its owner is published; staff see the pictures of listings not (yet) published here, with the API key or the staff session (any role, the agency's own pictures only). Answers `Cache-Control: private, no-cache` with the rendition's ETag (If-None-Match gives 304): the picture may be replaced, which this path does not show. docs/media.md, \"Previews\".",
    })
    @ApiParam({ name: 'pictureId', type: Number })
    @ApiParam({ name: 'file', enum: RENDITION_FILES, description: 'The rendition: `<preset>.<jpg|webp>`.' })
    @ApiProduces(...Object.values(MEDIA_FORMATS))
    @ApiOkResponse({
      description: 'The rendition, with its ETag.',
      content: Object.fromEntries(Object.values(MEDIA_FORMATS).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    })
    @ProblemResponse('not-found', `No such ${label} or picture in the caller's agency, no such rendition, or a picture imported as URLs made elsewhere.`)
    async rendition(
      @Req() request: ApiRequest,
      @Res() response: ServerResponse,
      @Param('id', ParseIntPipe) id: number,
      @Param('pictureId', ParseIntPipe) pictureId: number,
      @Param('file') file: string,
    ): Promise<void> {
      const { preset, format } = renditionFile(file);
      sendRendition(request, response, await this.pictures.rendition(request.caller!.tenant, this.owner(id), pictureId, preset, format), preset, format);
    }

    @Delete(':pictureId')
    @RequireRole('editor')
    @HttpCode(204)
    @ApiOperation({ summary: 'Removes a picture; its URLs answer 404 from then on.' })
    @ApiNoContentResponse()
    async remove(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Param('pictureId', ParseIntPipe) pictureId: number): Promise<void> {
      const caller = request.caller!;
      await this.pictures.remove(caller.tenant, caller.actor, this.owner(id), pictureId);
    }
  }
  Object.defineProperty(PicturesController, 'name', { value: kind === 'property' ? 'PropertyPicturesController' : 'ProjectPicturesController' });
  return PicturesController;
}

export const PropertyPicturesController = picturesController('property', 'properties', 'property');
export const ProjectPicturesController = picturesController('project', 'projects', 'project');
