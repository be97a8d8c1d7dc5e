// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { makeUser, signInAs } from '../auth/testing.tsx';
import { ConsultationDialog } from '../inquiries/index.ts';
import { openInquiryDialog, renderForm } from '../inquiries/testing.tsx';
import { slotsAnswer, summaryAnswer } from './testing.ts';

// The visitor is in Regina (UTC−6 all year); the lawyer in Halifax (UTC−4 in December).
const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'America/Regina';
});
afterEach(() => {
  process.env.TZ = zone;
});

const STARTS = [
  // Tue Dec 1, 9:00 and 9:30 in Halifax: 7:00 and 7:30 a.m. in Regina.
  '2026-12-01T13:00:00.000Z',
  '2026-12-01T13:30:00.000Z',
  // Wed Dec 2, 10:00 in Halifax.
  '2026-12-02T14:00:00.000Z',
];

/** The server's answers, written on the clock of the zone the request names (the browser's). */
function serveSlots(starts: (readonly string[])[], answer = slotsAnswer) {
  let calls = 0;
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/lawyers/42/slots', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const these = starts[Math.min(calls, starts.length - 1)]!;
      calls += 1;
      return HttpResponse.json(answer({ starts: these, visitorZone: query.get('timeZone') }));
    }),
  );
  return { calls: () => calls, asked };
}

const TITLE = 'Schedule a consultation with Avery Tremblay';

async function openDialog() {
  const user = userEvent.setup();
  renderForm(<ConsultationDialog lawyerId={42} lawyerName="Avery Tremblay" />);
  await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  return { user, dialog: within(dialog) };
}

describe('booking a consultation slot in the profile dialog', () => {
  it(
    'shows the open times in the visitor’s zone, books one and says it is held until confirmed',
    { timeout: 20_000 },
    async () => {
      const { asked } = serveSlots([STARTS]);
      const posts: { body: Record<string, unknown>; key: string | null }[] = [];
      server.use(
        http.post('*/api/lawyers/42/bookings', async ({ request }) => {
          posts.push({
            body: (await request.json()) as Record<string, unknown>,
            key: request.headers.get('idempotency-key'),
          });
          return HttpResponse.json(
            summaryAnswer({
              startsAt: '2026-12-01T13:30:00.000Z',
              visitorZone: 'America/Regina',
              // A visitor whose e-mail is not proven: held until confirmed (decision 037).
              status: 'held',
              heldUntil: '2026-11-30T18:00:00.000Z',
            }),
            { status: 201 },
          );
        }),
      );
      const { user, dialog } = await openDialog();
      expect(await dialog.findByText('Times shown in Central Time (Regina).')).toBeVisible();
      expect(dialog.getByText('The lawyer’s office is on Atlantic Time (Halifax).')).toBeVisible();
      // The browser's zone went to the server by name, with the page's language.
      expect(asked[0]?.get('timeZone')).toBe('America/Regina');
      expect(asked[0]?.get('locale')).toBe('en');
      const days = dialog.getByRole('group', { name: 'Day' });
      const [tuesday, wednesday] = within(days).getAllByRole('button');
      expect(tuesday).toHaveAttribute('aria-pressed', 'true');
      expect(wednesday).toHaveAttribute('aria-pressed', 'false');
      const times = dialog.getByRole('group', { name: /Open times on Tuesday, December 1, 2026/ });
      expect(
        within(times)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['7:00 a.m.', '7:30 a.m.']);

      // Submitting without a time or a way to meet names both.
      await user.click(dialog.getByRole('button', { name: 'Book this time' }));
      const summary = await dialog.findByRole('alert');
      expect(within(summary).getByRole('link', { name: 'Time' })).toBeVisible();
      expect(
        within(summary).getByRole('link', { name: 'How would you like to meet?' }),
      ).toBeVisible();

      await user.click(within(times).getByRole('button', { name: '7:30 a.m.' }));
      expect(within(times).getByRole('button', { name: '7:30 a.m.' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(
        dialog.getByText(
          'Chosen: Tuesday, December 1, 2026, 7:30 a.m. Central Time (Regina, UTC−6)',
        ),
      ).toBeVisible();
      await user.click(dialog.getByRole('radio', { name: 'Video' }));
      await user.type(dialog.getByLabelText(/Full Name/), 'Jordan Lee');
      await user.type(dialog.getByLabelText(/Email Address/), 'jordan@example.com');
      await user.click(dialog.getByRole('button', { name: 'Book this time' }));

      const done = (
        await dialog.findByText('This time is held for you: confirm it by e-mail')
      ).closest('[role="status"]');
      expect(done).toBeVisible();
      expect(
        dialog.getByText(
          'It is held until Monday, November 30, 2026, 12:00 p.m. Central Time (Regina, UTC−6).',
        ),
      ).toBeVisible();
      expect(done).toHaveTextContent(
        'To book it, open the link in the e-mail sent to jordan@example.com before then and confirm.',
      );
      expect(dialog.queryByText('Your consultation is booked')).not.toBeInTheDocument();
      expect(
        dialog.getByText(
          'Your time: Tuesday, December 1, 2026, 7:30 a.m. Central Time (Regina, UTC−6)',
        ),
      ).toBeVisible();
      expect(
        dialog.getByText(
          'At the lawyer’s office: Tuesday, December 1, 2026, 9:30 a.m. Atlantic Time (Halifax, UTC−4)',
        ),
      ).toBeVisible();
      // A held booking has no calendar file yet.
      expect(dialog.queryByRole('link', { name: /Add to calendar/ })).not.toBeInTheDocument();
      expect(posts).toHaveLength(1);
      expect(posts[0]!.body).toMatchObject({
        startsAt: '2026-12-01T13:30:00.000Z',
        meetingMode: 'video',
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        locale: 'en',
        timeZone: 'America/Regina',
      });
      // The form's attempt with the content's digest (lib/attempt.ts).
      expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}\.[0-9a-z]+$/);
    },
  );

  it(
    'announces a slot taken in the meantime and shows the open times again, without it',
    { timeout: 20_000 },
    async () => {
      const { calls } = serveSlots([STARTS, STARTS.slice(1)]);
      server.use(
        http.post('*/api/lawyers/42/bookings', () =>
          HttpResponse.json(
            {
              message: 'This time is no longer available. Please choose another one',
              issues: [{ path: ['startsAt'], message: 'This time is no longer available.' }],
            },
            { status: 409 },
          ),
        ),
      );
      const { user, dialog } = await openDialog();
      await user.click(await dialog.findByRole('button', { name: '7:00 a.m.' }));
      // One way to meet is not preselected when there are two.
      await user.click(dialog.getByRole('radio', { name: 'In person' }));
      await user.type(dialog.getByLabelText(/Full Name/), 'Jordan Lee');
      await user.type(dialog.getByLabelText(/Email Address/), 'jordan@example.com');
      await user.click(dialog.getByRole('button', { name: 'Book this time' }));

      const alert = await dialog.findByRole('alert');
      expect(alert).toHaveTextContent('This time was just booked by someone else.');
      await waitFor(() => expect(calls()).toBe(2));
      await waitFor(() =>
        expect(dialog.queryByRole('button', { name: '7:00 a.m.' })).not.toBeInTheDocument(),
      );
      expect(dialog.getByRole('button', { name: '7:30 a.m.' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      // What was typed stays.
      expect(dialog.getByLabelText(/Full Name/)).toHaveValue('Jordan Lee');
    },
  );

  it(
    'sends a retry after a failure under the same key, and another time under another (issue 38)',
    { timeout: 20_000 },
    async () => {
      serveSlots([STARTS]);
      const keys: (string | null)[] = [];
      server.use(
        http.post('*/api/lawyers/42/bookings', ({ request }) => {
          keys.push(request.headers.get('idempotency-key'));
          // The API went down (or the connection dropped) after it may have booked.
          return HttpResponse.json({ message: 'Unavailable' }, { status: 503 });
        }),
      );
      const { user, dialog } = await openDialog();
      await user.click(await dialog.findByRole('button', { name: '7:00 a.m.' }));
      await user.click(dialog.getByRole('radio', { name: 'Video' }));
      await user.type(dialog.getByLabelText(/Full Name/), 'Jordan Lee');
      await user.type(dialog.getByLabelText(/Email Address/), 'jordan@example.com');
      const send = dialog.getByRole('button', { name: 'Book this time' });
      await user.click(send);
      expect(await dialog.findByRole('alert')).toBeVisible();
      await waitFor(() => expect(send).toBeEnabled());
      await user.click(send);
      await waitFor(() => expect(keys).toHaveLength(2));
      // The same booking again: one request for the API, answered once.
      expect(keys[1]).toBe(keys[0]);

      await waitFor(() => expect(send).toBeEnabled());
      await user.click(dialog.getByRole('button', { name: '7:30 a.m.' }));
      await user.click(send);
      await waitFor(() => expect(keys).toHaveLength(3));
      // Another time is another request.
      expect(keys[2]).not.toBe(keys[0]);
      expect(keys[2]!.split('.')[0]).toBe(keys[0]!.split('.')[0]);
    },
  );

  it('keeps today’s request form for a lawyer who takes no bookings', async () => {
    serveSlots([[]], (options) => ({
      ...slotsAnswer(options),
      bookable: false,
      slotMinutes: null,
      meetingModes: [],
    }));
    const user = userEvent.setup();
    renderForm(<ConsultationDialog lawyerId={42} lawyerName="Avery Tremblay" />);
    const dialog = await openInquiryDialog(user, 'Schedule Consultation', TITLE);
    expect(within(dialog).getByLabelText(/Preferred Date/)).toBeVisible();
    expect(within(dialog).queryByRole('group', { name: 'Day' })).not.toBeInTheDocument();
  });

  // Issue 37: a prefilled field must be sent, not only shown.
  it.each([
    ['client', 'Sam', 'Roy', 'sam@example.com'],
    ['lawyer', 'Avery', 'Tremblay', 'avery@law.ca'],
  ] as const)(
    'books with the prefilled name and e-mail of a signed-in %s',
    { timeout: 20_000 },
    async (role, firstName, lastName, email) => {
      serveSlots([STARTS]);
      signInAs(makeUser({ role, firstName, lastName, email }));
      const posts: Record<string, unknown>[] = [];
      server.use(
        http.post('*/api/lawyers/42/bookings', async ({ request }) => {
          posts.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json(
            summaryAnswer({ startsAt: '2026-12-01T13:00:00.000Z', visitorZone: 'America/Regina' }),
            { status: 201 },
          );
        }),
      );
      const { user, dialog } = await openDialog();
      const name = `${firstName} ${lastName}`;
      await waitFor(() => expect(dialog.getByLabelText(/Full Name/)).toHaveValue(name));
      expect(dialog.getByLabelText(/Email Address/)).toHaveValue(email);

      await user.click(await dialog.findByRole('button', { name: '7:00 a.m.' }));
      await user.click(dialog.getByRole('radio', { name: 'Video' }));
      await user.click(dialog.getByRole('button', { name: 'Book this time' }));

      expect(await dialog.findByText('Your consultation is booked')).toBeVisible();
      // Booked at once (a verified account): its calendar file, for the signed-in owner.
      expect(dialog.getByRole('link', { name: /Add to calendar \(\.ics\)/ })).toHaveAttribute(
        'href',
        '/api/bookings/7/calendar?locale=en',
      );
      expect(dialog.queryByText(/Please correct/)).not.toBeInTheDocument();
      expect(posts).toEqual([expect.objectContaining({ name, email })]);
    },
  );

  // Issue 37 item 2: a Winnipeg visitor read 9:00 a.m. on the page and 8:00 a.m. in the e-mail.
  it(
    'shows the server’s times whatever the browser’s own zone rules say, and books on its clock',
    { timeout: 20_000 },
    async () => {
      process.env.TZ = 'America/Winnipeg';
      // 14:00 UTC on Monday, March 9, 2026, the day after clocks sprang forward: the browser's
      // rules say 9:00 a.m. in Winnipeg; this server's database says 8:00 a.m., and it is the one
      // clock the e-mail and the calendar file use. The page must show the server's.
      const startsAt = '2026-03-09T14:00:00.000Z';
      const serverText = 'Monday, March 9, 2026, 8:00 a.m. Central Time (Winnipeg, UTC−6)';
      const { asked } = serveSlots([[startsAt]], (options) => {
        const answer = slotsAnswer(options);
        return {
          ...answer,
          slots: answer.slots.map((slot) => ({ ...slot, time: '8:00 a.m.', text: serverText })),
        };
      });
      const booked = summaryAnswer({ startsAt, visitorZone: 'America/Winnipeg' });
      server.use(
        http.post('*/api/lawyers/42/bookings', () =>
          HttpResponse.json(
            {
              ...booked,
              when: { ...booked.when, visitor: { ...booked.when.visitor!, text: serverText } },
            },
            { status: 201 },
          ),
        ),
      );
      const { user, dialog } = await openDialog();
      expect(await dialog.findByText('Times shown in Central Time (Winnipeg).')).toBeVisible();
      expect(asked[0]?.get('timeZone')).toBe('America/Winnipeg');
      const times = dialog.getByRole('group', { name: /Open times on Monday, March 9, 2026/ });
      expect(within(times).getByRole('button').textContent).toBe('8:00 a.m.');
      expect(dialog.queryByText(/9:00 a\.m\./)).not.toBeInTheDocument();
      await user.click(within(times).getByRole('button', { name: '8:00 a.m.' }));
      expect(dialog.getByText(`Chosen: ${serverText}`)).toBeVisible();
      await user.click(dialog.getByRole('radio', { name: 'Video' }));
      await user.type(dialog.getByLabelText(/Full Name/), 'Jordan Lee');
      await user.type(dialog.getByLabelText(/Email Address/), 'jordan@example.com');
      await user.click(dialog.getByRole('button', { name: 'Book this time' }));
      expect(await dialog.findByText(`Your time: ${serverText}`)).toBeVisible();
      expect(dialog.queryByText(/9:00 a\.m\./)).not.toBeInTheDocument();
    },
  );
});
