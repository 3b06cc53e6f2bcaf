/**
 * Imports an export document into a NEW agency: the whole document is validated first; then
 * every record is written in one transaction with its ids remapped, so a failure anywhere
 * leaves nothing behind.
 */
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { agencyNameTaken } from '../agency-commands.js';
import { Agency, AgencyUser } from '../../accounts/accounts.entities.js';
import { Building, Project, ProjectPicture, ProjectText } from '../../construction/construction.entities.js';
import { History } from '../../history/history.entities.js';
import { Demand, Person } from '../../persons/persons.entities.js';
import { Property, PropertyAgent, PropertyOwner, PropertyPicture, PropertyText, SelectedProperty } from '../../properties/properties.entities.js';
import { City, Country, GeographicZone, HouseOfWeek, Office, OfficeZone, PriceRange, PropertyType, Site, SubStatus, WebChannel } from '../../reference/reference.entities.js';
import type { RecordSpec, Ref } from './field-types.js';
import {
  AGENT, BUILDING, DEMAND, HISTORY, HOUSE_OF_WEEK, OFFICE, PERSON, PICTURE, PRICE_RANGE, PROJECT, PROJECT_TEXT, PROPERTY, PROPERTY_TEXT,
  SELECTED, SITE, USER,
} from './record-specs.js';
import { validateDocument, type DocumentRecord, type ReferenceIds } from './validate-document.js';

export class ImportRefusedError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The document was refused: ${problems.length} problem${problems.length === 1 ? '' : 's'}.`);
    this.name = 'ImportRefusedError';
  }
}

export interface ImportResult {
  agencyId: number;
  agencyName: string;
  rows: Record<string, number>;
}

type IdMaps = Map<Ref, Map<number, number>>;

async function referenceIds(dataSource: DataSource): Promise<ReferenceIds> {
  const idsOf = async (entity: EntityTarget<ObjectLiteral>) =>
    new Set((await dataSource.createQueryBuilder(entity, 'r').select('r.id', 'id').getRawMany<{ id: number | string }>()).map((r) => Number(r.id)));
  return {
    webChannels: await idsOf(WebChannel),
    propertyTypes: await idsOf(PropertyType),
    countries: await idsOf(Country),
    zones: await idsOf(GeographicZone),
    cities: await idsOf(City),
    subStatuses: await idsOf(SubStatus),
  };
}

const LOCAL_REFS: ReadonlySet<Ref> = new Set(['offices', 'sites', 'users', 'persons', 'projects', 'properties', 'buildings']);

/** The entity values of a validated record: absent fields take their default, dates become Dates, local ids are remapped. */
function fromDocument(spec: RecordSpec, record: DocumentRecord, maps: IdMaps): ObjectLiteral {
  const entity: ObjectLiteral = {};
  for (const field of spec.fields) {
    if (field.prop === '' || field.type.kind === 'id') continue;
    let value: unknown = record[field.name] === undefined ? field.fallback : record[field.name];
    if (field.type.kind === 'date' && typeof value === 'string') value = new Date(value);
    if (field.type.kind === 'int' && field.type.ref && LOCAL_REFS.has(field.type.ref) && typeof value === 'number') {
      value = maps.get(field.type.ref)?.get(value) ?? null;
    }
    entity[field.prop] = value;
  }
  return entity;
}

function children(record: DocumentRecord, name: string): DocumentRecord[] {
  const value = record[name];
  return Array.isArray(value) ? (value as DocumentRecord[]) : [];
}

function list(document: DocumentRecord, name: string): DocumentRecord[] {
  return children(document, name);
}

class Importer {
  readonly maps: IdMaps = new Map([...LOCAL_REFS].map((ref) => [ref, new Map<number, number>()]));
  readonly rows: Record<string, number> = {};

  constructor(
    private readonly manager: EntityManager,
    readonly agencyId: number,
  ) {}

  /** Inserts one record and remembers its new id under `ref`. */
  async insertOne(entity: EntityTarget<ObjectLiteral>, table: string, values: ObjectLiteral, ref: Ref, oldId: unknown): Promise<number> {
    const result = await this.manager.insert(entity, { ...values, agencyId: this.agencyId });
    const newId = Number(result.identifiers[0]?.['id'] ?? result.raw);
    this.maps.get(ref)?.set(oldId as number, newId);
    this.count(table, 1);
    return newId;
  }

  async insertMany(entity: EntityTarget<ObjectLiteral>, table: string, values: ObjectLiteral[]): Promise<void> {
    for (let i = 0; i < values.length; i += 100) {
      await this.manager.createQueryBuilder().insert().into(entity).values(values.slice(i, i + 100)).updateEntity(false).execute();
    }
    this.count(table, values.length);
  }

  map(ref: Ref, oldId: unknown): number {
    const id = this.maps.get(ref)?.get(oldId as number);
    if (id === undefined) throw new Error(`Unmapped ${ref} id ${String(oldId)}`);
    return id;
  }

  private count(table: string, n: number): void {
    this.rows[table] = (this.rows[table] ?? 0) + n;
  }
}

async function importOrganisation(importer: Importer, document: DocumentRecord): Promise<void> {
  const { maps, agencyId } = importer;
  const zones: ObjectLiteral[] = [];
  for (const office of list(document, 'offices')) {
    const id = await importer.insertOne(Office, 'office', fromDocument(OFFICE, office, maps), 'offices', office['ID']);
    for (const zoneId of new Set(children(office, 'ZoneIDs') as unknown as number[])) zones.push({ officeId: id, zoneId, agencyId });
  }
  await importer.insertMany(OfficeZone, 'office_zone', zones);
  for (const site of list(document, 'sites')) await importer.insertOne(Site, 'site', fromDocument(SITE, site, maps), 'sites', site['ID']);
  for (const user of list(document, 'users')) await importer.insertOne(AgencyUser, 'agency_user', fromDocument(USER, user, maps), 'users', user['ID']);
  const demands: ObjectLiteral[] = [];
  for (const person of list(document, 'persons')) {
    const values = fromDocument(PERSON, person, maps);
    if (typeof values['email'] === 'string') values['email'] = values['email'].trim().toLowerCase();
    const id = await importer.insertOne(Person, 'person', values, 'persons', person['ID']);
    for (const demand of children(person, 'Demands')) demands.push({ ...fromDocument(DEMAND, demand, maps), personId: id, agencyId });
  }
  await importer.insertMany(Demand, 'demand', demands);
}

async function importListings(importer: Importer, document: DocumentRecord): Promise<void> {
  const { maps, agencyId } = importer;
  const projectTexts: ObjectLiteral[] = [];
  const projectPictures: ObjectLiteral[] = [];
  for (const project of list(document, 'projects')) {
    const id = await importer.insertOne(Project, 'project', fromDocument(PROJECT, project, maps), 'projects', project['ID']);
    for (const text of children(project, 'Texts')) projectTexts.push({ ...fromDocument(PROJECT_TEXT, text, maps), projectId: id });
    for (const picture of children(project, 'Pictures')) projectPictures.push({ ...fromDocument(PICTURE, picture, maps), projectId: id });
    for (const building of children(project, 'Buildings')) {
      await importer.insertOne(Building, 'building', { ...fromDocument(BUILDING, building, maps), projectId: id }, 'buildings', building['ID']);
    }
  }
  await importer.insertMany(ProjectText, 'project_text', projectTexts);
  await importer.insertMany(ProjectPicture, 'project_picture', projectPictures);
  const texts: ObjectLiteral[] = [];
  const pictures: ObjectLiteral[] = [];
  const agents: ObjectLiteral[] = [];
  const owners: ObjectLiteral[] = [];
  for (const property of list(document, 'properties')) {
    const id = await importer.insertOne(Property, 'property', fromDocument(PROPERTY, property, maps), 'properties', property['ID']);
    for (const text of children(property, 'Texts')) texts.push({ ...fromDocument(PROPERTY_TEXT, text, maps), propertyId: id });
    for (const picture of children(property, 'Pictures')) pictures.push({ ...fromDocument(PICTURE, picture, maps), propertyId: id });
    for (const agent of children(property, 'Agents')) agents.push({ ...fromDocument(AGENT, agent, maps), propertyId: id, agencyId });
    for (const personId of children(property, 'OwnerIDs') as unknown as number[]) owners.push({ propertyId: id, personId: importer.map('persons', personId), agencyId });
  }
  await importer.insertMany(PropertyText, 'property_text', texts);
  await importer.insertMany(PropertyPicture, 'property_picture', pictures);
  await importer.insertMany(PropertyAgent, 'property_agent', agents);
  await importer.insertMany(PropertyOwner, 'property_owner', owners);
}

async function importActivity(importer: Importer, document: DocumentRecord): Promise<void> {
  const { maps, agencyId } = importer;
  await importer.insertMany(SelectedProperty, 'selected_property', list(document, 'selectedLists').map((s) => ({ ...fromDocument(SELECTED, s, maps), agencyId })));
  await importer.insertMany(History, 'history', list(document, 'history').map((h) => ({ ...fromDocument(HISTORY, h, maps), agencyId })));
  await importer.insertMany(PriceRange, 'price_range', list(document, 'priceRanges').map((r) => ({ ...fromDocument(PRICE_RANGE, r, maps), agencyId })));
  await importer.insertMany(HouseOfWeek, 'house_of_week', list(document, 'houseOfWeek').map((h) => ({ ...fromDocument(HOUSE_OF_WEEK, h, maps), agencyId })));
}

/** Validates `document` and imports it into a new agency; throws ImportRefusedError listing every problem. */
export async function importDocument(dataSource: DataSource, document: unknown, options: { agencyName?: string } = {}): Promise<ImportResult> {
  const problems = validateDocument(document, await referenceIds(dataSource));
  if (options.agencyName !== undefined && (options.agencyName.trim() === '' || options.agencyName.length > 200)) {
    problems.push('--agency-name: must be 1 to 200 characters');
  }
  if (problems.length > 0) throw new ImportRefusedError(problems);
  const valid = document as DocumentRecord;
  const agency = valid['agency'] as DocumentRecord;
  const agencyName = options.agencyName?.trim() ?? String(agency['Name']).trim();
  const taken = await agencyNameTaken(dataSource, agencyName);
  if (taken) throw new ImportRefusedError([`${options.agencyName === undefined ? 'agency.Name' : '--agency-name'}: ${taken}; give the new agency another name with --agency-name`]);
  return dataSource.transaction(async (manager) => {
    const inserted = await manager.insert(Agency, { name: agencyName, email: (agency['Email'] as string | undefined) ?? null, phone: (agency['Phone'] as string | undefined) ?? null });
    const agencyId = Number(inserted.identifiers[0]?.['id']);
    const importer = new Importer(manager, agencyId);
    await importOrganisation(importer, valid);
    await importListings(importer, valid);
    await importActivity(importer, valid);
    return { agencyId, agencyName, rows: { agency: 1, ...importer.rows } };
  });
}
