// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { renderAt } from '../../../test/render.tsx';
import { server, serveLawyerSearch } from '../../../test/msw-server.ts';
import { BrowsePage } from './browse-page.tsx';
import { pressArrowRight } from '../../../test/range-input.ts';

function serveLawyers() {
  server.use(http.get('*/api/cities', () => HttpResponse.json([])));
  return serveLawyerSearch(() => ({
    lawyers: [makeLawyer({ name: 'Lawyer 1' })],
    total: 1,
    page: 1,
    pageSize: 12,
  }));
}

describe('the experience slider', { timeout: 20_000 }, () => {
  // Issue 22: focus went back to the page after every arrow key (WCAG 2.1.1, 2.4.3).
  it('keeps the focus through arrow keys while the search follows each value', async () => {
    const queries = serveLawyers();
    renderAt({
      url: '/browse-lawyers?experience=3',
      path: '/browse-lawyers',
      Component: BrowsePage,
    });
    const slider = (await screen.findByRole('slider')) as HTMLInputElement;
    slider.focus();
    expect(slider).toHaveFocus();

    pressArrowRight(slider);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/browse-lawyers?experience=4'),
    );
    await waitFor(() => expect(queries.at(-1)?.get('experience')).toBe('4'));
    expect(screen.getByRole('slider')).toBe(slider);
    expect(document.activeElement).toBe(slider);

    pressArrowRight(slider);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/browse-lawyers?experience=5'),
    );
    expect(document.activeElement).toBe(slider);
    expect(slider).toHaveAttribute('aria-valuetext', '5+ years');
  });

  it('follows the address when the filters are cleared elsewhere', async () => {
    serveLawyers();
    const user = userEvent.setup();
    renderAt({
      url: '/browse-lawyers?experience=6',
      path: '/browse-lawyers',
      Component: BrowsePage,
    });
    const slider = await screen.findByRole('slider');
    expect(slider).toHaveAttribute('aria-valuetext', '6+ years');
    await user.click(screen.getAllByRole('button', { name: 'Clear All' })[0]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/browse-lawyers'));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '0+ years');
  });
});
