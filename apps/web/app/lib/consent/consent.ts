/**
 * The visitor's choices about third-party technology (Quebec Law 25: off until chosen), kept in a
 * first-party cookie so the server renders the right state and no account is needed.
 */
export interface ConsentChoices {
  /** Anonymous statistics and, when configured, the analytics provider. */
  analytics: boolean;
  /** Ads from the configured ad provider. */
  advertising: boolean;
}

export const CONSENT_COOKIE = 'cld_consent';

/** Asked again after six months, so a choice does not outlive the visitor's memory of it. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

const VERSION = 'v1';

export function serializeConsent(choices: ConsentChoices): string {
  return `${VERSION}.a${choices.analytics ? 1 : 0}.d${choices.advertising ? 1 : 0}`;
}

/** The choices in a Cookie header (or `document.cookie`), or null when none was made. */
export function readConsent(cookieHeader: string | null | undefined): ConsentChoices | null {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  const parsed = match && /^v1\.a([01])\.d([01])$/.exec(match[1]!);
  if (!parsed) return null;
  return { analytics: parsed[1] === '1', advertising: parsed[2] === '1' };
}

/** The cookie that remembers the choices, readable by the page that changes them. */
export function consentCookie(choices: ConsentChoices, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${serializeConsent(choices)}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
