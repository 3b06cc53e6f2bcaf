import { isLanguageId, type LanguageId } from '../../../common/codes.js';
import type { Tenant } from '../../../common/tenant.js';
import { tenantLanguage } from '../../../reference/translations.js';
import { InvalidInputError, UnauthenticatedError } from '../../../common/errors.js';
import { pageOfItems } from '../../../common/paging.js';
import { defineRecord, type Page, type RecordSchema } from '../../../common/record.js';
import { compareByKeys, parseSortFields } from '../../../common/sort-fields.js';
import { stringList } from '../request-shape.js';

/** Paging of list operations: a 1-based inclusive row range. */
export const PAGING_FIELDS = { Limit1: 'int', Limit2: 'int' } as const;

export const PAGING_NOTES = {
  Limit1: 'first row, 1-based (0 reads as 1)',
  Limit2: 'last row, inclusive (0 = to the end, at most 1000 rows)',
} as const;

export function pageRequestOf(request: { Limit1: number | null; Limit2: number | null }): { limit1: number; limit2: number } {
  return { limit1: request.Limit1 ?? 0, limit2: request.Limit2 ?? 0 };
}

/** LanguageID 1–6 of an answer; absent or 0 is the agency's default language (tenantLanguage). */
export function languageOf(tenant: Tenant, value: number | null, field = 'LanguageID'): LanguageId {
  if (value === null || value === 0) return tenantLanguage(tenant, null, field);
  if (!isLanguageId(value)) throw new InvalidInputError(field, `must be 1 (NL), 2 (FR), 3 (EN), 4 (DE), 5 (ES) or 6 (CA), got ${value}.`);
  return value;
}

/** A field the operation cannot do without. */
export function required<T>(value: T | null, field: string): T {
  if (value === null || (typeof value === 'string' && value.trim() === '')) throw new InvalidInputError(field, 'is required.');
  return value;
}

/** A wrong person email and a wrong password are indistinguishable (domain.md). */
export class PersonLoginError extends UnauthenticatedError {
  constructor() {
    super('Invalid email or password.');
  }
}

export const LOGIN_FIELDS = { Email: 'string', Password: 'string' } as const;
export const LOGIN_NOTES = { Email: "the person's email address", Password: "the person's password" } as const;
export const LOGIN_IGNORED = {
  FaceBookID: 'no Facebook logins; Email and Password are required',
  IsProprietors: 'every person with a password can log in, owner or not',
} as const;

/** SortFields of the reference lists: record field names, each optionally ASC/DESC. */
export const SORT_FIELDS = { SortFields: stringList } as const;
export const SORT_NOTES = { SortFields: 'comma list of record fields, each optionally ASC/DESC (e.g. `Name DESC`); default the list order' } as const;

/**
 * A list of records in the order SortFields asks (any scalar field of the record, names
 * without regard to case, ties by ID); the list unchanged without SortFields. Unknown fields
 * are invalid input naming SortFields.
 */
export function sortedBy<T extends object>(records: readonly T[], schema: RecordSchema, sortFields: readonly string[]): T[] {
  const names = Object.entries(schema.fields).flatMap(([name, type]) => (typeof type === 'string' ? [name] : []));
  const keys = parseSortFields(sortFields, { fields: Object.fromEntries(names.map((name) => [name, name])), defaultOrder: [], tieBreaker: 'ID' }, 'SortFields');
  if (keys.length === 0) return [...records];
  return [...records].sort(compareByKeys(keys, (record: T, column: string) => (record as Record<string, unknown>)[column]));
}

/** One page of an in-memory list of records, in the order SortFields asks. */
export function pageOfRecords<T extends object>(
  records: readonly T[],
  schema: RecordSchema,
  request: { SortFields: string[]; Limit1: number | null; Limit2: number | null },
): Page<T> {
  return pageOfItems(sortedBy(records, schema, request.SortFields), pageRequestOf(request));
}

/** Where a property or a project stands in its listing (GetPreviousNextOfProperty, GetPreviousNextOfProject). */
export const PreviousNextRecord = defineRecord('PreviousNext', {
  ID: 'int',
  PreviousID: 'int',
  NextID: 'int',
  Position: 'int',
  RowsCount: 'int',
});
