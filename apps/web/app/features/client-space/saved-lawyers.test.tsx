// @vitest-environment jsdom
import type { SavedLawyer } from '@cld/contract/client-space';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderAt } from '../../../test/render.tsx';
import { clearCompared } from '../lawyers/index.ts';
import { SavedLawyers } from './saved-lawyers.tsx';

const saved = (lawyerId: number, name: string): SavedLawyer => ({
  lawyerId,
  name,
  firmName: null,
  city: 'Toronto',
  province: 'ON',
  savedAt: '2026-11-20T15:00:00.000Z',
});

afterEach(() => {
  clearCompared();
  sessionStorage.clear();
});

describe('comparing saved lawyers (issue 37)', () => {
  it('ticks saved lawyers to compare and opens the compare view with them', async () => {
    server.use(
      http.get('*/api/my-space/saved-lawyers', () =>
        HttpResponse.json([
          saved(12, 'Ada Zephyrine'),
          saved(13, 'Bo Quintessa'),
          saved(14, 'Cy Ode'),
        ]),
      ),
    );
    const user = userEvent.setup();
    renderAt({ url: '/my-space', path: '/my-space', Component: SavedLawyers });

    await user.click(await screen.findByRole('checkbox', { name: 'Compare Ada Zephyrine' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Cy Ode' }));
    const bar = screen.getByRole('region', { name: 'Lawyers to compare' });
    expect(within(bar).getByRole('link', { name: 'Compare these 2 profiles' })).toHaveAttribute(
      'href',
      '/compare?ids=12%2C14',
    );
  });
});
