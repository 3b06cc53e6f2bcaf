import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import { AuditEntry } from '../../src/audit/audit.entities.js';
import { AuditedWrites } from '../../src/audit/audited-writes.js';
import { CLI_ACTOR } from '../../src/common/actor.js';
import type { Tenant } from '../../src/common/tenant.js';
import { TenantScope } from '../../src/database/tenant-scope.js';
import { transactionStatements } from '../../src/database/transaction-statements.js';
import { runTransaction } from '../../src/database/transactions.js';
import { Property } from '../../src/properties/properties.entities.js';
import { PropertiesModule } from '../../src/properties/properties.module.js';
import { openTestDatabase } from '../support/database.js';
import { createProperty, domainModule } from '../support/factories/properties.js';
import { createTenant, seedReferenceData } from '../support/factories/reference.js';

/** The prepared-statement writes (a property's locked read and update, the audit entry) on the transaction's own connection, on either engine. */
describe('prepared statements inside a transaction', () => {
  let dataSource: DataSource;
  let module: TestingModule;
  let scope: TenantScope;
  let agency: Tenant;
  let other: Tenant;
  let property: Property;
  const mysql = () => dataSource.options.type !== 'better-sqlite3';

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    await seedReferenceData(dataSource);
    module = await domainModule(dataSource, [PropertiesModule]);
    scope = module.get(TenantScope);
    agency = await createTenant(dataSource);
    other = await createTenant(dataSource);
    property = await createProperty(dataSource, agency, { price: 245000.5, latitude: 51.0543422, hasGarden: true });
  });

  afterAll(async () => {
    await module.close();
    await dataSource.destroy();
  });

  const stored = () => dataSource.getRepository(Property).findOneByOrFail({ id: property.id });

  it('reads the locked row exactly as a repository hydrates it, and nothing of another agency', async () => {
    const expected = await stored();
    await runTransaction(dataSource, async (manager) => {
      expect(await scope.lockedRow(agency, Property, property.id, manager)).toEqual({ ...expected });
      expect(await scope.lockedRow(other, Property, property.id, manager)).toBeNull();
      expect(await scope.lockedRow(agency, Property, 2 ** 60, manager)).toBeNull();
    });
  });

  it('updates the row with values converted as the driver persists them, and answers them as the row holds them', async () => {
    const before = await stored();
    const moment = new Date(Date.UTC(2026, 10, 29, 10, 11, 12, 345));
    const values = { price: 199999.99, latitude: 50.1234567, hasGarden: false, street: 'Kerkstraat', lastChangedAt: moment, version: before.version + 1 };
    const kept = await runTransaction(dataSource, (manager) => scope.updateRow(agency, Property, property.id, values, manager));
    // A DATETIME without fractions keeps whole seconds on MariaDB/MySQL; SQLite keeps the milliseconds.
    const keptMoment = mysql() ? new Date(Date.UTC(2026, 10, 29, 10, 11, 12)) : moment;
    expect(kept).toEqual({ ...values, lastChangedAt: keptMoment });
    expect(await stored()).toEqual({ ...before, ...kept });
  });

  it("changes nothing of another agency's row, and nothing when its transaction rolls back", async () => {
    const before = await stored();
    expect(await runTransaction(dataSource, (manager) => scope.updateRow(other, Property, property.id, { price: 1 }, manager))).toBeNull();
    await expect(
      runTransaction(dataSource, async (manager) => {
        expect(await scope.updateRow(agency, Property, property.id, { price: 2 }, manager)).toEqual({ price: 2 });
        expect((await scope.lockedRow(agency, Property, property.id, manager))?.price).toBe(2);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await stored()).toEqual(before);
  });

  it('refuses a column the entity does not have, and the tenant columns', async () => {
    await runTransaction(dataSource, async (manager) => {
      await expect(scope.updateRow(agency, Property, property.id, { nope: 1 } as never, manager)).rejects.toThrow(/no column for nope/);
      await expect(scope.updateRow(agency, Property, property.id, { agencyId: other.agencyId } as never, manager)).rejects.toThrow(/no column for agencyId/);
    });
  });

  it('holds the lock until the transaction ends: a second writer reads what the first committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const first = runTransaction(dataSource, async (manager) => {
      const row = await scope.lockedRow(agency, Property, property.id, manager);
      await scope.updateRow(agency, Property, property.id, { price: 300000, version: row!.version + 1 }, manager);
      locked();
      await held;
    });
    await lockTaken;
    let secondRead: Property | null | undefined;
    const second = runTransaction(dataSource, async (manager) => {
      secondRead = await scope.lockedRow(agency, Property, property.id, manager);
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(secondRead).toBeUndefined();
    release();
    await Promise.all([first, second]);
    expect(secondRead?.price).toBe(300000);
  });

  it("records an audit entry in the write's transaction: committed with it, gone with its rollback", async () => {
    const at = new Date(Date.UTC(2026, 10, 29, 8, 0, 0, 250));
    const writes = new AuditedWrites(dataSource, () => at);
    const entries = () => dataSource.getRepository(AuditEntry).find({ where: { agencyId: agency.agencyId, resource: 'test-resource' }, order: { id: 'ASC' } });
    await writes.run(agency, CLI_ACTOR, (write) => write.changed('test-resource', 7, { price: 1 }, { price: 2 }));
    await expect(
      writes.run(agency, CLI_ACTOR, async (write) => {
        await write.created('test-resource', 8, { price: 3 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [entry, ...more] = await entries();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ agencyId: agency.agencyId, actorKind: 'cli', actorId: null, actorLabel: 'listing-cli', resource: 'test-resource', resourceId: '7', action: 'update' });
    expect(JSON.parse(entry!.changes)).toEqual([{ field: 'price', old: 1, new: 2 }]);
    // The moment of the write, to the millisecond (DATETIME(3)).
    expect(entry!.at).toEqual(at);
  });

  it('needs an open transaction', () => {
    expect(() => transactionStatements(dataSource.manager)).toThrow(/open transaction/);
  });
});
