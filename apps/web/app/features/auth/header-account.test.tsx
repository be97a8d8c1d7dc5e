// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { Header } from '../layout/index.ts';
import { makeUser, signInAs, renderToaster } from './testing.tsx';

function renderHeader() {
  renderToaster();
  return renderAt({ url: '/browse-lawyers', path: '*', Component: Header });
}

describe('the header’s account area', () => {
  it('shows a placeholder while the current user is not known', async () => {
    server.use(
      http.get('*/api/auth/user', async () => {
        await delay('infinite');
        return HttpResponse.json(makeUser());
      }),
    );
    renderHeader();
    expect(screen.getByText('Loading account')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('labels the account menu with the first name and offers Dashboard and Sign Out', async () => {
    const user = userEvent.setup();
    signInAs(makeUser({ firstName: 'Avery' }));
    renderHeader();

    await user.click(await screen.findByRole('button', { name: 'Avery' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My space', 'Dashboard', 'Sign Out']);
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/lawyer-dashboard',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My space' })).toHaveAttribute(
      'href',
      '/my-space',
    );
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('offers a customer their space and no dashboard (issue 21)', async () => {
    const user = userEvent.setup();
    signInAs(makeUser({ firstName: 'Casey', role: 'client' }));
    renderHeader();

    await user.click(await screen.findByRole('button', { name: 'Casey' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My space', 'Sign Out']);
  });

  it('reads "Account" when the account has no first name', async () => {
    signInAs(makeUser({ firstName: '' }));
    renderHeader();
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
  });

  it('signs out on the server, says so, and goes home as a visitor', async () => {
    const user = userEvent.setup();
    signInAs(makeUser());
    let loggedOut = false;
    server.use(
      http.post('*/api/auth/logout', ({ request }) => {
        loggedOut = request.headers.get('x-requested-with') === 'XMLHttpRequest';
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderHeader();

    await user.click(await screen.findByRole('button', { name: 'Avery' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows who is signed in in the drawer, with Dashboard and Sign Out', async () => {
    const user = userEvent.setup();
    signInAs(makeUser({ firstName: '', email: 'sam@example.com' }));
    renderHeader();
    await screen.findByRole('button', { name: 'Account' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Signed in as sam@example.com')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/lawyer-dashboard',
    );
    expect(within(drawer).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
