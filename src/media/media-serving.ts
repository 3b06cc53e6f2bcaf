import { Inject, Injectable, Optional } from '@nestjs/common';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import type { MediaFormat, MediaPreset, PictureOwnerKind } from '../common/media-presets.js';
import { ACCOUNT_SCOPES } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ExternalWriteWatch } from '../database/external-write-watch.js';
import { SqlStatements } from '../database/sql-statements.js';
import { TenantScope } from '../database/tenant-scope.js';
import { publishedProperty } from '../properties/property-query.js';
import type { MediaStore, StoredFile } from './media-store.js';
import type { ReadDone } from './open-files.js';
import { MEDIA_STORE } from './media.tokens.js';
import { RenditionMemory, ServableCache } from './serving-caches.js';

/** The content of an uploaded picture with this id and version, of the agency, while its owner is published. */
const SERVABLE_SQL: Readonly<Record<PictureOwnerKind, string>> = {
  property: `SELECT c.media_hash AS hash FROM property p JOIN property_picture c ON c.property_id = p.id WHERE p.agency_id = ? AND c.id = ? AND c.version = ? AND ${publishedProperty('p')}`,
  project: 'SELECT c.media_hash AS hash FROM project o JOIN project_picture c ON c.project_id = o.id WHERE o.agency_id = ? AND c.id = ? AND c.version = ? AND o.publish_internet = 1',
};

/**
 * What the public /media/ transport reads: whether a URL's picture may be served, and its
 * renditions' bytes, both kept in memory (docs/media.md, "Serving").
 *
 * The look-up's answer is kept per agency and picture version until the agency's data changes:
 * before an answer is used, ExternalWriteWatch has the agency's data version read (MySQL/MariaDB;
 * on SQLite the database's own data version), so a write by any process or instance — a listing
 * unpublished, a picture replaced or removed — drops the agency's answers before the next request
 * is answered, and the service's own writes drop them on the cache bus (every instance of a fleet).
 * A look-up not kept is one prepared statement (the picture with that version, of the agency, on
 * a published owner: the publication rule of the legacy reads).
 */
@Injectable()
export class MediaServing {
  private readonly lookups: ServableCache;
  private readonly memory: RenditionMemory;
  /**
   * Agencies found to exist. A public path may name any agency id; only real ones get their data
   * version watched and their answers kept, so requests for made-up agencies grow no memory (each
   * costs one primary-key read).
   */
  private readonly agencies = new Set<number>();

  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(SqlStatements) private readonly statements: SqlStatements,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    @Inject(ExternalWriteWatch) private readonly externalWrites: ExternalWriteWatch,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'media'>,
    @Optional() @Inject(CACHE_BUS) bus?: CacheBus,
  ) {
    this.lookups = new ServableCache({}, bus);
    this.memory = new RenditionMemory(config.media.memoryCacheBytes);
  }

  /**
   * The content a picture URL names when the public may see it (the picture exists with that
   * version, belongs to the agency, and its owner is published); null otherwise.
   */
  async servable(agencyId: number, kind: PictureOwnerKind, pictureId: number, version: number): Promise<string | null> {
    if (!(await this.agencyExists(agencyId))) return null;
    await this.externalWrites.checkAgency(agencyId);
    const key = `${kind}/${pictureId}/${version}`;
    const kept = this.lookups.get(agencyId, key);
    if (kept !== undefined) return kept;
    const stamp = this.lookups.stamp(agencyId);
    // The public reads as the agency's published listing does.
    const tenant: Tenant = { agencyId, accountId: 0, accountName: 'media', scopes: ACCOUNT_SCOPES };
    const [row] = await this.scope.rows<{ hash: string | null }>(tenant, SERVABLE_SQL[kind], [pictureId, version]);
    const hash = row?.hash ?? null;
    this.lookups.set(agencyId, key, hash, stamp);
    return hash;
  }

  /**
   * `servable`'s answer when it is at hand without waiting: a known agency, its data version
   * checked without a read (SQLite; on MySQL/MariaDB every answer waits for the shared read) and
   * the answer kept. Undefined when only `servable` can tell.
   */
  servableNow(agencyId: number, kind: PictureOwnerKind, pictureId: number, version: number): string | null | undefined {
    if (!this.agencies.has(agencyId) || !this.externalWrites.checkAgencyNow()) return undefined;
    return this.lookups.get(agencyId, `${kind}/${pictureId}/${version}`, false);
  }

  private async agencyExists(agencyId: number): Promise<boolean> {
    if (this.agencies.has(agencyId)) return true;
    if ((await this.statements.all<{ id: number }>('SELECT id FROM agency WHERE id = ?', [agencyId])).length === 0) return false;
    this.agencies.add(agencyId);
    return true;
  }

  /** A rendition's bytes when they are in memory (each call counts as a request of them). */
  renditionNow(hash: string, preset: MediaPreset, format: MediaFormat): Buffer | undefined {
    return this.memory.get(`${hash}/${preset}.${format}`);
  }

  /** Reads a rendition `renditionNow` did not have from the store (kept in memory if it earns its place); null bytes when the file is not stored. */
  readRendition(hash: string, preset: MediaPreset, format: MediaFormat, done: ReadDone): void {
    this.store.readWith(hash, preset, format, (error, bytes) => {
      if (bytes !== null) this.memory.set(`${hash}/${preset}.${format}`, bytes);
      done(error, bytes);
    });
  }

  /** A rendition's size without its bytes (HEAD): from memory when they are there, else from the store. */
  async renditionFile(hash: string, preset: MediaPreset, format: MediaFormat): Promise<Pick<StoredFile, 'size'> | null> {
    const kept = this.memory.get(`${hash}/${preset}.${format}`);
    return kept !== undefined ? { size: kept.length } : this.store.rendition(hash, preset, format);
  }
}
