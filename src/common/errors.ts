/**
 * Domain errors. Services throw these; each transport maps the code to its own shape
 * (SOAP fault, GET/POST text error, v1.2 {Code, Message, Success, Value}).
 */
export type DomainErrorCode =
  | 'not-found'
  | 'invalid-input'
  | 'unauthenticated'
  | 'throttled'
  | 'busy'
  | 'forbidden'
  | 'conflict'
  | 'precondition-failed'
  | 'resync-required'
  | 'unsupported-media-type'
  | 'payload-too-large';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** The request field the error is about, for invalid-input. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string, id?: number | string) {
    super('not-found', id === undefined ? `${what} was not found.` : `${what} ${id} was not found.`);
  }
}

export class InvalidInputError extends DomainError {
  constructor(field: string, message: string) {
    super('invalid-input', `${field}: ${message}`, field);
  }
}

/** One invalid field of a write: `field` is a path in the domain's field names (`price`, `descriptions/nl/title`). */
export interface FieldProblem {
  readonly field: string;
  /** A short machine-readable reason: `required`, `type`, `minimum`, `maximum`, `max-length`, `enum`, `unknown-reference`, `unique`, `format`… */
  readonly code: string;
  readonly message: string;
}

/**
 * A write the domain refuses because of its fields: every invalid field is listed, not only the
 * first. The message names them all, for transports that carry only a message.
 */
export class InvalidFieldsError extends DomainError {
  constructor(readonly problems: readonly FieldProblem[]) {
    super('invalid-input', problems.map((problem) => `${problem.field}: ${problem.message}`).join(' '), problems[0]?.field);
  }
}

/** A write made against a version of a record that is no longer the current one (If-Match): nothing was changed. */
export class PreconditionFailedError extends DomainError {
  constructor(message: string) {
    super('precondition-failed', message);
  }
}

/** Bad customer credentials. The message never says whether the name or the password was wrong. */
export class UnauthenticatedError extends DomainError {
  constructor(message = 'Invalid customer name or password.') {
    super('unauthenticated', message);
  }
}

export class ThrottledError extends DomainError {
  constructor(message = 'Too many failed login attempts; try again later.') {
    super('throttled', message);
  }
}

/**
 * Every password-hashing slot is taken and the caller's share of the queue is spent: a load
 * refusal, not a judgement on the credential (no failure is counted).
 */
export class BusyError extends DomainError {
  constructor(message = 'The service is busy checking passwords; try again shortly.') {
    super('busy', message);
  }
}

/** The account is valid but holds no right (scope) for the call. */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/**
 * A change-log cursor older than what is retained: events after it were compacted away, so the
 * consumer rebuilds its copy (GetPublishedIndex) instead of continuing from it.
 */
export class ResyncRequiredError extends DomainError {
  constructor(message: string) {
    super('resync-required', message);
  }
}

/** An upload whose content is not one of the accepted formats (judged by its bytes, never its name). */
export class UnsupportedMediaTypeError extends DomainError {
  constructor(message: string) {
    super('unsupported-media-type', message);
  }
}

/** An upload larger than the configured limit (bytes or pixels). */
export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super('payload-too-large', message);
  }
}
