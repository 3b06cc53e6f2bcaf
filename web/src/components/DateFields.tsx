import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import 'dayjs/locale/en-gb';
import './date-texts';
import { DateInput, DatesProvider, TimePicker } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { dayKey, parseDay } from './dates';

/**
 * Date and time fields in the interface's language, whatever the browser's: a native
 * `<input type="date">` follows the browser's locale (headless Chromium: US English, month first),
 * not the language chosen here. The day is typed in the language's numeric order (nl-BE, fr-BE,
 * en-GB: day/month/year, from Intl) or picked in a calendar named in that language, Monday first;
 * the time is 24-hour. Values stay what the screens already handle: `YYYY-MM-DD` days and `HH:MM`
 * times ('' for none).
 */

/** dayjs's locale of each interface language (the calendar's month and day names). */
const DAYJS_LOCALES: Readonly<Record<string, string>> = { 'nl-BE': 'nl', 'fr-BE': 'fr', 'en-GB': 'en-gb' };

interface NumericDate {
  /** The parts in the locale's order. */
  readonly order: readonly ('day' | 'month' | 'year')[];
  readonly separator: string;
  /** The dayjs format that writes a day that way (`DD/MM/YYYY`). */
  readonly format: string;
}

const numericDates = new Map<string, NumericDate>();

/** How the locale writes a day in digits, as Intl says (29/11/2026 in nl-BE, fr-BE and en-GB). */
export function numericDateOf(locale: string): NumericDate {
  let known = numericDates.get(locale);
  if (!known) {
    const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(2026, 10, 29));
    const order = parts.flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : []));
    const separator = parts.find((part) => part.type === 'literal')?.value ?? '/';
    const tokens = { day: 'DD', month: 'MM', year: 'YYYY' } as const;
    known = { order, separator, format: order.map((part) => tokens[part]).join(separator) };
    numericDates.set(locale, known);
  }
  return known;
}

/** A typed day in the locale's order (or as `YYYY-MM-DD`) as `YYYY-MM-DD`; null for no day that exists. Two-digit years are this century's. */
export function parseTypedDay(text: string, locale: string): string | null {
  const numbers = text.trim().split(/[^0-9]+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const order = numbers[0]!.length === 4 ? (['year', 'month', 'day'] as const) : numericDateOf(locale).order;
  const value = Object.fromEntries(order.map((part, index) => [part, Number(numbers[index])])) as Record<'day' | 'month' | 'year', number>;
  const year = value.year < 100 ? 2000 + value.year : value.year;
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = parseDay(`${year}-${pad(value.month)}-${pad(value.day)}`);
  return day ? dayKey(day) : null;
}

/** Saturday or Sunday (`YYYY-MM-DD`, the local calendar day). */
function isWeekend(day: string): boolean {
  const weekday = parseDay(day.slice(0, 10))?.getDay();
  return weekday === 0 || weekday === 6;
}

function InLanguage({ children }: { children: ReactNode }) {
  const { locale } = useFormat();
  return <DatesProvider settings={{ locale: DAYJS_LOCALES[locale] ?? 'en-gb', firstDayOfWeek: 1, weekendDays: [0, 6] }}>{children}</DatesProvider>;
}

export interface DateFieldProps {
  readonly label: string;
  /** `YYYY-MM-DD`, or '' for none. */
  readonly value: string;
  onChange(day: string): void;
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly readOnly?: boolean;
  readonly clearable?: boolean;
  readonly w?: number;
  readonly size?: 'xs' | 'sm' | 'md';
  readonly 'data-autofocus'?: boolean;
}

/** A day, typed in the language's order or picked in its calendar. */
export function DateField({ label, value, onChange, error, required, readOnly, clearable, w, size, ...rest }: DateFieldProps) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const numeric = numericDateOf(locale);
  return (
    <InLanguage>
      <DateInput
        label={label}
        value={value === '' ? null : value}
        onChange={(day) => onChange(day ?? '')}
        valueFormat={numeric.format}
        dateParser={(text) => parseTypedDay(text, locale)}
        error={error}
        required={required}
        readOnly={readOnly}
        clearable={clearable}
        allowDeselect={clearable}
        w={w}
        size={size}
        previousLabel={t('dates.previousMonth')}
        nextLabel={t('dates.nextMonth')}
        ariaLabels={{
          previousMonth: t('dates.previousMonth'),
          nextMonth: t('dates.nextMonth'),
          previousYear: t('dates.previousYear'),
          nextYear: t('dates.nextYear'),
          previousDecade: t('dates.previousDecade'),
          nextDecade: t('dates.nextDecade'),
        }}
        popoverProps={{ withinPortal: true }}
        // AA contrast in the calendar: Mantine draws weekend days in red-6 (3.3:1 on white) and the
        // neighbouring months' days faded; weekend days in red-9 (5.9:1), the other months' not shown.
        hideOutsideDates
        getDayProps={(day) => (isWeekend(day) && day !== value ? { style: { color: 'var(--mantine-color-red-9)' } } : {})}
        {...rest}
      />
    </InLanguage>
  );
}

export interface TimeFieldProps {
  readonly label: string;
  /** `HH:MM`, or '' for none. */
  readonly value: string;
  onChange(time: string): void;
  readonly required?: boolean;
  readonly minutesStep?: number;
}

/** A time of day, 24-hour (as the three languages write it), hours and minutes each a field of their own. */
export function TimeField({ label, value, onChange, required, minutesStep }: TimeFieldProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      label={label}
      format="24h"
      value={value}
      onChange={(time) => onChange(time.slice(0, 5))}
      required={required}
      minutesStep={minutesStep}
      hoursInputLabel={t('dates.hours', { field: label })}
      minutesInputLabel={t('dates.minutes', { field: label })}
    />
  );
}
