import type { EntityManager } from 'typeorm';
import { Agency } from '../accounts/accounts.entities.js';
import type { Tenant } from '../common/tenant.js';
import type { Project } from '../construction/construction.entities.js';
import type { MailMessage } from '../mail/outbox.js';
import type { Property } from '../properties/properties.entities.js';
import type { ValidContact } from './contact-input.js';

/** What a contact request is about, for its notification. */
export interface ContactSubject {
  readonly property: Property | null;
  readonly project: Project | null;
}

/**
 * Who is told of a contact request: the agency's contact address (its record's email); null
 * when it has none (then no mail is written). The one place that decides the recipient, to be
 * pointed at the property's or project's responsible user where the agency keeps one.
 */
export async function contactRecipient(tenant: Tenant, _about: ContactSubject, manager: EntityManager): Promise<string | null> {
  const agency = await manager.findOneBy(Agency, { id: tenant.agencyId });
  const email = agency?.email?.trim() ?? '';
  return email === '' ? null : email;
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
  return { kind: 'contact-request', to, subject: `Contact request: ${subject}`.slice(0, 200), body: lines.join('\n') };
}
