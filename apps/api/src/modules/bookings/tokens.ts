import { createHash, randomBytes } from 'node:crypto';

/**
 * The e-mailed links' tokens (decision 037): 32 random bytes, base64url, of which only the SHA-256
 * is stored, so reading the database gives no working link (nor can the job of the reminders
 * rebuild the confirmation's: it makes a token of its own).
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
