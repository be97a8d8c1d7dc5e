// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordEvents } from '../../../test/events.ts';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { MY_CONTACT_REQUESTS_KEY } from './inbox-queries.ts';
import { ContactLawyerDialog } from './contact-lawyer-dialog.tsx';
import { deferred, renderForm, toastWithTitle } from './testing.tsx';

function renderDialog() {
  return renderForm(<ContactLawyerDialog lawyerId={42} lawyerName="Avery Tremblay" />);
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send a message to Avery Tremblay' });
  // The form loads with the dialog's first opening.
  await within(dialog).findByLabelText(/Full Name/);
  return dialog;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByLabelText(/Full Name/), 'Jordan Lee');
  await user.type(form.getByLabelText(/Email/), 'Jordan@Example.com');
  await user.type(form.getByLabelText(/Phone/), '604-555-0123');
  await user.selectOptions(form.getByLabelText(/Legal Issue/), 'Divorce');
  await user.type(form.getByLabelText(/Message/), 'I need advice about my separation.');
}

describe('the Send Message dialog', () => {
  it('shows every validation message of the form and sends nothing', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post('*/api/contact-requests', () => {
        calls += 1;
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    renderDialog();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select a legal issue',
      'Message must be at least 10 characters',
    ]) {
      expect(within(dialog).getByText(message)).toBeVisible();
    }
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('offers the spec’s legal issues and a hidden honeypot', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await openDialog(user);

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
    const honeypot = dialog.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(within(dialog).queryByRole('textbox', { name: /empty/ })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderDialog();
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus();
  });

  it('sends, says so, closes, refreshes the inbox and starts empty next time', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const answer = deferred();
    server.use(
      http.post('*/api/contact-requests', async ({ request }) => {
        bodies.push(await request.json());
        await answer.promise;
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
    );
    const events = recordEvents();
    const { queryClient } = renderDialog();
    queryClient.setQueryData(MY_CONTACT_REQUESTS_KEY, []);
    const dialog = await openDialog(user);
    await fillValidForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const pending = await within(dialog).findByRole('button', { name: 'Sending...' });
    expect(pending).toBeDisabled();
    answer.resolve();

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A confirmation email has been sent to you. The lawyer will contact you within 1-2 business days.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        lawyerId: 42,
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        phone: '604-555-0123',
        legalIssue: 'Divorce',
        message: 'I need advice about my separation.',
        website: '',
        // The page's language: the confirmation e-mail is written in it.
        locale: 'en',
      },
    ]);
    expect(queryClient.getQueryState(MY_CONTACT_REQUESTS_KEY)?.isInvalidated).toBe(true);
    // The conversion is recorded with the lawyer, nothing the visitor typed.
    expect(await events.sent()).toEqual([
      { name: 'contact_request', lawyerId: 42, kind: 'contact_form' },
    ]);

    const reopened = await openDialog(user);
    expect(within(reopened).getByLabelText(/Full Name/)).toHaveValue('');
    expect(within(reopened).getByLabelText(/Message/)).toHaveValue('');
  });

  it('keeps what was typed when sending fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/contact-requests', () =>
        HttpResponse.json({ message: 'Internal error' }, { status: 500 }),
      ),
    );
    renderDialog();
    const dialog = await openDialog(user);
    await fillValidForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(toastWithTitle('Failed to send message')).toHaveAttribute('data-variant', 'destructive');
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue('Jordan Lee');
    expect(within(dialog).getByLabelText(/Message/)).toHaveValue(
      'I need advice about my separation.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows the server’s field messages under the fields', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/contact-requests', () =>
        HttpResponse.json(
          {
            message: 'Please check the form',
            issues: [{ path: ['email'], message: 'Please enter a valid email address' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderDialog();
    const dialog = await openDialog(user);
    await fillValidForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
    expect(within(dialog).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('passes on the rate limit’s message', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/contact-requests', () =>
        HttpResponse.json(
          { message: 'Too many requests. Please try again in 10 minutes.' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    renderDialog();
    const dialog = await openDialog(user);
    await fillValidForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByText('Too many requests. Please try again in 10 minutes.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Phone/)).toHaveValue('604-555-0123');
  });
});
