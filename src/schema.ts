import { Agency, CustomerAccount } from './accounts/accounts.entities.js';
import { ApiKey } from './api-keys/api-keys.entities.js';
import { IdempotencyRecord } from './api/http/idempotency.entities.js';
import { AuditEntry } from './audit/audit.entities.js';
import { Appointment, AppointmentRegistration } from './appointments/appointments.entities.js';
import { ChecklistItem } from './checklists/checklists.entities.js';
import { ChangeEvent, SyncState } from './changes/changes.entities.js';
import { Building, Project, ProjectPicture, ProjectText } from './construction/construction.entities.js';
import { Document } from './documents/documents.entities.js';
import { History } from './history/history.entities.js';
import { Lead } from './leads/leads.entities.js';
import { Neighbourhood, PointOfInterest } from './neighbourhoods/neighbourhoods.entities.js';
import { OutboxMail } from './mail/mail.entities.js';
import { MediaStatistic } from './media-statistics/media-statistics.entities.js';
import { PersonCategory, PersonCategoryMember, PersonSource } from './person-categories/person-categories.entities.js';
import { Demand, PasswordReset, Person } from './persons/persons.entities.js';
import { ObjectRelation, PersonLink } from './relations/relations.entities.js';
import {
  Property,
  PropertyAgent,
  PropertyOwner,
  PropertyPicture,
  PropertyText,
  SelectedProperty,
} from './properties/properties.entities.js';
import {
  City,
  Country,
  GeographicZone,
  HouseOfWeek,
  Marquee,
  Office,
  OfficeZone,
  PriceRange,
  PropertyType,
  Site,
  SubStatus,
  WebChannel,
} from './reference/reference.entities.js';
import { AgencyUser, Department } from './staff/staff.entities.js';
import { StaffLogin, StaffPasswordReset, StaffSession } from './staff-auth/staff-auth.entities.js';
import { WebhookDelivery, WebhookSubscription } from './webhooks/webhooks.entities.js';

/**
 * Every entity of the schema, gathered above the domain modules: the service, the CLI and the
 * tests hand this list to the data source (src/database knows no domain), and the drift test
 * compares it with the migrations.
 */
export const ENTITIES = [
  Agency,
  CustomerAccount,
  AgencyUser,
  Department,
  StaffLogin,
  StaffSession,
  StaffPasswordReset,
  Office,
  Site,
  WebChannel,
  Country,
  City,
  GeographicZone,
  OfficeZone,
  PropertyType,
  SubStatus,
  Marquee,
  PriceRange,
  HouseOfWeek,
  Property,
  PropertyText,
  PropertyPicture,
  PropertyAgent,
  PropertyOwner,
  SelectedProperty,
  Project,
  ProjectText,
  ProjectPicture,
  Building,
  Person,
  Demand,
  PasswordReset,
  History,
  Document,
  Appointment,
  AppointmentRegistration,
  Lead,
  ChecklistItem,
  Neighbourhood,
  PointOfInterest,
  ChangeEvent,
  SyncState,
  WebhookSubscription,
  WebhookDelivery,
  PersonCategory,
  PersonCategoryMember,
  PersonSource,
  ObjectRelation,
  PersonLink,
  MediaStatistic,
  OutboxMail,
  ApiKey,
  AuditEntry,
  IdempotencyRecord,
];
