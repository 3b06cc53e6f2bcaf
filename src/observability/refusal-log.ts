import type { Logger } from 'pino';

/** The most addresses whose refusals are counted apart; refusals from further addresses count together. */
const MAX_ADDRESSES = 10_000;
/** The most distinct customer names a summary lists. */
const MAX_NAMES = 5;
const OTHER_ADDRESSES = '(other addresses)';

interface Tally {
  readonly kind: RefusalKind;
  readonly client: string;
  count: number;
  readonly names: Set<string>;
}

/** Why a login was refused before its password was checked: too many failures, or every hashing slot taken. */
export type RefusalKind = 'throttled' | 'busy';

const FIRST_LINE: Readonly<Record<RefusalKind, string>> = {
  throttled: 'Refused: too many failed logins',
  busy: 'Refused: busy checking passwords (every hashing slot taken)',
};

export interface Refusal {
  readonly kind: RefusalKind;
  readonly client: string | undefined;
  readonly customerName: string | undefined;
  /** Further fields of the first line (request id, interface, operation). */
  readonly fields: Readonly<Record<string, unknown>>;
}

/**
 * Login refusals (throttled, or busy: every hashing slot taken), logged per kind, client address
 * and interval instead of one line each (a login storm is refused thousands of times a second):
 * the first refusal of an address is logged at once (warn, event `login-throttled` or
 * `login-busy`); the ones after it in the same interval are counted, and at the interval's end
 * one line per address says how many there were (warn, event `login-throttled-summary` or
 * `login-busy-summary`, with `count`, `seconds` and up to five customer names). An address
 * refused in no interval is forgotten, so its next refusal is logged at once again.
 */
export class RefusalLog {
  private readonly tallies = new Map<string, Tally>();
  /** Started here, outside any request, so the summaries carry no request's context (its request id). */
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly intervalMs = 60_000,
  ) {
    this.timer = setInterval(() => this.flush(), intervalMs).unref();
  }

  refused(refusal: Refusal): void {
    const client = refusal.client ?? '-';
    const address = this.tallies.has(`${refusal.kind} ${client}`) || this.tallies.size < MAX_ADDRESSES ? client : OTHER_ADDRESSES;
    const key = `${refusal.kind} ${address}`;
    const tally = this.tallies.get(key);
    if (tally === undefined) {
      this.tallies.set(key, { kind: refusal.kind, client: address, count: 0, names: new Set() });
      this.logger.warn(
        { ...refusal.fields, client, customerName: refusal.customerName, event: `login-${refusal.kind}` },
        `${FIRST_LINE[refusal.kind]} (further refusals of this address are summed up every ${this.intervalMs / 1000} s)`,
      );
      return;
    }
    tally.count += 1;
    if (refusal.customerName !== undefined && tally.names.size < MAX_NAMES) tally.names.add(refusal.customerName);
  }

  /** Writes the summary of each address refused since the last flush and forgets the others. */
  flush(): void {
    for (const [key, tally] of this.tallies) {
      if (tally.count === 0) {
        this.tallies.delete(key);
        continue;
      }
      this.logger.warn(
        { client: tally.client, event: `login-${tally.kind}-summary`, count: tally.count, seconds: this.intervalMs / 1000, customerNames: [...tally.names] },
        `Refused ${tally.count} more logins as ${tally.kind}`,
      );
      tally.count = 0;
      tally.names.clear();
    }
  }

  /** Writes what is counted and stops the timer (the instance stops). */
  close(): void {
    this.flush();
    this.tallies.clear();
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}
