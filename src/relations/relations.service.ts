import { Inject, Injectable } from '@nestjs/common';
import { Brackets, In } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { TenantScope } from '../database/tenant-scope.js';
import { storedNow } from '../persons/clock-time.js';
import { emailKey } from '../persons/person-input.js';
import { Person } from '../persons/persons.entities.js';
import { Property, PropertyOwner } from '../properties/properties.entities.js';
import { inversePersonRelation, OBJECT_RELATION_TYPES, OWNER_RELATION, PERSON_RELATION_TYPES } from './relation-types.js';
import { ObjectRelation, PersonLink } from './relations.entities.js';
import type { PersonRelationsRecord, RelatedPersonRecord, RelationRecord } from './relations.records.js';

/** Which relations to list: of a property, or of a project (and its units with includeUnits), or all; of some types. */
export interface RelationFilter {
  readonly propertyId?: number | null;
  readonly projectId?: number | null;
  readonly includeUnits?: boolean | null;
  /** OBJECT_RELATION_TYPES codes; empty = every type. */
  readonly typeIds?: readonly number[];
}

interface RelationRow {
  readonly id: number | null;
  readonly personId: number;
  readonly propertyId: number | null;
  readonly projectId: number | null;
  readonly typeId: number;
  readonly createdAt: Date | null;
}

/**
 * Relations of persons to properties and projects (owners are property_owner rows, the other
 * kinds object_relation rows) and between persons. Reads need persons-read, MakeRelation
 * persons-write; everything is the calling agency's.
 */
@Injectable()
export class RelationsService {
  constructor(@Inject(TenantScope) private readonly scope: TenantScope) {}

  /** GetRelationList, GetCandidateList, GetOwnerList: the relations matching the filter, oldest first (owners first). */
  async listRelations(tenant: Tenant, filter: RelationFilter): Promise<RelationRecord[]> {
    requireScope(tenant, 'persons-read');
    const types = new Set(filter.typeIds ?? []);
    for (const type of types) if (!(type in OBJECT_RELATION_TYPES)) throw new InvalidInputError('TypeIDs', `${type} is not a relation type (1–6)`);
    const propertyIds = await this.propertiesOf(tenant, filter);
    const rows: RelationRow[] = [];
    if (types.size === 0 || types.has(OWNER_RELATION)) rows.push(...(await this.ownerRows(tenant, propertyIds)));
    const others = [...types].filter((type) => type !== OWNER_RELATION);
    if (types.size === 0 || others.length > 0) rows.push(...(await this.objectRows(tenant, filter, propertyIds, others)));
    return this.withPersons(tenant, rows);
  }

  /** GetPersonRelations: the person with this email, the persons related to them and their properties and projects. */
  async personRelations(tenant: Tenant, email: string): Promise<PersonRelationsRecord> {
    requireScope(tenant, 'persons-read');
    const key = emailKey(email);
    const person = key === '' ? null : await this.scope.findOne(tenant, Person, { email: key });
    if (!person) throw new NotFoundError('Person with email', email);
    const links = await this.scope
      .select(tenant, PersonLink, 'l')
      .andWhere(new Brackets((where) => where.where('l.personId = :id').orWhere('l.relatedPersonId = :id')), { id: person.id })
      .orderBy('l.id')
      .getMany();
    const otherIds = links.map((link) => (link.personId === person.id ? link.relatedPersonId : link.personId));
    const others = new Map((otherIds.length === 0 ? [] : await this.scope.find(tenant, Person, { id: In(otherIds) })).map((p) => [p.id, p]));
    const persons: RelatedPersonRecord[] = links.flatMap((link, index) => {
      const other = others.get(otherIds[index]!);
      // What the other person is to this one: the stored kind from the person's side, its inverse from the related person's.
      const kind = link.personId === person.id ? link.typeId : inversePersonRelation(link.typeId);
      return other ? [{ ID: link.id, PersonID: other.id, Name: other.name, FirstName: other.firstName, Email: other.email, RelationID: kind, RelationName: PERSON_RELATION_TYPES[kind] ?? null }] : [];
    });
    const owned = (await this.scope.find(tenant, PropertyOwner, { personId: person.id })).map((owner): RelationRow => ({ id: owner.id, personId: person.id, propertyId: owner.propertyId, projectId: null, typeId: OWNER_RELATION, createdAt: null }));
    const related = await this.scope.select(tenant, ObjectRelation, 'r').andWhere('r.personId = :id', { id: person.id }).orderBy('r.id').getMany();
    return {
      PersonID: person.id,
      Name: person.name,
      FirstName: person.firstName,
      Email: person.email,
      Persons: persons,
      Objects: await this.withPersons(tenant, [...owned.sort((a, b) => (a.propertyId ?? 0) - (b.propertyId ?? 0)), ...related]),
    };
  }

  /**
   * MakeRelation: relates two persons of the agency with a PERSON_RELATION_TYPES kind; a pair
   * already related (either way round) gets the new kind. The relation's id.
   */
  async makeRelation(tenant: Tenant, personId: number, relatedPersonId: number, typeId: number): Promise<number> {
    requireScope(tenant, 'persons-write');
    if (!(typeId in PERSON_RELATION_TYPES)) {
      throw new InvalidInputError('RelationID', `must be a relation kind 1–7 (1 parent, 2 sibling, 3 spouse, 4 living together, 5 other, 6 family, 7 child), got ${typeId}`);
    }
    if (personId === relatedPersonId) throw new InvalidInputError('PersonRelationID', 'must be another person than PersonID');
    return this.scope.transaction(async (manager) => {
      for (const [field, id] of [['PersonID', personId], ['PersonRelationID', relatedPersonId]] as const) {
        if (!Number.isSafeInteger(id) || !(await this.scope.findOne(tenant, Person, { id }, manager))) throw new NotFoundError(`Person (${field})`, id);
      }
      const existing =
        (await this.scope.findOne(tenant, PersonLink, { personId, relatedPersonId }, manager)) ??
        (await this.scope.findOne(tenant, PersonLink, { personId: relatedPersonId, relatedPersonId: personId }, manager));
      if (existing) {
        // Stored the other way round, the pair keeps its direction and takes the inverse kind.
        const stored = existing.personId === personId ? typeId : inversePersonRelation(typeId);
        if (existing.typeId !== stored) await this.scope.update(tenant, PersonLink, { id: existing.id }, { typeId: stored }, manager);
        return existing.id;
      }
      const [id] = await this.scope.insert(tenant, PersonLink, { personId, relatedPersonId, typeId, createdAt: storedNow() }, manager);
      return id as number;
    });
  }

  /** The properties the filter names (null: no property filter). */
  private async propertiesOf(tenant: Tenant, filter: RelationFilter): Promise<number[] | null> {
    if (filter.propertyId) return [filter.propertyId];
    if (!filter.projectId || !filter.includeUnits) return filter.projectId ? [] : null;
    const units = await this.scope.select(tenant, Property, 'p').select('p.id', 'id').andWhere('p.projectId = :projectId', { projectId: filter.projectId }).getRawMany<{ id: number }>();
    return units.map((unit) => Number(unit.id));
  }

  private async ownerRows(tenant: Tenant, propertyIds: number[] | null): Promise<RelationRow[]> {
    if (propertyIds !== null && propertyIds.length === 0) return [];
    const owners = await this.scope.find(tenant, PropertyOwner, propertyIds === null ? {} : { propertyId: In(propertyIds) });
    return owners
      .sort((a, b) => a.propertyId - b.propertyId || a.personId - b.personId)
      .map((owner) => ({ id: owner.id, personId: owner.personId, propertyId: owner.propertyId, projectId: null, typeId: OWNER_RELATION, createdAt: null }));
  }

  private async objectRows(tenant: Tenant, filter: RelationFilter, propertyIds: number[] | null, types: number[]): Promise<ObjectRelation[]> {
    const query = this.scope.select(tenant, ObjectRelation, 'r').orderBy('r.id');
    if (types.length > 0) query.andWhere('r.typeId IN (:...types)', { types });
    const byProperty = propertyIds !== null && propertyIds.length > 0;
    if (filter.projectId && byProperty) {
      query.andWhere(new Brackets((where) => where.where('r.projectId = :projectId', { projectId: filter.projectId }).orWhere('r.propertyId IN (:...propertyIds)', { propertyIds })));
    } else if (filter.projectId) {
      query.andWhere('r.projectId = :projectId', { projectId: filter.projectId });
    } else if (byProperty) {
      query.andWhere('r.propertyId IN (:...propertyIds)', { propertyIds });
    }
    return query.getMany();
  }

  private async withPersons(tenant: Tenant, rows: readonly RelationRow[]): Promise<RelationRecord[]> {
    const ids = [...new Set(rows.map((row) => row.personId))];
    const persons = new Map((ids.length === 0 ? [] : await this.scope.find(tenant, Person, { id: In(ids) })).map((person) => [person.id, person]));
    return rows.flatMap((row) => {
      const person = persons.get(row.personId);
      if (!person) return [];
      return [
        {
          ID: row.id,
          PersonID: person.id,
          Name: person.name,
          FirstName: person.firstName,
          Email: person.email,
          PhoneNumber: person.phoneNumber,
          MobileNumber: person.mobileNumber,
          ObjectID: row.propertyId,
          ProjectID: row.projectId,
          TypeID: row.typeId,
          TypeName: OBJECT_RELATION_TYPES[row.typeId] ?? null,
          CreatedDate: row.createdAt,
        },
      ];
    });
  }
}
