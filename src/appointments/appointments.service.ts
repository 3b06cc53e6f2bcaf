import { Inject, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { HISTORY_TYPE } from '../common/codes.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { HistoryWriter } from '../history/history-writer.js';
import { storedNow } from '../persons/clock-time.js';
import { Person } from '../persons/persons.entities.js';
import { Project } from '../construction/construction.entities.js';
import { Property, PropertyAgent } from '../properties/properties.entities.js';
import { Outbox } from '../mail/outbox.js';
import { StaffService } from '../staff/staff.service.js';
import { type Frequency, periodStart } from './appointment-periods.js';
import { registrationNotification } from './registration-notification.js';
import { Appointment, AppointmentRegistration } from './appointments.entities.js';
import { APPOINTMENT_TYPES, isAppointmentType, type AppointmentRecord, type AppointmentStatisticRecord, type AppointmentTypeId } from './appointments.records.js';

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

function typeName(typeId: number): string | null {
  return APPOINTMENT_TYPES[typeId as AppointmentTypeId] ?? null;
}

function toAppointmentRecord(appointment: Appointment, registrations: number): AppointmentRecord {
  const free = appointment.capacity === 0 ? null : Math.max(0, appointment.capacity - registrations);
  return {
    ID: appointment.id,
    ObjectID: appointment.propertyId,
    ProjectID: appointment.projectId,
    SiteID: appointment.siteId,
    UserID: appointment.userId,
    TypeID: appointment.typeId,
    TypeName: typeName(appointment.typeId),
    StartDate: appointment.startDate,
    EndDate: appointment.endDate,
    Capacity: appointment.capacity,
    NumberOfRegistrations: registrations,
    FreePlaces: free,
    IsFull: free === 0,
    Location: appointment.location,
    Comment: appointment.comment,
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
  async register(tenant: Tenant, appointmentId: number, personId: number, now: Date = storedNow()): Promise<Registration> {
    requireScope(tenant, 'persons-write');
    return this.scope.transaction(async (manager) => {
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
      await this.history.write(
        tenant,
        {
          kind: 'calendar',
          typeId: HISTORY_TYPE.Visit,
          date: now,
          propertyId: appointment.propertyId,
          projectId: appointment.projectId,
          personId,
          userId: appointment.userId,
          subject: `${typeName(appointment.typeId) ?? 'Appointment'} ${appointment.startDate.toISOString().slice(0, 16).replace('T', ' ')}: registration`,
        },
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

  /** Offers a new slot on a property or a project (exactly one), received by its responsible agent; its id. */
  async addAppointment(tenant: Tenant, input: NewAppointment): Promise<number> {
    requireScope(tenant, 'listings');
    if ((input.propertyId === null) === (input.projectId === null)) throw new InvalidInputError('property', 'give a property or a project (one of them).');
    if (!isAppointmentType(input.typeId)) throw new InvalidInputError('type', 'must be 1 (open house) or 2 (viewing).');
    if (!(input.endDate > input.startDate)) throw new InvalidInputError('end', 'must be after the start.');
    if (!Number.isInteger(input.capacity) || input.capacity < 0) throw new InvalidInputError('capacity', 'must be a whole number ≥ 0 (0 = no limit).');
    return this.scope.transaction(async (manager) => {
      let userId: number | null;
      if (input.propertyId !== null) {
        if (!(await this.scope.findOne(tenant, Property, { id: input.propertyId }, manager))) throw new NotFoundError('Property', input.propertyId);
        userId = (await this.scope.select(tenant, PropertyAgent, 'pa', manager).andWhere('pa.propertyId = :id', { id: input.propertyId }).orderBy('pa.role').getOne())?.userId ?? null;
      } else {
        const project = await this.scope.findOne(tenant, Project, { id: input.projectId as number }, manager);
        if (!project) throw new NotFoundError('Project', input.projectId as number);
        userId = project.responsibleUserId;
      }
      const [id] = await this.scope.insert(
        tenant,
        Appointment,
        { propertyId: input.propertyId, projectId: input.projectId, siteId: null, userId, typeId: input.typeId, startDate: input.startDate, endDate: input.endDate, capacity: input.capacity, location: input.location ?? null, comment: null },
        manager,
      );
      return id as number;
    });
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
      const point = points.get(key) ?? { Date: date, TypeID: appointment.typeId, TypeName: typeName(appointment.typeId), NumberOfAppointments: 0, Capacity: 0, NumberOfRegistrations: 0 };
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
