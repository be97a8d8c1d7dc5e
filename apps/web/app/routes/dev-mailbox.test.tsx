// @vitest-environment jsdom
import type { HeldMail } from '@cld/contract/dev';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrenchPage } from '../../test/french-page.tsx';
import type * as EnvModule from '../config/env.server.ts';
import { server } from '../../test/msw-server.ts';
import DevMailboxRoute, { headers, loader } from './dev-mailbox.tsx';
import { loader as robots } from './robots.ts';

// The site's environment as each test sets it: unset, a local development run.
const environment = vi.hoisted(() => ({ current: {} as Record<string, string> }));
vi.mock('../config/env.server.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, getEnv: () => actual.parseEnv(environment.current) };
});

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://directory.example.ca',
  TRUST_PROXY: '1',
  SITE_OPERATOR_PLACEHOLDERS: 'true',
};

const MAILBOX = '*/api/dev/mailbox';

const RESET: HeldMail = {
  id: '12',
  to: 'casey@example.com',
  subject: 'Reset your password',
  createdAt: '2026-11-24T15:30:00.000Z',
  text: 'Choose a new password within 60 minutes:\nhttp://localhost:3000/reset-password?token=abc123\n\nCanada Lawyer Directory',
  links: ['http://localhost:3000/reset-password?token=abc123'],
};
const BOOKING: HeldMail = {
  id: '11',
  to: 'jordan@example.com',
  subject: 'Your consultation is booked',
  createdAt: '2026-11-24T15:00:00.000Z',
  text: 'See or change it: http://localhost:3000/booking?token=xyz\nYour dashboard: http://localhost:3000/lawyer-dashboard',
  links: ['http://localhost:3000/booking?token=xyz', 'http://localhost:3000/lawyer-dashboard'],
};

/** Serves the API's mailbox with `messages`; counts the calls. */
function serveMailbox(messages: HeldMail[]) {
  const calls = { count: 0 };
  server.use(
    http.get(MAILBOX, () => {
      calls.count += 1;
      return HttpResponse.json({ messages });
    }),
  );
  return calls;
}

function renderPage(french = false) {
  const path = french ? '/fr/dev/courriels' : '/dev/mailbox';
  const Stub = createRoutesStub([
    {
      path,
      Component: DevMailboxRoute as never,
      HydrateFallback: () => null,
      loader: loader as never,
    },
  ]);
  const stub = <Stub initialEntries={[path]} />;
  render(french ? <FrenchPage>{stub}</FrenchPage> : stub);
}

const loadAt = (path = '/dev/mailbox') =>
  loader({ request: new Request(`http://localhost:3000${path}`) } as never);

describe('the demo’s mailbox page', () => {
  afterEach(() => {
    environment.current = {};
  });

  it('shows each held e-mail as a card, newest first, with its links as real links', async () => {
    serveMailbox([RESET, BOOKING]);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demo mailbox' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This is the demo’s mailbox/)).toBeInTheDocument();
    expect(screen.getByText(/In production the site’s mail server \(SMTP\)/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 e-mails');

    const cards = screen.getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Reset your password', 'Your consultation is booked']);
    const reset = screen.getByRole('article', { name: 'Reset your password' });
    expect(within(reset).getByText('casey@example.com')).toBeInTheDocument();
    expect(within(reset).getByText(/Choose a new password within 60 minutes/)).toBeInTheDocument();
    expect(
      within(reset).getByRole('link', { name: '/reset-password?token=abc123' }),
    ).toHaveAttribute('href', '/reset-password?token=abc123');
    expect(reset.querySelector('time')).toHaveAttribute('datetime', RESET.createdAt);

    const booking = screen.getByRole('article', { name: 'Your consultation is booked' });
    expect(
      within(booking)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/booking?token=xyz', '/lawyer-dashboard']);
    expect(screen.getByRole('link', { name: 'Check for new e-mails' })).toHaveAttribute(
      'href',
      '/dev/mailbox',
    );
  });

  it('says what to do when nothing is held yet', async () => {
    serveMailbox([]);
    renderPage();
    expect(await screen.findByText(/^No e-mail yet\./)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 e-mails');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('speaks French under /fr', async () => {
    serveMailbox([RESET]);
    renderPage(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Courriels de la démonstration' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('1\u00a0courriel');
    expect(screen.getByRole('heading', { level: 3, name: 'Liens de ce courriel' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Vérifier s’il y a de nouveaux courriels' }),
    ).toHaveAttribute('href', '/fr/dev/courriels');
  });

  it('is never cached nor indexed, and kept from crawlers', async () => {
    expect(headers()).toMatchObject({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    const rules = await robots().text();
    expect(rules).toContain('Disallow: /dev/\n');
    expect(rules).toContain('Disallow: /fr/dev/\n');
  });

  it('answers 404 in production without asking the API', async () => {
    const calls = serveMailbox([RESET]);
    environment.current = PRODUCTION;
    await expect(loadAt()).rejects.toMatchObject({ init: { status: 404 } });
    // Even a production build on this machine, unless it is the demo's `pnpm start`.
    environment.current = { ...PRODUCTION, PUBLIC_ORIGIN: 'http://localhost:3000' };
    await expect(loadAt('/fr/dev/courriels')).rejects.toMatchObject({ init: { status: 404 } });
    expect(calls.count).toBe(0);

    environment.current = {
      ...PRODUCTION,
      PUBLIC_ORIGIN: 'http://localhost:3000',
      DEMO_MAILBOX: 'true',
    };
    await expect(loadAt()).resolves.toEqual({ messages: [RESET] });
  });

  it('answers 404 when mail is delivered by a server, or the API has no mailbox', async () => {
    const calls = serveMailbox([RESET]);
    environment.current = { SMTP_URL: 'smtp://127.0.0.1:1025' };
    await expect(loadAt()).rejects.toMatchObject({ init: { status: 404 } });
    expect(calls.count).toBe(0);

    environment.current = {};
    server.use(
      http.get(MAILBOX, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    await expect(loadAt()).rejects.toMatchObject({ init: { status: 404 } });
  });
});
