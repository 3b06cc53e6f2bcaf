import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { HISTORY_TYPE } from '../common/codes.js';
import type { Actor } from '../common/actor.js';
import { CLI_ACTOR } from '../common/actor.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors.js';
import { requireVersion, type ExpectedVersion } from '../common/expected-version.js';
import { FieldChecks } from '../common/field-checks.js';
import type { KeysetPage, KeysetRequest } from '../common/keyset.js';
import { AuditedWrites, type AuditedWrite } from '../audit/audited-writes.js';
import { keysetPage } from '../database/keyset-query.js';
import { AgencyUser } from '../staff/staff.entities.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { HistoryWriter } from '../history/history-writer.js';
import { storedNow } from '../persons/clock-time.js';
import { receiveLead } from '../leads/lead-inbox.js';
import { Person } from '../persons/persons.entities.js';
import { Project } from '../construction/construction.entities.js';
import { Property, PropertyAgent } from '../properties/properties.entities.js';
import { Outbox } from '../mail/outbox.js';
import { StaffService } from '../staff/staff.service.js';
import { type Frequency, periodStart } from './appointment-periods.js';
import { registrationNotification } from './registration-notification.js';
import { Appointment, AppointmentRegistration } from './appointments.entities.js';
import { isAppointmentType, type AppointmentRecord, type AppointmentStatisticRecord } from './appointments.records.js';
import {
  appointmentTypeName,
  checkedSlotChange,
  checkSlotRules,
  SLOT_SORT,
  slotAuditView,
  slotView,
  type NewViewingSlot,
  type SlotRegistrationView,
  type ViewingSlotChange,
  type ViewingSlotFilter,
  type ViewingSlotView,
} from './viewing-slots.js';

/** Which slots GetAppointmentObject lists. */
export interface UpcomingFilter {
  /** Only slots of this property; null: every upcoming slot of the agency. */
  readonly propertyId: number | null;
  /** Only slots offered on these sites (or on every site). */
  readonly siteIds: readonly number[];
}

/** Which slots the appointment graph counts; empty lists and nulls do not filter. */
export interface AppointmentStatisticsFilter {
  readonly from: Date | null;
  readonly to: Date | null;
  readonly propertyIds: readonly number[];
  readonly appointmentIds: readonly number[];
  readonly typeIds: readonly number[];
  /** Slots of the project itself; with `includeUnits` also those of its units. */
  readonly projectId: number | null;
  readonly includeUnits: boolean;
  readonly frequency: Frequency;
}

/** A new slot on a property or a project. */
export interface NewAppointment {
  readonly propertyId: number | null;
  readonly projectId: number | null;
  readonly typeId: number;
  readonly startDate: Date;
  readonly endDate: Date;
  /** 0 = no limit. */
  readonly capacity: number;
  readonly location?: string | null;
}

/** A person's registration to a slot, with the slot (AddPersonToAppointment). */
export interface Registration {
  readonly id: number;
  /** False when the person was already registered (nothing was written). */
  readonly created: boolean;
  readonly appointment: AppointmentRecord;
}

function toAppointmentRecord(appointment: Appointment, registrations: number): AppointmentRecord {
  const slot = slotView(appointment, registrations);
  return {
    ID: slot.id,
    ObjectID: slot.propertyId,
    ProjectID: slot.projectId,
    SiteID: slot.siteId,
    UserID: slot.userId,
    TypeID: slot.typeId,
    TypeName: slot.typeName,
    StartDate: slot.startDate,
    EndDate: slot.endDate,
    Capacity: slot.capacity,
    NumberOfRegistrations: slot.numberOfRegistrations,
    FreePlaces: slot.freePlaces,
    IsFull: slot.isFull,
    Location: slot.location,
    Comment: slot.comment,
  };
}

/**
 * Open-house and viewing slots on properties and projects, and the persons registered to them.
 * A registration respects the slot's capacity and is made once per person.
 */
@Injectable()
export class AppointmentsService {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(HistoryWriter) private readonly history: HistoryWriter,
    @Inject(StaffService) private readonly staff: StaffService,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(AuditedWrites) private readonly writes: AuditedWrites,
  ) {}

  /** The slots that have not ended yet, soonest first, with their free places. */
  async upcoming(tenant: Tenant, filter: UpcomingFilter, now: Date = new Date()): Promise<AppointmentRecord[]> {
    requireScope(tenant, 'listings');
    const query = this.scope.select(tenant, Appointment, 'a').andWhere('a.endDate >= :now', { now });
    if (filter.propertyId !== null) query.andWhere('a.propertyId = :propertyId', { propertyId: filter.propertyId });
    if (filter.siteIds.length > 0) query.andWhere('(a.siteId IS NULL OR a.siteId IN (:...siteIds))', { siteIds: filter.siteIds });
    const appointments = await query.orderBy('a.startDate').addOrderBy('a.id').getMany();
    return this.withRegistrations(tenant, appointments);
  }

  /**
   * Registers a person to a slot and returns the registration's id; the same id, and nothing
   * written, when the person is already registered. A new registration also writes a calendar
   * history record and, in the same transaction, a mail to the responsible user of the slot's
   * property or project (else the agency's address) into the outbox. A slot that has ended or is
   * full is a ConflictError; an unknown person or slot is NotFound.
   */
  async register(tenant: Tenant, appointmentId: number, personId: number, now: Date = storedNow(), actor: Actor | null = null): Promise<Registration> {
    requireScope(tenant, 'persons-write');
    return this.inWrite(tenant, actor, async (manager, write) => {
      // The slot stays locked until this registration commits, so two registrations for the
      // last place cannot both succeed.
      const appointment = await this.scope.selectForUpdate(tenant, Appointment, 'a', manager).andWhere('a.id = :id', { id: appointmentId }).getOne();
      if (!appointment) throw new NotFoundError('Appointment', appointmentId);
      const person = await this.scope.findOne(tenant, Person, { id: personId }, manager);
      if (!person) throw new NotFoundError('Person', personId);
      const registrations = await this.scope.find(tenant, AppointmentRegistration, { appointmentId }, manager);
      const existing = registrations.find((r) => r.personId === personId);
      if (existing) return { id: existing.id, created: false, appointment: toAppointmentRecord(appointment, registrations.length) };
      if (appointment.endDate.getTime() < now.getTime()) throw new ConflictError(`Appointment ${appointmentId} has already ended.`);
      if (appointment.capacity > 0 && registrations.length >= appointment.capacity) {
        throw new ConflictError(`Appointment ${appointmentId} is full: its ${appointment.capacity} place${appointment.capacity === 1 ? ' is' : 's are'} taken.`);
      }
      const [id] = await this.scope.insert(tenant, AppointmentRegistration, { appointmentId, personId, registeredAt: now }, manager);
      await this.scope.update(tenant, Appointment, { id: appointmentId }, { updatedAt: now }, manager);
      await write?.created('viewing-slot-registrations', id as number, { appointmentId, personId });
      const historyId = await this.history.write(
        tenant,
        {
          kind: 'calendar',
          typeId: HISTORY_TYPE.Visit,
          date: now,
          propertyId: appointment.propertyId,
          projectId: appointment.projectId,
          personId,
          userId: appointment.userId,
          subject: `${appointmentTypeName(appointment.typeId) ?? 'Appointment'} ${appointment.startDate.toISOString().slice(0, 16).replace('T', ' ')}: registration`,
        },
        manager,
      );
      await receiveLead(
        this.scope,
        tenant,
        { kind: 'viewing', at: now, personId, propertyId: appointment.propertyId, projectId: appointment.projectId, historyId, appointmentId },
        manager,
      );
      const recipient = await this.staff.notificationAddress(tenant, appointment.propertyId !== null ? { propertyId: appointment.propertyId } : { projectId: appointment.projectId }, manager);
      if (recipient) {
        const property = appointment.propertyId === null ? null : await this.scope.findOne(tenant, Property, { id: appointment.propertyId }, manager);
        const project = appointment.projectId === null ? null : await this.scope.findOne(tenant, Project, { id: appointment.projectId }, manager);
        const mail = registrationNotification(recipient, { appointment, registrations: registrations.length + 1, person }, { property, project });
        await this.outbox.enqueue(tenant, mail, manager);
      }
      return { id: id as number, created: true, appointment: toAppointmentRecord(appointment, registrations.length + 1) };
    });
  }

  /** Offers a new slot on a property or a project (exactly one), received by its responsible agent; its id (the CLI's `appointments add`, audited as the operator's). */
  async addAppointment(tenant: Tenant, input: NewAppointment, actor: Actor = CLI_ACTOR): Promise<number> {
    requireScope(tenant, 'listings');
    if ((input.propertyId === null) === (input.projectId === null)) throw new InvalidInputError('property', 'give a property or a project (one of them).');
    if (!isAppointmentType(input.typeId)) throw new InvalidInputError('type', 'must be 1 (open house) or 2 (viewing).');
    if (!(input.endDate > input.startDate)) throw new InvalidInputError('end', 'must be after the start.');
    if (!Number.isInteger(input.capacity) || input.capacity < 0) throw new InvalidInputError('capacity', 'must be a whole number ≥ 0 (0 = no limit).');
    if (input.propertyId !== null && !(await this.scope.findOne(tenant, Property, { id: input.propertyId }))) throw new NotFoundError('Property', input.propertyId);
    if (input.projectId !== null && !(await this.scope.findOne(tenant, Project, { id: input.projectId }))) throw new NotFoundError('Project', input.projectId);
    return (await this.createSlot(tenant, actor, input)).id;
  }

  /** The agency's slots, filtered, one keyset page (sortable by id, startDate, updatedAt). */
  async listSlots(tenant: Tenant, filter: ViewingSlotFilter, page: KeysetRequest): Promise<KeysetPage<ViewingSlotView>> {
    requireScope(tenant, 'listings');
    const query = this.scope.select(tenant, Appointment, 'a');
    if (filter.from) query.andWhere('a.startDate >= :from', { from: filter.from });
    if (filter.to) query.andWhere('a.startDate <= :to', { to: filter.to });
    if (filter.propertyId !== undefined) query.andWhere('a.propertyId = :propertyId', { propertyId: filter.propertyId });
    if (filter.projectId !== undefined) query.andWhere('a.projectId = :projectId', { projectId: filter.projectId });
    if (filter.updatedSince) query.andWhere('a.updatedAt >= :since', { since: filter.updatedSince });
    return keysetPage(query, SLOT_SORT, page, async (slots) => {
      const counts = await this.registrationCounts(tenant, slots);
      return slots.map((slot) => slotView(slot, counts.get(slot.id) ?? 0));
    });
  }

  async getSlot(tenant: Tenant, slotId: number, manager?: EntityManager): Promise<ViewingSlotView> {
    requireScope(tenant, 'listings');
    const slot = Number.isSafeInteger(slotId) ? await this.scope.findOne(tenant, Appointment, { id: slotId }, manager) : null;
    if (!slot) throw new NotFoundError('Viewing slot', slotId);
    return slotView(slot, await this.scope.count(tenant, AppointmentRegistration, { appointmentId: slotId }, manager));
  }

  /**
   * Offers a new slot on a property or a project of the agency (exactly one). Without a userId
   * the slot is received by the property's first agent (the project's responsible user). Every
   * invalid field is listed at once; the write is audited.
   */
  async createSlot(tenant: Tenant, actor: Actor, input: NewViewingSlot): Promise<ViewingSlotView> {
    requireScope(tenant, 'listings');
    const checks = new FieldChecks();
    const propertyId = checks.integer('propertyId', input.propertyId, 1, 2_147_483_647, true) ?? null;
    const projectId = checks.integer('projectId', input.projectId, 1, 2_147_483_647, true) ?? null;
    if (!checks.failed && (propertyId === null) === (projectId === null)) checks.add('propertyId', 'required', 'give a propertyId or a projectId (one of them).');
    const values = checkedSlotChange(checks, input);
    if (values.startDate === undefined && input.startDate === undefined) checks.add('startDate', 'required', 'is required.');
    if (values.endDate === undefined && input.endDate === undefined) checks.add('endDate', 'required', 'is required.');
    const slot = { typeId: values.typeId ?? 2, startDate: values.startDate as Date, endDate: values.endDate as Date, capacity: values.capacity ?? 1, location: values.location ?? null, comment: values.comment ?? null };
    if (!checks.failed) checkSlotRules(checks, slot, 0);
    checks.done();
    return this.writes.run(tenant, actor, async (write) => {
      const { manager } = write;
      const refused = new FieldChecks();
      let userId: number | null = null;
      if (propertyId !== null) {
        if (!(await this.scope.findOne(tenant, Property, { id: propertyId }, manager))) refused.add('propertyId', 'unknown-reference', `property ${propertyId} is not a property of the agency.`);
        else userId = (await this.scope.select(tenant, PropertyAgent, 'pa', manager).andWhere('pa.propertyId = :id', { id: propertyId }).orderBy('pa.role').getOne())?.userId ?? null;
      } else {
        const project = await this.scope.findOne(tenant, Project, { id: projectId as number }, manager);
        if (!project) refused.add('projectId', 'unknown-reference', `project ${projectId} is not a project of the agency.`);
        else userId = project.responsibleUserId;
      }
      if (values.userId !== undefined) userId = await this.agencyUser(tenant, values.userId, refused, manager);
      refused.done();
      const row = { propertyId, projectId, siteId: null, userId, ...slot, updatedAt: storedNow() };
      const [id] = await this.scope.insert(tenant, Appointment, row, manager);
      await write.created('viewing-slots', id as number, slotAuditView(row));
      return this.getSlot(tenant, id as number, manager);
    });
  }

  /**
   * Changes a slot (a field given is set; null clears userId, location, comment). The slot must
   * still end after it starts and keep a place for everyone registered. `expectedVersion`
   * (If-Match) refuses the change when the slot changed meanwhile.
   */
  async changeSlot(tenant: Tenant, actor: Actor, slotId: number, change: ViewingSlotChange, expectedVersion: ExpectedVersion = null): Promise<ViewingSlotView> {
    requireScope(tenant, 'listings');
    const checks = new FieldChecks();
    const values = checkedSlotChange(checks, change);
    checks.done();
    return this.writes.run(tenant, actor, async (write) => {
      const { manager } = write;
      const slot = await this.lockedSlot(tenant, slotId, manager);
      requireVersion('Viewing slot', slotId, slot.version, expectedVersion);
      const refused = new FieldChecks();
      if (values.userId !== undefined) await this.agencyUser(tenant, values.userId, refused, manager);
      const after = { ...slot, ...values };
      checkSlotRules(refused, after, await this.scope.count(tenant, AppointmentRegistration, { appointmentId: slotId }, manager));
      refused.done();
      const changes = await write.changed('viewing-slots', slotId, slotAuditView(slot), slotAuditView(after));
      if (changes.length > 0) await this.scope.update(tenant, Appointment, { id: slotId }, { ...values, updatedAt: storedNow() }, manager);
      return this.getSlot(tenant, slotId, manager);
    });
  }

  /**
   * Removes a slot. A slot persons are registered to is refused (ConflictError): the agency
   * tells them and removes their registrations first, so nobody expecting a visit is dropped
   * without a word.
   */
  async deleteSlot(tenant: Tenant, actor: Actor, slotId: number, expectedVersion: ExpectedVersion = null): Promise<void> {
    requireScope(tenant, 'listings');
    await this.writes.run(tenant, actor, async (write) => {
      const { manager } = write;
      const slot = await this.lockedSlot(tenant, slotId, manager);
      requireVersion('Viewing slot', slotId, slot.version, expectedVersion);
      const registrations = await this.scope.count(tenant, AppointmentRegistration, { appointmentId: slotId }, manager);
      if (registrations > 0) {
        throw new ConflictError(`Viewing slot ${slotId} has ${registrations} registration${registrations === 1 ? '' : 's'}: remove ${registrations === 1 ? 'it' : 'them'} first (DELETE …/registrations/{id}), after telling the persons.`);
      }
      await this.scope.delete(tenant, Appointment, { id: slotId }, manager);
      await write.deleted('viewing-slots', slotId, slotAuditView(slot));
    });
  }

  /** The persons registered to a slot, in the order they registered. */
  async slotRegistrations(tenant: Tenant, slotId: number): Promise<SlotRegistrationView[]> {
    requireScope(tenant, 'persons-read');
    await this.getSlot(tenant, slotId);
    const registrations = await this.scope.select(tenant, AppointmentRegistration, 'r').andWhere('r.appointmentId = :slotId', { slotId }).orderBy('r.id').getMany();
    const personIds = registrations.flatMap((registration) => (registration.personId === null ? [] : [registration.personId]));
    const persons = personIds.length === 0 ? [] : await this.scope.find(tenant, Person, { id: In(personIds) });
    const personOf = new Map(persons.map((person) => [person.id, person]));
    return registrations.map((registration) => {
      const person = registration.personId === null ? undefined : personOf.get(registration.personId);
      return {
        id: registration.id,
        appointmentId: registration.appointmentId,
        personId: registration.personId,
        person: person ? { id: person.id, name: person.name, firstName: person.firstName, email: person.email, phoneNumber: person.phoneNumber, mobileNumber: person.mobileNumber } : null,
        registeredAt: registration.registeredAt,
      };
    });
  }

  /** One registration of a slot. */
  async slotRegistration(tenant: Tenant, slotId: number, registrationId: number): Promise<SlotRegistrationView> {
    const found = (await this.slotRegistrations(tenant, slotId)).find((registration) => registration.id === registrationId);
    if (!found) throw new NotFoundError('Registration', registrationId);
    return found;
  }

  /**
   * Registers a person of the agency to a slot for the agency API (AddPersonToAppointment's
   * rules: capacity, once per person, a mail to the responsible user), audited; an unknown person
   * is an invalid field. The registration, and whether it was made now (false: already there).
   */
  async registerPerson(tenant: Tenant, actor: Actor, slotId: number, personId: number): Promise<{ registration: SlotRegistrationView; created: boolean }> {
    requireScope(tenant, 'persons-write');
    await this.getSlot(tenant, slotId);
    if (!(await this.scope.findOne(tenant, Person, { id: personId }))) {
      const checks = new FieldChecks();
      checks.add('personId', 'unknown-reference', `person ${personId} is not a person of the agency.`);
      checks.done();
    }
    const registered = await this.register(tenant, slotId, personId, storedNow(), actor);
    return { registration: await this.slotRegistration(tenant, slotId, registered.id), created: registered.created };
  }

  /** Removes a person's registration from a slot (their place is free again); audited. */
  async removeRegistration(tenant: Tenant, actor: Actor, slotId: number, registrationId: number): Promise<void> {
    requireScope(tenant, 'persons-write');
    await this.writes.run(tenant, actor, async (write) => {
      const { manager } = write;
      await this.lockedSlot(tenant, slotId, manager);
      const registration = Number.isSafeInteger(registrationId) ? await this.scope.findOne(tenant, AppointmentRegistration, { id: registrationId, appointmentId: slotId }, manager) : null;
      if (!registration) throw new NotFoundError('Registration', registrationId);
      await this.scope.delete(tenant, AppointmentRegistration, { id: registrationId }, manager);
      await this.scope.update(tenant, Appointment, { id: slotId }, { updatedAt: storedNow() }, manager);
      await write.deleted('viewing-slot-registrations', registrationId, { appointmentId: slotId, personId: registration.personId });
    });
  }

  /** The slot, locked until the write's transaction ends (registrations and changes of one slot queue). */
  private async lockedSlot(tenant: Tenant, slotId: number, manager: EntityManager): Promise<Appointment> {
    const slot = Number.isSafeInteger(slotId) ? await this.scope.selectForUpdate(tenant, Appointment, 'a', manager).andWhere('a.id = :id', { id: slotId }).getOne() : null;
    if (!slot) throw new NotFoundError('Viewing slot', slotId);
    return slot;
  }

  /** A user of the agency (noted as unknown in `checks` otherwise), or null. */
  private async agencyUser(tenant: Tenant, userId: number | null, checks: FieldChecks, manager: EntityManager): Promise<number | null> {
    if (userId === null) return null;
    if (!(await this.scope.findOne(tenant, AgencyUser, { id: userId }, manager))) checks.add('userId', 'unknown-reference', `user ${userId} is not a user of the agency.`);
    return userId;
  }

  /** Runs a write audited under `actor`, or (without one: the legacy interfaces) in a plain transaction. */
  private inWrite<R>(tenant: Tenant, actor: Actor | null, work: (manager: EntityManager, write: AuditedWrite | null) => Promise<R>): Promise<R> {
    if (actor === null) return this.scope.transaction((manager) => work(manager, null));
    return this.writes.run(tenant, actor, (write) => work(write.manager, write));
  }

  /** Slots and registrations per period and kind of slot, oldest period first. */
  async statistics(tenant: Tenant, filter: AppointmentStatisticsFilter): Promise<AppointmentStatisticRecord[]> {
    requireScope(tenant, 'listings');
    if (filter.from && filter.to && filter.from > filter.to) throw new InvalidInputError('StartDate', 'must not be after EndDate.');
    const query = this.scope.select(tenant, Appointment, 'a');
    if (filter.from) query.andWhere('a.startDate >= :from', { from: filter.from });
    if (filter.to) query.andWhere('a.startDate <= :to', { to: filter.to });
    if (filter.propertyIds.length > 0) query.andWhere('a.propertyId IN (:...propertyIds)', { propertyIds: filter.propertyIds });
    if (filter.appointmentIds.length > 0) query.andWhere('a.id IN (:...appointmentIds)', { appointmentIds: filter.appointmentIds });
    if (filter.typeIds.length > 0) query.andWhere('a.typeId IN (:...typeIds)', { typeIds: filter.typeIds });
    if (filter.projectId !== null) {
      if (filter.includeUnits) {
        const units = await this.scope.find(tenant, Property, { projectId: filter.projectId });
        const unitIds = units.map((unit) => unit.id);
        query.andWhere(unitIds.length > 0 ? '(a.projectId = :projectId OR a.propertyId IN (:...unitIds))' : 'a.projectId = :projectId', { projectId: filter.projectId, unitIds });
      } else {
        query.andWhere('a.projectId = :projectId', { projectId: filter.projectId });
      }
    }
    const appointments = await query.orderBy('a.startDate').addOrderBy('a.id').getMany();
    const counts = await this.registrationCounts(tenant, appointments);
    const points = new Map<string, AppointmentStatisticRecord>();
    for (const appointment of appointments) {
      const date = periodStart(appointment.startDate, filter.frequency);
      const key = `${date.getTime()}:${appointment.typeId}`;
      const point = points.get(key) ?? { Date: date, TypeID: appointment.typeId, TypeName: appointmentTypeName(appointment.typeId), NumberOfAppointments: 0, Capacity: 0, NumberOfRegistrations: 0 };
      point.NumberOfAppointments = (point.NumberOfAppointments ?? 0) + 1;
      point.Capacity = (point.Capacity ?? 0) + appointment.capacity;
      point.NumberOfRegistrations = (point.NumberOfRegistrations ?? 0) + (counts.get(appointment.id) ?? 0);
      points.set(key, point);
    }
    return [...points.values()].sort((a, b) => (a.Date as Date).getTime() - (b.Date as Date).getTime() || (a.TypeID as number) - (b.TypeID as number));
  }

  private async withRegistrations(tenant: Tenant, appointments: Appointment[]): Promise<AppointmentRecord[]> {
    const counts = await this.registrationCounts(tenant, appointments);
    return appointments.map((appointment) => toAppointmentRecord(appointment, counts.get(appointment.id) ?? 0));
  }

  private async registrationCounts(tenant: Tenant, appointments: Appointment[]): Promise<Map<number, number>> {
    if (appointments.length === 0) return new Map();
    const rows = await this.scope
      .select(tenant, AppointmentRegistration, 'r')
      .andWhere({ appointmentId: In(appointments.map((a) => a.id)) })
      .select('r.appointmentId', 'appointmentId')
      .addSelect('COUNT(*)', 'registrations')
      .groupBy('r.appointmentId')
      .getRawMany<{ appointmentId: number | string; registrations: number | string }>();
    return new Map(rows.map((row) => [Number(row.appointmentId), Number(row.registrations)]));
  }
}
