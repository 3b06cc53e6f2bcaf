import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditedWrites } from '../audit/audited-writes.js';
import type { Actor } from '../common/actor.js';
import { DomainError, NotFoundError } from '../common/errors.js';
import { requireVersion, type ExpectedVersion } from '../common/expected-version.js';
import { FieldChecks } from '../common/field-checks.js';
import type { KeysetPage, KeysetRequest } from '../common/keyset.js';
import { requireScope } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Project } from '../construction/construction.entities.js';
import { idField, keysetPage, type KeysetFields } from '../database/keyset-query.js';
import { TenantScope } from '../database/tenant-scope.js';
import { documentFileUrl, MediaDocumentFiles } from '../media/media-documents.service.js';
import { storedNow } from '../persons/clock-time.js';
import { Person } from '../persons/persons.entities.js';
import { Property } from '../properties/properties.entities.js';
import { Document, NO_FILE } from './documents.entities.js';
import { DOCUMENT_KINDS } from './documents.records.js';

/** An uploaded document's file: its name as sent, its type as judged from the content, its size. */
export interface DocumentFileView {
  readonly name: string;
  readonly type: string;
  readonly bytes: number;
}

/**
 * A document as the agency API shows it: attached to one property, project or person, by link or
 * as an uploaded file (`file`; its `url` is then the public /media/ address, which answers while
 * the document is published).
 */
export interface DocumentView {
  readonly id: number;
  readonly propertyId: number | null;
  readonly projectId: number | null;
  readonly personId: number | null;
  readonly title: string;
  readonly kind: string;
  readonly url: string;
  readonly file: DocumentFileView | null;
  readonly published: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly version: number;
}

/** A new document (exactly one owner) or a change of one (JSON Merge Patch; the owner cannot move). */
export interface DocumentPatch {
  readonly propertyId?: number | null;
  readonly projectId?: number | null;
  readonly personId?: number | null;
  readonly title?: string | null;
  readonly kind?: string | null;
  readonly url?: string | null;
  readonly published?: boolean | null;
}

export interface DocumentListFilter {
  readonly propertyId?: number;
  readonly projectId?: number;
  readonly personId?: number;
  readonly published?: boolean;
  readonly kind?: string;
  readonly updatedSince?: Date;
}

const DOCUMENT_SORT: KeysetFields<Document> = {
  ...idField<Document>('d'),
  title: { column: 'd.title', kind: 'string', of: (d) => d.title },
  createdAt: { column: 'd.createdAt', kind: 'date', of: (d) => d.createdAt },
};

const MAX_ID = 2_147_483_647;

/** A document's address: its link, or for an uploaded file the file's public URL under `baseUrl`. */
export function documentUrl(baseUrl: string, document: Document): string {
  return document.fileHash === null ? document.fileUrl : documentFileUrl(baseUrl, document);
}

export function documentViewOf(document: Document, baseUrl: string): DocumentView {
  return {
    id: document.id,
    propertyId: document.propertyId,
    projectId: document.projectId,
    personId: document.personId,
    title: document.title,
    kind: document.kind,
    url: documentUrl(baseUrl, document),
    file: document.fileHash === null ? null : { name: document.fileName ?? '', type: document.fileType ?? '', bytes: document.fileBytes ?? 0 },
    published: Boolean(document.published),
    createdAt: document.createdAt,
    updatedAt: document.updatedAt ?? document.createdAt,
    version: document.version,
  };
}

function documentAudit(document: Document): Record<string, unknown> {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, url: _url, ...fields } = documentViewOf(document, '');
  return { ...fields, ...(document.fileHash === null ? { url: document.fileUrl } : { content: document.fileHash }) };
}

/** The columns a new document is written with (the others take their defaults). */
type DocumentColumns = Partial<Pick<Document, 'title' | 'kind' | 'fileUrl' | 'published'>> & { readonly fileHash?: string; readonly fileName?: string; readonly fileType?: string; readonly fileBytes?: number };

/**
 * Validates the changeable fields (title, kind, url, published) into columns. `creating`: a new
 * document by link (title and url required) or an upload (`'file'`: title taken from the file's
 * name when none is given; no url, the file is the document).
 */
function documentColumns(patch: DocumentPatch, checks: FieldChecks, creating: boolean | 'file'): Partial<Pick<Document, 'title' | 'kind' | 'fileUrl' | 'published'>> {
  const title = checks.text('title', creating === true ? (patch.title ?? null) : patch.title, 200, creating === true);
  const kind = patch.kind === undefined && creating ? 'other' : checks.oneOf('kind', patch.kind, DOCUMENT_KINDS);
  if (creating === 'file' && patch.url !== undefined) checks.add('url', 'read-only', 'an uploaded document is its file; send either a file or a url.');
  const url = creating === 'file' ? undefined : checks.url('url', creating ? (patch.url ?? null) : patch.url, 500, true);
  if (patch.published === null) checks.add('published', 'required', 'must be true or false.');
  return {
    ...(typeof title === 'string' ? { title } : {}),
    ...(kind === undefined ? {} : { kind }),
    ...(typeof url === 'string' ? { fileUrl: url } : {}),
    ...(typeof patch.published === 'boolean' ? { published: patch.published } : {}),
  };
}

/** The owner a new document names (exactly one of propertyId, projectId, personId), checked. */
function ownerOf(patch: DocumentPatch, checks: FieldChecks): { owner: 'propertyId' | 'projectId' | 'personId'; ownerId: number } {
  const owners = (['propertyId', 'projectId', 'personId'] as const).filter((name) => patch[name] !== undefined && patch[name] !== null);
  if (owners.length !== 1) checks.add(owners[1] ?? 'propertyId', 'required', 'give exactly one of propertyId, projectId, personId.');
  for (const name of owners) checks.integer(name, patch[name], 1, MAX_ID);
  const owner = owners[0] ?? 'propertyId';
  return { owner, ownerId: patch[owner] as number };
}

/** An uploaded file's name as kept: its last path part, without control characters, at most 200 characters. */
function fileNameOf(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  return (base || 'document').slice(-200);
}

/** A title from a file's name: without its extension, separators as spaces. */
function titleOfFile(name: string): string {
  return name.replace(/\.[^.]{1,8}$/, '').replace(/[_]+/g, ' ').trim().slice(0, 200) || name.slice(0, 200);
}

/** An uploaded file's bytes as the API hands them to its staff. */
export interface DocumentFileContent {
  readonly bytes: Buffer;
  readonly type: string;
  readonly name: string;
  /** The stored content's sha256 (its ETag). */
  readonly content: string;
}

/**
 * The agency's writes of documents (by link, or as an uploaded file whose bytes the media
 * module checks and stores), and the API's reads of them. A person's documents need the persons
 * scopes. Documents of published properties and projects reach the change log through its triggers.
 */
@Injectable()
export class DocumentWritesService {
  private readonly baseUrl: string;

  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(AuditedWrites) private readonly writes: AuditedWrites,
    @Inject(MediaDocumentFiles) private readonly files: MediaDocumentFiles,
    @Inject(APP_CONFIG) config: { readonly media: Pick<AppConfig['media'], 'publicBaseUrl'> },
  ) {
    this.baseUrl = config.media.publicBaseUrl;
  }

  async list(tenant: Tenant, filter: DocumentListFilter, page: KeysetRequest): Promise<KeysetPage<DocumentView>> {
    requireScope(tenant, 'listings');
    if (filter.personId !== undefined) requireScope(tenant, 'persons-read');
    const query = this.scope.select(tenant, Document, 'd');
    if (filter.propertyId !== undefined) query.andWhere('d.propertyId = :propertyId', { propertyId: filter.propertyId });
    if (filter.projectId !== undefined) query.andWhere('d.projectId = :projectId', { projectId: filter.projectId });
    if (filter.personId !== undefined) query.andWhere('d.personId = :personId', { personId: filter.personId });
    else if (!tenant.scopes.includes('persons-read')) query.andWhere('d.personId IS NULL');
    if (filter.published !== undefined) query.andWhere('d.published = :published', { published: filter.published });
    if (filter.kind !== undefined) query.andWhere('d.kind = :kind', { kind: filter.kind });
    if (filter.updatedSince) query.andWhere('d.updatedAt >= :since', { since: filter.updatedSince });
    return keysetPage(query, DOCUMENT_SORT, page, (documents) => documents.map((document) => documentViewOf(document, this.baseUrl)));
  }

  async get(tenant: Tenant, documentId: number): Promise<DocumentView> {
    requireScope(tenant, 'listings');
    return documentViewOf(await this.requireDocument(tenant, documentId), this.baseUrl);
  }

  /** Attaches a document by link to exactly one property, project or person of the agency. */
  async create(tenant: Tenant, actor: Actor, patch: DocumentPatch): Promise<DocumentView> {
    requireScope(tenant, patch.personId ? 'persons-write' : 'listings');
    const checks = new FieldChecks();
    const { owner, ownerId } = ownerOf(patch, checks);
    const columns = documentColumns(patch, checks, true);
    checks.done();
    return this.insert(tenant, actor, owner, ownerId, columns);
  }

  /**
   * Attaches an uploaded file as a document of exactly one property, project or person: the
   * fields are checked first, then the file (its type judged by its content; an image stripped of
   * its metadata) is stored, then the row is written. The title defaults to the file's name.
   */
  async upload(tenant: Tenant, actor: Actor, patch: DocumentPatch, file: { readonly bytes: Buffer; readonly name: string }): Promise<DocumentView> {
    requireScope(tenant, patch.personId ? 'persons-write' : 'listings');
    const checks = new FieldChecks();
    const { owner, ownerId } = ownerOf(patch, checks);
    const columns = documentColumns(patch, checks, 'file');
    checks.done();
    await this.requireOwner(tenant, owner, ownerId);
    const stored = await this.files.accept(file.bytes);
    const name = fileNameOf(file.name);
    return this.insert(tenant, actor, owner, ownerId, { title: titleOfFile(name), ...columns, fileHash: stored.hash, fileName: name, fileType: stored.type, fileBytes: stored.bytes });
  }

  /** An uploaded document's file, whatever its publication (the agency's own staff); not-found for a document by link. */
  async file(tenant: Tenant, documentId: number): Promise<DocumentFileContent> {
    requireScope(tenant, 'listings');
    const document = await this.requireDocument(tenant, documentId);
    if (document.fileHash === null) throw new DomainError('not-found', `Document ${documentId} is a link (its url), not an uploaded file.`);
    const bytes = await this.files.read(document.fileHash);
    if (bytes === null) throw new DomainError('not-found', `The file of document ${documentId} is missing from the media store.`);
    return { bytes, type: document.fileType ?? 'application/octet-stream', name: document.fileName ?? 'document', content: document.fileHash };
  }

  private async insert(tenant: Tenant, actor: Actor, owner: 'propertyId' | 'projectId' | 'personId', ownerId: number, columns: DocumentColumns): Promise<DocumentView> {
    const id = await this.writes.run(tenant, actor, async (write) => {
      await this.requireOwner(tenant, owner, ownerId, write.manager);
      const now = storedNow();
      const [documentId] = await this.scope.insert(
        tenant,
        Document,
        { propertyId: null, projectId: null, personId: null, [owner]: ownerId, title: '', kind: 'other', fileUrl: '', published: false, ...NO_FILE, ...columns, createdAt: now, updatedAt: now },
        write.manager,
      );
      const document = await this.requireDocument(tenant, documentId as number, write.manager);
      await write.created('document', document.id, documentAudit(document));
      return document.id;
    });
    return this.get(tenant, id);
  }

  /** Changes a document's title, kind, link (not an uploaded file's) or published flag. */
  async change(tenant: Tenant, actor: Actor, documentId: number, patch: DocumentPatch, expectedVersion: ExpectedVersion = null): Promise<DocumentView> {
    requireScope(tenant, 'listings');
    const checks = new FieldChecks();
    for (const owner of ['propertyId', 'projectId', 'personId'] as const) {
      if (patch[owner] !== undefined) checks.add(owner, 'read-only', 'a document stays with its owner; delete it and add it to the other one.');
    }
    const columns = documentColumns(patch, checks, false);
    checks.done();
    await this.writes.run(tenant, actor, async (write) => {
      const document = await this.requireDocument(tenant, documentId, write.manager);
      if (document.personId !== null) requireScope(tenant, 'persons-write');
      if (document.fileHash !== null && patch.url !== undefined) {
        const fileChecks = new FieldChecks();
        fileChecks.add('url', 'read-only', 'an uploaded document is its file; delete it and upload another one.');
        fileChecks.done();
      }
      requireVersion('Document', documentId, document.version, expectedVersion);
      const after = Object.assign(new Document(), document, columns);
      if ((await write.changed('document', documentId, documentAudit(document), documentAudit(after))).length === 0) return;
      await this.scope.update(tenant, Document, { id: documentId }, { ...columns, updatedAt: storedNow() }, write.manager);
    });
    return this.get(tenant, documentId);
  }

  async delete(tenant: Tenant, actor: Actor, documentId: number, expectedVersion: ExpectedVersion = null): Promise<void> {
    requireScope(tenant, 'listings');
    await this.writes.run(tenant, actor, async (write) => {
      const document = await this.requireDocument(tenant, documentId, write.manager);
      if (document.personId !== null) requireScope(tenant, 'persons-write');
      requireVersion('Document', documentId, document.version, expectedVersion);
      await this.scope.delete(tenant, Document, { id: documentId }, write.manager);
      await write.deleted('document', documentId, documentAudit(document));
    });
  }

  private async requireDocument(tenant: Tenant, documentId: number, manager?: EntityManager): Promise<Document> {
    const document = Number.isSafeInteger(documentId) ? await this.scope.findOne(tenant, Document, { id: documentId }, manager) : null;
    if (!document || (document.personId !== null && !tenant.scopes.includes('persons-read'))) throw new NotFoundError('Document', documentId);
    return document;
  }

  private async requireOwner(tenant: Tenant, owner: 'propertyId' | 'projectId' | 'personId', id: number, manager?: EntityManager): Promise<void> {
    const entity = owner === 'propertyId' ? Property : owner === 'projectId' ? Project : Person;
    if (!(await this.scope.findOne(tenant, entity, { id }, manager))) {
      const checks = new FieldChecks();
      checks.add(owner, 'unknown-reference', `${owner.replace('Id', '')} ${id} is not the agency's.`);
      checks.done();
    }
  }
}
