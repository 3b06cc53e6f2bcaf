import { type AccountScope, requireScope, requireScopes } from '../../common/scopes.js';
import type { Tenant } from '../../common/tenant.js';
import type { BaseOperation } from './operation.js';
import { isRequestRecords, type RequestShape } from './request-shape.js';

/** One field that needs a scope of its own, by its path (`CountConditions[].PersonID` for a field of nested records). */
export interface ScopedField {
  readonly path: string;
  readonly scope: AccountScope;
}

/** Every field of a request shape that declares a scope, nested records included. */
export function scopedFields(shape: RequestShape, prefix = ''): ScopedField[] {
  const own = Object.entries(shape.scopes).flatMap(([field, scope]) => (scope ? [{ path: `${prefix}${field}`, scope }] : []));
  const nested = Object.entries(shape.fields).flatMap(([field, type]) => (isRequestRecords(type) ? scopedFields(type.of, `${prefix}${field}[].`) : []));
  return [...own, ...nested];
}

/**
 * Whether a bound field value asks for anything: a non-zero number, true, a non-blank text, a
 * date, a non-empty list. A missing field, null, 0, false and '' are what clients send for "no
 * filter", and ask nothing.
 */
export function isGiven(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function requireFieldScopes(tenant: Tenant, shape: RequestShape, request: Readonly<Record<string, unknown>>, prefix: string): void {
  for (const [field, scope] of Object.entries(shape.scopes)) {
    if (scope && isGiven(request[field])) requireScope(tenant, scope, `${prefix}${field}`);
  }
  for (const [field, type] of Object.entries(shape.fields)) {
    const items = request[field];
    if (!isRequestRecords(type) || !Array.isArray(items)) continue;
    for (const item of items) requireFieldScopes(tenant, type.of, item as Record<string, unknown>, `${prefix}${field}[].`);
  }
}

/**
 * Refuses (ForbiddenError) a call the account may not make: it lacks a scope the operation
 * declares, or one a field it gave a value to declares. The one check every v1.2 call passes
 * before its service is called (OperationRunner).
 */
export function requireOperationScopes(tenant: Tenant, base: BaseOperation, request: Readonly<Record<string, unknown>>): void {
  requireScopes(tenant, base.scopes);
  requireFieldScopes(tenant, base.request, request, '');
}
