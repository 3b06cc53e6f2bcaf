import { InvalidInputError } from '../common/errors.js';
import { isCommonPassword } from './common-passwords.js';

export const MIN_ACCOUNT_PASSWORD_LENGTH = 8;
/** Longer inputs are refused before any hashing. */
export const MAX_PASSWORD_LENGTH = 1024;
export const MAX_ACCOUNT_NAME_LENGTH = 100;

/** A new account name: 1–100 printable characters without surrounding or inner whitespace. */
export function validAccountName(name: string): string {
  if (typeof name !== 'string' || name.length === 0) throw new InvalidInputError('name', 'is required');
  if (name.length > MAX_ACCOUNT_NAME_LENGTH) throw new InvalidInputError('name', `must be at most ${MAX_ACCOUNT_NAME_LENGTH} characters`);
  if (/[\s\p{Cc}]/u.test(name)) throw new InvalidInputError('name', 'must not contain spaces or control characters');
  return name;
}

export function validAccountPassword(password: string): string {
  return validNewPassword('password', password);
}

/**
 * A password being set, for an account or a person: 8–1024 characters and not one of the few
 * hundred most common passwords. The error names `field` as the caller's protocol spells it.
 */
export function validNewPassword(field: string, password: string): string {
  if (typeof password !== 'string' || password.length < MIN_ACCOUNT_PASSWORD_LENGTH) {
    throw new InvalidInputError(field, `must be at least ${MIN_ACCOUNT_PASSWORD_LENGTH} characters`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) throw new InvalidInputError(field, `must be at most ${MAX_PASSWORD_LENGTH} characters`);
  if (isCommonPassword(password)) throw new InvalidInputError(field, 'is one of the most common passwords; choose another');
  return password;
}
