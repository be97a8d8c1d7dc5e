import { createHash, randomBytes } from 'node:crypto';

/**
 * A review link's secret: 32 random bytes in base64url. Only its SHA-256 is stored, so a copy of
 * the database cannot write reviews; a guessed or altered token matches nothing.
 */
export function createReviewToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashReviewToken(token) };
}

export function hashReviewToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
