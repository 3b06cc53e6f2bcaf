/**
 * Validates a whole export document before anything is written: shape, types, required fields,
 * codes, references between records and to the reference data. Every problem is reported with
 * the record and field it concerns, e.g. `properties[3] (id 17).Price: must be a number ≥ 0`.
 */
import { isLanguageId } from '../../common/codes.js';
import { isPasswordHash } from '../../accounts/password-hasher.js';
import { HISTORY_KINDS } from '../../common/codes.js';
import type { FieldSpec, FieldType, RecordSpec, Ref } from './field-types.js';
import { COLLECTIONS, EXPORT_FORMAT, EXPORT_VERSION } from './record-specs.js';

export type DocumentRecord = Record<string, unknown>;

/** Ids of the reference tables present in the target database. */
export type ReferenceIds = Record<'webChannels' | 'propertyTypes' | 'countries' | 'zones' | 'cities' | 'subStatuses', ReadonlySet<number>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function isRecord(value: unknown): value is DocumentRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function label(collection: string, index: number, record: unknown): string {
  const id = isRecord(record) ? record['ID'] : undefined;
  return typeof id === 'number' ? `${collection}[${index}] (id ${id})` : `${collection}[${index}]`;
}

class Validation {
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

  scalar(type: FieldType, value: unknown): string | null {
    switch (type.kind) {
      case 'id':
        return Number.isInteger(value) && (value as number) >= 1 ? null : 'must be a whole number ≥ 1';
      case 'int': {
        if (!Number.isInteger(value)) return 'must be a whole number';
        const n = value as number;
        if (type.min !== undefined && n < type.min) return type.max !== undefined ? `must be between ${type.min} and ${type.max}` : `must be ≥ ${type.min}`;
        if (type.max !== undefined && n > type.max) return type.min !== undefined ? `must be between ${type.min} and ${type.max}` : `must be ≤ ${type.max}`;
        if (type.ref && !this.known(type.ref, n)) return `refers to ${type.ref} ${n}, which does not exist`;
        return null;
      }
      case 'number': {
        const bounds = type.min !== undefined ? ` ≥ ${type.min}` : '';
        if (typeof value !== 'number' || !Number.isFinite(value)) return `must be a number${bounds}`;
        if (type.min !== undefined && value < type.min) return `must be a number${bounds}`;
        if (type.max !== undefined && value > type.max) return `must be a number ≤ ${type.max}`;
        return null;
      }
      case 'string':
        if (typeof value !== 'string') return 'must be a string';
        return type.max !== undefined && value.length > type.max ? `must be at most ${type.max} characters` : null;
      case 'boolean':
        return typeof value === 'boolean' ? null : 'must be true or false';
      case 'date':
        return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? null : 'must be an ISO 8601 date-time (e.g. 2026-03-01T10:00:00Z)';
      case 'translations':
        if (!isRecord(value)) return 'must be an object of language id → text';
        for (const [key, text] of Object.entries(value)) {
          if (!/^[1-6]$/.test(key)) return `has key "${key}"; keys must be language ids 1 to 6`;
          if (typeof text !== 'string') return `["${key}"] must be a string`;
        }
        return null;
      case 'phc':
        return typeof value === 'string' && isPasswordHash(value)
          ? null
          : 'must be a password hash in PHC form ($argon2id$v=19$m=…,t=…,p=…$salt$hash, or the earlier $scrypt$ln=…,r=…,p=…$salt$hash); plain passwords are not accepted';
      case 'ids':
        if (!Array.isArray(value)) return 'must be a list of ids';
        for (const item of value) {
          if (!Number.isInteger(item)) return 'must be a list of whole numbers';
          if (!this.known(type.ref, item as number)) return `refers to ${type.ref} ${String(item)}, which does not exist`;
        }
        return null;
      case 'records':
        return Array.isArray(value) ? null : 'must be a list';
    }
  }

  field(spec: FieldSpec, record: DocumentRecord, path: string): void {
    const value = record[spec.name];
    if (value === undefined) {
      if (spec.required) this.error(`${path}.${spec.name}`, 'is required');
      return;
    }
    if (value === null) {
      if (spec.required || !spec.nullable) this.error(`${path}.${spec.name}`, spec.required ? 'is required' : 'must not be null');
      return;
    }
    const problem = this.scalar(spec.type, value);
    if (problem) {
      this.error(`${path}.${spec.name}`, problem);
      return;
    }
    if (spec.type.kind === 'records') {
      const nested = spec.type.spec;
      (value as unknown[]).forEach((item, index) => this.record(nested, item, `${path}.${spec.name}[${index}]`));
    }
  }

  record(spec: RecordSpec, record: unknown, path: string): void {
    if (!isRecord(record)) {
      this.error(path, 'must be an object');
      return;
    }
    const known = new Set(spec.fields.map((f) => f.name));
    for (const key of Object.keys(record)) if (!known.has(key)) this.error(`${path}.${key}`, 'is not a field of this record');
    for (const field of spec.fields) this.field(field, record, path);
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
  list(document, 'projects', validation).forEach((project, index) => isRecord(project) && uniqueLanguages(project['Texts'], label('projects', index, project)));
  list(document, 'properties', validation).forEach((property, index) => {
    if (!isRecord(property)) return;
    const path = label('properties', index, property);
    uniqueLanguages(property['Texts'], path);
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
  else {
    if (typeof agency['Name'] !== 'string' || agency['Name'].trim() === '' || agency['Name'].length > 200) validation.error('agency.Name', 'must be a string of 1 to 200 characters');
    for (const [key, max] of [['Email', 200], ['Phone', 50]] as const) {
      const value = agency[key];
      if (value !== undefined && value !== null && (typeof value !== 'string' || value.length > max)) validation.error(`agency.${key}`, `must be a string of at most ${max} characters or null`);
    }
    const language = agency['LanguageID'];
    if (language !== undefined && language !== null && !(typeof language === 'number' && Number.isInteger(language) && isLanguageId(language))) {
      validation.error('agency.LanguageID', 'must be a language id from 1 (NL) to 6 (CA) or null');
    }
  }
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
    list(document, name, validation).forEach((record, index) => validation.record(spec, record, label(name, index, record)));
  }
  crossChecks(document, validation);
  return validation.errors;
}
