/** One write of one language's texts of a record: the language removed, or its texts set. */
export type LanguageTextWrite<T, L extends number = number> =
  | { readonly languageId: L; readonly action: 'delete' }
  | { readonly languageId: L; readonly action: 'insert' | 'update'; readonly texts: T };

/**
 * The write that brings one language's stored texts `old` (undefined: the language has none) to
 * `wanted`: null removes the language; each of `fields` not given keeps its text, null clears it.
 * Null when it would change nothing (the writes of properties and projects compare in memory
 * first, so a write that changes nothing writes nothing).
 */
export function languageTextWrite<F extends string, L extends number>(
  languageId: L,
  fields: readonly F[],
  old: Readonly<Record<F, string | null>> | undefined,
  wanted: Readonly<Partial<Record<F, string | null>>> | null,
): LanguageTextWrite<Record<F, string | null>, L> | null {
  if (wanted === null) return old ? { languageId, action: 'delete' } : null;
  const texts = {} as Record<F, string | null>;
  for (const field of fields) texts[field] = wanted[field] === undefined ? (old?.[field] ?? null) : (wanted[field] as string | null);
  if (old && fields.every((field) => old[field] === texts[field])) return null;
  return { languageId, action: old ? 'update' : 'insert', texts };
}
