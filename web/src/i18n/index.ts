import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from './en';
import { fr } from './fr';
import { nl } from './nl';

/** The back-office's languages, in the order the switch shows them. */
export const LANGUAGES = ['nl', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'back-office.language';
const RESOURCES: Record<Language, Messages> = { nl, fr, en };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language chosen on this browser, else the browser's first supported language, else English. */
function initialLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  for (const tag of navigator.languages) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

void i18next.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: RESOURCES[lng] }])),
  lng: initialLanguage(),
  // No fallback: a key missing in one language shows as the key and is reported, never hidden behind English.
  fallbackLng: false,
  interpolation: { escapeValue: false }, // React escapes every text it renders
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: (languages, _namespace, key) => console.error(`Untranslated key "${key}" (${languages.join(', ')})`),
});
document.documentElement.lang = i18next.language;
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** The interface language of a domain language id (1 NL, 2 FR, 3 EN; the others have no interface). */
export function languageOfId(id: number): Language | null {
  return ({ 1: 'nl', 2: 'fr', 3: 'en' } as const)[id as 1 | 2 | 3] ?? null;
}

/** Switches the interface language; `remember` keeps it for the next visit on this browser. */
export function setLanguage(language: Language, remember = true): void {
  if (remember) localStorage.setItem(STORAGE_KEY, language);
  void i18next.changeLanguage(language);
}

/** The language the staff user chose in the switch on this browser, if any. */
export function chosenLanguage(): Language | null {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

export { i18next };
