// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server.ts';
import { slotsAnswer } from '../features/bookings/testing.ts';
import { createQueryClient } from '../lib/query/query-client.ts';
import LawyerInquiryRoute, { action, loader } from './lawyer-inquiry.tsx';

const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'America/Regina';
});
afterEach(() => {
  process.env.TZ = zone;
});

const STARTS = ['2026-12-01T13:00:00.000Z', '2026-12-02T14:00:00.000Z'];

/** The server's slots, on the clock of the zone the request names (the lawyer's without one). */
function serveLawyer(change: (slots: ReturnType<typeof slotsAnswer>) => object = (slots) => slots) {
  const asked: (string | null)[] = [];
  server.use(
    http.get('*/api/lawyers/42', () => HttpResponse.json({ id: 42, name: 'Avery Tremblay' })),
    http.get('*/api/lawyers/42/slots', ({ request }) => {
      const visitorZone = new URL(request.url).searchParams.get('timeZone');
      asked.push(visitorZone);
      return HttpResponse.json(
        change(slotsAnswer({ starts: STARTS, visitorZone, meetingModes: ['video'] })),
      );
    }),
  );
  return asked;
}

const ATTEMPT = '0f8fad5b-d9cb-469f-a165-70867728950e';

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request('http://localhost/lawyer/42/consultation', {
    method: 'POST',
    body,
  });
  return action({ request, params: { id: '42' }, context: {} } as never);
}

describe('the consultation page of a bookable lawyer (the dialog without JavaScript)', () => {
  it('offers the open slots as radio buttons grouped by day', async () => {
    const asked = serveLawyer();
    const Stub = createRoutesStub([
      {
        path: '/lawyer/:id/consultation',
        Component: LawyerInquiryRoute as never,
        HydrateFallback: () => null,
        loader: loader as never,
        action: action as never,
      },
    ]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Stub initialEntries={['/lawyer/42/consultation']} />
      </QueryClientProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Book a consultation' });
    // The loader's slots are on the lawyer's clock; in the browser, asked again on the visitor's
    // (by name: the server writes the times), and shown as the server wrote them.
    expect(await within(form).findByText('Times shown in Central Time (Regina).')).toBeVisible();
    expect(asked).toEqual([null, 'America/Regina']);
    expect(
      within(form).getByText('The lawyer’s office is on Atlantic Time (Halifax).'),
    ).toBeVisible();
    const tuesday = within(form).getByRole('group', { name: 'Tuesday, December 1, 2026' });
    expect(within(tuesday).getByRole('radio', { name: '7:00 a.m.' })).toHaveAttribute(
      'name',
      'startsAt',
    );
    expect(within(form).getByRole('radio', { name: 'Video' })).toBeChecked();
    expect(form.querySelector('input[name="attempt"]')).toHaveAttribute(
      'value',
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    expect(within(form).queryByLabelText(/Preferred Date/)).not.toBeInTheDocument();
  });

  it('keeps the request form for a lawyer who takes no bookings', async () => {
    serveLawyer((slots) => ({ ...slots, bookable: false, days: [], slots: [] }));
    const Stub = createRoutesStub([
      {
        path: '/lawyer/:id/consultation',
        Component: LawyerInquiryRoute as never,
        HydrateFallback: () => null,
        loader: loader as never,
      },
    ]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Stub initialEntries={['/lawyer/42/consultation']} />
      </QueryClientProvider>,
    );
    expect(await screen.findByLabelText(/Preferred Date/)).toBeVisible();
  });

  it('books with the form’s key, and says a taken slot at the form’s head', async () => {
    const seen: { body: unknown; key: string | null }[] = [];
    let status = 201;
    server.use(
      http.post('*/api/lawyers/42/bookings', async ({ request }) => {
        seen.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return status === 201
          ? HttpResponse.json(
              {
                id: 7,
                lawyerId: 42,
                lawyerName: 'Avery Tremblay',
                timeZone: 'America/Halifax',
                startsAt: '2026-12-01T13:00:00.000Z',
                endsAt: '2026-12-01T13:30:00.000Z',
                meetingMode: 'video',
                status: 'booked',
              },
              { status: 201 },
            )
          : HttpResponse.json(
              {
                message: 'This time is no longer available. Please choose another one',
                issues: [{ path: ['startsAt'], message: 'This time is no longer available.' }],
              },
              { status: 409 },
            );
      }),
    );
    const fields = {
      startsAt: '2026-12-01T13:00:00.000Z',
      meetingMode: 'video',
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '',
      message: '',
      website: '',
      attempt: ATTEMPT,
    };
    const done = (await post(fields)) as { done?: boolean; booking?: { id: number } };
    expect(done.done).toBe(true);
    expect(done.booking?.id).toBe(7);
    expect(seen[0]).toMatchObject({
      key: ATTEMPT,
      body: { startsAt: '2026-12-01T13:00:00.000Z', meetingMode: 'video', locale: 'en' },
    });

    status = 409;
    const taken = (await post(fields)) as {
      init: ResponseInit;
      data: { result: { error: Record<string, string[]> } };
    };
    expect(taken.init.status).toBe(409);
    expect(taken.data.result.error['']).toEqual([
      'This time was just booked by someone else. The open times are up to date again: please choose another one.',
    ]);
    expect(taken.data.result.error.startsAt).toEqual(['This time is no longer available.']);

    const empty = (await post({ ...fields, startsAt: '' })) as { init: ResponseInit };
    expect(empty.init.status).toBe(400);
    expect(seen).toHaveLength(2);
  });
});
