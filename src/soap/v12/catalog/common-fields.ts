import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId } from '../../../common/codes.js';
import { InvalidInputError, UnauthenticatedError } from '../../../common/errors.js';

/** Paging of list operations: a 1-based inclusive row range. */
export const PAGING_FIELDS = { Limit1: 'int', Limit2: 'int' } as const;

export const PAGING_NOTES = {
  Limit1: 'first row, 1-based (0 reads as 1)',
  Limit2: 'last row, inclusive (0 = to the end, at most 1000 rows)',
} as const;

export function pageRequestOf(request: { Limit1: number | null; Limit2: number | null }): { limit1: number; limit2: number } {
  return { limit1: request.Limit1 ?? 0, limit2: request.Limit2 ?? 0 };
}

/** LanguageID 1–6; absent or 0 is the default language (NL). */
export function languageOf(value: number | null, field = 'LanguageID'): LanguageId {
  if (value === null || value === 0) return DEFAULT_LANGUAGE;
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
