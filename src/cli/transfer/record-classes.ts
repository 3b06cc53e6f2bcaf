/**
 * The record types of the export document as class-validator classes, one per record spec
 * (record-specs.ts stays the one description of a record: the export, the import and these
 * classes read it). Each field's rule is a chain of class-validator decorators with the problem
 * text of docs/import-format.md; `stopAtFirstError` keeps the first problem of a field, so the
 * order of the decorators is the order in which a value is judged.
 *
 * Two checks stay outside the classes: fields a record does not have (reported first, in the
 * record's key order — class-validator's whitelist would read a `constructor` key of the document
 * as the record's class) and nested records, which `validateRecord` walks itself so that their
 * problems are reported at the field that holds them, in field order.
 */
import {
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
  validateSync,
  type ValidationArguments,
} from 'class-validator';
import { isPasswordHash } from '../../accounts/password-hasher.js';
import type { FieldSpec, RecordSpec, Ref } from './field-types.js';

export type DocumentRecord = Record<string, unknown>;

/** Whether an id of a collection of the document or of a reference table exists. */
export interface ReferenceLookup {
  known(ref: Ref, value: number): boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const LANGUAGE_KEY = /^[1-6]$/;

/** Where a record instance keeps the lookup its reference checks use (not a field: a symbol key). */
const LOOKUP = Symbol('reference lookup');

interface RecordInstance {
  [LOOKUP]: ReferenceLookup;
  [field: string]: unknown;
}

export function isRecord(value: unknown): value is DocumentRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lookupOf(args: ValidationArguments): ReferenceLookup {
  return (args.object as RecordInstance)[LOOKUP];
}

function knownReference(ref: Ref): PropertyDecorator {
  return ValidateBy(
    { name: 'knownReference', constraints: [ref], validator: { validate: (value: unknown, args: ValidationArguments) => lookupOf(args).known(ref, value as number) } },
    { message: (args: ValidationArguments) => `refers to ${ref} ${String(args.value)}, which does not exist` },
  );
}

/** The first problem of a list of ids: an item that is not a whole number, or one that does not exist. */
function idsProblem(ref: Ref, items: readonly unknown[], lookup: ReferenceLookup): string | null {
  for (const item of items) {
    if (!Number.isInteger(item)) return 'must be a list of whole numbers';
    if (!lookup.known(ref, item as number)) return `refers to ${ref} ${String(item)}, which does not exist`;
  }
  return null;
}

function knownIds(ref: Ref): PropertyDecorator {
  return ValidateBy(
    { name: 'knownIds', constraints: [ref], validator: { validate: (value: unknown, args: ValidationArguments) => idsProblem(ref, value as unknown[], lookupOf(args)) === null } },
    { message: (args: ValidationArguments) => idsProblem(ref, args.value as unknown[], lookupOf(args)) ?? '' },
  );
}

/** The longest caption of a picture (as the agency API accepts it). */
const CAPTION_MAX = 200;

function captionsProblem(value: DocumentRecord): string | null {
  for (const [key, text] of Object.entries(value)) {
    if (!LANGUAGE_KEY.test(key)) return `has key "${key}"; keys must be language ids 1 to 6`;
    if (typeof text !== 'string' || text.length > CAPTION_MAX) return `["${key}"] must be a string of at most ${CAPTION_MAX} characters`;
  }
  return null;
}

function translationsProblem(value: DocumentRecord): string | null {
  for (const [key, text] of Object.entries(value)) {
    if (!LANGUAGE_KEY.test(key)) return `has key "${key}"; keys must be language ids 1 to 6`;
    if (typeof text !== 'string') return `["${key}"] must be a string`;
  }
  return null;
}

const notNull = ValidateBy({ name: 'notNull', validator: { validate: (value: unknown) => value !== null } }, { message: 'must not be null' });

function maxLength(max: number): PropertyDecorator {
  // UTF-16 units, as the service counts a text's length everywhere else.
  return ValidateBy({ name: 'maxLength', constraints: [max], validator: { validate: (value: unknown) => (value as string).length <= max } }, { message: `must be at most ${max} characters` });
}

const parsableDate = ValidateBy(
  { name: 'parsableDate', validator: { validate: (value: unknown) => !Number.isNaN(Date.parse(value as string)) } },
  { message: 'must be an ISO 8601 date-time (e.g. 2026-03-01T10:00:00Z)' },
);

/** The decorators of one field, in the order its value is judged. */
function fieldRules(field: FieldSpec): PropertyDecorator[] {
  const rules: PropertyDecorator[] = [];
  if (field.required) rules.push(IsDefined({ message: 'is required' }));
  else if (field.nullable) rules.push(IsOptional());
  else rules.push(ValidateIf((record: DocumentRecord) => record[field.name] !== undefined), notNull);
  const type = field.type;
  switch (type.kind) {
    case 'id': {
      const message = 'must be a whole number ≥ 1';
      rules.push(IsInt({ message }), Min(1, { message }));
      break;
    }
    case 'int': {
      rules.push(IsInt({ message: 'must be a whole number' }));
      const between = type.min !== undefined && type.max !== undefined ? `must be between ${type.min} and ${type.max}` : undefined;
      if (type.min !== undefined) rules.push(Min(type.min, { message: between ?? `must be ≥ ${type.min}` }));
      if (type.max !== undefined) rules.push(Max(type.max, { message: between ?? `must be ≤ ${type.max}` }));
      if (type.ref) rules.push(knownReference(type.ref));
      break;
    }
    case 'number': {
      const message = `must be a number${type.min !== undefined ? ` ≥ ${type.min}` : ''}`;
      rules.push(IsNumber({ allowNaN: false, allowInfinity: false }, { message }));
      if (type.min !== undefined) rules.push(Min(type.min, { message }));
      if (type.max !== undefined) rules.push(Max(type.max, { message: `must be a number ≤ ${type.max}` }));
      break;
    }
    case 'string':
      rules.push(IsString({ message: 'must be a string' }));
      if (type.max !== undefined) rules.push(maxLength(type.max));
      break;
    case 'boolean':
      rules.push(IsBoolean({ message: 'must be true or false' }));
      break;
    case 'date': {
      rules.push(Matches(ISO_DATE, { message: 'must be an ISO 8601 date-time (e.g. 2026-03-01T10:00:00Z)' }), parsableDate);
      break;
    }
    case 'translations':
      rules.push(
        IsObject({ message: 'must be an object of language id → text' }),
        ValidateBy(
          { name: 'languageTexts', validator: { validate: (value: unknown) => translationsProblem(value as DocumentRecord) === null } },
          { message: (args: ValidationArguments) => translationsProblem(args.value as DocumentRecord) ?? '' },
        ),
      );
      break;
    case 'captions':
      rules.push(
        IsObject({ message: 'must be an object of language id → caption ({"1": "Tuin", "2": "Jardin"})' }),
        ValidateBy(
          { name: 'captions', validator: { validate: (value: unknown) => captionsProblem(value as DocumentRecord) === null } },
          { message: (args: ValidationArguments) => captionsProblem(args.value as DocumentRecord) ?? '' },
        ),
      );
      break;
    case 'phc':
      rules.push(
        ValidateBy(
          { name: 'passwordHash', validator: { validate: (value: unknown) => typeof value === 'string' && isPasswordHash(value) } },
          {
            message:
              'must be a password hash in PHC form ($argon2id$v=19$m=…,t=…,p=…$salt$hash, or the earlier $scrypt$ln=…,r=…,p=…$salt$hash); plain passwords are not accepted',
          },
        ),
      );
      break;
    case 'ids':
      rules.push(IsArray({ message: 'must be a list of ids' }), knownIds(type.ref));
      break;
    case 'records':
      rules.push(IsArray({ message: 'must be a list' }));
      break;
  }
  return rules;
}

type RecordClass = new () => RecordInstance;

const classes = new Map<RecordSpec, RecordClass>();

/** The class-validator class of a record spec (made once per spec). */
export function recordClass(spec: RecordSpec): RecordClass {
  let recordType = classes.get(spec);
  if (recordType === undefined) {
    const created = class ExportRecord {} as unknown as RecordClass;
    for (const field of spec.fields) for (const rule of fieldRules(field)) rule(created.prototype as object, field.name);
    classes.set(spec, created);
    recordType = created;
  }
  return recordType;
}

/**
 * The problems of one record of the document (and of the records nested in it), each as
 * `<path>.<field>: <problem>`: fields it does not have first, then its fields in spec order.
 */
export function validateRecord(spec: RecordSpec, record: unknown, path: string, lookup: ReferenceLookup): string[] {
  if (!isRecord(record)) return [`${path}: must be an object`];
  const problems: string[] = [];
  const fields = new Map(spec.fields.map((field) => [field.name, field]));
  for (const key of Object.keys(record)) if (!fields.has(key)) problems.push(`${path}.${key}: is not a field of this record`);

  const instance = new (recordClass(spec))();
  instance[LOOKUP] = lookup;
  for (const field of spec.fields) if (Object.hasOwn(record, field.name)) instance[field.name] = record[field.name];
  const errors = new Map(validateSync(instance, { stopAtFirstError: true, forbidUnknownValues: true }).map((error) => [error.property, error]));

  for (const field of spec.fields) {
    const problem = Object.values(errors.get(field.name)?.constraints ?? {})[0];
    if (problem !== undefined) {
      problems.push(`${path}.${field.name}: ${problem}`);
    } else if (field.type.kind === 'records' && Array.isArray(record[field.name])) {
      const nested = field.type.spec;
      (record[field.name] as unknown[]).forEach((item, index) => problems.push(...validateRecord(nested, item, `${path}.${field.name}[${index}]`, lookup)));
    }
  }
  return problems;
}
