// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { server } from '../../../test/msw-server.ts';
import { createQueryClient } from '../../lib/query/query-client.ts';
import { verifyEmailAction } from '../auth/index.server.ts';
import { VerifyEmailPage } from '../auth/index.ts';
import { makeUser } from '../auth/testing.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

/** The banner on the space's page, and the verification page its resend button posts to. */
function renderBanner(
  user = makeUser({ role: 'client', email: 'casey@example.com' }),
  url = '/my-space',
) {
  const action = ({ request }: { request: Request }) => verifyEmailAction(request);
  const french = url.startsWith('/fr');
  const Banner = () =>
    french ? (
      <FrenchPage>
        <VerifyEmailBanner user={user} />
      </FrenchPage>
    ) : (
      <VerifyEmailBanner user={user} />
    );
  const Stub = createRoutesStub([
    { path: new URL(url, 'http://x').pathname, Component: Banner },
    { path: '/verify-email', Component: VerifyEmailPage, action },
    { path: '/fr/verifier-courriel', Component: VerifyEmailPage, action },
  ]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

const banner = () => screen.getByRole('region', { name: 'Confirm your e-mail address' });

describe('the client space’s verification banner (issue 37)', () => {
  it('names the address while it is unverified, and sends the link again in place', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post('*/api/account/verification-email', () => {
        calls += 1;
        return new HttpResponse(null, { status: 202 });
      }),
    );
    renderBanner();
    expect(within(banner()).getByText(/We sent a link to casey@example\.com\./)).toBeVisible();
    await user.click(
      within(banner()).getByRole('button', { name: 'Resend the verification e-mail' }),
    );
    expect(
      await within(banner()).findByText(/A new link is on its way to casey@example\.com/),
    ).toBeVisible();
    expect(calls).toBe(1);
  });

  it('says when to ask again once the limit is reached', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/account/verification-email', () =>
        HttpResponse.json(
          { message: 'Too many attempts. Please try again later.' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    renderBanner();
    await user.click(
      within(banner()).getByRole('button', { name: 'Resend the verification e-mail' }),
    );
    expect(await within(banner()).findByText(/ask again in 10 minutes\./)).toBeVisible();
  });

  it('posts to the verification page, back to the space, without JavaScript', () => {
    renderBanner(makeUser({ role: 'client' }), '/my-space?tab=bookings');
    const form = within(banner())
      .getByRole('button', { name: 'Resend the verification e-mail' })
      .closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/verify-email?returnTo=%2Fmy-space%3Ftab%3Dbookings');
    expect(form?.querySelector('input[name="intent"]')).toHaveValue('resend');
  });

  it('is gone once the address is verified', () => {
    renderBanner(makeUser({ role: 'client', isVerified: true }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('speaks French on a French page, and posts to the French page', async () => {
    await loadFrench();
    renderBanner(makeUser({ role: 'client', email: 'casey@example.com' }), '/fr/mon-espace');
    const region = screen.getByRole('region', { name: 'Confirmez votre adresse courriel' });
    expect(
      within(region).getByText(/Nous avons envoyé un lien à casey@example\.com\./),
    ).toBeVisible();
    expect(
      within(region)
        .getByRole('button', { name: 'Renvoyer le courriel de vérification' })
        .closest('form'),
    ).toHaveAttribute('action', '/fr/verifier-courriel?returnTo=%2Ffr%2Fmon-espace');
  });
});
