/**
 * The listing editor's form model: the resource as JSON, fields addressed by paths
 * (`price`, `descriptions.nl.title`), the JSON Merge Patch of what the agent changed, and the
 * three-way comparison that makes a conflict (someone else saved meanwhile) something to decide.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Record_ = { [key: string]: Json };

export function getPath(record: Json | undefined, path: string): Json | undefined {
  let value: Json | undefined = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = value[key];
  }
  return value;
}

export function setPath(record: Record_, path: string, value: Json): Record_ {
  const [key, ...rest] = path.split('.');
  if (key === undefined) return record;
  if (rest.length === 0) return { ...record, [key]: value };
  const inner = record[key];
  const child = inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? inner : {};
  return { ...record, [key]: setPath(child, rest.join('.'), value) };
}

export function sameValue(a: Json | undefined, b: Json | undefined): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

/** '' and a missing value are the same as null for a form; objects compare regardless of key order. */
function normalise(value: Json | undefined): Json {
  if (value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, normalise(value[key])]));
  }
  return value;
}

/** The JSON Merge Patch (RFC 7396) that turns `base` into `edited`, over the given field paths only. */
export function mergePatch(base: Record_, edited: Record_, paths: readonly string[]): Record_ {
  let patch: Record_ = {};
  for (const path of paths) {
    const after = getPath(edited, path);
    if (!sameValue(getPath(base, path), after)) patch = setPath(patch, path, after === undefined || after === '' ? null : after);
  }
  return patch;
}

export function changedPaths(base: Record_, edited: Record_, paths: readonly string[]): string[] {
  return paths.filter((path) => !sameValue(getPath(base, path), getPath(edited, path)));
}

/** A field both the agent and someone else changed, to differently: the agent decides. */
export interface Conflict {
  readonly path: string;
  readonly base: Json | undefined;
  readonly mine: Json | undefined;
  readonly theirs: Json | undefined;
}

/**
 * Three-way merge after a 412: fields only the other person changed are taken, fields only the
 * agent changed are kept, fields both changed (to different values) are conflicts. `merged` holds
 * the agent's values for the conflicts until they choose.
 */
export function threeWay(base: Record_, mine: Record_, theirs: Record_, paths: readonly string[]): { merged: Record_; conflicts: Conflict[]; takenFromThem: string[] } {
  let merged = theirs;
  const conflicts: Conflict[] = [];
  const takenFromThem: string[] = [];
  for (const path of paths) {
    const b = getPath(base, path);
    const m = getPath(mine, path);
    const o = getPath(theirs, path);
    const iChanged = !sameValue(b, m);
    const theyChanged = !sameValue(b, o);
    if (iChanged && theyChanged && !sameValue(m, o)) conflicts.push({ path, base: b, mine: m, theirs: o });
    if (iChanged) merged = setPath(merged, path, m ?? null);
    else if (theyChanged) takenFromThem.push(path);
  }
  return { merged, conflicts, takenFromThem };
}
