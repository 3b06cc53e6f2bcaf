import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { exportAgency, type ExportDocument } from '../../src/cli/transfer/export-document.js';
import { importInto, WITHDRAWN_STATUS } from '../../src/cli/transfer/import-into.js';
import { loadDemoData } from '../../src/seeding/demo-data.js';
import { openTestDatabase } from '../support/database.js';
import { refusal } from '../support/import-refusal.js';

type Json = Record<string, unknown>;

async function count(dataSource: DataSource, sql: string): Promise<number> {
  return Number(((await dataSource.query(sql)) as { n: number | string }[])[0]?.n);
}

/** What an import could change: the agency's properties, texts, agents, change events and audit entries. */
async function snapshot(dataSource: DataSource): Promise<Json> {
  return {
    properties: await dataSource.query('SELECT id, reference, status, price, street, version FROM property WHERE agency_id = 1 ORDER BY id'),
    texts: await count(dataSource, 'SELECT COUNT(*) AS n FROM property_text'),
    agents: await count(dataSource, 'SELECT COUNT(*) AS n FROM property_agent'),
    events: await count(dataSource, 'SELECT COUNT(*) AS n FROM change_event'),
    audit: await count(dataSource, 'SELECT COUNT(*) AS n FROM audit_entry'),
  };
}

describe('import --into an existing agency (upsert by reference)', () => {
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

  it('first import gives the reference-less demo properties their P<id>; after a new export, importing it back changes nothing', async () => {
    expect(original.properties.length).toBeGreaterThanOrEqual(20);
    for (const property of original.properties) expect(property['Reference']).toBeNull();
    const first = await importInto(dataSource, 1, copy());
    expect(first.counts).toEqual({ created: 0, changed: original.properties.length, unchanged: 0, withdrawn: 0 });
    expect(first.properties.map((p) => p.reference)).toEqual(original.properties.map((p) => `P${String(p['ID'])}`));
    original = await exportAgency(dataSource, 1);
    for (const property of original.properties) expect(property['Reference']).toBe(`P${String(property['ID'])}`);
    const before = await snapshot(dataSource);
    const result = await importInto(dataSource, 1, copy());
    expect(result.counts).toEqual({ created: 0, changed: 0, unchanged: original.properties.length, withdrawn: 0 });
    expect(await snapshot(dataSource)).toEqual(before);
  });

  it('a dry run reports what would change and writes nothing', async () => {
    const document = copy();
    (document.properties[0] as Json)['Price'] = 123_456;
    document.properties.push({ ...(document.properties[1] as Json), ID: 99_999_001, Reference: 'CRM-NEW-1' });
    const before = await snapshot(dataSource);
    const result = await importInto(dataSource, 1, document, { dryRun: true, withdrawMissing: true });
    expect(result.dryRun).toBe(true);
    expect(result.counts).toEqual({ created: 1, changed: 1, unchanged: original.properties.length - 1, withdrawn: 0 });
    expect(result.properties.find((p) => p.action === 'created')).toEqual({ action: 'created', reference: 'CRM-NEW-1', id: null });
    expect(result.properties.find((p) => p.action === 'changed')).toEqual({ action: 'changed', reference: original.properties[0]?.['Reference'], id: original.properties[0]?.['ID'] });
    expect(await snapshot(dataSource)).toEqual(before);
  });

  it('5 % changed: exactly those are changed, each with one change event and one audit entry', async () => {
    const document = copy();
    const changedCount = Math.max(1, Math.round(document.properties.length * 0.05));
    // Partners see published properties only (status 1, 2, 4, 6): the change log records changes of those.
    const changed = document.properties.filter((p) => [1, 2, 4, 6].includes(p['Status'] as number)).slice(0, changedCount);
    expect(changed).toHaveLength(changedCount);
    for (const property of changed) (property as Json)['Street'] = `Changed street ${String(property['ID'])}`;
    const events = await count(dataSource, 'SELECT COUNT(*) AS n FROM change_event');
    const audit = await count(dataSource, "SELECT COUNT(*) AS n FROM audit_entry WHERE resource = 'properties' AND action = 'update'");
    const result = await importInto(dataSource, 1, document);
    expect(result.counts).toEqual({ created: 0, changed: changedCount, unchanged: document.properties.length - changedCount, withdrawn: 0 });
    expect(result.properties.filter((p) => p.action === 'changed').map((p) => p.id).sort()).toEqual(changed.map((p) => p['ID']).sort());
    const newEvents = (await dataSource.query(`SELECT record_key AS id FROM change_event WHERE id > (SELECT MAX(id) - ${changedCount} FROM change_event) ORDER BY record_key`)) as { id: number | string }[];
    expect(await count(dataSource, 'SELECT COUNT(*) AS n FROM change_event')).toBe(events + changedCount);
    expect(newEvents.map((e) => Number(e.id))).toEqual(changed.map((p) => p['ID'] as number).sort((a, b) => a - b));
    expect(await count(dataSource, "SELECT COUNT(*) AS n FROM audit_entry WHERE resource = 'properties' AND action = 'update'")).toBe(audit + changedCount);
    const streets = (await dataSource.query(`SELECT street FROM property WHERE id = ${String(changed[0]?.['ID'])}`)) as { street: string }[];
    expect(streets[0]?.street).toBe(`Changed street ${String(changed[0]?.['ID'])}`);
    original = await exportAgency(dataSource, 1);
    expect((await importInto(dataSource, 1, copy())).counts.changed).toBe(0);
  });

  it('creates a property for a new reference, and --withdraw-missing withdraws (status 5, not deleted) the ones the document no longer holds', async () => {
    const document = copy();
    const dropped = document.properties.splice(0, 2).filter((p) => p['Status'] !== WITHDRAWN_STATUS);
    // The document's other records that name the dropped properties go with them.
    const droppedIds = new Set(dropped.map((p) => p['ID']));
    for (const [key, value] of Object.entries(document)) {
      if (key !== 'properties' && Array.isArray(value)) (document as unknown as Json)[key] = (value as Json[]).filter((record) => !droppedIds.has(record['PropertyID']));
    }
    document.properties.push({ ...(document.properties[0] as Json), ID: 99_999_002, Reference: 'CRM-NEW-2' });
    const total = await count(dataSource, 'SELECT COUNT(*) AS n FROM property WHERE agency_id = 1');
    const result = await importInto(dataSource, 1, document, { withdrawMissing: true });
    expect(result.counts.created).toBe(1);
    expect(result.properties.filter((p) => p.action === 'withdrawn').map((p) => p.reference)).toEqual(dropped.map((p) => p['Reference']));
    expect(await count(dataSource, 'SELECT COUNT(*) AS n FROM property WHERE agency_id = 1')).toBe(total + 1);
    for (const property of dropped) {
      expect(await count(dataSource, `SELECT status AS n FROM property WHERE id = ${String(property['ID'])}`)).toBe(WITHDRAWN_STATUS);
    }
    const created = result.properties.find((p) => p.action === 'created');
    expect(await count(dataSource, `SELECT COUNT(*) AS n FROM property WHERE agency_id = 1 AND reference = 'CRM-NEW-2' AND id = ${String(created?.id)}`)).toBe(1);
    // The same document again changes nothing.
    expect((await importInto(dataSource, 1, document, { withdrawMissing: true })).counts).toEqual({ created: 0, changed: 0, unchanged: document.properties.length, withdrawn: 0 });
    original = await exportAgency(dataSource, 1);
  });

  it('a failing record in the middle leaves nothing written', async () => {
    const document = copy();
    const middle = Math.floor(document.properties.length / 2);
    for (const property of document.properties.slice(0, middle)) (property as Json)['Street'] = 'Never written';
    (document.properties[middle] as Json)['OfficeID'] = null;
    (document.properties[middle] as Json)['Agents'] = [{ UserID: 999_999, Role: 1 }];
    document.users.push({ ...(document.users[0] as Json), ID: 999_999, Email: 'nobody-of-agency-1@example.com' });
    const before = await snapshot(dataSource);
    const problems = await refusal(importInto(dataSource, 1, document));
    expect(problems).toEqual([`properties[${middle}] (id ${String(document.properties[middle]?.['ID'])}, Reference "${String(document.properties[middle]?.['Reference'])}").Agents[0].UserID: 999999 is not a user of the agency.`]);
    expect(await snapshot(dataSource)).toEqual(before);
  });

  it('refuses a document whose properties lack a reference or repeat one, before writing anything', async () => {
    const document = copy();
    delete (document.properties[0] as Json)['Reference'];
    const before = await snapshot(dataSource);
    expect(await refusal(importInto(dataSource, 1, document))).toEqual([
      `properties[0] (id ${String(document.properties[0]?.['ID'])}).Reference: is required to import into an existing agency, unless ID is a property of the agency that has no reference yet`,
    ]);
    expect(await snapshot(dataSource)).toEqual(before);
    const twice = copy();
    (twice.properties[1] as Json)['Reference'] = twice.properties[0]?.['Reference'];
    const problems = await refusal(importInto(dataSource, 1, twice));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^properties\[1\] \(id \d+\)\.Reference: "[^"]+" is already used by properties\[0\]/);
  });
});
