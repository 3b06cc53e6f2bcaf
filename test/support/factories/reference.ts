import { ACCOUNT_SCOPES } from '../../../src/common/scopes.js';
import type { DataSource } from 'typeorm';
import { Agency } from '../../../src/accounts/accounts.entities.js';
import type { Tenant } from '../../../src/common/tenant.js';
import {
  City,
  Country,
  GeographicZone,
  HouseOfWeek,
  Marquee,
  Office,
  OfficeZone,
  PropertyType,
  Site,
  SubStatus,
  WebChannel,
} from '../../../src/reference/reference.entities.js';

/** Ids of the small reference data set inserted by seedReferenceData. */
export const REF = {
  country: { BE: 1, NL: 2, FR: 3 },
  web: { residential: 1, commercial: 2 },
  type: { house: 10, villa: 11, terraced: 12, apartment: 20, studio: 21, office: 30 },
  zone: { flanders: 1, antwerpProvince: 11, eastFlanders: 12, brussels: 2 },
  city: { brussels: 1, antwerp: 2, ghent: 3, amsterdam: 4, lille: 5 },
  marquee: { new: 1, priceReduced: 2 },
  subStatus: { underOption: 1, reserved: 3 },
} as const;

const six = (nl: string, fr: string, en: string) => ({ 1: nl, 2: fr, 3: en, 4: en, 5: en, 6: en });

/** Countries, web channels, a two-level type and zone hierarchy, five cities, two marquees and two sub-statuses. */
export async function seedReferenceData(dataSource: DataSource): Promise<void> {
  await dataSource.getRepository(Country).insert([
    { id: REF.country.BE, abbr: 'BE', code: '32', names: six('België', 'Belgique', 'Belgium') },
    { id: REF.country.NL, abbr: 'NL', code: '31', names: six('Nederland', 'Pays-Bas', 'Netherlands') },
    { id: REF.country.FR, abbr: 'FR', code: '33', names: six('Frankrijk', 'France', 'France') },
  ]);
  await dataSource.getRepository(WebChannel).insert([
    { id: REF.web.residential, names: six('Residentieel', 'Résidentiel', 'Residential'), showOrder: 1, sale: true, rent: true },
    { id: REF.web.commercial, names: six('Commercieel', 'Commercial', 'Commercial'), showOrder: 2, sale: true, rent: false },
  ]);
  await dataSource.getRepository(PropertyType).insert([
    { id: REF.type.house, webId: 1, parentId: null, abbr: 'H', names: six('Huis', 'Maison', 'House'), showOrder: 1 },
    { id: REF.type.villa, webId: 1, parentId: REF.type.house, abbr: 'V', names: six('Villa', 'Villa', 'Villa'), showOrder: 2 },
    { id: REF.type.terraced, webId: 1, parentId: REF.type.house, abbr: 'T', names: six('Rijwoning', 'Maison mitoyenne', 'Terraced house'), showOrder: 3 },
    { id: REF.type.apartment, webId: 1, parentId: null, abbr: 'A', names: six('Appartement', 'Appartement', 'Apartment'), showOrder: 4 },
    { id: REF.type.studio, webId: 1, parentId: REF.type.apartment, abbr: 'S', names: six('Studio', 'Studio', 'Studio'), showOrder: 5 },
    { id: REF.type.office, webId: 2, parentId: null, abbr: 'O', names: six('Kantoor', 'Bureau', 'Office'), showOrder: 6 },
  ]);
  await dataSource.getRepository(GeographicZone).insert([
    { id: REF.zone.flanders, parentId: null, countryId: 1, names: six('Vlaanderen', 'Flandre', 'Flanders'), showOrder: 1 },
    { id: REF.zone.brussels, parentId: null, countryId: 1, names: six('Brussel', 'Bruxelles', 'Brussels'), showOrder: 2 },
    { id: REF.zone.antwerpProvince, parentId: REF.zone.flanders, countryId: 1, names: six('Antwerpen', 'Anvers', 'Antwerp'), showOrder: 3 },
    { id: REF.zone.eastFlanders, parentId: REF.zone.flanders, countryId: 1, names: six('Oost-Vlaanderen', 'Flandre-Orientale', 'East Flanders'), showOrder: 4 },
  ]);
  await dataSource.getRepository(City).insert([
    { id: REF.city.brussels, countryId: 1, zip: '1000', name: 'Brussel', names: { 2: 'Bruxelles', 3: 'Brussels' }, zoneId: REF.zone.brussels, latitude: 50.8466, longitude: 4.3528 },
    { id: REF.city.antwerp, countryId: 1, zip: '2000', name: 'Antwerpen', names: { 2: 'Anvers' }, zoneId: REF.zone.antwerpProvince, latitude: 51.2194, longitude: 4.4025 },
    { id: REF.city.ghent, countryId: 1, zip: '9000', name: 'Gent', names: { 2: 'Gand' }, zoneId: REF.zone.eastFlanders, latitude: 51.0543, longitude: 3.7174 },
    { id: REF.city.amsterdam, countryId: 2, zip: '1012', name: 'Amsterdam', names: null, zoneId: null, latitude: 52.3731, longitude: 4.8922 },
    { id: REF.city.lille, countryId: 3, zip: '59000', name: 'Lille', names: { 1: 'Rijsel' }, zoneId: null, latitude: 50.6292, longitude: 3.0573 },
  ]);
  await dataSource.getRepository(Marquee).insert([
    { id: REF.marquee.new, names: six('Nieuw', 'Nouveau', 'New'), showOrder: 1 },
    { id: REF.marquee.priceReduced, names: six('Prijsdaling', 'Prix réduit', 'Price reduced'), showOrder: 2 },
  ]);
  await dataSource.getRepository(SubStatus).insert([
    { id: REF.subStatus.underOption, names: six('Onder optie', 'Sous option', 'Under option'), shortNames: six('Optie', 'Option', 'Option'), marqueeId: 0, showOnWeb: true, showOnMap: true, showOrder: 1 },
    { id: REF.subStatus.reserved, names: six('Gereserveerd', 'Réservé', 'Reserved'), shortNames: null, marqueeId: REF.marquee.new, showOnWeb: false, showOnMap: false, showOrder: 2 },
  ]);
}

let agencies = 0;

/** A new agency, and the tenant of an account of it. */
export async function createTenant(dataSource: DataSource, name = `Agency ${++agencies}`): Promise<Tenant> {
  const agency = await dataSource.getRepository(Agency).save({ name, email: null, phone: null });
  return { agencyId: agency.id, accountId: agency.id * 10, accountName: `${name} account`, scopes: ACCOUNT_SCOPES };
}

export async function createOffice(dataSource: DataSource, tenant: Tenant, values: Partial<Office> = {}): Promise<Office> {
  return dataSource.getRepository(Office).save({
    agencyId: tenant.agencyId,
    name: 'Main office',
    street: 'Grote Markt',
    houseNumber: '1',
    zip: '1000',
    city: 'Brussel',
    phone: '+32 2 000 00 00',
    email: 'office@agency.test',
    website: null,
    ...values,
  });
}

export async function linkOfficeZones(dataSource: DataSource, tenant: Tenant, officeId: number, zoneIds: number[]): Promise<void> {
  await dataSource.getRepository(OfficeZone).insert(zoneIds.map((zoneId) => ({ officeId, zoneId, agencyId: tenant.agencyId })));
}

export async function createSite(dataSource: DataSource, tenant: Tenant, values: Partial<Site> = {}): Promise<Site> {
  return dataSource.getRepository(Site).save({
    agencyId: tenant.agencyId,
    officeId: null,
    name: 'Agency website',
    url: 'https://agency.test',
    email: 'web@agency.test',
    phone: null,
    languageId: 1,
    languageIds: '1,2,3',
    webIds: '1,2',
    themeColor: '#123456',
    logoUrl: null,
    ...values,
  });
}

export async function createHouseOfWeek(
  dataSource: DataSource,
  tenant: Tenant,
  values: Pick<HouseOfWeek, 'propertyId' | 'startDate' | 'endDate'> & Partial<HouseOfWeek>,
): Promise<HouseOfWeek> {
  return dataSource.getRepository(HouseOfWeek).save({ agencyId: tenant.agencyId, position: 0, titles: null, ...values });
}
