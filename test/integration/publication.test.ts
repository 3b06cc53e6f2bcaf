import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../src/common/errors.js';
import type { Tenant } from '../../src/common/tenant.js';
import { Project } from '../../src/construction/construction.entities.js';
import { ConstructionModule } from '../../src/construction/construction.module.js';
import { ConstructionService } from '../../src/construction/construction.service.js';
import { ProjectPublicationService } from '../../src/construction/project-publication.service.js';
import { DemandService } from '../../src/persons/demand.service.js';
import { Demand } from '../../src/persons/persons.entities.js';
import { PersonsModule } from '../../src/persons/persons.module.js';
import { Property } from '../../src/properties/properties.entities.js';
import { PropertyPublicationService } from '../../src/properties/publication.service.js';
import { ReferenceModule } from '../../src/reference/reference.module.js';
import { SettingsService } from '../../src/reference/settings.service.js';
import { openTestDatabase } from '../support/database.js';
import { createProject } from '../support/factories/construction.js';
import { insertDemand, insertPerson } from '../support/factories/persons.js';
import { createProperty, domainModule } from '../support/factories/properties.js';
import { createTenant, REF, seedReferenceData } from '../support/factories/reference.js';

const at = (iso: string) => new Date(iso);

describe('publication, settings and demand matching (domain)', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let agency: Tenant;
  let other: Tenant;
  let publication: PropertyPublicationService;
  let projects: ProjectPublicationService;
  let construction: ConstructionService;
  let settings: SettingsService;
  let demands: DemandService;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await seedReferenceData(dataSource);
    module = await domainModule(dataSource, [ConstructionModule, ReferenceModule, PersonsModule]);
    publication = module.get(PropertyPublicationService);
    projects = module.get(ProjectPublicationService);
    construction = module.get(ConstructionService);
    settings = module.get(SettingsService);
    demands = module.get(DemandService);
    agency = await createTenant(dataSource);
    other = await createTenant(dataSource);
  });
  afterAll(async () => {
    await module?.close();
    await dataSource?.destroy();
  });

  const row = (id: number) => dataSource.getRepository(Property).findOneByOrFail({ id });

  it('records when a property leaves publication, keeps it while unpublished and clears it when published again', async () => {
    const property = await createProperty(dataSource, agency, { status: 1 });
    await publication.changeStatus(agency, property.id, 2, at('2030-01-01T10:00:00Z'));
    expect(await row(property.id)).toMatchObject({ status: 2, withdrawnAt: null, lastChangedAt: at('2030-01-01T10:00:00Z') });
    await publication.changeStatus(agency, property.id, 5, at('2030-01-02T10:00:00Z'));
    expect((await row(property.id)).withdrawnAt).toEqual(at('2030-01-02T10:00:00Z'));
    await publication.changeStatus(agency, property.id, 3, at('2030-01-03T10:00:00Z'));
    expect((await row(property.id)).withdrawnAt).toEqual(at('2030-01-02T10:00:00Z'));
    expect(await publication.withdrawnSince(agency, at('2030-01-02T10:00:00Z'))).toEqual([property.id]);
    expect(await publication.withdrawnSince(agency, at('2030-01-02T10:00:01Z'))).toEqual([]);
    expect(await publication.withdrawnSince(other, null)).toEqual([]);
    await publication.changeStatus(agency, property.id, 6, at('2030-01-04T10:00:00Z'));
    expect((await row(property.id)).withdrawnAt).toBeNull();
    expect(await publication.withdrawnSince(agency, null)).not.toContain(property.id);

    await expect(publication.changeStatus(other, property.id, 5, new Date())).rejects.toBeInstanceOf(NotFoundError);
    await expect(publication.changeStatus(agency, property.id, 9, new Date())).rejects.toBeInstanceOf(InvalidInputError);
    const prospect = await createProperty(dataSource, agency, { status: 0 });
    await publication.changeStatus(agency, prospect.id, 5, new Date());
    expect((await row(prospect.id)).withdrawnAt).toBeNull();
  });

  it('answers the published ones among ids in the order asked', async () => {
    const [a, b, c] = [await createProperty(dataSource, agency, { status: 1 }), await createProperty(dataSource, agency, { status: 4 }), await createProperty(dataSource, agency, { status: 3 })];
    const foreign = await createProperty(dataSource, other, { status: 1 });
    expect(await publication.publishedAmong(agency, [b.id, c.id, foreign.id, a.id], [])).toEqual([b.id, a.id]);
    expect(await publication.publishedAmong(agency, [b.id, a.id], [4, 5])).toEqual([b.id]);
  });

  it('lists published projects by ShowOrder with their flags, and records when one is withdrawn', async () => {
    const second = await createProject(dataSource, agency, { name: 'Second', showOrder: 2, subStatusId: REF.subStatus.underOption, publishWebsite: true });
    const first = await createProject(dataSource, agency, { name: 'First', showOrder: 1, status: 3 });
    await createProject(dataSource, other, { name: 'Foreign' });
    const options = { languageId: 3, richText: true };
    const all = await construction.listProjects(agency, { statuses: [], subStatusIds: [], publishedOnWebsite: false, countryIds: [] }, { limit1: 1, limit2: 10 }, options);
    expect(all.Items.map((p) => p.Name)).toEqual(['First', 'Second']);
    expect(all.Items[1]).toMatchObject({ PublishWebsite: true, SubstatusID: REF.subStatus.underOption, SubstatusName: 'Under option', ShowOrder: 2 });
    const filtered = await construction.listProjects(agency, { statuses: [1], subStatusIds: [REF.subStatus.underOption], publishedOnWebsite: true, countryIds: [1] }, { limit1: 1, limit2: 10 }, options);
    expect(filtered.Items.map((p) => p.ID)).toEqual([second.id]);

    await projects.setPublication(agency, first.id, false, at('2030-02-01T08:00:00Z'));
    expect(await dataSource.getRepository(Project).findOneByOrFail({ id: first.id })).toMatchObject({ publishInternet: false, withdrawnAt: at('2030-02-01T08:00:00Z') });
    expect(await projects.withdrawnSince(agency, at('2030-02-01T00:00:00Z'))).toEqual([first.id]);
    expect(await projects.withdrawnSince(other, null)).toEqual([]);
    await expect(construction.getProject(agency, first.id, options)).rejects.toBeInstanceOf(NotFoundError);
    await projects.setPublication(agency, first.id, true, at('2030-02-02T08:00:00Z'));
    expect(await projects.withdrawnSince(agency, null)).toEqual([]);
    await expect(projects.setPublication(other, first.id, false, new Date())).rejects.toBeInstanceOf(NotFoundError);
  });

  it('filters settings lists: sub-statuses, web channels and the property types the agency uses', async () => {
    expect((await settings.subStatuses(3, { showOnWeb: true, hasMarquee: false })).map((s) => s.ID)).toEqual([REF.subStatus.underOption]);
    expect((await settings.subStatuses(3, { showOnWeb: false, hasMarquee: true })).map((s) => [s.ID, s.Marquee])).toEqual([[REF.subStatus.reserved, 'New']]);
    expect((await settings.webChannels(agency, 3, { ids: [], forSale: false, forRent: true, hasProperty: false, goal: null })).map((w) => w.ID)).toEqual([REF.web.residential]);
    const tenant = await createTenant(dataSource);
    await createProperty(dataSource, tenant, { typeId: REF.type.studio, status: 1 });
    await createProperty(dataSource, tenant, { typeId: REF.type.office, status: 3 });
    const used = await settings.propertyTypes(tenant, 3, { ids: [], level: null, webIds: [], parentIds: [], hasProperty: true });
    expect(used.map((t) => t.ID)).toEqual([REF.type.apartment, REF.type.studio]);
    const mainTypes = await settings.propertyTypes(tenant, 3, { ids: [], level: 1, webIds: [], parentIds: [], hasProperty: false });
    expect(mainTypes.every((t) => t.ParentID === null)).toBe(true);
    expect((await settings.priceRanges(tenant, null))).toEqual([]);
  });

  it('counts the active demands a property matches (types with their main type, zones with the zones above, city spellings, price bounds)', async () => {
    const tenant = await createTenant(dataSource);
    const property = await createProperty(dataSource, tenant, {
      status: 1,
      goal: 0,
      price: 300_000,
      bedrooms: 3,
      typeId: REF.type.villa,
      zip: '9000',
      city: 'Gent',
      zoneId: REF.zone.eastFlanders,
    });
    const person = (email: string) => insertPerson(dataSource, tenant.agencyId, { email });
    const [p1, p2, p3] = [await person('a@example.org'), await person('b@example.org'), await person('c@example.org')];
    await insertDemand(dataSource, tenant.agencyId, p1.id, { typeIds: String(REF.type.house), priceTo: 350_000 });
    await insertDemand(dataSource, tenant.agencyId, p1.id, { geographicIds: String(REF.zone.flanders), minRoom: 3 });
    await insertDemand(dataSource, tenant.agencyId, p2.id, { cityNames: 'gand', zips: '9000' });
    await insertDemand(dataSource, tenant.agencyId, p2.id, { priceFrom: 310_000 });
    await insertDemand(dataSource, tenant.agencyId, p3.id, { goal: 1 });
    await insertDemand(dataSource, tenant.agencyId, p3.id, { active: false });
    expect(await demands.matchingStatistic(tenant, property.id)).toEqual({
      ID: property.id,
      ProjectID: null,
      NumberOfActiveDemands: 5,
      NumberOfMatchingDemands: 3,
      NumberOfMatchingPersons: 2,
    });
    await expect(demands.matchingStatistic(other, property.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('unsubscribes the mail alerts of one demand or of all demands of a person', async () => {
    const person = await insertPerson(dataSource, agency.agencyId, { email: 'alerts@example.org' });
    const one = await insertDemand(dataSource, agency.agencyId, person.id, { mailAlert: true });
    const two = await insertDemand(dataSource, agency.agencyId, person.id, { mailAlert: true });
    expect(await demands.unsubscribe(agency, person.id, one.id)).toBe(true);
    const alerts = async () => (await dataSource.getRepository(Demand).findBy({ personId: person.id })).map((d) => [d.id, d.mailAlert]);
    expect(await alerts()).toEqual([[one.id, false], [two.id, true]]);
    expect(await demands.unsubscribe(other, person.id, null)).toBe(false);
    expect(await demands.unsubscribe(agency, person.id, null)).toBe(true);
    expect(await alerts()).toEqual([[one.id, false], [two.id, false]]);
    expect(await demands.unsubscribe(agency, person.id, 99_999_999)).toBe(false);
  });
});
