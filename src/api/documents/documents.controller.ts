import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Body, Delete, Get, HttpCode, Inject, Param, ParseIntPipe, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { contentDisposition } from '../../common/content-disposition.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DocumentWritesService, type DocumentPatch, type DocumentView } from '../../documents/document-writes.service.js';
import { DOCUMENT_FILE_TYPES } from '../../media/document-files.js';
import { ApiController, ConditionalWrite, IdempotentPost } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { ifMatchVersions } from '../http/etag.js';
import { checkUploadIdempotency } from '../http/idempotency.js';
import { readUpload } from '../http/multipart.js';
import { keysetRequest, listAnswer, type ListAnswer } from '../http/paging.js';
import { Problem } from '../http/problem.js';
import { ProblemResponse } from '../http/problem-document.js';
import { NotModified } from '../http/resource-versions.js';
import { RequireRole } from '../http/roles.js';
import { locate, sentFields } from '../records/merge-patch.js';
import { DOCUMENT_UPLOAD_SCHEMA, DocumentBody, DocumentDocument, DocumentList, DocumentListQuery } from './documents.dto.js';

const UPLOAD_FIELDS = ['propertyId', 'projectId', 'personId', 'title', 'kind', 'published'];

/** The text fields of an upload as a document patch: ids and the flag parsed, every unreadable one listed. */
function uploadPatch(fields: ReadonlyMap<string, string>): DocumentPatch {
  const errors: { field: string; code: string; message: string }[] = [];
  const id = (name: 'propertyId' | 'projectId' | 'personId') => {
    const text = fields.get(name)?.trim();
    if (text === undefined || text === '') return {};
    if (!/^\d{1,10}$/.test(text)) {
      errors.push({ field: `/${name}`, code: 'type', message: `${name} must be a whole number` });
      return {};
    }
    return { [name]: Number(text) };
  };
  const published = fields.get('published')?.trim();
  if (published !== undefined && published !== '' && published !== 'true' && published !== 'false') errors.push({ field: '/published', code: 'type', message: 'published must be true or false' });
  const patch: DocumentPatch = {
    ...id('propertyId'),
    ...id('projectId'),
    ...id('personId'),
    ...(fields.has('title') ? { title: fields.get('title') } : {}),
    ...(fields.has('kind') ? { kind: fields.get('kind') } : {}),
    ...(published === 'true' || published === 'false' ? { published: published === 'true' } : {}),
  };
  if (errors.length > 0) throw new Problem('validation', 'Some fields are not valid.', errors);
  return patch;
}

const SORTABLE = { fields: ['id', 'title', 'createdAt'], defaultOrder: [{ field: 'id', direction: 'ASC' as const }], tieBreaker: 'id' };

/** Documents (plans, certificates, brochures…) of the agency's properties, projects and persons, by link or uploaded as files. */
@ApiController('documents', 'documents')
export class DocumentsController {
  constructor(
    @Inject(DocumentWritesService) private readonly documents: DocumentWritesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The documents of the agency, filtered by owner.' })
  @ApiOkResponse({ type: DocumentList })
  @ProblemResponse('validation', 'A filter, the sort or the cursor is not valid.')
  async list(@Req() request: ApiRequest, @Query() query: DocumentListQuery): Promise<ListAnswer<DocumentView>> {
    const page = keysetRequest(query, SORTABLE);
    const filter = {
      ...(query.propertyId === undefined ? {} : { propertyId: query.propertyId }),
      ...(query.projectId === undefined ? {} : { projectId: query.projectId }),
      ...(query.personId === undefined ? {} : { personId: query.personId }),
      ...(query.published === undefined ? {} : { published: query.published === 'true' }),
      ...(query.kind === undefined ? {} : { kind: query.kind }),
      ...(query.updatedSince ? { updatedSince: new Date(query.updatedSince) } : {}),
    };
    return listAnswer(await this.documents.list(request.caller!.tenant, filter, page), page, (document) => document);
  }

  @Post()
  @RequireRole('editor')
  @IdempotentPost()
  @ApiOperation({ summary: 'Attaches a document by link to one property, project or person.' })
  @ApiCreatedResponse({ type: DocumentDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed), or the owner is not the agency\'s.')
  async create(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Body() body: DocumentBody): Promise<DocumentView> {
    const { tenant, actor } = request.caller!;
    const document = await this.documents.create(tenant, actor, sentFields(body));
    locate(response, `documents/${document.id}`);
    return document;
  }

  @Post('uploads')
  @RequireRole('editor')
  @IdempotentPost()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: DOCUMENT_UPLOAD_SCHEMA })
  @ApiOperation({
    summary: 'Uploads a file as a document of one property, project or person.',
    description:
      'A multipart body with the file in the part `file` and the fields as text parts. The type is judged from the content (PDF, Word, Excel, PowerPoint, JPEG, PNG, WebP; an image is stored without its metadata). Answers the document, whose `url` is the public address of its file (docs/media.md, "Documents").',
  })
  @ApiCreatedResponse({ type: DocumentDocument })
  @ProblemResponse('validation', "No file, an empty or damaged one, a field that is not valid, or the owner is not the agency's.")
  @ProblemResponse('unsupported-media-type', 'Not a PDF, Word, Excel, PowerPoint, JPEG, PNG or WebP file, or not multipart/form-data.')
  @ProblemResponse('payload-too-large', 'More bytes (or pixels) than accepted.')
  async upload(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse): Promise<DocumentView> {
    const upload = await readUpload(request, { fileBytes: this.config.media.maxBytes, fields: UPLOAD_FIELDS, idleTimeoutMs: this.config.http.bodyIdleTimeoutMs, what: 'document' });
    const patch = uploadPatch(upload.fields);
    if (upload.file === null) throw new Problem('validation', 'The document is missing: send it in the part "file".', [{ field: '/file', code: 'required', message: 'file is required' }]);
    await checkUploadIdempotency(request, { file: createHash('sha256').update(upload.file).digest('hex'), name: upload.fileName, fields: Object.fromEntries(upload.fields) });
    const { tenant, actor } = request.caller!;
    const document = await this.documents.upload(tenant, actor, patch, { bytes: upload.file, name: upload.fileName ?? '' });
    locate(response, `documents/${document.id}`);
    return document;
  }

  @Get(':id/file')
  @ApiOperation({
    summary: "An uploaded document's file, whatever its publication: for the agency's own staff.",
    description:
      'With the API key or the staff session (any role). `Content-Disposition: inline` with the file\'s name, the content\'s ETag (If-None-Match gives 304) and `Cache-Control: private, no-cache`. A document by link has no file here (404): its `url` is the link.',
  })
  @ApiProduces(...new Set(Object.values(DOCUMENT_FILE_TYPES).map((known) => known.type)))
  @ApiOkResponse({ description: 'The file.', content: Object.fromEntries(Object.values(DOCUMENT_FILE_TYPES).map((known) => [known.type, { schema: { type: 'string', format: 'binary' } }])) })
  @ProblemResponse('not-found', 'No document of the agency has this id, or it is a link.')
  async file(@Req() request: ApiRequest, @Res() response: ServerResponse, @Param('id', ParseIntPipe) id: number): Promise<void> {
    const file = await this.documents.file(request.caller!.tenant, id);
    const etag = `"${file.content}"`;
    response.setHeader('Cache-Control', 'private, no-cache');
    const condition = request.headers['if-none-match'];
    if (condition !== undefined && condition.split(',').some((tag) => [etag, `W/${etag}`, '*'].includes(tag.trim()))) throw new NotModified(etag);
    response.statusCode = 200;
    response.setHeader('ETag', etag);
    response.setHeader('Content-Type', file.type);
    response.setHeader('Content-Length', file.bytes.length);
    response.setHeader('Content-Disposition', contentDisposition(file.name));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.end(file.bytes);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One document.' })
  @ApiOkResponse({ type: DocumentDocument })
  @ProblemResponse('not-found', 'No document of the agency has this id.')
  get(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<DocumentView> {
    return this.documents.get(request.caller!.tenant, id);
  }

  @Patch(':id')
  @RequireRole('editor')
  @ConditionalWrite()
  @ApiOperation({ summary: "Changes a document's title, kind, link or published flag (JSON Merge Patch)." })
  @ApiOkResponse({ type: DocumentDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed).')
  @ProblemResponse('not-found', 'No document of the agency has this id.')
  change(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Body() body: DocumentBody): Promise<DocumentView> {
    const { tenant, actor } = request.caller!;
    return this.documents.change(tenant, actor, id, sentFields(body), ifMatchVersions(request));
  }

  @Delete(':id')
  @RequireRole('editor')
  @ConditionalWrite()
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes a document.' })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ProblemResponse('not-found', 'No document of the agency has this id.')
  async remove(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<void> {
    const { tenant, actor } = request.caller!;
    await this.documents.delete(tenant, actor, id, ifMatchVersions(request));
  }
}
