import { describe, expect, it } from '@jest/globals';
import { PasswordHasher } from './password-hasher.js';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('produces a PHC scrypt string with a 16-byte salt that verifies', async () => {
    const phc = await hasher.hash('s3cret wörd');
    const match = /^\$scrypt\$ln=14,r=8,p=1\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
    expect(match).not.toBeNull();
    expect(Buffer.from(match?.[1] ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(match?.[2] ?? '', 'base64')).toHaveLength(32);
    await expect(hasher.verify(phc, 's3cret wörd')).resolves.toBe(true);
    await expect(hasher.verify(phc, 's3cret word')).resolves.toBe(false);
    await expect(hasher.verify(phc, '')).resolves.toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hasher.hash('same'), hasher.hash('same')]);
    expect(a).not.toBe(b);
  });

  it('verifies hashes made with another cost, read from the string', async () => {
    const cheap = new PasswordHasher({ ln: 10, r: 4, p: 2 });
    const phc = await cheap.hash('pw');
    expect(phc.startsWith('$scrypt$ln=10,r=4,p=2$')).toBe(true);
    await expect(hasher.verify(phc, 'pw')).resolves.toBe(true);
    await expect(hasher.verify(phc, 'px')).resolves.toBe(false);
  });

  it('verifies malformed or absurd PHC strings as false', async () => {
    const good = await hasher.hash('pw');
    const [, , , params, salt, hash] = good.split('$');
    const malformed = [
      '',
      'plain',
      '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
      `$scrypt$${params}$${salt}`,
      `$scrypt$${params}$${salt}$`,
      `$scrypt$ln=99,r=8,p=1$${salt}$${hash}`,
      `$scrypt$ln=0,r=8,p=1$${salt}$${hash}`,
      `$scrypt$ln=14,r=8,p=1$${salt}$!!!`,
      `$scrypt$ln=14,r=8,p=1$c2FsdA$${hash}`,
    ];
    for (const phc of malformed) await expect(hasher.verify(phc, 'pw')).resolves.toBe(false);
    await expect(hasher.verify(null as unknown as string, 'pw')).resolves.toBe(false);
  });

  it('is deliberately slow: more than 10 ms, well under half a second per hash', async () => {
    const started = performance.now();
    await hasher.hash('timing');
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThan(10);
    expect(elapsed).toBeLessThan(400);
  });
});

describe('PasswordHasher.verifyUnknown', () => {
  it('answers false after spending one verification', async () => {
    const hasher = new PasswordHasher({ ln: 8, r: 8, p: 1 });
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
