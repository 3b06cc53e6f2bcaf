import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { exportAgency, type ExportDocument } from '../../src/cli/transfer/export-document.js';
import { importDocument } from '../../src/cli/transfer/import-document.js';
import { loadDemoData } from '../../src/seeding/demo-data.js';
import { ChangeSequencer } from '../../src/changes/change-sequencer.js';
import type { ChangeRecord } from '../../src/changes/changes.records.js';
import { ChangesService } from '../../src/changes/changes.service.js';
import { ACCOUNT_SCOPES } from '../../src/common/scopes.js';
import type { Tenant } from '../../src/common/tenant.js';
import { sqlStatementsFor } from '../../src/database/sql-statements.js';
import { TenantScope } from '../../src/database/tenant-scope.js';
import { openTestDatabase, usingMysql } from '../support/database.js';
import { refusal } from '../support/import-refusal.js';

type Json = Record<string, unknown>;

const REFERENCE_FIELDS: Record<string, string> = {
  OfficeID: 'offices',
  SiteID: 'sites',
  UserID: 'users',
  PersonID: 'persons',
  PropertyID: 'properties',
  ProjectID: 'projects',
  BuildingID: 'buildings',
  OwnerIDs: 'persons',
  DepartmentID: 'departments',
  ResponsibleUserID: 'users',
  NeighbourhoodID: 'neighbourhoods',
  DemandID: 'demands',
  RelatedPersonID: 'persons',
  SourceID: 'personSources',
  CategoryIDs: 'personCategories',
};

/** The document with every id replaced by the record's position, so two exports compare modulo ids. */
function withoutIds(document: ExportDocument): Json {
  const positions = new Map<string, Map<number, number>>();
  const remember = (collection: string, records: Json[]) => positions.set(collection, new Map(records.map((r, i) => [r['ID'] as number, i])));
  for (const name of ['offices', 'sites', 'departments', 'users', 'neighbourhoods', 'personCategories', 'personSources', 'persons', 'projects', 'properties'] as const) remember(name, document[name]);
  remember('buildings', document.projects.flatMap((p) => p['Buildings'] as Json[]));
  remember('demands', document.persons.flatMap((p) => (p['Demands'] as Json[]).filter((d) => d['ID'] !== undefined)));
  const replace = (value: unknown, collection: string | null): unknown => {
    if (Array.isArray(value)) return value.map((item) => replace(item, collection));
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value as Json).map(([key, field]) => {
        if (key === 'ID' && collection) return [key, positions.get(collection)?.get(field as number)];
        const ref = REFERENCE_FIELDS[key];
        if (ref && typeof field === 'number') return [key, positions.get(ref)?.get(field)];
        if (ref && Array.isArray(field)) return [key, field.map((id) => positions.get(ref)?.get(id as number))];
        if (key === 'Buildings') return [key, replace(field, 'buildings')];
        if (key === 'Demands') return [key, replace(field, 'demands')];
        if (Array.isArray(field) || (typeof field === 'object' && field !== null)) return [key, replace(field, null)];
        return [key, field];
      }),
    );
  };
  const { exportedAt: _at, ...rest } = document;
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, Array.isArray(value) ? replace(value, key) : value]));
}

async function rowCounts(dataSource: DataSource): Promise<Record<string, number>> {
  const tables = ['agency', 'office', 'office_zone', 'site', 'agency_user', 'person', 'demand', 'project', 'project_text', 'building', 'property', 'property_text', 'property_picture', 'property_agent', 'property_owner', 'selected_property', 'history', 'house_of_week', 'project_picture', 'price_range'];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = Number(((await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: number | string }[])[0]?.n);
  return counts;
}

describe('JSON export and import', () => {
  let dataSource: DataSource;
  let original: ExportDocument;
  const copy = (): ExportDocument => structuredClone(original);

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await loadDemoData(dataSource);
    original = await exportAgency(dataSource, 1);
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('round-trips: export, import into a new agency, export again gives the same document modulo ids (and the new name)', async () => {
    const result = await importDocument(dataSource, original, { agencyName: 'Round trip' });
    expect(result.agencyId).not.toBe(1);
    expect(result.rows['property']).toBe(original.properties.length);
    const again = await exportAgency(dataSource, result.agencyId);
    expect(again.agency['Name']).toBe('Round trip');
    expect(again.properties.map((p) => p['ID'])).not.toEqual(original.properties.map((p) => p['ID']));
    expect(withoutIds({ ...again, agency: { ...again.agency, Name: original.agency['Name'] } })).toEqual(withoutIds(original));
  });

  it('imports each published listing as one change event (Created), not one per text and picture', async () => {
    const sequencer = new ChangeSequencer(dataSource);
    const statements = sqlStatementsFor(dataSource);
    const changes = new ChangesService(dataSource, new TenantScope(dataSource, statements), sequencer);
    try {
      const result = await importDocument(dataSource, original, { agencyName: 'One event each' });
      const tenant: Tenant = { agencyId: result.agencyId, accountId: 0, accountName: 'test', scopes: ACCOUNT_SCOPES };
      const events: ChangeRecord[] = [];
      for (let cursor = '', more = true; more; ) {
        const page = await changes.changes(tenant, cursor, 1000, ['Property']);
        events.push(...page.Changes);
        cursor = page.NextCursor!;
        more = page.HasMore!;
      }
      const published = (await changes.publishedIndex(tenant, '', 5000, ['Property'])).Items.map((item) => item.ID);
      expect(published.length).toBeGreaterThan(20);
      // Measured: events per imported listing (was 5.4 with a Changed per text and picture).
      console.log(`import: ${events.length} property change events for ${published.length} published listings (${(events.length / published.length).toFixed(2)} per listing)`);
      expect(events.map((event) => event.Key).sort((a, b) => a! - b!)).toEqual(published);
      expect(new Set(events.map((event) => `${event.Kind}:${event.Reason}`))).toEqual(new Set(['Created:Record']));
    } finally {
      await statements.close();
    }
  });

  it('refuses a document whose agency name is taken, before writing anything', async () => {
    const before = await rowCounts(dataSource);
    expect(await refusal(importDocument(dataSource, original))).toEqual([
      `agency.Name: an agency named "${String(original.agency['Name'])}" exists already (id 1); agency names are unique; give the new agency another name with --agency-name`,
    ]);
    expect(await rowCounts(dataSource)).toEqual(before);
  });

  it("carries the agency's default language (LanguageID; absent = NL)", async () => {
    const other = await exportAgency(dataSource, 2);
    expect(original.agency.LanguageID).toBe(1);
    expect(other.agency.LanguageID).toBe(2);
    const imported = await importDocument(dataSource, other, { agencyName: 'Language copy FR' });
    expect((await exportAgency(dataSource, imported.agencyId)).agency.LanguageID).toBe(2);
    const without = structuredClone(other) as unknown as Json;
    delete (without['agency'] as Json)['LanguageID'];
    const plain = await importDocument(dataSource, without, { agencyName: 'Language copy default' });
    expect((await exportAgency(dataSource, plain.agencyId)).agency.LanguageID).toBe(1);
    const bad = structuredClone(other) as unknown as Json;
    (bad['agency'] as Json)['LanguageID'] = 9;
    expect(await refusal(importDocument(dataSource, bad))).toContain('agency.LanguageID: must be a language id from 1 (NL) to 6 (CA) or null');
  });

  it('exports every part of the agency with its nested records', () => {
    expect(original.offices.every((o) => Array.isArray(o['ZoneIDs']) && (o['ZoneIDs'] as unknown[]).length > 0)).toBe(true);
    expect(original.projects.some((p) => (p['Buildings'] as unknown[]).length > 0 && (p['Texts'] as unknown[]).length > 0)).toBe(true);
    expect(original.properties.some((p) => (p['OwnerIDs'] as unknown[]).length > 0)).toBe(true);
    expect(original.persons.some((p) => (p['Demands'] as unknown[]).length > 0)).toBe(true);
    expect(original.selectedLists.length).toBeGreaterThan(0);
    expect(original.houseOfWeek.length).toBe(10);
    expect(original.projects.every((p) => (p['Pictures'] as unknown[]).length === 3 && p['PublishWebsite'] === true)).toBe(true);
    expect(original.projects.some((p) => p['SubstatusID'] === 5)).toBe(true);
    expect(original.properties.some((p) => typeof p['WithdrawnDate'] === 'string')).toBe(true);
    expect(original.properties.some((p) => p['SubStatus'] === 1)).toBe(true);
    expect(original.priceRanges.map((r) => r['Goal'])).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1]);
    // Five kinds: the tasks are listed apart, in tasks[].
    expect(new Set(original.history.map((h) => h['Kind'])).size).toBe(5);
    expect(JSON.stringify(original)).not.toContain('demo-secret');
    expect(original.personCategories.map((c) => c['Name'])).toContain('Newsletter');
    expect(original.personSources.length).toBe(8);
    expect(original.persons.some((p) => (p['CategoryIDs'] as unknown[]).length > 0 && typeof p['SourceID'] === 'number')).toBe(true);
    expect(new Set(original.relations.map((r) => r['TypeID']))).toContain(2);
    expect(original.relations.some((r) => typeof r['ProjectID'] === 'number')).toBe(true);
    expect(original.personLinks.length).toBeGreaterThan(0);
    expect(original.mediaStatistics.length).toBeGreaterThan(1000);
  });

  it('exports the CRM records: departments, staff, neighbourhoods, points of interest, documents, appointments, tasks and checklists', () => {
    expect(original.departments.map((d) => d['Name'])).toEqual(['Verkoop', 'Verhuur', 'Nieuwbouw']);
    expect(original.users.every((u) => typeof u['DepartmentID'] === 'number')).toBe(true);
    expect(original.users.filter((u) => u['HiddenOnWeb'] === true)).toHaveLength(1);
    expect(original.projects.every((p) => typeof p['ResponsibleUserID'] === 'number')).toBe(true);
    expect(original.neighbourhoods).toHaveLength(8);
    expect(original.pointsOfInterest).toHaveLength(16);
    expect(original.properties.filter((p) => p['NeighbourhoodID'] !== null).length).toBeGreaterThan(8);
    expect(original.properties.filter((p) => (p['CheckList'] as unknown[]).length === 5)).toHaveLength(15);
    expect(new Set(original.documents.map((d) => d['Kind']))).toEqual(new Set(['plan', 'certificate', 'contract', 'brochure', 'identity']));
    expect(original.appointments.some((a) => (a['Registrations'] as unknown[]).length > 0)).toBe(true);
    // Tasks are history records of kind task; the document lists them apart (12 about demands, persons and properties, 30 calls and follow-ups).
    expect(original.tasks).toHaveLength(42);
    expect(original.history.filter((h) => h['Kind'] === 'task')).toEqual([]);
    const demandIds = new Set<unknown>(original.persons.flatMap((p) => (p['Demands'] as Json[]).map((d) => d['ID'])).filter((id) => id !== undefined));
    expect(original.tasks.filter((t) => t['DemandID'] !== null).every((t) => demandIds.has(t['DemandID']))).toBe(true);
    expect(demandIds.size).toBeGreaterThan(0);
  });

  it('refuses CRM records that refer to nothing or repeat a registration', async () => {
    const document = copy();
    (document.users[0] as Json)['DepartmentID'] = 999;
    (document.tasks[0] as Json)['DemandID'] = 999_999;
    const appointment = document.appointments.find((a) => (a['Registrations'] as unknown[]).length > 0) as Json;
    (appointment['Registrations'] as Json[]).push({ ...(appointment['Registrations'] as Json[])[0] });
    const problems = await refusal(importDocument(dataSource, document));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^users\[0\] \(id \d+\)\.DepartmentID: refers to departments 999, which does not exist$/),
        'tasks[0].DemandID: refers to demands 999999, which does not exist',
        expect.stringMatching(/^appointments\[\d+\]\.Registrations: lists a person twice$/),
      ]),
    );
  });

  it("carries pictures' captions per language (Captions by language id) through an import and an export, and refuses bad ones", async () => {
    const document = copy();
    const withPictures = document.properties.findIndex((p) => (p['Pictures'] as Json[]).length > 1);
    const [first, second] = (document.properties[withPictures] as Json)['Pictures'] as Json[];
    Object.assign(first!, { Name: 'Tuin', Captions: { '1': 'Tuin', '2': 'Jardin', '3': 'Garden' } });
    Object.assign(second!, { Name: null, Captions: { '2': 'Cuisine' } });
    const projectPicture = (document.projects.find((p) => (p['Pictures'] as Json[]).length > 0)?.['Pictures'] as Json[] | undefined)?.[0];
    if (projectPicture) projectPicture['Captions'] = { '1': 'Gevel' };
    const result = await importDocument(dataSource, document, { agencyName: 'Captions' });
    const exported = await exportAgency(dataSource, result.agencyId);
    const pictures = (exported.properties[withPictures] as Json)['Pictures'] as Json[];
    expect(pictures.slice(0, 2).map((picture) => [picture['Name'], picture['Captions']])).toEqual([
      ['Tuin', { '1': 'Tuin', '2': 'Jardin', '3': 'Garden' }],
      [null, { '2': 'Cuisine' }],
    ]);
    // Stored as the agency API keeps them (by language code), so the API, the back-office and the legacy interfaces show them.
    const stored = (await dataSource.query('SELECT captions FROM property_picture WHERE property_id = ? ORDER BY position, id', [(exported.properties[withPictures] as Json)['ID']])) as { captions: string | null }[];
    expect(stored.slice(0, 2).map((row) => (row.captions === null ? null : JSON.parse(row.captions)))).toEqual([{ nl: 'Tuin', fr: 'Jardin', en: 'Garden' }, { fr: 'Cuisine' }]);
    // Pictures without captions say so, and the export of the import is the document again (modulo ids).
    expect((exported.properties.flatMap((p) => p['Pictures'] as Json[]).find((picture) => picture['Captions'] === null))).toBeDefined();
    const again = await importDocument(dataSource, exported, { agencyName: 'Captions again' });
    expect(withoutIds({ ...(await exportAgency(dataSource, again.agencyId)), agency: exported.agency })).toEqual(withoutIds(exported));

    const bad = copy();
    const [picture] = (bad.properties[withPictures] as Json)['Pictures'] as Json[];
    picture!['Captions'] = { '1': 'x'.repeat(201) };
    ((bad.properties[withPictures] as Json)['Pictures'] as Json[])[1]!['Captions'] = { nl: 'Tuin' };
    const at = `properties[${withPictures}] (id ${String((bad.properties[withPictures] as Json)['ID'])})`;
    expect(await refusal(importDocument(dataSource, bad))).toEqual(
      expect.arrayContaining([`${at}.Pictures[0].Captions: ["1"] must be a string of at most 200 characters`, `${at}.Pictures[1].Captions: has key "nl"; keys must be language ids 1 to 6`]),
    );
  });

  it('refuses a bad document, naming each record and field', async () => {
    const document = copy();
    const third = document.properties[3] as Json;
    third['Price'] = -1;
    (document.properties[5] as Json)['Status'] = 9;
    (document.properties[6] as Json)['WebID'] = 99;
    (document.properties[7] as Json)['OwnerIDs'] = [999_999];
    delete (document.offices[0] as Json)['Name'];
    (document.persons[0] as Json)['PasswordHash'] = 'plain-password';
    (document.persons[2] as Json)['Email'] = (document.persons[1] as Json)['Email'];
    (document.history[0] as Json)['Kind'] = 'gossip';
    (document.users[1] as Json)['ID'] = (document.users[0] as Json)['ID'];
    ((document.properties[8] as Json)['Texts'] as Json[]).push({ LanguageID: 7, DescriptionA: 3 });
    (document.properties[9] as Json)['SubStatus'] = 42;
    (document.projects[0] as Json)['SubstatusID'] = 43;
    (document.priceRanges[0] as Json)['Goal'] = 7;
    const problems = await refusal(importDocument(dataSource, document));
    const at = (index: number) => `properties[${index}] (id ${String((document.properties[index] as Json)['ID'])})`;
    expect(problems).toEqual(
      expect.arrayContaining([
        `${at(3)}.Price: must be a number ≥ 0`,
        `${at(5)}.Status: must be between 0 and 6`,
        `${at(6)}.WebID: refers to webChannels 99, which does not exist`,
        `${at(7)}.OwnerIDs: refers to persons 999999, which does not exist`,
        `${at(9)}.SubStatus: refers to subStatuses 42, which does not exist`,
        `projects[0] (id ${String((document.projects[0] as Json)['ID'])}).SubstatusID: refers to subStatuses 43, which does not exist`,
        'priceRanges[0].Goal: must be between 0 and 2',
        `offices[0] (id ${String((document.offices[0] as Json)['ID'])}).Name: is required`,
        expect.stringMatching(/^persons\[0\] \(id \d+\)\.PasswordHash: must be a password hash in PHC form/),
        expect.stringMatching(/^persons\[2\] \(id \d+\)\.Email: .* is already used by persons\[1\]/),
        'history[0].Kind: must be one of automatic, calendar, task, media-online, appearance, website-visit',
        expect.stringMatching(/^users\[1\] \(id \d+\)\.ID: duplicates users\[0\]/),
        expect.stringMatching(/^properties\[8\] \(id \d+\)\.Texts\[\d+\]\.LanguageID: must be between 1 and 6$/),
        expect.stringMatching(/^properties\[8\] \(id \d+\)\.Texts\[\d+\]\.DescriptionA: must be a string$/),
      ]),
    );
  });

  it('refuses bad relations, person links, media statistics and category references', async () => {
    const document = copy();
    document.relations[0] = { ...document.relations[0], PropertyID: null, ProjectID: null };
    document.personLinks[0] = { ...document.personLinks[0], RelatedPersonID: document.personLinks[0]!['PersonID'] };
    document.mediaStatistics[0] = { ...document.mediaStatistics[0], MediaID: 9 };
    const person = document.persons.findIndex((p) => (p['CategoryIDs'] as unknown[]).length > 0);
    document.persons[person] = { ...document.persons[person], CategoryIDs: [999999] };
    const problems = await refusal(importDocument(dataSource, document));
    expect(problems).toContain('relations[0]: must name exactly one of PropertyID and ProjectID');
    expect(problems).toContain('personLinks[0].RelatedPersonID: must be another person than PersonID');
    expect(problems.some((problem) => problem.startsWith('mediaStatistics[0].MediaID:'))).toBe(true);
    expect(problems.some((problem) => /^persons\[\d+\] \(id \d+\)\.CategoryIDs: refers to personCategories 999999/.test(problem))).toBe(true);
  });

  it('refuses documents of another format or version and unknown fields', async () => {
    expect(await refusal(importDocument(dataSource, []))).toEqual(['document: must be a JSON object']);
    const document = copy() as unknown as Json;
    document['format'] = 'something-else';
    document['version'] = 2;
    document['extra'] = true;
    (document['agency'] as Json)['Name'] = '';
    ((document['properties'] as Json[])[0] as Json)['Colour'] = 'blue';
    const problems = await refusal(importDocument(dataSource, document));
    expect(problems).toEqual(
      expect.arrayContaining([
        'format: must be "property-listing-agency-export"',
        'version: must be 1',
        'extra: is not part of the format',
        'agency.Name: must be a string of 1 to 200 characters',
        expect.stringMatching(/^properties\[0\] \(id \d+\)\.Colour: is not a field of this record$/),
      ]),
    );
  });

  it('refuses a document whose last record is bad without writing anything', async () => {
    const before = await rowCounts(dataSource);
    const document = copy();
    (document.houseOfWeek[document.houseOfWeek.length - 1] as Json)['PropertyID'] = 987_654;
    expect((await refusal(importDocument(dataSource, document))).at(-1)).toMatch(/^houseOfWeek\[9\]\.PropertyID: refers to properties 987654/);
    expect(await rowCounts(dataSource)).toEqual(before);
  });

  it('rolls everything back when the database rejects the last record', async () => {
    const before = await rowCounts(dataSource);
    await dataSource.query(
      usingMysql()
        ? "CREATE TRIGGER reject_house_of_week BEFORE INSERT ON house_of_week FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'simulated failure'"
        : "CREATE TRIGGER reject_house_of_week BEFORE INSERT ON house_of_week BEGIN SELECT RAISE(ABORT, 'simulated failure'); END",
    );
    try {
      await expect(importDocument(dataSource, original, { agencyName: 'Rolled back' })).rejects.toThrow('simulated failure');
    } finally {
      await dataSource.query('DROP TRIGGER reject_house_of_week');
    }
    expect(await rowCounts(dataSource)).toEqual(before);
  });
});
