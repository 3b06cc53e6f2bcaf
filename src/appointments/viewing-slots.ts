import type { FieldChecks } from '../common/field-checks.js';
import { idField, type KeysetFields } from '../database/keyset-query.js';
import type { Appointment } from './appointments.entities.js';
import { APPOINTMENT_TYPES, type AppointmentTypeId } from './appointments.records.js';

const MAX_ID = 2_147_483_647;
/** The most places a slot may offer (0 = no limit). */
export const MAX_CAPACITY = 100_000;

/** A viewing or open-house slot as the agency API shows it (the fields of GetAppointmentObject's records). */
export interface ViewingSlotView {
  readonly id: number;
  readonly propertyId: number | null;
  readonly projectId: number | null;
  readonly siteId: number | null;
  readonly userId: number | null;
  readonly typeId: number;
  readonly typeName: string | null;
  readonly startDate: Date;
  readonly endDate: Date;
  readonly capacity: number;
  readonly numberOfRegistrations: number;
  /** Null when the slot has no limit. */
  readonly freePlaces: number | null;
  readonly isFull: boolean;
  readonly location: string | null;
  readonly comment: string | null;
  readonly updatedAt: Date | null;
  readonly version: number;
}

/** A person registered to a slot; `person` null once the person was erased. */
export interface SlotRegistrationView {
  readonly id: number;
  readonly appointmentId: number;
  readonly personId: number | null;
  readonly person: {
    readonly id: number;
    readonly name: string;
    readonly firstName: string | null;
    readonly email: string | null;
    readonly phoneNumber: string | null;
    readonly mobileNumber: string | null;
  } | null;
  readonly registeredAt: Date;
}

/** Which slots a list holds; absent fields do not filter. */
export interface ViewingSlotFilter {
  /** Slots starting at or after this moment. */
  readonly from?: Date;
  /** Slots starting at or before this moment. */
  readonly to?: Date;
  readonly propertyId?: number;
  readonly projectId?: number;
  readonly updatedSince?: Date;
}

/** The fields of a slot a write may set; a field given is set, null clears the optional ones. */
export interface ViewingSlotChange {
  readonly typeId?: number;
  readonly startDate?: Date;
  readonly endDate?: Date;
  readonly capacity?: number;
  readonly userId?: number | null;
  readonly location?: string | null;
  readonly comment?: string | null;
}

/** A new slot: on a property or a project (exactly one), the rest as a change. */
export interface NewViewingSlot extends ViewingSlotChange {
  readonly propertyId?: number | null;
  readonly projectId?: number | null;
}

export const SLOT_SORT: KeysetFields<Appointment> = {
  ...idField<Appointment>('a'),
  startDate: { column: 'a.startDate', kind: 'date', of: (slot) => slot.startDate },
  updatedAt: { column: 'a.updatedAt', kind: 'date', of: (slot) => slot.updatedAt },
};

export function appointmentTypeName(typeId: number): string | null {
  return APPOINTMENT_TYPES[typeId as AppointmentTypeId] ?? null;
}

export function slotView(slot: Appointment, registrations: number): ViewingSlotView {
  const free = slot.capacity === 0 ? null : Math.max(0, slot.capacity - registrations);
  return {
    id: slot.id,
    propertyId: slot.propertyId,
    projectId: slot.projectId,
    siteId: slot.siteId,
    userId: slot.userId,
    typeId: slot.typeId,
    typeName: appointmentTypeName(slot.typeId),
    startDate: slot.startDate,
    endDate: slot.endDate,
    capacity: slot.capacity,
    numberOfRegistrations: registrations,
    freePlaces: free,
    isFull: free === 0,
    location: slot.location,
    comment: slot.comment,
    updatedAt: slot.updatedAt,
    version: slot.version,
  };
}

/** The audited fields of a slot. */
export function slotAuditView(slot: Pick<Appointment, 'propertyId' | 'projectId' | 'userId' | 'typeId' | 'startDate' | 'endDate' | 'capacity' | 'location' | 'comment'>): Record<string, unknown> {
  return {
    propertyId: slot.propertyId,
    projectId: slot.projectId,
    userId: slot.userId,
    typeId: slot.typeId,
    startDate: slot.startDate,
    endDate: slot.endDate,
    capacity: slot.capacity,
    location: slot.location,
    comment: slot.comment,
  };
}

/** The values of a change, checked field by field (every problem noted in `checks`); undefined fields were not given. */
export function checkedSlotChange(checks: FieldChecks, change: ViewingSlotChange): ViewingSlotChange {
  const typeId = checks.oneOf('typeId', change.typeId, [1, 2]);
  const startDate = checks.date('startDate', change.startDate, false);
  const endDate = checks.date('endDate', change.endDate, false);
  const capacity = checks.integer('capacity', change.capacity, 0, MAX_CAPACITY);
  const userId = checks.integer('userId', change.userId, 1, MAX_ID, true);
  const location = checks.text('location', change.location, 200);
  const comment = checks.text('comment', change.comment, 4000);
  return Object.fromEntries(
    Object.entries({ typeId, startDate, endDate, capacity, userId, location, comment }).filter(([, value]) => value !== undefined),
  ) as ViewingSlotChange;
}

/** The slot's rules once a change is applied: it ends after it starts, and keeps room for the persons registered. */
export function checkSlotRules(checks: FieldChecks, slot: Pick<Appointment, 'startDate' | 'endDate' | 'capacity'>, registrations: number): void {
  if (!(slot.endDate.getTime() > slot.startDate.getTime())) checks.add('endDate', 'after-start', 'must be after startDate.');
  if (slot.capacity !== 0 && slot.capacity < registrations) {
    checks.add('capacity', 'below-registrations', `must be at least ${registrations}, the persons registered (or 0 for no limit).`);
  }
}
