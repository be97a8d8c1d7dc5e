// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { server } from '../../../test/msw-server.ts';
import { renderAt } from '../../../test/render.tsx';
import { AccountPage } from './account-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { renderToaster } from './testing.tsx';

const TOKEN = 'A'.repeat(43);
const NEW_PASSWORD = 'copper kettle harbour 17';
const NBSP = '\u00a0';
const TOKEN_MESSAGE =
  'This reset link is not valid, was already used or has expired. Please ask for a new one';

function renderPage(Page: ComponentType, url: string, { french = false } = {}) {
  function Screen() {
    return french ? (
      <FrenchPage>
        <Page />
      </FrenchPage>
    ) : (
      <Page />
    );
  }
  return renderAt({ url, path: new URL(url, 'http://x').pathname, Component: Screen });
}

/** Records the bodies sent to a reset endpoint and answers with `respond`. */
function serve(
  path: 'password-reset' | 'password-reset/confirm',
  respond: () => Response | Promise<Response>,
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*/api/auth/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

/** The page's notice, found by its title (the router probe is an `<output>`, a status too). */
async function noticeTitled(title: string): Promise<HTMLElement> {
  const notice = (await screen.findByText(title)).closest<HTMLElement>('[role="status"]');
  expect(notice).not.toBeNull();
  return notice!;
}

const accepted = () => new HttpResponse(null, { status: 202 });
const reset = () => HttpResponse.json({ reset: true });

describe('the sign-in form', () => {
  it('links to the forgotten password page', () => {
    renderToaster();
    renderPage(() => <AccountPage tab="login" />, '/auth/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('links to the French page from a French page', async () => {
    await loadFrench();
    renderToaster();
    renderPage(() => <AccountPage tab="login" />, '/fr/compte/connexion', { french: true });
    expect(screen.getByRole('link', { name: `Mot de passe oublié${NBSP}?` })).toHaveAttribute(
      'href',
      '/fr/mot-de-passe-oublie',
    );
  });
});

describe('the forgotten password page', () => {
  it('checks the address before calling the API, naming the field', async () => {
    const user = userEvent.setup();
    const bodies = serve('password-reset', accepted);
    renderPage(ForgotPasswordPage, '/forgot-password');

    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Email' })).toBeVisible();
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('sends the address and says where the link went, then leads back to sign in', async () => {
    const user = userEvent.setup();
    const bodies = serve('password-reset', async () => {
      await delay(50);
      return accepted();
    });
    renderPage(ForgotPasswordPage, '/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();

    await user.type(screen.getByLabelText(/Email/), ' Avery@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const status = await noticeTitled('Check your e-mail');
    expect(status).toHaveTextContent('If an account uses avery@example.com, we have sent a link');
    expect(within(status).getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(bodies).toEqual([{ email: 'avery@example.com' }]);
  });

  it('says when there were too many requests, and keeps the form', async () => {
    const user = userEvent.setup();
    serve('password-reset', () =>
      HttpResponse.json(
        { message: 'Too many attempts. Please try again later.' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    );
    renderPage(ForgotPasswordPage, '/forgot-password');

    await user.type(screen.getByLabelText(/Email/), 'avery@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
    expect(screen.getByLabelText(/Email/)).toHaveValue('avery@example.com');
    expect(screen.queryByText('Check your e-mail')).toBeNull();
  });

  it('speaks French on a French page', async () => {
    await loadFrench();
    const user = userEvent.setup();
    serve('password-reset', accepted);
    renderPage(ForgotPasswordPage, '/fr/mot-de-passe-oublie', { french: true });
    expect(
      screen.getByRole('heading', { level: 1, name: `Mot de passe oublié${NBSP}?` }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Entrez une adresse courriel valide.')).toBeVisible();

    await user.type(screen.getByLabelText(/Courriel/), 'avery@example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await noticeTitled('Consultez vos courriels')).toHaveTextContent(
      'Si un compte utilise l’adresse avery@example.com, nous lui avons envoyé un lien.',
    );
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/fr/compte/connexion',
    );
  });
});

describe('the reset page', () => {
  it('explains itself without a token, with the way to a new link', () => {
    renderPage(ResetPasswordPage, '/reset-password');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText(/This page opens from the link/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks the password before calling the API, naming the field', async () => {
    const user = userEvent.setup();
    const bodies = serve('password-reset/confirm', reset);
    renderPage(ResetPasswordPage, `/reset-password?token=${TOKEN}`);

    await user.type(screen.getByLabelText(/New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));

    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'New password' }),
    ).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('sends the token and the new password, then says so and leads to sign in', async () => {
    const user = userEvent.setup();
    const bodies = serve('password-reset/confirm', reset);
    renderPage(ResetPasswordPage, `/reset-password?token=${TOKEN}`);
    expect(screen.getByRole('form', { name: 'Choose a new password' })).toBeVisible();

    await user.type(screen.getByLabelText(/New password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change the password' }));

    const status = await noticeTitled('Your password is changed');
    expect(status).toHaveTextContent('You are signed out on every device.');
    expect(within(status).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(bodies).toEqual([{ token: TOKEN, password: NEW_PASSWORD }]);
  });

  it('says when the link no longer works, naming it, with the way to a new one', async () => {
    const user = userEvent.setup();
    serve('password-reset/confirm', () =>
      HttpResponse.json(
        { message: TOKEN_MESSAGE, issues: [{ path: ['token'], message: TOKEN_MESSAGE }] },
        { status: 400 },
      ),
    );
    renderPage(ResetPasswordPage, `/reset-password?token=${TOKEN}`);

    await user.type(screen.getByLabelText(/New password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change the password' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Reset link' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^#/),
    );
    await waitFor(() => expect(screen.getAllByText(TOKEN_MESSAGE).length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('refuses a malformed link without calling the API', async () => {
    const user = userEvent.setup();
    const bodies = serve('password-reset/confirm', reset);
    renderPage(ResetPasswordPage, '/reset-password?token=not-a-token');

    await user.type(screen.getByLabelText(/New password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change the password' }));

    expect(await screen.findByText(TOKEN_MESSAGE)).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('speaks French on a French page', async () => {
    await loadFrench();
    const user = userEvent.setup();
    serve('password-reset/confirm', reset);
    renderPage(ResetPasswordPage, `/fr/reinitialiser-le-mot-de-passe?token=${TOKEN}`, {
      french: true,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' }),
    ).toBeVisible();

    await user.type(screen.getByLabelText(/Nouveau mot de passe/), 'court');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      await screen.findByText('Le mot de passe doit compter au moins 8 caractères.'),
    ).toBeVisible();

    await user.clear(screen.getByLabelText(/Nouveau mot de passe/));
    await user.type(screen.getByLabelText(/Nouveau mot de passe/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await noticeTitled('Votre mot de passe a été changé');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/compte/connexion',
    );
  });
});
