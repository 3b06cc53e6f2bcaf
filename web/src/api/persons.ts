import { api, unwrap } from './client';
import type { components } from './schema';

export type Person = components['schemas']['PersonDocument'];
export type PersonChange = components['schemas']['PersonBody'];
export type Demand = components['schemas']['DemandDocument'];
export type DemandChange = components['schemas']['DemandBody'];

export interface PersonsQuery {
  readonly q?: string;
  readonly city?: string;
  readonly sort?: string;
  readonly cursor?: string;
  readonly limit: number;
}

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** One page of the agency's persons (keyset paging), searched by name, email or phone and by city. */
export function listPersons(query: PersonsQuery) {
  return unwrap(api.GET('/api/v1/persons', { params: { query: { q: query.q, city: query.city, sort: query.sort, cursor: query.cursor, limit: query.limit } } }));
}

export function getPerson(id: number) {
  return unwrap(api.GET('/api/v1/persons/{id}', { params: { path: { id } } }));
}

export function createPerson(body: PersonChange) {
  return unwrap(api.POST('/api/v1/persons', { body, headers: { 'Idempotency-Key': crypto.randomUUID() } }));
}

/** A JSON Merge Patch, applied only while the person is still at `version` (else 412, nothing changed). */
export function changePerson(id: number, patch: PersonChange, version: number) {
  return unwrap(api.PATCH('/api/v1/persons/{id}', { params: { path: { id }, header: ifMatch(version) }, body: patch }));
}

export async function listDemands(personId: number): Promise<Demand[]> {
  return (await unwrap(api.GET('/api/v1/persons/{id}/demands', { params: { path: { id: personId } } }))).items;
}

export function addDemand(personId: number, body: DemandChange) {
  return unwrap(api.POST('/api/v1/persons/{id}/demands', { params: { path: { id: personId } }, body, headers: { 'Idempotency-Key': crypto.randomUUID() } }));
}

export function changeDemand(personId: number, demandId: number, patch: DemandChange, version: number) {
  return unwrap(api.PATCH('/api/v1/persons/{id}/demands/{demandId}', { params: { path: { id: personId, demandId }, header: ifMatch(version) }, body: patch }));
}

export function deleteDemand(personId: number, demandId: number, version: number) {
  return unwrap(api.DELETE('/api/v1/persons/{id}/demands/{demandId}', { params: { path: { id: personId, demandId }, header: ifMatch(version) } }));
}

