import { BusyError } from '../common/errors.js';

/**
 * Who a password hash is computed for: the client address it is charged to, and its standing:
 * `known` (no failed logins from the address within the throttle window, and the subject has
 * logged in from it before), `clean` (no failures) or `suspect` (some failures).
 */
export interface HashTicket {
  readonly address: string;
  readonly standing: Standing;
}

export type Standing = 'known' | 'clean' | 'suspect';

/** The ticket of hashing that is no client's login (a new password, the CLI, start-up): not held to an address's share, only to the queue. */
export const SERVICE_TICKET: HashTicket = Object.freeze({ address: '', standing: 'clean' });

export interface HashSchedulerLimits {
  /** Hashes that run at once. */
  readonly concurrency: number;
  /** Hashes that may wait, all addresses together. */
  readonly queue: number;
  /** Hashes one address may have waiting; beyond that its next one is refused as busy. */
  readonly perAddress: number;
  /** How long an address refused as busy waits with the suspects (ms); default 10 s. */
  readonly refusedMemoryMs?: number;
}

/** Addresses remembered as refused, at most (the oldest are forgotten first). */
const MAX_REFUSED_ADDRESSES = 10_000;

interface Waiter {
  readonly address: string;
  readonly start: () => void;
  readonly refuse: (error: BusyError) => void;
}

/** One priority class: the waiting hashes of each address, in the order the addresses take turns. */
class Lane {
  /** Insertion order is the turn order: the address served moves to the end when it still waits. */
  private readonly queues = new Map<string, Waiter[]>();
  size = 0;

  waitingFor(address: string): number {
    return this.queues.get(address)?.length ?? 0;
  }

  push(waiter: Waiter): void {
    const queue = this.queues.get(waiter.address);
    if (queue) queue.push(waiter);
    else this.queues.set(waiter.address, [waiter]);
    this.size += 1;
  }

  /**
   * The first waiter of the address whose turn it is: the one served least lately (`served`: its
   * hashes started while it kept asking), then the one with the fewest hashes waiting in all
   * lanes (`waiting`), ties in turn order; that address goes to the back.
   */
  next(served: ReadonlyMap<string, number>, waiting: ReadonlyMap<string, number>): Waiter | undefined {
    let chosen: string | undefined;
    let best: readonly [number, number] = [Infinity, Infinity];
    for (const address of this.queues.keys()) {
      const rank = [served.get(address) ?? 0, waiting.get(address) ?? 0] as const;
      if (rank[0] < best[0] || (rank[0] === best[0] && rank[1] < best[1])) [chosen, best] = [address, rank];
    }
    if (chosen === undefined) return undefined;
    const queue = this.queues.get(chosen) as Waiter[];
    const waiter = queue.shift() as Waiter;
    this.queues.delete(chosen);
    if (queue.length > 0) this.queues.set(chosen, queue);
    this.size -= 1;
    return waiter;
  }

  /** Removes the newest waiter of the address with the most waiting (ties: the one that waited least recently served). */
  evictFromLongest(): Waiter | undefined {
    let longest: Waiter[] | undefined;
    for (const queue of this.queues.values()) if (!longest || queue.length > longest.length) longest = queue;
    const waiter = longest?.pop();
    if (waiter) {
      this.size -= 1;
      if (longest?.length === 0) this.queues.delete(waiter.address);
    }
    return waiter;
  }

  longest(): number {
    let length = 0;
    for (const queue of this.queues.values()) length = Math.max(length, queue.length);
    return length;
  }
}

/**
 * Shares the password-hashing slots fairly between client addresses, so strangers sending many
 * logins cannot starve everyone else's:
 *
 * - at most `concurrency` hashes run; the rest wait in three lanes, served in order: logins
 *   from an address the subject has logged in from before and without recent failures (known),
 *   other addresses without recent failed logins (clean), addresses with some (suspect); an
 *   address's second hash at a time, and an address refused as busy within `refusedMemoryMs`,
 *   wait with the suspects. Only a right password ever makes
 *   an address known, so strangers sending unknown names are never served before a returning
 *   client;
 * - within a lane the addresses take turns, one hash each, the address served least while it
 *   kept asking first (a newcomer before an address that has had turns), then the one with the
 *   fewest hashes waiting: an address with 100
 *   waiting logins gets no more turns than one with a single login, and a login from a new
 *   address waits only for the hashes running;
 * - one address may have `perAddress` hashes waiting, all of them together `queue`; when the
 *   queue is full, a newcomer takes the place of the newest waiter of the address with the most
 *   waiting in a later lane, or in its own lane when that address holds more than the
 *   newcomer's would, and is otherwise refused;
 * - a refusal is a BusyError ("busy"), never counted as a failed login.
 *
 * Whether a name exists plays no part: an unknown name's hash is charged to its address exactly
 * like a known one's. Pure scheduling; the work is any promise-returning function.
 */
export class HashScheduler {
  private running = 0;
  /** Served in this order: known, clean, suspect. */
  private readonly lanes: Readonly<Record<Standing, Lane>> = { known: new Lane(), clean: new Lane(), suspect: new Lane() };
  private readonly waitingByAddress = new Map<string, number>();
  private readonly runningByAddress = new Map<string, number>();
  /** Hashes started per address since it last had nothing running or waiting. */
  private readonly served = new Map<string, number>();
  /** When each address was last refused as busy (insertion order = oldest first). */
  private readonly refusedAt = new Map<string, number>();
  private readonly refusedMemoryMs: number;

  constructor(
    private readonly limits: HashSchedulerLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.refusedMemoryMs = limits.refusedMemoryMs ?? 10_000;
  }

  /** Hashes running now. */
  get active(): number {
    return this.running;
  }

  /** Hashes waiting now. */
  get waiting(): number {
    return this.lanes.known.size + this.lanes.clean.size + this.lanes.suspect.size;
  }

  /** Runs `work` when a slot is free and it is the ticket's turn; refuses (BusyError) when the ticket's share of the queue is spent. */
  async run<T>(ticket: HashTicket, work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrency && this.waiting === 0) {
      this.running += 1;
    } else {
      await this.wait(ticket);
    }
    this.started(ticket.address);
    try {
      return await work();
    } finally {
      this.finished(ticket.address);
      this.release();
    }
  }

  private started(address: string): void {
    this.runningByAddress.set(address, (this.runningByAddress.get(address) ?? 0) + 1);
    this.served.set(address, (this.served.get(address) ?? 0) + 1);
  }

  private finished(address: string): void {
    const left = (this.runningByAddress.get(address) ?? 1) - 1;
    if (left > 0) this.runningByAddress.set(address, left);
    else this.runningByAddress.delete(address);
    if (left <= 0 && !this.waitingByAddress.has(address)) this.served.delete(address);
  }

  private wait(ticket: HashTicket): Promise<void> {
    const address = ticket.address;
    const service = ticket === SERVICE_TICKET;
    if (!service && (this.waitingByAddress.get(address) ?? 0) >= this.limits.perAddress) return this.refuse(address);
    if (this.waiting >= this.limits.queue && !this.makeRoomFor(ticket)) return this.refuse(address);
    // An address's second hash at a time, and an address refused as busy lately, wait with the
    // suspects: one clean turn per address, and a flood that keeps being refused stays behind.
    const second = (this.runningByAddress.get(address) ?? 0) + (this.waitingByAddress.get(address) ?? 0) > 0;
    const lane = !service && (second || this.refusedLately(address)) ? 'suspect' : ticket.standing;
    return new Promise<void>((resolve, reject) => {
      this.waitingByAddress.set(address, (this.waitingByAddress.get(address) ?? 0) + 1);
      this.lanes[lane].push({ address, start: resolve, refuse: reject });
    });
  }

  private refuse(address: string): Promise<never> {
    this.noteRefused(address);
    return Promise.reject(new BusyError());
  }

  private noteRefused(address: string): void {
    if (address === SERVICE_TICKET.address) return;
    this.refusedAt.delete(address);
    this.refusedAt.set(address, this.now());
    if (this.refusedAt.size > MAX_REFUSED_ADDRESSES) this.refusedAt.delete(this.refusedAt.keys().next().value as string);
  }

  private refusedLately(address: string): boolean {
    const at = this.refusedAt.get(address);
    if (at === undefined) return false;
    if (this.now() - at < this.refusedMemoryMs) return true;
    this.refusedAt.delete(address);
    return false;
  }

  /**
   * Refuses the newest waiter of the address with the most waiting in a lane served after the
   * newcomer's, or in its own lane when that address holds more than the newcomer's would.
   */
  private makeRoomFor(ticket: HashTicket): boolean {
    const own = (this.waitingByAddress.get(ticket.address) ?? 0) + 1;
    const order: readonly Standing[] = ['suspect', 'clean', 'known'];
    const rank = order.indexOf(ticket.standing);
    const lane = order.map((standing) => this.lanes[standing]).find((candidate, index) => candidate.size > 0 && (index < rank || candidate.longest() > own));
    const victim = lane?.evictFromLongest();
    if (!victim) return false;
    this.forget(victim.address);
    this.noteRefused(victim.address);
    victim.refuse(new BusyError());
    return true;
  }

  private release(): void {
    const next =
      this.lanes.known.next(this.served, this.waitingByAddress) ??
      this.lanes.clean.next(this.served, this.waitingByAddress) ??
      this.lanes.suspect.next(this.served, this.waitingByAddress);
    if (!next) {
      this.running -= 1;
      return;
    }
    this.forget(next.address);
    next.start();
  }

  private forget(address: string): void {
    const left = (this.waitingByAddress.get(address) ?? 1) - 1;
    if (left > 0) this.waitingByAddress.set(address, left);
    else this.waitingByAddress.delete(address);
  }
}
