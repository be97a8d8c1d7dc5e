// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderForm } from '../inquiries/testing.tsx';
import { AvailabilitySection } from './availability-section.tsx';
import { addDays, BookingsSection } from './bookings-section.tsx';
import { lawyerBookingAnswer } from './testing.ts';

const UTC_OFFICE = { timeZone: 'UTC', city: 'Ottawa' };

describe('the dashboard’s consultation availability', () => {
  it(
    'starts from the default hours, refuses a bad length, and saves what the lawyer set',
    { timeout: 20_000 },
    async () => {
      const puts: unknown[] = [];
      server.use(
        http.get('*/api/lawyers/my-availability', () =>
          HttpResponse.json({ timeZone: 'America/St_Johns', availability: null }),
        ),
        http.put('*/api/lawyers/my-availability', async ({ request }) => {
          const body = await request.json();
          puts.push(body);
          return HttpResponse.json({ timeZone: 'America/St_Johns', availability: body });
        }),
      );
      const user = userEvent.setup();
      renderForm(<AvailabilitySection />);
      const form = await screen.findByRole('form', { name: 'Consultation availability' });
      expect(
        within(form).getByText(
          /Times are in your office’s time zone \(Newfoundland Time \(St\. John’s\)\)/,
        ),
      ).toBeVisible();
      expect(within(form).getByRole('status')).toHaveTextContent('Not saved yet');
      const monday = within(form).getByRole('group', { name: 'Monday' });
      expect(
        within(monday)
          .getAllByLabelText('From')
          .map((input) => (input as HTMLInputElement).value),
      ).toEqual(['09:00', '13:00']);

      const length = within(form).getByLabelText('Length of a consultation (minutes)');
      await user.clear(length);
      await user.type(length, '5');
      await user.click(within(form).getByRole('button', { name: 'Save availability' }));
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Length of a consultation (minutes)',
      );
      expect(length).toHaveAttribute('aria-invalid', 'true');
      expect(
        within(form).getByText('Enter a consultation length between 10 and 240 minutes'),
      ).toBeVisible();
      expect(puts).toEqual([]);

      await user.clear(length);
      await user.type(length, '45');
      await user.click(
        within(monday).getByRole('button', { name: 'Remove 13:00–17:00 on Monday' }),
      );
      await user.click(within(form).getByRole('checkbox', { name: 'Video' }));
      const dayOff = within(form).getByLabelText('Day off');
      await user.type(dayOff, '2026-12-25');
      await user.click(within(form).getByRole('button', { name: 'Add the day off' }));
      await user.click(within(form).getByRole('button', { name: 'Save availability' }));
      expect(await screen.findByText('Your availability is saved.')).toBeInTheDocument();
      expect(puts).toHaveLength(1);
      expect(puts[0]).toMatchObject({
        enabled: true,
        slotMinutes: 45,
        daysOff: ['2026-12-25'],
        meetingModes: ['in-person', 'video'],
        weeklyHours: { mon: [{ start: '09:00', end: '12:00' }], sat: [] },
      });
      await waitFor(() =>
        expect(within(form).queryByText(/Not saved yet/)).not.toBeInTheDocument(),
      );
    },
  );
});

describe('the dashboard’s bookings', () => {
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = addDays(today, 1);
  // As the server writes it, on the office's clock (UTC here).
  const booking = lawyerBookingAnswer({
    id: 9,
    startsAt: `${tomorrow}T15:00:00.000Z`,
    endsAt: `${tomorrow}T15:30:00.000Z`,
    office: UTC_OFFICE,
    meetingMode: 'phone',
    phone: '6135550199',
    message: 'About my lease.',
  });
  /** The my-bookings answer: the office's zone named, and its today. */
  const listOf = (bookings: object[]) => ({
    timeZone: 'UTC',
    zone: 'UTC',
    today,
    from: today,
    to: tomorrow,
    bookings,
  });

  function serveBookings() {
    const state = { booking };
    const cancels: string[] = [];
    server.use(
      http.get('*/api/lawyers/my-availability', () =>
        HttpResponse.json({ timeZone: 'UTC', availability: null }),
      ),
      http.get('*/api/lawyers/my-bookings', () => HttpResponse.json(listOf([state.booking]))),
      http.post('*/api/lawyers/my-bookings/:id/cancel', ({ params }) => {
        cancels.push(String(params.id));
        state.booking = {
          ...booking,
          status: 'cancelled',
          cancelledBy: 'lawyer',
          cancelledAt: booking.createdAt,
        };
        return HttpResponse.json(state.booking);
      }),
    );
    return cancels;
  }

  it('lists the upcoming ones and cancels one after asking', async () => {
    const cancels = serveBookings();
    const user = userEvent.setup();
    renderForm(<BookingsSection />);
    const section = await screen.findByRole('region', { name: 'Bookings' });
    expect(await within(section).findByText(/Jordan Lee/)).toBeVisible();
    expect(within(section).getByRole('link', { name: 'jordan@example.com' })).toHaveAttribute(
      'href',
      'mailto:jordan@example.com',
    );
    expect(within(section).getByText('About my lease.')).toBeVisible();
    // Moved on the booking's own page, as its owner (issue 37 item 5).
    expect(
      within(section).getByRole('link', { name: /^Move the booking of Jordan Lee on / }),
    ).toHaveAttribute('href', '/booking?booking=9&step=reschedule');
    await user.click(
      within(section).getByRole('button', { name: /Cancel the booking of Jordan Lee/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Jordan Lee will get an e-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(
      await screen.findByText('The booking is cancelled and Jordan Lee is told by e-mail.'),
    ).toBeInTheDocument();
    expect(cancels).toEqual(['9']);
    expect(await within(section).findByText('Cancelled')).toBeVisible();
    expect(
      within(section).queryByRole('button', { name: /Cancel the booking of/ }),
    ).not.toBeInTheDocument();
  });

  it(
    'marks a booking awaiting confirmation and releases it as suspicious after asking',
    { timeout: 20_000 },
    async () => {
      const held = lawyerBookingAnswer({
        id: 12,
        startsAt: booking.startsAt,
        office: UTC_OFFICE,
        name: 'Sam Squatter',
        email: 'sam@example.com',
        status: 'held',
        heldUntil: `${today}T21:30:00.000Z`,
      });
      const state = { booking: held };
      const releases: string[] = [];
      server.use(
        http.get('*/api/lawyers/my-availability', () =>
          HttpResponse.json({ timeZone: 'UTC', availability: null }),
        ),
        http.get('*/api/lawyers/my-bookings', () => HttpResponse.json(listOf([state.booking]))),
        http.post('*/api/lawyers/my-bookings/:id/release', ({ params }) => {
          releases.push(String(params.id));
          state.booking = {
            ...held,
            status: 'cancelled',
            heldUntil: null,
            heldUntilTime: null,
            cancelledBy: 'lawyer',
            cancelledAt: held.createdAt,
          };
          return HttpResponse.json(state.booking);
        }),
      );
      const user = userEvent.setup();
      renderForm(<BookingsSection />);
      const section = await screen.findByRole('region', { name: 'Bookings' });
      expect(
        await within(section).findByText('Awaiting the client’s confirmation until 9:30 p.m.'),
      ).toBeVisible();
      // A hold is not cancelled with a notice to an address nobody proved: it is released.
      expect(
        within(section).queryByRole('button', { name: /Cancel the booking of/ }),
      ).not.toBeInTheDocument();
      const release = within(section).getByRole('button', {
        name: /^Release the booking of Sam Squatter on .+ as suspicious$/,
      });
      expect(release).toHaveTextContent('Release');
      await user.tab();
      while (document.activeElement !== release) await user.tab();
      expect(release).toHaveFocus();
      expect(release.className).toMatch(/focus-visible:focus-ring/);
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', {
        name: 'Release this booking as suspicious?',
      });
      expect(dialog).toHaveTextContent(
        'Sam Squatter has not confirmed the booking and is not told.',
      );
      // "Keep it" (the footer's button, or the close button named alike) releases nothing.
      await user.click(within(dialog).getAllByRole('button', { name: 'Keep it' })[0]!);
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(releases).toEqual([]);

      await user.click(release);
      const again = await screen.findByRole('dialog', {
        name: 'Release this booking as suspicious?',
      });
      await user.click(within(again).getByRole('button', { name: 'Release the time' }));
      expect(await screen.findByText(/^The time on .+ is open again\.$/)).toBeInTheDocument();
      expect(releases).toEqual(['12']);
      expect(await within(section).findByText('Cancelled')).toBeVisible();
      expect(
        within(section).queryByRole('button', { name: /Release the booking of/ }),
      ).not.toBeInTheDocument();
    },
  );

  it('shows one day at a time', async () => {
    serveBookings();
    const user = userEvent.setup();
    renderForm(<BookingsSection />);
    const section = await screen.findByRole('region', { name: 'Bookings' });
    await user.click(await within(section).findByRole('button', { name: 'Day' }));
    expect(within(section).getByRole('button', { name: 'Day' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await within(section).findByText('No bookings on this day.')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Next day' }));
    expect(await within(section).findByText('3:00 p.m. – 3:30 p.m.')).toBeVisible();
  });
});
