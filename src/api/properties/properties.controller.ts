import type { Response } from 'express';
import { Body, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { PropertyDirectory } from '../../properties/property-directory.js';
import { PropertyWrites } from '../../properties/property-writes.js';
import { ApiController, ConditionalWrite, IdempotentPost } from '../http/api-controller.js';
import type { ApiRequest, Caller } from '../http/caller.js';
import { etagOf, ifMatchVersions } from '../http/etag.js';
import { keysetRequest, listAnswer, type ListAnswer, type SortableFields } from '../http/paging.js';
import { API_BASE, Problem } from '../http/problem.js';
import { ProblemResponse } from '../http/problem-document.js';
import { RequireRole } from '../http/roles.js';
import { PropertyBody, PropertyList, PropertyListQuery, PropertyPatchBody, PropertyResource, statusList } from './property.dto.js';
import { propertyInput, propertyResource } from './property-resource.js';

const SORTABLE: SortableFields = { fields: ['id', 'createdAt', 'updatedAt', 'price'], defaultOrder: [{ field: 'id', direction: 'ASC' }], tieBreaker: 'id' };

/** A path id: digits only (anything else names no property). */
function propertyId(text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw new Problem('not-found', `Property ${text.slice(0, 40)} was not found.`);
  return Number(text);
}

function caller(request: ApiRequest): Caller {
  return request.caller!;
}

/** The agency's properties: every field the legacy records carry, texts per language, agents. */
@ApiController('properties', 'properties')
export class PropertiesController {
  constructor(
    @Inject(PropertyDirectory) private readonly directory: PropertyDirectory,
    @Inject(PropertyWrites) private readonly writes: PropertyWrites,
  ) {}

  @Get()
  @ApiOperation({ summary: "The agency's properties, whatever their status, paged by cursor.", description: 'Sortable by `id` (default), `createdAt`, `updatedAt`, `price` (`-` for descending).' })
  @ApiOkResponse({ type: PropertyList })
  @ProblemResponse('validation', 'A filter, the sort or the cursor is not valid.')
  async list(@Req() request: ApiRequest, @Query() query: PropertyListQuery): Promise<ListAnswer<PropertyResource>> {
    const page = keysetRequest(query, SORTABLE);
    const statuses = statusList(query.status);
    const result = await this.directory.list(
      caller(request).tenant,
      {
        ...(statuses ? { statuses } : {}),
        ...(query.goal !== undefined ? { goal: query.goal } : {}),
        ...(query.typeId !== undefined ? { typeId: query.typeId } : {}),
        ...(query.cityId !== undefined ? { cityId: query.cityId } : {}),
        ...(query.zip !== undefined ? { zip: query.zip } : {}),
        ...(query.priceMin !== undefined ? { priceMin: query.priceMin } : {}),
        ...(query.priceMax !== undefined ? { priceMax: query.priceMax } : {}),
        ...(query.agent !== undefined ? { agentId: query.agent } : {}),
        ...(query.updatedSince !== undefined ? { updatedSince: new Date(query.updatedSince) } : {}),
        ...(query.q !== undefined ? { q: query.q } : {}),
      },
      page,
    );
    return listAnswer(result, page, propertyResource);
  }

  @Get('by-reference/:reference')
  @ApiOperation({ summary: "The property with the agency's reference." })
  @ApiOkResponse({ type: PropertyResource, description: 'With its version as ETag (If-None-Match gives 304).' })
  @ProblemResponse('not-found')
  async byReference(@Req() request: ApiRequest, @Param('reference') reference: string): Promise<PropertyResource> {
    const { tenant } = caller(request);
    return propertyResource(await this.directory.get(tenant, await this.directory.idOfReference(tenant, reference)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One property.' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: PropertyResource, description: 'With its version as ETag (If-None-Match gives 304).' })
  @ProblemResponse('not-found', "No such property in the caller's agency.")
  async get(@Req() request: ApiRequest, @Param('id') id: string): Promise<PropertyResource> {
    return propertyResource(await this.directory.get(caller(request).tenant, propertyId(id)));
  }

  @Post()
  @RequireRole('editor')
  @IdempotentPost()
  @ApiOperation({ summary: 'Creates a property.', description: 'The domain checks every field and lists every invalid one. Without `reference` the property gets `P<id>`.' })
  @ApiCreatedResponse({ type: PropertyResource, description: 'Created; `Location` names it.' })
  @ProblemResponse('validation', 'Some fields are not valid (all are listed).')
  @ProblemResponse('conflict', 'The reference is used by another property of the agency.')
  async create(@Req() request: ApiRequest, @Body() body: PropertyBody, @Res({ passthrough: true }) response: Response): Promise<PropertyResource> {
    const { tenant, actor } = caller(request);
    const id = await this.writes.create(tenant, actor, propertyInput(body));
    response.setHeader('Location', `${API_BASE}/properties/${id}`);
    return propertyResource(await this.directory.get(tenant, id));
  }

  @Patch(':id')
  @RequireRole('editor')
  @ConditionalWrite()
  @ApiConsumes('application/merge-patch+json', 'application/json')
  @ApiOperation({ summary: 'Changes a property (JSON Merge Patch).', description: 'A field sent is set, null clears it, a field not sent is kept; `descriptions` merge by language, `agents` is replaced whole.' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: PropertyResource })
  @ProblemResponse('validation', 'Some fields are not valid (all are listed).')
  @ProblemResponse('not-found', "No such property in the caller's agency.")
  @ProblemResponse('conflict', 'The reference is used by another property of the agency.')
  async change(@Req() request: ApiRequest, @Param('id') id: string, @Body() body: PropertyPatchBody): Promise<PropertyResource> {
    const { tenant, actor } = caller(request);
    const written = await this.writes.change(tenant, actor, propertyId(id), propertyInput(body), ifMatchVersions(request));
    return propertyResource(await this.directory.present(tenant, written));
  }

  @Delete(':id')
  @RequireRole('editor')
  @ConditionalWrite()
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes a property with its texts, pictures, agents and owners.', description: 'Partners see it deleted (GetChanges, webhooks). To take it off the web but keep it, PATCH its status instead.' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ProblemResponse('not-found', "No such property in the caller's agency.")
  async remove(@Req() request: ApiRequest, @Param('id') id: string): Promise<void> {
    const { tenant, actor } = caller(request);
    await this.writes.delete(tenant, actor, propertyId(id), ifMatchVersions(request));
  }

  @Put('by-reference/:reference')
  @RequireRole('editor')
  @ConditionalWrite()
  @ApiOperation({ summary: "Creates or replaces the property with the agency's reference.", description: 'Idempotent: the whole property as its CRM holds it; fields not given take their initial values. The same document again changes nothing.' })
  @ApiCreatedResponse({ type: PropertyResource, description: 'Created; `Location` names it.' })
  @ApiOkResponse({ type: PropertyResource, description: 'Replaced (or unchanged).' })
  @ProblemResponse('validation', 'Some fields are not valid (all are listed).')
  async upsert(@Req() request: ApiRequest, @Param('reference') reference: string, @Body() body: PropertyBody, @Res() response: Response): Promise<void> {
    const { tenant, actor } = caller(request);
    if (body.reference !== undefined && body.reference !== reference) {
      throw new Problem('validation', 'The body names another reference than the path.', [{ field: '/reference', code: 'mismatch', message: 'must be the reference of the path (or left out)' }]);
    }
    const outcome = await this.writes.upsertByReference(tenant, actor, reference, propertyInput(body), ifMatchVersions(request));
    const resource = propertyResource(await this.directory.get(tenant, outcome.id));
    response.setHeader('ETag', etagOf(resource.version));
    if (outcome.created) response.setHeader('Location', `${API_BASE}/properties/${outcome.id}`);
    response.status(outcome.created ? 201 : 200).json(resource);
  }
}
