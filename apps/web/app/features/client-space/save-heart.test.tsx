// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { renderAt } from '../../../test/render.tsx';
import { makeUser, renderToaster, signInAs } from '../auth/testing.tsx';
import { SaveLawyerHeart } from './save-heart.tsx';

const ADA = { lawyerId: 12, name: 'Ada Zephyrine', city: 'Toronto', province: 'ON' };

function Heart() {
  return <SaveLawyerHeart lawyer={ADA} />;
}

/** The saved list the API holds, changed by the PUT and DELETE calls it answers. */
function serveSaved(initial: number[], { failWrites = false } = {}) {
  const saved = new Set(initial);
  const calls: string[] = [];
  server.use(
    http.get('*/api/my-space/saved-lawyers', () =>
      HttpResponse.json(
        [...saved].map((lawyerId) => ({
          lawyerId,
          name: 'Ada Zephyrine',
          firmName: null,
          city: 'Toronto',
          province: 'ON',
          savedAt: '2026-11-20T15:00:00.000Z',
        })),
      ),
    ),
    http.put('*/api/my-space/saved-lawyers/:id', ({ params }) => {
      calls.push(`PUT ${String(params.id)}`);
      if (failWrites) return HttpResponse.json({ message: 'Boom' }, { status: 500 });
      saved.add(Number(params.id));
      return HttpResponse.json({ lawyerId: Number(params.id), saved: true });
    }),
    http.delete('*/api/my-space/saved-lawyers/:id', ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      saved.delete(Number(params.id));
      return HttpResponse.json({ lawyerId: Number(params.id), saved: false });
    }),
  );
  return calls;
}

describe('the heart on cards and profiles', () => {
  it('sends a visitor to sign in and back to this page', async () => {
    server.use(
      http.get('*/api/auth/user', () => HttpResponse.json({ message: 'no' }, { status: 401 })),
    );
    renderAt({ url: '/browse-lawyers?city=Toronto', path: '/browse-lawyers', Component: Heart });
    const link = await screen.findByRole('link', { name: 'Save Ada Zephyrine' });
    expect(link).toHaveAttribute(
      'href',
      `/auth/login?returnTo=${encodeURIComponent('/browse-lawyers?city=Toronto')}`,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('toggles the saved state for a signed-in person (aria-pressed)', async () => {
    const user = userEvent.setup();
    signInAs(makeUser({ role: 'client' }));
    const calls = serveSaved([]);
    renderAt({ url: '/lawyer/12', path: '/lawyer/:id', Component: Heart });

    // A disabled stand-in until the signed-in heart's own chunk is in, then the toggle.
    const heart = () => screen.getByRole('button', { name: 'Save Ada Zephyrine' });
    await waitFor(() => expect(heart()).toBeEnabled());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(calls).toEqual(['PUT 12', 'DELETE 12']);
  });

  it('shows a saved lawyer pressed, and goes back with a message when saving fails', async () => {
    const user = userEvent.setup();
    renderToaster();
    signInAs(makeUser({ role: 'client' }));
    serveSaved([], { failWrites: true });
    renderAt({ url: '/lawyer/12', path: '/lawyer/:id', Component: Heart });
    const heart = () => screen.getByRole('button', { name: 'Save Ada Zephyrine' });
    await waitFor(() => expect(heart()).toBeEnabled());

    await user.click(heart());
    expect(
      await screen.findByText('Your saved lawyers could not be changed. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
  });

  it('is named in French on a French page', async () => {
    await loadFrench();
    signInAs(makeUser({ role: 'client' }));
    serveSaved([12]);
    renderAt({
      url: '/fr/avocat/12',
      path: '/fr/avocat/:id',
      Component: () => (
        <FrenchPage>
          <Heart />
        </FrenchPage>
      ),
    });
    const heart = await screen.findByRole('button', { name: 'Enregistrer Ada Zephyrine' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });
});
