import type { Project } from '../construction/construction.entities.js';
import type { MailMessage } from '../mail/outbox.js';
import type { Person } from '../persons/persons.entities.js';
import type { Property } from '../properties/properties.entities.js';
import type { Appointment } from './appointments.entities.js';

/** The kind of slot in the mail's words, by appointment type (1 open house, 2 viewing). */
const SLOT_WORDS: Readonly<Record<number, string>> = { 1: 'open house', 2: 'viewing' };

/** A slot's start or end as the agency entered it (stored clock time), `YYYY-MM-DD HH:MM`. */
function clock(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The mail telling the responsible user of a property or project that a person registered to one
 * of its slots: which slot, how many places are now taken, who registered and how to reach them.
 */
export function registrationNotification(
  to: string,
  registration: { readonly appointment: Appointment; readonly registrations: number; readonly person: Person },
  about: { readonly property: Property | null; readonly project: Project | null },
): MailMessage {
  const { appointment, person } = registration;
  const kind = SLOT_WORDS[appointment.typeId] ?? 'appointment';
  const what = about.property
    ? `property ${about.property.ident ?? about.property.id} (${[about.property.street, about.property.houseNumber, about.property.zip, about.property.city].filter(Boolean).join(' ')})`
    : about.project
      ? `project ${about.project.name}`
      : `appointment ${appointment.id}`;
  const places = appointment.capacity > 0 ? `${registration.registrations} of ${appointment.capacity} places taken` : `${registration.registrations} registered (no limit)`;
  const who = [person.firstName, person.name].filter(Boolean).join(' ') || '-';
  const lines = [
    `A registration for the ${kind} of ${what}.`,
    '',
    `Slot: ${clock(appointment.startDate)} to ${clock(appointment.endDate)}${appointment.location ? `, ${appointment.location}` : ''}`,
    `Places: ${places}`,
    '',
    `Name: ${who}`,
    `Email: ${person.email ?? '-'}`,
    `Phone: ${person.phoneNumber ?? '-'}`,
    `Mobile: ${person.mobileNumber ?? '-'}`,
  ];
  return { kind: 'viewing-registration', to, subject: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} registration: ${who}, ${clock(appointment.startDate)}`.slice(0, 200), body: lines.join('\n') };
}
