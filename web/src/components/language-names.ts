import { useTranslation } from 'react-i18next';

/** The domain's language ids (1 NL, 2 FR, 3 EN, 4 DE, 5 ES, 6 CA) and their codes. */
export const LANGUAGE_CODES: Readonly<Record<number, string>> = { 1: 'nl', 2: 'fr', 3: 'en', 4: 'de', 5: 'es', 6: 'ca' };
export const LANGUAGE_IDS = [1, 2, 3, 4, 5, 6] as const;

/** The name of a language id in the interface language (Intl.DisplayNames), capitalised as a choice in a list. */
export function useLanguageNames(): { nameOf(id: number): string; options: { value: string; label: string }[] } {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const nameOf = (id: number) => {
    const code = LANGUAGE_CODES[id];
    const name = code ? (names.of(code) ?? code) : `#${id}`;
    return name.charAt(0).toLocaleUpperCase(i18n.language) + name.slice(1);
  };
  return { nameOf, options: LANGUAGE_IDS.map((id) => ({ value: String(id), label: nameOf(id) })) };
}
