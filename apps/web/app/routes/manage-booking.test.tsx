// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FrenchPage, loadFrench } from '../../test/french-page.tsx';
import { server } from '../../test/msw-server.ts';
import { managedAnswer, slotsAnswer } from '../features/bookings/testing.ts';
import ManageBookingRoute, { action, headers, loader } from './manage-booking.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'America/Regina';
});
afterEach(() => {
  process.env.TZ = zone;
});

/** What the server knows of the booking: its answer is written in the page's language. */
type Booking = Parameters<typeof managedAnswer>[0];

// Booked from Regina (UTC−6) with a Halifax lawyer (UTC−4 in December).
const BOOKING: Booking = {
  startsAt: '2026-12-01T13:30:00.000Z',
  visitorZone: 'America/Regina',
};

function renderPage(url: string, french = false) {
  const Stub = createRoutesStub([
    {
      path: french ? '/fr/rendez-vous' : '/booking',
      Component: ManageBookingRoute as never,
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

/** The booking the API shows for the token; `state` changes what later reads answer. */
function serveBooking(state: { booking: Booking }) {
  const seen: string[] = [];
  server.use(
    http.get('*/api/bookings/manage', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const token = query.get('token') ?? '';
      seen.push(token);
      const locale = query.get('locale') === 'fr' ? 'fr' : 'en';
      return token === TOKEN
        ? HttpResponse.json(managedAnswer({ ...state.booking, locale }))
        : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  return seen;
}

describe('the page of a booking’s e-mailed link', () => {
  it('is never cached and never sends its address to another site', () => {
    expect(headers()).toEqual({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' });
  });

  it('confirms a held booking with a posted button, and offers no move before', async () => {
    const held: Booking = { ...BOOKING, status: 'held', heldUntil: '2026-12-01T12:00:00.000Z' };
    const state = { booking: held };
    serveBooking(state);
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/bookings/manage/confirm', async ({ request }) => {
        posted.push(await request.json());
        state.booking = { ...BOOKING };
        return HttpResponse.json(managedAnswer(state.booking));
      }),
    );
    renderPage(`/booking?token=${TOKEN}&step=reschedule`);
    expect(await screen.findByText('Awaiting your confirmation')).toBeVisible();
    expect(
      screen.getByText(
        'This time is held for you until Tuesday, December 1, 2026, 6:00 a.m. Central Time (Regina, UTC−6). Confirm the booking to keep it: otherwise the time is released and Avery Tremblay is not told.',
      ),
    ).toBeVisible();
    // Held, it is confirmed before it can move: the reschedule step falls back to the booking.
    expect(screen.queryByRole('heading', { name: 'Choose a new time' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change the time' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel the consultation' })).toBeVisible();

    const confirm = screen.getByRole('button', { name: 'Confirm my booking' });
    expect(confirm.closest('form')).toHaveAttribute('method', 'post');
    await userEvent.click(confirm);
    expect(
      await screen.findByText(
        'Your consultation is booked. An e-mail with the calendar invitation confirms it, and the lawyer is told.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Booked')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change the time' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm my booking' })).not.toBeInTheDocument();
    // Booked, its calendar file is offered (it was not while held).
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      `/api/bookings/manage/calendar?token=${TOKEN}&locale=en`,
    );
    expect(posted).toEqual([{ token: TOKEN }]);
  });

  it('releases a held booking when its visitor cancels it: nobody is mailed', async () => {
    const held: Booking = { ...BOOKING, status: 'held', heldUntil: '2026-12-01T12:00:00.000Z' };
    const state = { booking: held };
    serveBooking(state);
    server.use(
      http.post('*/api/bookings/manage/cancel', () => {
        state.booking = {
          ...held,
          status: 'cancelled',
          heldUntil: null,
          changeable: false,
          cancelledBy: 'visitor',
        };
        return HttpResponse.json(managedAnswer(state.booking));
      }),
    );
    renderPage(`/booking?token=${TOKEN}&step=cancel`);
    const ask = await screen.findByRole('region', { name: 'Cancel this consultation?' });
    expect(ask).toHaveTextContent(
      'The time held for you on Tuesday, December 1, 2026, 7:30 a.m. Central Time (Regina, UTC−6) will be released. Nobody gets an e-mail.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('The time is released: nothing is booked.')).toBeVisible();
  });

  it('shows the booking in the visitor’s zone and the lawyer’s, and cancels it after asking', async () => {
    const state = { booking: BOOKING };
    serveBooking(state);
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/bookings/manage/cancel', async ({ request }) => {
        posted.push(await request.json());
        state.booking = {
          ...BOOKING,
          status: 'cancelled',
          changeable: false,
          cancelledBy: 'visitor',
        };
        return HttpResponse.json(managedAnswer(state.booking));
      }),
    );
    renderPage(`/booking?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your consultation' }),
    ).toBeVisible();
    expect(screen.getByText('With Avery Tremblay')).toBeVisible();
    // The server's texts, the e-mails' own (issue 37 item 2): the browser here is in Regina too,
    // but nothing is worked out again with its zone rules.
    expect(
      screen.getByText(
        'Your time: Tuesday, December 1, 2026, 7:30 a.m. Central Time (Regina, UTC−6)',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'At the lawyer’s office: Tuesday, December 1, 2026, 9:30 a.m. Atlantic Time (Halifax, UTC−4)',
      ),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Cancel the consultation' }));
    const ask = await screen.findByRole('region', { name: 'Cancel this consultation?' });
    const confirm = within(ask).getByRole('button', { name: 'Yes, cancel it' });
    expect(confirm.closest('form')).toHaveAttribute('method', 'post');
    await userEvent.click(confirm);
    expect(
      await screen.findByText('The consultation is cancelled. An e-mail confirms it.'),
    ).toBeVisible();
    expect(screen.getByText('Cancelled by the person who booked it')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Cancel the consultation' })).not.toBeInTheDocument();
    expect(posted).toEqual([{ token: TOKEN }]);
  });

  it('moves the booking to another open time, and says so when it was just taken', async () => {
    serveBooking({ booking: BOOKING });
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/lawyers/42/slots', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return HttpResponse.json(
          slotsAnswer({
            starts: ['2026-12-02T14:00:00.000Z'],
            visitorZone: query.get('timeZone'),
            meetingModes: ['video'],
          }),
        );
      }),
    );
    const posted: unknown[] = [];
    let answer = 409;
    server.use(
      http.post('*/api/bookings/manage/reschedule', async ({ request }) => {
        posted.push(await request.json());
        return answer === 409
          ? HttpResponse.json({ message: 'Taken' }, { status: 409 })
          : HttpResponse.json({
              ...managedAnswer({ ...BOOKING, startsAt: '2026-12-02T14:00:00.000Z' }),
              token: TOKEN,
            });
      }),
    );
    renderPage(`/booking?token=${TOKEN}&step=reschedule`);
    const section = await screen.findByRole('region', { name: 'Choose a new time' });
    // On the clock the visitor booked from, which the server keeps with the booking.
    expect(asked[0]?.get('timeZone')).toBe('America/Regina');
    expect(within(section).getByText('Times shown in Central Time (Regina).')).toBeVisible();
    const day = within(section).getByRole('group', { name: 'Wednesday, December 2, 2026' });
    await userEvent.click(within(day).getByRole('radio', { name: '8:00 a.m.' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This time was just booked by someone else. Please choose another one.',
    );
    answer = 200;
    await userEvent.click(screen.getByRole('radio', { name: '8:00 a.m.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByText(/The consultation is moved to the new time\./)).toBeVisible();
    expect(posted).toEqual([
      { token: TOKEN, startsAt: '2026-12-02T14:00:00.000Z', locale: 'en' },
      { token: TOKEN, startsAt: '2026-12-02T14:00:00.000Z', locale: 'en' },
    ]);
  });

  it('says a forged or missing link does not work, without asking the API for a malformed one', async () => {
    const seen = serveBooking({ booking: BOOKING });
    renderPage(`/booking?token=${'B'.repeat(43)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    renderPage('/booking?token=short');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(seen).toEqual(['B'.repeat(43)]);
  });

  it('is in French on the French page', async () => {
    await loadFrench();
    serveBooking({ booking: { ...BOOKING, side: 'lawyer', visitorZone: null } });
    renderPage(`/fr/rendez-vous?token=${TOKEN}`, true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Une consultation réservée avec vous' }),
    ).toBeVisible();
    expect(screen.getByText('Réservé par Jordan Lee')).toBeVisible();
    // (Testing Library reads the page's no-break spaces as spaces.)
    expect(
      screen.getByText('mardi 1er décembre 2026 à 9 h 30, heure de l’Atlantique (Halifax, UTC−4)'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Annuler la consultation' })).toHaveAttribute(
      'href',
      `/fr/rendez-vous?token=${TOKEN}&step=cancel`,
    );
  });

  it('shows an in-person booking’s full address, and its calendar file', async () => {
    const address = '1 Example Street, Halifax, Nova Scotia';
    serveBooking({ booking: { ...BOOKING, meetingMode: 'in-person', address } });
    renderPage(`/booking?token=${TOKEN}`);
    const where = await screen.findByText('Where');
    expect(where.nextElementSibling).toHaveTextContent(address);
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'download',
    );
  });

  it('opens the signed-in owner’s booking by its id, and cancels it with the same form', async () => {
    const state = { booking: BOOKING };
    const posted: string[] = [];
    server.use(
      http.get('*/api/bookings/:id', ({ params }) =>
        params.id === '7'
          ? HttpResponse.json(managedAnswer(state.booking))
          : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
      http.post('*/api/bookings/:id/cancel', ({ params }) => {
        posted.push(String(params.id));
        state.booking = {
          ...BOOKING,
          status: 'cancelled',
          changeable: false,
          cancelledBy: 'visitor',
        };
        return HttpResponse.json(managedAnswer(state.booking));
      }),
    );
    renderPage('/booking?booking=7&step=cancel');
    const ask = await screen.findByRole('region', { name: 'Cancel this consultation?' });
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      '/api/bookings/7/calendar?locale=en',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText('The consultation is cancelled. An e-mail confirms it.'),
    ).toBeVisible();
    expect(posted).toEqual(['7']);
  });
});
