import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../src/common/errors.js';
import type { Tenant } from '../../src/common/tenant.js';
import { Property } from '../../src/properties/properties.entities.js';
import { PropertiesModule } from '../../src/properties/properties.module.js';
import { PropertiesService, type SearchOptions } from '../../src/properties/properties.service.js';
import { parsePropertyFilter, type PropertyFilterParams } from '../../src/properties/property-filter.js';
import { openTestDatabase } from '../support/database.js';
import { createProperty, domainModule, PICTURE_BASE_URL } from '../support/factories/properties.js';
import { createTenant, REF, seedReferenceData } from '../support/factories/reference.js';

const OPTIONS: SearchOptions = { languageId: 1, sort: null, pictureMaxWidth: 0, pictureMaxHeight: 0 };

describe('PropertiesService search and count', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let service: PropertiesService;
  let agency: Tenant;
  let other: Tenant;
  const p: Record<string, Property> = {};

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await seedReferenceData(dataSource);
    module = await domainModule(dataSource, [PropertiesModule]);
    service = module.get(PropertiesService);
    agency = await createTenant(dataSource);
    other = await createTenant(dataSource);
    const zone = (zip: string, city: string, zoneId: number, cityId: number) => ({ zip, city, zoneId, cityId });
    const brussels = zone('1000', 'Brussel', REF.zone.brussels, REF.city.brussels);
    const antwerp = zone('2000', 'Antwerpen', REF.zone.antwerpProvince, REF.city.antwerp);
    const ghent = zone('9000', 'Gent', REF.zone.eastFlanders, REF.city.ghent);
    p['villa'] = await createProperty(dataSource, agency, { ...brussels, price: 100000, bedrooms: 1, typeId: REF.type.villa, ident: 'V-1', pictures: 2 });
    p['terraced'] = await createProperty(dataSource, agency, { ...antwerp, price: 200000, bedrooms: 2, typeId: REF.type.terraced, ident: 'T-2' });
    p['apartment'] = await createProperty(dataSource, agency, { ...ghent, price: 300000, bedrooms: 3, typeId: REF.type.apartment });
    p['studio'] = await createProperty(dataSource, agency, { ...brussels, price: 400000, bedrooms: 5, typeId: REF.type.studio });
    p['house'] = await createProperty(dataSource, agency, { ...brussels, price: 500000, bedrooms: 7, typeId: REF.type.house });
    p['rental'] = await createProperty(dataSource, agency, { ...ghent, goal: 1, price: 900, priceUnit: 1, bedrooms: 2, typeId: REF.type.apartment });
    p['sold'] = await createProperty(dataSource, agency, { status: 2, price: 150000 });
    p['rented'] = await createProperty(dataSource, agency, { status: 4, goal: 1, price: 800 });
    p['reference'] = await createProperty(dataSource, agency, { status: 6, price: 120000 });
    p['prospective'] = await createProperty(dataSource, agency, { status: 0 });
    p['cancelled'] = await createProperty(dataSource, agency, { status: 3 });
    p['inactive'] = await createProperty(dataSource, agency, { status: 5 });
    p['foreign'] = await createProperty(dataSource, other, { ...brussels, price: 250000, ident: 'V-1' });
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  const ids = (...names: string[]) => names.map((name) => p[name]!.id);
  async function search(params: PropertyFilterParams = {}, options: Partial<SearchOptions> = {}, page = { limit1: 1, limit2: 100 }) {
    return service.search(agency, parsePropertyFilter(params), page, { ...OPTIONS, ...options });
  }
  async function found(params: PropertyFilterParams, options: Partial<SearchOptions> = {}) {
    return (await search(params, options)).Items.map((item) => item.ID!).sort((a, b) => a - b);
  }

  it('lists the active properties of the tenant only, newest first', async () => {
    const page = await search();
    expect(page.Items.map((item) => item.ID)).toEqual(ids('rental', 'house', 'studio', 'apartment', 'terraced', 'villa'));
    expect(page.RowsCount).toBe(6);
  });

  it('adds sold, rented and reference properties when references are asked for', async () => {
    expect(await found({ includeReferences: true })).toEqual(
      ids('villa', 'terraced', 'apartment', 'studio', 'house', 'rental', 'sold', 'rented', 'reference'),
    );
  });

  it('filters on inclusive price bounds, 0 meaning no bound', async () => {
    expect(await found({ PriceFrom: 200000, PriceTo: 400000 })).toEqual(ids('terraced', 'apartment', 'studio'));
    expect(await found({ PriceFrom: 0, PriceTo: 200000, Goal: 0 })).toEqual(ids('villa', 'terraced'));
    expect(await found({ PriceFrom: 400000, PriceTo: 0 })).toEqual(ids('studio', 'house'));
  });

  it('filters on goal', async () => {
    expect(await found({ Goal: 1 })).toEqual(ids('rental'));
    expect(await found({ Goal: 2 })).toEqual([]);
    expect(await found({ Goal: -1 })).toHaveLength(6);
  });

  it('filters on a minimum and on exact bedroom counts, 5+ meaning five or more', async () => {
    expect(await found({ MinRoom: 3 })).toEqual(ids('apartment', 'studio', 'house'));
    expect(await found({ NrRooms: '1, 5+' })).toEqual(ids('villa', 'studio', 'house'));
    expect(await found({ NrRooms: '2' })).toEqual(ids('terraced', 'rental'));
    expect(await found({ NrRooms: '6+' })).toEqual(ids('house'));
    expect(await found({ MinRoom: 3, NrRooms: '2,3' })).toEqual(ids('apartment'));
  });

  it('filters on zones including their sub-zones', async () => {
    expect(await found({ GeographicIDs: String(REF.zone.flanders) })).toEqual(ids('terraced', 'apartment', 'rental'));
    expect(await found({ GeographicIDs: `${REF.zone.antwerpProvince}, ${REF.zone.brussels}` })).toEqual(ids('villa', 'terraced', 'studio', 'house'));
  });

  it('filters on postcodes, city names (any case) and Recordfiles', async () => {
    expect(await found({ PostalCodes: ' 2000 ,9000' })).toEqual(ids('terraced', 'apartment', 'rental'));
    expect(await found({ CityNames: 'gent, ANTWERPEN' })).toEqual(ids('terraced', 'apartment', 'rental'));
    expect(await found({ CityNames: 'Bruxelles' })).toEqual(ids('villa', 'studio', 'house'));
    expect(await found({ CityNames: 'Anvers,Nowhere' })).toEqual(ids('terraced'));
    expect(await found({ Recordfiles: 'V-1,T-2' })).toEqual(ids('villa', 'terraced'));
  });

  describe('search without regard to case or accents (full-text indexes)', () => {
    let searcher: Tenant;
    const q: Record<string, Property> = {};
    const searchIds = async (params: PropertyFilterParams) =>
      (await service.search(searcher, parsePropertyFilter(params), { limit1: 1, limit2: 100 }, OPTIONS)).Items.map((item) => item.ID!).sort((a, b) => a - b);
    const counted = (params: PropertyFilterParams) => service.count(searcher, parsePropertyFilter({ ...params, Goal: -1 }));
    const qids = (...names: string[]) => names.map((name) => q[name]!.id).sort((a, b) => a - b);

    beforeAll(async () => {
      searcher = await createTenant(dataSource);
      q['liege'] = await createProperty(dataSource, searcher, { city: 'Liège', zip: '4000', street: "Rue de l'Église", ident: 'LG-1' });
      q['upper'] = await createProperty(dataSource, searcher, { city: 'LIÈGE', zip: '4000', street: 'Kerkstraat', ident: 'LG-2' });
      q['suburb'] = await createProperty(dataSource, searcher, { city: 'Liège-Sud', zip: '4020', street: 'Rue des Écoles', ident: 'LS-3' });
      q['louviere'] = await createProperty(dataSource, searcher, { city: 'La Louvière', zip: '7100', street: 'Place du Marché', ident: 'LL-4' });
      q['gent'] = await createProperty(dataSource, searcher, { city: 'Gent', zip: '9000', street: 'Veldstraat', ident: 'G-5' });
    });

    it('finds a city typed without accents or in another case (CityNames), and only that city', async () => {
      expect(await searchIds({ CityNames: 'liege' })).toEqual(qids('liege', 'upper'));
      expect(await searchIds({ CityNames: 'LIEGE,la louviere' })).toEqual(qids('liege', 'upper', 'louviere'));
      expect(await searchIds({ CityNames: 'Liège-Sud' })).toEqual(qids('suburb'));
      expect(await counted({ CityNames: 'liège' })).toBe(2);
    });

    it('finds words of the street, city, postcode or dossier reference (Keyword) and of the street (StreetName)', async () => {
      expect(await searchIds({ Keyword: 'liege' })).toEqual(qids('liege', 'upper', 'suburb'));
      expect(await searchIds({ Keyword: 'EGLISE' })).toEqual(qids('liege'));
      expect(await searchIds({ Keyword: 'kerk' })).toEqual(qids('upper'));
      expect(await searchIds({ Keyword: 'louviere marche' })).toEqual(qids('louviere'));
      expect(await searchIds({ Keyword: 'LS-3' })).toEqual(qids('suburb'));
      expect(await searchIds({ Keyword: '4020' })).toEqual(qids('suburb'));
      expect(await searchIds({ StreetName: 'ecoles' })).toEqual(qids('suburb'));
      expect(await searchIds({ StreetName: 'église' })).toEqual(qids('liege'));
      expect(await searchIds({ StreetName: 'liege' })).toEqual([]);
      expect(await counted({ Keyword: 'liège' })).toBe(3);
    });

    it('finds StreetName inside the words of Dutch and French compound street names, from the trigram index', async () => {
      expect(await searchIds({ StreetName: 'straat' })).toEqual(qids('upper', 'gent'));
      expect(await searchIds({ StreetName: 'STRAAT' })).toEqual(qids('upper', 'gent'));
      expect(await searchIds({ StreetName: 'veld' })).toEqual(qids('gent'));
      expect(await searchIds({ StreetName: 'glise' })).toEqual(qids('liege'));
      expect(await searchIds({ StreetName: 'colés' })).toEqual(qids('suburb'));
      expect(await searchIds({ StreetName: 'rue ecol' })).toEqual(qids('suburb'));
      expect(await searchIds({ StreetName: 'straatweg' })).toEqual([]);
      // Two letters still begin a word.
      expect(await searchIds({ StreetName: 'du' })).toEqual(qids('louviere'));
      expect(await counted({ StreetName: 'straat' })).toBe(2);
    });

    it('follows changes of the street and city (the index is kept in step with every write)', async () => {
      await dataSource.getRepository(Property).update({ id: q['gent']!.id }, { street: 'Rue de la Régence', city: 'Namur' });
      expect(await searchIds({ StreetName: 'regence' })).toEqual(qids('gent'));
      expect(await searchIds({ Keyword: 'veldstraat' })).toEqual([]);
      expect(await searchIds({ CityNames: 'namur' })).toEqual(qids('gent'));
      await dataSource.getRepository(Property).delete({ id: q['gent']!.id });
      // Another text than above: the pages and counts of a filter are kept for a while (see PageSeeker).
      expect(await searchIds({ StreetName: 'de la regence' })).toEqual([]);
    });
  });

  describe('GPS radius', () => {
    const KM_PER_DEGREE = 111.195;
    const centre = { latitude: 50.5, longitude: 5.5 };
    const kmLongitude = KM_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180);
    /** A point `north` and `east` km from the centre. */
    const at = (north: number, east: number) => ({ latitude: centre.latitude + north / KM_PER_DEGREE, longitude: centre.longitude + east / kmLongitude });
    let mapper: Tenant;
    let neighbour: Tenant;
    const g: Record<string, Property> = {};
    /** Every call asks a slightly different radius: pages and counts of one filter are kept for a while (see PageSeeker). */
    let call = 0;
    const near = async (radiusKm: number) => {
      const params = { GpsX: centre.longitude, GpsY: centre.latitude, GpsRadius: radiusKm + ++call * 1e-9 };
      const listed = (await service.search(mapper, parsePropertyFilter(params), { limit1: 1, limit2: 100 }, OPTIONS)).Items.map((item) => item.ID!);
      expect(await service.count(mapper, parsePropertyFilter(params))).toBe(listed.length);
      return listed.sort((a, b) => a - b);
    };
    const gids = (...names: string[]) => names.map((name) => g[name]!.id).sort((a, b) => a - b);

    beforeAll(async () => {
      mapper = await createTenant(dataSource);
      neighbour = await createTenant(dataSource);
      g['centre'] = await createProperty(dataSource, mapper, at(0, 0));
      g['north'] = await createProperty(dataSource, mapper, at(1.9, 0));
      g['west'] = await createProperty(dataSource, mapper, at(0, -1.95));
      g['outside'] = await createProperty(dataSource, mapper, at(0, 2.1));
      // In the circle's bounding box, outside the circle.
      g['corner'] = await createProperty(dataSource, mapper, at(1.6, 1.6));
      g['unplaced'] = await createProperty(dataSource, mapper, { latitude: null, longitude: null });
      g['withdrawn'] = await createProperty(dataSource, mapper, { ...at(0.2, 0.2), status: 0 });
      g['far'] = await createProperty(dataSource, mapper, at(50, 80));
      await createProperty(dataSource, neighbour, at(0, 0));
    });

    it('lists and counts the properties within the radius, of the tenant only', async () => {
      expect(await near(2)).toEqual(gids('centre', 'north', 'west'));
      expect(await near(2.5)).toEqual(gids('centre', 'north', 'west', 'outside', 'corner'));
      expect(await near(0.1)).toEqual(gids('centre'));
      expect(await near(200)).toEqual(gids('centre', 'north', 'west', 'outside', 'corner', 'far'));
    });

    it('follows every write of the coordinates, the status, the agency and the row', async () => {
      const properties = dataSource.getRepository(Property);
      await properties.update({ id: g['outside']!.id }, at(0.5, 0.5));
      await properties.update({ id: g['north']!.id }, { latitude: null });
      await dataSource.query(`UPDATE property SET latitude = ${at(-1, 0).latitude}, longitude = ${at(-1, 0).longitude} WHERE id = ${g['unplaced']!.id}`);
      await properties.update({ id: g['withdrawn']!.id }, { status: 1 });
      expect(await near(2)).toEqual(gids('centre', 'west', 'outside', 'unplaced', 'withdrawn'));
      await properties.delete({ id: g['west']!.id });
      await properties.update({ id: g['centre']!.id }, { agencyId: neighbour.agencyId });
      expect(await near(2)).toEqual(gids('outside', 'unplaced', 'withdrawn'));
    });
  });

  it('counts a ChangeSince listing: from before every change as the listing, from later the rows changed since', async () => {
    const all = await service.count(agency, parsePropertyFilter({}));
    expect(await service.count(agency, parsePropertyFilter({ ChangeSince: new Date(Date.UTC(2000, 0, 1)) }))).toBe(all);
    const changes = (await search()).Items.map((item) => item.LastChangedDate as unknown as string | Date).map((date) => new Date(date).getTime()).sort((a, b) => a - b);
    const since = new Date(changes[2]!);
    expect((await search({ ChangeSince: since })).RowsCount).toBe(changes.filter((time) => time >= since.getTime()).length);
    expect(await service.count(agency, parsePropertyFilter({ ChangeSince: since }))).toBe(all - 2);
  });

  it('filters on types including sub-types of a main type', async () => {
    expect(await found({ TypeIDs: String(REF.type.house) })).toEqual(ids('villa', 'terraced', 'house'));
    expect(await found({ TypeIDs: String(REF.type.studio) })).toEqual(ids('studio'));
    expect(await found({ TypeIDs: `${REF.type.apartment}` })).toEqual(ids('apartment', 'studio', 'rental'));
  });

  it('combines filters', async () => {
    expect(await found({ Goal: 0, TypeIDs: String(REF.type.house), PriceTo: 250000, PostalCodes: '1000' })).toEqual(ids('villa'));
  });

  it('sorts on the whitelisted fields', async () => {
    const byPrice = await search({ Goal: 0 }, { sort: 'Price' });
    expect(byPrice.Items.map((item) => item.Price)).toEqual([100000, 200000, 300000, 400000, 500000]);
    const byBedrooms = await search({}, { sort: 'NumberOfBedRooms DESC, Price ASC' });
    expect(byBedrooms.Items.map((item) => item.ID)).toEqual(ids('house', 'studio', 'apartment', 'rental', 'terraced', 'villa'));
    const byZip = await search({}, { sort: 'zip desc' });
    expect(byZip.Items.map((item) => item.Zip)).toEqual(['9000', '9000', '2000', '1000', '1000', '1000']);
  });

  it('loads a page with a fixed number of queries whatever its size', async () => {
    const logger = dataSource.logger;
    const original = logger.logQuery.bind(logger);
    async function queriesOf(run: () => Promise<unknown>): Promise<number> {
      let count = 0;
      logger.logQuery = (...args) => {
        count++;
        return original(...args);
      };
      try {
        await run();
      } finally {
        logger.logQuery = original;
      }
      return count;
    }
    await search();
    const small = await queriesOf(() => search({}, {}, { limit1: 1, limit2: 1 }));
    const large = await queriesOf(() => search({}, {}, { limit1: 1, limit2: 6 }));
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(4);
  });

  it('rejects an unknown sort field as invalid SORTORDER input', async () => {
    await expect(search({}, { sort: 'Colour DESC' })).rejects.toMatchObject({ code: 'invalid-input', field: 'SORTORDER' });
  });

  it('pages with a 1-based inclusive range, To the last row served', async () => {
    const all = (await search()).Items.map((item) => item.ID);
    const first = await search({}, {}, { limit1: 0, limit2: 2 });
    expect(first).toMatchObject({ From: 1, To: 2, RowsCount: 6 });
    expect(first.Items.map((item) => item.ID)).toEqual(all.slice(0, 2));
    const second = await search({}, {}, { limit1: 3, limit2: 4 });
    expect(second.Items.map((item) => item.ID)).toEqual(all.slice(2, 4));
    const tail = await search({}, {}, { limit1: 5, limit2: 10 });
    expect(tail).toMatchObject({ From: 5, To: 6, RowsCount: 6 });
    expect(tail.Items.map((item) => item.ID)).toEqual(all.slice(4));
    const beyond = await search({}, {}, { limit1: 50, limit2: 60 });
    expect(beyond).toMatchObject({ From: 50, To: 49, RowsCount: 6, Items: [] });
  });

  it('serves to the end when Limit2 is 0, and nothing when Limit2 is below Limit1', async () => {
    const rest = await search({}, {}, { limit1: 0, limit2: 0 });
    expect(rest).toMatchObject({ From: 1, To: 6, RowsCount: 6 });
    expect(rest.Items).toHaveLength(6);
    expect(await search({}, {}, { limit1: 3, limit2: 0 })).toMatchObject({ From: 3, To: 6, RowsCount: 6 });
    const empty = await search({}, {}, { limit1: 2, limit2: 1 });
    expect(empty).toMatchObject({ From: 2, To: 1, RowsCount: 6, Items: [] });
  });

  it('chooses the list picture family from the size bounds and prefixes relative URLs', async () => {
    const villa = (page: Awaited<ReturnType<typeof search>>) => page.Items.find((item) => item.ID === p['villa']!.id)!;
    const unbounded = villa(await search({ Recordfiles: 'V-1' }));
    expect(unbounded.MainPicture).toBe(`${PICTURE_BASE_URL}/p${p['villa']!.id}/1-xl.jpg`);
    expect(unbounded).toMatchObject({ MainPictureWidth: 1600, MainPictureHeight: 1200 });
    const bounded = villa(await search({ Recordfiles: 'V-1' }, { pictureMaxWidth: 400, pictureMaxHeight: 300 }));
    expect(bounded.MainPicture).toBe(`${PICTURE_BASE_URL}/p${p['villa']!.id}/1-m.jpg`);
    expect(bounded).toMatchObject({ MainPictureWidth: 320, MainPictureHeight: 240 });
    expect(bounded.SmallPicture).toBe(`${PICTURE_BASE_URL}/p${p['villa']!.id}/1-s.jpg`);
    expect(bounded.LargePictureItems.map((picture) => picture.Url)).toEqual([
      `${PICTURE_BASE_URL}/p${p['villa']!.id}/1-l.jpg`,
      `${PICTURE_BASE_URL}/p${p['villa']!.id}/2-l.jpg`,
    ]);
    const tiny = villa(await search({ Recordfiles: 'V-1' }, { pictureMaxWidth: 100, pictureMaxHeight: 100 }));
    expect(tiny.MainPicture).toBe(`${PICTURE_BASE_URL}/p${p['villa']!.id}/1-s.jpg`);
  });

  it('counts what the search lists, per filter', async () => {
    expect(await service.count(agency, parsePropertyFilter({}))).toBe(6);
    expect(
      await service.countMany(agency, [
        parsePropertyFilter({ Goal: 0 }),
        parsePropertyFilter({ Goal: 1 }),
        parsePropertyFilter({ TypeIDs: String(REF.type.house), NrRooms: '5+' }),
        parsePropertyFilter({ includeReferences: true }),
      ]),
    ).toEqual([5, 1, 1, 9]);
    expect(await service.count(other, parsePropertyFilter({}))).toBe(1);
  });

  it('keeps a count for a short time per tenant and filter', async () => {
    const filter = parsePropertyFilter({ PostalCodes: '3000' });
    expect(await service.count(agency, filter)).toBe(0);
    await createProperty(dataSource, agency, { zip: '3000' });
    expect(await service.count(agency, parsePropertyFilter({ PostalCodes: ' 3000,' }))).toBe(0);
    expect(await service.count(agency, parsePropertyFilter({ PostalCodes: '3000', Goal: 0 }))).toBe(1);
  });

  it("never shows another agency's properties", async () => {
    const page = await search({ Recordfiles: 'V-1' });
    expect(page.Items.map((item) => item.ID)).toEqual(ids('villa'));
    const otherPage = await service.search(other, parsePropertyFilter({}), { limit1: 1, limit2: 10 }, OPTIONS);
    expect(otherPage.Items.map((item) => item.ID)).toEqual(ids('foreign'));
  });

  it('rejects an unknown language id', async () => {
    await expect(search({}, { languageId: 9 })).rejects.toBeInstanceOf(DomainError);
  });
});

describe('PropertiesService page size cap', () => {
  let dataSource: DataSource;
  let module: TestingModule;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await seedReferenceData(dataSource);
    module = await domainModule(dataSource, [PropertiesModule]);
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  it('serves at most 1000 rows per page', async () => {
    const tenant = await createTenant(dataSource);
    const template = await createProperty(dataSource, tenant);
    const { id: _id, ...row } = template;
    for (let chunk = 0; chunk < 10; chunk++) {
      await dataSource.getRepository(Property).insert(Array.from({ length: 100 }, (_, i) => ({ ...row, ident: `C-${chunk}-${i}` })));
    }
    const service = module.get(PropertiesService);
    const page = await service.search(tenant, parsePropertyFilter({}), { limit1: 1, limit2: 5000 }, OPTIONS);
    expect(page).toMatchObject({ From: 1, To: 1000, RowsCount: 1001 });
    expect(page.Items).toHaveLength(1000);
    expect(new Set(page.Items.map((item) => item.ID)).size).toBe(1000);
    const rest = await service.search(tenant, parsePropertyFilter({}), { limit1: 1001, limit2: 1100 }, OPTIONS);
    expect(rest.Items).toHaveLength(1);
  });
});
