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
