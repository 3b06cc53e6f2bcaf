import { describe, expect, it } from '@jest/globals';
import { scryptSync } from 'node:crypto';
import { BusyError } from '../common/errors.js';
import { isPasswordHash, PasswordHasher } from './password-hasher.js';

const CHEAP = { memoryKiB: 64, timeCost: 1, parallelism: 1 };

/** A hash in the scrypt scheme the service used before argon2id. */
function scryptHash(password: string): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
  return `$scrypt$ln=10,r=8,p=1$${b64(salt)}$${b64(key)}`;
}

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('produces an argon2id PHC string at the OWASP cost (19 MiB, t=2, p=1) that verifies', async () => {
    const phc = await hasher.hash('s3cret wörd');
    expect(phc).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(isPasswordHash(phc)).toBe(true);
    await expect(hasher.verify(phc, 's3cret wörd')).resolves.toBe(true);
    await expect(hasher.verify(phc, 's3cret word')).resolves.toBe(false);
    await expect(hasher.verify(phc, '')).resolves.toBe(false);
    expect(hasher.needsRehash(phc)).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hasher.hash('same'), hasher.hash('same')]);
    expect(a).not.toBe(b);
  });

  it('verifies hashes made with another cost, and asks for them to be rehashed', async () => {
    const phc = await new PasswordHasher(CHEAP).hash('pw');
    expect(phc.startsWith('$argon2id$v=19$m=64,t=1,p=1$')).toBe(true);
    await expect(hasher.verify(phc, 'pw')).resolves.toBe(true);
    await expect(hasher.verify(phc, 'px')).resolves.toBe(false);
    expect(hasher.needsRehash(phc)).toBe(true);
  });

  it('verifies the earlier scrypt hashes and asks for them to be rehashed', async () => {
    const phc = scryptHash('old password');
    expect(isPasswordHash(phc)).toBe(true);
    await expect(hasher.verify(phc, 'old password')).resolves.toBe(true);
    await expect(hasher.verify(phc, 'old passwort')).resolves.toBe(false);
    expect(hasher.needsRehash(phc)).toBe(true);
  });

  it('verifies malformed or absurd PHC strings as false', async () => {
    const good = await hasher.hash('pw');
    const [, , , , salt, hash] = good.split('$');
    const old = scryptHash('pw').split('$');
    const malformed = [
      '',
      'plain',
      `$argon2id$v=19$m=4194304,t=3,p=1$${salt}$${hash}`,
      `$argon2id$v=19$m=19456,t=99,p=1$${salt}$${hash}`,
      `$argon2id$v=19$m=19456,t=2,p=1$${salt}`,
      `$argon2i$v=19$m=19456,t=2,p=1$${salt}$${hash}`,
      `$scrypt$ln=99,r=8,p=1$${old[4]}$${old[5]}`,
      `$scrypt$ln=0,r=8,p=1$${old[4]}$${old[5]}`,
      `$scrypt$ln=10,r=8,p=1$${old[4]}$!!!`,
      `$scrypt$ln=10,r=8,p=1$c2FsdA$${old[5]}`,
    ];
    for (const phc of malformed) await expect(hasher.verify(phc, 'pw')).resolves.toBe(false);
    await expect(hasher.verify(null as unknown as string, 'pw')).resolves.toBe(false);
  });

  it('runs a bounded number of hashes at once and refuses beyond its queue', async () => {
    const limited = new PasswordHasher(CHEAP, { concurrency: 1, queue: 2 });
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => limited.hash(`pw${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(2);
    expect(refused.every((r) => r.reason instanceof BusyError)).toBe(true);
    await expect(limited.hash('later')).resolves.toMatch(/^\$argon2id\$/);
  });
});

describe('PasswordHasher.verifyUnknown', () => {
  it('makes its reference hash again when making it was refused as busy', async () => {
    const hasher = new PasswordHasher(CHEAP, { concurrency: 1, queue: 0 });
    const busy = hasher.hash('occupies the slot');
    await expect(hasher.verifyUnknown('guess')).rejects.toThrow(BusyError);
    await busy;
    await expect(hasher.verifyUnknown('guess')).resolves.toBe(false);
  });

  it("takes one place of the address's share, exactly like a known name's verification", async () => {
    const hasher = new PasswordHasher(CHEAP, { concurrency: 1, queue: 10, perAddress: 1 });
    await hasher.onModuleInit();
    const known = await hasher.hash('right');
    const ticket = { address: '203.0.113.5', standing: 'clean' } as const;
    for (const [first, second] of [
      [() => hasher.verifyUnknown('guess', ticket), () => hasher.verify(known, 'guess', ticket)],
      [() => hasher.verify(known, 'guess', ticket), () => hasher.verifyUnknown('guess', ticket)],
    ] as const) {
      const busy = hasher.hash('occupies the slot');
      const waiting = first();
      // verifyUnknown reads the (ready) dummy hash first: let it reach the scheduler.
      for (let i = 0; i < 10; i++) await Promise.resolve();
      await expect(second()).rejects.toThrow(BusyError);
      await expect(hasher.verify(known, 'right', { address: '203.0.113.6', standing: 'clean' })).resolves.toBe(true);
      await busy;
      await expect(waiting).resolves.toBe(false);
    }
  });

  it('answers false after spending one verification', async () => {
    const hasher = new PasswordHasher(CHEAP);
    await hasher.onModuleInit();
    let verifications = 0;
    const verify = hasher.verify.bind(hasher);
    hasher.verify = async (phc, password) => {
      verifications++;
      return verify(phc, password);
    };
    await expect(hasher.verifyUnknown('anything')).resolves.toBe(false);
    await expect(hasher.verifyUnknown('')).resolves.toBe(false);
    expect(verifications).toBe(2);
  });
});
