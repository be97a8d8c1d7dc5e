// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { makeUser, signInAs } from '../auth/testing.tsx';
import { makeRequest, myProfile, renderDashboard, serveDashboard } from './testing.tsx';
import { expectLinkTo } from '../../../test/links.ts';

describe('the lawyer dashboard', () => {
  it('welcomes the lawyer and starts in create mode without a profile', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: null });
    renderDashboard();

    expect(await screen.findByText('Welcome back, Avery Tremblay')).toBeVisible();
    expectLinkTo('View Directory', '/');
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

  it('creates the profile, says so, and switches to update mode', { timeout: 40_000 }, async () => {
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

    // The phone number, not the meeting mode of the same name.
    await user.type(await screen.findByRole('textbox', { name: /^Phone/ }), '613-555-0142');
    await user.selectOptions(screen.getByLabelText(/Practice Area/), 'Family Law');
    await user.selectOptions(screen.getByLabelText(/Province/), 'ON');
    await user.selectOptions(await screen.findByRole('combobox', { name: /^City/ }), 'Ottawa');
    await user.type(screen.getByLabelText(/^Location/), 'Downtown Ottawa');
    await user.type(screen.getByLabelText(/Office Address/), '1 Wellington St');
    // Typed as people do; sent as Canada Post writes it (issue 37).
    const postalCode = screen.getByRole('textbox', { name: 'Postal Code (optional)' });
    expect(postalCode).toHaveAttribute('autocomplete', 'postal-code');
    await user.type(postalCode, 'k1a0a9');
    await user.type(screen.getByLabelText(/Years of Experience/), '8');
    await user.type(screen.getByLabelText(/Hourly Rate/), '250');
    await user.click(screen.getByRole('checkbox', { name: 'Retainer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hourly' }));
    // The bio in French alone is enough (issue 19): two fields, each marked with its language.
    const bios = screen.getByRole('group', { name: /Professional Bio/ });
    expect(bios).toHaveAccessibleDescription(
      'Write it in English, in French or in both: either one is enough.',
    );
    expect(within(bios).getByLabelText('In English')).toHaveAttribute('lang', 'en');
    await user.type(within(bios).getByLabelText('In French'), 'Avocate en droit de la famille.');
    // The primary area's specializations to tick, and one of the lawyer's own.
    const family = screen.getByRole('group', { name: 'Family Law' });
    await user.click(within(family).getByRole('checkbox', { name: 'Divorce' }));
    await user.type(screen.getByLabelText(/Other specializations/), 'Child Custody');
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
        bioFr: 'Avocate en droit de la famille.',
        location: 'Downtown Ottawa',
        postalCode: 'K1A 0A9',
        otherPracticeAreas: [],
        flatFees: [],
        meetingModes: ['in-person'],
        officeHours: expect.objectContaining({
          sun: [],
          mon: [{ opens: '09:00', closes: '18:00' }],
        }),
      }),
    ]);
    expect(bodies[0]).not.toHaveProperty('bio');
  });

  it(
    'tells a verified lawyer before saving that a new name or firm withdraws the badge',
    {
      timeout: 30_000,
    },
    async () => {
      const user = userEvent.setup();
      serveDashboard({ profile: myProfile({ verificationStatus: 'verified' }) });
      const bodies: unknown[] = [];
      server.use(
        http.put('*/api/lawyers/profile', async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json(
            myProfile({ isVerified: false, verification: null, verificationStatus: 'pending' }),
          );
        }),
      );
      renderDashboard();

      const name = await screen.findByLabelText(/Full Name/);
      const submit = screen.getByRole('button', { name: 'Update Profile' });
      expect(screen.queryByText(/removes your verified badge/)).not.toBeInTheDocument();
      // Other fields keep the badge: no warning.
      await user.type(screen.getByLabelText('In English'), ' More.');
      expect(screen.queryByText(/removes your verified badge/)).not.toBeInTheDocument();

      await user.type(name, ' Jr');
      await user.type(screen.getByLabelText(/Firm Name/), ' Group');
      const warning = screen.getByText(
        'You changed full name and firm name. Saving removes your verified badge until an administrator checks your profile again.',
      );
      expect(warning).toBeVisible();
      expect(submit).toHaveAccessibleDescription(warning.textContent!);

      // Back as it was: the warning goes.
      await user.clear(screen.getByLabelText(/Firm Name/));
      await user.type(screen.getByLabelText(/Firm Name/), myProfile().firmName ?? '');
      await user.clear(name);
      await user.type(name, myProfile().name);
      expect(screen.queryByText(/removes your verified badge/)).not.toBeInTheDocument();

      await user.type(name, ' Jr');
      await user.click(submit);
      expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
      expect(bodies).toEqual([expect.objectContaining({ name: `${myProfile().name} Jr` })]);
    },
  );

  it('warns a lawyer waiting for verification that a new licence number re-queues it', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile({ isVerified: false, verificationStatus: 'pending' }) });
    renderDashboard();
    await user.type(await screen.findByLabelText(/Licence number/), '9');
    expect(
      screen.getByText(
        'You changed licence number. Saving sends your profile back to the end of the verification queue.',
      ),
    ).toBeVisible();
  });

  it('shows no warning to a lawyer who was never verified', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile({ isVerified: false, verificationStatus: 'unverified' }) });
    renderDashboard();
    await user.type(await screen.findByLabelText(/Full Name/), ' Jr');
    expect(screen.queryByText(/verified badge|verification queue/)).not.toBeInTheDocument();
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
    expectLinkTo('jordan@example.com', 'mailto:jordan@example.com', item);
    expectLinkTo('Call Jordan Client', 'tel:6135550199', item);
    expectLinkTo('Email Jordan Client', 'mailto:jordan@example.com', item);
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

  it('tells customers and administrators that profiles are not theirs to keep here', async () => {
    signInAs(makeUser({ role: 'client' }));
    const { unmount } = renderDashboard();
    expect(await screen.findAllByText(/This account is a customer account/)).not.toHaveLength(0);
    unmount();
    signInAs(makeUser({ role: 'admin' }));
    renderDashboard();
    expect(await screen.findAllByText(/This is an administrator account/)).not.toHaveLength(0);
    expect(screen.queryByText(/customer account/)).not.toBeInTheDocument();
  });

  it('shows no figures before the lawyer has a profile', async () => {
    serveDashboard({ profile: null });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Create Profile' })).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Your profile in the last 30 days' }),
    ).not.toBeInTheDocument();
  });

  it('shows the account and a self-reported licence in settings', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile({ isVerified: false, verification: null }) });
    renderDashboard();

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(screen.getByText('avery@tremblay.example.com')).toBeVisible();
    expect(screen.getByText('Lawyer')).toBeVisible();
    expect(screen.getByText('Self-reported')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request verification' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
  });

  it.each([
    [
      { verificationStatus: 'pending', verificationRequestedAt: '2026-11-02T15:00:00Z' },
      'Pending',
      'You asked for verification on November 2, 2026. An administrator will check your licence.',
    ],
    [
      {
        verificationStatus: 'verified',
        isVerified: true,
        verification: {
          regulator: 'barreau-du-quebec',
          verifiedAt: '2026-11-03T15:00:00Z',
          licenceNumber: '301234-5',
          demo: false,
        },
      },
      'Verified',
      'Licence verified with Barreau du Québec on November 3, 2026.',
    ],
    [
      { verificationStatus: 'rejected', rejectionReason: 'The licence number is not on the roll.' },
      'Rejected',
      'Your last request was not accepted: The licence number is not on the roll.',
    ],
  ] as const)('shows a %o verification', async (overrides, badge, text) => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile({ isVerified: false, verification: null, ...overrides }) });
    renderDashboard();

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(screen.getByText(badge)).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
  });

  it('requests verification and shows it pending', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile({ isVerified: false, verification: null }) });
    server.use(
      http.post('*/api/lawyers/my-profile/verification-request', () =>
        HttpResponse.json(
          myProfile({
            isVerified: false,
            verification: null,
            verificationStatus: 'pending',
            verificationRequestedAt: '2026-11-04T10:00:00Z',
          }),
        ),
      ),
    );
    renderDashboard();

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'Request verification' }));
    expect(await screen.findByText('Verification requested')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request verification' })).not.toBeInTheDocument();
  });

  it('explains what is missing and shows the API’s refusal', async () => {
    const user = userEvent.setup();
    serveDashboard({
      profile: myProfile({ isVerified: false, verification: null, licenceNumber: null }),
    });
    server.use(
      http.post('*/api/lawyers/my-profile/verification-request', () =>
        HttpResponse.json(
          {
            message: 'Add your licence number and law society first',
            issues: [{ path: ['licenceNumber'], message: 'Licence number is required' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderDashboard();

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(
      screen.getByText(/Add your licence number and law society to your profile/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Request verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Add your licence number and law society first',
    );
  });

  it('downloads the account’s data as a JSON file', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile() });
    server.use(
      http.get('*/api/account/export', () =>
        HttpResponse.json({
          exportedAt: '2026-11-05T10:00:00.000Z',
          account: { email: 'avery@tremblay.example.com' },
          sessions: [],
          lawyerProfile: null,
          requestsReceived: [],
          requestsSent: [],
          siteContactMessages: [],
          auditTrail: [],
        }),
      ),
    );
    const createObjectURL = vi.fn(() => 'blob:export');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderDashboard();

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data was downloaded')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledOnce();
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('my-data-2026-11-05.json');
    click.mockRestore();
  });

  it('deletes the account only with the e-mail typed, then signs out and goes home', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile() });
    let confirmed: unknown;
    server.use(
      http.post('*/api/account/delete', async ({ request }) => {
        confirmed = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderDashboard();

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByLabelText(/Type your e-mail address/);
    await user.type(confirm, 'someone@else.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('That is not your e-mail address')).toBeVisible();
    expect(confirmed).toBeUndefined();

    await user.clear(confirm);
    await user.type(confirm, 'Avery@Tremblay.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account was deleted')).toBeInTheDocument();
    expect(confirmed).toEqual({ confirmEmail: 'avery@tremblay.example.com' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
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

  it('lets the account choose the language of its e-mails', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile() });
    let stored = 'en';
    const saved: unknown[] = [];
    server.use(
      http.get('*/api/account/language', () => HttpResponse.json({ language: stored })),
      http.put('*/api/account/language', async ({ request }) => {
        const body = (await request.json()) as { language: string };
        saved.push(body);
        stored = body.language;
        return HttpResponse.json({ language: stored });
      }),
    );
    renderDashboard();

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const group = screen.getByRole('group', { name: 'Language of your e-mails' });
    const english = within(group).getByRole('radio', { name: 'English' });
    const french = within(group).getByRole('radio', { name: 'Français' });
    await waitFor(() => expect(english).toBeChecked());
    expect(french).not.toBeChecked();
    expect(within(group).getByText('Français')).toHaveAttribute('lang', 'fr');
    expect(group).toHaveAccessibleDescription(/new requests, the verification of your licence/);

    await user.click(french);
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Your e-mails will now be written in French.')).toBeVisible();
    expect(saved).toEqual([{ language: 'fr' }]);
    expect(french).toBeChecked();
  });

  it('says when the language of the e-mails cannot be saved', async () => {
    const user = userEvent.setup();
    serveDashboard({ profile: myProfile() });
    server.use(
      http.put('*/api/account/language', () =>
        HttpResponse.json({ message: 'Please sign in' }, { status: 401 }),
      ),
    );
    renderDashboard();

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const group = screen.getByRole('group', { name: 'Language of your e-mails' });
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked(),
    );
    await user.click(within(group).getByRole('radio', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Please sign in')).toBeVisible();
  });
});
