// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { renderAt } from '../../../test/render.tsx';
import { Header } from './header.tsx';

describe('the header’s “Need help now?” link (issue 22)', () => {
  it('is in the header itself, outside the drawer, one tap from any page', async () => {
    renderAt({ url: '/browse-lawyers', path: '*', Component: Header });
    const banner = screen.getByRole('banner');
    const link = within(banner).getByRole('link', { name: /Need help now\?/ });
    expect(link).toHaveAttribute('href', '/help-now');
    // The phone's short words and the whole question are both the link's own text.
    expect(link).toHaveTextContent('Help');
    expect(link).not.toHaveAttribute('aria-current');
    // The site's name stays the home link's name when only the logo shows.
    expect(within(banner).getByRole('link', { name: 'Canada Lawyer Directory' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('is current on the help page, and first in the drawer', async () => {
    const user = userEvent.setup();
    renderAt({ url: '/help-now', path: '*', Component: Header });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const links = await within(drawer).findAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/help-now');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });

  it('leads to the French page on a French page', async () => {
    await loadFrench();
    renderAt({
      url: '/fr/trouver-un-avocat',
      path: '*',
      Component: () => (
        <FrenchPage>
          <Header />
        </FrenchPage>
      ),
    });
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /Besoin d’aide immédiate/ }),
    ).toHaveAttribute('href', '/fr/aide-immediate');
  });
});
