import { Logger } from '@nestjs/common';
import { DomainError, type DomainErrorCode } from '../../common/errors.js';
import type { FieldType } from '../../common/record.js';
import type { CallOutcome } from '../../observability/request-context.js';
import { MalformedJsonError } from './lenient-json.js';
import { RequestFieldError } from './request-binder.js';

/** The result every v1.2 operation returns: `{Code, Message, Success, Value}`. */
export interface OperationResult {
  readonly Code: number;
  readonly Message: string;
  readonly Success: boolean;
  readonly Value: unknown;
  /** The type Value is encoded with when it differs from the operation's (narrowed by DisplayFields); never on the wire. */
  readonly valueType?: FieldType;
}

/** The documented result codes (docs/v12-protocol.md). */
export const RESULT_CODES = {
  ok: { code: 0, message: 'OK' },
  'invalid-input': { code: 400, message: 'Invalid input' },
  unauthenticated: { code: 401, message: 'Invalid customer name or password' },
  'not-found': { code: 404, message: 'Not found' },
  conflict: { code: 409, message: 'Conflict' },
  throttled: { code: 429, message: 'Too many failed login attempts' },
  // Also 429 (clients retry later either way); outcomeOfCode reads 429 as throttled, so the runner notes a busy refusal from its error.
  busy: { code: 429, message: 'The service is busy' },
  forbidden: { code: 403, message: 'Forbidden' },
  // No v1.2 operation checks versions; should one, a stale version is a conflict to its clients.
  'precondition-failed': { code: 409, message: 'Conflict' },
  'resync-required': { code: 410, message: 'ResyncRequired' },
  // No v1.2 operation takes files; should one, a refused file is invalid input to its clients.
  'unsupported-media-type': { code: 400, message: 'Invalid input' },
  'payload-too-large': { code: 400, message: 'Invalid input' },
  error: { code: 600, message: 'Error' },
} as const satisfies Record<DomainErrorCode | 'ok' | 'error', { code: number; message: string }>;

/** The outcome a result Code stands for (the inverse of RESULT_CODES; 429 reads as throttled). */
export function outcomeOfCode(code: number): CallOutcome {
  const entry = Object.entries(RESULT_CODES).find(([, value]) => value.code === code);
  return (entry?.[0] as CallOutcome | undefined) ?? 'error';
}

export function successResult(value: unknown, valueType?: FieldType): OperationResult {
  const result = { Code: RESULT_CODES.ok.code, Message: RESULT_CODES.ok.message, Success: true, Value: value };
  return valueType === undefined ? result : { ...result, valueType };
}

export function failureResult(code: number, message: string): OperationResult {
  return { Code: code, Message: message, Success: false, Value: null };
}

const logger = new Logger('V12');

/**
 * Maps what an operation threw to its result: domain errors and unreadable input keep their
 * message; anything else is logged and answered with the generic 600 "Error".
 */
export function resultOfError(error: unknown, operation: string): OperationResult {
  if (error instanceof DomainError) return failureResult(RESULT_CODES[error.code].code, error.message);
  if (error instanceof RequestFieldError || error instanceof MalformedJsonError) {
    return failureResult(RESULT_CODES['invalid-input'].code, error.message);
  }
  logger.error(`${operation} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return failureResult(RESULT_CODES.error.code, RESULT_CODES.error.message);
}
