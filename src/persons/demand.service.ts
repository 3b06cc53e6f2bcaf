import { requireScope } from '../common/scopes.js';
import { Inject, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { HISTORY_TYPE } from '../common/codes.js';
import { NotFoundError } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { HistoryWriter } from '../history/history-writer.js';
import { Property } from '../properties/properties.entities.js';
import { ReferenceCache } from '../reference/reference-cache.js';
import { storedNow } from './clock-time.js';
import { Demand } from './persons.entities.js';
import type { MatchingStatisticRecord } from './persons.records.js';

/** The published statuses a property can be matched in (active, sold, rented, reference). */
const MATCHABLE = [1, 2, 4, 6];

function ids(text: string): number[] {
  return text.split(',').flatMap((item) => (item.trim() === '' ? [] : [Number(item)]));
}

function texts(text: string): string[] {
  return text.split(',').flatMap((item) => (item.trim() === '' ? [] : [item.trim().toLowerCase()]));
}

/**
 * Demands seen from the outside: unsubscribing from their mail alerts, and how many active
 * demands a property matches (GetMatchingStatisticOfProperty).
 *
 * A demand matches a property when it is active, has the property's goal, the price lies within
 * its bounds (a property without price matches any bounds), the property has at least MinRoom
 * bedrooms, and each of its lists that is not empty holds the property's value: TypeIDs the type
 * or its main type, Zips the postcode, GeographicIDs the zone or a zone above it, CityNames the
 * city (any spelling, any case).
 */
@Injectable()
export class DemandService {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(HistoryWriter) private readonly history: HistoryWriter,
    @Inject(ReferenceCache) private readonly reference: ReferenceCache,
  ) {}

  /**
   * UnsubscribeDemandPerson: stops the mail alerts of the person's demand (or of all their
   * demands when demandId is null), writing a ChangedDemand history per demand changed. False
   * when the person has no such demand.
   */
  async unsubscribe(tenant: Tenant, personId: number, demandId: number | null): Promise<boolean> {
    requireScope(tenant, 'persons-write');
    if (!Number.isSafeInteger(personId) || (demandId !== null && !Number.isSafeInteger(demandId))) return false;
    const date = storedNow();
    return this.scope.transaction(async (manager) => {
      const where = demandId === null ? { personId } : { personId, id: demandId };
      const demands = await this.scope.find(tenant, Demand, where, manager);
      if (demands.length === 0) return false;
      const subscribed = demands.filter((demand) => demand.mailAlert);
      if (subscribed.length === 0) return true;
      await this.scope.update(tenant, Demand, { id: In(subscribed.map((d) => d.id)) }, { mailAlert: false, lastChangedAt: date }, manager);
      for (const demand of subscribed) {
        await this.history.write(
          tenant,
          { kind: 'automatic', typeId: HISTORY_TYPE.ChangedDemand, date, personId, subject: `Demand ${demand.id} unsubscribed from mail alerts` },
          manager,
        );
      }
      return true;
    });
  }

  /** How many of the agency's active demands (and of their persons) match a published property; NotFound otherwise. */
  async matchingStatistic(tenant: Tenant, propertyId: number): Promise<MatchingStatisticRecord> {
    requireScope(tenant, 'persons-read');
    const property = Number.isSafeInteger(propertyId) ? await this.scope.findOne(tenant, Property, { id: propertyId }) : null;
    if (!property || !MATCHABLE.includes(property.status)) throw new NotFoundError('Property', propertyId);
    const demands = await this.scope.find(tenant, Demand, { active: true });
    const [types, zones, cityNames] = await Promise.all([this.reference.propertyTypes(), this.reference.zones(), this.reference.cityNameVariants()]);
    const typeIds = new Set([property.typeId]);
    for (let type = types.get(property.typeId); type?.parentId != null && typeIds.size < 16; type = types.get(type.parentId)) typeIds.add(type.parentId);
    const zoneIds = new Set(property.zoneId === null ? [] : [property.zoneId]);
    for (let zone = property.zoneId === null ? undefined : zones.get(property.zoneId); zone?.parentId != null && zoneIds.size < 16; zone = zones.get(zone.parentId)) {
      zoneIds.add(zone.parentId);
    }
    const city = (property.city ?? '').toLowerCase();
    const spellings = new Set(cityNames.get(city) ?? [city]);
    const matching = demands.filter((demand) => {
      if (demand.goal !== property.goal) return false;
      if (property.price !== null && demand.priceFrom !== null && property.price < demand.priceFrom) return false;
      if (property.price !== null && demand.priceTo !== null && property.price > demand.priceTo) return false;
      if (property.bedrooms < demand.minRoom) return false;
      const wantedTypes = ids(demand.typeIds);
      if (wantedTypes.length > 0 && !wantedTypes.some((id) => typeIds.has(id))) return false;
      const zips = texts(demand.zips);
      if (zips.length > 0 && !zips.includes((property.zip ?? '').toLowerCase())) return false;
      const wantedZones = ids(demand.geographicIds);
      if (wantedZones.length > 0 && !wantedZones.some((id) => zoneIds.has(id))) return false;
      const cities = texts(demand.cityNames);
      return cities.length === 0 || cities.some((name) => spellings.has(name));
    });
    return {
      ID: property.id,
      ProjectID: property.projectId,
      NumberOfActiveDemands: demands.length,
      NumberOfMatchingDemands: matching.length,
      NumberOfMatchingPersons: new Set(matching.map((demand) => demand.personId)).size,
    };
  }
}
