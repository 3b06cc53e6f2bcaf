import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import type { Tenant } from '../../src/common/tenant.js';
import { ReferenceModule } from '../../src/reference/reference.module.js';
import { ReferenceService } from '../../src/reference/reference.service.js';
import { openTestDatabase } from '../support/database.js';
import { createProperty, domainModule, PICTURE_BASE_URL } from '../support/factories/properties.js';
import { createHouseOfWeek, createOffice, createSite, createTenant, linkOfficeZones, REF, seedReferenceData } from '../support/factories/reference.js';

const DAY = 86_400_000;

describe('ReferenceService', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let service: ReferenceService;
  let agency: Tenant;
  let other: Tenant;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await seedReferenceData(dataSource);
    module = await domainModule(dataSource, [ReferenceModule]);
    service = module.get(ReferenceService);
    agency = await createTenant(dataSource);
    other = await createTenant(dataSource);
    const ghent = { zip: '9000', city: 'Gent', cityId: REF.city.ghent, countryId: REF.country.BE };
    const amsterdam = { zip: '1012', city: 'Amsterdam', cityId: REF.city.amsterdam, countryId: REF.country.NL };
    const lille = { zip: '59000', city: 'Lille', cityId: REF.city.lille, countryId: REF.country.FR };
    await createProperty(dataSource, agency, { ...ghent, goal: 0 });
    await createProperty(dataSource, agency, { goal: 0 });
    await createProperty(dataSource, agency, { ...amsterdam, goal: 1, webId: REF.web.commercial, typeId: REF.type.office });
    await createProperty(dataSource, agency, { ...lille, goal: 0, status: 2 });
    await createProperty(dataSource, other, { ...lille, goal: 0 });
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  it('lists every zone with names in the language and the parent relationship', async () => {
    const zones = await service.getZones(2);
    expect(zones.map((zone) => zone.ID)).toEqual([REF.zone.flanders, REF.zone.brussels, REF.zone.antwerpProvince, REF.zone.eastFlanders]);
    expect(zones[2]).toEqual({ ID: REF.zone.antwerpProvince, Name: 'Anvers', ParentID: REF.zone.flanders, CountryID: 1, ShowOrder: 3 });
    expect((await service.getZones(0))[0]?.Name).toBe('Flanders');
  });

  it("lists an office's zones, and treats another agency's office as unknown", async () => {
    const office = await createOffice(dataSource, agency);
    const foreignOffice = await createOffice(dataSource, other);
    await linkOfficeZones(dataSource, agency, office.id, [REF.zone.eastFlanders, REF.zone.brussels]);
    await linkOfficeZones(dataSource, other, foreignOffice.id, [REF.zone.flanders]);
    expect((await service.getZonesOfOffice(agency, office.id, 1)).map((zone) => zone.Name)).toEqual(['Brussel', 'Oost-Vlaanderen']);
    await expect(service.getZonesOfOffice(agency, foreignOffice.id, 1)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('lists the cities in a box given by two corners in any order', async () => {
    const box = await service.getCitiesInBox(51.3, 50.8, 3.5, 4.5);
    expect(box.map((city) => city.Name)).toEqual(['Antwerpen', 'Brussel', 'Gent']);
    expect(box[2]).toEqual({ ID: REF.city.ghent, Name: 'Gent', Zip: '9000', CountryID: 1, Latitude: 51.0543, Longitude: 3.7174, GeographicID: REF.zone.eastFlanders });
    expect(await service.getCitiesInBox(50.8, 51.3, 4.5, 3.5)).toEqual(box);
    expect(await service.getCitiesInBox(0, 1, 0, 1)).toEqual([]);
    await expect(service.getCitiesInBox(91, 0, 0, 0)).rejects.toMatchObject({ code: 'invalid-input', field: 'Lat1' });
    await expect(service.getCitiesInBox(0, 0, Number.NaN, 0)).rejects.toMatchObject({ code: 'invalid-input', field: 'Long1' });
  });

  it('lists the cities where the agency has active properties of a goal, per country', async () => {
    expect((await service.getCitiesByCountries(agency, [], 0, 2)).map((city) => city.Name)).toEqual(['Bruxelles', 'Gand']);
    expect((await service.getCitiesByCountries(agency, [REF.country.BE], 0, 1)).map((city) => city.Name)).toEqual(['Brussel', 'Gent']);
    expect((await service.getCitiesByCountries(agency, [REF.country.NL, REF.country.FR], 0, 1)).map((city) => city.Name)).toEqual([]);
    expect((await service.getCitiesByCountries(agency, [], 1, 1)).map((city) => city.Name)).toEqual(['Amsterdam']);
    expect((await service.getCitiesByCountries(other, [], 0, 1)).map((city) => city.Name)).toEqual(['Rijsel']);
    await expect(service.getCitiesByCountries(agency, [], 5, 1)).rejects.toMatchObject({ code: 'invalid-input', field: 'Goal' });
  });

  it('lists the countries where the agency has active properties of a goal in the channels', async () => {
    expect(await service.getCountries(agency, 0, [])).toEqual([{ ID: REF.country.BE, Name: 'Belgium', Abbr: 'BE', Code: '32' }]);
    expect((await service.getCountries(agency, 1, [REF.web.commercial])).map((country) => country.Abbr)).toEqual(['NL']);
    expect(await service.getCountries(agency, 1, [REF.web.residential])).toEqual([]);
    expect((await service.getCountries(agency, -1, [], 2)).map((country) => country.Name)).toEqual(['Belgique', 'Pays-Bas']);
  });

  it('lists property types with names by language and their main type', async () => {
    const types = await service.getPropertyTypes(1);
    expect(types).toHaveLength(6);
    expect(types.find((type) => type.ID === REF.type.terraced)).toEqual({
      ID: REF.type.terraced,
      Name: 'Rijwoning',
      WebID: 1,
      Abbr: 'T',
      OriginalAbbr: 'T',
      ParentID: REF.type.house,
      MainTypeID: REF.type.house,
      MainTypeName: 'Huis',
      ShowOrder: 3,
    });
    expect(types.find((type) => type.ID === REF.type.house)).toMatchObject({ ParentID: null, MainTypeID: REF.type.house });
    expect((await service.getPropertyTypesOfWebChannel(REF.web.commercial, 2)).map((type) => type.Name)).toEqual(['Bureau']);
    await expect(service.getPropertyTypesOfWebChannel(99, 1)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('lists the web channels', async () => {
    expect(await service.getWebChannels(3)).toEqual([
      { ID: 1, WebID: 1, Name: 'Residential', ShowOrder: 1, Sale: true, Rent: true },
      { ID: 2, WebID: 2, Name: 'Commercial', ShowOrder: 2, Sale: true, Rent: false },
    ]);
  });

  it("returns the agency's sites and offices only", async () => {
    const site = await createSite(dataSource, agency, { name: 'Immo Gent', languageIds: '1, 2', webIds: '1' });
    const foreignSite = await createSite(dataSource, other);
    expect(await service.getSite(agency, site.id)).toMatchObject({ ID: site.id, Name: 'Immo Gent', LanguageIDs: [1, 2], WebIDs: [1], ThemeColor: '#123456' });
    await expect(service.getSite(agency, foreignSite.id)).rejects.toMatchObject({ code: 'not-found', message: `Site ${foreignSite.id} was not found.` });
    const tenant = await createTenant(dataSource);
    await createOffice(dataSource, tenant, { name: 'Zuid', zip: '9000', city: 'Gent' });
    const north = await createOffice(dataSource, tenant, { name: 'Noord' });
    const offices = await service.getOffices(tenant);
    expect(offices.map((office) => office.Name)).toEqual(['Noord', 'Zuid']);
    expect(offices[0]).toMatchObject({ ID: north.id, Zip: '1000', City: 'Brussel', Email: 'office@agency.test' });
  });

  it('returns the current and upcoming house-of-the-week slots with the featured property', async () => {
    const tenant = await createTenant(dataSource);
    const featured = await createProperty(dataSource, tenant, {
      ident: 'HOW-1',
      price: 345000,
      pictures: 1,
      texts: { 1: { a: 'Woning in het groen' } },
    });
    const second = await createProperty(dataSource, tenant, { ident: 'HOW-2' });
    const hidden = await createProperty(dataSource, tenant, { status: 5 });
    const now = Date.now();
    await createHouseOfWeek(dataSource, tenant, { propertyId: second.id, startDate: new Date(now + 7 * DAY), endDate: new Date(now + 14 * DAY), position: 1 });
    await createHouseOfWeek(dataSource, tenant, { propertyId: featured.id, startDate: new Date(now - DAY), endDate: new Date(now + 6 * DAY), position: 2, titles: { 2: 'Maison de la semaine' } });
    await createHouseOfWeek(dataSource, tenant, { propertyId: second.id, startDate: new Date(now - DAY), endDate: new Date(now + 6 * DAY), position: 1 });
    await createHouseOfWeek(dataSource, tenant, { propertyId: featured.id, startDate: new Date(now - 14 * DAY), endDate: new Date(now - 7 * DAY) });
    await createHouseOfWeek(dataSource, tenant, { propertyId: hidden.id, startDate: new Date(now - DAY), endDate: new Date(now + DAY) });
    const week = await service.getHouseOfWeek(tenant, 2);
    expect(week.Items.map((slot) => [slot.Ident, slot.Position])).toEqual([
      ['HOW-2', 1],
      ['HOW-1', 2],
      ['HOW-2', 1],
    ]);
    expect(week.Items[1]).toMatchObject({
      PropertyID: featured.id,
      Title: 'Maison de la semaine',
      City: 'Brussel',
      Price: 345000,
      LargePicture: `${PICTURE_BASE_URL}/p${featured.id}/1-l.jpg`,
    });
    expect((await service.getHouseOfWeek(tenant, 1)).Items[1]?.Title).toBe('Maison de la semaine');
    expect((await service.getHouseOfWeek(agency, 1)).Items).toEqual([]);
  });
});
