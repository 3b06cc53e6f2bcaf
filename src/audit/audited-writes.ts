import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../common/actor.js';
import type { Tenant } from '../common/tenant.js';
import { runTransaction } from '../database/transactions.js';
import type { SqlValue } from '../database/sql-statements.js';
import { sqlTime } from '../database/sql-time.js';
import { transactionStatements } from '../database/transaction-statements.js';

/** A field a write changed: its path in the resource's own field names, before and after. */
export interface FieldChange {
  readonly field: string;
  readonly old: unknown;
  readonly new: unknown;
}

export type AuditAction = 'create' | 'update' | 'delete';

/** The flat view of a record that the audit compares: field path → JSON value (nested objects give `a/b` paths). */
export type AuditView = Readonly<Record<string, unknown>>;

function flatten(view: AuditView | null, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [name, value] of Object.entries(view ?? {})) {
    const path = prefix === '' ? name : `${prefix}/${name}`;
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) flatten(value as AuditView, path, into);
    else into.set(path, value instanceof Date ? value.toISOString() : (value ?? null));
  }
  return into;
}

/** The longest text value an audit entry keeps whole; a longer one is kept as its start and its length. */
const KEPT_TEXT = 500;

function kept(value: unknown): unknown {
  return typeof value === 'string' && value.length > KEPT_TEXT ? `${value.slice(0, KEPT_TEXT)}… (${value.length} characters)` : value;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The fields whose values differ between two views of a record (absent = null), in a stable order. */
export function fieldChanges(before: AuditView | null, after: AuditView | null): FieldChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...old.keys(), ...now.keys()])].sort();
  return fields
    .filter((field) => !same(old.get(field) ?? null, now.get(field) ?? null))
    .map((field) => ({ field, old: kept(old.get(field) ?? null), new: kept(now.get(field) ?? null) }));
}

/**
 * A write in progress: its transaction's manager, and where the write says what it did to which
 * resource. Each call adds one audit entry in the same transaction (nothing when an update
 * changed no field), so the entry exists exactly when the write commits.
 */
export class AuditedWrite {
  /** How many entries this write recorded. */
  private recorded = 0;

  constructor(
    readonly manager: EntityManager,
    readonly tenant: Tenant,
    readonly actor: Actor,
    private readonly at: Date,
  ) {}

  /** The moment of the write (every entry of one write carries it). */
  get now(): Date {
    return this.at;
  }

  /** Whether any entry was recorded (an update that changed nothing records none). */
  get changedAnything(): boolean {
    return this.recorded > 0;
  }

  async created(resource: string, id: number | string, after: AuditView): Promise<void> {
    await this.record(resource, id, 'create', fieldChanges(null, after));
  }

  /** Records the fields that differ; answers them (empty: nothing changed, nothing recorded). */
  async changed(resource: string, id: number | string, before: AuditView, after: AuditView): Promise<FieldChange[]> {
    const changes = fieldChanges(before, after);
    if (changes.length > 0) await this.record(resource, id, 'update', changes);
    return changes;
  }

  async deleted(resource: string, id: number | string, before: AuditView): Promise<void> {
    await this.record(resource, id, 'delete', fieldChanges(before, null));
  }

  private async record(resource: string, id: number | string, action: AuditAction, changes: FieldChange[]): Promise<void> {
    const { actor } = this;
    await transactionStatements(this.manager).run(INSERT_ENTRY, [
      this.tenant.agencyId,
      sqlTime(this.manager.connection, this.at) as SqlValue,
      actor.kind,
      actor.id,
      actor.label.slice(0, 200),
      actor.address?.slice(0, 64) ?? null,
      resource,
      String(id),
      action,
      JSON.stringify(changes),
    ]);
    this.recorded++;
  }
}

/** An audit entry, by a prepared statement on the write's own connection (in its transaction). */
const INSERT_ENTRY =
  'INSERT INTO audit_entry (agency_id, at, actor_kind, actor_id, actor_label, address, resource, resource_id, action, changes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

/**
 * The one seam every audited write of the domains goes through: it opens the transaction
 * (runTransaction, so SQLite queues and MariaDB retries deadlocks; the change-log triggers fire in
 * it) and hands the write an AuditedWrite that records who changed which fields of which
 * resource, in that same transaction. A write that fails leaves neither data nor audit entry.
 */
export class AuditedWrites {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  run<R>(tenant: Tenant, actor: Actor, work: (write: AuditedWrite) => Promise<R>): Promise<R> {
    return runTransaction(this.dataSource, (manager) => work(new AuditedWrite(manager, tenant, actor, this.clock())));
  }
}
