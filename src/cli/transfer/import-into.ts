/**
 * Imports an export document INTO an existing agency: its properties are created or replaced by
 * the agency's own reference (`Reference`), through the domain's writes of properties
 * (PropertyWrites: the same checks, change-log triggers and audit entries as the agency API), all
 * in one transaction. A dry run makes the same writes and rolls them back, so it reports exactly
 * what the import would do and leaves nothing behind.
 */
import type { DataSource } from 'typeorm';
import { AuditedWrites, type AuditedWrite } from '../../audit/audited-writes.js';
import { CLI_ACTOR } from '../../common/actor.js';
import type { CacheBus } from '../../common/cache-bus.js';
import { DEFAULT_LANGUAGE, LANGUAGE_IDS, LANGUAGES, type LanguageId } from '../../common/codes.js';
import { Agency } from '../../accounts/accounts.entities.js';
import { DomainError, InvalidFieldsError } from '../../common/errors.js';
import type { Tenant } from '../../common/tenant.js';
import { ACCOUNT_SCOPES } from '../../common/scopes.js';
import { sqlStatementsFor } from '../../database/sql-statements.js';
import { TenantScope } from '../../database/tenant-scope.js';
import { Property } from '../../properties/properties.entities.js';
import { PROPERTY_FIELD_NAMES, languageCode, type PropertyDescription, type PropertyInput } from '../../properties/property-fields.js';
import { PropertyWrites } from '../../properties/property-writes.js';
import type { MediaPicturesService } from '../../media/media-pictures.service.js';
import { ImportRefusedError, referenceIds } from './import-document.js';
import type { MediaManifest } from '../../media/media-store.js';
import { extractPictureSources, ingestPictureSources, type PictureSource, type PictureSourceOptions } from './picture-sources.js';
import { PROPERTY } from './record-specs.js';
import { validateDocument, type DocumentRecord } from './validate-document.js';

/** The status a withdrawn property gets (5 inactive: kept, no longer published). */
export const WITHDRAWN_STATUS = 5;

export type ImportAction = 'created' | 'changed' | 'unchanged' | 'withdrawn';

/** What the import did with one picture given by File or Url: added, kept as it was, or kept with a new caption. */
export interface ImportedPicture {
  readonly picture: string;
  readonly action: 'added' | 'unchanged' | 'captioned';
  readonly id: number | null;
  readonly version: number;
}

export interface ImportedProperty {
  readonly action: ImportAction;
  readonly reference: string;
  /** The property's id (a created one's only exists after a real import: null in a dry run). */
  readonly id: number | null;
  /** Its pictures given by File or Url (absent when it has none). */
  readonly pictures?: readonly ImportedPicture[];
}

export interface ImportIntoResult {
  readonly agencyId: number;
  readonly dryRun: boolean;
  readonly properties: readonly ImportedProperty[];
  readonly counts: Readonly<Record<ImportAction, number>>;
}

export interface ImportIntoOptions {
  readonly dryRun?: boolean;
  readonly withdrawMissing?: boolean;
  /** How pictures given by File or Url are had and stored; without it such pictures are refused. */
  readonly pictureSources?: PictureSourceOptions;
}

/** The stored contents of a document's pictures given by File or Url, by their property's index in the document. */
type PlacedPictures = { readonly pictures: MediaPicturesService; readonly byRecord: ReadonlyMap<number, readonly (readonly [PictureSource, MediaManifest])[]> };

/** Places a property's pictures given by File or Url (kept when it has the content, added otherwise). */
async function placePictures(write: AuditedWrite, placed: PlacedPictures | null, index: number, propertyId: number): Promise<ImportedPicture[] | undefined> {
  const sources = placed?.byRecord.get(index);
  if (!placed || !sources) return undefined;
  const done: ImportedPicture[] = [];
  for (const [source, manifest] of sources) {
    const name = source.name === null ? {} : { [LANGUAGES[write.tenant.languageId ?? DEFAULT_LANGUAGE].toLowerCase()]: source.name };
    const captions = Object.fromEntries(Object.entries(source.captions).map(([languageId, text]) => [LANGUAGES[Number(languageId) as LanguageId].toLowerCase(), text]));
    const outcome = await placed.pictures.placeWithin(write, { kind: 'property', id: propertyId }, manifest, { ...name, ...captions });
    done.push({ picture: source.path.replace(/^.*\./, ''), action: outcome.action, id: outcome.id, version: outcome.version });
  }
  return done;
}

/** The action of a property whose pictures changed though its fields did not. */
function withPictures(action: ImportAction, pictures: readonly ImportedPicture[] | undefined): ImportAction {
  return action === 'unchanged' && pictures?.some((picture) => picture.action !== 'unchanged') ? 'changed' : action;
}

/** Thrown inside the transaction of a dry run to roll it back, carrying what it found. */
class DryRunRollback extends Error {
  constructor(readonly properties: ImportedProperty[]) {
    super('dry run: rolled back');
  }
}

/** Document field names by domain field names (for problems in the document's words). */
const DOCUMENT_NAMES: ReadonlyMap<string, string> = new Map(PROPERTY.fields.map((field) => [field.prop, field.name]));
const DOMAIN_FIELDS: ReadonlySet<string> = new Set(PROPERTY_FIELD_NAMES);

/**
 * The domain input of a document property: every field the domain writes (absent = its initial
 * value, since the import replaces), the texts of all languages (a language absent is removed)
 * and the agents. Ids of offices, sites, projects, buildings, neighbourhoods and users are the
 * target agency's own (as its export writes them).
 */
export function propertyInputOf(record: DocumentRecord): PropertyInput {
  const input: Record<string, unknown> = {};
  for (const field of PROPERTY.fields) {
    if (DOMAIN_FIELDS.has(field.prop) && record[field.name] !== undefined) input[field.prop] = record[field.name];
  }
  const descriptions: Record<string, PropertyDescription | null> = Object.fromEntries(LANGUAGE_IDS.map((id) => [languageCode(id), null]));
  for (const text of (record['Texts'] as DocumentRecord[] | undefined) ?? []) {
    descriptions[languageCode(text['LanguageID'] as number)] = { descriptionA: (text['DescriptionA'] as string | null | undefined) ?? null, descriptionB: (text['DescriptionB'] as string | null | undefined) ?? null };
  }
  input['descriptions'] = descriptions;
  input['agents'] = ((record['Agents'] as DocumentRecord[] | undefined) ?? []).map((agent) => ({ userId: agent['UserID'] as number, role: (agent['Role'] as number | undefined) ?? 1 }));
  return input as PropertyInput;
}

function label(index: number, record: DocumentRecord): string {
  return typeof record['Reference'] === 'string' ? `properties[${index}] (id ${String(record['ID'])}, Reference "${record['Reference']}")` : `properties[${index}] (id ${String(record['ID'])})`;
}

/** A domain refusal of one record, in the document's words. */
function recordProblems(index: number, record: DocumentRecord, error: DomainError): string[] {
  const path = label(index, record);
  if (error instanceof InvalidFieldsError) {
    return error.problems.map((problem) => {
      const [head = '', ...rest] = problem.field.split('/');
      const name = head === 'agents' ? `Agents[${rest[0] ?? ''}].UserID` : (DOCUMENT_NAMES.get(head) ?? problem.field);
      return `${path}.${name}: ${problem.message}`;
    });
  }
  return [`${path}: ${error.message}`];
}

async function writeAll(writes: PropertyWrites, write: AuditedWrite, properties: DocumentRecord[], withdrawMissing: boolean, placed: PlacedPictures | null): Promise<ImportedProperty[]> {
  const done: ImportedProperty[] = [];
  // The agency's properties that the document names, read in a few queries: one left as it was then costs no query.
  await writes.prefetchByReference(write, properties.flatMap((record) => (typeof record['Reference'] === 'string' ? [record['Reference']] : [])));
  for (const [index, record] of properties.entries()) {
    const reference = record['Reference'];
    try {
      if (typeof reference === 'string') {
        const outcome = await writes.upsertWithin(write, reference, propertyInputOf(record));
        const pictures = await placePictures(write, placed, index, outcome.id);
        const action = withPictures(outcome.created ? 'created' : outcome.changed ? 'changed' : 'unchanged', pictures);
        done.push({ action, reference, id: outcome.id, ...(pictures && { pictures }) });
        continue;
      }
      // No reference: the ID must be a property of the agency that has none yet (made before the agency API); the write gives it `P<id>`.
      const id = record['ID'] as number;
      const held = await write.manager.getRepository(Property).findOne({ where: { agencyId: write.tenant.agencyId, id }, select: { id: true, reference: true } });
      if (held === null || held.reference !== null) {
        throw new ImportRefusedError([`${label(index, record)}.Reference: is required to import into an existing agency, unless ID is a property of the agency that has no reference yet`]);
      }
      const changed = await writes.replaceWithin(write, id, propertyInputOf(record));
      const after = await write.manager.getRepository(Property).findOneOrFail({ where: { agencyId: write.tenant.agencyId, id }, select: { id: true, reference: true } });
      const pictures = await placePictures(write, placed, index, id);
      done.push({ action: withPictures(changed ? 'changed' : 'unchanged', pictures), reference: after.reference ?? '', id, ...(pictures && { pictures }) });
    } catch (error) {
      if (error instanceof DomainError) throw new ImportRefusedError(recordProblems(index, record, error));
      throw error;
    }
  }
  if (withdrawMissing) {
    const kept = new Set(done.map((property) => property.reference));
    const held = await write.manager.getRepository(Property).find({ where: { agencyId: write.tenant.agencyId }, select: { id: true, reference: true, status: true }, order: { id: 'ASC' } });
    for (const property of held) {
      if (property.reference === null || kept.has(property.reference) || property.status === WITHDRAWN_STATUS) continue;
      await writes.changeWithin(write, property.id, { status: WITHDRAWN_STATUS });
      done.push({ action: 'withdrawn', reference: property.reference, id: property.id });
    }
  }
  return done;
}

function countsOf(properties: readonly ImportedProperty[]): Record<ImportAction, number> {
  const counts: Record<ImportAction, number> = { created: 0, changed: 0, unchanged: 0, withdrawn: 0 };
  for (const property of properties) counts[property.action]++;
  return counts;
}

/**
 * Validates `document` (the rules of a new-agency import) and upserts its properties into agency `agencyId` in one transaction; throws
 * ImportRefusedError listing the problems (nothing written).
 */
export async function importInto(dataSource: DataSource, agencyId: number, given: unknown, options: ImportIntoOptions = {}, bus?: CacheBus): Promise<ImportIntoResult> {
  const { document, sources, problems } = extractPictureSources(given, options.pictureSources !== undefined);
  problems.push(...validateDocument(document, await referenceIds(dataSource)));
  if (problems.length > 0) throw new ImportRefusedError(problems);
  const properties = ((document as DocumentRecord)['properties'] as DocumentRecord[] | undefined) ?? [];
  const placed = await placedPictures(sources, options.pictureSources);
  const agency = await dataSource.getRepository(Agency).findOne({ where: { id: agencyId }, select: { id: true, defaultLanguageId: true } });
  // The agency's language: a picture's single caption (Name) is in it.
  const tenant: Tenant = { agencyId, accountId: 0, accountName: 'cli', scopes: ACCOUNT_SCOPES, languageId: (agency?.defaultLanguageId ?? DEFAULT_LANGUAGE) as LanguageId };
  const statements = sqlStatementsFor(dataSource);
  const audited = new AuditedWrites(dataSource);
  const writes = new PropertyWrites(new TenantScope(dataSource, statements), audited, bus);
  const withdrawMissing = options.withdrawMissing ?? false;
  try {
    if (!options.dryRun) {
      const done = await writes.inOneTransaction(tenant, CLI_ACTOR, (write) => writeAll(writes, write, properties, withdrawMissing, placed));
      return { agencyId, dryRun: false, properties: done, counts: countsOf(done) };
    }
    try {
      await audited.run(tenant, CLI_ACTOR, async (write) => {
        throw new DryRunRollback(await writeAll(writes, write, properties, withdrawMissing, placed));
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
      const found = error.properties.map((property) =>
        property.action === 'created' ? { ...property, id: null, ...(property.pictures && { pictures: property.pictures.map((picture) => ({ ...picture, id: null })) }) } : property,
      );
      return { agencyId, dryRun: true, properties: found, counts: countsOf(found) };
    }
    throw new Error('a dry run did not roll back');
  } finally {
    await statements.close();
  }
}

/** Reads, fetches and ingests the document's pictures given by File or Url before any write; one that cannot be had refuses the import. */
async function placedPictures(sources: readonly PictureSource[], options: PictureSourceOptions | undefined): Promise<PlacedPictures | null> {
  if (sources.length === 0 || options === undefined) return null;
  const { contents, problems } = await ingestPictureSources(sources, options);
  if (problems.length > 0) throw new ImportRefusedError(problems);
  const byRecord = new Map<number, [PictureSource, MediaManifest][]>();
  for (const source of sources) {
    const list = byRecord.get(source.recordIndex) ?? [];
    list.push([source, contents.get(source)!]);
    byRecord.set(source.recordIndex, list);
  }
  return { pictures: options.pictures, byRecord };
}
