import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from './index';

/** The locale whose conventions each language's users expect (the agencies are Belgian). */
const LOCALES: Record<Language, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' };

export interface Formatters {
  readonly locale: string;
  price(amount: number | null | undefined, currency?: string): string;
  number(value: number | null | undefined): string;
  surface(squareMetres: number | null | undefined): string;
  /** A file's size: bytes, kB or MB as the language writes them (`671 bytes`, `182 kB`, `1,4 Mo`). */
  bytes(count: number): string;
  date(value: string | Date | null | undefined): string;
  dateTime(value: string | Date | null | undefined): string;
  time(value: string | Date | null | undefined): string;
  relative(value: string | Date): string;
}

const cache = new Map<string, Formatters>();

export function formatters(language: Language): Formatters {
  const cached = cache.get(language);
  if (cached) return cached;
  const locale = LOCALES[language];
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const surface = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const prices = new Map<string, Intl.NumberFormat>();
  const asDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));
  const none = '—';
  const made: Formatters = {
    locale,
    price(amount, currency = 'EUR') {
      if (amount === null || amount === undefined) return none;
      let format = prices.get(currency);
      if (!format) prices.set(currency, (format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 })));
      return format.format(amount);
    },
    number: (value) => (value === null || value === undefined ? none : number.format(value)),
    surface: (value) => (value === null || value === undefined ? none : `${surface.format(value)} m²`),
    bytes(count) {
      const [unit, amount] = count < 1000 ? (['byte', count] as const) : count < 1_000_000 ? (['kilobyte', count / 1000] as const) : (['megabyte', count / 1_000_000] as const);
      return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: unit === 'megabyte' ? 1 : 0 }).format(amount);
    },
    date: (value) => (value ? date.format(asDate(value)) : none),
    dateTime: (value) => (value ? dateTime.format(asDate(value)) : none),
    time: (value) => (value ? time.format(asDate(value)) : none),
    relative(value) {
      const seconds = (asDate(value).getTime() - Date.now()) / 1000;
      const steps: [Intl.RelativeTimeFormatUnit, number][] = [['second', 60], ['minute', 60], ['hour', 24], ['day', 7], ['week', 4.35], ['month', 12], ['year', Infinity]];
      let amount = seconds;
      for (const [unit, size] of steps) {
        if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
        amount /= size;
      }
      return dateTime.format(asDate(value));
    },
  };
  cache.set(language, made);
  return made;
}

/** The formatters of the interface's current language. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return formatters(isLanguage(i18n.language) ? i18n.language : 'en');
}
