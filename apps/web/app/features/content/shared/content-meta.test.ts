import { describe, expect, it } from 'vitest';
import { loadT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { sectionPageMeta } from './content-meta.ts';

const matches = [
  { id: 'root', loaderData: { publicOrigin: 'https://lawyers.example.ca' } },
] as never;

const t = await loadT('en', contentMessages);

describe('sectionPageMeta', () => {
  const descriptors = sectionPageMeta(matches, t, 'legalGuide', '/legal-guide', (origin) => [
    { '@type': 'Thing', url: `${origin}/legal-guide#one` },
  ]);
  const [breadcrumbs, own] = descriptors.flatMap((d) =>
    'script:ld+json' in d ? (d['script:ld+json'] as unknown[]) : [],
  );

  it("takes the title and description from the section's own messages", () => {
    expect(descriptors).toContainEqual({ title: t('content.legalGuide.metaTitle') });
    expect(descriptors).toContainEqual({
      name: 'description',
      content: t('content.legalGuide.metaDescription'),
    });
  });

  it('gives the path as the canonical address and the crumb under Home, then its own data', () => {
    expect(descriptors).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://lawyers.example.ca/legal-guide',
    });
    expect(JSON.stringify(breadcrumbs)).toContain(t('content.legalGuide.crumb'));
    expect(JSON.stringify(breadcrumbs)).toContain(t('nav.home'));
    expect(own).toEqual({ '@type': 'Thing', url: 'https://lawyers.example.ca/legal-guide#one' });
  });
});
