import { Inject, Injectable, Optional } from '@nestjs/common';
import { CACHE_BUS, CACHE_TOPICS, type CacheBus } from '../common/cache-bus.js';
import { SqlStatements } from './sql-statements.js';

/**
 * Notices writes made to the database by another process — the CLI, an import, a second tool on
 * the same SQLite file — where the engine can tell cheaply (SQLite's data version; on
 * MySQL/MariaDB such writers announce themselves on the fleet's cache bus, and caches fall back
 * to their lifetimes otherwise). When it notices one, every cache on the bus drops everything:
 * credentials, reference tables, counts, pages and property records. Called before caches are
 * consulted (authentication, record loads); a check costs one tiny prepared statement.
 */
@Injectable()
export class ExternalWriteWatch {
  private lastMark: number | null = null;

  constructor(
    @Inject(SqlStatements) private readonly statements: SqlStatements,
    @Optional() @Inject(CACHE_BUS) private readonly bus?: CacheBus,
  ) {}

  check(): void {
    if (!this.bus) return;
    const mark = this.statements.changeMark();
    if (mark === null) return;
    const changed = this.lastMark !== null && mark !== this.lastMark;
    this.lastMark = mark;
    if (changed) for (const topic of CACHE_TOPICS) this.bus.publish(topic);
  }
}
