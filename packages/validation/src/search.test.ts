import { describe, expect, it } from 'vitest';
import { browseParamsSchema, parseBrowseParams } from './search.ts';

const parse = (query: string) => parseBrowseParams(new URLSearchParams(query));

describe('parseBrowseParams', () => {
  it('reads every filter of the browse URL', () => {
    expect(
      parse(
        'location=Ottawa&province=on&city=Ottawa&practiceAreas=Family%20Law,Criminal%20Law&experience=5&search=smith',
      ),
    ).toEqual({
      location: 'Ottawa',
      province: 'ON',
      city: 'Ottawa',
      practiceAreas: ['Family Law', 'Criminal Law'],
      experience: 5,
      search: 'smith',
    });
  });

  it('treats an empty URL as no filters and experience 0', () => {
    expect(parse('')).toEqual({
      location: undefined,
      province: undefined,
      city: undefined,
      practiceAreas: [],
      experience: 0,
      search: undefined,
    });
  });

  it.each([
    ['abc', 0],
    ['', 0],
    ['-3', 0],
    ['7', 7],
    ['12years', 12],
  ])('parses experience=%s as %i', (value, expected) => {
    expect(parse(`experience=${value}`).experience).toBe(expected);
  });

  it('takes the search text from query or search, search first', () => {
    expect(parse('query=wills').search).toBe('wills');
    expect(parse('query=wills&search=estates').search).toBe('estates');
    expect(parse('search=%20%20').search).toBeUndefined();
  });

  it('accepts repeated practiceAreas, trims and removes duplicates', () => {
    expect(
      parse('practiceAreas=Tax%20Law&practiceAreas=%20Tax%20Law%20,,Health%20Law').practiceAreas,
    ).toEqual(['Tax Law', 'Health Law']);
  });

  it('drops an unknown province instead of failing', () => {
    expect(parse('province=XX').province).toBeUndefined();
  });
});

describe('browseParamsSchema', () => {
  it('also reads a plain record, as a router gives it', () => {
    expect(
      browseParamsSchema.parse({ practiceAreas: 'Family Law', experience: '3', query: 'x' }),
    ).toMatchObject({
      practiceAreas: ['Family Law'],
      experience: 3,
      search: 'x',
    });
  });
});
