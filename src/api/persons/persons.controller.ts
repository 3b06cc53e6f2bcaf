import type { ServerResponse } from 'node:http';
import { Body, Delete, Get, HttpCode, Inject, Param, ParseIntPipe, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { PersonWritesService, type DemandView, type PersonView } from '../../persons/person-writes.service.js';
import { PrivacyService, type PersonExport } from '../../privacy/privacy.service.js';
import { ApiController, ConditionalWrite, IdempotentPost } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { ifMatchVersions } from '../http/etag.js';
import { keysetRequest, listAnswer, type ListAnswer } from '../http/paging.js';
import { ProblemResponse } from '../http/problem-document.js';
import { RequireRole } from '../http/roles.js';
import { locate, sentFields } from '../records/merge-patch.js';
import { DemandBody, DemandDocument, DemandListDocument, PersonBody, PersonDocument, PersonExportDocument, PersonList, PersonListQuery } from './persons.dto.js';

const SORTABLE = { fields: ['id', 'name', 'createdAt', 'updatedAt'], defaultOrder: [{ field: 'id', direction: 'ASC' as const }], tieBreaker: 'id' };

/** The agency's persons (contacts, customers, owners), their demands, and their GDPR rights. */
@ApiController('persons', 'persons')
export class PersonsController {
  constructor(
    @Inject(PersonWritesService) private readonly persons: PersonWritesService,
    @Inject(PrivacyService) private readonly privacy: PrivacyService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The persons of the agency, by id unless sorted otherwise.' })
  @ApiOkResponse({ type: PersonList })
  @ProblemResponse('validation', 'A filter, the sort or the cursor is not valid.')
  async list(@Req() request: ApiRequest, @Query() query: PersonListQuery): Promise<ListAnswer<PersonView>> {
    const page = keysetRequest(query, SORTABLE);
    const filter = { ...(query.q ? { q: query.q } : {}), ...(query.city ? { city: query.city } : {}), ...(query.email ? { email: query.email } : {}), ...(query.updatedSince ? { updatedSince: new Date(query.updatedSince) } : {}) };
    return listAnswer(await this.persons.list(request.caller!.tenant, filter, page), page, (person) => person);
  }

  @Post()
  @RequireRole('editor')
  @IdempotentPost()
  @ApiOperation({ summary: 'Adds a person (a NewPerson history record is written).' })
  @ApiCreatedResponse({ type: PersonDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed).')
  @ProblemResponse('conflict', 'Another person of the agency already uses the email address.')
  async create(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Body() body: PersonBody): Promise<PersonView> {
    const { tenant, actor } = request.caller!;
    const person = await this.persons.create(tenant, actor, sentFields(body));
    locate(response, `persons/${person.id}`);
    return person;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One person.' })
  @ApiOkResponse({ type: PersonDocument })
  @ProblemResponse('not-found', 'No person of the agency has this id.')
  get(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<PersonView> {
    return this.persons.get(request.caller!.tenant, id);
  }

  @Patch(':id')
  @RequireRole('editor')
  @ConditionalWrite()
  @ApiOperation({ summary: 'Changes a person (JSON Merge Patch: a field sent is set, null clears it).' })
  @ApiOkResponse({ type: PersonDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed).')
  @ProblemResponse('not-found', 'No person of the agency has this id.')
  @ProblemResponse('conflict', 'Another person of the agency already uses the email address.')
  change(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Body() body: PersonBody): Promise<PersonView> {
    const { tenant, actor } = request.caller!;
    return this.persons.change(tenant, actor, id, sentFields(body), ifMatchVersions(request));
  }

  @Delete(':id')
  @RequireRole('editor')
  @ConditionalWrite()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Erases a person (GDPR right to erasure).',
    description:
      'Removes the person, their demands, login, documents and links, and keeps the agency\'s records about them without identity: history (statistics stay true), leads, slot registrations, tasks and mails, with their name, address, email and numbers cut out of the texts; audit entries keep which fields changed, not the values. The erasure is recorded in the history and the audit log.',
  })
  @ApiNoContentResponse({ description: 'Erased.' })
  @ProblemResponse('not-found', 'No person of the agency has this id.')
  async erase(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<void> {
    const { tenant, actor } = request.caller!;
    await this.privacy.erasePerson(tenant, actor, id, ifMatchVersions(request));
  }

  @Get(':id/export')
  @ApiOperation({ summary: 'Everything the agency holds about a person (GDPR right of access and portability), history included.' })
  @ApiOkResponse({ type: PersonExportDocument })
  @ProblemResponse('not-found', 'No person of the agency has this id.')
  export(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<PersonExport> {
    return this.privacy.exportPerson(request.caller!.tenant, id);
  }

  @Get(':id/demands')
  @ApiOperation({ summary: "The person's demands (search requests), oldest first." })
  @ApiOkResponse({ type: DemandListDocument })
  @ProblemResponse('not-found', 'No person of the agency has this id.')
  async demands(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<{ items: DemandView[] }> {
    return { items: await this.persons.listDemands(request.caller!.tenant, id) };
  }

  @Post(':id/demands')
  @RequireRole('editor')
  @IdempotentPost()
  @ApiOperation({ summary: 'Adds a demand to the person (a NewDemand history record is written).' })
  @ApiCreatedResponse({ type: DemandDocument })
  @ProblemResponse('validation', 'Some criteria are not valid (every one is listed).')
  @ProblemResponse('not-found', 'No person of the agency has this id.')
  async addDemand(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Param('id', ParseIntPipe) id: number, @Body() body: DemandBody): Promise<DemandView> {
    const { tenant, actor } = request.caller!;
    const demand = await this.persons.createDemand(tenant, actor, id, sentFields(body));
    locate(response, `persons/${id}/demands/${demand.id}`);
    return demand;
  }

  @Get(':id/demands/:demandId')
  @ApiOperation({ summary: 'One demand of the person.' })
  @ApiOkResponse({ type: DemandDocument })
  @ProblemResponse('not-found', 'No such person, or the demand is not theirs.')
  demand(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Param('demandId', ParseIntPipe) demandId: number): Promise<DemandView> {
    return this.persons.getDemand(request.caller!.tenant, id, demandId);
  }

  @Patch(':id/demands/:demandId')
  @RequireRole('editor')
  @ConditionalWrite()
  @ApiOperation({ summary: "Changes a demand's criteria or active flag (JSON Merge Patch)." })
  @ApiOkResponse({ type: DemandDocument })
  @ProblemResponse('validation', 'Some criteria are not valid (every one is listed).')
  @ProblemResponse('not-found', 'No such person, or the demand is not theirs.')
  changeDemand(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Param('demandId', ParseIntPipe) demandId: number, @Body() body: DemandBody): Promise<DemandView> {
    const { tenant, actor } = request.caller!;
    return this.persons.changeDemand(tenant, actor, id, demandId, sentFields(body), ifMatchVersions(request));
  }

  @Delete(':id/demands/:demandId')
  @RequireRole('editor')
  @ConditionalWrite()
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes a demand.' })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ProblemResponse('not-found', 'No such person, or the demand is not theirs.')
  async removeDemand(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Param('demandId', ParseIntPipe) demandId: number): Promise<void> {
    const { tenant, actor } = request.caller!;
    await this.persons.deleteDemand(tenant, actor, id, demandId, ifMatchVersions(request));
  }
}
