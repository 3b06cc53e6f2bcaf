/**
 * What a write of a project's texts, or a replace of a project or a building, amounts to, worked
 * out without reading or writing anything: the writes compare in memory first, so a write that
 * would change nothing writes nothing (no change event, no audit entry, the same version).
 */
import { LANGUAGE_CODES } from '../common/language-codes.js';
import { languageTextWrite, type LanguageTextWrite } from '../common/text-writes.js';
import { ProjectText } from './construction.entities.js';

/** The texts of one language given by a write (a text not given is kept, null clears it). */
export interface ProjectTextInput {
  readonly shortDescription?: string | null;
  readonly description?: string | null;
}

interface ProjectTextValues {
  readonly shortDescription: string | null;
  readonly description: string | null;
}

/** One write of a language's texts. */
export type ProjectTextWrite = LanguageTextWrite<ProjectTextValues>;

/** The texts of a project's language. */
const TEXT_FIELDS = ['shortDescription', 'description'] as const;

/**
 * The writes that bring a project's `current` texts to `wanted` (language id → texts merged over
 * the current ones; null removes the language): only those that change something.
 */
export function projectTextWrites(current: readonly ProjectText[], wanted: ReadonlyMap<number, ProjectTextInput | null>): ProjectTextWrite[] {
  const writes: ProjectTextWrite[] = [];
  for (const [languageId, text] of wanted) {
    const write = languageTextWrite(languageId, TEXT_FIELDS, current.find((row) => row.languageId === languageId), text);
    if (write) writes.push(write);
  }
  return writes;
}

/** A project's texts once `writes` are made (in memory). */
export function textsAfter(projectId: number, current: readonly ProjectText[], writes: readonly ProjectTextWrite[]): ProjectText[] {
  const byLanguage = new Map(current.map((text) => [text.languageId, text]));
  for (const write of writes) {
    if (write.action === 'delete') byLanguage.delete(write.languageId);
    else byLanguage.set(write.languageId, Object.assign(new ProjectText(), { projectId, languageId: write.languageId, ...write.texts }));
  }
  return [...byLanguage.values()];
}

/** The values a project takes for the fields a replace (or a create) does not give. */
export const PROJECT_INITIAL = {
  reference: null,
  status: 1,
  publishInternet: false,
  publishWebsite: false,
  subStatusId: null,
  showOrder: 0,
  officeId: null,
  responsibleUserId: null,
  street: null,
  houseNumber: null,
  zip: null,
  city: null,
  countryId: null,
  latitude: null,
  longitude: null,
  website: null,
  deliveryDate: null,
  originalLanguageId: 1,
} as const;

type Texts = Readonly<Record<string, ProjectTextInput | null>>;

/**
 * The patch of a replace: every field not given takes its initial value (the name stays required),
 * every language not given is removed, and a text not given of a language given is cleared.
 */
export function projectReplacement<P extends { readonly name?: string | null; readonly descriptions?: Texts | null }>(patch: P): P {
  const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const descriptions: Record<string, unknown> = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, null]));
  for (const [code, texts] of Object.entries(patch.descriptions ?? {})) {
    // A value that is not an object is left as it is, for the checks to name.
    descriptions[code] = texts !== null && typeof texts === 'object' && !Array.isArray(texts) ? { shortDescription: null, description: null, ...texts } : texts;
  }
  return { ...PROJECT_INITIAL, ...given, descriptions } as unknown as P;
}

/** The patch of a building's replace: every field not given takes its initial value, descriptions not given are removed. */
export function buildingReplacement<P extends { readonly name?: string | null }>(patch: P): P {
  const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  return { floors: 0, position: 0, deliveryDate: null, descriptions: null, ...given, name: patch.name ?? null } as unknown as P;
}
