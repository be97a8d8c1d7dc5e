// @vitest-environment jsdom
import type { MyProfile } from '@cld/contract/my-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeMyProfile } from '../../../test/factories.ts';
import { FrenchPage } from '../../../test/french-page.tsx';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { makeUser, renderToaster, signInAs } from '../auth/testing.tsx';
import { DashboardPage } from './dashboard-page.tsx';

/** The dashboard of a lawyer whose profile is `profile`; answers each saved body. */
function serveProfile(profile: MyProfile) {
  signInAs(makeUser({ firstName: 'Avery', lastName: 'Tremblay' }));
  const saved: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/lawyers/my-profile', () => HttpResponse.json(profile)),
    http.get('*/api/lawyers/my-activity', () =>
      HttpResponse.json({ profileViews30Days: 3, requests30Days: 1 }),
    ),
    http.get('*/api/cities', () => HttpResponse.json([{ city: 'Toronto', count: 4 }])),
    http.put('*/api/lawyers/profile', async ({ request }) => {
      saved.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(profile);
    }),
  );
  return saved;
}

function renderDashboard({ french = false } = {}) {
  renderToaster();
  return renderAt({
    url: '/lawyer-dashboard',
    path: '/lawyer-dashboard',
    Component: french
      ? () => (
          <FrenchPage>
            <DashboardPage />
          </FrenchPage>
        )
      : DashboardPage,
  });
}

const profileOf = (overrides: Partial<MyProfile> = {}) =>
  makeMyProfile({ location: 'Toronto downtown', city: 'Toronto', ...overrides });

const group = (name: string | RegExp) => screen.getByRole('group', { name });

// A long form typed into key by key: more than the default five seconds on a shared machine.
vi.setConfig({ testTimeout: 40_000 });

describe('the profile form’s practice details', () => {
  it('offers other practice areas and the specializations of each', async () => {
    const user = userEvent.setup();
    const saved = serveProfile(
      profileOf({
        practiceAreas: ['Family Law'],
        specializations: ['Divorce', 'Grandparents’ Rights'],
      }),
    );
    renderDashboard();

    const others = await screen.findByRole('group', { name: /Other practice areas/ });
    // The primary area is not offered again.
    expect(within(others).queryByRole('checkbox', { name: 'Family Law' })).toBeNull();
    for (const area of ['Criminal Law', 'Tax Law', 'Immigration Law', 'Employment Law']) {
      await user.click(within(others).getByRole('checkbox', { name: area }));
    }
    // Four others at most: the rest wait.
    expect(within(others).getByRole('checkbox', { name: 'Corporate Law' })).toBeDisabled();
    await user.click(within(others).getByRole('checkbox', { name: 'Employment Law' }));
    expect(within(others).getByRole('checkbox', { name: 'Corporate Law' })).toBeEnabled();

    // Each area's specializations; a saved one the lists lack stays ticked as the lawyer's own.
    expect(within(group('Family Law')).getByRole('checkbox', { name: 'Divorce' })).toBeChecked();
    const own = group('Your other specializations');
    expect(within(own).getByRole('checkbox', { name: 'Grandparents’ Rights' })).toBeChecked();
    await user.click(
      within(group('Criminal Law')).getByRole('checkbox', { name: 'Impaired Driving' }),
    );
    await user.type(screen.getByLabelText(/Other specializations/), 'Elder Law');

    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      practiceArea: 'Family Law',
      otherPracticeAreas: ['Criminal Law', 'Tax Law', 'Immigration Law'],
      specializations: ['Divorce', 'Grandparents’ Rights', 'Impaired Driving', 'Elder Law'],
    });
  });

  it('names the specializations in French on a French page, storing the English', async () => {
    serveProfile(profileOf({ practiceAreas: ['Family Law'], specializations: ['Child Support'] }));
    renderDashboard({ french: true });
    const family = await screen.findByRole('group', { name: 'Droit de la famille' });
    const support = await within(family).findByRole('checkbox', {
      name: 'Pension alimentaire pour enfants',
    });
    expect(support).toBeChecked();
    expect(support).toHaveAttribute('value', 'Child Support');
  });

  it('sets fees, flat-fee rows and funding, the legal-aid plan named for the province', async () => {
    const user = userEvent.setup();
    const saved = serveProfile(
      profileOf({
        flatFees: [{ service: 'Will', minPrice: 400, maxPrice: null }],
      }),
    );
    renderDashboard();

    const fees = await screen.findByRole('group', { name: 'Fees' });
    await user.click(within(fees).getByRole('checkbox', { name: 'Free first consultation' }));
    const minutes = within(fees).getByLabelText(/Length of the free consultation/);
    expect(minutes).toHaveValue(30);
    await user.clear(minutes);
    await user.type(minutes, '45');

    const flat = within(fees).getByRole('group', { name: /Flat-fee services/ });
    expect(within(flat).getByLabelText('Service')).toHaveValue('Will');
    await user.click(within(flat).getByRole('button', { name: 'Add a service' }));
    const second = within(flat).getByRole('group', { name: 'Service 2' });
    await user.type(within(second).getByLabelText('Service'), 'Uncontested divorce');
    await user.type(within(second).getByLabelText(/lowest price/), '1500');
    await user.type(within(second).getByLabelText(/Highest price/), '2500');
    await user.click(within(flat).getByRole('button', { name: 'Add a service' }));
    await user.click(within(flat).getByRole('button', { name: 'Remove service 1' }));
    // The blank row left at the end is dropped when saving.
    expect(within(flat).getAllByLabelText('Service')).toHaveLength(2);

    await user.click(within(fees).getByRole('checkbox', { name: 'Sliding scale based on income' }));
    const funding = group('Funding you accept');
    await user.click(
      within(funding).getByRole('checkbox', { name: 'Legal aid: Legal Aid Ontario' }),
    );
    await user.click(within(funding).getByRole('checkbox', { name: 'Pro bono programs' }));

    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      freeConsultationMinutes: 45,
      flatFees: [{ service: 'Uncontested divorce', minPrice: 1500, maxPrice: 2500 }],
      feeOffers: ['sliding-scale'],
      funding: ['legal-aid', 'pro-bono'],
    });
  });

  it('edits each day’s office hours, meeting modes and a step-free entrance', async () => {
    const user = userEvent.setup();
    const saved = serveProfile(profileOf());
    renderDashboard();

    const monday = await screen.findByRole('group', { name: 'Monday' });
    await user.click(within(monday).getByRole('checkbox', { name: 'Closed' }));
    expect(within(monday).queryByLabelText('Opens')).toBeNull();

    const tuesday = group('Tuesday');
    await user.click(
      within(tuesday).getByRole('button', { name: 'Add a second opening on Tuesday' }),
    );
    const opens = within(tuesday).getByLabelText('Opens');
    await user.clear(opens);
    await user.type(opens, '08:00');
    const closes = within(tuesday).getByLabelText('Closes');
    await user.clear(closes);
    await user.type(closes, '12:00');
    expect(within(tuesday).getByLabelText('Opens again')).toHaveValue('13:00');

    const sunday = group('Sunday');
    await user.click(within(sunday).getByRole('checkbox', { name: 'Closed' }));
    expect(within(sunday).getByLabelText('Opens')).toHaveValue('09:00');

    const modes = group(/Ways to meet clients/);
    await user.click(within(modes).getByRole('checkbox', { name: 'Video' }));
    await user.click(within(group(/Step-free entrance/)).getByRole('radio', { name: 'Yes' }));

    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      meetingModes: ['in-person', 'video'],
      stepFreeAccess: true,
      officeHours: {
        mon: [],
        tue: [
          { opens: '08:00', closes: '12:00' },
          { opens: '13:00', closes: '17:00' },
        ],
        sun: [{ opens: '09:00', closes: '17:00' }],
      },
    });
  });
});

describe('a failed submit', () => {
  it('focuses the first field to correct and says how many there are', async () => {
    const user = userEvent.setup();
    const saved = serveProfile(profileOf());
    renderDashboard();

    const tuesday = await screen.findByRole('group', { name: 'Tuesday' });
    const closes = within(tuesday).getByLabelText('Closes');
    await user.clear(closes);
    await user.type(closes, '08:00');
    const modes = group(/Ways to meet clients/);
    await user.click(within(modes).getByRole('checkbox', { name: 'In person' }));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(
      await screen.findByText('2 fields need correcting. The first one is selected.'),
    ).toHaveAttribute('role', 'alert');
    // Meeting modes come before the office hours: the group's first box has the focus.
    const inPerson = within(modes).getByRole('checkbox', { name: 'In person' });
    await waitFor(() => expect(inPerson).toHaveFocus());
    expect(modes).toHaveAccessibleDescription('Choose at least one way to meet clients');
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(closes).toHaveAccessibleDescription('Closing time must be after opening time');
    expect(saved).toEqual([]);
  });

  it('focuses the field the API refused', async () => {
    const user = userEvent.setup();
    serveProfile(profileOf());
    server.use(
      http.put('*/api/lawyers/profile', () =>
        HttpResponse.json(
          {
            message: 'Invalid profile',
            issues: [
              { path: ['officeHours', 'wed', 0, 'opens'], message: 'Enter times as HH:MM' },
              { path: ['location'], message: 'Location is required' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    const location = screen.getByRole('textbox', { name: /^Location/ });
    await waitFor(() => expect(location).toHaveFocus());
    expect(location).toHaveAccessibleDescription(/Location is required/);
    // The API names the field; its message covers the office hours as a whole.
    expect(group(/^Office hours/)).toHaveAccessibleDescription(/Enter times as HH:MM/);
  });
});

describe('accepting new clients', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('says until when the answer is shown, and confirms it today', async () => {
    const user = userEvent.setup();
    const confirmedAt = new Date(Date.now() - 10 * DAY).toISOString();
    const profile = profileOf({
      acceptingClients: { accepting: true, confirmedAt },
      acceptingClientsStated: { accepting: true, confirmedAt },
    });
    serveProfile(profile);
    const bodies: unknown[] = [];
    const now = new Date().toISOString();
    server.use(
      http.post('*/api/lawyers/my-profile/accepting-clients', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          ...profile,
          acceptingClients: { accepting: false, confirmedAt: now },
          acceptingClientsStated: { accepting: false, confirmedAt: now },
        });
      }),
    );
    renderDashboard();

    const accepting = await screen.findByRole('group', { name: /Accepting new clients/ });
    expect(within(accepting).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(accepting).getByRole('status').textContent).toMatch(
      /^Last confirmed on \w+ \d+, \d{4}; shown until \w+ \d+, \d{4}\.$/,
    );
    await user.click(within(accepting).getByRole('radio', { name: 'No' }));
    expect(within(accepting).getByRole('status')).toHaveTextContent(
      'Confirming also saves this answer.',
    );
    await user.click(
      within(accepting).getByRole('button', { name: 'Confirm your answer about new clients' }),
    );
    await waitFor(() => expect(bodies).toEqual([{ accepting: false }]));
    expect(await screen.findByText(/Your answer is confirmed until/)).toBeInTheDocument();
  });

  it('says when the answer lapsed, and cannot confirm "not stated"', async () => {
    const user = userEvent.setup();
    const confirmedAt = '2026-01-02T10:00:00.000Z';
    serveProfile(
      profileOf({
        acceptingClients: null,
        acceptingClientsStated: { accepting: true, confirmedAt },
      }),
    );
    renderDashboard();

    const accepting = await screen.findByRole('group', { name: /Accepting new clients/ });
    expect(within(accepting).getByRole('status')).toHaveTextContent(
      'Lapsed on April 2, 2026: confirm it to show it again.',
    );
    const confirm = within(accepting).getByRole('button', { name: /Confirm/ });
    expect(confirm).toBeEnabled();
    await user.click(within(accepting).getByRole('radio', { name: 'Not stated' }));
    expect(confirm).toBeDisabled();
  });
});
