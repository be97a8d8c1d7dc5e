import type { FastifyRequest } from 'fastify';
import type { Language } from '@cld/validation/i18n';

const SUPPORTED: readonly Language[] = ['en', 'fr'];

/**
 * The language of the API's messages from an `Accept-Language` header (RFC 9110 §12.5.4): the
 * supported language the client weighs highest (`fr`, `fr-CA`, `fr-FR`… are French), the first
 * listed on a tie; `q=0` refuses a language. Anything else, or no header, is English.
 */
export function acceptedLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  let best: { language: Language; q: number } | undefined;
  for (const range of header.split(',').slice(0, 32)) {
    const [tag = '', ...params] = range.split(';').map((part) => part.trim());
    const primary = tag.toLowerCase().split('-')[0] as Language;
    if (!SUPPORTED.includes(primary)) continue;
    const weight = params.find((param) => /^q\s*=/i.test(param));
    const q = weight === undefined ? 1 : Number(weight.replace(/^q\s*=\s*/i, ''));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (best === undefined || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? 'en';
}

/** The language a request's visible messages are written in. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return acceptedLanguage(Array.isArray(header) ? header.join(',') : header);
}
