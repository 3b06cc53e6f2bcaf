import type { MigrationInterface } from 'typeorm';
import { InitialSchema1763712000000 } from './1763712000000-initial-schema.js';
import { PropertyPriceIndex1763740800000 } from './1763740800000-property-price-index.js';
import { PropertyGoalListIndex1763744400000 } from './1763744400000-property-goal-list-index.js';
import { PropertyFilterIndexes1795403391115 } from './1795403391115-property-filter-indexes.js';
import { AccountScopes1795403400000 } from './1795403400000-account-scopes.js';
import { SyncAndReferenceData1795410000000 } from './1795410000000-sync-and-reference-data.js';
import { AgencyDefaultLanguage1795420000000 } from './1795420000000-agency-default-language.js';
import { CrmRecords1795420010000 } from './1795420010000-crm-records.js';
import { PersonRelationsAndMail1795420020000 } from './1795420020000-person-relations-and-mail.js';
import { UniqueAgencyName1795420030000 } from './1795420030000-unique-agency-name.js';
import { PropertySearch1795420040000 } from './1795420040000-property-search.js';
import { AgencyDataVersion1795420050000 } from './1795420050000-agency-data-version.js';
import { ChangeLog1795420060000 } from './1795420060000-change-log.js';
import { DocumentChanges1795420070000 } from './1795420070000-document-changes.js';
import { AgencyDataVersionPerConnection1795420080000 } from './1795420080000-agency-data-version-per-connection.js';
import { ChangeEventPendingIndex1795420095000 } from './1795420095000-change-event-pending-index.js';
import { PropertyLocationCovering1795420096000 } from './1795420096000-property-location-covering.js';
import { AgencyApi1795430000000 } from './1795430000000-agency-api.js';
import { PropertyReference1795430010000 } from './1795430010000-property-reference.js';
import { StaffLogins1795440000000 } from './1795440000000-staff-logins.js';
import { AgencyRecordsApi1795450000000 } from './1795450000000-agency-records-api.js';
import { WithdrawnProjectUnits1795470000000 } from './1795470000000-withdrawn-project-units.js';
import { WebhookFromSequence1795470010000 } from './1795470010000-webhook-from-sequence.js';
import { StreetGrams1795470020000 } from './1795470020000-street-grams.js';
import { UploadedPictures1795460000000 } from './1795460000000-uploaded-pictures.js';
import { PropertyOwnerId1795490000000 } from './1795490000000-property-owner-id.js';
import { TasksInHistory1795490010000 } from './1795490010000-tasks-in-history.js';
import { WebhookSubscriptionVersion1795500000000 } from './1795500000000-webhook-subscription-version.js';
import { PictureCaptions1795510000000 } from './1795510000000-picture-captions.js';
import { ProjectDataVersion1795520000000 } from './1795520000000-project-data-version.js';
import { ViewingSlotChanges1795550000000 } from './1795550000000-viewing-slot-changes.js';
import { DocumentFiles1795560000000 } from './1795560000000-document-files.js';

/** Every migration, oldest first. */
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  InitialSchema1763712000000,
  PropertyPriceIndex1763740800000,
  PropertyGoalListIndex1763744400000,
  PropertyFilterIndexes1795403391115,
  AccountScopes1795403400000,
  SyncAndReferenceData1795410000000,
  AgencyDefaultLanguage1795420000000,
  CrmRecords1795420010000,
  PersonRelationsAndMail1795420020000,
  UniqueAgencyName1795420030000,
  PropertySearch1795420040000,
  AgencyDataVersion1795420050000,
  ChangeLog1795420060000,
  DocumentChanges1795420070000,
  AgencyDataVersionPerConnection1795420080000,
  ChangeEventPendingIndex1795420095000,
  PropertyLocationCovering1795420096000,
  AgencyApi1795430000000,
  PropertyReference1795430010000,
  StaffLogins1795440000000,
  AgencyRecordsApi1795450000000,
  WithdrawnProjectUnits1795470000000,
  WebhookFromSequence1795470010000,
  StreetGrams1795470020000,
  UploadedPictures1795460000000,
  PropertyOwnerId1795490000000,
  TasksInHistory1795490010000,
  WebhookSubscriptionVersion1795500000000,
  PictureCaptions1795510000000,
  ProjectDataVersion1795520000000,
  ViewingSlotChanges1795550000000,
  DocumentFiles1795560000000,
];
