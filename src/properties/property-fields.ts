import type { FieldProblem } from '../common/errors.js';
import { LANGUAGE_CODES, languageCode, languageIdOf } from '../common/language-codes.js';
import type { Property } from './properties.entities.js';

/** The texts of a property in one language: DescriptionA (short) and DescriptionB (long, may be HTML). */
export interface PropertyDescription {
  readonly descriptionA?: string | null;
  readonly descriptionB?: string | null;
}

/** An agency user responsible for the property: role 1 main responsible, 2 co-agent. */
export interface PropertyAgentInput {
  readonly userId: number;
  readonly role: number;
}

type Scalar = number | string | boolean | null;

/**
 * The fields of a property a write may set, by their domain names (the agency API's names). In
 * a change, a field left out keeps its value and null clears it (texts per language likewise).
 */
export interface PropertyInput {
  readonly [field: string]: Scalar | Readonly<Record<string, PropertyDescription | null>> | readonly PropertyAgentInput[] | undefined;
  readonly descriptions?: Readonly<Record<string, PropertyDescription | null>> | null;
  readonly agents?: readonly PropertyAgentInput[] | null;
}

type Kind = 'int' | 'decimal' | 'text' | 'bool';

export interface FieldRule {
  readonly kind: Kind;
  /** Whether null is a value (else the field always has one). */
  readonly nullable: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly maxLength?: number;
  /** The codes the field takes (domain.md). */
  readonly codes?: readonly number[];
  /** Decimal places kept (money and surfaces 2, coordinates 7). */
  readonly scale?: number;
  /** The value a new property gets when the field is not given. */
  readonly initial?: Scalar;
}

const count = (max = 1000): FieldRule => ({ kind: 'int', nullable: false, min: 0, max, initial: 0 });
const surface: FieldRule = { kind: 'decimal', nullable: true, min: 0, max: 99_999_999.99, scale: 2 };
const money: FieldRule = { kind: 'decimal', nullable: true, min: 0, max: 999_999_999_999.99, scale: 2 };
const flag: FieldRule = { kind: 'bool', nullable: false, initial: false };
const text = (maxLength: number): FieldRule => ({ kind: 'text', nullable: true, maxLength });
const id: FieldRule = { kind: 'int', nullable: true, min: 1, max: 2_147_483_647 };

/**
 * Every scalar field a write may set, with the rule the domain holds it to (its column's type and
 * size, the codes of domain.md). The keys are the entity's attribute names.
 */
export const PROPERTY_FIELDS = {
  reference: text(100),
  ident: text(50),
  status: { kind: 'int', nullable: false, codes: [0, 1, 2, 3, 4, 5, 6], initial: 0 },
  subStatus: id,
  goal: { kind: 'int', nullable: false, codes: [0, 1, 2], initial: 0 },
  webId: { kind: 'int', nullable: false, min: 1, max: 2_147_483_647 },
  typeId: { kind: 'int', nullable: false, min: 1, max: 2_147_483_647 },
  projectId: id,
  buildingId: id,
  siteId: id,
  officeId: id,
  neighbourhoodId: id,
  marquee: { kind: 'int', nullable: false, min: 0, max: 2_147_483_647, initial: 0 },
  isOffice: flag,
  publishPrice: { kind: 'bool', nullable: false, initial: true },
  originalLanguageId: { kind: 'int', nullable: false, codes: [1, 2, 3, 4, 5, 6], initial: 1 },
  street: text(200),
  houseNumber: text(20),
  zip: text(20),
  city: text(100),
  cityId: id,
  district: text(100),
  zoneId: id,
  countryId: id,
  latitude: { kind: 'decimal', nullable: true, min: -90, max: 90, scale: 7 },
  longitude: { kind: 'decimal', nullable: true, min: -180, max: 180, scale: 7 },
  price: money,
  startPrice: money,
  priceUnit: { kind: 'int', nullable: false, codes: [0, 1, 2, 3, 4], initial: 0 },
  virtualTour: text(500),
  surfaceTotal: surface,
  surfaceLiving: surface,
  surfaceGarden: surface,
  surfaceTerrace: surface,
  surfaceConstructed: surface,
  surfaceGround: surface,
  surfaceOffice: surface,
  surfaceGround2: surface,
  surfaceStore: surface,
  bedrooms: count(),
  bathrooms: count(),
  showerRooms: count(),
  toilets: count(),
  garages: count(),
  parkings: count(10_000),
  floor: { kind: 'int', nullable: true, min: -20, max: 500 },
  hasGarden: flag,
  hasFurnished: flag,
  hasLift: flag,
  hasCellar: flag,
  hasAttic: flag,
  conditionId: { kind: 'int', nullable: true, codes: [1, 2, 3, 4, 5, 6] },
  constructionYear: { kind: 'int', nullable: true, min: 1000, max: 2200 },
  energyPerformance: { kind: 'int', nullable: true, min: 0, max: 100_000 },
  heatingId: { kind: 'int', nullable: true, codes: [1, 2, 3, 4, 5, 6] },
  kitchenId: { kind: 'int', nullable: true, codes: [1, 2, 3, 4] },
} as const satisfies Record<string, FieldRule>;

export type PropertyField = keyof typeof PROPERTY_FIELDS;
export const PROPERTY_FIELD_NAMES = Object.keys(PROPERTY_FIELDS) as PropertyField[];

/** A property's texts by language code (`nl`, `fr` …), from its text rows. */
export function descriptionsOf(texts: readonly { languageId: number; descriptionA: string | null; descriptionB: string | null }[]): Record<string, { descriptionA: string | null; descriptionB: string | null }> {
  const descriptions: Record<string, { descriptionA: string | null; descriptionB: string | null }> = {};
  for (const text of texts) descriptions[languageCode(text.languageId) ?? 'nl'] = { descriptionA: text.descriptionA, descriptionB: text.descriptionB };
  return descriptions;
}

/** The longest text of a description (MySQL/MariaDB TEXT holds 65,535 bytes; a character may take 4). */
export const DESCRIPTION_MAX_LENGTH = 16_000;

function decimalPlaces(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.replace(/e.*$/, '').length;
}

/** The problems of one scalar field's value against its rule. */
function scalarProblems(field: string, value: unknown, rule: FieldRule): FieldProblem[] {
  if (value === null) return rule.nullable ? [] : [{ field, code: 'required', message: 'must have a value (it cannot be cleared).' }];
  switch (rule.kind) {
    case 'bool':
      return typeof value === 'boolean' ? [] : [{ field, code: 'type', message: 'must be true or false.' }];
    case 'text':
      if (typeof value !== 'string') return [{ field, code: 'type', message: 'must be a string.' }];
      return value.length > (rule.maxLength ?? Infinity) ? [{ field, code: 'max-length', message: `must be at most ${rule.maxLength} characters (${value.length} given).` }] : [];
    case 'int':
    case 'decimal': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return [{ field, code: 'type', message: rule.kind === 'int' ? 'must be a whole number.' : 'must be a number.' }];
      if (rule.kind === 'int' && !Number.isInteger(value)) return [{ field, code: 'type', message: 'must be a whole number.' }];
      if (rule.codes && !rule.codes.includes(value)) return [{ field, code: 'enum', message: `must be one of ${rule.codes.join(', ')} (${value} given).` }];
      if (rule.min !== undefined && value < rule.min) return [{ field, code: 'minimum', message: `must be at least ${rule.min}.` }];
      if (rule.max !== undefined && value > rule.max) return [{ field, code: 'maximum', message: `must be at most ${rule.max}.` }];
      if (rule.scale !== undefined && decimalPlaces(value) > rule.scale) return [{ field, code: 'scale', message: `must have at most ${rule.scale} decimal places.` }];
      return [];
    }
  }
}

/**
 * Every problem of the values a write gives (types, codes, ranges, lengths; not yet the records
 * they refer to): all of them, in field order. Fields the domain does not know are refused.
 */
export function inputProblems(input: PropertyInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (field === 'descriptions') problems.push(...descriptionProblems(value));
    else if (field === 'agents') problems.push(...agentProblems(value));
    else if (Object.hasOwn(PROPERTY_FIELDS, field)) problems.push(...scalarProblems(field, value, PROPERTY_FIELDS[field as PropertyField]));
    else problems.push({ field, code: 'unknown-field', message: 'is not a field of a property.' });
  }
  if (typeof input['reference'] === 'string' && input['reference'].trim() === '') problems.push({ field: 'reference', code: 'min-length', message: 'must not be empty (null leaves the property without one).' });
  return problems;
}

function descriptionProblems(value: unknown): FieldProblem[] {
  if (value === null) return [];
  if (typeof value !== 'object' || Array.isArray(value)) return [{ field: 'descriptions', code: 'type', message: 'must be an object keyed by language code (nl, fr, en, de, es, ca).' }];
  const problems: FieldProblem[] = [];
  for (const [code, texts] of Object.entries(value as Record<string, unknown>)) {
    const field = `descriptions/${code}`;
    if (languageIdOf(code) === null) {
      problems.push({ field, code: 'enum', message: `is not a language code; use ${LANGUAGE_CODES.join(', ')}.` });
      continue;
    }
    if (texts === null) continue;
    if (typeof texts !== 'object' || Array.isArray(texts)) {
      problems.push({ field, code: 'type', message: 'must be an object with descriptionA and descriptionB.' });
      continue;
    }
    for (const [name, textValue] of Object.entries(texts as Record<string, unknown>)) {
      if (name !== 'descriptionA' && name !== 'descriptionB') problems.push({ field: `${field}/${name}`, code: 'unknown-field', message: 'is not a text of a property; use descriptionA, descriptionB.' });
      else problems.push(...scalarProblems(`${field}/${name}`, textValue, { kind: 'text', nullable: true, maxLength: DESCRIPTION_MAX_LENGTH }));
    }
  }
  return problems;
}

function agentProblems(value: unknown): FieldProblem[] {
  if (value === null) return [];
  if (!Array.isArray(value)) return [{ field: 'agents', code: 'type', message: 'must be a list of {userId, role}.' }];
  if (value.length > 50) return [{ field: 'agents', code: 'max-items', message: 'must hold at most 50 agents.' }];
  const problems: FieldProblem[] = [];
  const seen = new Set<number>();
  value.forEach((agent: unknown, index) => {
    const field = `agents/${index}`;
    if (agent === null || typeof agent !== 'object' || Array.isArray(agent)) {
      problems.push({ field, code: 'type', message: 'must be an object {userId, role}.' });
      return;
    }
    const { userId, role, ...rest } = agent as Record<string, unknown>;
    for (const name of Object.keys(rest)) problems.push({ field: `${field}/${name}`, code: 'unknown-field', message: 'is not a field of an agent; use userId, role.' });
    problems.push(...scalarProblems(`${field}/userId`, userId ?? null, { kind: 'int', nullable: false, min: 1, max: 2_147_483_647 }));
    problems.push(...scalarProblems(`${field}/role`, role ?? null, { kind: 'int', nullable: false, codes: [1, 2] }));
    if (typeof userId === 'number') {
      if (seen.has(userId)) problems.push({ field: `${field}/userId`, code: 'unique', message: `agent ${userId} is listed twice.` });
      seen.add(userId);
    }
  });
  return problems;
}

/** The scalar fields of a stored property, by domain name. */
export function fieldsOf(property: Property): Record<PropertyField, Scalar> {
  // A loop, not Object.fromEntries: every read and write of the API builds this view several times.
  const fields = {} as Record<PropertyField, Scalar>;
  for (const field of PROPERTY_FIELD_NAMES) fields[field] = property[field] as Scalar;
  return fields;
}

/** The value a field of a new property takes when the write does not give it. */
export function initialValue(field: PropertyField): Scalar {
  const rule: FieldRule = PROPERTY_FIELDS[field];
  return rule.initial ?? null;
}
