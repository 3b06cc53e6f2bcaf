import { api, unwrap } from './client';
import type { components } from './schema';

export type Project = components['schemas']['ProjectDocument'];
export type ProjectChange = components['schemas']['ProjectBody'];
export type Building = components['schemas']['BuildingDocument'];
export type BuildingChange = components['schemas']['BuildingBody'];
export type Unit = components['schemas']['UnitDocument'];

export interface ProjectsQuery {
  readonly q?: string;
  readonly status?: readonly number[];
  readonly published?: boolean;
  readonly cursor?: string;
  readonly limit: number;
}

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** One page of the agency's projects, published or not (keyset paging). */
export function listProjects(query: ProjectsQuery) {
  return unwrap(
    api.GET('/api/v1/projects', {
      params: {
        query: {
          q: query.q,
          status: query.status?.length ? query.status.join(',') : undefined,
          publishInternet: query.published === undefined ? undefined : String(query.published),
          cursor: query.cursor,
          limit: query.limit,
        },
      },
    }),
  );
}

export function getProject(id: number) {
  return unwrap(api.GET('/api/v1/projects/{id}', { params: { path: { id } } }));
}

export function createProject(body: ProjectChange) {
  return unwrap(api.POST('/api/v1/projects', { body, headers: { 'Idempotency-Key': crypto.randomUUID() } }));
}

/** A JSON Merge Patch (publishInternet false withdraws the project with its units), only while it is still at `version`. */
export function changeProject(id: number, patch: ProjectChange, version: number) {
  return unwrap(api.PATCH('/api/v1/projects/{id}', { params: { path: { id }, header: ifMatch(version) }, body: patch }));
}

export async function listBuildings(projectId: number): Promise<Building[]> {
  return (await unwrap(api.GET('/api/v1/projects/{id}/buildings', { params: { path: { id: projectId } } }))).items;
}

export async function listUnits(projectId: number): Promise<Unit[]> {
  return (await unwrap(api.GET('/api/v1/projects/{id}/units', { params: { path: { id: projectId } } }))).items;
}

export function addBuilding(projectId: number, body: BuildingChange) {
  return unwrap(api.POST('/api/v1/projects/{id}/buildings', { params: { path: { id: projectId } }, body, headers: { 'Idempotency-Key': crypto.randomUUID() } }));
}

export function changeBuilding(projectId: number, buildingId: number, patch: BuildingChange, version: number) {
  return unwrap(api.PATCH('/api/v1/projects/{id}/buildings/{buildingId}', { params: { path: { id: projectId, buildingId }, header: ifMatch(version) }, body: patch }));
}

export function deleteBuilding(projectId: number, buildingId: number, version: number) {
  return unwrap(api.DELETE('/api/v1/projects/{id}/buildings/{buildingId}', { params: { path: { id: projectId, buildingId }, header: ifMatch(version) } }));
}
