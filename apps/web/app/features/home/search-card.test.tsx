// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordEvents } from '../../../test/events.ts';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { SearchCard } from './search-card.tsx';

function serveCities() {
  const requested: string[] = [];
  server.use(
    http.get('*/api/cities', ({ request }) => {
      const province = new URL(request.url).searchParams.get('province') ?? '';
      requested.push(province);
      return HttpResponse.json(
        province === 'ON'
          ? [
              { city: 'Ottawa', count: 40 },
              { city: 'Toronto', count: 120 },
            ]
          : [{ city: 'Victoria', count: 12 }],
      );
    }),
  );
  return requested;
}

function renderCard(initialPracticeArea = '') {
  renderAt({
    url: '/',
    path: '/',
    Component: () => <SearchCard initialPracticeArea={initialPracticeArea} />,
  });
}

describe('SearchCard', () => {
  it('keeps the city disabled, and its cities unasked for, until a province is chosen', async () => {
    const requested = serveCities();
    const user = userEvent.setup();
    renderCard();

    const city = screen.getByLabelText('City');
    expect(city).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Select province first' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Lawyer name, firm, or specialization')).toBeInTheDocument();

    await user.selectOptions(
      screen.getByLabelText('Province or territory'),
      await screen.findByRole('option', { name: 'Ontario' }),
    );

    expect(city).toBeEnabled();
    expect(await screen.findByRole('option', { name: 'Toronto' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Select city' })).toBeInTheDocument();
    expect(requested).toEqual(['ON']);
  });

  it('clears the city when the province changes', async () => {
    serveCities();
    const user = userEvent.setup();
    renderCard();
    const province = screen.getByLabelText('Province or territory');
    await user.selectOptions(province, await screen.findByRole('option', { name: 'Ontario' }));
    await user.selectOptions(
      screen.getByLabelText('City'),
      await screen.findByRole('option', { name: 'Ottawa' }),
    );
    expect(screen.getByLabelText('City')).toHaveValue('Ottawa');

    await user.selectOptions(province, screen.getByRole('option', { name: 'British Columbia' }));

    expect(screen.getByLabelText('City')).toHaveValue('');
  });

  it('searches with only the filled choices when Enter is pressed in keywords', async () => {
    serveCities();
    const events = recordEvents();
    const user = userEvent.setup();
    renderCard();
    await user.selectOptions(
      screen.getByLabelText('Practice area'),
      await screen.findByRole('option', { name: 'Criminal Law' }),
    );
    await user.type(screen.getByLabelText('Keywords'), 'bail hearing{Enter}');

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/browse-lawyers?practiceAreas=Criminal+Law&search=bail+hearing',
      ),
    );
    // The choices are recorded; the keywords the visitor typed are not.
    expect(await events.sent()).toEqual([{ name: 'search', practiceArea: 'Criminal Law' }]);
  });

  it('goes to the whole list from "Search Lawyers" when nothing is chosen', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Search Lawyers' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/browse-lawyers'));
  });

  it('pre-selects the practice area it is given', async () => {
    renderCard('Family Law');
    await screen.findByRole('option', { name: 'Family Law' });
    expect(screen.getByLabelText('Practice area')).toHaveValue('Family Law');
    expect(screen.getByRole('link', { name: 'View All Lawyers' })).toHaveAttribute(
      'href',
      '/browse-lawyers',
    );
  });
});
