import { Body, Get, Inject, Param, ParseIntPipe, Patch, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { LeadsService, type LeadView } from '../../leads/leads.service.js';
import { ApiController, ConditionalWrite } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { ifMatchVersions } from '../http/etag.js';
import { keysetRequest, listAnswer, type ListAnswer } from '../http/paging.js';
import { ProblemResponse } from '../http/problem-document.js';
import { RequireRole } from '../http/roles.js';
import { sentFields } from '../records/merge-patch.js';
import { LeadBody, LeadDocument, LeadList, LeadListQuery } from './leads.dto.js';

const SORTABLE = { fields: ['id', 'receivedAt', 'updatedAt', 'status'], defaultOrder: [{ field: 'id', direction: 'DESC' as const }], tieBreaker: 'id' };

/** The lead inbox: contact requests and registrations from the websites and partners. */
@ApiController('leads', 'leads')
export class LeadsController {
  constructor(@Inject(LeadsService) private readonly leads: LeadsService) {}

  @Get()
  @ApiOperation({ summary: 'The lead inbox, newest first unless sorted otherwise.' })
  @ApiOkResponse({ type: LeadList })
  @ProblemResponse('validation', 'A filter, the sort or the cursor is not valid.')
  async list(@Req() request: ApiRequest, @Query() query: LeadListQuery): Promise<ListAnswer<LeadView>> {
    const page = keysetRequest(query, SORTABLE);
    const filter = {
      ...(query.status ? { statuses: [query.status] } : {}),
      ...(query.kind ? { kinds: [query.kind] } : {}),
      ...(query.assignedUserId === undefined ? {} : { assignedUserId: query.assignedUserId === 'none' ? null : Number(query.assignedUserId) }),
      ...(query.personId === undefined ? {} : { personId: query.personId }),
      ...(query.propertyId === undefined ? {} : { propertyId: query.propertyId }),
      ...(query.updatedSince ? { updatedSince: new Date(query.updatedSince) } : {}),
    };
    return listAnswer(await this.leads.list(request.caller!.tenant, filter, page), page, (lead) => lead);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One lead, with its message and sender.' })
  @ApiOkResponse({ type: LeadDocument })
  @ProblemResponse('not-found', 'No lead of the agency has this id.')
  get(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<LeadView> {
    return this.leads.get(request.caller!.tenant, id);
  }

  @Patch(':id')
  @RequireRole('editor')
  @ConditionalWrite()
  @ApiOperation({ summary: 'Marks a lead handled (or new again) and assigns it to a staff user.' })
  @ApiOkResponse({ type: LeadDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed), e.g. a user who is not the agency\'s.')
  @ProblemResponse('not-found', 'No lead of the agency has this id.')
  change(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Body() body: LeadBody): Promise<LeadView> {
    const { tenant, actor } = request.caller!;
    return this.leads.change(tenant, actor, id, sentFields(body), ifMatchVersions(request));
  }
}
