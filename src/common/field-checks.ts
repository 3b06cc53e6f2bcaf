import { InvalidFieldsError, type FieldProblem } from './errors.js';

/**
 * Collects every invalid field of a write, so the domain answers them all at once
 * (InvalidFieldsError) instead of the first only. Each check answers the value to store, or
 * undefined when the field was not given; a refused value is noted and answered as undefined.
 */
export class FieldChecks {
  private readonly problems: FieldProblem[] = [];

  add(field: string, code: string, message: string): void {
    this.problems.push({ field, code, message });
  }

  get failed(): boolean {
    return this.problems.length > 0;
  }

  /** Throws InvalidFieldsError listing every problem noted, if any. */
  done(): void {
    if (this.problems.length > 0) throw new InvalidFieldsError(this.problems);
  }

  /** A text: trimmed, at most `max` characters; "" or null clears it unless required. */
  text(field: string, value: string | null | undefined, max: number, required = false): string | null | undefined {
    if (value === undefined) return undefined;
    const text = value === null ? '' : value.trim();
    if (text === '') {
      if (required) this.add(field, 'required', 'must not be empty.');
      return required ? undefined : null;
    }
    if (text.length > max) {
      this.add(field, 'max-length', `must be at most ${max} characters.`);
      return undefined;
    }
    return text;
  }

  /** A whole number within [min, max]; null allowed when `nullable`. */
  integer(field: string, value: number | null | undefined, min: number, max: number, nullable = false): number | null | undefined {
    if (value === undefined) return undefined;
    if (value === null) {
      if (!nullable) this.add(field, 'required', 'must not be null.');
      return nullable ? null : undefined;
    }
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      this.add(field, value < min ? 'minimum' : value > max ? 'maximum' : 'type', `must be a whole number from ${min} to ${max}.`);
      return undefined;
    }
    return value;
  }

  /** A number within [min, max] (decimals allowed); null allowed when `nullable`. */
  decimal(field: string, value: number | null | undefined, min: number, max: number, nullable = true): number | null | undefined {
    if (value === undefined) return undefined;
    if (value === null) {
      if (!nullable) this.add(field, 'required', 'must not be null.');
      return nullable ? null : undefined;
    }
    if (!Number.isFinite(value) || value < min || value > max) {
      this.add(field, value < min ? 'minimum' : 'maximum', `must be a number from ${min} to ${max}.`);
      return undefined;
    }
    return value;
  }

  /** One of `allowed`. */
  oneOf<T extends string | number>(field: string, value: T | null | undefined, allowed: readonly T[]): T | undefined {
    if (value === undefined) return undefined;
    if (value === null || !allowed.includes(value)) {
      this.add(field, 'enum', `must be one of ${allowed.join(', ')}.`);
      return undefined;
    }
    return value;
  }

  /** An http(s) address of at most `max` characters; null clears it unless required. */
  url(field: string, value: string | null | undefined, max: number, required = false): string | null | undefined {
    const text = this.text(field, value, max, required);
    if (typeof text !== 'string') return text;
    if (!/^https?:\/\/[^\s/]+\S*$/i.test(text)) {
      this.add(field, 'format', 'must be an http or https address.');
      return undefined;
    }
    return text;
  }

  /** A date the databases can store (years 1000–9999); null allowed when `nullable`. */
  date(field: string, value: Date | null | undefined, nullable = true): Date | null | undefined {
    if (value === undefined) return undefined;
    if (value === null) {
      if (!nullable) this.add(field, 'required', 'must not be null.');
      return nullable ? null : undefined;
    }
    const time = value.getTime();
    if (Number.isNaN(time) || value.getUTCFullYear() < 1000 || value.getUTCFullYear() > 9999) {
      this.add(field, 'format', 'must be a date between the years 1000 and 9999.');
      return undefined;
    }
    return new Date(Math.floor(time / 1000) * 1000);
  }
}

/** The values of `patch` that were given (undefined keys dropped). */
export function given<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}
