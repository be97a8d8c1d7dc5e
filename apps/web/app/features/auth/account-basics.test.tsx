// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { server } from '../../../test/msw-server.ts';
import { createQueryClient } from '../../lib/query/query-client.ts';
import { AccountBasicsSettings } from './account-basics-settings.tsx';
import { makeUser } from './testing.tsx';
import { verifyEmailAction } from './verify-email-action.server.ts';
import { VerifyEmailPage } from './verify-email-page.tsx';

const TOKEN = 'A'.repeat(43);
const TOKEN_MESSAGE =
  'This confirmation link is not valid, was already used or has expired. Please ask for a new one';

/**
 * A page at `url` whose route posts to the verification action, as routes/verify-email.tsx; the
 * verification page's route too, where the resend button posts from any page.
 */
function renderWithAction(url: string, Page: ComponentType) {
  const path = new URL(url, 'http://x').pathname;
  const action = ({ request }: { request: Request }) => verifyEmailAction(request);
  const Stub = createRoutesStub([
    { path, Component: Page, action },
    ...(path === '/verify-email'
      ? []
      : [{ path: '/verify-email', Component: VerifyEmailPage, action }]),
  ]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

/** Records the bodies posted to an API path and answers with `respond`. */
function serve(path: string, respond: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      const text = await request.text();
      bodies.push(text === '' ? null : JSON.parse(text));
      return respond();
    }),
  );
  return bodies;
}

describe('the e-mail verification page', () => {
  it('explains itself without a token', () => {
    renderWithAction('/verify-email', VerifyEmailPage);
    expect(
      screen.getByText(/This page opens from the link in the confirmation e-mail/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my address' })).not.toBeInTheDocument();
  });

  it('spends nothing on opening; the button confirms the address', async () => {
    const user = userEvent.setup();
    const bodies = serve('/api/auth/verify-email', () =>
      HttpResponse.json({ purpose: 'verify', email: 'casey@example.com' }),
    );
    renderWithAction(`/verify-email?token=${TOKEN}`, VerifyEmailPage);
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm my address' }));
    expect(await screen.findByText('Your e-mail address is verified')).toBeInTheDocument();
    expect(screen.getByText(/casey@example\.com is confirmed/)).toBeInTheDocument();
    expect(bodies).toEqual([{ token: TOKEN }]);
  });

  it('says the account now uses the new address after a change', async () => {
    const user = userEvent.setup();
    serve('/api/auth/verify-email', () =>
      HttpResponse.json({ purpose: 'change', email: 'new@example.com' }),
    );
    renderWithAction(`/verify-email?token=${TOKEN}`, VerifyEmailPage);
    await user.click(screen.getByRole('button', { name: 'Confirm my address' }));
    expect(await screen.findByText('Your e-mail address is changed')).toBeInTheDocument();
    expect(screen.getByText(/Your account now uses new@example\.com/)).toBeInTheDocument();
  });

  it('announces why a used, expired or forged link is refused', async () => {
    const user = userEvent.setup();
    serve('/api/auth/verify-email', () =>
      HttpResponse.json(
        { message: TOKEN_MESSAGE, issues: [{ path: ['token'], message: TOKEN_MESSAGE }] },
        { status: 400 },
      ),
    );
    renderWithAction(`/verify-email?token=${TOKEN}`, VerifyEmailPage);
    await user.click(screen.getByRole('button', { name: 'Confirm my address' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(TOKEN_MESSAGE));
    // Said once, though the API gives it as the token's issue and as its message.
    expect(within(alert).getAllByText(TOKEN_MESSAGE)).toHaveLength(1);
    // Signed out, the way on is to sign in, and then to her requests.
    expect(screen.getByRole('link', { name: 'Sign in to see your requests' })).toHaveAttribute(
      'href',
      '/auth/login?returnTo=%2Fmy-space',
    );
  });

  it('speaks French on the French page, and gives the date the French way', async () => {
    await loadFrench();
    renderWithAction(`/fr/verifier-courriel?token=${TOKEN}`, () => (
      <FrenchPage>
        <VerifyEmailPage />
        <AccountBasicsSettings
          user={makeUser({ isVerified: true, emailVerifiedAt: '2026-11-20T15:00:00.000Z' })}
        />
      </FrenchPage>
    ));
    expect(screen.getByRole('heading', { name: 'Confirmer votre adresse courriel' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirmer mon adresse' })).toBeInTheDocument();
    expect(screen.getByText('Vérifiée le 20 novembre 2026')).toBeInTheDocument();
  });

  it('refuses a malformed token before calling the API', async () => {
    const user = userEvent.setup();
    const bodies = serve('/api/auth/verify-email', () => HttpResponse.json({}));
    renderWithAction('/verify-email?token=short', VerifyEmailPage);
    await user.click(screen.getByRole('button', { name: 'Confirm my address' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TOKEN_MESSAGE));
    expect(bodies).toEqual([]);
  });
});

describe('Settings: e-mail and password', () => {
  const renderSettings = (user = makeUser()) =>
    renderWithAction('/lawyer-dashboard', () => <AccountBasicsSettings user={user} />);

  /** Clicks "Resend the verification e-mail" once it works (after hydration); answers the button. */
  async function resendOnce() {
    const resend = screen.getByRole('button', { name: 'Resend the verification e-mail' });
    await waitFor(() => expect(resend).toBeEnabled());
    await userEvent.setup().click(resend);
    return resend;
  }

  /**
   * Renders Settings and submits one part (named by its heading) once it works, with `values`
   * typed into the fields of those labels; answers the part.
   */
  async function submitPart(
    part: string,
    button: string,
    values: readonly (readonly [label: RegExp, text: string])[],
  ) {
    const actor = userEvent.setup();
    renderSettings();
    const section = screen.getByRole('region', { name: part });
    const submit = within(section).getByRole('button', { name: button });
    await waitFor(() => expect(submit).toBeEnabled());
    for (const [label, text] of values)
      await actor.type(within(section).getByLabelText(label), text);
    await actor.click(submit);
    return section;
  }

  const changePassword = (currentPassword: string, newPassword: string) =>
    submitPart('Change your password', 'Change the password', [
      [/Current password/, currentPassword],
      [/New password/, newPassword],
    ]);

  /** Waits for the field of this label to be marked invalid. */
  const invalidField = (section: HTMLElement, label: RegExp) =>
    waitFor(() =>
      expect(within(section).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true'),
    );

  it('tells an unverified address the truth, and resends the link once', async () => {
    const bodies = serve(
      '/api/account/verification-email',
      () => new HttpResponse(null, { status: 202 }),
    );
    renderSettings(
      makeUser({ email: 'casey@example.com', isVerified: false, emailVerifiedAt: null }),
    );
    expect(screen.getByText('Not verified yet')).toBeInTheDocument();
    const resend = await resendOnce();
    expect(
      await screen.findByText(/A new link is on its way to casey@example\.com/),
    ).toBeInTheDocument();
    expect(resend).toBeDisabled();
    expect(bodies).toHaveLength(1);
  });

  it('says the API’s limit when resending is refused', async () => {
    serve('/api/account/verification-email', () =>
      HttpResponse.json(
        { message: 'Too many attempts. Please try again later.' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    );
    renderSettings();
    await resendOnce();
    expect(
      await screen.findByText(
        'You have asked for several links within the hour. Use the latest e-mail we sent, or ask again in 1 minute.',
      ),
    ).toBeVisible();
  });

  it('gives the date of a verified address, and offers no resend', () => {
    renderSettings(makeUser({ isVerified: true, emailVerifiedAt: '2026-11-20T15:00:00.000Z' }));
    expect(screen.getByText('Verified on November 20, 2026')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Resend the verification e-mail' }),
    ).not.toBeInTheDocument();
  });

  it('asks for a link to the new address with the current password', async () => {
    const bodies = serve('/api/account/email', () =>
      HttpResponse.json({ pendingEmail: 'new@example.com' }, { status: 202 }),
    );
    const section = await submitPart('Change your e-mail address', 'Send the confirmation link', [
      [/New e-mail address/, 'New@Example.com'],
      [/Current password/, 'my passphrase'],
    ]);
    expect(await within(section).findByText(/Check new@example\.com/)).toBeInTheDocument();
    expect(bodies).toEqual([{ newEmail: 'new@example.com', currentPassword: 'my passphrase' }]);
  });

  it('puts a wrong current password under its field', async () => {
    const message = 'Your current password is not correct';
    serve('/api/account/password', () =>
      HttpResponse.json(
        { message, issues: [{ path: ['currentPassword'], message }] },
        { status: 400 },
      ),
    );
    const section = await changePassword('not my password', 'copper kettle harbour 17');
    await invalidField(section, /Current password/);
    expect(within(section).getByLabelText(/Current password/)).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
  });

  it('checks the new password before calling the API', async () => {
    const bodies = serve('/api/account/password', () => HttpResponse.json({ changed: true }));
    const section = await changePassword('my passphrase', 'short');
    await invalidField(section, /New password/);
    expect(bodies).toEqual([]);
  });

  it('changes the password and says the other sessions ended', async () => {
    const bodies = serve('/api/account/password', () => HttpResponse.json({ changed: true }));
    const section = await changePassword('my passphrase', 'copper kettle harbour 17');
    expect(
      await within(section).findByText(
        /Your password is changed\. Your other sessions have ended\./,
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { currentPassword: 'my passphrase', newPassword: 'copper kettle harbour 17' },
    ]);
  });
});
