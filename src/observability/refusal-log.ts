import type { Logger } from 'pino';

/** The most addresses whose refusals are counted apart; refusals from further addresses count together. */
const MAX_ADDRESSES = 10_000;
/** The most distinct customer names a summary lists. */
const MAX_NAMES = 5;
const OTHER_ADDRESSES = '(other addresses)';

interface Tally {
  count: number;
  readonly names: Set<string>;
}

export interface Refusal {
  readonly client: string | undefined;
  readonly customerName: string | undefined;
  /** Further fields of the first line (request id, interface, operation). */
  readonly fields: Readonly<Record<string, unknown>>;
}

/**
 * Throttling refusals, logged per client address and interval instead of one line each (a login
 * storm is refused thousands of times a second): the first refusal of an address is logged at
 * once (warn, event `login-throttled`); the ones after it in the same interval are counted, and
 * at the interval's end one line per address says how many there were (warn, event
 * `login-throttled-summary`, with `count`, `seconds` and up to five customer names). An address
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
    const key = this.tallies.has(client) || this.tallies.size < MAX_ADDRESSES ? client : OTHER_ADDRESSES;
    const tally = this.tallies.get(key);
    if (tally === undefined) {
      this.tallies.set(key, { count: 0, names: new Set() });
      this.logger.warn(
        { ...refusal.fields, client, customerName: refusal.customerName, event: 'login-throttled' },
        `Refused: too many failed logins (further refusals of this address are summed up every ${this.intervalMs / 1000} s)`,
      );
      return;
    }
    tally.count += 1;
    if (refusal.customerName !== undefined && tally.names.size < MAX_NAMES) tally.names.add(refusal.customerName);
  }

  /** Writes the summary of each address refused since the last flush and forgets the others. */
  flush(): void {
    for (const [client, tally] of this.tallies) {
      if (tally.count === 0) {
        this.tallies.delete(client);
        continue;
      }
      this.logger.warn(
        { client, event: 'login-throttled-summary', count: tally.count, seconds: this.intervalMs / 1000, customerNames: [...tally.names] },
        `Refused ${tally.count} more logins as throttled`,
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
