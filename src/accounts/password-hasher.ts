import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HashScheduler, type HashTicket, SERVICE_TICKET } from './hash-scheduler.js';

/** Cost parameters of one argon2id hash. */
export interface Argon2Cost {
  /** Memory in KiB. */
  readonly memoryKiB: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

/** OWASP's recommendation for argon2id: 19 MiB, 2 iterations, 1 lane. */
export const DEFAULT_HASH_COST: Argon2Cost = { memoryKiB: 19 * 1024, timeCost: 2, parallelism: 1 };

/** Optional Nest token to override the cost of new hashes (tests use a cheap one). */
export const PASSWORD_HASH_COST = Symbol('PASSWORD_HASH_COST');

/**
 * How many hashes run at once, how many may wait, and how many of those one client address may
 * hold (default 8); beyond that a login is refused as busy (HashScheduler).
 */
export interface HashLimits {
  readonly concurrency: number;
  readonly queue: number;
  readonly perAddress?: number;
}

/** Optional Nest token for HashLimits. */
export const PASSWORD_HASH_LIMITS = Symbol('PASSWORD_HASH_LIMITS');

const DEFAULT_LIMITS: HashLimits = { concurrency: Math.max(1, Math.floor(availableParallelism() / 2)), queue: 64, perAddress: 8 };
const DEFAULT_PER_ADDRESS = 8;
/** @node-rs/argon2's Algorithm.Argon2id (a const enum, not importable as a value). */
const ARGON2ID = 2;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** Bounds accepted when reading a stored argon2id string, so a corrupt row cannot ask for gigabytes. */
const ARGON2_PATTERN = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$[A-Za-z0-9+/]{11,}\$[A-Za-z0-9+/]{16,}$/;
const MAX_ARGON2_MEMORY_KIB = 256 * 1024;
const MAX_ARGON2_TIME = 10;

/** The scrypt hashes stored before argon2id: verified, and replaced on the next successful login. */
const SCRYPT_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;
const MAX_LN = 20;
const MAX_R = 32;
const MAX_P = 16;
const MAX_SCRYPT_MEMORY_BYTES = 512 * 1024 * 1024;

/** Whether a string is a password hash this service can verify (argon2id or the earlier scrypt). */
export function isPasswordHash(phc: string): boolean {
  return ARGON2_PATTERN.test(phc) || SCRYPT_PATTERN.test(phc);
}

/** The verification of an scrypt hash, to run later; null when the string is not an acceptable scrypt hash. */
function scryptVerification(phc: string, password: string): (() => Promise<boolean>) | null {
  const match = SCRYPT_PATTERN.exec(phc);
  if (!match) return null;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (ln < 1 || ln > MAX_LN || r < 1 || r > MAX_R || p < 1 || p > MAX_P || 128 * 2 ** ln * r > MAX_SCRYPT_MEMORY_BYTES) return null;
  const salt = Buffer.from(match[4] as string, 'base64');
  const expected = Buffer.from(match[5] as string, 'base64');
  if (salt.length < 8 || expected.length < 16 || expected.length > 128) return null;
  const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem: Math.max(32 * 1024 * 1024, 256 * 2 ** ln * r) };
  return () =>
    new Promise((resolve, reject) => {
      scrypt(password.normalize('NFC'), salt, expected.length, options, (error, key) => (error ? reject(error) : resolve(timingSafeEqual(key, expected))));
    });
}

function argon2Acceptable(phc: string): boolean {
  const match = ARGON2_PATTERN.exec(phc);
  if (!match) return false;
  const [memory, time, lanes] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return memory >= 8 * lanes && memory <= MAX_ARGON2_MEMORY_KIB && time >= 1 && time <= MAX_ARGON2_TIME && lanes >= 1;
}

/**
 * Slow salted password hashes: argon2id (@node-rs/argon2, computed off the event loop) stored as
 * PHC strings `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. Hashes of the earlier scheme
 * (`$scrypt$ln=…`) still verify, and `needsRehash` tells callers to replace them after a
 * successful login. At most `concurrency` hashes run at once and `queue` wait, shared fairly
 * between client addresses (HashScheduler: addresses without recent failures first, the
 * addresses taking turns); a login beyond its address's share is refused as busy (BusyError),
 * so a login storm from strangers cannot starve other requests or other clients' logins. Every
 * hash is charged to a ticket (the client address and whether it has recent failures);
 * hashing that is no client's login uses SERVICE_TICKET.
 * Usable without Nest: `new PasswordHasher()`.
 */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private readonly cost: Argon2Cost;
  private readonly scheduler: HashScheduler;
  private dummy: Promise<string> | undefined;

  constructor(@Optional() @Inject(PASSWORD_HASH_COST) cost?: Argon2Cost, @Optional() @Inject(PASSWORD_HASH_LIMITS) limits?: HashLimits) {
    this.cost = cost ?? DEFAULT_HASH_COST;
    const { concurrency, queue, perAddress } = limits ?? DEFAULT_LIMITS;
    this.scheduler = new HashScheduler({ concurrency: Math.max(1, concurrency), queue: Math.max(0, queue), perAddress: Math.max(1, perAddress ?? DEFAULT_PER_ADDRESS) });
  }

  /** Under Nest, prepares the dummy hash at start-up so the first unknown name costs no extra hash. */
  async onModuleInit(): Promise<void> {
    await this.dummyHash();
  }

  hash(password: string, ticket: HashTicket = SERVICE_TICKET): Promise<string> {
    return this.scheduler.run(ticket, () =>
      argon2Hash(password.normalize('NFC'), {
        algorithm: ARGON2ID as never,
        memoryCost: this.cost.memoryKiB,
        timeCost: this.cost.timeCost,
        parallelism: this.cost.parallelism,
        outputLen: KEY_BYTES,
        salt: randomBytes(SALT_BYTES),
      }),
    );
  }

  /** True when `password` matches the stored hash; false for a wrong password or a malformed string. */
  async verify(phc: string, password: string, ticket: HashTicket = SERVICE_TICKET): Promise<boolean> {
    if (typeof phc !== 'string' || typeof password !== 'string') return false;
    if (argon2Acceptable(phc)) return this.scheduler.run(ticket, () => argon2Verify(phc, password.normalize('NFC')));
    const scryptCheck = scryptVerification(phc, password);
    return scryptCheck ? this.scheduler.run(ticket, scryptCheck) : false;
  }

  /** True when a stored hash is not argon2id at the current cost (an earlier scrypt hash, an older cost). */
  needsRehash(phc: string): boolean {
    const { memoryKiB, timeCost, parallelism } = this.cost;
    return !phc.startsWith(`$argon2id$v=19$m=${memoryKiB},t=${timeCost},p=${parallelism}$`);
  }

  /**
   * Spends exactly what a verification of a real hash costs and answers false. Used when the
   * name or email is unknown, so the response time does not reveal which names exist; charged
   * to the ticket exactly like a known name's verification.
   */
  async verifyUnknown(password: string, ticket: HashTicket = SERVICE_TICKET): Promise<false> {
    await this.verify(await this.dummyHash(), typeof password === 'string' ? password : '', ticket);
    return false;
  }

  /** The hash unknown names are verified against; made once (again after a refusal, e.g. busy). */
  private dummyHash(): Promise<string> {
    if (!this.dummy) {
      const made = this.hash(randomBytes(SALT_BYTES).toString('base64'));
      this.dummy = made;
      made.catch(() => {
        if (this.dummy === made) this.dummy = undefined;
      });
    }
    return this.dummy;
  }
}
