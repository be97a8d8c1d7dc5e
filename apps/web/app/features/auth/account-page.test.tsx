// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { AccountPage } from './account-page.tsx';
import { makeUser, renderToaster } from './testing.tsx';

function renderAccount(tab: 'login' | 'register', query = '') {
  function Screen() {
    return <AccountPage tab={tab} />;
  }
  renderToaster();
  return renderAt({ url: `/auth/${tab}${query}`, path: `/auth/${tab}`, Component: Screen });
}

/** Records the bodies sent to an auth endpoint and answers with `respond`. */
function serve(path: 'login' | 'register', respond: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*/api/auth/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const signedIn = (status: number) => () =>
  HttpResponse.json({ token: 'a.b.c', user: makeUser() }, { status });

describe('the account page', () => {
  it('checks the login form before calling the API', async () => {
    const user = userEvent.setup();
    const bodies = serve('login', signedIn(200));
    renderAccount('login');

    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('signs in, says so and goes home; the button reads "Signing in..." meanwhile', async () => {
    const user = userEvent.setup();
    const bodies = serve('login', async () => {
      await delay(50);
      return signedIn(200)();
    });
    renderAccount('login');

    await user.type(screen.getByLabelText(/Email/), ' Avery@Example.com ');
    await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: /Signing in\.\.\./ })).toBeDisabled();
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(bodies).toEqual([{ email: 'avery@example.com', password: 'a long passphrase' }]);
  });

  it('shows the server’s message when signing in fails, and keeps the form', async () => {
    const user = userEvent.setup();
    serve('login', () =>
      HttpResponse.json(
        { message: 'Too many attempts. Please try again later.' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    );
    renderAccount('login');

    await user.type(screen.getByLabelText(/Email/), 'avery@example.com');
    await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByText('Too many attempts. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('avery@example.com');
    expect(screen.getByTestId('location').textContent).toBe('/auth/login');
  });

  it('falls back to "Login failed" when the answer has no message', async () => {
    const user = userEvent.setup();
    serve('login', () => new HttpResponse('Bad gateway', { status: 502 }));
    renderAccount('login');

    await user.type(screen.getByLabelText(/Email/), 'avery@example.com');
    await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('gives every registration message of spec §5', async () => {
    const user = userEvent.setup();
    const bodies = serve('register', signedIn(201));
    renderAccount('register');

    await user.type(screen.getByLabelText(/First Name/), 'A');
    await user.type(screen.getByLabelText(/Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Customer Account' }));

    expect(await screen.findByText('First name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.getByText('Please select a user type')).toBeVisible();
    expect(bodies).toEqual([]);
  });

  // Typing a whole lawyer's registration takes a few seconds in jsdom.
  it('asks lawyers for their professional information', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/cities', () => HttpResponse.json([{ city: 'Ottawa', count: 4 }])));
    const bodies = serve('register', signedIn(201));
    renderAccount('register');

    expect(screen.queryByRole('heading', { name: 'Professional Information' })).toBeNull();
    // The no-JavaScript buttons are the server's (in <noscript>): here the form follows the choices.
    expect(screen.queryByRole('button', { name: 'Continue as a lawyer' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Lawyer - Providing legal services' }));
    expect(screen.getByRole('heading', { name: 'Professional Information' })).toBeVisible();
    expect(screen.getByLabelText(/^City/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Show the cities of this province' })).toBeNull();

    await user.type(screen.getByLabelText(/First Name/), 'Avery');
    await user.type(screen.getByLabelText(/Last Name/), 'Tremblay');
    await user.type(screen.getByLabelText(/^Email/), 'avery@example.com');
    await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
    const bios = screen.getByRole('group', { name: /Professional Bio/ });
    expect(within(bios).getByLabelText('In French')).toHaveAttribute('lang', 'fr');
    await user.type(within(bios).getByLabelText('In English'), 'Short');
    await user.click(screen.getByRole('button', { name: 'Create Lawyer Account' }));

    const userTypes = screen.getByRole('group', { name: 'I am registering as a:' });
    expect(
      await within(userTypes).findByText('All professional fields are required for lawyers'),
    ).toBeVisible();
    expect(screen.getByText('Bio must be at least 10 characters')).toBeVisible();
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText(/^Phone/), '613-555-0142');
    await user.selectOptions(screen.getByLabelText(/Practice Area/), 'Family Law');
    await user.selectOptions(screen.getByLabelText(/Province/), 'ON');
    await user.selectOptions(await screen.findByLabelText(/^City/), 'Ottawa');
    await user.type(screen.getByLabelText(/^Location/), 'Downtown Ottawa');
    await user.type(screen.getByLabelText(/Office Address/), '1 Wellington St');
    await user.type(screen.getByLabelText(/Years of Experience/), '8');
    await user.type(screen.getByLabelText(/Hourly Rate/), '250');
    // The English bio is cleared and written in French instead: either is enough (issue 19).
    await user.clear(within(bios).getByLabelText('In English'));
    await user.type(within(bios).getByLabelText('In French'), 'Avocat en droit de la famille.');
    await user.click(screen.getByRole('button', { name: 'Create Lawyer Account' }));

    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        userType: 'lawyer',
        role: 'user',
        city: 'Ottawa',
        province: 'ON',
        experience: 8,
        hourlyRate: 250,
        bioFr: 'Avocat en droit de la famille.',
      }),
    ]);
    // A new account's address is not confirmed yet: "check your e-mail" first (issue 37).
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/verify-email'));
  });

  it('puts the server’s field messages under the fields', async () => {
    const user = userEvent.setup();
    serve('register', () =>
      HttpResponse.json(
        {
          message: 'Invalid password',
          issues: [
            {
              path: ['password'],
              message: 'This password is too common. Please choose a less common password',
            },
          ],
        },
        { status: 400 },
      ),
    );
    renderAccount('register');

    await user.type(screen.getByLabelText(/First Name/), 'Sam');
    await user.type(screen.getByLabelText(/Last Name/), 'Lee');
    await user.type(screen.getByLabelText(/Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/Password/), 'password1');
    await user.click(screen.getByRole('radio', { name: 'Customer - Looking for legal services' }));
    await user.click(screen.getByRole('button', { name: 'Create Customer Account' }));

    const message = await screen.findByText(
      'This password is too common. Please choose a less common password',
    );
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(
      expect.stringContaining(message.textContent ?? ''),
    );
    expect(screen.getByText('Invalid password')).toBeInTheDocument();
  });

  describe('returnTo (issue 21)', () => {
    it('signs in and goes back to the lawyer the visitor came from', async () => {
      const user = userEvent.setup();
      serve('login', signedIn(200));
      renderAccount('login', '?returnTo=%2Flawyer%2F12%3Ftab%3Dreviews');

      await user.type(screen.getByLabelText(/Email/), 'avery@example.com');
      await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      await waitFor(() =>
        expect(screen.getByTestId('location').textContent).toBe('/lawyer/12?tab=reviews'),
      );
    });

    it('keeps returnTo through "register instead" and registering: check your e-mail, then back', async () => {
      const user = userEvent.setup();
      const bodies = serve('register', signedIn(201));
      renderAccount('register', '?returnTo=%2Flawyer%2F12%2Fcontact');

      await user.type(screen.getByLabelText(/First Name/), 'Sam');
      await user.type(screen.getByLabelText(/Last Name/), 'Lee');
      await user.type(screen.getByLabelText(/Email/), 'sam@example.com');
      await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
      await user.click(
        screen.getByRole('radio', { name: 'Customer - Looking for legal services' }),
      );
      await user.click(screen.getByRole('button', { name: 'Create Customer Account' }));

      await waitFor(() =>
        expect(screen.getByTestId('location').textContent).toBe(
          '/verify-email?returnTo=%2Flawyer%2F12%2Fcontact',
        ),
      );
      // The e-mailed link leads back there too.
      expect(bodies).toEqual([expect.objectContaining({ returnTo: '/lawyer/12/contact' })]);
    });

    it('keeps returnTo on the other tab’s link', () => {
      renderAccount('login', '?returnTo=%2Flawyer%2F12');
      expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute(
        'href',
        '/auth/register?returnTo=%2Flawyer%2F12',
      );
    });

    it.each([
      ['another origin', 'https%3A%2F%2Fevil.example'],
      ['a protocol-relative address', '%2F%2Fevil.example'],
      ['a backslash', '%2F%5Cevil.example'],
      ['javascript:', 'javascript%3Aalert(1)'],
    ])('goes home instead of %s, and drops it from the tabs', async (_, returnTo) => {
      const user = userEvent.setup();
      serve('login', signedIn(200));
      renderAccount('login', `?returnTo=${returnTo}`);
      expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute(
        'href',
        '/auth/register',
      );

      await user.type(screen.getByLabelText(/Email/), 'avery@example.com');
      await user.type(screen.getByLabelText(/Password/), 'a long passphrase');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    });
  });
});
