import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../common/errors.js';
import { filterKey, parseGoal, parsePropertyFilter } from './property-filter.js';

function invalidField(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'invalid-input') return error.field;
    throw error;
  }
  return undefined;
}

describe('parsePropertyFilter', () => {
  it('reads an empty request as "any"', () => {
    expect(parsePropertyFilter({})).toEqual({
      priceFrom: null,
      priceTo: null,
      goal: null,
      minBedrooms: null,
      bedrooms: { exact: [], atLeast: null },
      zoneIds: [],
      postalCodes: [],
      typeIds: [],
      cityNames: [],
      idents: [],
      includeReferences: false,
      statuses: [],
      maxBedrooms: null,
      minBathrooms: null,
      maxBathrooms: null,
      webIds: [],
      marqueeIds: [],
      excludedMarquees: [],
      withoutMarquee: false,
      countries: { ids: [], exclude: false },
      conditions: { ids: [], exclude: false },
      ids: [],
      mainTypeIds: [],
      siteId: null,
      excludedSiteIds: [],
      officeId: null,
      ownerId: null,
      selectedByPersonId: null,
      projectId: null,
      buildingId: null,
      projectStatuses: [],
      projectPublishedOnInternet: false,
      minSurface: null,
      maxSurface: null,
      minLivingSurface: null,
      includePriceZero: false,
      features: [],
      office: false,
      construction: false,
      changedSince: null,
      keyword: null,
      streetName: null,
      houseNumber: null,
      near: null,
    });
  });

  it('reads the v1.2 client filters', () => {
    const since = new Date(Date.UTC(2025, 0, 1));
    expect(
      parsePropertyFilter({
        Status: '2,4',
        MaxRoom: '3',
        MinBathRoom: 1,
        WebIDs: [3, '1'],
        MarqueeIDs: '0,2',
        CountryIDs: '1',
        IsInCountryOrNot: false,
        IDs: '5,4',
        HasGarden: true,
        HasLift: false,
        HasGarage: true,
        ChangeSince: since,
        Keyword: ' Villa ',
        GpsX: '4.35',
        GpsY: 50.85,
        GpsRadius: '10',
      }),
    ).toMatchObject({
      statuses: [2, 4],
      maxBedrooms: 3,
      minBathrooms: 1,
      webIds: [1, 3],
      marqueeIds: [0, 2],
      countries: { ids: [1], exclude: true },
      ids: [4, 5],
      features: ['garden', 'garage'],
      changedSince: since,
      keyword: 'villa',
      near: { longitude: 4.35, latitude: 50.85, radiusKm: 10 },
    });
  });

  it('refuses statuses that are not listed publicly, crossed bounds and a radius without a point, naming the field', () => {
    expect(invalidField(() => parsePropertyFilter({ Status: '1,3' }))).toBe('Status');
    expect(invalidField(() => parsePropertyFilter({ MinRoom: 4, MaxRoom: 2 }))).toBe('MaxRoom');
    expect(invalidField(() => parsePropertyFilter({ GpsRadius: 5, GpsY: 50 }))).toBe('GpsX');
    expect(invalidField(() => parsePropertyFilter({ Keyword: 'x'.repeat(101) }))).toBe('Keyword');
    expect(invalidField(() => parsePropertyFilter({ WebIDs: 'a' }))).toBe('WebIDs');
  });

  it('treats price bounds of 0 as no bound and keeps others', () => {
    expect(parsePropertyFilter({ PriceFrom: 0, PriceTo: 0 })).toMatchObject({ priceFrom: null, priceTo: null });
    expect(parsePropertyFilter({ PriceFrom: 100000, PriceTo: '250000.50' })).toMatchObject({ priceFrom: 100000, priceTo: 250000.5 });
  });

  it('rejects negative, non-numeric and crossed prices naming the parameter', () => {
    expect(invalidField(() => parsePropertyFilter({ PriceFrom: -1 }))).toBe('PriceFrom');
    expect(invalidField(() => parsePropertyFilter({ PriceTo: 'cheap' }))).toBe('PriceTo');
    expect(invalidField(() => parsePropertyFilter({ PriceFrom: 300, PriceTo: 200 }))).toBe('PriceTo');
  });

  it('reads Goal 0/1/2, -1 or nothing as any, and rejects others', () => {
    expect(parsePropertyFilter({ Goal: 0 }).goal).toBe(0);
    expect(parsePropertyFilter({ Goal: '1' }).goal).toBe(1);
    expect(parsePropertyFilter({ Goal: -1 }).goal).toBeNull();
    expect(parseGoal(null)).toBeNull();
    expect(invalidField(() => parsePropertyFilter({ Goal: 3 }))).toBe('Goal');
    expect(invalidField(() => parsePropertyFilter({ Goal: 1.5 }))).toBe('Goal');
  });

  it('reads MinRoom as a minimum number of bedrooms', () => {
    expect(parsePropertyFilter({ MinRoom: 3 }).minBedrooms).toBe(3);
    expect(parsePropertyFilter({ MinRoom: 0 }).minBedrooms).toBeNull();
    expect(invalidField(() => parsePropertyFilter({ MinRoom: -2 }))).toBe('MinRoom');
  });

  it('reads NrRooms as exact counts with N+ as "N or more"', () => {
    expect(parsePropertyFilter({ NrRooms: ' 3, 1 ,5+,1' }).bedrooms).toEqual({ exact: [1, 3], atLeast: 5 });
    expect(parsePropertyFilter({ NrRooms: '2,6,4+' }).bedrooms).toEqual({ exact: [2], atLeast: 4 });
    expect(parsePropertyFilter({ NrRooms: ['2', 3] }).bedrooms).toEqual({ exact: [2, 3], atLeast: null });
    expect(invalidField(() => parsePropertyFilter({ NrRooms: '2,many' }))).toBe('NrRooms');
    expect(invalidField(() => parsePropertyFilter({ NrRooms: '-1' }))).toBe('NrRooms');
  });

  it('reads id lists, tolerating whitespace and empty items, and rejects bad ids', () => {
    expect(parsePropertyFilter({ GeographicIDs: ' 7 , 3,,7 ', TypeIDs: '12' })).toMatchObject({ zoneIds: [3, 7], typeIds: [12] });
    expect(invalidField(() => parsePropertyFilter({ TypeIDs: '1,x' }))).toBe('TypeIDs');
    expect(invalidField(() => parsePropertyFilter({ GeographicIDs: '0' }))).toBe('GeographicIDs');
    expect(invalidField(() => parsePropertyFilter({ GeographicIDs: '1.5' }))).toBe('GeographicIDs');
  });

  it('reads text lists: postcodes as given, city names without case, Recordfiles as Ident', () => {
    const filter = parsePropertyFilter({ PostalCodes: '1000, 1050', CityNames: 'Gent, BRUSSEL', Recordfiles: 'A-1,B-2' });
    expect(filter).toMatchObject({ postalCodes: ['1000', '1050'], cityNames: ['brussel', 'gent'], idents: ['A-1', 'B-2'] });
    expect(invalidField(() => parsePropertyFilter({ Recordfiles: 'x'.repeat(51) }))).toBe('Recordfiles');
  });

  it('refuses absurdly long lists', () => {
    const ids = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    expect(invalidField(() => parsePropertyFilter({ TypeIDs: ids }))).toBe('TypeIDs');
  });

  it('gives equal keys to equivalent filters', () => {
    expect(filterKey(parsePropertyFilter({ TypeIDs: '2,1', PriceFrom: 0 }))).toBe(filterKey(parsePropertyFilter({ TypeIDs: ' 1, 2,2' })));
    expect(filterKey(parsePropertyFilter({ TypeIDs: '1' }))).not.toBe(filterKey(parsePropertyFilter({ TypeIDs: '2' })));
  });
});
