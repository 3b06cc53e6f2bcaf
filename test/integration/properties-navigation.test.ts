import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import type { Tenant } from '../../src/common/tenant.js';
import { PropertiesModule } from '../../src/properties/properties.module.js';
import { PropertiesService } from '../../src/properties/properties.service.js';
import { parsePropertyFilter, type PropertyFilterParams } from '../../src/properties/property-filter.js';
import { PropertyNavigation } from '../../src/properties/property-navigation.js';
import { openTestDatabase } from '../support/database.js';
import { createProperty, domainModule } from '../support/factories/properties.js';
import { createTenant, seedReferenceData } from '../support/factories/reference.js';

/**
 * Previous/next of a property (GetPreviousNextOfProperty): sought from the property's own key
 * values in seekable orders, read from the listing otherwise; both must agree with the listing
 * the search pages, ties included.
 */
describe('PropertyNavigation', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let navigation: PropertyNavigation;
  let service: PropertiesService;
  let agency: Tenant;

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await seedReferenceData(dataSource);
    module = await domainModule(dataSource, [PropertiesModule]);
    navigation = module.get(PropertyNavigation);
    service = module.get(PropertiesService);
    agency = await createTenant(dataSource);
    const other = await createTenant(dataSource);
    for (let i = 0; i < 14; i++) {
      await createProperty(dataSource, agency, { goal: i % 3 === 0 ? 1 : 0, bedrooms: i % 4, price: i % 5 === 0 ? null : 100_000 + (i % 6) * 1000, status: i === 6 ? 0 : 1 });
      if (i % 5 === 0) await createProperty(dataSource, other, { bedrooms: i % 4 });
    }
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  const listing = async (params: PropertyFilterParams, sort: string | null) =>
    (await service.search(agency, parsePropertyFilter(params), { limit1: 1, limit2: 1000 }, { languageId: 1, sort, sortField: 'SortFields', pictureMaxWidth: 0, pictureMaxHeight: 0 })).Items.map(
      (item) => item.ID!,
    );

  it.each([
    [{}, null],
    [{}, 'ID'],
    [{ Goal: 0 }, 'NumberOfBedRooms DESC'],
    [{}, 'Goal,LastChangedDate DESC'],
    [{ MinRoom: 1 }, 'TypeID'],
    [{}, 'Price DESC'],
  ] as const)('agrees with the listing (filter %j, sort %s)', async (params, sort) => {
    const ids = await listing(params, sort);
    expect(ids.length).toBeGreaterThan(3);
    for (const [index, id] of ids.entries()) {
      const around = await navigation.neighbours(agency, parsePropertyFilter(params), id, sort, 'SortFields');
      expect({ id, around }).toEqual({ id, around: { previousId: ids[index - 1] ?? null, nextId: ids[index + 1] ?? null, position: index + 1, total: ids.length } });
    }
  });

  it('answers null for a property outside the listing', async () => {
    const [first] = await listing({ Goal: 1 }, null);
    expect(await navigation.neighbours(agency, parsePropertyFilter({ Goal: 0 }), first!, null, 'SortFields')).toBeNull();
    expect(await navigation.neighbours(agency, parsePropertyFilter({}), 999_999_999, null, 'SortFields')).toBeNull();
  });
});
