import { Inject, Injectable } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import { PROPERTY_STATUS } from '../common/codes.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { ReferenceCache, withDescendants } from '../reference/reference-cache.js';
import { Project } from '../construction/construction.entities.js';
import type { IdSelection, PropertyFeature, PropertyFilter } from './property-filter.js';
import { Property, PropertyOwner, SelectedProperty } from './properties.entities.js';

/** Public listings show active properties only. */
export const LISTED_STATUSES: readonly number[] = [PROPERTY_STATUS.Active];
/** With includeReferences, sold, rented and reference properties are listed too. */
export const LISTED_WITH_REFERENCES: readonly number[] = [
  PROPERTY_STATUS.Active,
  PROPERTY_STATUS.Sold,
  PROPERTY_STATUS.Rented,
  PROPERTY_STATUS.Reference,
];
/** A single property can be opened when active, sold, rented or a reference (not prospective, cancelled, inactive). */
export const VIEWABLE_STATUSES = LISTED_WITH_REFERENCES;

const KM_PER_DEGREE = 111.195;

const FEATURE_CONDITIONS: Readonly<Record<PropertyFeature, string>> = {
  garden: 'p.hasGarden = :featureTrue',
  furnished: 'p.hasFurnished = :featureTrue',
  attic: 'p.hasAttic = :featureTrue',
  lift: 'p.hasLift = :featureTrue',
  cellar: 'p.hasCellar = :featureTrue',
  garage: 'p.garages > 0',
  parking: 'p.parkings > 0',
  terrace: 'p.surfaceTerrace > 0',
};

/** `column IN (…)`, or with `exclude` every other value (a property without a value matches then). */
function selection(query: SelectQueryBuilder<Property>, column: string, parameter: string, chosen: IdSelection): void {
  if (chosen.ids.length === 0) return;
  const condition = chosen.exclude ? `(${column} IS NULL OR ${column} NOT IN (:...${parameter}))` : `${column} IN (:...${parameter})`;
  query.andWhere(condition, { [parameter]: [...chosen.ids] });
}

/** User text for LIKE: its wildcards % and _ are dropped (an escape character is not portable between the engines). */
function likeEscaped(text: string): string {
  return text.replace(/[%_]/g, '');
}

/**
 * Builds the tenant's property queries. Every condition matches a column of the listing
 * indexes (agency, status, then goal/price, zip, type, zone or created date), so filtering and
 * counting walk an index rather than the table.
 */
@Injectable()
export class PropertyQuery {
  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(ReferenceCache) private readonly reference: ReferenceCache,
  ) {}

  /** The tenant's viewable properties (GetProperty and friends). */
  viewable(tenant: Tenant): SelectQueryBuilder<Property> {
    return this.scope.select(tenant, Property, 'p').andWhere('p.status IN (:...viewable)', { viewable: [...VIEWABLE_STATUSES] });
  }

  /** The tenant's listed properties matching the filter. Types and zones include their sub-types and sub-zones. */
  async listed(tenant: Tenant, filter: PropertyFilter): Promise<SelectQueryBuilder<Property>> {
    const query = this.scope.select(tenant, Property, 'p');
    const statuses = filter.statuses.length > 0 ? filter.statuses : filter.includeReferences ? LISTED_WITH_REFERENCES : LISTED_STATUSES;
    if (statuses.length === 1) query.andWhere('p.status = :status', { status: statuses[0] });
    else query.andWhere('p.status IN (:...statuses)', { statuses: [...statuses] });
    if (filter.goal !== null) query.andWhere('p.goal = :goal', { goal: filter.goal });
    this.price(query, filter);
    if (filter.minBedrooms !== null) query.andWhere('p.bedrooms >= :minBedrooms', { minBedrooms: filter.minBedrooms });
    if (filter.maxBedrooms !== null) query.andWhere('p.bedrooms <= :maxBedrooms', { maxBedrooms: filter.maxBedrooms });
    if (filter.minBathrooms !== null) query.andWhere('p.bathrooms >= :minBathrooms', { minBathrooms: filter.minBathrooms });
    if (filter.maxBathrooms !== null) query.andWhere('p.bathrooms <= :maxBathrooms', { maxBathrooms: filter.maxBathrooms });
    this.bedrooms(query, filter.bedrooms);
    if (filter.postalCodes.length > 0) query.andWhere('p.zip IN (:...zips)', { zips: [...filter.postalCodes] });
    if (filter.cityNames.length > 0) {
      const variants = await this.reference.cityNameVariants();
      const cityNames = [...new Set(filter.cityNames.flatMap((name) => variants.get(name) ?? [name]))].sort();
      query.andWhere('LOWER(p.city) IN (:...cityNames)', { cityNames });
    }
    if (filter.idents.length > 0) query.andWhere('p.ident IN (:...idents)', { idents: [...filter.idents] });
    if (filter.typeIds.length > 0) {
      const typeIds = withDescendants(filter.typeIds, await this.reference.propertyTypes());
      query.andWhere('p.typeId IN (:...typeIds)', { typeIds });
    }
    if (filter.zoneIds.length > 0) {
      const zoneIds = withDescendants(filter.zoneIds, await this.reference.zones());
      query.andWhere('p.zoneId IN (:...zoneIds)', { zoneIds });
    }
    if (filter.mainTypeIds.length > 0) {
      const mainTypeIds = withDescendants(filter.mainTypeIds, await this.reference.propertyTypes());
      query.andWhere('p.typeId IN (:...mainTypeIds)', { mainTypeIds });
    }
    this.clientFilters(query, filter);
    this.relations(query, filter);
    return query;
  }

  /** Price bounds; with includePriceZero a property without a price (null or 0) matches them too. */
  private price(query: SelectQueryBuilder<Property>, filter: PropertyFilter): void {
    const bounds: string[] = [];
    if (filter.priceFrom !== null) bounds.push('p.price >= :priceFrom');
    if (filter.priceTo !== null) bounds.push('p.price <= :priceTo');
    if (bounds.length === 0) return;
    const condition = bounds.join(' AND ');
    query.andWhere(filter.includePriceZero ? `((${condition}) OR p.price IS NULL OR p.price = 0)` : condition, {
      priceFrom: filter.priceFrom,
      priceTo: filter.priceTo,
    });
  }

  /** The v1.2 client filters on the property's own columns (property-filter.ts). */
  private clientFilters(query: SelectQueryBuilder<Property>, filter: PropertyFilter): void {
    if (filter.ids.length > 0) query.andWhere('p.id IN (:...ids)', { ids: [...filter.ids] });
    if (filter.webIds.length > 0) query.andWhere('p.webId IN (:...webIds)', { webIds: [...filter.webIds] });
    if (filter.marqueeIds.length > 0) query.andWhere('p.marquee IN (:...marqueeIds)', { marqueeIds: [...filter.marqueeIds] });
    if (filter.excludedMarquees.length > 0) query.andWhere('p.marquee NOT IN (:...excludedMarquees)', { excludedMarquees: [...filter.excludedMarquees] });
    if (filter.withoutMarquee) query.andWhere('p.marquee = 0');
    selection(query, 'p.countryId', 'countryIds', filter.countries);
    selection(query, 'p.conditionId', 'conditionIds', filter.conditions);
    if (filter.siteId !== null) query.andWhere('p.siteId = :siteId', { siteId: filter.siteId });
    if (filter.excludedSiteIds.length > 0) {
      query.andWhere('(p.siteId IS NULL OR p.siteId NOT IN (:...excludedSiteIds))', { excludedSiteIds: [...filter.excludedSiteIds] });
    }
    if (filter.officeId !== null) query.andWhere('p.officeId = :officeId', { officeId: filter.officeId });
    if (filter.projectId !== null) query.andWhere('p.projectId = :projectId', { projectId: filter.projectId });
    if (filter.buildingId !== null) query.andWhere('p.buildingId = :buildingId', { buildingId: filter.buildingId });
    if (filter.construction) query.andWhere('p.projectId IS NOT NULL');
    if (filter.office) query.andWhere('p.isOffice = :isOffice', { isOffice: true });
    if (filter.minSurface !== null) query.andWhere('p.surfaceTotal >= :minSurface', { minSurface: filter.minSurface });
    if (filter.maxSurface !== null) query.andWhere('p.surfaceTotal <= :maxSurface', { maxSurface: filter.maxSurface });
    if (filter.minLivingSurface !== null) query.andWhere('p.surfaceLiving >= :minLivingSurface', { minLivingSurface: filter.minLivingSurface });
    for (const feature of filter.features) query.andWhere(FEATURE_CONDITIONS[feature], { featureTrue: true });
    if (filter.changedSince !== null) query.andWhere('p.lastChangedAt >= :changedSince', { changedSince: filter.changedSince });
    if (filter.keyword !== null) {
      query.andWhere(
        '(LOWER(p.ident) LIKE :keyword OR LOWER(p.street) LIKE :keyword OR LOWER(p.city) LIKE :keyword OR LOWER(p.zip) LIKE :keyword)',
        { keyword: `%${likeEscaped(filter.keyword)}%` },
      );
    }
    if (filter.streetName !== null) query.andWhere('LOWER(p.street) LIKE :streetName', { streetName: `%${likeEscaped(filter.streetName)}%` });
    if (filter.houseNumber !== null) query.andWhere('LOWER(p.houseNumber) = :houseNumber', { houseNumber: filter.houseNumber });
    if (filter.near !== null) {
      // Equirectangular distance in km: fine at the scale of a search radius.
      const { longitude, latitude, radiusKm } = filter.near;
      query.andWhere('p.latitude IS NOT NULL AND p.longitude IS NOT NULL').andWhere(
        '((p.longitude - :nearLongitude) * :kmPerLongitude) * ((p.longitude - :nearLongitude) * :kmPerLongitude) + ((p.latitude - :nearLatitude) * :kmPerLatitude) * ((p.latitude - :nearLatitude) * :kmPerLatitude) <= :nearRadius2',
        {
          nearLongitude: longitude,
          nearLatitude: latitude,
          kmPerLongitude: KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180),
          kmPerLatitude: KM_PER_DEGREE,
          nearRadius2: radiusKm * radiusKm,
        },
      );
    }
  }

  /** Filters through other tables: owners, selected lists and the unit's project (all tenant-scoped). */
  private relations(query: SelectQueryBuilder<Property>, filter: PropertyFilter): void {
    if (filter.ownerId !== null) {
      const owned = query.subQuery().select('o.propertyId').from(PropertyOwner, 'o').where('o.agencyId = :tenantAgencyId').andWhere('o.personId = :ownerId');
      query.andWhere(`p.id IN ${owned.getQuery()}`, { ownerId: filter.ownerId });
    }
    if (filter.selectedByPersonId !== null) {
      const selected = query
        .subQuery()
        .select('s.propertyId')
        .from(SelectedProperty, 's')
        .where('s.agencyId = :tenantAgencyId')
        .andWhere('s.personId = :selectedByPersonId');
      query.andWhere(`p.id IN ${selected.getQuery()}`, { selectedByPersonId: filter.selectedByPersonId });
    }
    if (filter.projectStatuses.length > 0 || filter.projectPublishedOnInternet) {
      const projects = query.subQuery().select('j.id').from(Project, 'j').where('j.agencyId = :tenantAgencyId');
      if (filter.projectStatuses.length > 0) projects.andWhere('j.status IN (:...projectStatuses)');
      if (filter.projectPublishedOnInternet) projects.andWhere('j.publishInternet = :projectPublished');
      query.andWhere(`p.projectId IN ${projects.getQuery()}`, { projectStatuses: [...filter.projectStatuses], projectPublished: true });
    }
  }

  private bedrooms(query: SelectQueryBuilder<Property>, bedrooms: PropertyFilter['bedrooms']): void {
    const { exact, atLeast } = bedrooms;
    if (exact.length > 0 && atLeast !== null) {
      query.andWhere('(p.bedrooms IN (:...exactBedrooms) OR p.bedrooms >= :atLeastBedrooms)', {
        exactBedrooms: [...exact],
        atLeastBedrooms: atLeast,
      });
    } else if (exact.length > 0) {
      query.andWhere('p.bedrooms IN (:...exactBedrooms)', { exactBedrooms: [...exact] });
    } else if (atLeast !== null) {
      query.andWhere('p.bedrooms >= :atLeastBedrooms', { atLeastBedrooms: atLeast });
    }
  }
}
