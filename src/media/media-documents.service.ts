import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InvalidInputError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../common/errors.js';
import { ACCOUNT_SCOPES } from '../common/scopes.js';
import type { Tenant } from '../common/tenant.js';
import { APP_CONFIG, type MediaConfig } from '../config/config.js';
import { TenantScope } from '../database/tenant-scope.js';
import { Document } from '../documents/documents.entities.js';
import { DOCUMENT_FILE_NAMES, DOCUMENT_FILE_TYPES, documentFileSlug, sniffDocumentType, strippedImage, type DocumentStore } from './document-files.js';
import { DOCUMENT_STORE } from './media.tokens.js';

/** A document file as stored: the content's address, its judged type and its size. */
export interface StoredDocumentFile {
  readonly hash: string;
  readonly type: string;
  readonly extension: string;
  readonly bytes: number;
}

/** A document file the public may fetch. */
export interface ServableDocumentFile {
  readonly hash: string;
  readonly type: string;
  readonly name: string;
  /** The last part of its URL (documentFileSlug). */
  readonly slug: string;
}

/** The public URL of an uploaded document's file: `<base>/media/<agency>/document-<id>/<slug>`. */
export function documentFileUrl(baseUrl: string, document: { readonly agencyId: number; readonly id: number; readonly fileName: string | null; readonly fileType: string | null }): string {
  return `${baseUrl.replace(/\/+$/, '')}/media/${document.agencyId}/document-${document.id}/${documentFileSlug(document.fileName ?? '', extensionOf(document.fileType))}`;
}

function extensionOf(type: string | null): string {
  return Object.values(DOCUMENT_FILE_TYPES).find((known) => known.type === type)?.extension ?? 'bin';
}

/**
 * Document files agencies upload (docs/media.md, "Documents"): judged by their content, images
 * stripped of their metadata, stored once per content in the document store; what the public
 * /media/ path may serve of them; and the sweep of contents no document names any more.
 */
@Injectable()
export class MediaDocumentFiles {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(DOCUMENT_STORE) private readonly files: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: { readonly media: Pick<MediaConfig, 'maxBytes' | 'maxPixels'> },
  ) {}

  /** Checks the bytes and stores them (an image re-encoded without metadata); the stored content. */
  async accept(bytes: Buffer): Promise<StoredDocumentFile> {
    if (bytes.length === 0) throw new InvalidInputError('file', 'the file is empty.');
    if (bytes.length > this.config.media.maxBytes) throw new PayloadTooLargeError(`The file has ${bytes.length} bytes; at most ${this.config.media.maxBytes} are accepted.`);
    const type = sniffDocumentType(bytes);
    if (type === null) throw new UnsupportedMediaTypeError(`A document is a ${DOCUMENT_FILE_NAMES} file.`);
    const stored = type.image ? await strippedImage(bytes, type, this.config.media.maxPixels) : bytes;
    const hash = createHash('sha256').update(stored).digest('hex');
    await this.files.put(hash, stored);
    return { hash, type: type.type, extension: type.extension, bytes: stored.length };
  }

  /** A stored file's bytes, or null when they are gone from the store. */
  read(hash: string): Promise<Buffer | null> {
    return this.files.read(hash);
  }

  /** The file of a document the public may fetch: uploaded, published, of a property or project of the agency (never a person's); null otherwise. */
  async servable(agencyId: number, documentId: number): Promise<ServableDocumentFile | null> {
    const tenant: Tenant = { agencyId, accountId: 0, accountName: 'media', scopes: ACCOUNT_SCOPES };
    const document = await this.scope.findOne(tenant, Document, { id: documentId });
    if (!document || !document.published || document.personId !== null || document.fileHash === null) return null;
    return { hash: document.fileHash, type: document.fileType ?? 'application/octet-stream', name: document.fileName ?? '', slug: documentFileSlug(document.fileName ?? '', extensionOf(document.fileType)) };
  }

  /** Every content some document names (the sweep keeps them). */
  async contentsInUse(): Promise<Set<string>> {
    const rows = await this.dataSource.createQueryBuilder(Document, 'd').select('DISTINCT d.fileHash', 'hash').where('d.fileHash IS NOT NULL').getRawMany<{ hash: string }>();
    return new Set(rows.map((row) => row.hash));
  }

  /** Removes stored document files no document names, older than `graceMs` (younger ones may belong to an upload still committing). */
  async sweep(graceMs: number): Promise<number> {
    return this.files.sweep(await this.contentsInUse(), graceMs);
  }
}
