// @vitest-environment jsdom
import type { Inquiry } from '@cld/contract/inquiries';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeMyProfile } from '../../../test/factories.ts';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { makeUser, renderToaster, signInAs } from '../auth/testing.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const myProfile = (overrides: Parameters<typeof makeMyProfile>[0] = {}) =>
  makeMyProfile({ isVerified: true, ...overrides });

function makeRequest(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    kind: 'contact',
    id: 7,
    lawyerId: 1,
    name: 'Jordan Client',
    email: 'jordan@example.com',
    phone: '6135550199',
    legalIssue: 'Divorce',
    message: 'I would like to discuss my separation.',
    createdAt: '2026-11-02T15:00:00.000Z',
    isRead: false,
    repliedAt: null,
    ...overrides,
  } as Inquiry;
}

function serveDashboard({
  profile,
  requests = [],
}: {
  profile: ReturnType<typeof myProfile> | null;
  requests?: Inquiry[];
}) {
  signInAs(makeUser({ firstName: 'Avery', lastName: 'Tremblay' }));
  server.use(
    http.get('*/api/lawyers/my-profile', () =>
      profile
        ? HttpResponse.json(profile)
        : HttpResponse.json({ message: 'You have no lawyer profile yet' }, { status: 404 }),
    ),
    http.get('*/api/lawyers/my-contact-requests', () => HttpResponse.json(requests)),
    http.get('*/api/lawyers/my-activity', () =>
      HttpResponse.json({ profileViews30Days: 1234, requests30Days: 7 }),
    ),
    http.get('*/api/cities', () => HttpResponse.json([{ city: 'Ottawa', count: 4 }])),
  );
}

function renderDashboard() {
  renderToaster();
  return renderAt({
    url: '/lawyer-dashboard',
    path: '/lawyer-dashboard',
    Component: DashboardPage,
  });
}

describe('the lawyer dashboard', () => {
  it('welcomes the lawyer and starts in create mode without a profile', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: null });
    renderDashboard();

    expect(await screen.findByText('Welcome back, Avery Tremblay')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Directory' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('heading', { name: 'Create Profile' })).toBeVisible();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Avery Tremblay');

    await user.click(screen.getByRole('tab', { name: 'Contact Requests' }));
    expect(screen.getByRole('heading', { name: 'Create Your Profile First' })).toBeVisible();
    expect(
      screen.getByText(
        'You need to create your lawyer profile before you can receive contact requests.',
      ),
    ).toBeVisible();
  });

  it('checks every field of the profile before saving', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: null });
    renderDashboard();

    await user.clear(await screen.findByLabelText(/Full Name/));
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    for (const message of [
      'Name is required',
      'Phone is required',
      'Practice area is required',
      'Province is required',
      'City is required',
      'Location is required',
      'Address is required',
      'Experience is required',
      'Hourly rate is required',
      'Fee structure is required',
      'Bio must be at least 10 characters',
      'At least one specialization is required',
      'At least one language is required',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
  });

  it('creates the profile, says so, and switches to update mode', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: null });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/lawyers/profile', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(myProfile({ id: 42 }), { status: 201 });
      }),
    );
    renderDashboard();

    await user.type(await screen.findByLabelText(/^Phone/), '613-555-0142');
    await user.selectOptions(screen.getByLabelText(/Practice Area/), 'Family Law');
    await user.selectOptions(screen.getByLabelText(/Province/), 'ON');
    await user.selectOptions(await screen.findByRole('combobox', { name: /^City/ }), 'Ottawa');
    await user.type(screen.getByLabelText(/^Location/), 'Downtown Ottawa');
    await user.type(screen.getByLabelText(/Office Address/), '1 Wellington St');
    await user.type(screen.getByLabelText(/Years of Experience/), '8');
    await user.type(screen.getByLabelText(/Hourly Rate/), '250');
    await user.click(screen.getByRole('checkbox', { name: 'Retainer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hourly' }));
    await user.type(screen.getByLabelText(/Professional Bio/), 'Family lawyer in Ottawa.');
    await user.type(screen.getByLabelText(/Specializations/), 'Divorce, Child Custody');
    await user.type(screen.getByLabelText(/Languages/), 'English, French');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('Profile created successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Update Profile' })).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({
        name: 'Avery Tremblay',
        email: 'avery@tremblay.example.com',
        city: 'Ottawa',
        province: 'ON',
        experience: 8,
        hourlyRate: 250,
        feeStructure: 'Hourly, Retainer',
        specializations: ['Divorce', 'Child Custody'],
        languages: ['English', 'French'],
      }),
    ]);
  });

  it('shows the server’s message when saving fails', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile() });
    server.use(
      http.put('*/api/lawyers/profile', () =>
        HttpResponse.json(
          {
            message: 'Invalid profile',
            issues: [{ path: ['city'], message: 'Please select a city of the chosen province' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Invalid profile')).toBeInTheDocument();
    expect(screen.getByText('Please select a city of the chosen province')).toBeVisible();
  });

  it('says when no requests have arrived yet', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile() });
    renderDashboard();

    await user.click(await screen.findByRole('tab', { name: 'Contact Requests' }));
    expect(await screen.findByRole('heading', { name: 'No Contact Requests Yet' })).toBeVisible();
    expect(
      screen.getByText('Client inquiries will appear here once your profile is live.'),
    ).toBeVisible();
  });

  it('lists requests with ways to call and write back', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile(), requests: [makeRequest()] });
    renderDashboard();

    await user.click(await screen.findByRole('tab', { name: 'Contact Requests' }));
    const item = (
      await screen.findByRole('heading', { name: 'Request from Jordan Client' })
    ).closest('li')!;
    expect(within(item).getByText('Divorce')).toBeVisible();
    expect(within(item).getByText('I would like to discuss my separation.')).toBeVisible();
    expect(within(item).getByRole('link', { name: 'jordan@example.com' })).toHaveAttribute(
      'href',
      'mailto:jordan@example.com',
    );
    expect(within(item).getByRole('link', { name: 'Call Jordan Client' })).toHaveAttribute(
      'href',
      'tel:6135550199',
    );
    expect(within(item).getByRole('link', { name: 'Email Jordan Client' })).toHaveAttribute(
      'href',
      'mailto:jordan@example.com',
    );
  });

  it('shows the profile’s views and requests of the last 30 days', async () => {
    serveDashboard({ profile: myProfile() });
    renderDashboard();
    const activity = await screen.findByRole('region', {
      name: 'Your profile in the last 30 days',
    });
    expect(await within(activity).findByText('1,234')).toBeVisible();
    expect(within(activity).getByText('Profile views, last 30 days')).toBeVisible();
    expect(within(activity).getByText('7')).toBeVisible();
    expect(within(activity).getByText('Requests, last 30 days')).toBeVisible();
  });

  it('shows no figures before the lawyer has a profile', async () => {
    serveDashboard({ profile: null });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Create Profile' })).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Your profile in the last 30 days' }),
    ).not.toBeInTheDocument();
  });

  it('shows the account and the profile’s verification in settings', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile({ isVerified: false }) });
    renderDashboard();

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(screen.getByText('avery@tremblay.example.com')).toBeVisible();
    expect(screen.getByText('Lawyer')).toBeVisible();
    expect(screen.getByText('Unverified')).toBeVisible();
    expect(await screen.findByText('Your lawyer profile is pending verification')).toBeVisible();
    expect(screen.getByText('Pending')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
  });

  it('signs out everywhere through the API', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile() });
    let called = false;
    server.use(
      http.post('*/api/auth/logout-everywhere', () => {
        called = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderDashboard();

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('You have been signed out on every device.')).toBeVisible();
    expect(called).toBe(true);
  });
});
