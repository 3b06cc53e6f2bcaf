import { LANGUAGE_IDS } from '../../common/codes.js';
import { languageCode } from '../../common/language-codes.js';

/**
 * How a record of the export document is described: one list of field specs per record type
 * drives the export (entity → document), the validation and the import (document → entity).
 */

/** Collections of the document (document-local ids) and reference tables (global ids). */
export type Ref =
  | 'offices'
  | 'sites'
  | 'users'
  | 'persons'
  | 'properties'
  | 'projects'
  | 'buildings'
  | 'demands'
  | 'departments'
  | 'neighbourhoods'
  | 'personCategories'
  | 'personSources'
  | 'webChannels'
  | 'propertyTypes'
  | 'countries'
  | 'zones'
  | 'cities'
  | 'subStatuses';

export type FieldType =
  /** The record's document-local id: an integer ≥ 1, unique in its collection. */
  | { readonly kind: 'id' }
  | { readonly kind: 'int'; readonly min?: number; readonly max?: number; readonly ref?: Ref }
  | { readonly kind: 'number'; readonly min?: number; readonly max?: number }
  | { readonly kind: 'string'; readonly max?: number }
  | { readonly kind: 'boolean' }
  /** ISO 8601 date-time text, e.g. 2026-03-01T10:00:00.000Z. */
  | { readonly kind: 'date' }
  /** Texts per language id: {"1": "…", "2": "…"}. */
  | { readonly kind: 'translations' }
  /**
   * A picture's captions per language id, each at most 200 characters: {"1": "Tuin", "2": "Jardin"}
   * (as pictures given by File or Url take them); stored by language code (`{"nl": "Tuin"}`).
   */
  | { readonly kind: 'captions' }
  /** A list of ids of another collection. */
  | { readonly kind: 'ids'; readonly ref: Ref }
  /** A password hash in PHC form ($argon2id$…, or the earlier $scrypt$…); plain passwords are refused. */
  | { readonly kind: 'phc' }
  /** Nested records. */
  | { readonly kind: 'records'; readonly spec: RecordSpec };

export interface FieldSpec {
  /** Name in the document (PascalCase, the service's vocabulary). */
  readonly name: string;
  /** Property of the entity; empty for nested lists the importer writes itself. */
  readonly prop: string;
  readonly type: FieldType;
  /** Must be present and not null. */
  readonly required?: boolean;
  /** May be null (otherwise null is refused). */
  readonly nullable?: boolean;
  /** Value used when the field is absent. */
  readonly fallback?: unknown;
}

export interface RecordSpec {
  readonly fields: readonly FieldSpec[];
}

export const id = (): FieldSpec => ({ name: 'ID', prop: 'id', type: { kind: 'id' }, required: true });

export function int(name: string, prop: string, options: { min?: number; max?: number; ref?: Ref; nullable?: boolean; required?: boolean; fallback?: number } = {}): FieldSpec {
  const { nullable, required, fallback, ...type } = options;
  return { name, prop, type: { kind: 'int', ...type }, nullable: nullable ?? false, required: required ?? false, fallback: fallback ?? (nullable ? null : 0) };
}

export function num(name: string, prop: string, options: { min?: number; max?: number } = {}): FieldSpec {
  return { name, prop, type: { kind: 'number', ...options }, nullable: true, fallback: null };
}

export function str(name: string, prop: string, max: number | undefined, options: { required?: boolean; nullable?: boolean; fallback?: string } = {}): FieldSpec {
  const nullable = options.nullable ?? !options.required;
  return { name, prop, type: max === undefined ? { kind: 'string' } : { kind: 'string', max }, required: options.required ?? false, nullable, fallback: options.fallback ?? null };
}

export function bool(name: string, prop: string, fallback = false): FieldSpec {
  return { name, prop, type: { kind: 'boolean' }, fallback };
}

export function date(name: string, prop: string, required = false): FieldSpec {
  return { name, prop, type: { kind: 'date' }, required, nullable: !required, fallback: null };
}

export function texts(name: string, prop: string): FieldSpec {
  return { name, prop, type: { kind: 'translations' }, nullable: true, fallback: null };
}

export function captions(name: string, prop: string): FieldSpec {
  return { name, prop, type: { kind: 'captions' }, nullable: true, fallback: null };
}

export function ids(name: string, ref: Ref): FieldSpec {
  return { name, prop: '', type: { kind: 'ids', ref }, fallback: [] };
}

export function records(name: string, spec: RecordSpec): FieldSpec {
  return { name, prop: '', type: { kind: 'records', spec }, fallback: [] };
}

/** Stored captions (by language code) as the document gives them (by language id); null when there are none. */
export function documentCaptions(stored: unknown): Record<string, string> | null {
  if (stored === null || typeof stored !== 'object') return null;
  const byCode = stored as Record<string, unknown>;
  const entries = LANGUAGE_IDS.flatMap((id) => {
    const text = byCode[languageCode(id)!];
    return typeof text === 'string' ? [[String(id), text] as const] : [];
  });
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

/** The document's captions (by language id, checked) as stored (by language code); null when there are none. */
export function captionsFromDocument(given: unknown): Record<string, string> | null {
  if (given === null || typeof given !== 'object') return null;
  const byId = given as Record<string, unknown>;
  const entries = LANGUAGE_IDS.flatMap((id) => {
    const text = byId[String(id)];
    return typeof text === 'string' && text.trim() !== '' ? [[languageCode(id)!, text.trim()] as const] : [];
  });
  return entries.length === 0 ? null : Object.fromEntries(entries);
}
