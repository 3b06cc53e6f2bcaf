import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { Agency, CustomerAccount } from '../../src/accounts/accounts.entities.js';
import { PasswordHasher } from '../../src/accounts/password-hasher.js';
import { runCli } from '../../src/cli/run-cli.js';
import { Project } from '../../src/construction/construction.entities.js';
import { Property } from '../../src/properties/properties.entities.js';
import { loadDemoData } from '../../src/seeding/demo-data.js';
import { openTestDatabase } from '../support/database.js';

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

describe('admin CLI', () => {
  let dataSource: DataSource;
  let dir: string;

  async function cli(argv: string[], options: { stdin?: string; env?: NodeJS.ProcessEnv } = {}): Promise<CliRun> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, {
      stdout: (text) => out.push(text),
      stderr: (text) => err.push(text),
      stdin: Readable.from([options.stdin ?? '']),
      env: options.env ?? {},
      database: async () => dataSource,
    });
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  }

  async function account(name: string): Promise<CustomerAccount | null> {
    return dataSource.getRepository(CustomerAccount).findOneBy({ name });
  }

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await loadDemoData(dataSource);
    dir = mkdtempSync(join(tmpdir(), 'cli-test-'));
  });

  afterAll(async () => {
    await dataSource?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints the usage for --help and refuses unknown commands with exit code 2', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('accounts create --agency ID|NAME --name NAME');
    const unknown = await cli(['accounts', 'delete', '--name', 'demo']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command: accounts delete');
    const typo = await cli(['agencies', 'create', '--nmae', 'X']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('Unknown option --nmae');
  });

  it('completes the reference data idempotently', async () => {
    await dataSource.query('DELETE FROM city WHERE id > 200');
    const first = await cli(['reference', 'load']);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/cities (1|2)\d\b/);
    expect((await cli(['reference', 'load'])).stdout).toBe('Reference data is complete (added: countries 0, webChannels 0, propertyTypes 0, zones 0, cities 0, marquees 0, subStatuses 0).');
  });

  it('changes a property status and a project publication, recording when they left publication', async () => {
    const property = (await dataSource.getRepository(Property).findOneBy({ agencyId: 1, status: 1 }))!;
    const withdrawn = await cli(['properties', 'status', '--agency', '1', '--property', String(property.id), '--status', '5']);
    expect(withdrawn).toMatchObject({ code: 0, stdout: `Property ${property.id} of agency 1 now has status 5.` });
    const after = (await dataSource.getRepository(Property).findOneBy({ id: property.id }))!;
    expect(after.status).toBe(5);
    expect(after.withdrawnAt).toBeInstanceOf(Date);
    expect(after.lastChangedAt.getTime()).toBeGreaterThan(property.lastChangedAt.getTime());
    await cli(['properties', 'status', '--agency', '1', '--property', String(property.id), '--status', '1']);
    expect((await dataSource.getRepository(Property).findOneBy({ id: property.id }))!.withdrawnAt).toBeNull();
    expect((await cli(['properties', 'status', '--agency', '2', '--property', String(property.id), '--status', '1'])).code).toBe(1);
    expect((await cli(['properties', 'status', '--agency', '1', '--property', String(property.id), '--status', '9'])).code).toBe(2);

    const project = (await dataSource.getRepository(Project).findOneBy({ agencyId: 1 }))!;
    expect((await cli(['projects', 'withdraw', '--agency', '1', '--project', String(project.id)])).stdout).toBe(`Project ${project.id} of agency 1 is withdrawn.`);
    expect(await dataSource.getRepository(Project).findOneBy({ id: project.id })).toMatchObject({ publishInternet: false, withdrawnAt: expect.any(Date) });
    await cli(['projects', 'publish', '--agency', '1', '--project', String(project.id)]);
    expect(await dataSource.getRepository(Project).findOneBy({ id: project.id })).toMatchObject({ publishInternet: true, withdrawnAt: null });
  });

  it('creates and lists agencies', async () => {
    const created = await cli(['agencies', 'create', '--name', 'Nieuw Kantoor']);
    expect(created.code).toBe(0);
    expect(await dataSource.getRepository(Agency).existsBy({ name: 'Nieuw Kantoor' })).toBe(true);
    const listed = await cli(['agencies', 'list']);
    expect(listed.stdout).toMatch(/1\s+Immo Demo\s+1 NL\s+2\s+\d+/);
    expect(listed.stdout).toMatch(/2\s+Maison Wallonie\s+2 FR\s+/);
    expect(listed.stdout).toMatch(/Nieuw Kantoor\s+1 NL/);
  });

  it("creates an agency with a language and changes an agency's default language", async () => {
    const created = await cli(['agencies', 'create', '--name', 'Agence Sud', '--language', '2']);
    expect(created).toMatchObject({ code: 0, stdout: expect.stringContaining('(language 2 FR)') });
    expect(await dataSource.getRepository(Agency).findOneBy({ name: 'Agence Sud' })).toMatchObject({ defaultLanguageId: 2 });
    const changed = await cli(['agencies', 'language', '--agency', 'Agence Sud', '--language', '3']);
    expect(changed).toMatchObject({ code: 0, stdout: expect.stringContaining('answers in language 3 (EN)') });
    expect(await dataSource.getRepository(Agency).findOneBy({ name: 'Agence Sud' })).toMatchObject({ defaultLanguageId: 3 });
    expect(await cli(['agencies', 'language', '--agency', 'Agence Sud', '--language', '7'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--language must be one of 1 (NL)') });
    expect(await cli(['agencies', 'create', '--name', 'X', '--language', 'fr'])).toMatchObject({ code: 2 });
    expect((await dataSource.getRepository(Agency).findOneBy({ name: 'Agence Sud' }))?.defaultLanguageId).toBe(3);
  });

  it('refuses a second agency of the same name, and the database refuses one too', async () => {
    const again = await cli(['agencies', 'create', '--name', 'Immo Demo']);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('Refused: an agency named "Immo Demo" exists already (id 1); agency names are unique.');
    expect(await dataSource.getRepository(Agency).countBy({ name: 'Immo Demo' })).toBe(1);
    // The unique index (migration UniqueAgencyName) holds whatever writes the row.
    await expect(dataSource.getRepository(Agency).insert({ name: 'Immo Demo', email: null, phone: null })).rejects.toThrow(/unique|duplicate/i);
    // The name stays usable.
    expect((await cli(['accounts', 'list', '--agency', 'Immo Demo'])).code).toBe(0);
  });

  it('creates an account with the password from an environment variable or standard input, hashed', async () => {
    const fromEnv = await cli(['accounts', 'create', '--agency', 'Maison Wallonie', '--name', 'wallonie-api', '--password-env', 'NEW_PW'], { env: { NEW_PW: 'correct horse battery' } });
    expect(fromEnv.code).toBe(0);
    const stored = await account('wallonie-api');
    expect(stored?.agencyId).toBe(2);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await new PasswordHasher().verify(stored?.passwordHash ?? '', 'correct horse battery')).toBe(true);

    const fromStdin = await cli(['accounts', 'create', '--agency', '3', '--name', 'coast-portal', '--password-stdin'], { stdin: 'stdin-secret-1\n' });
    expect(fromStdin.code).toBe(0);
    expect(await new PasswordHasher().verify((await account('coast-portal'))?.passwordHash ?? '', 'stdin-secret-1')).toBe(true);
  });

  it('grants scopes: all by default, the listed ones with --scopes, replaced with accounts scopes', async () => {
    expect((await account('wallonie-api'))?.scopes).toBe('listings,contacts,persons-read,persons-write');
    const limited = await cli(['accounts', 'create', '--agency', '1', '--name', 'listing-site', '--scopes', 'listings,contacts', '--password', 'long enough pw']);
    expect(limited.stdout).toContain('with scopes listings,contacts');
    expect((await account('listing-site'))?.scopes).toBe('listings,contacts');
    const changed = await cli(['accounts', 'scopes', '--name', 'listing-site', '--scopes', 'persons-write,listings']);
    expect(changed.code).toBe(0);
    expect((await account('listing-site'))?.scopes).toBe('listings,persons-write');
    const unknown = await cli(['accounts', 'scopes', '--name', 'listing-site', '--scopes', 'everything']);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('unknown scope everything') });
    expect((await cli(['accounts', 'list'])).stdout).toMatch(/listing-site\s+enabled\s+\S+\s+listings,persons-write/);
  });

  it('refuses bad account input with a message and no stack trace', async () => {
    const short = await cli(['accounts', 'create', '--agency', '1', '--name', 'shorty', '--password', 'abc']);
    expect(short.code).toBe(1);
    expect(short.stderr).toBe('password: must be at least 8 characters');
    expect(await account('shorty')).toBeNull();
    const twoSources = await cli(['accounts', 'create', '--agency', '1', '--name', 'x', '--password', 'abcd-efgh', '--password-stdin']);
    expect(twoSources.code).toBe(2);
    const noAgency = await cli(['accounts', 'create', '--agency', 'Nobody', '--name', 'x', '--password', 'abcd-efgh']);
    expect(noAgency.code).toBe(2);
    expect(noAgency.stderr).toContain('No agency with id or name "Nobody"');
    const duplicate = await cli(['accounts', 'create', '--agency', '1', '--name', 'DEMO', '--password', 'abcd-efgh']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already exists');
    for (const run of [short, noAgency, duplicate]) expect(run.stderr).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });

  it('disables, enables and changes the password of an account', async () => {
    expect((await cli(['accounts', 'disable', '--name', 'wallonie-api'])).code).toBe(0);
    expect((await account('wallonie-api'))?.disabled).toBe(true);
    expect((await cli(['accounts', 'list', '--agency', '2'])).stdout).toMatch(/wallonie-api\s+disabled/);
    expect((await cli(['accounts', 'enable', '--name', 'wallonie-api'])).code).toBe(0);
    expect((await account('wallonie-api'))?.disabled).toBe(false);
    expect((await cli(['accounts', 'password', '--name', 'wallonie-api', '--password-stdin'], { stdin: 'another-secret\n' })).code).toBe(0);
    expect(await new PasswordHasher().verify((await account('wallonie-api'))?.passwordHash ?? '', 'another-secret')).toBe(true);
    const missing = await cli(['accounts', 'disable', '--name', 'nobody']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('Account nobody was not found.');
  });

  it('exports an agency to a file and imports it into a new agency', async () => {
    const file = join(dir, 'agency-2.json');
    const exported = await cli(['export', '--agency', '2', '--out', file]);
    expect(exported.code).toBe(0);
    const document = JSON.parse(readFileSync(file, 'utf8')) as { format: string; version: number; properties: unknown[]; persons: { PasswordHash: string | null }[] };
    expect(document.format).toBe('property-listing-agency-export');
    expect(document.version).toBe(1);
    expect(document.properties.length).toBeGreaterThan(60);
    expect(document.persons.filter((p) => p.PasswordHash !== null).every((p) => p.PasswordHash?.startsWith('$argon2id$'))).toBe(true);

    const agencies = await dataSource.getRepository(Agency).count();
    const imported = await cli(['import', file, '--agency-name', 'Wallonie (copie)']);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/Imported .* into new agency \d+ "Wallonie \(copie\)"/);
    const copy = Number(/new agency (\d+)/.exec(imported.stdout)![1]);
    const elsewhere = await cli(['import', file, '--agency-name', 'Wallonie (ailleurs)'], { env: { DATABASE_URL: 'sqlite:/srv/listings/live.sqlite' } });
    expect(elsewhere.code).toBe(0);
    // The hint names the database the import went to (here the test's, whatever DATABASE_URL says).
    expect(imported.stdout).toContain(`Create an account for it with: npm run -s cli -- accounts create --agency ${copy} --name NAME --password-stdin`);
    expect(elsewhere.stdout).toContain(`Create an account for it with: DATABASE_URL='sqlite:/srv/listings/live.sqlite' npm run -s cli -- accounts create --agency ${copy + 1}`);
    expect(await dataSource.getRepository(Agency).count()).toBe(agencies + 2);
  });

  it('refuses a bad document, naming record and field, with exit code 1 and nothing written', async () => {
    const file = join(dir, 'bad.json');
    const document = JSON.parse((await cli(['export', '--agency', '3'])).stdout) as { properties: Record<string, unknown>[] };
    const property = document.properties[3] as Record<string, unknown>;
    property['Price'] = -5;
    writeFileSync(file, JSON.stringify(document));
    const agencies = await dataSource.getRepository(Agency).count();
    const refused = await cli(['import', file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`properties[3] (id ${String(property['ID'])}).Price: must be a number ≥ 0`);
    expect(await dataSource.getRepository(Agency).count()).toBe(agencies);

    writeFileSync(file, '{ not json');
    const garbage = await cli(['import', file]);
    expect(garbage.code).toBe(1);
    expect(garbage.stderr).toContain('is not valid JSON');
    expect((await cli(['import', join(dir, 'missing.json')])).code).toBe(2);
  });

  it('import --into upserts by reference: JSON lines report, --dry-run writes nothing, a refused record exits 1 with nothing written', async () => {
    const file = join(dir, 'into.json');
    const exported = await cli(['export', '--agency', '3', '--out', file]);
    expect(exported.code).toBe(0);
    const lines = (run: CliRun) => run.stdout.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const first = await cli(['import', file, '--into', '3']);
    expect(first.code).toBe(0);
    const firstSummary = lines(first).at(-1)?.['summary'] as Record<string, unknown>;
    expect(firstSummary).toMatchObject({ agency: { id: 3 }, dryRun: false, created: 0, unchanged: 0, withdrawn: 0 });
    await cli(['export', '--agency', '3', '--out', file]);
    const document = JSON.parse(readFileSync(file, 'utf8')) as { projects: Record<string, unknown>[]; properties: Record<string, unknown>[] };
    const total = document.properties.length;
    const again = await cli(['import', file, '--into', '3', '--withdraw-missing']);
    const unchanged = { created: 0, changed: 0, unchanged: document.projects.length, withdrawn: 0 };
    expect(lines(again).at(-1)).toEqual({ summary: { agency: { id: 3, name: expect.any(String) }, dryRun: false, created: 0, changed: 0, unchanged: total, withdrawn: 0, projects: unchanged } });
    // The projects' lines first (they are written first), then the properties'.
    expect(lines(again).slice(0, -1).map((line) => line['resource'])).toEqual([...document.projects.map(() => 'project'), ...document.properties.map(() => 'property')]);
    expect(lines(again)[document.projects.length]).toEqual({ resource: 'property', action: 'unchanged', reference: document.properties[0]?.['Reference'], id: document.properties[0]?.['ID'] });

    const target = document.properties[1] as Record<string, unknown>;
    target['Price'] = 98_765;
    writeFileSync(file, JSON.stringify(document));
    const dry = await cli(['import', file, '--into', '3', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(lines(dry)).toContainEqual({ resource: 'property', action: 'changed', reference: target['Reference'], id: target['ID'] });
    expect(lines(dry).at(-1)).toMatchObject({ summary: { dryRun: true, changed: 1, unchanged: total - 1 } });
    expect((await dataSource.getRepository(Property).findOneByOrFail({ id: target['ID'] as number })).price).not.toBe(98_765);

    (document.properties[2] as Record<string, unknown>)['OfficeID'] = 999_999;
    writeFileSync(file, JSON.stringify(document));
    const refused = await cli(['import', file, '--into', '3']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('properties[2]');
    expect((await dataSource.getRepository(Property).findOneByOrFail({ id: target['ID'] as number })).price).not.toBe(98_765);
    expect((await cli(['import', file, '--dry-run'])).code).toBe(2);
  });

  it('maintains the agency’s CRM records: departments, staff, responsible users, slots, documents, checklists and neighbourhoods', async () => {
    const agency = ['--agency', '1'];
    const department = await cli(['departments', 'add', ...agency, '--name', 'Beheer']);
    expect(department).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Department \d+ added\.$/) });
    const departmentId = Number(/\d+/.exec(department.stdout)![0]);
    expect((await cli(['users', 'set', ...agency, '--user', '1', '--department', String(departmentId), '--hidden-on-web', 'yes'])).code).toBe(0);
    expect(await dataSource.query('SELECT department_id, hidden_on_web FROM agency_user WHERE id = 1')).toEqual([{ department_id: departmentId, hidden_on_web: 1 }]);
    expect(await cli(['users', 'set', ...agency, '--user', '1', '--department', '999'])).toMatchObject({ code: 1, stderr: 'Department 999 was not found.' });
    expect(await cli(['users', 'set', ...agency, '--user', '1'])).toMatchObject({ code: 2 });
    expect((await cli(['projects', 'responsible', ...agency, '--project', '1', '--user', '2'])).code).toBe(0);
    expect((await dataSource.getRepository(Project).findOneByOrFail({ id: 1 })).responsibleUserId).toBe(2);

    const slot = await cli(['appointments', 'add', ...agency, '--property', '1', '--type', 'viewing', '--start', '2031-01-10T10:00:00Z', '--end', '2031-01-10T10:30:00Z', '--capacity', '3']);
    expect(slot).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Appointment \d+ added\.$/) });
    expect(await cli(['appointments', 'add', ...agency, '--property', '1', '--project', '1', '--type', 'viewing', '--start', '2031-01-10T10:00:00Z', '--end', '2031-01-10T11:00:00Z'])).toMatchObject({ code: 2 });
    expect(await cli(['appointments', 'add', ...agency, '--property', '1', '--type', 'viewing', '--start', '2031-01-10T10:00:00Z', '--end', '2031-01-10T09:00:00Z'])).toMatchObject({ code: 1, stderr: 'end: must be after the start.' });
    expect(await cli(['appointments', 'add', '--agency', '2', '--property', '1', '--type', 'open-house', '--start', '2031-01-10T10:00:00Z', '--end', '2031-01-10T11:00:00Z'])).toMatchObject({ code: 1, stderr: 'Property 1 was not found.' });

    expect((await cli(['documents', 'add', ...agency, '--property', '1', '--title', 'Plan', '--url', 'https://example.org/plan.pdf', '--kind', 'plan', '--published', 'yes'])).code).toBe(0);
    expect(await cli(['documents', 'add', ...agency, '--property', '1', '--title', 'Plan', '--url', 'ftp://x', '--kind', 'plan'])).toMatchObject({ code: 1, stderr: expect.stringContaining('url:') });

    const item = await cli(['checklist', 'add', ...agency, '--property', '1', '--item', 'Keys copied']);
    const itemId = Number(/Checklist item (\d+)/.exec(item.stdout)![1]);
    expect((await cli(['checklist', 'done', ...agency, '--item', String(itemId)])).code).toBe(0);
    expect(await dataSource.query('SELECT done, position FROM checklist_item WHERE id = ?', [itemId])).toEqual([{ done: 1, position: 6 }]);

    const neighbourhood = await cli(['neighbourhoods', 'add', ...agency, '--name', 'Zuid', '--city', 'Gent']);
    const neighbourhoodId = Number(/\d+/.exec(neighbourhood.stdout)![0]);
    expect((await cli(['properties', 'neighbourhood', ...agency, '--property', '2', '--neighbourhood', String(neighbourhoodId)])).code).toBe(0);
    expect((await dataSource.getRepository(Property).findOneByOrFail({ id: 2 })).neighbourhoodId).toBe(neighbourhoodId);
    expect((await cli(['properties', 'neighbourhood', ...agency, '--property', '2', '--neighbourhood', 'none'])).code).toBe(0);
    expect((await dataSource.getRepository(Property).findOneByOrFail({ id: 2 })).neighbourhoodId).toBeNull();

    // A task is a history record of kind task.
    const [task] = (await dataSource.query("SELECT id FROM history WHERE kind = 'task' AND agency_id = 1 AND done = 0 ORDER BY id LIMIT 1")) as { id: number }[];
    expect((await cli(['tasks', 'done', ...agency, '--task', String(task!.id)])).code).toBe(0);
    expect(await dataSource.query('SELECT done FROM history WHERE id = ?', [task!.id])).toEqual([{ done: 1 }]);
    expect(await cli(['tasks', 'done', '--agency', '2', '--task', String(task!.id)])).toMatchObject({ code: 1, stderr: `Task ${task!.id} was not found.` });
    const [other] = (await dataSource.query("SELECT id FROM history WHERE kind <> 'task' AND agency_id = 1 ORDER BY id LIMIT 1")) as { id: number }[];
    expect(await cli(['tasks', 'done', ...agency, '--task', String(other!.id)])).toMatchObject({ code: 1, stderr: `Task ${other!.id} was not found.` });
  });

  it('lists and adds person categories and sources of an agency', async () => {
    const categories = await cli(['categories', 'list', '--agency', '1']);
    expect(categories.code).toBe(0);
    expect(categories.stdout).toMatch(/ID\s+NAME\s+ORDER/);
    expect(categories.stdout).toContain('Newsletter');
    const added = await cli(['categories', 'add', '--agency', '1', '--name', 'Seniors']);
    expect(added).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Added category \d+ "Seniors" to agency 1\.$/) });
    expect((await cli(['categories', 'list', '--agency', '1'])).stdout).toMatch(/Seniors\s+6/);
    expect((await cli(['categories', 'add', '--agency', '1', '--name', 'Seniors'])).code).toBe(2);
    const source = await cli(['sources', 'add', '--agency', '1', '--name', 'Radio', '--order', '20']);
    expect(source.code).toBe(0);
    expect((await cli(['sources', 'list', '--agency', '1'])).stdout).toMatch(/Radio\s+20/);
    expect((await cli(['sources', 'add', '--agency', '1', '--name', 'X', '--order', '-1'])).code).toBe(2);
  });
});
