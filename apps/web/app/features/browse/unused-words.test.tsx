// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { serveLawyerSearch } from '../../../test/msw-server.ts';
import { renderAt } from '../../../test/render.tsx';
import { BrowsePage } from './browse-page.tsx';
import { unusedWords } from './unused-words.tsx';

/** The API's reading of a text: every word dropped as filler except "divorce". */
function serveReading() {
  return serveLawyerSearch((params) => {
    const search = params.get('search') ?? '';
    const words = search.split(/\s+/).filter(Boolean);
    return {
      lawyers: [makeLawyer({ name: 'Lawyer 1' })],
      total: 1,
      page: 1,
      pageSize: 12,
      interpretation: {
        query: search,
        practiceAreas: [{ slug: 'family-law', name: 'Family Law', matched: ['divorce'] }],
        city: null,
        province: null,
        languages: [],
        details: [],
        freeText: null,
        ignored: words.filter((word) => word !== 'divorce'),
      },
    };
  });
}

const locationOf = () => screen.getByTestId('location').textContent;

describe('words the search did not use (issue 35)', () => {
  it('keeps the meaningful ones and their hint, in any case or accent', () => {
    expect(unusedWords(['lawyer', 'Cheap', 'in', 'near', 'me', 'MEILLEUR', 'expérimenté'])).toEqual(
      [
        { hint: 'cost', words: ['Cheap'] },
        { hint: 'nearMe', words: ['near'] },
        { hint: 'rating', words: ['MEILLEUR'] },
        { hint: 'experience', words: ['expérimenté'] },
      ],
    );
    expect(unusedWords(['lawyer', 'in', 'the'])).toEqual([]);
  });

  it('says which words were not used and offers the sort that asks the same', async () => {
    const queries = serveReading();
    const user = userEvent.setup();
    renderAt({
      url: '/browse-lawyers?search=best+cheap+divorce+lawyer',
      path: '/browse-lawyers',
      Component: BrowsePage,
    });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Not used in your search: “best”, “cheap”.');
    expect(note).toHaveTextContent('use the Cost filters');
    await user.click(screen.getByRole('button', { name: 'Sort by rating' }));
    await waitFor(() => expect(locationOf()).toContain('sort=rating'));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('rating'));
  });

  it('asks for the position when the text said "near"', async () => {
    serveReading();
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 45.5612, longitude: -73.7123 } } as GeolocationPosition),
      },
    });
    try {
      renderAt({
        url: '/browse-lawyers?search=divorce+lawyer+near+me',
        path: '/browse-lawyers',
        Component: BrowsePage,
      });
      await user.click(await screen.findByRole('button', { name: 'Search near me' }));
      await waitFor(() => expect(locationOf()).toContain('lat=45.56&lng=-73.71'));
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });
});
