// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { renderAt } from '../../../test/render.tsx';
import { Header } from './header.tsx';

const renderHeaderAt = (url: string) => renderAt({ url, path: '*', Component: Header });

describe('Header', () => {
  it('marks the current page', () => {
    renderHeaderAt('/browse-lawyers');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Find Lawyers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    '/legal-guide',
    '/legal-news',
    '/practice-areas',
    '/provincial-guide',
    '/how-to-choose-lawyer',
  ])('highlights Legal Resources on %s', (path) => {
    renderHeaderAt(path);
    expect(screen.getByRole('button', { name: 'Legal Resources' })).toHaveAttribute(
      'data-current',
      'true',
    );
  });

  it('does not highlight Legal Resources elsewhere', () => {
    renderHeaderAt('/about');
    expect(screen.getByRole('button', { name: 'Legal Resources' })).not.toHaveAttribute(
      'data-current',
    );
  });

  it('loads and opens the Legal Resources menu on the first click', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/legal-guide');
    await user.click(screen.getByRole('button', { name: 'Legal Resources' }));

    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Legal Guide',
      'Practice Areas',
      'Provincial Guide',
      'How to Choose a Lawyer',
      'Legal Aid & Resources',
      'Blog',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Legal Guide' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('searches the site from a field the header reveals, as a GET form to /search', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/about');
    const form = screen.getByRole('search', { name: 'Search the site' });
    // A form the browser submits by itself: it works before the page's JavaScript.
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    const field = within(form).getByRole('searchbox', { name: 'Search the site' });
    expect(field).toHaveAttribute('name', 'q');
    expect(field).not.toBeVisible();

    await user.click(screen.getByText('Search', { selector: 'summary > span' }));
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'family lawyer{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/search?q=family+lawyer'),
    );
  });

  it('searches in French on a French page', async () => {
    await loadFrench();
    renderAt({
      url: '/fr/a-propos',
      path: '*',
      Component: () => (
        <FrenchPage>
          <Header />
        </FrenchPage>
      ),
    });
    const form = screen.getByRole('search', { name: 'Rechercher dans le site' });
    expect(form).toHaveAttribute('action', '/fr/recherche');
  });

  it('offers Sign In to visitors', async () => {
    renderHeaderAt('/');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('opens the mobile drawer with the same links and closes it on a link click', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await within(drawer).findByRole('link', { name: 'Sign In' });
    // The dialog takes focus, not the search field (a phone's keyboard would cover the menu).
    expect(drawer).toHaveFocus();
    expect(within(drawer).getByRole('search', { name: 'Search the site' })).toHaveAttribute(
      'action',
      '/search',
    );
    for (const name of [
      'Home',
      'Find Lawyers',
      'Legal Guide',
      'Practice Areas',
      'Provincial Guide',
      'How to Choose a Lawyer',
      'Legal Aid & Resources',
      'Blog',
      'About',
      'Contact',
      'Sign In',
    ]) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }

    await user.click(within(drawer).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location').textContent).toBe('/about');
  });
});
