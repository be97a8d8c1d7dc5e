// @vitest-environment jsdom
import { CONSULTATION_TIME_SLOTS } from '@cld/validation/consultation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { recordEvents } from '../../../test/events.ts';
import { server } from '../../../test/msw-server.ts';
import { ConsultationDialog } from './consultation-dialog.tsx';
import { ContactLawyerDialog } from './contact-lawyer-dialog.tsx';
import { MY_CONTACT_REQUESTS_KEY } from './inbox-queries.ts';
import {
  daysFromToday,
  expectFailureToast,
  expectHiddenHoneypot,
  expectMessagesOnSubmit,
  failPosts,
  holdPosts,
  localToday,
  openInquiryDialog,
  renderForm,
  submitHeld,
  typeContactDetails,
} from './testing.tsx';

type User = ReturnType<typeof userEvent.setup>;

/** What the visitor's details say when left empty (the phone is required by both forms). */
const DETAILS_MESSAGES = [
  'Name must be at least 2 characters',
  'Please enter a valid email address',
  'Please enter a valid phone number',
];

/**
 * The profile's two inquiry dialogs, as a visitor uses them: what opens them, what a valid request
 * is (typed, then as the API receives it), what the form says and does.
 */
interface LawyerDialog {
  element: ReactElement;
  button: string;
  title: string;
  /** The dialog's description, which names the lawyer. */
  description: string;
  path: string;
  submit: string;
  pending: string;
  sent: [string, string];
  failure: string;
  /** How sending fails in the failure test: a network error or a server error. */
  fail: (path: string) => void;
  messages: string[];
  /** A valid request: the visitor's details, then the rest of the form. */
  details: { name: string; email: string; phone: string };
  fillRest: (user: User, form: ReturnType<typeof within>) => Promise<void>;
  body: Record<string, unknown>;
  kind: string;
  /** Fields that keep what was typed after a failure. */
  kept: [RegExp, string][];
  /** Fields that start empty when the dialog opens again after a sending. */
  emptied: RegExp[];
}

const CONTACT: LawyerDialog = {
  element: <ContactLawyerDialog lawyerId={42} lawyerName="Avery Tremblay" />,
  button: 'Send Message',
  title: 'Send a message to Avery Tremblay',
  description: 'Avery Tremblay will contact you within 1-2 business days.',
  path: '*/api/contact-requests',
  submit: 'Send Message',
  pending: 'Sending...',
  sent: [
    'Message sent successfully!',
    'A confirmation email has been sent to you. The lawyer will contact you within 1-2 business days.',
  ],
  failure: 'Failed to send message',
  fail: failPosts,
  messages: [
    ...DETAILS_MESSAGES,
    'Please select a legal issue',
    'Message must be at least 10 characters',
  ],
  details: { name: 'Jordan Lee', email: 'Jordan@Example.com', phone: '604-555-0123' },
  fillRest: async (user, form) => {
    await user.selectOptions(form.getByLabelText(/Legal Issue/), 'Divorce');
    await user.type(form.getByLabelText(/Message/), 'I need advice about my separation.');
  },
  body: {
    lawyerId: 42,
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    phone: '604-555-0123',
    legalIssue: 'Divorce',
    message: 'I need advice about my separation.',
    website: '',
    // The page's language: the confirmation e-mail is written in it (issue 19).
    locale: 'en',
  },
  kind: 'contact_form',
  kept: [
    [/Full Name/, 'Jordan Lee'],
    [/Message/, 'I need advice about my separation.'],
  ],
  emptied: [/Full Name/, /Message/],
};

const CONSULTATION: LawyerDialog = {
  element: <ConsultationDialog lawyerId={42} lawyerName="Avery Tremblay" />,
  button: 'Schedule Consultation',
  title: 'Schedule a consultation with Avery Tremblay',
  description: 'Choose when you would like to meet Avery Tremblay.',
  path: '*/api/consultation-requests',
  submit: 'Request Consultation',
  pending: 'Sending Request...',
  sent: ['Consultation Request Sent!', 'The lawyer will contact you to confirm the appointment.'],
  failure: 'Failed to send consultation request',
  fail: (path) => server.use(http.post(path, () => HttpResponse.error())),
  messages: [
    ...DETAILS_MESSAGES,
    'Please select a preferred date',
    'Please select a preferred time',
    'Please select consultation type',
    'Please describe your legal issue',
    'Message must be at least 10 characters',
  ],
  details: { name: 'Jordan Lee', email: 'jordan@example.com', phone: '6045550123' },
  fillRest: async (user, form) => {
    fireEvent.change(form.getByLabelText(/Preferred Date/), {
      target: { value: daysFromToday(7) },
    });
    await user.selectOptions(form.getByLabelText(/Preferred Time/), '9:30 AM');
    await user.selectOptions(form.getByLabelText(/Consultation Type/), 'video-call');
    await user.selectOptions(form.getByLabelText(/Legal Issue/), 'wills-estates');
    await user.type(form.getByLabelText(/Message/), 'About my mother’s will.');
  },
  body: {
    lawyerId: 42,
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    phone: '6045550123',
    preferredDate: daysFromToday(7),
    preferredTime: '9:30 AM',
    consultationType: 'video-call',
    legalIssue: 'wills-estates',
    message: 'About my mother’s will.',
    website: '',
    locale: 'en',
  },
  kind: 'consultation_request',
  kept: [
    [/Preferred Time/, '9:30 AM'],
    [/Full Name/, 'Jordan Lee'],
  ],
  emptied: [/Preferred Date/, /Full Name/],
};

function open(user: User, dialog: LawyerDialog) {
  return openInquiryDialog(user, dialog.button, dialog.title);
}

async function fill(user: User, spec: LawyerDialog, dialog: HTMLElement) {
  await typeContactDetails(user, dialog, spec.details);
  await spec.fillRest(user, within(dialog));
}

describe.each([
  ['Send Message', CONTACT],
  ['Schedule Consultation', CONSULTATION],
])('the %s dialog', (_, spec) => {
  it('names the lawyer in its description', async () => {
    const user = userEvent.setup();
    renderForm(spec.element);
    const dialog = await open(user, spec);

    expect(dialog).toHaveAccessibleDescription(spec.description);
  });

  it('shows every validation message of the form and sends nothing', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post(spec.path, () => {
        calls += 1;
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    renderForm(spec.element);
    const dialog = await open(user, spec);

    await expectMessagesOnSubmit(user, dialog, spec.submit, spec.messages);
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('sends, says so, closes, refreshes the inbox and starts empty next time', async () => {
    const user = userEvent.setup();
    const { bodies, release } = holdPosts(spec.path, 7);
    const events = recordEvents();
    const { queryClient } = renderForm(spec.element);
    queryClient.setQueryData(MY_CONTACT_REQUESTS_KEY, []);
    const dialog = await open(user, spec);
    await fill(user, spec, dialog);

    await submitHeld(user, dialog, { ...spec, release });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([spec.body]);
    expect(queryClient.getQueryState(MY_CONTACT_REQUESTS_KEY)?.isInvalidated).toBe(true);
    // The conversion is recorded with the lawyer, nothing the visitor typed.
    expect(await events.sent()).toEqual([
      { name: 'contact_request', lawyerId: 42, kind: spec.kind },
    ]);

    const reopened = await open(user, spec);
    for (const label of spec.emptied)
      expect(within(reopened).getByLabelText(label)).toHaveValue('');
  });

  it('keeps what was typed when sending fails', async () => {
    const user = userEvent.setup();
    spec.fail(spec.path);
    renderForm(spec.element);
    const dialog = await open(user, spec);
    await fill(user, spec, dialog);
    await user.click(within(dialog).getByRole('button', { name: spec.submit }));

    await expectFailureToast(spec.failure);
    for (const [label, value] of spec.kept) {
      expect(within(dialog).getByLabelText(label)).toHaveValue(value);
    }
    expect(within(dialog).getByRole('button', { name: spec.submit })).toBeEnabled();
  });
});

describe('the Send Message dialog', () => {
  it('offers the spec’s legal issues and a hidden honeypot', async () => {
    const user = userEvent.setup();
    renderForm(CONTACT.element);
    const dialog = await open(user, CONTACT);

    const options = within(within(dialog).getByLabelText(/Legal Issue/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a legal issue',
      'Divorce',
      'Child Custody',
      'Spousal Support',
      'Property Division',
      'Criminal Defense',
      'Business Law',
      'Immigration',
      'Personal Injury',
      'Real Estate',
      'Other',
    ]);
    expectHiddenHoneypot(dialog);
    expect(within(dialog).queryByRole('textbox', { name: /empty/ })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderForm(CONTACT.element);
    await open(user, CONTACT);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus();
  });

  it('shows the server’s field messages under the fields', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(CONTACT.path, () =>
        HttpResponse.json(
          {
            message: 'Please check the form',
            issues: [{ path: ['email'], message: 'Please enter a valid email address' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderForm(CONTACT.element);
    const dialog = await open(user, CONTACT);
    await fill(user, CONTACT, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
    expect(within(dialog).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('passes on the rate limit’s message', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(CONTACT.path, () =>
        HttpResponse.json(
          { message: 'Too many requests. Please try again in 10 minutes.' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    renderForm(CONTACT.element);
    const dialog = await open(user, CONTACT);
    await fill(user, CONTACT, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByText('Too many requests. Please try again in 10 minutes.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Phone/)).toHaveValue('604-555-0123');
  });
});

describe('the Schedule Consultation dialog', () => {
  it('refuses a day in the past and starts the date picker today', async () => {
    const user = userEvent.setup();
    renderForm(CONSULTATION.element);
    const dialog = await open(user, CONSULTATION);
    const date = within(dialog).getByLabelText(/Preferred Date/);
    expect(date).toHaveAttribute('min', localToday());

    // Two days back: the form takes "today" as the API does, in Canada's westernmost time zone,
    // so yesterday here can still be today there.
    fireEvent.change(date, { target: { value: daysFromToday(-2) } });
    await user.click(within(dialog).getByRole('button', { name: 'Request Consultation' }));
    expect(within(dialog).getByText('Preferred date cannot be in the past')).toBeVisible();
  });

  it('offers half-hour slots from 9:00 AM to 5:00 PM and the spec’s types', async () => {
    const user = userEvent.setup();
    renderForm(CONSULTATION.element);
    const dialog = await open(user, CONSULTATION);
    const optionValues = (label: RegExp) =>
      within(within(dialog).getByLabelText(label))
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value)
        .filter(Boolean);

    expect(optionValues(/Preferred Time/)).toEqual(CONSULTATION_TIME_SLOTS);
    expect(optionValues(/Preferred Time/)).toHaveLength(17);
    expect(optionValues(/Preferred Time/).at(-1)).toBe('5:00 PM');
    expect(optionValues(/Consultation Type/)).toEqual([
      'in-person',
      'video-call',
      'phone-call',
      'initial-consultation',
    ]);
    expect(optionValues(/Legal Issue/)).toHaveLength(16);
    expectHiddenHoneypot(dialog);
  });
});
