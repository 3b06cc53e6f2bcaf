/**
 * A property's project and building through the agency API over real HTTP: linked on create and
 * on PUT by reference, moved and unlinked by PATCH, refused (400 naming the field) for a building
 * or project of another agency or a building of another project; each change read back through
 * v1.2 GetPropertyJson and the project's unit lists (v1.2 and the API), in GetChanges for the old
 * and the new project, and in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiKeyService } from '../../src/api-keys/api-keys.service.js';
import { callApi, demoApiKeys } from '../support/agency-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { eventually } from '../support/eventually.js';
import { callJson } from '../fixtures/v12/http.js';

const call = callApi;

interface Change {
  readonly Resource: string;
  readonly Key: number;
  readonly Kind: string;
  readonly Reason: string;
}

describe('agency API: a property as a unit of a project and a building', () => {
  let app: TestApp;
  let editor: string;
  let viewer: string;
  let stranger: string;
  let admin: string;
  let projectA: number;
  let projectB: number;
  let buildingA: number;
  let buildingB: number;
  let foreignProject: number;
  let foreignBuilding: number;
  let unit: number;

  beforeAll(async () => {
    app = await startTestApp({ API_RATE_LIMIT: '10000' });
    ({ editor, viewer, stranger } = await demoApiKeys(app));
    admin = (await new ApiKeyService(app.dataSource).create(1, 'auditor', 'admin')).key;
    const project = async (key: string, reference: string) => {
      const created = await call(app, key, 'POST', '/projects', { reference, name: `Project ${reference}`, publishInternet: true });
      expect(created.status).toBe(201);
      const building = await call(app, key, 'POST', `/projects/${created.body.id}/buildings`, { name: `Blok ${reference}` });
      expect(building.status).toBe(201);
      return [created.body.id as number, building.body.id as number] as const;
    };
    [projectA, buildingA] = await project(editor, 'UNITS-A');
    [projectB, buildingB] = await project(editor, 'UNITS-B');
    [foreignProject, foreignBuilding] = await project(stranger, 'UNITS-X');
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  /** The property as v1.2 GetPropertyJson shows it. */
  const legacy = async (id: number) => (await callJson(app.baseUrl, 'GetPropertyJson', { ID: id, LanguageID: 1 })).Value as { ProjectID: number | null; BuildingID: number | null };
  /** The ids of the project's units: through v1.2 (published ones, as partners see them) and through the API. */
  const v12Units = async (projectId: number) => ((await callJson(app.baseUrl, 'GetPropertyList2Json', { ProjectID: projectId, Limit1: 1, Limit2: 100 })).Value.Items as { Object: { ID: number } }[]).map((item) => item.Object.ID);
  const apiUnits = async (projectId: number) => (await call(app, viewer, 'GET', `/projects/${projectId}/units`)).body.items as { id: number; reference: string | null; buildingId: number | null }[];

  /** Every change after `cursor` (all pages), and the cursor after them. */
  async function changesAfter(cursor: string): Promise<{ changes: Change[]; cursor: string }> {
    const changes: Change[] = [];
    for (;;) {
      const result = await callJson(app.baseUrl, 'GetChangesJson', { Cursor: cursor, Limit: 500 });
      expect(result.Code).toBe(0);
      changes.push(...(result.Value.Changes as Change[]));
      cursor = result.Value.NextCursor as string;
      if (!result.Value.HasMore) return { changes, cursor };
    }
  }

  it('links a new property to a project and a building: the API, v1.2 and both unit lists show it, the audit log records it', async () => {
    const created = await call(app, editor, 'POST', '/properties', { reference: 'UNIT-1', typeId: 1, goal: 0, status: 1, price: 245000, projectId: projectA, buildingId: buildingA });
    expect(created.status).toBe(201);
    unit = created.body.id;
    expect(created.body).toMatchObject({ projectId: projectA, buildingId: buildingA, version: 1 });
    expect(await legacy(unit)).toMatchObject({ ProjectID: projectA, BuildingID: buildingA });
    expect(await v12Units(projectA)).toContain(unit);
    expect(await apiUnits(projectA)).toContainEqual(expect.objectContaining({ id: unit, reference: 'UNIT-1', buildingId: buildingA, status: 1, goal: 0, price: 245000 }));
    const audit = await call(app, admin, 'GET', `/audit?resource=properties&resourceId=${unit}`);
    expect(audit.body.items[0].action).toBe('create');
    expect(audit.body.items[0].changes).toEqual(expect.arrayContaining([{ field: 'projectId', old: null, new: projectA }, { field: 'buildingId', old: null, new: buildingA }]));
  });

  it('moves the unit to a building of another project: gone from the old project, in the new one, both projects changed in GetChanges', async () => {
    // The cursor once the link is in the change log (stamped moments after the commit).
    const linked = await eventually(async () => {
      const all = await changesAfter('');
      return all.changes.some((change) => change.Resource === 'Property' && change.Key === unit) ? all.cursor : undefined;
    }, 'the linked unit in GetChanges');

    const moved = await call(app, editor, 'PATCH', `/properties/${unit}`, { projectId: projectB, buildingId: buildingB }, { 'If-Match': '"1"', 'Content-Type': 'application/merge-patch+json' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ projectId: projectB, buildingId: buildingB, version: 2 });
    expect(await legacy(unit)).toMatchObject({ ProjectID: projectB, BuildingID: buildingB });
    expect(await v12Units(projectA)).not.toContain(unit);
    expect(await v12Units(projectB)).toContain(unit);
    expect((await apiUnits(projectA)).map((u) => u.id)).not.toContain(unit);
    expect(await apiUnits(projectB)).toContainEqual(expect.objectContaining({ id: unit, buildingId: buildingB }));

    const after = await eventually(async () => {
      const { changes } = await changesAfter(linked);
      const seen = (resource: string, key: number) => changes.find((change) => change.Resource === resource && change.Key === key);
      return seen('Project', projectA) && seen('Project', projectB) && seen('Property', unit) ? changes : undefined;
    }, 'the move in GetChanges');
    for (const projectId of [projectA, projectB]) {
      const change = after.find((c) => c.Resource === 'Project' && c.Key === projectId)!;
      expect({ projectId, kind: change.Kind, reasons: change.Reason.split(',') }).toEqual({ projectId, kind: 'Changed', reasons: expect.arrayContaining(['Unit']) });
    }
    expect(after.find((c) => c.Resource === 'Property' && c.Key === unit)!.Kind).toBe('Changed');

    const audit = await call(app, admin, 'GET', `/audit?resource=properties&resourceId=${unit}`);
    expect(audit.body.items[0]).toMatchObject({ action: 'update', actor: { kind: 'api-key', label: 'crm' } });
    expect(audit.body.items[0].changes).toEqual([
      { field: 'buildingId', old: buildingA, new: buildingB },
      { field: 'projectId', old: projectA, new: projectB },
    ]);
  });

  it('refuses a building or project of another agency, a building of another project, and an unknown one, naming the field; nothing changes', async () => {
    const refused = async (patch: Record<string, unknown>) => {
      const answer = await call(app, editor, 'PATCH', `/properties/${unit}`, patch);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      return answer.body.errors.map((error: { field: string; code: string }) => `${error.field} ${error.code}`);
    };
    expect(await refused({ buildingId: foreignBuilding })).toEqual(['/buildingId unknown-reference']);
    expect(await refused({ projectId: foreignProject, buildingId: foreignBuilding })).toEqual(['/projectId unknown-reference', '/buildingId unknown-reference']);
    expect(await refused({ buildingId: buildingA })).toEqual(['/buildingId mismatch']);
    // Moving to another project while keeping the old project's building: the building must follow.
    expect(await refused({ projectId: projectA })).toEqual(['/buildingId mismatch']);
    expect(await refused({ projectId: 99_999_999 })).toEqual(expect.arrayContaining(['/projectId unknown-reference']));
    const create = await call(app, editor, 'POST', '/properties', { typeId: 1, buildingId: buildingA });
    expect(create.status).toBe(400);
    expect(create.body.errors).toEqual([expect.objectContaining({ field: '/buildingId', code: 'mismatch', message: expect.stringContaining(`belongs to project ${projectA}`) })]);
    const fromStranger = await call(app, stranger, 'POST', '/properties', { typeId: 1, projectId: projectA, buildingId: buildingA });
    expect(fromStranger.body.errors.map((error: { field: string }) => error.field)).toEqual(['/projectId', '/buildingId']);
    const now = await call(app, viewer, 'GET', `/properties/${unit}`);
    expect(now.body).toMatchObject({ projectId: projectB, buildingId: buildingB, version: 2 });
  });

  it('unlinks with null (the building goes with its project), and PUT by reference links and unlinks as a whole', async () => {
    const unlinked = await call(app, editor, 'PATCH', `/properties/${unit}`, { projectId: null }, { 'If-Match': '"2"' });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toMatchObject({ projectId: null, buildingId: null, version: 3 });
    expect(await legacy(unit)).toMatchObject({ ProjectID: null, BuildingID: null });
    expect(await v12Units(projectB)).not.toContain(unit);
    expect((await apiUnits(projectB)).map((u) => u.id)).not.toContain(unit);

    const whole = { typeId: 1, goal: 1, status: 1, price: 950, projectId: projectA, buildingId: buildingA };
    const put = await call(app, editor, 'PUT', '/properties/by-reference/UNIT-2', whole);
    expect(put.status).toBe(201);
    expect(put.body).toMatchObject({ reference: 'UNIT-2', projectId: projectA, buildingId: buildingA });
    expect(await legacy(put.body.id)).toMatchObject({ ProjectID: projectA, BuildingID: buildingA });
    expect(await v12Units(projectA)).toContain(put.body.id);
    const again = await call(app, editor, 'PUT', '/properties/by-reference/UNIT-2', whole);
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(put.body.version);
    // Only in the project, in no building: a unit may be that too.
    const noBuilding = await call(app, editor, 'PUT', '/properties/by-reference/UNIT-2', { ...whole, buildingId: undefined });
    expect(noBuilding.body).toMatchObject({ projectId: projectA, buildingId: null });
    const foreign = await call(app, editor, 'PUT', '/properties/by-reference/UNIT-2', { ...whole, projectId: projectB });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([expect.objectContaining({ field: '/buildingId', code: 'mismatch' })]);
    const replaced = await call(app, editor, 'PUT', '/properties/by-reference/UNIT-2', { typeId: 1, goal: 1, status: 1, price: 950 });
    expect(replaced.body).toMatchObject({ projectId: null, buildingId: null });
    expect(await v12Units(projectA)).not.toContain(put.body.id);
  });
});
