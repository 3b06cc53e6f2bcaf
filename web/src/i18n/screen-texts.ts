import { i18next, type Language } from './index';

/** A text tree whose leaves are strings: the shape every language of a screen's texts repeats. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
type Tree = { readonly [key: string]: string | Tree };

/**
 * A lazily loaded screen's own texts, added to the translations when its chunk loads (before it
 * renders), so they weigh nothing on the first screen. Type nl and fr as `SameKeys<typeof en>`:
 * the compiler then refuses a key missing in one language.
 */
export function addScreenTexts(texts: Readonly<Record<Language, Tree>>): void {
  for (const [language, tree] of Object.entries(texts)) i18next.addResourceBundle(language, 'translation', tree, true, false);
}
