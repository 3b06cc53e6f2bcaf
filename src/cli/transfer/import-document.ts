/**
 * Imports an export document into a NEW agency: the whole document is validated first; then
 * every record is written in one transaction with its ids remapped, so a failure anywhere
 * leaves nothing behind.
 */
import { DEFAULT_LANGUAGE } from '../../common/codes.js';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { Agency } from '../../accounts/accounts.entities.js';
import { Appointment, AppointmentRegistration } from '../../appointments/appointments.entities.js';
import { ChecklistItem } from '../../checklists/checklists.entities.js';
import { runTransaction } from '../../database/transactions.js';
import { agencyNameTaken } from '../agency-commands.js';
import { Building, Project, ProjectPicture, ProjectText } from '../../construction/construction.entities.js';
import { Document } from '../../documents/documents.entities.js';
import { History } from '../../history/history.entities.js';
import { Neighbourhood, PointOfInterest } from '../../neighbourhoods/neighbourhoods.entities.js';
import { MediaStatistic } from '../../media-statistics/media-statistics.entities.js';
import { PersonCategory, PersonCategoryMember, PersonSource } from '../../person-categories/person-categories.entities.js';
import { Demand, Person } from '../../persons/persons.entities.js';
import { ObjectRelation, PersonLink } from '../../relations/relations.entities.js';
import { Property, PropertyAgent, PropertyOwner, PropertyPicture, PropertyText, SelectedProperty } from '../../properties/properties.entities.js';
import { City, Country, GeographicZone, HouseOfWeek, Office, OfficeZone, PriceRange, PropertyType, Site, SubStatus, WebChannel } from '../../reference/reference.entities.js';
import { AgencyUser, Department } from '../../staff/staff.entities.js';
import { historyOfTask, type TaskValues } from '../../tasks/task-rows.js';
import { captionsFromDocument, type RecordSpec, type Ref } from './field-types.js';
import {
  AGENT, APPOINTMENT, BUILDING, CHECKLIST_ITEM, DEMAND, DEPARTMENT, DOCUMENT, HISTORY, HOUSE_OF_WEEK, MEDIA_STATISTIC, NEIGHBOURHOOD, OFFICE, PERSON,
  PERSON_CLASS, PERSON_LINK, PICTURE, POINT_OF_INTEREST, PRICE_RANGE, PROJECT, PROJECT_TEXT, PROPERTY, PROPERTY_TEXT, REGISTRATION, RELATION, SELECTED,
  SITE, TASK, USER,
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

export async function referenceIds(dataSource: DataSource): Promise<ReferenceIds> {
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

const LOCAL_REFS: ReadonlySet<Ref> = new Set(['offices', 'sites', 'departments', 'users', 'neighbourhoods', 'personCategories', 'personSources', 'persons', 'demands', 'projects', 'properties', 'buildings']);

/** The entity values of a validated record: absent fields take their default, dates become Dates, local ids are remapped. */
function fromDocument(spec: RecordSpec, record: DocumentRecord, maps: IdMaps): ObjectLiteral {
  const entity: ObjectLiteral = {};
  for (const field of spec.fields) {
    if (field.prop === '' || field.type.kind === 'id') continue;
    let value: unknown = record[field.name] === undefined ? field.fallback : record[field.name];
    if (field.type.kind === 'date' && typeof value === 'string') value = new Date(value);
    if (field.type.kind === 'captions') value = captionsFromDocument(value);
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

  /** Inserts one record and remembers its new id under `ref` (null: nothing refers to it). */
  async insertOne(entity: EntityTarget<ObjectLiteral>, table: string, values: ObjectLiteral, ref: Ref | null, oldId: unknown): Promise<number> {
    const result = await this.manager.insert(entity, { ...values, agencyId: this.agencyId });
    const newId = Number(result.identifiers[0]?.['id'] ?? result.raw);
    if (ref !== null) this.maps.get(ref)?.set(oldId as number, newId);
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
  for (const department of list(document, 'departments')) {
    await importer.insertOne(Department, 'department', fromDocument(DEPARTMENT, department, maps), 'departments', department['ID']);
  }
  for (const user of list(document, 'users')) await importer.insertOne(AgencyUser, 'agency_user', fromDocument(USER, user, maps), 'users', user['ID']);
  for (const category of list(document, 'personCategories')) {
    await importer.insertOne(PersonCategory, 'person_category', fromDocument(PERSON_CLASS, category, maps), 'personCategories', category['ID']);
  }
  for (const source of list(document, 'personSources')) {
    await importer.insertOne(PersonSource, 'person_source', fromDocument(PERSON_CLASS, source, maps), 'personSources', source['ID']);
  }
  const demands: ObjectLiteral[] = [];
  const members: ObjectLiteral[] = [];
  for (const person of list(document, 'persons')) {
    const values = fromDocument(PERSON, person, maps);
    if (typeof values['email'] === 'string') values['email'] = values['email'].trim().toLowerCase();
    const id = await importer.insertOne(Person, 'person', values, 'persons', person['ID']);
    for (const demand of children(person, 'Demands')) {
      const values = { ...fromDocument(DEMAND, demand, maps), personId: id };
      // A demand a task refers to keeps its id mapped; the others are written in bulk.
      if (typeof demand['ID'] === 'number') await importer.insertOne(Demand, 'demand', values, 'demands', demand['ID']);
      else demands.push({ ...values, agencyId });
    }
    for (const categoryId of new Set(children(person, 'CategoryIDs') as unknown as number[])) {
      members.push({ personId: id, categoryId: importer.map('personCategories', categoryId), agencyId });
    }
  }
  await importer.insertMany(Demand, 'demand', demands);
  await importer.insertMany(PersonCategoryMember, 'person_category_member', members);
  for (const neighbourhood of list(document, 'neighbourhoods')) {
    await importer.insertOne(Neighbourhood, 'neighbourhood', fromDocument(NEIGHBOURHOOD, neighbourhood, maps), 'neighbourhoods', neighbourhood['ID']);
  }
  await importer.insertMany(PointOfInterest, 'point_of_interest', list(document, 'pointsOfInterest').map((p) => ({ ...fromDocument(POINT_OF_INTEREST, p, maps), agencyId })));
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
  const checklist: ObjectLiteral[] = [];
  for (const property of list(document, 'properties')) {
    const id = await importer.insertOne(Property, 'property', fromDocument(PROPERTY, property, maps), 'properties', property['ID']);
    for (const text of children(property, 'Texts')) texts.push({ ...fromDocument(PROPERTY_TEXT, text, maps), propertyId: id });
    for (const picture of children(property, 'Pictures')) pictures.push({ ...fromDocument(PICTURE, picture, maps), propertyId: id });
    for (const agent of children(property, 'Agents')) agents.push({ ...fromDocument(AGENT, agent, maps), propertyId: id, agencyId });
    for (const personId of children(property, 'OwnerIDs') as unknown as number[]) owners.push({ propertyId: id, personId: importer.map('persons', personId), agencyId });
    for (const item of children(property, 'CheckList')) checklist.push({ ...fromDocument(CHECKLIST_ITEM, item, maps), propertyId: id, agencyId });
  }
  await importer.insertMany(PropertyText, 'property_text', texts);
  await importer.insertMany(PropertyPicture, 'property_picture', pictures);
  await importer.insertMany(PropertyAgent, 'property_agent', agents);
  await importer.insertMany(PropertyOwner, 'property_owner', owners);
  await importer.insertMany(ChecklistItem, 'checklist_item', checklist);
}

async function importActivity(importer: Importer, document: DocumentRecord): Promise<void> {
  const { maps, agencyId } = importer;
  await importer.insertMany(SelectedProperty, 'selected_property', list(document, 'selectedLists').map((s) => ({ ...fromDocument(SELECTED, s, maps), agencyId })));
  await importer.insertMany(History, 'history', list(document, 'history').map((h) => ({ ...fromDocument(HISTORY, h, maps), agencyId })));
  await importer.insertMany(PriceRange, 'price_range', list(document, 'priceRanges').map((r) => ({ ...fromDocument(PRICE_RANGE, r, maps), agencyId })));
  await importer.insertMany(HouseOfWeek, 'house_of_week', list(document, 'houseOfWeek').map((h) => ({ ...fromDocument(HOUSE_OF_WEEK, h, maps), agencyId })));
  await importer.insertMany(Document, 'document', list(document, 'documents').map((d) => ({ ...fromDocument(DOCUMENT, d, maps), agencyId })));
  // A task is a history record of kind task.
  await importer.insertMany(History, 'history', list(document, 'tasks').map((t) => ({ ...historyOfTask(fromDocument(TASK, t, maps) as unknown as TaskValues), agencyId })));
  const registrations: ObjectLiteral[] = [];
  for (const appointment of list(document, 'appointments')) {
    const id = await importer.insertOne(Appointment, 'appointment', fromDocument(APPOINTMENT, appointment, maps), null, null);
    for (const registration of children(appointment, 'Registrations')) registrations.push({ ...fromDocument(REGISTRATION, registration, maps), appointmentId: id, agencyId });
  }
  await importer.insertMany(AppointmentRegistration, 'appointment_registration', registrations);
  await importer.insertMany(ObjectRelation, 'object_relation', list(document, 'relations').map((r) => ({ ...fromDocument(RELATION, r, maps), agencyId })));
  await importer.insertMany(PersonLink, 'person_link', list(document, 'personLinks').map((l) => ({ ...fromDocument(PERSON_LINK, l, maps), agencyId })));
  await importer.insertMany(MediaStatistic, 'media_statistic', list(document, 'mediaStatistics').map((m) => ({ ...fromDocument(MEDIA_STATISTIC, m, maps), agencyId })));
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
  return runTransaction(dataSource, async (manager) => {
    const inserted = await manager.insert(Agency, {
      name: agencyName,
      email: (agency['Email'] as string | undefined) ?? null,
      phone: (agency['Phone'] as string | undefined) ?? null,
      defaultLanguageId: (agency['LanguageID'] as number | null | undefined) ?? DEFAULT_LANGUAGE,
    });
    const agencyId = Number(inserted.identifiers[0]?.['id']);
    const importer = new Importer(manager, agencyId);
    await importOrganisation(importer, valid);
    await importListings(importer, valid);
    await importActivity(importer, valid);
    return { agencyId, agencyName, rows: { agency: 1, ...importer.rows } };
  });
}
