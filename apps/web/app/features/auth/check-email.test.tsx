// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { server } from '../../../test/msw-server.ts';
import { createQueryClient } from '../../lib/query/query-client.ts';
import { makeUser, signInAs } from './testing.tsx';
import { verifyEmailAction } from './verify-email-action.server.ts';
import { VerifyEmailPage } from './verify-email-page.tsx';

/**
 * Issue 37: after registering, "check your e-mail" names the address and sends the link again
 * (within the API's limits, said plainly); once the link is used, the page leads to her requests
 * (a lawyer's dashboard), or back to the page she came from.
 */

const TOKEN = 'A'.repeat(43);
const ORIGIN = 'http://localhost:3000';

/** The verification page at `url`, its route's action as routes/verify-email.tsx (EN and FR). */
function renderPage(url: string, french = false) {
  const action = ({ request }: { request: Request }) => verifyEmailAction(request);
  const Page = french
    ? () => (
        <FrenchPage>
          <VerifyEmailPage />
        </FrenchPage>
      )
    : VerifyEmailPage;
  const Stub = createRoutesStub([
    { path: '/verify-email', Component: Page, action },
    { path: '/fr/verifier-courriel', Component: Page, action },
  ]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

/** Answers the resend endpoint with `respond`; counts the calls. */
function serveResend(respond: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.post('*/api/account/verification-email', () => {
      calls.count += 1;
      return respond();
    }),
  );
  return calls;
}

const limited = (retryAfterSeconds: number) => () =>
  HttpResponse.json(
    { message: 'Too many attempts. Please try again later.' },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  );

const casey = () => makeUser({ role: 'client', email: 'casey@example.com', isVerified: false });

describe('"check your e-mail" after registering', () => {
  it('names the address, and leads back to the page she came from, or to her requests', async () => {
    signInAs(casey());
    renderPage('/verify-email?returnTo=%2Flawyer%2F12%2Fcontact');
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    expect(screen.getByText(/We sent a link to casey@example\.com\./)).toBeVisible();
    const onward = screen.getByRole('navigation', { name: 'Where to next' });
    expect(
      within(onward).getByRole('link', { name: 'Continue where you left off' }),
    ).toHaveAttribute('href', '/lawyer/12/contact');
    expect(within(onward).getByRole('link', { name: 'Go to your requests' })).toHaveAttribute(
      'href',
      '/my-space',
    );
    expect(
      screen.getByRole('link', { name: 'Not the right address? Change it in your settings' }),
    ).toHaveAttribute('href', '/my-space?tab=settings');
  });

  it('leads a new lawyer to the dashboard, and ignores a returnTo off the site', async () => {
    signInAs(makeUser({ role: 'lawyer', isVerified: false }));
    renderPage('/verify-email?returnTo=%2F%2Fevil.example');
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    const onward = screen.getByRole('navigation', { name: 'Where to next' });
    expect(within(onward).getAllByRole('link')).toHaveLength(1);
    expect(within(onward).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/lawyer-dashboard',
    );
  });

  it('sends the link again once, and says where', async () => {
    const user = userEvent.setup();
    signInAs(casey());
    const calls = serveResend(() => new HttpResponse(null, { status: 202 }));
    renderPage('/verify-email');
    const resend = await screen.findByRole('button', { name: 'Resend the verification e-mail' });
    await user.click(resend);
    expect(await screen.findByText(/A new link is on its way to casey@example\.com/)).toBeVisible();
    expect(resend).toBeDisabled();
    expect(calls.count).toBe(1);
  });

  it('says how long to wait when the API’s limit is reached', async () => {
    const user = userEvent.setup();
    signInAs(casey());
    serveResend(limited(1500));
    renderPage('/verify-email');
    await user.click(await screen.findByRole('button', { name: 'Resend the verification e-mail' }));
    expect(
      await screen.findByText(
        'You have asked for several links within the hour. Use the latest e-mail we sent, or ask again in 25 minutes.',
      ),
    ).toBeVisible();
    // Still there to press once the wait is over.
    expect(screen.getByRole('button', { name: 'Resend the verification e-mail' })).toBeEnabled();
  });

  it('shows the confirmed address instead once it is verified', async () => {
    signInAs(makeUser({ role: 'client', email: 'casey@example.com', isVerified: true }));
    renderPage('/verify-email');
    expect(await screen.findByText('Your e-mail address is verified')).toBeVisible();
    expect(
      screen.getByText('casey@example.com is the confirmed address of your account.'),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Resend the verification e-mail' }),
    ).not.toBeInTheDocument();
  });

  it('speaks French on the French page', async () => {
    await loadFrench();
    signInAs(casey());
    serveResend(limited(60));
    const user = userEvent.setup();
    renderPage('/fr/verifier-courriel?returnTo=%2Ffr%2Favocat%2F12%2Fmessage', true);
    expect(await screen.findByRole('heading', { name: 'Consultez vos courriels' })).toBeVisible();
    expect(screen.getByText(/Nous avons envoyé un lien à casey@example\.com\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reprendre là où vous étiez' })).toHaveAttribute(
      'href',
      '/fr/avocat/12/message',
    );
    await user.click(screen.getByRole('button', { name: 'Renvoyer le courriel de vérification' }));
    expect(await screen.findByText(/redemandez-en un dans 1 minute\./)).toBeVisible();
  });
});

describe('the resend posted without JavaScript', () => {
  function post(path: string) {
    const body = new FormData();
    body.append('intent', 'resend');
    return new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      body,
      headers: { origin: ORIGIN, cookie: 'session=abc' },
    });
  }

  /** The action's answer: its status and data. */
  async function answerOf(path: string) {
    const answer = (await verifyEmailAction(post(path))) as unknown as {
      data: unknown;
      init: ResponseInit | null;
    };
    return { status: answer.init?.status, data: answer.data };
  }

  it('sends the link again with the visitor’s session', async () => {
    const calls: { cookie: string | null; returnTo: string | null }[] = [];
    server.use(
      http.post('*/api/account/verification-email', ({ request }) => {
        const returnTo = new URL(request.url).searchParams.get('returnTo');
        calls.push({ cookie: request.headers.get('cookie'), returnTo });
        return new HttpResponse(null, { status: 202 });
      }),
    );
    expect(await answerOf('/verify-email?returnTo=%2Fmy-space%3Ftab%3Dbookings')).toEqual({
      status: 200,
      data: { resend: { sent: true } },
    });
    // The new link leads back to the page the button was on; never off the site.
    expect(await answerOf('/verify-email?returnTo=%2F%2Fevil.example')).toMatchObject({
      status: 200,
    });
    expect(calls).toEqual([
      { cookie: 'session=abc', returnTo: '/my-space?tab=bookings' },
      { cookie: 'session=abc', returnTo: null },
    ]);
  });

  it.each([
    ['limited, with the minutes to wait', limited(3599), 429, { reason: 'limited', minutes: 60 }],
    [
      'already verified',
      () => HttpResponse.json({ message: 'verified' }, { status: 409 }),
      409,
      { reason: 'verified' },
    ],
    [
      'signed out',
      () => HttpResponse.json({ message: 'Sign in' }, { status: 401 }),
      401,
      { reason: 'signedOut' },
    ],
    ['a failure', () => new HttpResponse(null, { status: 500 }), 502, { reason: 'failed' }],
  ] as const)('answers %s', async (_, respond, status, outcome) => {
    serveResend(respond);
    expect(await answerOf('/verify-email')).toEqual({
      status,
      data: { resend: { sent: false, ...outcome } },
    });
  });
});

describe('after using the link', () => {
  const confirm = async (url: string) => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/auth/verify-email', () =>
        HttpResponse.json({ purpose: 'verify', email: 'casey@example.com' }),
      ),
    );
    renderPage(url);
    await user.click(await screen.findByRole('button', { name: 'Confirm my address' }));
    expect(await screen.findByText('Your e-mail address is verified')).toBeVisible();
    return screen.getByRole('navigation', { name: 'Where to next' });
  };

  it('leads a client to her requests, one primary link and no second way home', async () => {
    signInAs(casey());
    const onward = await confirm(`/verify-email?token=${TOKEN}`);
    await waitFor(() =>
      expect(within(onward).getByRole('link', { name: 'Go to your requests' })).toHaveAttribute(
        'href',
        '/my-space',
      ),
    );
    expect(within(onward).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /home page/ })).not.toBeInTheDocument();
  });

  it('leads a lawyer to the dashboard', async () => {
    signInAs(makeUser({ role: 'lawyer', isVerified: false }));
    const onward = await confirm(`/verify-email?token=${TOKEN}`);
    expect(within(onward).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/lawyer-dashboard',
    );
  });

  it('leads back to the page of returnTo first', async () => {
    signInAs(casey());
    const onward = await confirm(`/verify-email?token=${TOKEN}&returnTo=%2Flawyer%2F12`);
    expect(
      within(onward).getByRole('link', { name: 'Continue where you left off' }),
    ).toHaveAttribute('href', '/lawyer/12');
  });

  it('asks a signed-out person to sign in, then to come to her requests', async () => {
    const onward = await confirm(`/verify-email?token=${TOKEN}`);
    expect(
      within(onward).getByRole('link', { name: 'Sign in to see your requests' }),
    ).toHaveAttribute('href', '/auth/login?returnTo=%2Fmy-space');
  });
});
