// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { LawyerPortalPage } from './lawyer-portal-page.tsx';
import { makeUser, renderToaster } from './testing.tsx';

function renderPortal({
  url = '/lawyer-auth',
  tab = 'login',
  google,
  french = false,
}: {
  url?: string;
  tab?: 'login' | 'register';
  google: boolean;
  /** Rendered as a French page (under `/fr/…`, the root's LocaleContext). */
  french?: boolean;
}) {
  server.use(http.get('*/api/auth/oauth-config', () => HttpResponse.json({ google })));
  renderToaster();
  function Screen() {
    const page = <LawyerPortalPage tab={tab} />;
    return french ? <FrenchPage>{page}</FrenchPage> : page;
  }
  return renderAt({ url, path: new URL(url, 'http://x').pathname, Component: Screen });
}

describe('the lawyer portal', () => {
  it('opens on the login tab', () => {
    renderPortal({ google: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Lawyer Portal' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Or continue with email')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('links each tab to its address, so registration is reachable without JavaScript', async () => {
    const user = userEvent.setup();
    renderPortal({ google: false });
    const register = screen.getByRole('tab', { name: 'Register' });
    expect(register).toHaveAttribute('href', '/lawyer-auth/register');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('href', '/lawyer-auth');
    await user.click(register);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/lawyer-auth/register'),
    );
  });

  it('explains an unconfigured Google sign-in instead of offering a dead button', async () => {
    const user = userEvent.setup();
    renderPortal({ google: false });

    const google = await screen.findByRole('button', {
      name: 'Continue with Google (Not configured)',
    });
    expect(google).toHaveAttribute('aria-disabled', 'true');
    await user.click(google);
    expect(await screen.findByText('OAuth Configuration Required')).toBeInTheDocument();
  });

  it('links to Google sign-in when it is configured, with the page’s language', async () => {
    renderPortal({ google: true });
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/auth/google?locale=en',
    );
  });

  it('starts Google sign-in in French from a French page', async () => {
    await loadFrench();
    renderPortal({ url: '/fr/portail-avocat', google: true, french: true });
    expect(await screen.findByRole('link', { name: 'Continuer avec Google' })).toHaveAttribute(
      'href',
      '/auth/google?locale=fr',
    );
  });

  it('says when third-party sign-in failed', () => {
    renderPortal({ url: '/lawyer-auth?error=auth_failed', google: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
  });

  it('says when a confirmation link expired', () => {
    renderPortal({ url: '/lawyer-auth?error=link_expired', google: true });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link has expired or was already used. Sign in with Google again to get a new one.',
    );
  });

  it.each([
    [
      'google_link_sent',
      'An account with this e-mail already exists. We sent a link to that address: open it to use Google sign-in for that account, or sign in with your password below.',
    ],
    [
      'google_linked',
      'Google sign-in is now connected to your account. Continue with Google to sign in.',
    ],
  ])('explains the Google link step %s', (notice, text) => {
    renderPortal({ url: `/lawyer-auth?notice=${notice}`, google: true });
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('registers a lawyer and asks to check the e-mail first', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ token: 'a.b.c', user: makeUser() }, { status: 201 });
      }),
    );
    renderPortal({ url: '/lawyer-auth/register', tab: 'register', google: false });

    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();

    await user.type(screen.getByLabelText(/First Name/), 'Avery');
    await user.type(screen.getByLabelText(/Last Name/), 'Tremblay');
    await user.type(screen.getByLabelText(/Email/), 'avery@example.com');
    await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    // "Check your e-mail" (issue 37), which leads on to the dashboard, the portal's default.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/verify-email'));
    expect(bodies).toEqual([
      {
        firstName: 'Avery',
        lastName: 'Tremblay',
        email: 'avery@example.com',
        password: 'a long passphrase',
        locale: 'en',
      },
    ]);
  });
});
