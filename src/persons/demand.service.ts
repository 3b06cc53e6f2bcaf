import { requireScope } from '../common/scopes.js';
import { Inject, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { HISTORY_TYPE } from '../common/codes.js';
import { NotFoundError, UnauthenticatedError } from '../common/errors.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { HistoryWriter } from '../history/history-writer.js';
import { Property } from '../properties/properties.entities.js';
import { ReferenceCache } from '../reference/reference-cache.js';
import { storedNow } from './clock-time.js';
import { demandColumns, type DemandInput } from './demand-input.js';
import { PersonCredentials } from './person-credentials.js';
import { toDemandRecord, toPersonRecord } from './person-mapping.js';
import { PersonRegistry } from './person-registry.js';
import { Demand, Person } from './persons.entities.js';
import type { DemandCountRecord, DemandPersonInfo, DemandRecord, MatchingStatisticRecord } from './persons.records.js';

/** SaveChangedDemandList: one demand to change (demandId) or add (demandId absent or 0). */
export interface DemandEntryInput extends DemandInput {
  readonly demandId?: number | null;
}

/** GetNumberOfDemands: which active demands count. */
export interface DemandCountFilter {
  readonly priceMin?: number | null;
  readonly priceMax?: number | null;
  readonly zoneIds?: readonly number[];
  readonly webIds?: readonly number[];
}

/** The published statuses a property can be matched in (active, sold, rented, reference). */
const MATCHABLE = [1, 2, 4, 6];

function ids(text: string): number[] {
  return text.split(',').flatMap((item) => (item.trim() === '' ? [] : [Number(item)]));
}

function texts(text: string): string[] {
  return text.split(',').flatMap((item) => (item.trim() === '' ? [] : [item.trim().toLowerCase()]));
}

/**
 * Demands seen from the outside: listing, counting and changing them, unsubscribing from their
 * mail alerts, and how many active demands a property matches (GetMatchingStatisticOfProperty).
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
    @Inject(PersonCredentials) private readonly credentials: PersonCredentials,
    @Inject(PersonRegistry) private readonly registry: PersonRegistry,
  ) {}

  /**
   * GetDemandList: with an email, the demands of the person with this email and password
   * (UnauthenticatedError when either is wrong, throttled like a login); without one, every
   * demand of the agency. With zips, only demands naming one of them. Oldest first.
   */
  async listDemands(tenant: Tenant, login: { email: string | null; password: string | null }, zips: readonly string[], clientAddress = ''): Promise<DemandRecord[]> {
    let demands: Demand[];
    if (login.email !== null && login.email.trim() !== '') {
      requireScope(tenant, 'persons-write');
      const person = await this.credentials.verify(tenant, login.email, login.password, clientAddress);
      if (!person) throw new UnauthenticatedError('Invalid email or password.');
      demands = await this.scope.find(tenant, Demand, { personId: person.id });
    } else {
      requireScope(tenant, 'persons-read');
      demands = await this.scope.find(tenant, Demand);
    }
    const wanted = new Set(zips.map((zip) => zip.trim().toLowerCase()).filter((zip) => zip !== ''));
    return demands
      .filter((demand) => wanted.size === 0 || texts(demand.zips).some((zip) => wanted.has(zip)))
      .sort((a, b) => a.id - b.id)
      .map(toDemandRecord);
  }

  /**
   * GetNumberOfDemands: per goal (sale, rent, take-over), how many active demands and persons
   * would take a property in the filter: the demand's price range overlaps PriceMin–PriceMax,
   * its zones (when it names any) include one of the zone ids, its types (when it names any)
   * include one of the web categories' property types.
   */
  async countDemands(tenant: Tenant, filter: DemandCountFilter): Promise<DemandCountRecord[]> {
    requireScope(tenant, 'persons-read');
    const demands = await this.scope.find(tenant, Demand, { active: true });
    const types = await this.reference.propertyTypes();
    const zoneIds = new Set(filter.zoneIds ?? []);
    const webIds = new Set(filter.webIds ?? []);
    const min = filter.priceMin ? filter.priceMin : null;
    const max = filter.priceMax ? filter.priceMax : null;
    const counted = demands.filter((demand) => {
      if (max !== null && demand.priceFrom !== null && Number(demand.priceFrom) > max) return false;
      if (min !== null && demand.priceTo !== null && Number(demand.priceTo) < min) return false;
      const zones = ids(demand.geographicIds);
      if (zoneIds.size > 0 && zones.length > 0 && !zones.some((id) => zoneIds.has(id))) return false;
      const typeIds = ids(demand.typeIds);
      return webIds.size === 0 || typeIds.length === 0 || typeIds.some((id) => webIds.has(types.get(id)?.webId ?? -1));
    });
    return [0, 1, 2].map((goal) => {
      const ofGoal = counted.filter((demand) => demand.goal === goal);
      return { Goal: goal, NumberOfDemands: ofGoal.length, NumberOfPersons: new Set(ofGoal.map((demand) => demand.personId)).size };
    });
  }

  /**
   * GetDemandPerson with only the person: the person and their latest active demand (their
   * latest demand when none is active); NotFound when the person is unknown or has no demand.
   */
  async latestDemandOfPerson(tenant: Tenant, personId: number): Promise<DemandPersonInfo> {
    requireScope(tenant, 'persons-read');
    const person = Number.isSafeInteger(personId) ? await this.scope.findOne(tenant, Person, { id: personId }) : null;
    const demands = person ? await this.scope.find(tenant, Demand, { personId }) : [];
    const latest = [...demands].sort((a, b) => Number(b.active) - Number(a.active) || b.id - a.id)[0];
    if (!person || !latest) throw new NotFoundError('Demand of person', personId);
    return { Person: toPersonRecord(person, demands), Demand: toDemandRecord(latest) };
  }

  /**
   * SaveChangedDemandList: in one transaction, deactivates the person's demands listed in
   * inactiveIds and changes (demandId given) or adds (absent or 0) the entries, each with its
   * ChangedDemand/NewDemand history. A demand that is not the person's is NotFound and nothing
   * is saved. A changed demand keeps its mail alert unless the entry sets it.
   */
  async saveChangedDemands(tenant: Tenant, personId: number, inactiveIds: readonly number[], entries: readonly DemandEntryInput[]): Promise<boolean> {
    requireScope(tenant, 'persons-write');
    const date = storedNow();
    const person = Number.isSafeInteger(personId) ? await this.scope.findOne(tenant, Person, { id: personId }) : null;
    if (!person) throw new NotFoundError('Person', personId);
    const context = { date, officeId: person.officeId, languageId: person.languageId };
    const validated = entries.map((entry) => ({ entry, columns: demandColumns(entry) }));
    return this.scope.transaction(async (manager) => {
      const owned = new Map((await this.scope.find(tenant, Demand, { personId }, manager)).map((demand) => [demand.id, demand]));
      const demandOf = (id: number): Demand => {
        const demand = owned.get(id);
        if (!demand) throw new NotFoundError(`Demand ${id} of person`, personId);
        return demand;
      };
      for (const id of new Set(inactiveIds)) {
        const demand = demandOf(id);
        if (!demand.active) continue;
        await this.scope.update(tenant, Demand, { id }, { active: false, lastChangedAt: date }, manager);
        await this.history.write(tenant, { kind: 'automatic', typeId: HISTORY_TYPE.ChangedDemand, date, personId, officeId: person.officeId, subject: `Demand ${id} deactivated` }, manager);
      }
      for (const { entry, columns } of validated) {
        if (entry.demandId) {
          const demand = demandOf(entry.demandId);
          await this.registry.changeDemand(tenant, demand, { ...columns, mailAlert: entry.mailAlert ?? demand.mailAlert }, context, manager);
        } else {
          await this.registry.addDemand(tenant, personId, columns, context, manager);
        }
      }
      return true;
    });
  }

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
