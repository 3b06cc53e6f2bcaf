import type { ServerResponse } from 'node:http';
import { Body, Delete, Get, HttpCode, Inject, Param, ParseIntPipe, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { DocumentWritesService, type DocumentView } from '../../documents/document-writes.service.js';
import { ApiController, ConditionalWrite, IdempotentPost } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { ifMatchVersions } from '../http/etag.js';
import { keysetRequest, listAnswer, type ListAnswer } from '../http/paging.js';
import { ProblemResponse } from '../http/problem-document.js';
import { RequireRole } from '../http/roles.js';
import { locate, sentFields } from '../records/merge-patch.js';
import { DocumentBody, DocumentDocument, DocumentList, DocumentListQuery } from './documents.dto.js';

const SORTABLE = { fields: ['id', 'title', 'createdAt'], defaultOrder: [{ field: 'id', direction: 'ASC' as const }], tieBreaker: 'id' };

/** Documents (plans, certificates, brochures…) of the agency's properties, projects and persons, by link. */
@ApiController('documents', 'documents')
export class DocumentsController {
  constructor(@Inject(DocumentWritesService) private readonly documents: DocumentWritesService) {}

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
