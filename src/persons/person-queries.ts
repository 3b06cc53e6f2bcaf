import type { SelectQueryBuilder } from 'typeorm';
import { PROPERTY_STATUS } from '../common/codes.js';
import type { SortSpec } from '../common/sort-fields.js';
import { PersonCategoryMember } from '../person-categories/person-categories.entities.js';
import { Property, PropertyOwner } from '../properties/properties.entities.js';
import type { Person } from './persons.entities.js';
import { dateBound } from './clock-time.js';

/** Filters of GetPersonList; every one optional. Date bounds are inclusive; null or 0001-01-01 is open. */
export interface PersonFilter {
  /** Part of the name or first name. */
  readonly name?: string | null;
  /** Part of the email address. */
  readonly email?: string | null;
  /** Start of the postal code. */
  readonly zip?: string | null;
  readonly createdFrom?: Date | null;
  readonly createdTo?: Date | null;
  readonly changedFrom?: Date | null;
  readonly changedTo?: Date | null;
  /** Only these persons. */
  readonly ids?: readonly number[] | null;
  /** Only persons who own at least one active property. */
  readonly ownersOfActiveProperties?: boolean | null;
  /** Only persons filed under at least one of these categories. */
  readonly categoryIds?: readonly number[] | null;
}

export type PersonSortColumn = 'id' | 'name' | 'firstName' | 'email' | 'zip' | 'city' | 'createdAt' | 'lastChangedAt';

/** What GetPersonList sorts by (SortFields); default oldest first. */
export const PERSON_SORT: SortSpec<PersonSortColumn> = {
  fields: {
    ID: 'id',
    Name: 'name',
    FirstName: 'firstName',
    Email: 'email',
    Zip: 'zip',
    City: 'city',
    CreatedDate: 'createdAt',
    LastChangedDate: 'lastChangedAt',
  },
  defaultOrder: [{ column: 'id', direction: 'ASC' }],
  tieBreaker: 'id',
};

/** A LIKE pattern matching `text` literally, with `!` as the escape character (portable across databases). */
export function likePattern(text: string, prefixOnly = false): string {
  const escaped = text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`);
  return prefixOnly ? `${escaped}%` : `%${escaped}%`;
}

/** Adds the filter's conditions to a person query aliased `alias`. */
export function applyPersonFilter(query: SelectQueryBuilder<Person>, alias: string, filter: PersonFilter): SelectQueryBuilder<Person> {
  const name = filter.name?.trim();
  if (name) {
    query.andWhere(`(LOWER(${alias}.name) LIKE :name ESCAPE '!' OR LOWER(${alias}.firstName) LIKE :name ESCAPE '!')`, {
      name: likePattern(name),
    });
  }
  const email = filter.email?.trim();
  if (email) query.andWhere(`${alias}.email LIKE :email ESCAPE '!'`, { email: likePattern(email) });
  const zip = filter.zip?.trim();
  if (zip) query.andWhere(`LOWER(${alias}.zip) LIKE :zip ESCAPE '!'`, { zip: likePattern(zip, true) });
  const bounds: [Date | null, string, '>=' | '<='][] = [
    [dateBound(filter.createdFrom, 'CreatedFrom'), 'createdAt', '>='],
    [dateBound(filter.createdTo, 'CreatedTo'), 'createdAt', '<='],
    [dateBound(filter.changedFrom, 'ChangedFrom'), 'lastChangedAt', '>='],
    [dateBound(filter.changedTo, 'ChangedTo'), 'lastChangedAt', '<='],
  ];
  bounds.forEach(([value, column, operator], index) => {
    if (value) query.andWhere(`${alias}.${column} ${operator} :bound${index}`, { [`bound${index}`]: value });
  });
  if (filter.ids && filter.ids.length > 0) query.andWhere(`${alias}.id IN (:...personIds)`, { personIds: [...filter.ids] });
  if (filter.ownersOfActiveProperties) {
    const owners = query
      .subQuery()
      .select('o.personId')
      .from(PropertyOwner, 'o')
      .innerJoin(Property, 'op', 'op.id = o.propertyId AND op.agencyId = o.agencyId')
      .where('o.agencyId = :tenantAgencyId')
      .andWhere('op.status = :activeStatus');
    query.andWhere(`${alias}.id IN ${owners.getQuery()}`, { activeStatus: PROPERTY_STATUS.Active });
  }
  if (filter.categoryIds && filter.categoryIds.length > 0) {
    const members = query
      .subQuery()
      .select('m.personId')
      .from(PersonCategoryMember, 'm')
      .where('m.agencyId = :tenantAgencyId')
      .andWhere('m.categoryId IN (:...categoryIds)');
    query.andWhere(`${alias}.id IN ${members.getQuery()}`, { categoryIds: [...filter.categoryIds] });
  }
  return query;
}
