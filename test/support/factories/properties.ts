import { Global, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import type { Tenant } from '../../../src/common/tenant.js';
import { APP_CONFIG, loadConfig, type AppConfig } from '../../../src/config/config.js';
import { ExternalWriteWatch } from '../../../src/database/external-write-watch.js';
import { SqlStatements, sqlStatementsFor } from '../../../src/database/sql-statements.js';
import { TenantScope } from '../../../src/database/tenant-scope.js';
import { Person } from '../../../src/persons/persons.entities.js';
import { Property, PropertyOwner, PropertyPicture, PropertyText } from '../../../src/properties/properties.entities.js';
import { REF } from './reference.js';

export const PICTURE_BASE_URL = 'https://pictures.test/media';

/**
 * A Nest testing module with the real domain modules over `dataSource` (the app's global
 * Database and Config modules replaced by one that provides the same tokens).
 */
export async function domainModule(dataSource: DataSource, imports: unknown[], config: Partial<AppConfig> = {}) {
  const appConfig: AppConfig = { ...loadConfig({}), pictureBaseUrl: PICTURE_BASE_URL, ...config };
  @Global()
  @Module({
    providers: [{ provide: DataSource, useValue: dataSource }, { provide: SqlStatements, inject: [DataSource], useFactory: sqlStatementsFor }, TenantScope, ExternalWriteWatch, { provide: APP_CONFIG, useValue: appConfig }],
    exports: [DataSource, SqlStatements, TenantScope, ExternalWriteWatch, APP_CONFIG],
  })
  class TestInfrastructureModule {}
  return Test.createTestingModule({ imports: [TestInfrastructureModule, ...(imports as never[])] }).compile();
}

export interface PropertyTexts {
  readonly [languageId: number]: { a?: string | null; b?: string | null };
}

export interface PropertySeed extends Partial<Omit<Property, 'agencyId'>> {
  readonly texts?: PropertyTexts;
  /** Number of pictures to attach (position 1 is the main picture). */
  readonly pictures?: number;
}

let created = 0;

/** An active residential house for sale in Brussels unless told otherwise. */
export async function createProperty(dataSource: DataSource, tenant: Tenant, seed: PropertySeed = {}): Promise<Property> {
  const { texts, pictures, ...values } = seed;
  created++;
  const at = new Date(Date.UTC(2025, 0, 1, 12, 0, created));
  const property = await dataSource.getRepository(Property).save({
    agencyId: tenant.agencyId,
    officeId: null,
    siteId: null,
    projectId: null,
    buildingId: null,
    ident: `D-${created}`,
    status: 1,
    subStatus: null,
    goal: 0,
    webId: REF.web.residential,
    typeId: REF.type.house,
    marquee: 0,
    isOffice: false,
    publishPrice: true,
    createdAt: at,
    lastChangedAt: at,
    originalLanguageId: 1,
    street: 'Rue Neuve',
    houseNumber: String(created),
    zip: '1000',
    city: 'Brussel',
    cityId: REF.city.brussels,
    district: null,
    countryId: REF.country.BE,
    zoneId: REF.zone.brussels,
    latitude: 50.85,
    longitude: 4.35,
    price: 250000,
    startPrice: null,
    priceUnit: 0,
    virtualTour: null,
    surfaceTotal: null,
    surfaceLiving: null,
    surfaceGarden: null,
    surfaceTerrace: null,
    surfaceConstructed: null,
    surfaceGround: null,
    surfaceOffice: null,
    surfaceGround2: null,
    surfaceStore: null,
    bedrooms: 2,
    bathrooms: 1,
    showerRooms: 0,
    toilets: 1,
    garages: 0,
    parkings: 0,
    floor: null,
    hasGarden: false,
    hasFurnished: false,
    hasLift: false,
    hasCellar: false,
    hasAttic: false,
    conditionId: null,
    constructionYear: null,
    energyPerformance: null,
    heatingId: null,
    kitchenId: null,
    ...values,
  });
  if (texts) {
    await dataSource.getRepository(PropertyText).insert(
      Object.entries(texts).map(([languageId, text]) => ({
        propertyId: property.id,
        languageId: Number(languageId),
        descriptionA: text.a ?? null,
        descriptionB: text.b ?? null,
      })),
    );
  }
  for (let position = 1; position <= (pictures ?? 0); position++) await addPicture(dataSource, property.id, position);
  return property;
}

/** A picture whose files are `p<property>/<position>-<family>.jpg` (relative), sized to each family's box. */
export async function addPicture(dataSource: DataSource, propertyId: number, position: number): Promise<PropertyPicture> {
  const file = (family: string) => `p${propertyId}/${position}-${family}.jpg`;
  return dataSource.getRepository(PropertyPicture).save({
    propertyId,
    position,
    name: `Picture ${position}`,
    smallUrl: file('s'),
    smallWidth: 160,
    smallHeight: 120,
    mediumUrl: file('m'),
    mediumWidth: 320,
    mediumHeight: 240,
    largeUrl: file('l'),
    largeWidth: 800,
    largeHeight: 600,
    xlargeUrl: file('xl'),
    xlargeWidth: 1600,
    xlargeHeight: 1200,
  });
}

let persons = 0;

/** A person row of the tenant (the persons module's own factories build richer ones). */
export async function createPersonRow(dataSource: DataSource, tenant: Tenant, values: Partial<Person> = {}): Promise<Person> {
  persons++;
  const now = new Date();
  return dataSource.getRepository(Person).save({
    agencyId: tenant.agencyId,
    name: `Person ${persons}`,
    email: `person${persons}@example.test`,
    languageId: 1,
    createdAt: now,
    lastChangedAt: now,
    ...values,
  });
}

export async function addOwner(dataSource: DataSource, tenant: Tenant, personId: number, propertyId: number): Promise<void> {
  await dataSource.getRepository(PropertyOwner).insert({ agencyId: tenant.agencyId, personId, propertyId });
}
