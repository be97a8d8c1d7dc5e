// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { renderAt } from '../../../test/render.tsx';
import { server, serveLawyerSearch } from '../../../test/msw-server.ts';
import { BrowsePage } from './browse-page.tsx';

// jsdom has `<dialog>` but not its modal methods: these do what a browser's do to the element (the
// `open` attribute, the `close` event), without the top layer and inertness jsdom cannot show.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

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
  await waitFor(() => expect(sheet).toHaveAttribute('open'));
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
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(await within(sheet).findByRole('checkbox', { name: /Criminal Law/ })).toBeVisible();
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
    expect(sheet).not.toHaveAttribute('open');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(screen.getByRole('heading', { name: '3 Lawyers Found' })).toBeInTheDocument();
  });

  it('closes with its close button, and when the browser closes it (Escape), focus goes back', async () => {
    serveLawyers();
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers');
    let sheet = await openSheet(user);

    await user.click(await within(sheet).findByRole('button', { name: 'Close filters' }));
    expect(sheet).not.toHaveAttribute('open');
    expect(toggle()).toHaveFocus();

    sheet = await openSheet(user);
    // What a browser does on Escape in a modal dialog: closes it, firing `close`.
    (sheet as HTMLDialogElement).close();
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'false'));
    expect(toggle()).toHaveFocus();

    // And it opens again after that.
    await user.click(toggle());
    await waitFor(() => expect(sheet).toHaveAttribute('open'));
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
