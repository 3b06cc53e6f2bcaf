import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { AuditedWrites, type AuditedWrite, type AuditView } from '../audit/audited-writes.js';
import type { Actor } from '../common/actor.js';
import { CACHE_BUS, type CacheBus } from '../common/cache-bus.js';
import { ConflictError, DomainError, InvalidFieldsError, InvalidInputError, NotFoundError, type FieldProblem } from '../common/errors.js';
import { DEFAULT_LANGUAGE } from '../common/codes.js';
import { MEDIA_FORMAT_NAMES, MEDIA_PRESET_NAMES, mediaUrl, type MediaFormat, type MediaPreset, type PictureOwnerKind } from '../common/media-presets.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig, type MediaConfig } from '../config/config.js';
import { Project, ProjectPicture } from '../construction/construction.entities.js';
import { TenantScope } from '../database/tenant-scope.js';
import { Property, PropertyPicture } from '../properties/properties.entities.js';
import { pictureUrl } from '../properties/pictures.js';
import { MediaIngest } from './ingest.js';
import type { MediaManifest, MediaStore } from './media-store.js';
import { MEDIA_STORE } from './media.tokens.js';
import { LANGUAGE_CODES, languageCode } from '../common/language-codes.js';

/** The property or project a picture belongs to. */
export interface PictureOwner {
  readonly kind: PictureOwnerKind;
  readonly id: number;
}

type PictureRow = PropertyPicture | ProjectPicture;

const OWNERS = {
  property: { owner: Property, picture: PropertyPicture, column: 'propertyId', label: 'Property' },
  project: { owner: Project, picture: ProjectPicture, column: 'projectId', label: 'Project' },
} as const;

/** One rendition of an uploaded picture: its URL per format and its size. */
export interface RenditionRecord {
  readonly width: number;
  readonly height: number;
  readonly urls: Readonly<Record<MediaFormat, string>>;
}

/**
 * A picture of a property or project as the agency side sees it. `version` changes only when
 * the content changes; `renditions` is null for a picture whose files were made elsewhere
 * (imported URLs), whose `externalUrls` are then given per family.
 */
export interface PictureRecord {
  readonly id: number;
  readonly version: number;
  readonly position: number;
  /** Captions by language code (`nl`, `fr`, …); a picture imported with one caption has it in the agency's language. */
  readonly captions: Captions;
  readonly uploaded: boolean;
  readonly width: number | null;
  readonly height: number | null;
  readonly renditions: Readonly<Record<MediaPreset, RenditionRecord>> | null;
  readonly externalUrls: { readonly small: string; readonly medium: string; readonly large: string; readonly xlarge: string } | null;
}

/** Captions by lower-case language code. */
export type Captions = Readonly<Partial<Record<string, string>>>;

/** A change of captions (JSON Merge Patch): a language given a text gets it, one given null (or an empty text) loses it, others stay. */
export type CaptionsPatch = Readonly<Record<string, string | null>>;

export interface NewPicture {
  readonly captions?: CaptionsPatch | null;
  /** 1-based; default after the last. */
  readonly position?: number | null;
}

/** The sizes of the legacy families' columns taken from a content's renditions. */
function familyColumns(manifest: MediaManifest) {
  const r = manifest.renditions;
  return {
    smallUrl: '',
    smallWidth: r.small.width,
    smallHeight: r.small.height,
    mediumUrl: '',
    mediumWidth: r.medium.width,
    mediumHeight: r.medium.height,
    largeUrl: '',
    largeWidth: r.large.width,
    largeHeight: r.large.height,
    xlargeUrl: '',
    xlargeWidth: r.xlarge.width,
    xlargeHeight: r.xlarge.height,
    mediaHash: manifest.hash,
  };
}

/** The audit log's resource of an owner's pictures: `property-pictures`, `project-pictures`. */
function auditResource(owner: PictureOwner): string {
  return `${owner.kind}-pictures`;
}

/** What the audit log compares of a picture. */
function auditView(owner: PictureOwner, row: PictureRow): AuditView {
  return { owner: `${owner.kind}/${owner.id}`, position: row.position, caption: row.name, captions: row.captions, version: row.version, content: row.mediaHash };
}

const CAPTION_MAX = 200;
/** Language codes in the order of their ids (nl, fr, en, de, es, ca). */
const CODES: readonly string[] = LANGUAGE_CODES;

/** The agency's language code (the caption legacy clients see when their language has none). */
function agencyCode(tenant: Tenant): string {
  return languageCode(tenant.languageId ?? DEFAULT_LANGUAGE)!;
}

/** A picture's captions: its own, or its single caption (`name`, an imported picture's) as the agency's language. */
function captionsOf(tenant: Tenant, row: Pick<PictureRow, 'name' | 'captions'>): Captions {
  if (row.captions !== null && row.captions !== undefined) return row.captions;
  return row.name === null ? {} : { [agencyCode(tenant)]: row.name };
}

/** `before` with `patch` applied, checked: known language codes, at most 200 characters each (every problem listed). */
function patchCaptions(before: Captions, patch: CaptionsPatch | null | undefined): Captions {
  if (patch === undefined || patch === null) return before;
  const problems: FieldProblem[] = [];
  const after: Partial<Record<string, string>> = { ...before };
  for (const [code, value] of Object.entries(patch)) {
    const field = `captions/${code}`;
    if (value === undefined) continue;
    if (!CODES.includes(code)) problems.push({ field, code: 'enum', message: `is not a language code; use ${CODES.join(', ')}.` });
    else if (value !== null && typeof value !== 'string') problems.push({ field, code: 'type', message: 'must be a text or null.' });
    else if (value !== null && value.trim().length > CAPTION_MAX) problems.push({ field, code: 'max-length', message: `has at most ${CAPTION_MAX} characters.` });
    else if (value === null || value.trim() === '') delete after[code];
    else after[code] = value.trim();
  }
  if (problems.length > 0) throw new InvalidFieldsError(problems);
  return Object.fromEntries(CODES.filter((code) => after[code] !== undefined).map((code) => [code, after[code]!]));
}

/** The caption columns of `captions`: the object itself (null when empty) and the default caption, the agency's language's or else the first. */
function captionColumns(tenant: Tenant, captions: Captions): { captions: Captions | null; name: string | null } {
  const first = CODES.map((code) => captions[code]).find((text) => text !== undefined);
  return { captions: first === undefined ? null : captions, name: captions[agencyCode(tenant)] ?? first ?? null };
}

const sameCaptions = (a: Captions, b: Captions) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The pictures agencies upload for their properties and projects: add, replace, reorder,
 * caption, remove — each one write of the picture rows in one transaction, so the change-log
 * triggers record it as a change of the owner (reason Pictures) and the agency's cached records
 * are dropped. What /media/ may serve is MediaServing's.
 *
 * Image work (ingest) happens before the transaction, off the event loop; the row is written
 * only once every rendition is stored, so a picture never names a content that is not there.
 */
@Injectable()
export class MediaPicturesService {
  private readonly ingest: MediaIngest;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(AuditedWrites) private readonly audited: AuditedWrites,
    @Inject(MEDIA_STORE) readonly store: MediaStore,
    @Inject(APP_CONFIG) private readonly config: { readonly media: MediaConfig & Pick<AppConfig['media'], 'publicBaseUrl'>; readonly pictureBaseUrl: string },
    /** Told of every write, so the agency's cached records, pages and counts are dropped (on every instance of a fleet). */
    @Optional() @Inject(CACHE_BUS) private readonly bus?: CacheBus,
  ) {
    this.ingest = new MediaIngest(store, config.media);
  }

  /** The owner's pictures by position. */
  async list(tenant: Tenant, owner: PictureOwner): Promise<PictureRecord[]> {
    requireScope(tenant, 'listings');
    await this.requireOwner(tenant, owner, this.dataSource.manager);
    return Promise.all((await this.rows(owner, this.dataSource.manager)).map((row) => this.record(tenant, owner, row)));
  }

  /** One of the owner's pictures. */
  async get(tenant: Tenant, owner: PictureOwner, pictureId: number): Promise<PictureRecord> {
    requireScope(tenant, 'listings');
    return this.record(tenant, owner, await this.requirePicture(tenant, owner, pictureId, this.dataSource.manager));
  }

  /** Stores the image's renditions, then adds it to the owner's pictures at `position` (default last). */
  async add(tenant: Tenant, actor: Actor, owner: PictureOwner, bytes: Buffer, picture: NewPicture = {}): Promise<PictureRecord> {
    requireScope(tenant, 'listings');
    const captions = patchCaptions({}, picture.captions);
    await this.requireOwner(tenant, owner, this.dataSource.manager);
    const manifest = await this.ingest.ingest(bytes);
    return this.write(tenant, actor, async (manager, audit) => {
      await this.requireOwner(tenant, owner, manager, true);
      const rows = await this.rows(owner, manager);
      const same = rows.find((row) => row.mediaHash === manifest.hash);
      if (same) throw new ConflictError(`This image is already picture ${same.id} of ${owner.kind} ${owner.id}.`);
      return this.record(tenant, owner, await this.insert(audit, owner, rows, manifest, captions, picture.position ?? null));
    });
  }

  /** Checks the bytes and stores their renditions (or finds them stored): the content a later write within a transaction can name. */
  prepare(bytes: Buffer): Promise<MediaManifest> {
    return this.ingest.ingest(bytes);
  }

  /**
   * Within a write already under way (an import): the owner's picture with this content is kept
   * as it is — no new version, no change event — its caption set when `caption` differs; a
   * content the owner does not have yet is added after the others. The owner must be the
   * write's agency's (the caller checked it).
   */
  async placeWithin(audit: AuditedWrite, owner: PictureOwner, manifest: MediaManifest, captions: CaptionsPatch): Promise<{ action: 'added' | 'unchanged' | 'captioned'; id: number; version: number }> {
    const tenant = audit.tenant;
    const rows = await this.rows(owner, audit.manager);
    const same = rows.find((row) => row.mediaHash === manifest.hash);
    if (same === undefined) {
      const saved = await this.insert(audit, owner, rows, manifest, patchCaptions({}, captions), null);
      return { action: 'added', id: saved.id, version: saved.version };
    }
    const before = captionsOf(tenant, same);
    const after = patchCaptions(before, captions);
    if (sameCaptions(before, after)) return { action: 'unchanged', id: same.id, version: same.version };
    await this.writeCaptions(audit, owner, same, after);
    return { action: 'captioned', id: same.id, version: same.version };
  }

  /** Stores a picture's captions and audits the change. */
  private async writeCaptions(audit: AuditedWrite, owner: PictureOwner, row: PictureRow, captions: Captions): Promise<PictureRow> {
    const columns = captionColumns(audit.tenant, captions);
    await audit.manager.update(OWNERS[owner.kind].picture, { id: row.id }, columns as object);
    const captioned = { ...row, ...columns } as PictureRow;
    await audit.changed(auditResource(owner), row.id, auditView(owner, row), auditView(owner, captioned));
    return captioned;
  }

  /** Inserts a picture of `manifest` at `position` (null: after the others), moving the ones at or after it down. */
  private async insert(audit: AuditedWrite, owner: PictureOwner, rows: readonly PictureRow[], manifest: MediaManifest, captions: Captions, wanted: number | null): Promise<PictureRow> {
    const manager = audit.manager;
    const last = rows.reduce((max, row) => Math.max(max, row.position), 0);
    const position = wanted ?? last + 1;
    if (!Number.isInteger(position) || position < 1 || position > last + 1) throw new InvalidInputError('position', `must be a whole number from 1 to ${last + 1}.`);
    const { picture: entity, column } = OWNERS[owner.kind];
    // Pictures at or after the new one's place move one down.
    for (const row of rows.filter((row) => row.position >= position)) await manager.update(entity, { id: row.id }, { position: row.position + 1 });
    const saved = await manager.save(entity, { ...familyColumns(manifest), ...captionColumns(audit.tenant, captions), [column]: owner.id, position, version: 1 } as PictureRow);
    await audit.created(auditResource(owner), saved.id, auditView(owner, saved));
    return saved;
  }

  /** Replaces a picture's content: its id and place stay, its version moves on (the same content again changes nothing). */
  async replace(tenant: Tenant, actor: Actor, owner: PictureOwner, pictureId: number, bytes: Buffer): Promise<PictureRecord> {
    requireScope(tenant, 'listings');
    await this.requirePicture(tenant, owner, pictureId, this.dataSource.manager);
    const manifest = await this.ingest.ingest(bytes);
    return this.write(tenant, actor, async (manager, audit) => {
      const row = await this.requirePicture(tenant, owner, pictureId, manager, true);
      if (row.mediaHash === manifest.hash) return this.record(tenant, owner, row);
      const changes = { ...familyColumns(manifest), version: row.version + 1 };
      await manager.update(OWNERS[owner.kind].picture, { id: row.id }, changes);
      const replaced = { ...row, ...changes } as PictureRow;
      await audit.changed(auditResource(owner), row.id, auditView(owner, row), auditView(owner, replaced));
      return this.record(tenant, owner, replaced);
    });
  }

  /** Changes a picture's captions (a merge patch by language code: null removes a language's). */
  async setCaptions(tenant: Tenant, actor: Actor, owner: PictureOwner, pictureId: number, patch: CaptionsPatch): Promise<PictureRecord> {
    requireScope(tenant, 'listings');
    patchCaptions({}, patch);
    return this.write(tenant, actor, async (manager, audit) => {
      const row = await this.requirePicture(tenant, owner, pictureId, manager, true);
      const before = captionsOf(tenant, row);
      const after = patchCaptions(before, patch);
      return this.record(tenant, owner, sameCaptions(before, after) ? row : await this.writeCaptions(audit, owner, row, after));
    });
  }

  /** Puts the owner's pictures in the order given, which names each of them exactly once; the first is the main picture. */
  async reorder(tenant: Tenant, actor: Actor, owner: PictureOwner, pictureIds: readonly number[]): Promise<PictureRecord[]> {
    requireScope(tenant, 'listings');
    return this.write(tenant, actor, async (manager, audit) => {
      await this.requireOwner(tenant, owner, manager, true);
      const rows = await this.rows(owner, manager);
      const byId = new Map(rows.map((row) => [row.id, row]));
      if (new Set(pictureIds).size !== pictureIds.length || pictureIds.length !== rows.length || pictureIds.some((id) => !byId.has(id))) {
        throw new InvalidInputError('order', `must name each of the ${rows.length} pictures of ${OWNERS[owner.kind].label.toLowerCase()} ${owner.id} exactly once.`);
      }
      const ordered = pictureIds.map((id, index) => ({ ...byId.get(id)!, position: index + 1 }) as PictureRow);
      for (const row of ordered) {
        const before = byId.get(row.id)!;
        if (before.position === row.position) continue;
        await manager.update(OWNERS[owner.kind].picture, { id: row.id }, { position: row.position });
        await audit.changed(auditResource(owner), row.id, auditView(owner, before), auditView(owner, row));
      }
      return Promise.all(ordered.map((row) => this.record(tenant, owner, row)));
    });
  }

  /** Removes a picture; its files stay until the orphan sweep finds no picture using them. */
  async remove(tenant: Tenant, actor: Actor, owner: PictureOwner, pictureId: number): Promise<void> {
    requireScope(tenant, 'listings');
    await this.write(tenant, actor, async (manager, audit) => {
      const row = await this.requirePicture(tenant, owner, pictureId, manager, true);
      await manager.delete(OWNERS[owner.kind].picture, { id: row.id });
      await audit.deleted(auditResource(owner), row.id, auditView(owner, row));
    });
  }

  /**
   * A rendition of one of the owner's uploaded pictures, whatever the owner's publication: what
   * the agency's own staff see of a listing not (yet) published, whose public /media/ URLs answer
   * 404. `content` names the stored content (the ETag's part). NotFound for a picture of another
   * owner or agency, and for one imported as URLs made elsewhere (it has no renditions here).
   */
  async rendition(tenant: Tenant, owner: PictureOwner, pictureId: number, preset: MediaPreset, format: MediaFormat): Promise<{ content: string; bytes: Buffer }> {
    requireScope(tenant, 'listings');
    const row = await this.requirePicture(tenant, owner, pictureId, this.dataSource.manager);
    if (row.mediaHash === null) throw new DomainError('not-found', `Picture ${pictureId} has no renditions here: it was imported as URLs made elsewhere (its externalUrls).`);
    const bytes = await this.store.read(row.mediaHash, preset, format);
    if (bytes === null) throw new DomainError('not-found', `The files of picture ${pictureId} are missing from the media store.`);
    return { content: row.mediaHash, bytes };
  }

  /** Every content some picture uses (the orphan sweep keeps them). */
  async contentsInUse(): Promise<Set<string>> {
    const used = new Set<string>();
    for (const entity of [PropertyPicture, ProjectPicture]) {
      const rows = await this.dataSource
        .createQueryBuilder(entity, 'pic')
        .select('DISTINCT pic.mediaHash', 'hash')
        .where('pic.mediaHash IS NOT NULL')
        .getRawMany<{ hash: string }>();
      for (const row of rows) used.add(row.hash);
    }
    return used;
  }

  /** Removes stored contents no picture uses, older than `graceMs` (younger ones may belong to an upload still committing). */
  async sweep(graceMs: number): Promise<number> {
    return this.store.sweep(await this.contentsInUse(), graceMs);
  }

  /** One audited write through the transaction seam; once committed, the agency's cached reads are dropped. */
  private async write<R>(tenant: Tenant, actor: Actor, work: (manager: EntityManager, audit: AuditedWrite) => Promise<R>): Promise<R> {
    const result = await this.audited.run(tenant, actor, (audit) => work(audit.manager, audit));
    this.bus?.publish('tenant-data', String(tenant.agencyId));
    return result;
  }

  private async requireOwner(tenant: Tenant, owner: PictureOwner, manager: EntityManager, lock = false): Promise<void> {
    const { owner: entity, label } = OWNERS[owner.kind];
    const query = lock ? this.scope.selectForUpdate(tenant, entity, 'o', manager) : this.scope.select(tenant, entity, 'o', manager);
    const found = await query.andWhere('o.id = :ownerId', { ownerId: owner.id }).getOne();
    if (found === null) throw new NotFoundError(label, owner.id);
  }

  private async requirePicture(tenant: Tenant, owner: PictureOwner, pictureId: number, manager: EntityManager, lock = false): Promise<PictureRow> {
    await this.requireOwner(tenant, owner, manager, lock);
    const { picture: entity, column } = OWNERS[owner.kind];
    const row = await manager.findOne(entity, { where: { id: pictureId, [column]: owner.id } });
    if (row === null) throw new NotFoundError('Picture', pictureId);
    return row;
  }

  private rows(owner: PictureOwner, manager: EntityManager): Promise<PictureRow[]> {
    const { picture: entity, column } = OWNERS[owner.kind];
    return manager.find(entity, { where: { [column]: In([owner.id]) }, order: { position: 'ASC', id: 'ASC' } });
  }

  private async record(tenant: Tenant, owner: PictureOwner, row: PictureRow): Promise<PictureRecord> {
    const base = { id: row.id, version: row.version, position: row.position, captions: captionsOf(tenant, row) };
    if (row.mediaHash === null) {
      const url = (stored: string) => pictureUrl(this.config.pictureBaseUrl, stored);
      return {
        ...base,
        uploaded: false,
        width: row.xlargeWidth,
        height: row.xlargeHeight,
        renditions: null,
        externalUrls: { small: url(row.smallUrl), medium: url(row.mediumUrl), large: url(row.largeUrl), xlarge: url(row.xlargeUrl) },
      };
    }
    const picture = { agencyId: tenant.agencyId, kind: owner.kind, id: row.id, version: row.version };
    const manifest = await this.store.manifest(row.mediaHash);
    if (manifest === null) throw new Error(`The media store has no content ${row.mediaHash} (picture ${row.id}).`);
    const renditions = Object.fromEntries(
      MEDIA_PRESET_NAMES.map((preset) => {
        const urls = Object.fromEntries(MEDIA_FORMAT_NAMES.map((format) => [format, mediaUrl(this.config.media.publicBaseUrl, picture, preset, format)]));
        return [preset, { width: manifest.renditions[preset].width, height: manifest.renditions[preset].height, urls }];
      }),
    ) as Record<MediaPreset, RenditionRecord>;
    return { ...base, uploaded: true, width: manifest.width, height: manifest.height, renditions, externalUrls: null };
  }
}
