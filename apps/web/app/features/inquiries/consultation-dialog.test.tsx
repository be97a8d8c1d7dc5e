// @vitest-environment jsdom
import { CONSULTATION_TIME_SLOTS, todayIn } from '@cld/validation/consultation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { MY_CONTACT_REQUESTS_KEY } from './inbox-queries.ts';
import { ConsultationDialog } from './consultation-dialog.tsx';
import { deferred, renderForm, toastWithTitle } from './testing.tsx';

const localToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());

function daysFromToday(days: number): string {
  const date = new Date(`${localToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function renderDialog() {
  return renderForm(<ConsultationDialog lawyerId={42} lawyerName="Avery Tremblay" />);
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Schedule a consultation with Avery Tremblay',
  });
  // The form loads with the dialog's first opening.
  await within(dialog).findByLabelText(/Full Name/);
  return dialog;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByLabelText(/Full Name/), 'Jordan Lee');
  await user.type(form.getByLabelText(/Email/), 'jordan@example.com');
  await user.type(form.getByLabelText(/Phone/), '6045550123');
  fireEvent.change(form.getByLabelText(/Preferred Date/), { target: { value: daysFromToday(7) } });
  await user.selectOptions(form.getByLabelText(/Preferred Time/), '9:30 AM');
  await user.selectOptions(form.getByLabelText(/Consultation Type/), 'video-call');
  await user.selectOptions(form.getByLabelText(/Legal Issue/), 'wills-estates');
  await user.type(form.getByLabelText(/Message/), 'About my mother’s will.');
}

describe('the Schedule Consultation dialog', () => {
  it('shows every validation message of the form', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Request Consultation' }));

    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select a preferred date',
      'Please select a preferred time',
      'Please select consultation type',
      'Please describe your legal issue',
      'Message must be at least 10 characters',
    ]) {
      expect(within(dialog).getByText(message)).toBeVisible();
    }
  });

  it('refuses a day in the past and starts the date picker today', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog(user);
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
    renderDialog();
    const dialog = await openDialog(user);
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
    const honeypot = dialog.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
  });

  it('sends the request, says so, closes and starts empty next time', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const answer = deferred();
    server.use(
      http.post('*/api/consultation-requests', async ({ request }) => {
        bodies.push(await request.json());
        await answer.promise;
        return HttpResponse.json({ id: 3 }, { status: 201 });
      }),
    );
    const { queryClient } = renderDialog();
    queryClient.setQueryData(MY_CONTACT_REQUESTS_KEY, []);
    const dialog = await openDialog(user);
    await fillValidForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Request Consultation' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Sending Request...' }),
    ).toBeDisabled();
    answer.resolve();

    expect(await screen.findByText('Consultation Request Sent!')).toBeInTheDocument();
    expect(
      screen.getByText('The lawyer will contact you to confirm the appointment.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
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
        // The page's language: the confirmation e-mail is written in it.
        locale: 'en',
      },
    ]);
    expect(queryClient.getQueryState(MY_CONTACT_REQUESTS_KEY)?.isInvalidated).toBe(true);
    const reopened = await openDialog(user);
    expect(within(reopened).getByLabelText(/Preferred Date/)).toHaveValue('');
  });

  it('keeps what was typed when sending fails', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/consultation-requests', () => HttpResponse.error()));
    renderDialog();
    const dialog = await openDialog(user);
    await fillValidForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Request Consultation' }));

    expect(await screen.findByText('Failed to send consultation request')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(toastWithTitle('Failed to send consultation request')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    expect(within(dialog).getByLabelText(/Preferred Time/)).toHaveValue('9:30 AM');
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue('Jordan Lee');
  });
});
