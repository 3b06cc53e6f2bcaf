import type { ServerResponse } from 'node:http';
import { Body, Delete, Get, HttpCode, Inject, Param, ParseIntPipe, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AppointmentsService } from '../../appointments/appointments.service.js';
import type { SlotRegistrationView, ViewingSlotChange, ViewingSlotView } from '../../appointments/viewing-slots.js';
import { ApiController, ConditionalWrite, IdempotentPost } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { ifMatchVersions } from '../http/etag.js';
import { keysetRequest, listAnswer, type ListAnswer } from '../http/paging.js';
import { ProblemResponse } from '../http/problem-document.js';
import { RequireRole } from '../http/roles.js';
import { dateOf, locate, sentFields } from '../records/merge-patch.js';
import { RegistrationBody, RegistrationDocument, RegistrationListDocument, ViewingSlotBody, ViewingSlotDocument, ViewingSlotList, ViewingSlotListQuery, ViewingSlotPatch } from './viewing-slots.dto.js';

const SORTABLE = { fields: ['id', 'startDate', 'updatedAt'], defaultOrder: [{ field: 'startDate', direction: 'ASC' as const }], tieBreaker: 'id' };

/** A validated body as the domain's change: RFC 3339 texts as dates. */
function slotChange(body: ViewingSlotPatch): ViewingSlotChange {
  const { startDate, endDate, ...rest } = sentFields(body);
  return { ...rest, ...(startDate === undefined ? {} : { startDate: dateOf(startDate) }), ...(endDate === undefined ? {} : { endDate: dateOf(endDate) }) } as ViewingSlotChange;
}

/** Open-house and viewing slots of the agency's properties and projects, and the persons registered to them. */
@ApiController('viewing-slots', 'viewing-slots')
export class ViewingSlotsController {
  constructor(@Inject(AppointmentsService) private readonly appointments: AppointmentsService) {}

  @Get()
  @ApiOperation({ summary: 'The slots of the agency, by start unless sorted otherwise (past ones too; filter with from/to).' })
  @ApiOkResponse({ type: ViewingSlotList })
  @ProblemResponse('validation', 'A filter, the sort or the cursor is not valid.')
  async list(@Req() request: ApiRequest, @Query() query: ViewingSlotListQuery): Promise<ListAnswer<ViewingSlotView>> {
    const page = keysetRequest(query, SORTABLE);
    const filter = {
      ...(query.from ? { from: new Date(query.from) } : {}),
      ...(query.to ? { to: new Date(query.to) } : {}),
      ...(query.propertyId === undefined ? {} : { propertyId: query.propertyId }),
      ...(query.projectId === undefined ? {} : { projectId: query.projectId }),
      ...(query.updatedSince ? { updatedSince: new Date(query.updatedSince) } : {}),
    };
    return listAnswer(await this.appointments.listSlots(request.caller!.tenant, filter, page), page, (slot) => slot);
  }

  @Post()
  @RequireRole('editor')
  @IdempotentPost()
  @ApiOperation({ summary: 'Offers a new slot on a property or a project (visible at once through GetAppointmentObject).' })
  @ApiCreatedResponse({ type: ViewingSlotDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed), e.g. a property of another agency or an end before the start.')
  async create(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Body() body: ViewingSlotBody): Promise<ViewingSlotView> {
    const { tenant, actor } = request.caller!;
    const { propertyId, projectId } = body;
    const slot = await this.appointments.createSlot(tenant, actor, { ...slotChange(body), ...(propertyId === undefined ? {} : { propertyId }), ...(projectId === undefined ? {} : { projectId }) });
    locate(response, `viewing-slots/${slot.id}`);
    return slot;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One slot, with its registrations counted and its free places.' })
  @ApiOkResponse({ type: ViewingSlotDocument })
  @ProblemResponse('not-found', 'No slot of the agency has this id.')
  get(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<ViewingSlotView> {
    return this.appointments.getSlot(request.caller!.tenant, id);
  }

  @Patch(':id')
  @RequireRole('editor')
  @ConditionalWrite()
  @ApiOperation({ summary: 'Changes a slot (JSON Merge Patch). Its property or project stays; the capacity never drops below the persons registered.' })
  @ApiOkResponse({ type: ViewingSlotDocument })
  @ProblemResponse('validation', 'Some fields are not valid (every one is listed).')
  @ProblemResponse('not-found', 'No slot of the agency has this id.')
  change(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Body() body: ViewingSlotPatch): Promise<ViewingSlotView> {
    const { tenant, actor } = request.caller!;
    return this.appointments.changeSlot(tenant, actor, id, slotChange(body), ifMatchVersions(request));
  }

  @Delete(':id')
  @RequireRole('editor')
  @ConditionalWrite()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Removes a slot that nobody is registered to.',
    description: 'A slot with registrations is refused (409) and kept: tell the persons, remove their registrations (DELETE …/registrations/{id}), then the slot.',
  })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ProblemResponse('not-found', 'No slot of the agency has this id.')
  @ProblemResponse('conflict', 'Persons are registered to the slot.')
  async remove(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<void> {
    const { tenant, actor } = request.caller!;
    await this.appointments.deleteSlot(tenant, actor, id, ifMatchVersions(request));
  }

  @Get(':id/registrations')
  @ApiOperation({ summary: 'The persons registered to the slot, in the order they registered.' })
  @ApiOkResponse({ type: RegistrationListDocument })
  @ProblemResponse('not-found', 'No slot of the agency has this id.')
  async registrations(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<{ items: SlotRegistrationView[] }> {
    return { items: await this.appointments.slotRegistrations(request.caller!.tenant, id) };
  }

  @Post(':id/registrations')
  @RequireRole('editor')
  @IdempotentPost()
  @ApiOperation({
    summary: 'Registers a person to the slot (as AddPersonToAppointment: the responsible user is mailed, a lead is added).',
    description: 'Once per person: registering a person already registered answers their registration (200) and changes nothing. A full or ended slot is refused (409).',
  })
  @ApiCreatedResponse({ type: RegistrationDocument, description: 'Registered.' })
  @ApiOkResponse({ type: RegistrationDocument, description: 'The person was already registered.' })
  @ProblemResponse('validation', 'personId is missing or not a person of the agency.')
  @ProblemResponse('not-found', 'No slot of the agency has this id.')
  @ProblemResponse('conflict', 'The slot is full or has ended.')
  async register(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Param('id', ParseIntPipe) id: number, @Body() body: RegistrationBody): Promise<SlotRegistrationView> {
    const { tenant, actor } = request.caller!;
    const { registration, created } = await this.appointments.registerPerson(tenant, actor, id, body.personId);
    response.statusCode = created ? 201 : 200;
    locate(response, `viewing-slots/${id}/registrations/${registration.id}`);
    return registration;
  }

  @Get(':id/registrations/:registrationId')
  @ApiOperation({ summary: 'One registration of the slot.' })
  @ApiOkResponse({ type: RegistrationDocument })
  @ProblemResponse('not-found', 'No such slot, or the registration is not one of it.')
  registration(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Param('registrationId', ParseIntPipe) registrationId: number): Promise<SlotRegistrationView> {
    return this.appointments.slotRegistration(request.caller!.tenant, id, registrationId);
  }

  @Delete(':id/registrations/:registrationId')
  @RequireRole('editor')
  @HttpCode(204)
  @ApiOperation({ summary: "Removes a person's registration (their place is free again)." })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ProblemResponse('not-found', 'No such slot, or the registration is not one of it.')
  async unregister(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Param('registrationId', ParseIntPipe) registrationId: number): Promise<void> {
    const { tenant, actor } = request.caller!;
    await this.appointments.removeRegistration(tenant, actor, id, registrationId);
  }
}
