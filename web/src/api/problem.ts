/** An error the agency API answered (RFC 9457 problem details), or a failure to reach it. */
export interface FieldProblem {
  /** JSON pointer into the request, such as `/price` or `/descriptions/nl/title`. */
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail?: string;
  readonly instance?: string;
  readonly errors?: readonly FieldProblem[];
}

/** The problem's kind, the last segment of its type (`validation`, `precondition-failed` …); `network` when the API was not reached. */
export type ProblemKind = string;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
    readonly headers: Headers | null = null,
  ) {
    super(problem?.detail ?? problem?.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  get kind(): ProblemKind {
    if (this.status === 0) return 'network';
    const type = this.problem?.type ?? '';
    return type.slice(type.lastIndexOf('/') + 1) || String(this.status);
  }

  /** Seconds to wait before trying again (429), from Retry-After. */
  get retryAfter(): number | null {
    const value = Number(this.headers?.get('Retry-After'));
    return Number.isFinite(value) && value > 0 ? value : null;
  }

  /** The messages per field pointer, for showing them next to their fields. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const error of this.problem?.errors ?? []) out[error.field] ??= error.message;
    return out;
  }
}

export function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && typeof (value as Problem).status === 'number' && typeof (value as Problem).title === 'string';
}

export function isApiError(error: unknown, ...kinds: string[]): error is ApiError {
  return error instanceof ApiError && (kinds.length === 0 || kinds.includes(error.kind));
}
