import type { EntityManager } from 'typeorm';
import type { Tenant } from '../common/tenant.js';
import type { Project } from '../construction/construction.entities.js';
import type { MailMessage } from '../mail/outbox.js';
import type { Property } from '../properties/properties.entities.js';
import type { StaffService } from '../staff/staff.service.js';
import type { ValidContact } from './contact-input.js';

/** What a contact request is about, for its notification. */
export interface ContactSubject {
  readonly property: Property | null;
  readonly project: Project | null;
}

/**
 * Who is told of a contact request: the user responsible for the property (its main agent) or
 * the project (its responsible user), else the agency's contact address (its record's email);
 * null when none of them has an address (then no mail is written). Read in the request's
 * transaction, so the mail goes where the data said when the request was stored.
 */
export async function contactRecipient(tenant: Tenant, about: ContactSubject, staff: StaffService, manager: EntityManager): Promise<string | null> {
  const target = about.property ? { propertyId: about.property.id } : about.project ? { projectId: about.project.id } : {};
  return staff.notificationAddress(tenant, target, manager);
}

/** The notification mail of a contact request: who asked, how to reach them, what they wrote. */
export function contactNotification(to: string, contact: ValidContact, about: ContactSubject, subject: string): MailMessage {
  const person = contact.person;
  const what = about.property
    ? `property ${about.property.ident ?? about.property.id} (${[about.property.street, about.property.houseNumber, about.property.zip, about.property.city].filter(Boolean).join(' ')})`
    : about.project
      ? `project ${about.project.name}`
      : null;
  const lines = [
    what ? `A contact request about ${what}.` : 'A contact request.',
    '',
    `Name: ${[person.firstName, person.name].filter(Boolean).join(' ') || '-'}`,
    `Email: ${contact.email ?? '-'}`,
    `Phone: ${person.phoneNumber ?? '-'}`,
    `Mobile: ${person.mobileNumber ?? '-'}`,
    '',
    `Subject: ${subject}`,
    '',
    contact.content ?? '',
  ];
  return { kind: 'contact-request', to, subject: (/^contact request\b/i.test(subject) ? subject : `Contact request: ${subject}`).slice(0, 200), body: lines.join('\n') };
}
