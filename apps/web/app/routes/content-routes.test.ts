import { ABOUT_FR } from '@cld/content/about.fr';
import { FAQ_FR } from '@cld/content/faq.fr';
import { PRIVACY_POLICY_FR } from '@cld/content/privacy-policy.fr';
import { TERMS_FR } from '@cld/content/terms.fr';
import { describe, expect, it, vi } from 'vitest';
import type * as I18n from '../i18n/i18n.ts';

// The language of the request as the lead's `requestLocale` will read it from `/fr/…`: here every
// request is French, so each content route's loader must answer with the French records.
vi.mock('../i18n/i18n.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof I18n>()),
  requestLocale: () => 'fr',
}));

const request = (path: string) => new Request(`https://example.ca${path}`);
// The loaders read only the request and the params.
const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: request(path), params, context: {} }) as never;

describe('the content routes on a French request', () => {
  it('load the French records', async () => {
    const [faq, privacy, terms, blog, post] = await Promise.all([
      import('./faq.tsx').then((route) => route.loader(args('/fr/faq'))),
      import('./privacy-policy.tsx').then((route) => route.loader(args('/fr/confidentialite'))),
      import('./terms-of-service.tsx').then((route) => route.loader(args('/fr/conditions'))),
      import('./blog.tsx').then((route) => route.loader(args('/fr/blogue'))),
      import('./blog-post.tsx').then((route) =>
        route.loader(
          args('/fr/blogue/le-divorce-au-canada-etape-par-etape', {
            slug: 'le-divorce-au-canada-etape-par-etape',
          }),
        ),
      ),
    ]);
    expect(faq.content.entries).toBe(FAQ_FR);
    expect(privacy.document).toBe(PRIVACY_POLICY_FR);
    expect(terms.document).toBe(TERMS_FR);
    expect(blog.content.categoryLabels['Family Law']).toBe('Droit de la famille');
    expect(post).toMatchObject({
      post: { title: 'Le divorce au Canada, étape par étape' },
      categoryLabel: 'Droit de la famille',
    });
  });

  it('load the French text beside the live lists, and on a client navigation', async () => {
    const about = await import('./about.tsx');
    const { content } = await about.clientLoader(args('/fr/a-propos'));
    expect(content.about).toBe(ABOUT_FR);
  });

  it('send the English slug of a post to its French one', async () => {
    const route = await import('./blog-post.tsx');
    const answer = await route
      .loader(
        args('/fr/blogue/how-divorce-works-in-canada', { slug: 'how-divorce-works-in-canada' }),
      )
      .catch((thrown: unknown) => thrown);
    expect((answer as Response).headers.get('Location')).toBe(
      '/fr/blogue/le-divorce-au-canada-etape-par-etape',
    );
  });
});
