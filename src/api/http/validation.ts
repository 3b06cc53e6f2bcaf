import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { NotJsonBody } from './json-body.js';
import { Problem, type ProblemField } from './problem.js';

/** class-validator's constraint names → the short codes problem documents use. */
const CODES: Readonly<Record<string, string>> = {
  whitelistValidation: 'unknown-field',
  unknownValue: 'unknown-field',
  isDefined: 'required',
  isNotEmpty: 'required',
  isInt: 'type',
  isNumber: 'type',
  isString: 'type',
  isBoolean: 'type',
  isObject: 'type',
  isArray: 'type',
  nestedValidation: 'type',
  min: 'minimum',
  max: 'maximum',
  maxLength: 'max-length',
  minLength: 'min-length',
  isIn: 'enum',
  isEnum: 'enum',
  isDateString: 'format',
  isIso8601: 'format',
  isISO8601: 'format',
  isRFC3339: 'format',
  matches: 'format',
  arrayMaxSize: 'max-items',
};

function escapePointer(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Every failed constraint of a class-validator result as a field problem, depth first, in declaration order. */
export function fieldProblems(errors: readonly ValidationError[], prefix = ''): ProblemField[] {
  const problems: ProblemField[] = [];
  for (const error of errors) {
    const field = `${prefix}/${escapePointer(error.property)}`;
    const constraints = Object.entries(error.constraints ?? {});
    // A wrong type makes the other constraints of the field meaningless: report the type only.
    const typeError = constraints.find(([name]) => CODES[name] === 'type');
    for (const [name, message] of typeError ? [typeError] : constraints) {
      problems.push({ field, code: CODES[name] ?? name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), message });
    }
    if (error.children && error.children.length > 0) problems.push(...fieldProblems(error.children, field));
  }
  return problems;
}

function isClass(metatype: unknown): metatype is new () => object {
  return typeof metatype === 'function' && ![String, Number, Boolean, Array, Object].includes(metatype as never);
}

/**
 * Validates the JSON body and the query parameters of the API's routes against their DTO classes
 * (class-validator): every invalid field is listed as a JSON pointer (query parameters as
 * `/query/<name>`), fields the DTO does not declare are refused, a body that is not a JSON object
 * or not JSON at all (415) is refused. Answers an instance of the DTO.
 */
@Injectable()
export class ValidBody implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query') return value;
    if (!isClass(metadata.metatype) || metadata.data !== undefined) return value;
    if (metadata.type === 'body') {
      if (value instanceof NotJsonBody) {
        throw new Problem('unsupported-media-type', `The body must be JSON (application/json), not "${value.contentType.slice(0, 60) || 'without a Content-Type'}".`);
      }
      if (value === undefined) throw new Problem('validation', 'The request needs a JSON object as its body.', [{ field: '', code: 'required', message: 'a JSON object is required' }]);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new Problem('validation', 'The body must be a JSON object.', [{ field: '', code: 'type', message: 'must be a JSON object' }]);
      }
    }
    const query = metadata.type === 'query';
    const instance = plainToInstance(metadata.metatype, value ?? {}, { enableImplicitConversion: query, exposeDefaultValues: true });
    const errors = validateSync(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true, validationError: { target: false, value: false } });
    if (errors.length > 0) {
      const problems = fieldProblems(errors, query ? '/query' : '');
      throw new Problem('validation', query ? 'Some query parameters are not valid.' : 'Some fields are not valid.', problems);
    }
    return instance;
  }
}
