import { canonicalJson } from '@cld/contract/canonical-json';
import { useState } from 'react';
import { useActionData, useLoaderData } from 'react-router';

/**
 * One sending of a public form is one request, however often it is retried (issue 38: a retry after
 * the API crashed must not send the lawyer the same message twice, nor book the same time twice). The
 * inquiry, consultation, site-contact and booking forms all use it. Each rendered form has an
 * attempt (a UUID); the Idempotency-Key sent is the attempt with the content's digest, so a retry of
 * the same content is answered once by the API, and content edited after a failure is a request of
 * its own (it never meets the API's 422 for a key reused with another body). A form accepted by the
 * API starts a new attempt.
 *
 * Without JavaScript the attempt is the hidden field `attempt`, made by the page's loader (so the
 * server's HTML and the browser's agree) and given back by its action while the sending failed.
 */
export const ATTEMPT_FIELD = 'attempt';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isAttempt(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A new attempt; `getRandomValues` where `randomUUID` is missing (a page over plain http). */
export function newAttempt(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A 53-bit digest (cyrb53), synchronous on both sides: it only tells one content of an attempt from
 * another, so it need not be cryptographic; the attempt's randomness keeps visitors apart.
 */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The Idempotency-Key of sending `body` in `attempt`. */
export function idempotencyKeyOf(attempt: string, body: unknown): string {
  return `${attempt}.${digest(canonicalJson(body))}`;
}

/**
 * The rendered form's attempt: its action's while the last post failed, else its page loader's,
 * else one made here (a dialog, rendered in the browser only); `renew` once the API accepted it.
 */
export function useAttempt() {
  const loaded = useLoaderData<{ attempt?: unknown } | undefined>()?.attempt;
  const answered = useActionData<{ attempt?: unknown } | undefined>()?.attempt;
  const [made] = useState(newAttempt);
  const [renewed, setRenewed] = useState<string>();
  const attempt = renewed ?? (isAttempt(answered) ? answered : isAttempt(loaded) ? loaded : made);
  return { attempt, renew: () => setRenewed(newAttempt()) };
}
