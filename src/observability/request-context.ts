import { AsyncLocalStorage } from 'node:async_hooks';
import { DomainError, type DomainErrorCode } from '../common/errors.js';
import { onSecurityEvent, type SecurityEvent } from '../common/security-events.js';

/** What an operation call came to, in the domain's vocabulary (the v1.2 Codes map one to one). */
export type CallOutcome = 'ok' | DomainErrorCode | 'error';

/**
 * What is known about the request being served: set by the request seam (id, interface,
 * protocol) and filled in by the transports' operation runners (operation, outcome, account).
 * Log lines written while serving it carry its id.
 */
export interface RequestContext {
  readonly id: string;
  operation?: string;
  outcome?: CallOutcome;
  accountId?: number;
  /** The customer name sent with a refused login (for the security event; never the password). */
  refusedName?: string;
  /** What the domain reported while serving the request (failed person logins). */
  events?: SecurityEvent[];
}

const storage = new AsyncLocalStorage<RequestContext>();

onSecurityEvent((event) => {
  const context = storage.getStore();
  if (context) (context.events ??= []).push(event);
});

export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Names the catalog operation the request calls (a bounded set: it labels metrics). */
export function noteOperation(operation: string): void {
  const context = storage.getStore();
  if (context) context.operation = operation;
}

/** Records how the call ended and, once the caller is known, its account id. */
export function noteOutcome(outcome: CallOutcome, details: { accountId?: number; customerName?: unknown } = {}): void {
  const context = storage.getStore();
  if (!context) return;
  context.outcome = outcome;
  if (details.accountId !== undefined) context.accountId = details.accountId;
  if ((outcome === 'unauthenticated' || outcome === 'throttled' || outcome === 'busy') && typeof details.customerName === 'string') {
    context.refusedName = details.customerName.slice(0, 64);
  }
}

/** The outcome of what an operation threw: a domain error's code, anything else `error`. */
export function outcomeOf(error: unknown): CallOutcome {
  return error instanceof DomainError ? error.code : 'error';
}
