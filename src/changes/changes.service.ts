import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InvalidInputError, ResyncRequiredError } from '../common/errors.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { sqlTime } from '../database/sql-time.js';
import { TenantScope } from '../database/tenant-scope.js';
import { runTransaction } from '../database/transactions.js';
import { publishedProperty } from '../properties/property-query.js';
import { ChangeSequencer } from './change-sequencer.js';
import type { ChangeRecord, ChangesRecord, PublishedEntryRecord, PublishedIndexRecord } from './changes.records.js';

/** A resource of the change log: its table and what "published" means there (as the triggers define it). */
interface SyncResource {
  readonly name: string;
  readonly table: string;
  readonly published: string;
}

/** The resources partners sync, in the order the published index lists them. */
export const SYNC_RESOURCES: readonly SyncResource[] = [
  { name: 'Property', table: 'property', published: publishedProperty('r') },
  { name: 'Project', table: 'project', published: 'r.publish_internet = 1' },
];

export const MAX_CHANGES = 1000;
export const MAX_INDEX_ENTRIES = 5000;

const CURSOR_PREFIX = 'c1.';
const PAGE_PREFIX = 'p1.';

/** The opaque text of a position in the change log. */
export function encodeCursor(sequence: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${sequence}`, 'utf8').toString('base64url');
}

/** The sequence of a cursor; null for an empty one (from the oldest retained event). */
export function decodeCursor(cursor: string | null): number | null {
  if (cursor === null || cursor.trim() === '') return null;
  const text = Buffer.from(cursor.trim(), 'base64url').toString('utf8');
  const sequence = text.startsWith(CURSOR_PREFIX) ? Number(text.slice(CURSOR_PREFIX.length)) : NaN;
  if (!/^[A-Za-z0-9_-]+$/.test(cursor.trim()) || !Number.isSafeInteger(sequence) || sequence < 0) {
    throw new InvalidInputError('Cursor', 'is not a cursor this service gave out (pass NextCursor or AsOfCursor as received, or empty to start).');
  }
  return sequence;
}

function resourcesOf(names: readonly string[]): SyncResource[] {
  if (names.length === 0) return [...SYNC_RESOURCES];
  return names.map((name) => {
    const found = SYNC_RESOURCES.find((resource) => resource.name.toLowerCase() === name.trim().toLowerCase());
    if (!found) throw new InvalidInputError('Resources', `unknown resource "${name}"; known: ${SYNC_RESOURCES.map((r) => r.name).join(', ')}.`);
    return found;
  });
}

function limitOf(limit: number | null, max: number, fallback: number): number {
  if (limit === null || limit === 0) return fallback;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > max) throw new InvalidInputError('Limit', `must be from 1 to ${max}, got ${limit}.`);
  return limit;
}

/** SQLite returns its datetime(3) text, MariaDB a Date (UTC). */
function utc(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

interface EventRow {
  sequence: string | number;
  resource: string;
  record_key: number;
  kind: string;
  reason: string;
  occurred_at: Date | string;
  id: string | number;
}

/**
 * The change log as partners read it, scoped to the calling agency: the changes after a cursor
 * (GetChanges), the published records with their versions (GetPublishedIndex), and the
 * compaction that keeps the log bounded.
 */
@Injectable()
export class ChangesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(ChangeSequencer) private readonly sequencer: ChangeSequencer,
  ) {}

  private async counter(name: 'sequence' | 'compacted_through'): Promise<number> {
    const rows = await this.dataSource.query<{ value: string | number }[]>('SELECT value FROM sync_state WHERE name = ?', [name]);
    return Number(rows[0]?.value ?? 0);
  }

  /** The highest sequence visible now: every event at or below it is stamped and readable. */
  async highWater(): Promise<number> {
    await this.sequencer.stampPending();
    return this.counter('sequence');
  }

  /**
   * GetChanges: up to `limit` changes of the tenant after `cursor`, oldest first. NextCursor is
   * the last change's position when more follow, else the log's high-water mark (so a quiet
   * agency's cursor still moves on). A cursor older than what compaction removed: ResyncRequired.
   */
  async changes(tenant: Tenant, cursor: string | null, limit: number | null, resourceNames: readonly string[]): Promise<ChangesRecord> {
    requireScope(tenant, 'listings');
    const after = decodeCursor(cursor);
    const size = limitOf(limit, MAX_CHANGES, 100);
    const resources = resourcesOf(resourceNames);
    const high = await this.highWater();
    const from = after ?? 0;
    if (after !== null && after < (await this.counter('compacted_through'))) {
      throw new ResyncRequiredError(
        'ResyncRequired: changes after this cursor are no longer retained. Rebuild from GetPublishedIndex and continue from its AsOfCursor.',
      );
    }
    const filtered = resources.length === SYNC_RESOURCES.length ? [] : resources.map((resource) => resource.name);
    const only = filtered.length === 0 ? '' : ` AND resource IN (${filtered.map(() => '?').join(', ')})`;
    const rows = await this.scope.rows<EventRow>(
      tenant,
      `SELECT sequence, resource, record_key, kind, reason, occurred_at, id FROM change_event WHERE agency_id = ? AND sequence > ? AND sequence <= ?${only} ORDER BY sequence LIMIT ?`,
      [from, high, ...filtered, size + 1],
    );
    const hasMore = rows.length > size;
    const page = rows.slice(0, size);
    const changes: ChangeRecord[] = page.map((row) => ({
      Sequence: Number(row.sequence),
      Resource: row.resource,
      Key: Number(row.record_key),
      Kind: row.kind,
      Reason: row.reason,
      OccurredAt: utc(row.occurred_at),
      Version: Number(row.id),
    }));
    const next = hasMore ? Number(page[page.length - 1]!.sequence) : Math.max(high, from);
    return { Changes: changes, NextCursor: encodeCursor(next), HasMore: hasMore };
  }

  /**
   * GetPublishedIndex: a page of the tenant's published records with their versions, by resource
   * then id. AsOfCursor is read before the records, so every change the page does not show yet
   * comes after it in the log.
   */
  async publishedIndex(tenant: Tenant, pageToken: string | null, limit: number | null, resourceNames: readonly string[]): Promise<PublishedIndexRecord> {
    requireScope(tenant, 'listings');
    const size = limitOf(limit, MAX_INDEX_ENTRIES, 1000);
    const resources = resourcesOf(resourceNames);
    let position: { index: number; after: number } | null = this.decodePage(pageToken, resources);
    const asOf = await this.highWater();
    const items: PublishedEntryRecord[] = [];
    let hasMore = false;
    while (position !== null) {
      const resource = resources[position.index]!;
      const rows = await this.scope.rows<{ id: number | string; version: number | string | null }>(
        tenant,
        `SELECT r.id AS id, (SELECT MAX(e.id) FROM change_event e WHERE e.resource = '${resource.name}' AND e.record_key = r.id) AS version FROM ${resource.table} r WHERE r.agency_id = ? AND ${resource.published} AND r.id > ? ORDER BY r.id LIMIT ?`,
        [position.after, size - items.length + 1],
      );
      const room = size - items.length;
      for (const row of rows.slice(0, room)) items.push({ Resource: resource.name, ID: Number(row.id), Version: Number(row.version ?? 0) });
      if (rows.length > room) {
        hasMore = true;
        break;
      }
      position = position.index + 1 < resources.length ? { index: position.index + 1, after: 0 } : null;
    }
    const last = items[items.length - 1];
    const nextToken = hasMore && last ? Buffer.from(`${PAGE_PREFIX}${last.Resource}:${last.ID}`, 'utf8').toString('base64url') : '';
    return { Items: items, AsOfCursor: encodeCursor(asOf), NextPageToken: nextToken, HasMore: hasMore };
  }

  private decodePage(token: string | null, resources: readonly SyncResource[]): { index: number; after: number } {
    if (token === null || token.trim() === '') return { index: 0, after: 0 };
    const text = Buffer.from(token.trim(), 'base64url').toString('utf8');
    const match = /^p1\.([A-Za-z]+):(\d+)$/.exec(text);
    const index = match ? resources.findIndex((resource) => resource.name === match[1]) : -1;
    if (!match || index < 0) throw new InvalidInputError('PageToken', 'is not a page token of this index (pass NextPageToken as received, with the same Resources).');
    return { index, after: Number(match[2]) };
  }

  /**
   * Drops events older than `retentionMs` that a newer event of the same record supersedes; the
   * latest event of every record stays (a published record's version, a removed one's tombstone). Records how far it removed, so cursors
   * from before answer ResyncRequired. Returns how many events it removed.
   */
  async compact(retentionMs: number, now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - retentionMs);
    let removed = 0;
    for (;;) {
      const batch = await runTransaction(this.dataSource, async (manager) => {
        const rows = await manager.query<{ id: number | string; sequence: number | string }[]>(
          `SELECT e.id AS id, e.sequence AS sequence FROM change_event e WHERE e.sequence IS NOT NULL AND e.occurred_at < ?
             AND EXISTS (SELECT 1 FROM change_event n WHERE n.resource = e.resource AND n.record_key = e.record_key AND n.id > e.id)
           ORDER BY e.id LIMIT 1000`,
          [sqlTime(this.dataSource, cutoff)],
        );
        if (rows.length === 0) return 0;
        const ids = rows.map((row) => Number(row.id));
        const highest = Math.max(...rows.map((row) => Number(row.sequence)));
        await manager.query(`DELETE FROM change_event WHERE id IN (${ids.map(() => '?').join(', ')})`, ids);
        await manager.query("UPDATE sync_state SET value = ? WHERE name = 'compacted_through' AND value < ?", [highest, highest]);
        return ids.length;
      });
      removed += batch;
      if (batch < 1000) return removed;
    }
  }
}
