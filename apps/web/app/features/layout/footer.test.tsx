// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { renderAt } from '../../../test/render.tsx';
import { Footer } from './footer.tsx';

describe('the footer', () => {
  it('sends a practice area to the lawyers filtered by it, in English', async () => {
    const user = userEvent.setup();
    renderAt({ url: '/about', path: '*', Component: Footer });
    const nav = await screen.findByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await user.click(within(nav).getByRole('link', { name: 'Family Law' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/browse-lawyers?practiceAreas=family-law',
    );
  });

  it('and in French, to the French browse page', async () => {
    await loadFrench();
    renderAt({
      url: '/fr/a-propos',
      path: '*',
      Component: () => (
        <FrenchPage>
          <Footer />
        </FrenchPage>
      ),
    });
    const nav = await screen.findByRole('navigation', { name: 'Pied de page' });
    expect(within(nav).getByRole('link', { name: 'Droit criminel' })).toHaveAttribute(
      'href',
      '/fr/trouver-un-avocat?practiceAreas=criminal-law',
    );
    expect(within(nav).getByRole('link', { name: 'Blogue' })).toHaveAttribute('href', '/fr/blogue');
  });

  it('makes every link and button a target of at least 24 px (WCAG 2.2 2.5.8)', async () => {
    renderAt({ url: '/about', path: '*', Component: Footer });
    await screen.findByRole('navigation', { name: 'Footer' });
    const footer = screen.getByRole('contentinfo');
    const targets = [
      ...within(footer).getAllByRole('link'),
      ...within(footer).getAllByRole('button'),
    ];
    for (const target of targets) expect(target).toHaveClass('inline-flex', 'min-h-6');
  });
});
