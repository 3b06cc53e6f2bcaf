/**
 * Validates a whole export document before anything is written: shape, types, required fields,
 * codes, references between records and to the reference data. Each record is judged by its
 * class-validator class (record-classes.ts, agency-record.ts); what spans records (unique ids,
 * repeated pairs, building/project agreement) is checked here. Every problem is reported with
 * the record and field it concerns, e.g. `properties[3] (id 17).Price: must be a number ≥ 0`.
 */
import { HISTORY_KINDS } from '../../common/codes.js';
import { AgencyRecord, validateAgency } from './agency-record.js';
import type { Ref } from './field-types.js';
import { type DocumentRecord, isRecord, type ReferenceLookup, validateRecord } from './record-classes.js';
import { COLLECTIONS, EXPORT_FORMAT, EXPORT_VERSION } from './record-specs.js';

export type { DocumentRecord } from './record-classes.js';

/** Ids of the reference tables present in the target database. */
export type ReferenceIds = Record<'webChannels' | 'propertyTypes' | 'countries' | 'zones' | 'cities' | 'subStatuses', ReadonlySet<number>>;

function label(collection: string, index: number, record: unknown): string {
  const id = isRecord(record) ? record['ID'] : undefined;
  return typeof id === 'number' ? `${collection}[${index}] (id ${id})` : `${collection}[${index}]`;
}

class Validation implements ReferenceLookup {
  readonly errors: string[] = [];
  readonly ids = new Map<Ref, Set<number>>();

  constructor(private readonly references: ReferenceIds) {}

  error(path: string, message: string): void {
    this.errors.push(`${path}: ${message}`);
  }

  known(ref: Ref, value: number): boolean {
    if (ref in this.references) return this.references[ref as keyof ReferenceIds].has(value);
    return this.ids.get(ref)?.has(value) ?? false;
  }
}

function list(document: DocumentRecord, name: string, validation: Validation): unknown[] {
  const value = document[name];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    if (!validation.errors.includes(`${name}: must be a list`)) validation.error(name, 'must be a list');
    return [];
  }
  return value;
}

function collectIds(validation: Validation, ref: Ref, items: unknown[], path: (index: number) => string): void {
  const seen = new Map<number, string>();
  items.forEach((item, index) => {
    const id = isRecord(item) ? item['ID'] : undefined;
    if (!Number.isInteger(id)) return;
    const first = seen.get(id as number);
    if (first) validation.error(`${path(index)}.ID`, `duplicates ${first}`);
    else seen.set(id as number, path(index));
  });
  validation.ids.set(ref, new Set(seen.keys()));
}

/** The ids of records nested in a collection's records (buildings of projects, demands of persons), unique across the collection. */
function collectNestedIds(document: DocumentRecord, validation: Validation, collection: string, field: string, ref: Ref): void {
  const nested: unknown[] = [];
  const paths: string[] = [];
  list(document, collection, validation).forEach((parent, p) => {
    if (!isRecord(parent) || !Array.isArray(parent[field])) return;
    parent[field].forEach((child, c) => {
      nested.push(child);
      paths.push(`${label(collection, p, parent)}.${field}[${c}]`);
    });
  });
  collectIds(validation, ref, nested, (index) => paths[index] ?? '');
}

function records(items: unknown[]): DocumentRecord[] {
  return items.filter(isRecord);
}

function crossChecks(document: DocumentRecord, validation: Validation): void {
  const projects = records(list(document, 'projects', validation));
  const buildingProject = new Map<number, number>();
  for (const project of projects) {
    for (const building of records(Array.isArray(project['Buildings']) ? project['Buildings'] : [])) {
      if (typeof building['ID'] === 'number' && typeof project['ID'] === 'number') buildingProject.set(building['ID'], project['ID']);
    }
  }
  const uniqueLanguages = (items: unknown, path: string) => {
    const seen = new Set<unknown>();
    records(Array.isArray(items) ? items : []).forEach((text, index) => {
      if (seen.has(text['LanguageID'])) validation.error(`${path}.Texts[${index}].LanguageID`, `repeats language ${String(text['LanguageID'])}`);
      seen.add(text['LanguageID']);
    });
  };
  // A reference is the agency's key of a property or of a project: once per collection.
  const uniqueReference = (references: Map<string, string>, record: DocumentRecord, path: string) => {
    const reference = record['Reference'];
    if (typeof reference !== 'string') return;
    const first = references.get(reference);
    if (first) validation.error(`${path}.Reference`, `"${reference}" is already used by ${first}`);
    else references.set(reference, path);
  };
  const projectReferences = new Map<string, string>();
  list(document, 'projects', validation).forEach((project, index) => {
    if (!isRecord(project)) return;
    uniqueLanguages(project['Texts'], label('projects', index, project));
    uniqueReference(projectReferences, project, label('projects', index, project));
  });
  const references = new Map<string, string>();
  list(document, 'properties', validation).forEach((property, index) => {
    if (!isRecord(property)) return;
    const path = label('properties', index, property);
    uniqueLanguages(property['Texts'], path);
    uniqueReference(references, property, path);
    const buildingId = property['BuildingID'];
    if (typeof buildingId === 'number' && buildingProject.has(buildingId) && buildingProject.get(buildingId) !== property['ProjectID']) {
      validation.error(`${path}.BuildingID`, `building ${buildingId} belongs to project ${String(buildingProject.get(buildingId))}, not to ProjectID ${String(property['ProjectID'] ?? null)}`);
    }
    const users = new Set<unknown>();
    records(Array.isArray(property['Agents']) ? property['Agents'] : []).forEach((agent, a) => {
      if (users.has(agent['UserID'])) validation.error(`${path}.Agents[${a}].UserID`, `repeats user ${String(agent['UserID'])}`);
      users.add(agent['UserID']);
    });
    const owners = Array.isArray(property['OwnerIDs']) ? property['OwnerIDs'] : [];
    if (new Set(owners).size !== owners.length) validation.error(`${path}.OwnerIDs`, 'lists a person twice');
  });
  const emails = new Map<string, string>();
  list(document, 'persons', validation).forEach((person, index) => {
    if (!isRecord(person) || typeof person['Email'] !== 'string') return;
    const email = person['Email'].trim().toLowerCase();
    const first = emails.get(email);
    if (first) validation.error(`${label('persons', index, person)}.Email`, `${email} is already used by ${first}`);
    else emails.set(email, label('persons', index, person));
  });
  list(document, 'persons', validation).forEach((person, index) => {
    const categories = isRecord(person) && Array.isArray(person['CategoryIDs']) ? person['CategoryIDs'] : [];
    if (new Set(categories).size !== categories.length) validation.error(`${label('persons', index, person)}.CategoryIDs`, 'lists a category twice');
  });
  for (const name of ['relations', 'mediaStatistics']) {
    list(document, name, validation).forEach((entry, index) => {
      if (isRecord(entry) && (typeof entry['PropertyID'] === 'number') === (typeof entry['ProjectID'] === 'number')) {
        validation.error(`${name}[${index}]`, 'must name exactly one of PropertyID and ProjectID');
      }
    });
  }
  const links = new Set<string>();
  list(document, 'personLinks', validation).forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const [a, b] = [String(entry['PersonID']), String(entry['RelatedPersonID'])];
    if (a === b) validation.error(`personLinks[${index}].RelatedPersonID`, 'must be another person than PersonID');
    if (links.has(`${a}/${b}`) || links.has(`${b}/${a}`)) validation.error(`personLinks[${index}]`, `repeats persons ${a} and ${b}`);
    links.add(`${a}/${b}`);
  });
  const pairs = new Set<string>();
  list(document, 'selectedLists', validation).forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const key = `${String(entry['PersonID'])}/${String(entry['PropertyID'])}`;
    if (pairs.has(key)) validation.error(`selectedLists[${index}]`, `repeats person ${String(entry['PersonID'])} and property ${String(entry['PropertyID'])}`);
    pairs.add(key);
  });
  list(document, 'history', validation).forEach((entry, index) => {
    if (isRecord(entry) && typeof entry['Kind'] === 'string' && !(HISTORY_KINDS as readonly string[]).includes(entry['Kind'])) {
      validation.error(`history[${index}].Kind`, `must be one of ${HISTORY_KINDS.join(', ')}`);
    }
  });
  list(document, 'appointments', validation).forEach((entry, index) => {
    if (!isRecord(entry)) return;
    if (typeof entry['StartDate'] === 'string' && typeof entry['EndDate'] === 'string' && Date.parse(entry['EndDate']) < Date.parse(entry['StartDate'])) {
      validation.error(`appointments[${index}].EndDate`, 'must not be before StartDate');
    }
    const persons = records(Array.isArray(entry['Registrations']) ? entry['Registrations'] : []).map((r) => r['PersonID']);
    if (new Set(persons).size !== persons.length) validation.error(`appointments[${index}].Registrations`, 'lists a person twice');
  });
  list(document, 'houseOfWeek', validation).forEach((entry, index) => {
    if (isRecord(entry) && typeof entry['StartDate'] === 'string' && typeof entry['EndDate'] === 'string' && Date.parse(entry['EndDate']) < Date.parse(entry['StartDate'])) {
      validation.error(`houseOfWeek[${index}].EndDate`, 'must not be before StartDate');
    }
  });
}

/** Every problem of the document (empty when it can be imported). */
export function validateDocument(document: unknown, references: ReferenceIds): string[] {
  const validation = new Validation(references);
  if (!isRecord(document)) return ['document: must be a JSON object'];
  if (document['format'] !== EXPORT_FORMAT) validation.error('format', `must be "${EXPORT_FORMAT}"`);
  if (document['version'] !== EXPORT_VERSION) validation.error('version', `must be ${EXPORT_VERSION}`);
  const agency = document['agency'];
  if (!isRecord(agency)) validation.error('agency', 'must be an object with at least a Name');
  else validation.errors.push(...validateAgency(AgencyRecord.from(agency)));
  const known = new Set<string>(['format', 'version', 'exportedAt', 'agency', ...COLLECTIONS.map(([name]) => name)]);
  for (const key of Object.keys(document)) if (!known.has(key)) validation.error(key, 'is not part of the format');

  const refOf: Partial<Record<string, Ref>> = {
    offices: 'offices',
    sites: 'sites',
    departments: 'departments',
    users: 'users',
    neighbourhoods: 'neighbourhoods',
    personCategories: 'personCategories',
    personSources: 'personSources',
    persons: 'persons',
    projects: 'projects',
    properties: 'properties',
  };
  for (const [name] of COLLECTIONS) {
    const ref = refOf[name];
    if (ref) collectIds(validation, ref, list(document, name, validation), (index) => label(name, index, list(document, name, validation)[index]));
  }
  collectNestedIds(document, validation, 'projects', 'Buildings', 'buildings');
  collectNestedIds(document, validation, 'persons', 'Demands', 'demands');

  for (const [name, spec] of COLLECTIONS) {
    list(document, name, validation).forEach((record, index) => validation.errors.push(...validateRecord(spec, record, label(name, index, record), validation)));
  }
  crossChecks(document, validation);
  return validation.errors;
}
