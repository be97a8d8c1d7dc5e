/** How every account password is stored: shared by the API (sign-in) and the operator CLI (create-admin). */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * scrypt at N = 2^15, r = 8, p = 1: about 32 MiB and tens of milliseconds per hash — on every site,
 * whatever its NODE_ENV, except under the test runner (`NODE_ENV=test`: vitest, and the API processes
 * its tests start), where N = 2^10 keeps the suites' thousands of registrations and sign-ins from
 * spending minutes in scrypt (issue 36: 281 ms against 11 ms a hash on this 2-core machine, busy).
 * Every hash names its own cost, so either verifies anywhere.
 */
export function passwordCostLog2(nodeEnv: string | undefined): number {
  return nodeEnv === 'test' ? 10 : 15;
}

const COST_LOG2 = passwordCostLog2(process.env.NODE_ENV);
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Stored hashes are data: never let one ask for more work than this. */
const MAX_COST_LOG2 = 20;

/** PHC string format: `$scrypt$ln=15,r=8,p=1$<salt>$<hash>`, so parameters can change later. */
const PHC = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, length: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      length,
      // The default cap (32 MiB) is exactly the memory N = 2^15, r = 8 needs, plus nothing to spare.
      { ...options, maxmem: 256 * (options.N ?? 0) * (options.r ?? 0) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, {
    N: 2 ** COST_LOG2,
    r: BLOCK_SIZE,
    p: PARALLELISM,
  });
  return `$scrypt$ln=${COST_LOG2},r=${BLOCK_SIZE},p=${PARALLELISM}$${b64(salt)}$${b64(key)}`;
}

/** Compares in constant time; a malformed or absurd stored hash never matches. */
export async function verifyPassword({
  password,
  hash,
}: {
  password: string;
  hash: string;
}): Promise<boolean> {
  const match = PHC.exec(hash);
  if (!match) return false;
  const [, ln, r, p, salt = '', expected = ''] = match;
  const costLog2 = Number(ln);
  if (costLog2 < 1 || costLog2 > MAX_COST_LOG2 || Number(r) > 32 || Number(p) > 16) return false;
  const expectedKey = Buffer.from(expected, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), expectedKey.length, {
    N: 2 ** costLog2,
    r: Number(r),
    p: Number(p),
  });
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as checking a real password, for an e-mail with no password to check:
 * a quick answer would tell an attacker that the account does not exist.
 */
export async function verifyNoPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword({ password, hash: await dummyHash });
  return false;
}
