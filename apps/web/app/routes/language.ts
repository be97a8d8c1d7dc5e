import { data } from 'react-router';
import { getEnv } from '../config/env.server.ts';
import { languageCookie } from '../i18n/language-choice.ts';
import { isLocale, LOCALES } from '../i18n/locale.ts';
import { pathIn } from '../i18n/paths.ts';
import { sameOriginPath } from '../lib/links/same-origin-path.ts';
import type { Route } from './+types/language.ts';

/**
 * The language switch's link and the language offer's buttons (issue 19): remembers the visitor's
 * choice in a cookie and goes to the page they were on, in that language. A link (GET) and a plain
 * form post, so both work without JavaScript; the server translates the address, so an English
 * page carries no French paths.
 */
function chooseLanguage(locale: unknown, returnTo: unknown) {
  if (!isLocale(locale)) {
    return data(
      { field: 'locale', message: `locale must be one of ${LOCALES.join(', ')}` },
      { status: 400 },
    );
  }
  const page = sameOriginPath(returnTo, undefined);
  if (page === undefined) {
    return data(
      { field: 'returnTo', message: 'returnTo must be a path of this site' },
      { status: 400 },
    );
  }
  const secure = getEnv().PUBLIC_ORIGIN.startsWith('https:');
  return new Response(null, {
    status: 303,
    headers: {
      Location: pathIn(page, locale) ?? (locale === 'fr' ? '/fr' : '/'),
      'Set-Cookie': languageCookie(locale, secure),
      'Cache-Control': 'no-store',
    },
  });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  return chooseLanguage(form?.get('locale'), form?.get('returnTo'));
}

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return chooseLanguage(query.get('locale'), query.get('returnTo'));
}
