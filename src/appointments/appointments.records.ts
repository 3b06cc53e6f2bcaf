import { defineRecord, type RecordOf } from '../common/record.js';

/** Kinds of appointment slot. */
export const APPOINTMENT_TYPES = { 1: 'OpenHouse', 2: 'Viewing' } as const;
export type AppointmentTypeId = keyof typeof APPOINTMENT_TYPES;

export function isAppointmentType(value: number): value is AppointmentTypeId {
  return value === 1 || value === 2;
}

/** An open-house or viewing slot of a property (ObjectID) or project, with its free places (GetAppointmentObject). */
export const AppointmentRecord = defineRecord('Appointment', {
  ID: 'int',
  ObjectID: 'int',
  ProjectID: 'int',
  SiteID: 'int',
  UserID: 'int',
  TypeID: 'int',
  TypeName: 'string',
  StartDate: 'dateTime',
  EndDate: 'dateTime',
  Capacity: 'int',
  NumberOfRegistrations: 'int',
  FreePlaces: 'int',
  IsFull: 'boolean',
  Location: 'string',
  Comment: 'string',
});
export type AppointmentRecord = RecordOf<typeof AppointmentRecord>;

/**
 * One point of the appointment graph (GetAppointmentOfStatisticsGraphList): for one period (the
 * day, week or month starting at Date) and one kind of slot, how many slots there were, how
 * many places they offered and how many persons registered.
 */
export const AppointmentStatisticRecord = defineRecord('AppointmentStatistic', {
  Date: 'dateTime',
  TypeID: 'int',
  TypeName: 'string',
  NumberOfAppointments: 'int',
  Capacity: 'int',
  NumberOfRegistrations: 'int',
});
export type AppointmentStatisticRecord = RecordOf<typeof AppointmentStatisticRecord>;
