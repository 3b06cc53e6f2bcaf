import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Cost parameters of one scrypt hash. N = 2^ln. */
export interface ScryptCost {
  readonly ln: number;
  readonly r: number;
  readonly p: number;
}

/** About 30–40 ms per hash on the project's 2-core machines. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { ln: 14, r: 8, p: 1 };

/** Optional Nest token to override the cost of new hashes (tests use a cheap one). */
export const PASSWORD_HASH_COST = Symbol('PASSWORD_HASH_COST');

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds accepted when reading a stored PHC string, so a corrupt row cannot ask for gigabytes. */
const MAX_LN = 20;
const MAX_R = 32;
const MAX_P = 16;
const MAX_MEMORY_BYTES = 512 * 1024 * 1024;

const PHC_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

interface ParsedPhc {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

function deriveKey(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** cost.ln,
    r: cost.r,
    p: cost.p,
    maxmem: Math.max(32 * 1024 * 1024, 256 * 2 ** cost.ln * cost.r),
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function parsePhc(phc: string): ParsedPhc | null {
  const match = PHC_PATTERN.exec(phc);
  if (!match) return null;
  const cost = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (cost.ln < 1 || cost.ln > MAX_LN || cost.r < 1 || cost.r > MAX_R || cost.p < 1 || cost.p > MAX_P) return null;
  if (128 * 2 ** cost.ln * cost.r > MAX_MEMORY_BYTES) return null;
  const salt = Buffer.from(match[4] as string, 'base64');
  const hash = Buffer.from(match[5] as string, 'base64');
  if (salt.length < 8 || hash.length < 16 || hash.length > 128) return null;
  return { cost, salt, hash };
}

function unpadded(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}

/**
 * Slow salted password hashes (scrypt) stored as PHC strings:
 * `$scrypt$ln=14,r=8,p=1$<salt base64>$<hash base64>`. Verification reads the cost from the
 * string, so the cost of new hashes can be raised without invalidating stored ones.
 * Usable without Nest: `new PasswordHasher()`.
 */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private readonly cost: ScryptCost;
  private dummy: Promise<string> | undefined;

  constructor(@Optional() @Inject(PASSWORD_HASH_COST) cost?: ScryptCost) {
    this.cost = cost ?? DEFAULT_SCRYPT_COST;
  }

  /** Under Nest, prepares the dummy hash at start-up so the first unknown name costs no extra hash. */
  async onModuleInit(): Promise<void> {
    await this.dummyHash();
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await deriveKey(password, salt, this.cost, KEY_BYTES);
    const { ln, r, p } = this.cost;
    return `$scrypt$ln=${ln},r=${r},p=${p}$${unpadded(salt)}$${unpadded(key)}`;
  }

  /** True when `password` matches the PHC string; false for a wrong password or a malformed string. */
  async verify(phc: string, password: string): Promise<boolean> {
    const parsed = typeof phc === 'string' ? parsePhc(phc) : null;
    if (!parsed || typeof password !== 'string') return false;
    const key = await deriveKey(password, parsed.salt, parsed.cost, parsed.hash.length);
    return timingSafeEqual(key, parsed.hash);
  }

  /**
   * Spends exactly what a verification of a real hash costs and answers false. Used when the
   * name or email is unknown, so the response time does not reveal which names exist.
   */
  async verifyUnknown(password: string): Promise<false> {
    await this.verify(await this.dummyHash(), typeof password === 'string' ? password : '');
    return false;
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(SALT_BYTES).toString('base64'));
    return this.dummy;
  }
}
