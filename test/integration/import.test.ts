import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { exportAgency, type ExportDocument } from '../../src/cli/transfer/export-document.js';
import { importDocument, ImportRefusedError } from '../../src/cli/transfer/import-document.js';
import { loadDemoData } from '../../src/seeding/demo-data.js';
import { openTestDatabase, usingMysql } from '../support/database.js';

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
};

/** The document with every id replaced by the record's position, so two exports compare modulo ids. */
function withoutIds(document: ExportDocument): Json {
  const positions = new Map<string, Map<number, number>>();
  const remember = (collection: string, records: Json[]) => positions.set(collection, new Map(records.map((r, i) => [r['ID'] as number, i])));
  for (const name of ['offices', 'sites', 'users', 'persons', 'projects', 'properties'] as const) remember(name, document[name]);
  remember('buildings', document.projects.flatMap((p) => p['Buildings'] as Json[]));
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

async function refusal(dataSource: DataSource, document: unknown): Promise<string[]> {
  try {
    await importDocument(dataSource, document);
  } catch (error) {
    if (error instanceof ImportRefusedError) return [...error.problems];
    throw error;
  }
  throw new Error('the document was imported');
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

  it('refuses a document whose agency name is taken, before writing anything', async () => {
    const before = await rowCounts(dataSource);
    expect(await refusal(dataSource, original)).toEqual([
      `agency.Name: an agency named "${String(original.agency['Name'])}" exists already (id 1); agency names are unique; give the new agency another name with --agency-name`,
    ]);
    expect(await rowCounts(dataSource)).toEqual(before);
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
    expect(new Set(original.history.map((h) => h['Kind'])).size).toBe(6);
    expect(JSON.stringify(original)).not.toContain('demo-secret');
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
    const problems = await refusal(dataSource, document);
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

  it('refuses documents of another format or version and unknown fields', async () => {
    expect(await refusal(dataSource, [])).toEqual(['document: must be a JSON object']);
    const document = copy() as unknown as Json;
    document['format'] = 'something-else';
    document['version'] = 2;
    document['extra'] = true;
    (document['agency'] as Json)['Name'] = '';
    ((document['properties'] as Json[])[0] as Json)['Colour'] = 'blue';
    const problems = await refusal(dataSource, document);
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
    expect((await refusal(dataSource, document)).at(-1)).toMatch(/^houseOfWeek\[9\]\.PropertyID: refers to properties 987654/);
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
