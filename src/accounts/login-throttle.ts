import { setTimeout as delay } from 'node:timers/promises';
import { ThrottledError } from '../common/errors.js';
import type { CounterStore } from './counter-store.js';
import type { HashTicket } from './hash-scheduler.js';

export interface LoginThrottleOptions {
  /** Failures of one subject (account, person) from one address within the window before that pair is refused. */
  readonly maxFailures: number;
  readonly windowMs: number;
  /** Failures from one address, whatever subject, before the address is refused. Default 5 × maxFailures. */
  readonly addressMaxFailures?: number;
  /**
   * Failures of one subject from all addresses after which it counts as under attack: addresses
   * with recent failures for it are refused, addresses it never logged in from are slowed.
   * Default 3 × maxFailures.
   */
  readonly subjectMaxFailures?: number;
  /** Hashed credential checks (right or wrong) one address may cause within the window. Default 1000. */
  readonly addressMaxChecks?: number;
  /** Base of the growing delay before a failure is answered (doubles per failure of the pair); 0 disables. */
  readonly delayMs?: number;
  /** Upper bound of that delay. */
  readonly maxDelayMs?: number;
}

/** What is being logged into from where: `kind` separates account names, person emails, staff sign-ins and staff password reset tokens. */
export interface LoginAttempt {
  readonly kind: 'account' | 'person' | 'staff' | 'staff-reset';
  /** The account name or the person's (agency, email), normalised; '' when none was given. */
  readonly subject: string;
  readonly address: string;
}

/** What `admit` learnt, handed back to `succeeded` so a success costs no needless writes. */
export interface Admission {
  readonly attempt: LoginAttempt;
  readonly pairFailures: number;
  readonly knownAddress: boolean;
  /** The address's failed logins (any subject) within the window: its hashes wait behind clean addresses' (HashScheduler). */
  readonly addressFailures: number;
}

/** How long an address a subject logged in from counts as known to it. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;

/**
 * Login throttling that stops guessing without giving strangers a switch to lock an account:
 *
 * - failures are counted per (subject, address) and per address; either limit refuses further
 *   attempts from that address, before any hashing, and every failure is answered after a delay
 *   that doubles with the pair's failures;
 * - failures are also counted per subject across addresses; beyond that limit the subject is
 *   under attack: addresses with recent failures for it are refused and addresses it never
 *   logged in from are slowed, but a client with the right credentials from an address with no
 *   recent failures is always let in;
 * - a success resets only its own (subject, address) count;
 * - each address has a budget of hashed checks per window.
 *
 * Counters live in a CounterStore (in process, or shared by a fleet).
 */
export class LoginThrottle {
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly addressMaxFailures: number;
  private readonly subjectMaxFailures: number;
  private readonly addressMaxChecks: number;
  private readonly delayMs: number;
  private readonly maxDelayMs: number;

  constructor(
    options: LoginThrottleOptions,
    private readonly store: CounterStore,
    private readonly sleep: (ms: number) => Promise<unknown> = (ms) => delay(ms),
  ) {
    this.maxFailures = Math.max(1, options.maxFailures);
    this.windowMs = Math.max(1, options.windowMs);
    this.addressMaxFailures = Math.max(1, options.addressMaxFailures ?? this.maxFailures * 5);
    this.subjectMaxFailures = Math.max(1, options.subjectMaxFailures ?? this.maxFailures * 3);
    this.addressMaxChecks = Math.max(1, options.addressMaxChecks ?? 1000);
    this.delayMs = Math.max(0, options.delayMs ?? 0);
    this.maxDelayMs = Math.max(this.delayMs, options.maxDelayMs ?? 5000);
  }

  /** Refuses (ThrottledError) or lets the attempt through, possibly after a pause. Call before any credential check. */
  async admit(attempt: LoginAttempt): Promise<Admission> {
    const keys = this.keys(attempt);
    const [pairFailures, addressFailures, subjectFailures, known] = await Promise.all([
      this.store.read(keys.pair),
      this.store.read(keys.address),
      this.store.read(keys.subject),
      this.store.read(keys.known),
    ]);
    const knownAddress = known > 0;
    if (pairFailures >= this.maxFailures || addressFailures >= this.addressMaxFailures) throw new ThrottledError();
    if (attempt.subject !== '' && subjectFailures >= this.subjectMaxFailures) {
      if (pairFailures > 0) throw new ThrottledError();
      if (!knownAddress && this.delayMs > 0) await this.sleep(this.slowdownMs);
    }
    return { attempt, pairFailures, knownAddress, addressFailures };
  }

  /**
   * The hashing ticket of an admitted attempt: its address, suspect when the address has recent
   * failures, known when it has none and the subject has logged in from it before.
   */
  ticket(admission: Admission): HashTicket {
    const standing = admission.addressFailures > 0 ? 'suspect' : admission.knownAddress ? 'known' : 'clean';
    return { address: admission.attempt.address, standing };
  }

  /** Counts one hashed check against the address's budget; refuses when the budget is spent. */
  async checking(attempt: LoginAttempt): Promise<void> {
    const checks = await this.store.increment(this.keys(attempt).checks, this.windowMs);
    if (checks > this.addressMaxChecks) throw new ThrottledError();
  }

  /** Counts a failure and waits the pair's growing delay before the caller answers. */
  async failed(attempt: LoginAttempt): Promise<void> {
    const keys = this.keys(attempt);
    const counts = await Promise.all([
      this.store.increment(keys.pair, this.windowMs),
      this.store.increment(keys.address, this.windowMs),
      attempt.subject === '' ? Promise.resolve(0) : this.store.increment(keys.subject, this.windowMs),
    ]);
    const pause = this.delayAfter(counts[0]);
    if (pause > 0) await this.sleep(pause);
  }

  /** Resets the pair's failures and remembers the address as one the subject logs in from. */
  async succeeded(admission: Admission): Promise<void> {
    const keys = this.keys(admission.attempt);
    await Promise.all([
      admission.pairFailures > 0 ? this.store.reset(keys.pair) : undefined,
      admission.knownAddress ? undefined : this.store.increment(keys.known, KNOWN_ADDRESS_MS),
    ]);
  }

  /** The pause of an address the subject never logged in from, while the subject is under attack. */
  get slowdownMs(): number {
    return Math.min(this.maxDelayMs, this.delayMs * 8);
  }

  /** The pause after the pair's n-th failure: none for the first, then doubling from delayMs. */
  delayAfter(failures: number): number {
    if (this.delayMs === 0 || failures < 2) return 0;
    return Math.min(this.maxDelayMs, this.delayMs * 2 ** Math.min(30, failures - 2));
  }

  private keys(attempt: LoginAttempt) {
    const { kind, subject, address } = attempt;
    return {
      pair: `${kind}:pair:${subject}\u0000${address}`,
      address: `${kind}:address:${address}`,
      subject: `${kind}:subject:${subject}`,
      known: `${kind}:known:${subject}\u0000${address}`,
      checks: `checks:${address}`,
    };
  }
}
