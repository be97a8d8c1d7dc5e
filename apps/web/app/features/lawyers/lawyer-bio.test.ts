import { describe, expect, it } from 'vitest';
import { bioFor, speaksFrench } from './lawyer-bio.ts';

const both = { bio: 'Family lawyer.', bioFr: 'Avocate en droit de la famille.' };

describe('bioFor', () => {
  it('shows the bio in the page’s language when the lawyer wrote one', () => {
    expect(bioFor(both, 'en')).toEqual({
      text: 'Family lawyer.',
      lang: 'en',
      otherLanguage: false,
    });
    expect(bioFor(both, 'fr')).toEqual({
      text: 'Avocate en droit de la famille.',
      lang: 'fr',
      otherLanguage: false,
    });
  });

  it('falls back to the other language’s bio and says it is the other language', () => {
    expect(bioFor({ ...both, bio: null }, 'en')).toEqual({
      text: 'Avocate en droit de la famille.',
      lang: 'fr',
      otherLanguage: true,
    });
    expect(bioFor({ ...both, bioFr: null }, 'fr')).toEqual({
      text: 'Family lawyer.',
      lang: 'en',
      otherLanguage: true,
    });
    expect(bioFor({ bio: '', bioFr: null }, 'en')).toBeNull();
  });
});

describe('speaksFrench', () => {
  it('reads the self-declared languages, case ignored', () => {
    expect(speaksFrench(['English', 'French'])).toBe(true);
    expect(speaksFrench(['french'])).toBe(true);
    expect(speaksFrench(['English', 'Spanish'])).toBe(false);
  });
});
