// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { renderToaster } from '../auth/testing.tsx';
import { AuditLog } from './audit-log.tsx';
import { ContactMessages } from './contact-messages.tsx';
import { LawyersList } from './lawyers-list.tsx';
import { Privacy } from './privacy.tsx';
import { makeAdminLawyerRow, paged } from './testing.ts';
import { VerificationQueue } from './verification-queue.tsx';

function renderSection(Component: () => React.ReactNode, url = '/admin/x') {
  renderToaster();
  return renderAt({ url, path: '/admin/x', Component });
}

describe('the verification queue', () => {
  it('lists pending requests and verifies one with the licence details', async () => {
    const user = userEvent.setup();
    const lawyer = makeAdminLawyerRow({ id: 7, name: 'Robin Quill' });
    let decision: unknown;
    server.use(
      http.get('*/api/admin/verifications', () =>
        HttpResponse.json(paged('lawyers', decision ? [] : [lawyer])),
      ),
      http.post('*/api/admin/lawyers/7/verification', async ({ request }) => {
        decision = await request.json();
        return HttpResponse.json({}, { status: 200 });
      }),
    );
    renderSection(VerificationQueue);

    const form = await screen.findByRole('form', { name: 'Decision on Robin Quill' });
    expect(screen.getByText('1 request waiting')).toBeVisible();
    expect(within(form).getByLabelText(/Licence number/)).toHaveValue('LSO-5544');
    expect(within(form).getByLabelText(/Law society/)).toHaveValue('law-society-of-ontario');

    await user.click(within(form).getByRole('button', { name: 'Verify licence' }));
    expect(await within(form).findByText('Please choose the licence class')).toBeVisible();
    expect(decision).toBeUndefined();

    await user.selectOptions(within(form).getByLabelText(/Licence class/), 'Lawyer — practising');
    await user.click(within(form).getByRole('button', { name: 'Verify licence' }));
    expect(await screen.findByText('Robin Quill is verified')).toBeInTheDocument();
    expect(decision).toEqual({
      decision: 'verify',
      licenceNumber: 'LSO-5544',
      regulator: 'law-society-of-ontario',
      licenceClass: 'Lawyer — practising',
    });
    expect(await screen.findByText('No lawyer is waiting for verification.')).toBeVisible();
  });

  it('rejects with a reason the schema checks', async () => {
    const user = userEvent.setup();
    let decision: unknown;
    server.use(
      http.get('*/api/admin/verifications', () =>
        HttpResponse.json(paged('lawyers', [makeAdminLawyerRow({ id: 8, name: 'Sam Okafor' })])),
      ),
      http.post('*/api/admin/lawyers/8/verification', async ({ request }) => {
        decision = await request.json();
        return HttpResponse.json({ message: 'This request was already decided' }, { status: 409 });
      }),
    );
    renderSection(VerificationQueue);

    const form = await screen.findByRole('form', { name: 'Decision on Sam Okafor' });
    await user.click(within(form).getByRole('radio', { name: 'Reject' }));
    await user.type(within(form).getByLabelText(/Reason/), 'Too short');
    await user.click(within(form).getByRole('button', { name: 'Reject request' }));
    expect(
      await within(form).findByText('Please give the lawyer a reason (at least 10 characters)'),
    ).toBeVisible();

    await user.type(within(form).getByLabelText(/Reason/), ': not on the roll');
    await user.click(within(form).getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText('This request was already decided')).toBeInTheDocument();
    expect(decision).toEqual({ decision: 'reject', reason: 'Too short: not on the roll' });
  });
});

describe('the lawyers list', () => {
  it('searches, filters by visibility and hides a profile with a reason', async () => {
    const user = userEvent.setup();
    const queries: URLSearchParams[] = [];
    let hidden: unknown;
    server.use(
      http.get('*/api/admin/lawyers', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          paged('lawyers', [makeAdminLawyerRow({ id: 9, name: 'Avery Tremblay' })], 41),
        );
      }),
      http.post('*/api/admin/lawyers/9/hide', async ({ request }) => {
        hidden = await request.json();
        return HttpResponse.json({});
      }),
    );
    renderSection(LawyersList);

    expect(await screen.findByText('41 lawyers')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Name, firm or e-mail' }), 'avery');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Visibility'), 'hidden');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/admin/x?search=avery&visibility=hidden',
      ),
    );
    await waitFor(() => expect(queries.at(-1)?.get('visibility')).toBe('hidden'));
    expect(queries.at(-1)?.get('search')).toBe('avery');

    await user.click(screen.getByRole('button', { name: 'Hide: Avery Tremblay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Avery Tremblay?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(
      await within(dialog).findByText('Please give a reason (at least 5 characters)'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Complaint from the law society');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Avery Tremblay is hidden')).toBeInTheDocument();
    expect(hidden).toEqual({ reason: 'Complaint from the law society' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('contact messages', () => {
  it('marks a message handled', async () => {
    const user = userEvent.setup();
    let handled = false;
    const message = {
      id: 3,
      name: 'Jordan Client',
      email: 'jordan@example.com',
      phone: null,
      category: 'general',
      subject: 'A question about fees',
      message: 'How much does a listing cost?',
      handledAt: null,
      createdAt: '2026-11-02T15:00:00.000Z',
    };
    server.use(
      http.get('*/api/admin/contact-messages', () =>
        HttpResponse.json(
          paged('messages', [
            handled ? { ...message, handledAt: '2026-11-03T15:00:00.000Z' } : message,
          ]),
        ),
      ),
      http.post('*/api/admin/contact-messages/3/handled', () => {
        handled = true;
        return HttpResponse.json({ ...message, handledAt: '2026-11-03T15:00:00.000Z' });
      }),
    );
    renderSection(ContactMessages);

    expect(await screen.findByText('How much does a listing cost?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mark handled: A question about fees' }));
    expect(await screen.findByText('Marked as handled')).toBeInTheDocument();
    expect(await screen.findByText(/^Handled /)).toBeVisible();
  });
});

describe('privacy', () => {
  it('finds an account by e-mail and deletes it after confirmation', async () => {
    const user = userEvent.setup();
    let deleted = false;
    server.use(
      http.get('*/api/admin/incidents', () => HttpResponse.json([])),
      http.get('*/api/admin/users', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('email') === 'jordan'
            ? [
                {
                  id: 12,
                  email: 'jordan@example.com',
                  firstName: 'Jordan',
                  lastName: 'Client',
                  role: 'client',
                  lawyerId: null,
                  createdAt: '2026-01-05T00:00:00.000Z',
                },
              ]
            : [],
        ),
      ),
      http.delete('*/api/admin/users/12', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderSection(Privacy);

    expect(await screen.findByText('No incident has been recorded.')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'E-mail address' }), 'jordan');
    await user.click(screen.getByRole('button', { name: 'Find accounts' }));
    expect(await screen.findByText('jordan@example.com')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the account jordan@example.com?',
    });
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete the account' }));
    expect(
      await screen.findByText('The account jordan@example.com was deleted'),
    ).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it('records an incident, checked by the shared schema', async () => {
    const user = userEvent.setup();
    let created: unknown;
    server.use(
      http.get('*/api/admin/incidents', () => HttpResponse.json([])),
      http.post('*/api/admin/incidents', async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderSection(Privacy);

    await user.click(await screen.findByRole('button', { name: 'Record an incident' }));
    await user.type(screen.getByLabelText(/^Title/), 'Mail sent to the wrong lawyer');
    await user.type(
      screen.getByLabelText(/What happened/),
      'A request was e-mailed to a lawyer it was not meant for.',
    );
    await user.type(screen.getByLabelText(/Happened on/), '2026-11-02');
    await user.type(screen.getByLabelText(/Discovered on/), '2026-11-01');
    await user.type(screen.getByLabelText(/Who was affected/), 'One client');
    await user.type(screen.getByLabelText(/Personal information involved/), 'Name and e-mail');
    await user.click(
      screen.getByRole('checkbox', { name: 'Reported to the privacy commissioner' }),
    );
    await user.click(screen.getByRole('button', { name: 'Record incident' }));
    expect(
      await screen.findByText('It cannot have been discovered before it happened'),
    ).toBeVisible();
    expect(screen.getByText('Please enter when it was reported')).toBeVisible();
    expect(created).toBeUndefined();

    await user.clear(screen.getByLabelText(/Discovered on/));
    await user.type(screen.getByLabelText(/Discovered on/), '2026-11-03');
    await user.type(screen.getByLabelText(/Reported on/), '2026-11-04');
    await user.click(screen.getByRole('button', { name: 'Record incident' }));
    expect(await screen.findByText('The incident was recorded')).toBeInTheDocument();
    expect(created).toMatchObject({
      title: 'Mail sent to the wrong lawyer',
      discoveredOn: '2026-11-03',
      reportedToRegulator: true,
      reportedOn: '2026-11-04',
      riskOfSignificantHarm: false,
    });
  });

  it('runs retention and shows what it did', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/admin/incidents', () => HttpResponse.json([])),
      http.post('*/api/admin/retention/run', () =>
        HttpResponse.json({
          ranAt: '2026-11-05T10:00:00.000Z',
          inquiriesAnonymised: 4,
          siteContactMessagesAnonymised: 2,
          analyticsEventsDeleted: 1500,
          sessionsDeleted: 12,
          incidentsDeleted: 0,
        }),
      ),
    );
    renderSection(Privacy);

    await user.click(await screen.findByRole('button', { name: 'Run retention now' }));
    expect(await screen.findByText('Requests anonymised')).toBeVisible();
    expect(screen.getByText('Requests anonymised').nextSibling).toHaveTextContent('4');
    expect(screen.getByText('Analytics events deleted').nextSibling).toHaveTextContent('1,500');
    expect(await screen.findByText('Retention ran')).toBeInTheDocument();
  });
});

describe('the audit log', () => {
  it('filters by action', async () => {
    const user = userEvent.setup();
    const actions: (string | null)[] = [];
    server.use(
      http.get('*/api/admin/audit-log', ({ request }) => {
        actions.push(new URL(request.url).searchParams.get('action'));
        return HttpResponse.json(
          paged('entries', [
            {
              id: '1',
              actorId: 1,
              actorEmail: 'admin@example.com',
              action: 'lawyer.verify',
              targetType: 'lawyer',
              targetId: '7',
              details: { licenceNumber: 'LSO-5544' },
              createdAt: '2026-11-02T15:00:00.000Z',
            },
          ]),
        );
      }),
    );
    renderSection(AuditLog);

    expect(await screen.findByText('By admin@example.com · lawyer 7')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Action'), 'lawyer.verify');
    await waitFor(() => expect(actions.at(-1)).toBe('lawyer.verify'));
    expect(screen.getByTestId('location').textContent).toBe('/admin/x?action=lawyer.verify');
  });
});
