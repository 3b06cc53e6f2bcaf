import type { ServerResponse } from 'node:http';
import { Body, Delete, Get, HttpCode, Inject, Param, ParseIntPipe, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ProjectWritesService, type BuildingPatch, type BuildingView, type ProjectPatch, type ProjectView, type UnitView } from '../../construction/project-writes.service.js';
import { ApiController, ConditionalWrite, IdempotentPost } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { ifMatchVersions } from '../http/etag.js';
import { keysetRequest, listAnswer, type ListAnswer } from '../http/paging.js';
import { Problem } from '../http/problem.js';
import { ProblemResponse } from '../http/problem-document.js';
import { RequireRole } from '../http/roles.js';
import { dateOf, locate, sentFields } from '../records/merge-patch.js';
import {
  BuildingBody,
  BuildingDocument,
  BuildingListDocument,
  ProjectBody,
  ProjectDocument,
  ProjectList,
  ProjectListQuery,
  ProjectTextsBody,
  ProjectTextsDocument,
  UnitListDocument,
} from './projects.dto.js';

const SORTABLE = { fields: ['id', 'name', 'reference', 'showOrder', 'createdAt', 'updatedAt'], defaultOrder: [{ field: 'id', direction: 'ASC' as const }], tieBreaker: 'id' };

function projectPatch(body: ProjectBody): ProjectPatch {
  const { deliveryDate, ...rest } = sentFields(body);
  return { ...rest, ...(deliveryDate === undefined ? {} : { deliveryDate: dateOf(deliveryDate) }) } as ProjectPatch;
}

function buildingPatch(body: BuildingBody): BuildingPatch {
  const { deliveryDate, ...rest } = sentFields(body);
  return { ...rest, ...(deliveryDate === undefined ? {} : { deliveryDate: dateOf(deliveryDate) }) } as BuildingPatch;
}

function statuses(text: string | undefined): number[] {
  if (text === undefined || text.trim() === '') return [];
  const items = text.split(',').map((item) => item.trim());
  if (!items.every((item) => /^[0-4]$/.test(item))) {
    throw new Problem('validation', 'status must be a comma list of project statuses 0 to 4.', [{ field: '/query/status', code: 'enum', message: 'a comma list of 0, 1, 2, 3, 4' }]);
  }
  return items.map(Number);
}

/** The agency's construction projects (published or not), their buildings and units. */
@ApiController('projects', 'projects')
@ApiExtraModels(ProjectTextsBody, ProjectTextsDocument)
export class ProjectsController {
  constructor(@Inject(ProjectWritesService) private readonly projects: ProjectWritesService) {}

  @Get()
  @ApiOperation({ summary: 'The projects of the agency, published or not, by id unless sorted otherwise.' })
  @ApiOkResponse({ type: ProjectList })
  @ProblemResponse('validation', 'A filter, the sort or the cursor is not valid.')
  async list(@Req() request: ApiRequest, @Query() query: ProjectListQuery): Promise<ListAnswer<ProjectView>> {
    const page = keysetRequest(query, SORTABLE);
    const filter = {
      statuses: statuses(query.status),
      ...(query.publishInternet === undefined ? {} : { publishInternet: query.publishInternet === 'true' }),
      ...(query.reference === undefined ? {} : { reference: query.reference }),
      ...(query.q ? { q: query.q } : {}),
      ...(query.updatedSince ? { updatedSince: new Date(query.updatedSince) } : {}),
    };
    return listAnswer(await this.projects.list(request.caller!.tenant, filter, page), page, (project) => project);
  }

  @Post()
  @RequireRole('editor')
  @IdempotentPost()
  @ApiOperation({ summary: 'Adds a project (unpublished unless publishInternet is true).' })
  @ApiCreatedResponse({ type: ProjectDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed).')
  @ProblemResponse('conflict', 'Another project of the agency has this reference.')
  async create(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Body() body: ProjectBody): Promise<ProjectView> {
    const { tenant, actor } = request.caller!;
    const project = await this.projects.create(tenant, actor, projectPatch(body));
    locate(response, `projects/${project.id}`);
    return project;
  }

  @Get('by-reference/:reference')
  @ApiOperation({ summary: "The project with the agency's reference." })
  @ApiOkResponse({ type: ProjectDocument, description: 'With its version as ETag (If-None-Match gives 304).' })
  @ProblemResponse('not-found', 'No project of the agency has this reference.')
  async byReference(@Req() request: ApiRequest, @Param('reference') reference: string): Promise<ProjectView> {
    const { tenant } = request.caller!;
    return this.projects.get(tenant, await this.projects.idOfReference(tenant, reference));
  }

  @Put('by-reference/:reference')
  @RequireRole('editor')
  @ConditionalWrite()
  @ApiOperation({
    summary: "Creates or replaces the project with the agency's reference.",
    description:
      'Idempotent: the whole project as its CRM holds it; fields not given take their initial values and languages not given are removed (its buildings, pictures and documents are left as they are). The same document again changes nothing. publishInternet false withdraws it with its units, true publishes them again.',
  })
  @ApiCreatedResponse({ type: ProjectDocument, description: 'Created; `Location` names it.' })
  @ApiOkResponse({ type: ProjectDocument, description: 'Replaced (or unchanged).' })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed), or the body names another reference than the path.')
  @ProblemResponse('conflict', 'Another request created a project with this reference at the same moment; send it again.')
  async upsert(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Param('reference') reference: string, @Body() body: ProjectBody): Promise<ProjectView> {
    const { tenant, actor } = request.caller!;
    if (body.reference !== undefined && body.reference !== reference) {
      throw new Problem('validation', 'The body names another reference than the path.', [{ field: '/reference', code: 'mismatch', message: 'must be the reference of the path (or left out)' }]);
    }
    const outcome = await this.projects.upsertByReference(tenant, actor, reference, projectPatch(body), ifMatchVersions(request));
    response.statusCode = outcome.created ? 201 : 200;
    if (outcome.created) locate(response, `projects/${outcome.id}`);
    return this.projects.get(tenant, outcome.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One project.' })
  @ApiOkResponse({ type: ProjectDocument })
  @ProblemResponse('not-found', 'No project of the agency has this id.')
  get(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<ProjectView> {
    return this.projects.get(request.caller!.tenant, id);
  }

  @Patch(':id')
  @RequireRole('editor')
  @ConditionalWrite()
  @ApiOperation({ summary: 'Changes a project (JSON Merge Patch); publishInternet false withdraws it with its units, true publishes them again.' })
  @ApiOkResponse({ type: ProjectDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed).')
  @ProblemResponse('not-found', 'No project of the agency has this id.')
  @ProblemResponse('conflict', 'Another project of the agency has this reference.')
  change(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Body() body: ProjectBody): Promise<ProjectView> {
    const { tenant, actor } = request.caller!;
    return this.projects.change(tenant, actor, id, projectPatch(body), ifMatchVersions(request));
  }

  @Delete(':id')
  @RequireRole('editor')
  @ConditionalWrite()
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes a project with its texts, pictures, buildings and documents.' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ProblemResponse('not-found', 'No project of the agency has this id.')
  @ProblemResponse('conflict', 'The project still has units or viewing slots.')
  async remove(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<void> {
    const { tenant, actor } = request.caller!;
    await this.projects.delete(tenant, actor, id, ifMatchVersions(request));
  }

  @Get(':id/units')
  @ApiOperation({ summary: "The project's units (properties with the project set), by building." })
  @ApiOkResponse({ type: UnitListDocument })
  @ProblemResponse('not-found', 'No project of the agency has this id.')
  async units(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<{ items: UnitView[] }> {
    return { items: await this.projects.units(request.caller!.tenant, id) };
  }

  @Get(':id/buildings')
  @ApiOperation({ summary: "The project's buildings by position." })
  @ApiOkResponse({ type: BuildingListDocument })
  @ProblemResponse('not-found', 'No project of the agency has this id.')
  async buildings(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<{ items: BuildingView[] }> {
    return { items: await this.projects.buildings(request.caller!.tenant, id) };
  }

  @Post(':id/buildings')
  @RequireRole('editor')
  @IdempotentPost()
  @ApiOperation({ summary: 'Adds a building to the project.' })
  @ApiCreatedResponse({ type: BuildingDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed).')
  @ProblemResponse('not-found', 'No project of the agency has this id.')
  async addBuilding(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Param('id', ParseIntPipe) id: number, @Body() body: BuildingBody): Promise<BuildingView> {
    const { tenant, actor } = request.caller!;
    const building = await this.projects.createBuilding(tenant, actor, id, buildingPatch(body));
    locate(response, `projects/${id}/buildings/${building.id}`);
    return building;
  }

  @Get(':id/buildings/:buildingId')
  @ApiOperation({ summary: 'One building of the project.' })
  @ApiOkResponse({ type: BuildingDocument })
  @ProblemResponse('not-found', 'No such project, or the building is not its.')
  building(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Param('buildingId', ParseIntPipe) buildingId: number): Promise<BuildingView> {
    return this.projects.building(request.caller!.tenant, id, buildingId);
  }

  @Patch(':id/buildings/:buildingId')
  @RequireRole('editor')
  @ConditionalWrite()
  @ApiOperation({ summary: 'Changes a building (JSON Merge Patch).' })
  @ApiOkResponse({ type: BuildingDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed).')
  @ProblemResponse('not-found', 'No such project, or the building is not its.')
  changeBuilding(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Param('buildingId', ParseIntPipe) buildingId: number, @Body() body: BuildingBody): Promise<BuildingView> {
    const { tenant, actor } = request.caller!;
    return this.projects.changeBuilding(tenant, actor, id, buildingId, buildingPatch(body), ifMatchVersions(request));
  }

  @Delete(':id/buildings/:buildingId')
  @RequireRole('editor')
  @ConditionalWrite()
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes a building without units.' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ProblemResponse('not-found', 'No such project, or the building is not its.')
  @ProblemResponse('conflict', 'Units still belong to the building.')
  async removeBuilding(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Param('buildingId', ParseIntPipe) buildingId: number): Promise<void> {
    const { tenant, actor } = request.caller!;
    await this.projects.deleteBuilding(tenant, actor, id, buildingId, ifMatchVersions(request));
  }
}
