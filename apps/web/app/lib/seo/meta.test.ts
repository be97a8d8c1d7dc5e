import { describe, expect, it } from 'vitest';
import { loadT } from '../../i18n/i18n.ts';
import { pageMeta } from './meta.ts';

describe('pageMeta', async () => {
  const descriptors = pageMeta({
    t: await loadT('en'),
    title: 'Family Lawyers | Canada Lawyer Directory',
    description: 'Find a family lawyer.',
    path: '/practice-areas',
    origin: 'https://lawyers.example.ca',
  });
  const content = (key: 'property' | 'name', value: string) =>
    (
      descriptors.find((d) => key in d && (d as Record<string, unknown>)[key] === value) as
        { content?: string } | undefined
    )?.content;
  const property = (name: string) => content('property', name);
  const named = (name: string) => content('name', name);

  it('gives every page Open Graph tags with the default share image, absolute', () => {
    expect(property('og:title')).toBe('Family Lawyers | Canada Lawyer Directory');
    expect(property('og:description')).toBe('Find a family lawyer.');
    expect(property('og:url')).toBe('https://lawyers.example.ca/practice-areas');
    expect(property('og:image')).toBe('https://lawyers.example.ca/og-image.jpg');
    expect(property('og:image:width')).toBe('1200');
    expect(property('og:image:height')).toBe('630');
    expect(property('og:image:alt')).toBeTruthy();
  });

  it('gives every page a large Twitter card with the same title, description and image', () => {
    expect(named('twitter:card')).toBe('summary_large_image');
    expect(named('twitter:title')).toBe('Family Lawyers | Canada Lawyer Directory');
    expect(named('twitter:description')).toBe('Find a family lawyer.');
    expect(named('twitter:image')).toBe('https://lawyers.example.ca/og-image.jpg');
  });
});

describe('pageMeta in two languages (issue 19)', async () => {
  const origin = 'https://lawyers.example.ca';
  const page = {
    title: 'Title',
    description: 'Description',
    path: '/lawyer/12',
    origin,
    structuredData: [
      { '@type': 'WebPage', url: `${origin}/lawyer/12`, about: { url: `${origin}/about` } },
      {
        '@type': 'Person',
        url: `${origin}/lawyer/12`,
        sameAs: 'https://elsewhere.example/lawyer/12',
      },
    ],
  };
  const links = (descriptors: ReturnType<typeof pageMeta>) =>
    descriptors.filter((d) => 'tagName' in d && d.tagName === 'link') as {
      rel: string;
      hrefLang?: string;
      href: string;
    }[];
  const json = (descriptors: ReturnType<typeof pageMeta>) =>
    (descriptors.find((d) => 'script:ld+json' in d) as { 'script:ld+json': unknown })[
      'script:ld+json'
    ] as Record<string, unknown>[];

  it('gives each language its canonical address and names both, reciprocally, with x-default', async () => {
    const english = links(pageMeta({ ...page, t: await loadT('en') }));
    const french = links(pageMeta({ ...page, t: await loadT('fr') }));
    expect(english.find((l) => l.rel === 'canonical')?.href).toBe(`${origin}/lawyer/12`);
    expect(french.find((l) => l.rel === 'canonical')?.href).toBe(`${origin}/fr/avocat/12`);
    const alternates = (list: typeof english) =>
      list.filter((l) => l.rel === 'alternate').map((l) => [l.hrefLang, l.href]);
    const expected = [
      ['en-CA', `${origin}/lawyer/12`],
      ['fr-CA', `${origin}/fr/avocat/12`],
      ['x-default', `${origin}/lawyer/12`],
    ];
    expect(alternates(english)).toEqual(expected);
    expect(alternates(french)).toEqual(expected);
  });

  it('writes a French page’s structured data with its French addresses and inLanguage', async () => {
    const [webPage, person] = json(pageMeta({ ...page, t: await loadT('fr') }));
    expect(webPage).toEqual({
      '@type': 'WebPage',
      url: `${origin}/fr/avocat/12`,
      about: { url: `${origin}/fr/a-propos` },
      inLanguage: 'fr-CA',
    });
    expect(person).toEqual({
      '@type': 'Person',
      url: `${origin}/fr/avocat/12`,
      sameAs: 'https://elsewhere.example/lawyer/12',
    });
    const [englishPage] = json(pageMeta({ ...page, t: await loadT('en') }));
    expect(englishPage?.inLanguage).toBe('en-CA');
  });

  it('says the page’s locale to Open Graph', async () => {
    const french = pageMeta({ ...page, t: await loadT('fr') });
    expect(french).toContainEqual({ property: 'og:locale', content: 'fr_CA' });
    expect(french).toContainEqual({ property: 'og:locale:alternate', content: 'en_CA' });
  });

  it('names no alternate for a page with no twin', async () => {
    const admin = links(pageMeta({ ...page, path: '/admin/lawyers', t: await loadT('en') }));
    expect(admin.filter((l) => l.rel === 'alternate')).toEqual([]);
  });
});
