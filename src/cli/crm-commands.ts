/**
 * What an agency maintains day to day besides its listings: departments and its staff's
 * department and web visibility, a project's responsible user, viewing and open-house slots,
 * documents, property checklists, neighbourhoods and the staff's tasks. Each goes through its domain service.
 */
import { AuditedWrites } from '../audit/audited-writes.js';
import { AppointmentsService } from '../appointments/appointments.service.js';
import { ChecklistsService } from '../checklists/checklists.service.js';
import { mediaPublicBaseUrl } from '../config/config.js';
import { HistoryWriter } from '../history/history-writer.js';
import { DocumentsService } from '../documents/documents.service.js';
import { Outbox } from '../mail/outbox.js';
import { NeighbourhoodsService } from '../neighbourhoods/neighbourhoods.service.js';
import { StaffService } from '../staff/staff.service.js';
import { TasksService } from '../tasks/tasks.service.js';
import { allowOnly, option, requiredOption, UsageError, type ParsedArgs } from './cli-args.js';
import type { CliIo } from './cli-io.js';
import { asAgency, wholeNumber } from './publication-commands.js';

const MAX_ID = 2_147_483_647;

/** An id option, or null for `none`. */
function idOrNone(args: ParsedArgs, name: string): number | null {
  return requiredOption(args, name).trim() === 'none' ? null : wholeNumber(args, name, 1, MAX_ID);
}

function yesNo(args: ParsedArgs, name: string): boolean | undefined {
  const value = option(args, name);
  if (value === undefined) return undefined;
  if (value !== 'yes' && value !== 'no') throw new UsageError(`--${name} must be yes or no.`);
  return value === 'yes';
}

function dateOption(args: ParsedArgs, name: string): Date {
  const text = requiredOption(args, name);
  const date = new Date(text);
  if (!/^\d{4}-\d\d-\d\d[T ]\d\d:\d\d/.test(text) || Number.isNaN(date.getTime())) throw new UsageError(`--${name} must be a date-time, e.g. 2026-12-05T10:00:00Z.`);
  return date;
}

/** The one of --property, --project (and --person) given. */
function owner(args: ParsedArgs, names: readonly ('property' | 'project' | 'person')[]): Record<'property' | 'project' | 'person', number | null> {
  const given = names.filter((name) => option(args, name) !== undefined);
  if (given.length !== 1) throw new UsageError(`Give exactly one of ${names.map((name) => `--${name}`).join(', ')}.`);
  const ids = { property: null, project: null, person: null } as Record<'property' | 'project' | 'person', number | null>;
  ids[given[0] as 'property'] = wholeNumber(args, given[0] as string, 1, MAX_ID);
  return ids;
}

export async function addDepartment(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'name']);
  let id = 0;
  await asAgency(args, io, async (tenant, scope) => {
    id = await new StaffService(scope).addDepartment(tenant, requiredOption(args, 'name'));
  });
  io.stdout(`Department ${id} added.`);
  return 0;
}

export async function setUser(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'user', 'department', 'hidden-on-web']);
  const userId = wholeNumber(args, 'user', 1, MAX_ID);
  const changes = {
    ...(option(args, 'department') === undefined ? {} : { departmentId: idOrNone(args, 'department') }),
    ...(yesNo(args, 'hidden-on-web') === undefined ? {} : { hiddenOnWeb: yesNo(args, 'hidden-on-web') as boolean }),
  };
  if (Object.keys(changes).length === 0) throw new UsageError('Give --department and/or --hidden-on-web.');
  await asAgency(args, io, (tenant, scope) => new StaffService(scope).updateUser(tenant, userId, changes));
  io.stdout(`User ${userId} changed.`);
  return 0;
}

export async function setProjectResponsible(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'project', 'user']);
  const projectId = wholeNumber(args, 'project', 1, MAX_ID);
  const userId = idOrNone(args, 'user');
  await asAgency(args, io, (tenant, scope) => new StaffService(scope).setProjectResponsible(tenant, projectId, userId));
  io.stdout(userId === null ? `Project ${projectId} has no responsible user.` : `User ${userId} is responsible for project ${projectId}.`);
  return 0;
}

const APPOINTMENT_TYPES: Readonly<Record<string, number>> = { 'open-house': 1, viewing: 2 };

export async function addAppointment(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'property', 'project', 'type', 'start', 'end', 'capacity', 'location']);
  const on = owner(args, ['property', 'project']);
  const typeId = APPOINTMENT_TYPES[requiredOption(args, 'type')];
  if (typeId === undefined) throw new UsageError('--type must be open-house or viewing.');
  const input = {
    propertyId: on.property,
    projectId: on.project,
    typeId,
    startDate: dateOption(args, 'start'),
    endDate: dateOption(args, 'end'),
    capacity: option(args, 'capacity') === undefined ? 1 : wholeNumber(args, 'capacity', 0, 100_000),
    location: option(args, 'location') ?? null,
  };
  let id = 0;
  const outbox = new Outbox(await io.database());
  const writes = new AuditedWrites(await io.database());
  await asAgency(args, io, async (tenant, scope) => {
    id = await new AppointmentsService(scope, new HistoryWriter(scope), new StaffService(scope), outbox, writes).addAppointment(tenant, input);
  });
  io.stdout(`Appointment ${id} added.`);
  return 0;
}

export async function addDocument(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'property', 'project', 'person', 'title', 'url', 'kind', 'published']);
  const on = owner(args, ['property', 'project', 'person']);
  const input = {
    propertyId: on.property,
    projectId: on.project,
    personId: on.person,
    title: requiredOption(args, 'title'),
    fileUrl: requiredOption(args, 'url'),
    kind: option(args, 'kind') ?? 'other',
    published: yesNo(args, 'published') ?? false,
  };
  let id = 0;
  await asAgency(args, io, async (tenant, scope) => {
    id = await new DocumentsService(scope, { media: { publicBaseUrl: mediaPublicBaseUrl(io.env) } }).addDocument(tenant, input);
  });
  io.stdout(`Document ${id} added.`);
  return 0;
}

export async function addChecklistItem(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'property', 'item']);
  const propertyId = wholeNumber(args, 'property', 1, MAX_ID);
  let id = 0;
  await asAgency(args, io, async (tenant, scope) => {
    id = await new ChecklistsService(scope).addItem(tenant, propertyId, requiredOption(args, 'item'));
  });
  io.stdout(`Checklist item ${id} added to property ${propertyId}.`);
  return 0;
}

export async function setChecklistItemDone(args: ParsedArgs, io: CliIo, done: boolean): Promise<number> {
  allowOnly(args, ['agency', 'item']);
  const itemId = wholeNumber(args, 'item', 1, MAX_ID);
  await asAgency(args, io, (tenant, scope) => new ChecklistsService(scope).setDone(tenant, itemId, done));
  io.stdout(`Checklist item ${itemId} is ${done ? 'done' : 'open'}.`);
  return 0;
}

export async function addNeighbourhood(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'name', 'city']);
  let id = 0;
  await asAgency(args, io, async (tenant, scope) => {
    id = await new NeighbourhoodsService(scope).addNeighbourhood(tenant, { name: requiredOption(args, 'name'), city: option(args, 'city') ?? null });
  });
  io.stdout(`Neighbourhood ${id} added.`);
  return 0;
}

export async function setPropertyNeighbourhood(args: ParsedArgs, io: CliIo): Promise<number> {
  allowOnly(args, ['agency', 'property', 'neighbourhood']);
  const propertyId = wholeNumber(args, 'property', 1, MAX_ID);
  const neighbourhoodId = idOrNone(args, 'neighbourhood');
  await asAgency(args, io, (tenant, scope) => new NeighbourhoodsService(scope).setPropertyNeighbourhood(tenant, propertyId, neighbourhoodId));
  io.stdout(neighbourhoodId === null ? `Property ${propertyId} is in no neighbourhood.` : `Property ${propertyId} is in neighbourhood ${neighbourhoodId}.`);
  return 0;
}

export async function setTaskDone(args: ParsedArgs, io: CliIo, done: boolean): Promise<number> {
  allowOnly(args, ['agency', 'task']);
  const taskId = wholeNumber(args, 'task', 1, MAX_ID);
  await asAgency(args, io, (tenant, scope) => new TasksService(scope).setDone(tenant, taskId, done));
  io.stdout(`Task ${taskId} is ${done ? 'done' : 'open'}.`);
  return 0;
}
