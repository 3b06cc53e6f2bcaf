import type { ValueTransformer } from 'typeorm';

/** MySQL drivers return DECIMAL as strings; the domain works with numbers. */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value)),
};

export const money = { type: 'decimal', precision: 14, scale: 2, nullable: true, transformer: decimalTransformer } as const;
export const coordinate = { type: 'decimal', precision: 10, scale: 7, nullable: true, transformer: decimalTransformer } as const;
export const surface = { type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: decimalTransformer } as const;
export const shortText = (length = 100) => ({ type: 'varchar', length, nullable: true }) as const;
export const flag = { type: 'boolean', default: false } as const;
/** Texts per language id, e.g. {"1":"Huis","2":"Maison"}. */
export const translations = { type: 'simple-json', nullable: true } as const;
export type Translations = Partial<Record<string, string>>;
