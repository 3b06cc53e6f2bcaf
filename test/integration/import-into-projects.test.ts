/**
 * `import --into` writes the document's projects (with their texts and buildings) before its
 * properties, by the project's Reference, through the domain's project writes: the change log sees
 * one event per project, the audit log has an entry per record written (actor listing-cli), and a
 * property's ProjectID and BuildingID name the document's own projects and buildings.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { ChangeSequencer } from '../../src/changes/change-sequencer.js';
import { exportAgency, type ExportDocument } from '../../src/cli/transfer/export-document.js';
import { importInto } from '../../src/cli/transfer/import-into.js';
import { loadDemoData } from '../../src/seeding/demo-data.js';
import { openTestDatabase } from '../support/database.js';
import { ROOT } from '../support/fleet.js';
import { refusal } from '../support/import-refusal.js';

type Json = Record<string, unknown>;

const DATE = '2026-11-20T09:00:00.000Z';

/** A project as a CRM would send it, with two buildings. */
function crmProject(): Json {
  return {
    ID: 900_001,
    Reference: 'CRM-PRJ-1',
    Name: 'Residentie Nieuwland',
    Status: 1,
    PublishInternet: true,
    Street: 'Nieuwlandstraat',
    Zip: '9000',
    City: 'Gent',
    Latitude: 51.0543,
    Longitude: 3.7174,
    DeliveryDate: '2028-06-30T00:00:00.000Z',
    CreatedDate: DATE,
    LastChangedDate: DATE,
    Texts: [
      { LanguageID: 1, ShortDescription: 'Wonen in Nieuwland', Description: '<p>12 appartementen</p>' },
      { LanguageID: 2, ShortDescription: 'Habiter Nieuwland', Description: null },
    ],
    Buildings: [
      { ID: 900_011, Name: 'Blok N1', Floors: 4, Position: 1, Descriptions: { '1': 'Aan het park' } },
      { ID: 900_012, Name: 'Blok N2', Floors: 3, Position: 2 },
    ],
  };
}

describe('import --into: projects by reference, before the properties that name them', () => {
  let dataSource: DataSource;
  let sequencer: ChangeSequencer;
  let original: ExportDocument;
  const copy = (): ExportDocument => structuredClone(original);

  async function count(sql: string): Promise<number> {
    return Number(((await dataSource.query(sql)) as { n: number | string }[])[0]?.n);
  }

  /** What an import could change: projects, their texts and buildings, properties, change events and audit entries. */
  async function snapshot(): Promise<Json> {
    return {
      projects: await dataSource.query('SELECT id, reference, name, publish_internet, version FROM project WHERE agency_id = 1 ORDER BY id'),
      texts: await dataSource.query('SELECT project_id, language_id, short_description FROM project_text ORDER BY project_id, language_id'),
      buildings: await dataSource.query('SELECT id, project_id, name, floors, version FROM building WHERE agency_id = 1 ORDER BY id'),
      properties: await dataSource.query('SELECT id, reference, status, project_id, building_id, version FROM property WHERE agency_id = 1 ORDER BY id'),
      events: await count('SELECT COUNT(*) AS n FROM change_event'),
      audit: await count('SELECT COUNT(*) AS n FROM audit_entry'),
    };
  }

  /** The events numbered since `after` (the sequencer merges each record's events of one transaction into one). */
  async function eventsAfter(after: number): Promise<{ resource: string; key: number; kind: string; reason: string }[]> {
    await sequencer.stampAll();
    const rows = (await dataSource.query(`SELECT resource, record_key AS rkey, kind, reason FROM change_event WHERE sequence > ${after} ORDER BY sequence`)) as { resource: string; rkey: number | string; kind: string; reason: string }[];
    return rows.map((row) => ({ resource: row.resource, key: Number(row.rkey), kind: row.kind, reason: row.reason }));
  }

  async function lastSequence(): Promise<number> {
    await sequencer.stampAll();
    return count('SELECT COALESCE(MAX(sequence), 0) AS n FROM change_event');
  }

  async function auditAfter(after: number): Promise<{ resource: string; action: string; actor: string; kind: string }[]> {
    const rows = (await dataSource.query(`SELECT resource, action, actor_label, actor_kind FROM audit_entry WHERE id > ${after} ORDER BY id`)) as { resource: string; action: string; actor_label: string; actor_kind: string }[];
    return rows.map((row) => ({ resource: row.resource, action: row.action, actor: row.actor_label, kind: row.actor_kind }));
  }

  const lastAudit = () => count('SELECT COALESCE(MAX(id), 0) AS n FROM audit_entry');

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    sequencer = new ChangeSequencer(dataSource);
    await loadDemoData(dataSource);
    // The demo properties get their P<id> references once; the export then carries them.
    await importInto(dataSource, 1, await exportAgency(dataSource, 1));
    original = await exportAgency(dataSource, 1);
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it("matches the export's reference-less projects by their ID and writes nothing when they are as they were", async () => {
    expect(original.projects.length).toBe(2);
    for (const project of original.projects) expect(project['Reference']).toBeNull();
    const before = await snapshot();
    const result = await importInto(dataSource, 1, copy());
    expect(result.projectCounts).toEqual({ created: 0, changed: 0, unchanged: 2, withdrawn: 0 });
    expect(result.projects.map((project) => [project.reference, project.id, project.buildings?.map((building) => building.action)])).toEqual(
      original.projects.map((project) => [null, project['ID'], (project['Buildings'] as Json[]).map(() => 'unchanged')]),
    );
    expect(result.counts).toEqual({ created: 0, changed: 0, unchanged: original.properties.length, withdrawn: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it("creates a CRM's project with its texts and buildings, and a unit that names them by the document's ids: one event per record, an audit entry per record written", async () => {
    const document = copy();
    document.projects.push(crmProject());
    const unit = { ...(document.properties[0] as Json), ID: 900_021, Reference: 'CRM-UNIT-1', Status: 1, ProjectID: 900_001, BuildingID: 900_012 };
    document.properties.push(unit);
    const sequence = await lastSequence();
    const audit = await lastAudit();
    const result = await importInto(dataSource, 1, document);
    expect(result.projectCounts).toEqual({ created: 1, changed: 0, unchanged: 2, withdrawn: 0 });
    expect(result.counts).toEqual({ created: 1, changed: 0, unchanged: original.properties.length, withdrawn: 0 });
    const created = result.projects.at(-1)!;
    expect(created).toEqual({
      action: 'created',
      reference: 'CRM-PRJ-1',
      id: expect.any(Number),
      buildings: [
        { building: 'Buildings[0]', action: 'added', id: expect.any(Number) },
        { building: 'Buildings[1]', action: 'added', id: expect.any(Number) },
      ],
    });
    const [n1, n2] = created.buildings!.map((building) => building.id);
    expect(await dataSource.query(`SELECT name, floors, project_id FROM building WHERE id IN (${n1}, ${n2}) ORDER BY id`)).toEqual([
      { name: 'Blok N1', floors: 4, project_id: created.id },
      { name: 'Blok N2', floors: 3, project_id: created.id },
    ]);
    expect(await dataSource.query(`SELECT language_id, short_description FROM project_text WHERE project_id = ${created.id} ORDER BY language_id`)).toEqual([
      { language_id: 1, short_description: 'Wonen in Nieuwland' },
      { language_id: 2, short_description: 'Habiter Nieuwland' },
    ]);
    const unitId = result.properties.find((property) => property.reference === 'CRM-UNIT-1')!.id;
    expect(await dataSource.query(`SELECT project_id, building_id FROM property WHERE id = ${unitId}`)).toEqual([{ project_id: created.id, building_id: n2 }]);
    // The project with its texts, buildings and unit is one Created; the unit is one Created.
    expect(await eventsAfter(sequence)).toEqual(
      expect.arrayContaining([
        { resource: 'Project', key: created.id, kind: 'Created', reason: 'Record' },
        { resource: 'Property', key: unitId, kind: 'Created', reason: 'Record' },
      ]),
    );
    expect(await eventsAfter(sequence)).toHaveLength(2);
    expect(await auditAfter(audit)).toEqual([
      { resource: 'project', action: 'create', actor: 'listing-cli', kind: 'cli' },
      { resource: 'building', action: 'create', actor: 'listing-cli', kind: 'cli' },
      { resource: 'building', action: 'create', actor: 'listing-cli', kind: 'cli' },
      { resource: 'properties', action: 'create', actor: 'listing-cli', kind: 'cli' },
    ]);
    original = await exportAgency(dataSource, 1);
    expect(original.projects.find((project) => project['Reference'] === 'CRM-PRJ-1')).toMatchObject({ ID: created.id, Name: 'Residentie Nieuwland' });
    // The same CRM document again (its own ids, not the database's): nothing written.
    const before = await snapshot();
    const again = await importInto(dataSource, 1, document);
    expect(again.projectCounts).toEqual({ created: 0, changed: 0, unchanged: 3, withdrawn: 0 });
    expect(again.projects.at(-1)).toEqual({ action: 'unchanged', reference: 'CRM-PRJ-1', id: created.id, buildings: [{ building: 'Buildings[0]', action: 'unchanged', id: n1 }, { building: 'Buildings[1]', action: 'unchanged', id: n2 }] });
    expect(again.counts).toEqual({ created: 0, changed: 0, unchanged: original.properties.length, withdrawn: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('replaces a project: its fields, texts and a building change in one event, each record audited; a new building is added', async () => {
    const document = copy();
    const project = document.projects.find((p) => p['Reference'] === 'CRM-PRJ-1') as Json;
    project['Name'] = 'Residentie Nieuwland II';
    project['Texts'] = [{ LanguageID: 1, ShortDescription: 'Wonen in Nieuwland', Description: '<p>14 appartementen</p>' }];
    const buildings = project['Buildings'] as Json[];
    buildings[1]!['Floors'] = 5;
    buildings.push({ ID: 900_013, Name: 'Blok N3' });
    const sequence = await lastSequence();
    const audit = await lastAudit();
    const result = await importInto(dataSource, 1, document);
    expect(result.projectCounts).toEqual({ created: 0, changed: 1, unchanged: 2, withdrawn: 0 });
    const changed = result.projects.find((p) => p.reference === 'CRM-PRJ-1')!;
    expect(changed).toMatchObject({ action: 'changed', id: project['ID'], buildings: [{ action: 'unchanged' }, { action: 'changed' }, { action: 'added', id: expect.any(Number) }] });
    expect(result.counts.changed).toBe(0);
    // Its published unit changes with it (reason Project), as for any write of a project.
    const unit = result.properties.find((property) => property.reference === 'CRM-UNIT-1')!;
    expect(await eventsAfter(sequence)).toEqual([
      { resource: 'Property', key: unit.id, kind: 'Changed', reason: 'Project' },
      { resource: 'Project', key: project['ID'], kind: 'Changed', reason: 'Record,Texts,Buildings' },
    ]);
    expect((await auditAfter(audit)).map((entry) => `${entry.resource} ${entry.action} ${entry.actor}`)).toEqual(['project update listing-cli', 'building update listing-cli', 'building create listing-cli']);
    const [entry] = (await dataSource.query(`SELECT changes FROM audit_entry WHERE id > ${audit} AND resource = 'project'`)) as { changes: string }[];
    expect(JSON.parse(entry!.changes)).toEqual([
      { field: 'descriptions/fr/description', old: null, new: null },
      { field: 'descriptions/fr/shortDescription', old: 'Habiter Nieuwland', new: null },
      { field: 'descriptions/nl/description', old: '<p>12 appartementen</p>', new: '<p>14 appartementen</p>' },
      { field: 'name', old: 'Residentie Nieuwland', new: 'Residentie Nieuwland II' },
    ].filter((change) => change.old !== change.new));
    expect(await count(`SELECT COUNT(*) AS n FROM project_text WHERE project_id = ${String(project['ID'])}`)).toBe(1);
    original = await exportAgency(dataSource, 1);
  });

  it('a dry run reports projects created, changed, unchanged and to withdraw, and writes nothing', async () => {
    const document = copy();
    const kept = document.projects.filter((p) => p['Reference'] !== 'CRM-PRJ-1');
    const dropped = document.projects.find((p) => p['Reference'] === 'CRM-PRJ-1')!;
    document.projects = kept;
    document.properties = document.properties.filter((p) => p['ProjectID'] !== dropped['ID']);
    (kept[0] as Json)['Name'] = 'Residentie Zonnehof (fase 2)';
    document.projects.push({ ...crmProject(), ID: 900_002, Reference: 'CRM-PRJ-2', Buildings: [{ ID: 900_031, Name: 'Enig blok' }] });
    const before = await snapshot();
    const result = await importInto(dataSource, 1, document, { dryRun: true, withdrawMissing: true });
    expect(result.dryRun).toBe(true);
    expect(result.projectCounts).toEqual({ created: 1, changed: 1, unchanged: 1, withdrawn: 1 });
    expect(result.projects).toEqual([
      expect.objectContaining({ action: 'changed', reference: null, id: kept[0]!['ID'] }),
      expect.objectContaining({ action: 'unchanged', reference: null, id: kept[1]!['ID'] }),
      { action: 'created', reference: 'CRM-PRJ-2', id: null, buildings: [{ building: 'Buildings[0]', action: 'added', id: null }] },
      { action: 'withdrawn', reference: 'CRM-PRJ-1', id: dropped['ID'] },
    ]);
    expect(result.counts.withdrawn).toBe(1);
    expect(await snapshot()).toEqual(before);
  });

  it('--withdraw-missing takes a project the document no longer holds off publication with its units; a document without projects withdraws none', async () => {
    // A document that leaves its projects out (and with them what names them).
    const withoutProjects = copy() as unknown as Json;
    delete withoutProjects['projects'];
    for (const [key, value] of Object.entries(withoutProjects)) {
      if (!Array.isArray(value)) continue;
      withoutProjects[key] = key === 'properties' ? value.map((property: Json) => ({ ...property, ProjectID: null, BuildingID: null })) : value.filter((record: Json) => typeof record['ProjectID'] !== 'number');
    }
    const dry = await importInto(dataSource, 1, withoutProjects, { dryRun: true, withdrawMissing: true });
    expect(dry.projects).toEqual([]);
    // Likewise a document that leaves its properties out withdraws none of them.
    const withoutProperties = copy() as unknown as Json;
    delete withoutProperties['properties'];
    for (const [key, value] of Object.entries(withoutProperties)) {
      if (Array.isArray(value) && key !== 'projects') withoutProperties[key] = value.filter((record: Json) => typeof record['PropertyID'] !== 'number');
    }
    const onlyProjects = await importInto(dataSource, 1, withoutProperties, { dryRun: true, withdrawMissing: true });
    expect(onlyProjects.properties).toEqual([]);
    expect(onlyProjects.projectCounts).toEqual({ created: 0, changed: 0, unchanged: 3, withdrawn: 0 });

    const document = copy();
    const dropped = document.projects.find((p) => p['Reference'] === 'CRM-PRJ-1')!;
    const units = document.properties.filter((p) => p['ProjectID'] === dropped['ID']).map((p) => p['ID']);
    document.projects = document.projects.filter((p) => p !== dropped);
    document.properties = document.properties.filter((p) => p['ProjectID'] !== dropped['ID']);
    const sequence = await lastSequence();
    const audit = await lastAudit();
    const result = await importInto(dataSource, 1, document, { withdrawMissing: true });
    expect(result.projectCounts).toEqual({ created: 0, changed: 0, unchanged: 2, withdrawn: 1 });
    expect(result.projects.at(-1)).toEqual({ action: 'withdrawn', reference: 'CRM-PRJ-1', id: dropped['ID'] });
    expect(result.properties.filter((p) => p.action === 'withdrawn').map((p) => p.id)).toEqual(units);
    expect(await dataSource.query(`SELECT publish_internet FROM project WHERE id = ${String(dropped['ID'])}`)).toEqual([{ publish_internet: 0 }]);
    expect(await eventsAfter(sequence)).toEqual(
      expect.arrayContaining([
        { resource: 'Project', key: dropped['ID'], kind: 'Withdrawn', reason: 'Record' },
        ...units.map((key) => ({ resource: 'Property', key, kind: 'Withdrawn', reason: expect.stringContaining('Record') })),
      ]),
    );
    expect(await eventsAfter(sequence)).toHaveLength(1 + units.length);
    expect((await auditAfter(audit)).map((entry) => `${entry.resource} ${entry.action}`)).toEqual([...units.map(() => 'properties update'), 'project update']);
    // Again: nothing left to withdraw.
    expect((await importInto(dataSource, 1, document, { withdrawMissing: true })).projectCounts).toEqual({ created: 0, changed: 0, unchanged: 2, withdrawn: 0 });
    original = await exportAgency(dataSource, 1);
  });

  it('a project or a building the domain refuses leaves nothing of the document written', async () => {
    const document = copy();
    for (const property of document.properties) (property as Json)['Street'] = 'Never written';
    (document.projects[0] as Json)['Name'] = 'Never written';
    document.projects.push({ ...crmProject(), ID: 900_003, Reference: 'CRM-PRJ-3', ResponsibleUserID: 999_999, Buildings: [] });
    document.users.push({ ...(document.users[0] as Json), ID: 999_999, Email: 'nobody-of-agency-1@example.com' });
    const before = await snapshot();
    expect(await refusal(importInto(dataSource, 1, document))).toEqual([
      `projects[${document.projects.length - 1}] (id 900003, Reference "CRM-PRJ-3").ResponsibleUserID: user 999999 is not a user of the agency.`,
    ]);
    expect(await snapshot()).toEqual(before);

    const building = copy();
    (building.projects[0] as Json)['Name'] = 'Never written';
    const held = (building.projects[1] as Json)['Buildings'] as Json[];
    held.push({ ID: 900_041, Name: 'Te lang', Descriptions: { '1': 'x'.repeat(60_001) } });
    expect(await refusal(importInto(dataSource, 1, building))).toEqual([
      `projects[1] (id ${String(building.projects[1]?.['ID'])}).Buildings[${held.length - 1}] (id 900041).Descriptions.1: must be at most 60000 characters.`,
    ]);
    expect(await snapshot()).toEqual(before);

    const website = copy();
    (website.projects[0] as Json)['Website'] = 'ftp://example.org';
    (website.projects[0] as Json)['Texts'] = [{ LanguageID: 3, ShortDescription: 'y'.repeat(4_001) }];
    expect(await refusal(importInto(dataSource, 1, website))).toEqual([
      `projects[0] (id ${String(website.projects[0]?.['ID'])}).Website: must be an http or https address.`,
      `projects[0] (id ${String(website.projects[0]?.['ID'])}).Texts[0].ShortDescription: must be at most 4000 characters.`,
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("imports docs/import-format.md's example: a project, its building and a unit named by the document's ids; again, all unchanged", async () => {
    const text = readFileSync(join(ROOT, 'docs/import-format.md'), 'utf8');
    const example = JSON.parse(/An example a CRM could send[\s\S]*?```json\n([\s\S]*?)```/.exec(text)![1]!) as Json;
    const first = await importInto(dataSource, 1, example);
    expect(first.projects).toEqual([{ action: 'created', reference: 'CRM-P-77', id: expect.any(Number), buildings: [{ building: 'Buildings[0]', action: 'added', id: expect.any(Number) }] }]);
    expect(first.properties).toEqual([{ action: 'created', reference: 'CRM-U-771', id: expect.any(Number) }]);
    const [unit] = (await dataSource.query(`SELECT project_id, building_id FROM property WHERE id = ${String(first.properties[0]!.id)}`)) as { project_id: number; building_id: number }[];
    expect([unit!.project_id, unit!.building_id]).toEqual([first.projects[0]!.id, first.projects[0]!.buildings![0]!.id]);
    const again = await importInto(dataSource, 1, example);
    expect([again.projectCounts, again.counts]).toEqual([
      { created: 0, changed: 0, unchanged: 1, withdrawn: 0 },
      { created: 0, changed: 0, unchanged: 1, withdrawn: 0 },
    ]);
  });

  it('refuses a project reference twice in the document, and a reference-less project that is not one of the agency', async () => {
    const twice = copy();
    twice.projects.push({ ...crmProject(), ID: 900_004, Reference: 'CRM-PRJ-9', Buildings: [] });
    twice.projects.push({ ...crmProject(), ID: 900_005, Reference: 'CRM-PRJ-9', Buildings: [] });
    const problems = await refusal(importInto(dataSource, 1, twice));
    expect(problems).toEqual([`projects[${twice.projects.length - 1}] (id 900005).Reference: "CRM-PRJ-9" is already used by projects[${twice.projects.length - 2}] (id 900004)`]);
    const stranger = copy();
    stranger.projects.push({ ...crmProject(), ID: 900_006, Reference: null, Buildings: [] });
    expect(await refusal(importInto(dataSource, 1, stranger))).toEqual([
      `projects[${stranger.projects.length - 1}] (id 900006).Reference: is required to import into an existing agency, unless ID is a project of the agency that has no reference either`,
    ]);
  });
});
