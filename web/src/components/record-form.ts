import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../api/problem';

/**
 * The form of one record of the API (a person, a project): the record as last read, and the
 * fields the staff user changed on top of it, by path (`city`, `descriptions.nl.description`).
 * What is saved is a JSON Merge Patch of the changed fields only; when someone else saved the
 * record meanwhile (412), the screen reads it again and the changes stay on top of the new
 * version, so nothing typed is lost.
 */
export type FieldValue = string | number | boolean | null;

export function valueAt(record: unknown, path: string): FieldValue {
  let value: unknown = record;
  for (const part of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  return value === undefined || value === '' ? null : (value as FieldValue);
}

/** The changes as a merge patch: dotted paths become nested objects. */
export function patchOf(changes: Readonly<Record<string, FieldValue>>): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(changes)) {
    const parts = path.split('.');
    let target = patch;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[parts[parts.length - 1]!] = value;
  }
  return patch;
}

/** The API's message per field path, from the JSON pointers of a validation problem (`/descriptions/nl/description`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fieldErrors()).map(([pointer, message]) => [pointer.replace(/^\//, '').split('/').join('.'), message]));
}

export interface RecordForm {
  /** The field's value as the form shows it: the change, else the record's. */
  value(path: string): FieldValue;
  /** Changes a field; setting it back to the record's value is no change. An empty text is null. */
  set(path: string, value: FieldValue): void;
  readonly changes: Readonly<Record<string, FieldValue>>;
  readonly dirty: number;
  patch(): Record<string, unknown>;
  reset(): void;
}

export function useRecordForm(record: unknown): RecordForm {
  const [changes, setChanges] = useState<Record<string, FieldValue>>({});
  const set = useCallback(
    (path: string, next: FieldValue) => {
      const value = next === '' ? null : next;
      setChanges((current) => {
        const copy = { ...current };
        if (value === valueAt(record, path)) delete copy[path];
        else copy[path] = value;
        return copy;
      });
    },
    [record],
  );
  return useMemo(
    () => ({
      value: (path: string) => (path in changes ? changes[path]! : valueAt(record, path)),
      set,
      changes,
      dirty: Object.keys(changes).filter((path) => changes[path] !== valueAt(record, path)).length,
      patch: () => patchOf(Object.fromEntries(Object.entries(changes).filter(([path, value]) => value !== valueAt(record, path)))),
      reset: () => setChanges({}),
    }),
    [changes, record, set],
  );
}
