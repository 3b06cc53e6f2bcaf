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
];
