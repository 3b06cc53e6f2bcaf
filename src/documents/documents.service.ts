import { Inject, Injectable } from '@nestjs/common';
import type { PageRequest } from '../common/paging.js';
import type { Page } from '../common/record.js';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import { requireScope } from '../common/scopes.js';
import { parseSortFields, type SortSpec } from '../common/sort-fields.js';
import type { Tenant } from '../common/tenant.js';
import { pageOfQuery } from '../database/paged-query.js';
import { TenantScope } from '../database/tenant-scope.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Project } from '../construction/construction.entities.js';
import { Person } from '../persons/persons.entities.js';
import { Property } from '../properties/properties.entities.js';
import { documentUrl } from './document-writes.service.js';
import { Document, NO_FILE } from './documents.entities.js';
import { DOCUMENT_KINDS, type DocumentRecord } from './documents.records.js';

/** Which documents a list holds; empty lists and nulls do not filter. */
export interface DocumentFilter {
  readonly ids: readonly number[];
  /** Only documents of these properties. */
  readonly propertyIds: readonly number[];
  /** Only documents of this person (reading them needs the persons-read scope); without it, documents of properties and projects. */
  readonly personId: number | null;
  /**
   * true only published, false only unpublished (of properties and projects: internal papers such
   * as mandate contracts, which need the persons-read scope); null: of properties and projects the
   * published ones, of a person all.
   */
  readonly published: boolean | null;
}

type DocumentColumn = 'id' | 'title' | 'kind' | 'createdAt' | 'propertyId' | 'projectId' | 'published';

const DOCUMENT_SORT: SortSpec<DocumentColumn> = {
  fields: { ID: 'id', Title: 'title', Kind: 'kind', CreatedDate: 'createdAt', ObjectID: 'propertyId', ProjectID: 'projectId', Publish: 'published' },
  defaultOrder: [{ column: 'id', direction: 'ASC' }],
  tieBreaker: 'id',
};

/** A document as the v1.2 records carry it; `baseUrl` starts the URL of an uploaded file (MEDIA_BASE_URL). */
export function asDocumentRecord(document: Document, baseUrl: string): DocumentRecord {
  return {
    ID: document.id,
    ObjectID: document.propertyId,
    ProjectID: document.projectId,
    PersonID: document.personId,
    Title: document.title,
    Kind: document.kind,
    Url: documentUrl(baseUrl, document),
    Publish: document.published,
    CreatedDate: document.createdAt,
  };
}

/** Documents attached to the agency's properties, projects and persons. */
@Injectable()
export class DocumentsService {
  private readonly baseUrl: string;

  constructor(
    @Inject(TenantScope) private readonly scope: TenantScope,
    @Inject(APP_CONFIG) config: { readonly media: Pick<AppConfig['media'], 'publicBaseUrl'> },
  ) {
    this.baseUrl = config.media.publicBaseUrl;
  }

  /** Attaches a document to exactly one property, project or person; its id. */
  async addDocument(
    tenant: Tenant,
    input: { propertyId: number | null; projectId: number | null; personId: number | null; title: string; kind: string; fileUrl: string; published: boolean },
    now: Date = new Date(),
  ): Promise<number> {
    requireScope(tenant, input.personId === null ? 'listings' : 'persons-write');
    const owners = [input.propertyId, input.projectId, input.personId].filter((id) => id !== null);
    if (owners.length !== 1) throw new InvalidInputError('property', 'give one property, project or person.');
    const title = input.title.trim();
    if (title === '' || title.length > 200) throw new InvalidInputError('title', 'must be 1 to 200 characters.');
    if (!(DOCUMENT_KINDS as readonly string[]).includes(input.kind)) throw new InvalidInputError('kind', `must be one of ${DOCUMENT_KINDS.join(', ')}.`);
    if (!/^https?:\/\/\S+$/.test(input.fileUrl) || input.fileUrl.length > 500) throw new InvalidInputError('url', 'must be an http(s) address of at most 500 characters.');
    return this.scope.transaction(async (manager) => {
      const owner =
        input.propertyId !== null
          ? await this.scope.findOne(tenant, Property, { id: input.propertyId }, manager)
          : input.projectId !== null
            ? await this.scope.findOne(tenant, Project, { id: input.projectId }, manager)
            : await this.scope.findOne(tenant, Person, { id: input.personId as number }, manager);
      if (!owner) throw new NotFoundError(input.propertyId !== null ? 'Property' : input.projectId !== null ? 'Project' : 'Person', owners[0] as number);
      const createdAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
      const [documentId] = await this.scope.insert(
        tenant,
        Document,
        { propertyId: input.propertyId, projectId: input.projectId, personId: input.personId, title, kind: input.kind, fileUrl: input.fileUrl, published: input.published, ...NO_FILE, createdAt, updatedAt: createdAt },
        manager,
      );
      return documentId as number;
    });
  }

  /** A page of documents: those of a person (persons-read) or those of properties and projects (listings). */
  async listDocuments(tenant: Tenant, filter: DocumentFilter, page: PageRequest, sort: readonly string[]): Promise<Page<DocumentRecord>> {
    requireScope(tenant, filter.personId === null ? 'listings' : 'persons-read');
    // A partner's site lists what it is given: the unpublished documents of properties and
    // projects (mandate contracts, internal plans) only when asked for, by an account that reads persons.
    const published = filter.personId === null ? (filter.published ?? true) : filter.published;
    if (filter.personId === null && !published) requireScope(tenant, 'persons-read', 'Publish=false');
    const keys = parseSortFields(sort, DOCUMENT_SORT, 'SortFields');
    const query = this.scope.select(tenant, Document, 'd');
    if (filter.personId === null) query.andWhere('d.personId IS NULL');
    else query.andWhere('d.personId = :personId', { personId: filter.personId });
    if (filter.ids.length > 0) query.andWhere('d.id IN (:...ids)', { ids: filter.ids });
    if (filter.propertyIds.length > 0) query.andWhere('d.propertyId IN (:...propertyIds)', { propertyIds: filter.propertyIds });
    if (published !== null) query.andWhere('d.published = :published', { published });
    return pageOfQuery(query, 'd', keys, page, (rows) => rows.map((row) => asDocumentRecord(row, this.baseUrl)));
  }
}
