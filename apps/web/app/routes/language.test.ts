import { describe, expect, it, vi } from 'vitest';

vi.mock('../config/env.server.ts', () => ({
  getEnv: () => ({ PUBLIC_ORIGIN: 'https://lawyers.example.ca' }),
}));

const { OFF_SITE_RETURN_ADDRESSES } = await import('../../test/open-redirects.ts');
const { action, loader } = await import('./language.ts');

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

function post(fields: Record<string, string>) {
  const request = new Request('https://lawyers.example.ca/language', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return action({ request, params: {}, context: {} } as unknown as ActionArgs);
}

/** The language switch's link: the same choice as a GET. */
function get(fields: Record<string, string>) {
  const request = new Request(
    `https://lawyers.example.ca/language?${new URLSearchParams(fields).toString()}`,
  );
  return Promise.resolve(loader({ request, params: {}, context: {} } as unknown as LoaderArgs));
}

/** The body and status of a refusal (`data(...)`), or of a redirect. */
async function answer(result: Awaited<ReturnType<typeof action>> | ReturnType<typeof loader>) {
  if (result instanceof Response) return { status: result.status, headers: result.headers };
  const refused = result as unknown as { init: ResponseInit; data: { field: string } };
  return { status: refused.init.status, field: refused.data.field };
}

describe.each([
  ['the language offer’s form (POST)', post],
  ['the language switch’s link (GET)', get],
])('the choice of a language through %s', (_, send) => {
  it('remembers the choice and goes to the same page in that language, query included', async () => {
    const { status, headers } = await answer(
      await send({ locale: 'fr', returnTo: '/lawyers-in/quebec/montreal/family-law?page=2' }),
    );
    expect(status).toBe(303);
    expect(headers?.get('Location')).toBe(
      '/fr/avocats-a/quebec/montreal/droit-de-la-famille?page=2',
    );
    expect(headers?.get('Set-Cookie')).toBe(
      'cld_lang=fr; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('keeps English on its English page, and sends a page with no twin to the home page', async () => {
    const stay = await answer(await send({ locale: 'en', returnTo: '/faq' }));
    expect(stay.headers?.get('Location')).toBe('/faq');
    const home = await answer(await send({ locale: 'fr', returnTo: '/admin/lawyers' }));
    expect(home.headers?.get('Location')).toBe('/fr');
  });

  it.each([
    [{ locale: 'de', returnTo: '/' }, 'locale'],
    [{ returnTo: '/' }, 'locale'],
    [{ locale: 'fr\u0000', returnTo: '/' }, 'locale'],
    [{ locale: 'fr' }, 'returnTo'],
    [{ locale: 'fr', returnTo: 'https://evil.example/' }, 'returnTo'],
    [{ locale: 'fr', returnTo: '//evil.example/' }, 'returnTo'],
    [{ locale: 'fr', returnTo: '/\\evil.example' }, 'returnTo'],
    [{ locale: 'fr', returnTo: '/faq%00' }, 'returnTo'],
    [{ locale: 'fr', returnTo: '/%E0%A4%A' }, 'returnTo'],
    [{ locale: 'fr', returnTo: `/${'a'.repeat(3000)}` }, 'returnTo'],
  ])('refuses %j with a 400 naming %s', async (fields, field) => {
    expect(await answer(await send(fields))).toEqual({ status: 400, field });
  });

  it.each(OFF_SITE_RETURN_ADDRESSES)(
    'refuses returnTo %j, which a browser would follow off the site',
    async (returnTo) => {
      expect(await answer(await send({ locale: 'fr', returnTo }))).toEqual({
        status: 400,
        field: 'returnTo',
      });
    },
  );

  it('keeps a page’s query and fragment', async () => {
    const { headers } = await answer(
      await send({ locale: 'en', returnTo: '/fr/trouver-un-avocat?x=1#a' }),
    );
    expect(headers?.get('Location')).toBe('/browse-lawyers?x=1#a');
  });
});

describe('issue 38’s probe of the language switch’s link, written as is into the address', () => {
  it.each(
    ['en', 'fr'].flatMap((locale) =>
      ['/%09/evil.example', '/.//evil.example', '/%2e%2e//evil.example'].map((returnTo) => [
        locale,
        returnTo,
      ]),
    ),
  )('refuses locale=%s&returnTo=%s with a 400', async (locale, returnTo) => {
    const request = new Request(
      `https://lawyers.example.ca/language?locale=${locale}&returnTo=${returnTo}`,
    );
    const result = loader({ request, params: {}, context: {} } as unknown as LoaderArgs);
    expect(await answer(result)).toEqual({ status: 400, field: 'returnTo' });
  });
});
