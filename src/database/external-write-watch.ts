import { Inject, Injectable, Optional } from '@nestjs/common';
import { CACHE_BUS, CACHE_TOPICS, type CacheBus } from '../common/cache-bus.js';
import { SqlStatements } from './sql-statements.js';

/**
 * Notices writes made to the database by another process — the CLI, an import, a second tool on
 * the same SQLite file, another instance without a shared cache bus:
 * - SQLite (`check`): its data version; when it moves, every cache on the bus drops everything:
 *   credentials, reference tables, counts, pages and property records. Called before caches are
 *   consulted (authentication, record loads); the mark is read at most once per turn of the event
 *   loop (one tiny prepared statement), so the requests a turn handles share that reading.
 * - MySQL/MariaDB (`checkAgency`): the agency's data version, the sum of its rows of
 *   `data_version`, raised by triggers on every commit that wrote its properties, texts or
 *   pictures, its projects or their pictures (src/database/agency-version.ts); when it moves,
 *   the agency's counts, pages, records and /media/ look-ups are dropped (`tenant-data`). Called
 *   before lists, counts, records and picture files are served, so a property withdrawn by any
 *   writer leaves the lists (and its pictures stop being served) as soon as it is no longer found. Concurrent callers share one read: a caller waits at most for a read that
 *   started after it arrived, so the bound holds and the reads do not grow with the load.
 */
@Injectable()
export class ExternalWriteWatch {
  private lastMark: number | null = null;
  /** The mark was read in this turn of the event loop (cleared by setImmediate, right after the turn's I/O). */
  private readThisTurn = false;
  private readonly versions = new Map<number, number>();
  /** Per agency: the read under way, and the one queued to start after it (joined by later callers). */
  private readonly running = new Map<number, Promise<void>>();
  private readonly queued = new Map<number, Promise<void>>();

  constructor(
    @Inject(SqlStatements) private readonly statements: SqlStatements,
    @Optional() @Inject(CACHE_BUS) private readonly bus?: CacheBus,
  ) {}

  check(): void {
    if (!this.bus || this.readThisTurn) return;
    this.readThisTurn = true;
    setImmediate(() => {
      this.readThisTurn = false;
    });
    const mark = this.statements.changeMark();
    if (mark === null) return;
    const changed = this.lastMark !== null && mark !== this.lastMark;
    this.lastMark = mark;
    if (changed) for (const topic of CACHE_TOPICS) this.bus.publish(topic);
  }

  /**
   * `checkAgency` when it needs no read (SQLite, or no cache bus: `check` is all of it): done at
   * once, true. False when the agency's data version must be read: the caller awaits `checkAgency`.
   */
  checkAgencyNow(): boolean {
    if (this.bus && this.statements.agencyVersioned) return false;
    this.check();
    return true;
  }

  /** `check`, then (MySQL/MariaDB) a read of the agency's data version that started after this call. */
  checkAgency(agencyId: number): Promise<void> {
    this.check();
    if (!this.bus) return Promise.resolve();
    const queued = this.queued.get(agencyId);
    if (queued) return queued;
    const current = this.running.get(agencyId);
    if (!current) return this.readVersion(agencyId);
    const next = current.then(
      () => this.readVersion(agencyId),
      () => this.readVersion(agencyId),
    );
    this.queued.set(agencyId, next);
    return next;
  }

  private readVersion(agencyId: number): Promise<void> {
    this.queued.delete(agencyId);
    const read = this.statements.agencyVersion(agencyId).then((version) => {
      if (version === null) return;
      const last = this.versions.get(agencyId);
      this.versions.set(agencyId, version);
      if (last !== undefined && last !== version) this.bus?.publish('tenant-data', String(agencyId));
    });
    const settled = read.finally(() => {
      if (this.running.get(agencyId) === settled) this.running.delete(agencyId);
    });
    this.running.set(agencyId, settled);
    return settled;
  }
}
