import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  passwordCostLog2,
  verifyNoPassword,
  verifyPassword,
} from './password-hash.server.ts';

describe('passwords', () => {
  it('hashes with scrypt, its parameters and a fresh salt each time', async () => {
    const [a, b] = await Promise.all([
      hashPassword('correct horse'),
      hashPassword('correct horse'),
    ]);
    // The test runner's cost (see passwordCostLog2): the format is the same at every cost.
    expect(a).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
  });

  it('costs N = 2^15 on every site, whatever its NODE_ENV; 2^10 only under the test runner', () => {
    expect(passwordCostLog2('production')).toBe(15);
    expect(passwordCostLog2('development')).toBe(15);
    expect(passwordCostLog2(undefined)).toBe(15);
    expect(passwordCostLog2('test')).toBe(10);
  });

  it('verifies a hash made at the production cost', async () => {
    const production =
      '$scrypt$ln=15,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$' +
      (await (async () => {
        const { scrypt } = await import('node:crypto');
        return new Promise<string>((resolve, reject) =>
          scrypt(
            'correct horse',
            Buffer.from('c2FsdHNhbHRzYWx0c2FsdA', 'base64'),
            32,
            { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 },
            (error, key) =>
              error ? reject(error) : resolve(key.toString('base64').replace(/=+$/, '')),
          ),
        );
      })());
    expect(await verifyPassword({ password: 'correct horse', hash: production })).toBe(true);
  });

  it('verifies the right password only, Unicode forms alike', async () => {
    const hash = await hashPassword('Café au lait 1');
    expect(await verifyPassword({ password: 'Café au lait 1', hash })).toBe(true);
    expect(await verifyPassword({ password: 'Cafe\u0301 au lait 1', hash })).toBe(true);
    expect(await verifyPassword({ password: 'café au lait 1', hash })).toBe(false);
  });

  it.each([
    ['not a hash'],
    ['$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA'],
    // A stored hash asking for 2^30 iterations would be a denial of service.
    ['$scrypt$ln=30,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g'],
  ])('never matches a malformed or absurd hash: %s', async (hash) => {
    expect(await verifyPassword({ password: 'anything', hash })).toBe(false);
  });

  it('spends the work of a real check when there is no password to check', async () => {
    expect(await verifyNoPassword('anything')).toBe(false);
  });
});
