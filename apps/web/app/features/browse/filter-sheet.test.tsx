// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { renderAt } from '../../../test/render.tsx';
import { server, serveLawyerSearch } from '../../../test/msw-server.ts';
import { BrowsePage } from './browse-page.tsx';

/** Answers /api/lawyers with 12 lawyers, or 3 with Criminal Law chosen, and counts the areas. */
function serveLawyers() {
  server.use(http.get('*/api/cities', () => HttpResponse.json([{ city: 'Ottawa', count: 4 }])));
  return serveLawyerSearch((params) => {
    const areas = [...params.entries()].filter(([key]) => key.startsWith('practiceAreas'));
    const total = areas.some(([, value]) => value.includes('Criminal Law')) ? 3 : 12;
    const lawyers = Array.from({ length: total }, (_, index) =>
      makeLawyer({ name: `Lawyer ${index + 1}` }),
    );
    return { lawyers, total, page: 1, pageSize: 12 };
  });
}

const practiceAreasOf = (params: URLSearchParams) =>
  [...params.entries()]
    .filter(([key]) => key.startsWith('practiceAreas'))
    .map(([, value]) => value);

const renderBrowse = (url: string) =>
  renderAt({ url, path: '/browse-lawyers', Component: BrowsePage });

const toggle = () => screen.getByRole('button', { name: /^Filters/ });

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: '12 Lawyers Found' });
  await user.click(toggle());
  // The sheet's and the panel's scripts load with the first opening (slow on a busy machine).
  const sheet = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 20_000 });
  await waitFor(() => expect(sheet).toHaveAttribute('data-state', 'open'));
  return sheet;
}

describe('the filter sheet on a phone', { timeout: 30_000 }, () => {
  it('opens as a dialog from the Filters button, and is not there before', async () => {
    serveLawyers();
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers');
    await screen.findByRole('heading', { name: '12 Lawyers Found' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-haspopup', 'dialog');

    const sheet = await openSheet(user);
    // The page behind the sheet is hidden from assistive technology while it is open.
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filters/, hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await within(sheet).findByRole('checkbox', { name: /Criminal Law/ })).toBeVisible();
    // Named by the panel's one visible heading, not by a second, hidden one.
    expect(within(sheet).getAllByRole('heading', { name: 'Filters' })).toHaveLength(1);
    expect(within(sheet).getByRole('button', { name: 'Show 12 results' })).toBeInTheDocument();
  });

  it('counts the chosen filters live in "Show N results", which closes it and gives focus back', async () => {
    const queries = serveLawyers();
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers');
    const sheet = await openSheet(user);

    await user.click(await within(sheet).findByRole('checkbox', { name: /Criminal Law/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/browse-lawyers?practiceAreas=Criminal+Law',
      ),
    );
    const show = await within(sheet).findByRole('button', { name: 'Show 3 results' });
    expect(practiceAreasOf(queries.at(-1)!)).toEqual(['Criminal Law']);

    await user.click(show);
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(screen.getByRole('heading', { name: '3 Lawyers Found' })).toBeInTheDocument();
  });

  it('closes with its close button, and with Escape, focus going back to the Filters button', async () => {
    serveLawyers();
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers');
    let sheet = await openSheet(user);

    await user.click(await within(sheet).findByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    expect(toggle()).toHaveFocus();

    sheet = await openSheet(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();

    // And it opens again after that.
    await openSheet(user);
  });

  it('keeps focus in the sheet: Tab from its last control goes to its first (issue 37)', async () => {
    serveLawyers();
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers');
    const sheet = await openSheet(user);
    await within(sheet).findByRole('checkbox', { name: /Criminal Law/ });

    const show = within(sheet).getByRole('button', { name: 'Show 12 results' });
    show.focus();
    await user.tab();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(show);
    // Shift+Tab from there goes back to the last control, never to the page behind.
    await user.tab({ shift: true });
    expect(show).toHaveFocus();
    for (let i = 0; i < 60; i += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('the active filters as chips above the results', { timeout: 30_000 }, () => {
  it('removes a filter by its chip, in the URL and in the search', async () => {
    const queries = serveLawyers();
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers?practiceAreas=Criminal%20Law&offers=free-consultation');
    await screen.findByRole('heading', { name: '3 Lawyers Found' });

    await user.click(screen.getByRole('button', { name: /^Remove .*Free first consultation/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/browse-lawyers?practiceAreas=Criminal+Law',
      ),
    );

    await user.click(screen.getByRole('button', { name: /^Remove .*Criminal Law/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/browse-lawyers'));
    await screen.findByRole('heading', { name: '12 Lawyers Found' });
    expect(practiceAreasOf(queries.at(-1)!)).toEqual([]);
  });
});
