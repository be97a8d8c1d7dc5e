// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FrenchPage, loadFrench } from '../../test/french-page.tsx';
import { server } from '../../test/msw-server.ts';
import AcceptingClientsRoute, { action, loader } from './accepting-clients.tsx';

const TOKEN = '12.1788264000000.1790000000.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const CONFIRM = '*/api/lawyers/accepting-clients/confirm';

function renderPage(url: string, french = false) {
  const Stub = createRoutesStub([
    {
      path: french ? '/fr/confirmer-disponibilite' : '/confirm-availability',
      Component: AcceptingClientsRoute,
      HydrateFallback: () => null,
      loader: loader as never,
      action: action as never,
    },
  ]);
  render(
    french ? (
      <FrenchPage>
        <Stub initialEntries={[url]} />
      </FrenchPage>
    ) : (
      <Stub initialEntries={[url]} />
    ),
  );
}

describe('the "accepting new clients" reminder page', () => {
  it('asks with two buttons of a real form, and confirms the answer it posts with the token', async () => {
    let posted: unknown;
    server.use(
      http.post(CONFIRM, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ accepting: true, confirmedAt: '2026-11-24T15:00:00.000Z' });
      }),
    );
    renderPage(`/confirm-availability?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Are you still accepting new clients?',
      }),
    ).toBeInTheDocument();
    const yes = screen.getByRole('button', { name: 'Yes, I am accepting new clients' });
    expect(screen.getByRole('button', { name: 'No, not at the moment' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(yes.closest('form')).toHaveAttribute('method', 'post');
    await userEvent.click(yes);
    expect(
      await screen.findByRole('heading', { name: 'Thank you: your answer is saved' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your profile now says you are accepting new clients (confirmed on November 24, 2026).',
    );
    expect(posted).toEqual({ token: TOKEN, accepting: true });
  });

  it('says "no" when the lawyer answers no', async () => {
    server.use(
      http.post(CONFIRM, () =>
        HttpResponse.json({ accepting: false, confirmedAt: '2026-11-24T15:00:00.000Z' }),
      ),
    );
    renderPage(`/confirm-availability?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'No, not at the moment' }));
    expect(await screen.findByText(/not accepting new clients at the moment/)).toBeInTheDocument();
  });

  it('explains an invalid or used link and offers to sign in to the dashboard', async () => {
    server.use(
      http.post(CONFIRM, () =>
        HttpResponse.json(
          { message: 'This link is not valid.', issues: [{ path: ['token'], message: 'x' }] },
          { status: 400 },
        ),
      ),
    );
    renderPage(`/confirm-availability?token=${TOKEN}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Yes, I am accepting new clients' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link is not valid, has expired, or was already used.',
    );
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to your dashboard' })).toHaveAttribute(
      'href',
      '/lawyer-dashboard',
    );
  });

  it('says the page needs the e-mail’s link when it has no token', async () => {
    renderPage('/confirm-availability');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page needs the link from the reminder e-mail.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the form and says so when the API cannot be reached', async () => {
    server.use(http.post(CONFIRM, () => HttpResponse.error()));
    renderPage(`/confirm-availability?token=${TOKEN}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Yes, I am accepting new clients' }),
    );
    expect(
      await screen.findByText('Your answer could not be saved. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, I am accepting new clients' })).toBeEnabled();
  });

  it('asks in French on the French page and posts the answer with the token', async () => {
    await loadFrench();
    let posted: unknown;
    server.use(
      http.post(CONFIRM, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ accepting: false, confirmedAt: '2026-12-01T15:00:00.000Z' });
      }),
    );
    renderPage(`/fr/confirmer-disponibilite?token=${TOKEN}`, true);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Acceptez-vous toujours une nouvelle clientèle\u00a0?',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Oui, j’accepte une nouvelle clientèle' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Non, pas pour le moment' }));
    // The status region first says the answer is being saved; wait for the answer itself.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'n’acceptez pas de nouvelle clientèle pour le moment (réponse confirmée le 1er décembre 2026)',
      ),
    );
    expect(posted).toEqual({ token: TOKEN, accepting: false });
  });
});
