// @vitest-environment jsdom
import { PLACEHOLDER_SITE_OPERATOR } from '@cld/content/site-operator';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { ContactLawyerDialog } from './contact-lawyer-dialog.tsx';
import { SiteContactForm } from './site-contact-form.tsx';
import { openInquiryDialog, renderForm, typeContactDetails } from './testing.tsx';

/** The field's message is gone: not shown, not described, not in the summary. */
async function expectCleared(field: HTMLElement, message: string) {
  await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  expect(field).not.toHaveAttribute('aria-invalid');
  expect(field).not.toHaveAttribute('aria-describedby');
}

// Issue 22: red messages seemed to stay once the field was fixed. After a first submit each field
// is checked again as the visitor types (decision 025), and its message leaves with the mistake.
describe('a form’s messages once the field is fixed', () => {
  it('leave the contact page’s form, and the summary announces only what is left', async () => {
    const user = userEvent.setup();
    renderForm(<SiteContactForm contactEmail={PLACEHOLDER_SITE_OPERATOR.email} />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Full Name' })).toBeVisible();

    const name = screen.getByLabelText(/Full Name/);
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
    await user.type(name, 'Jordan Lee');
    await expectCleared(name, 'Name must be at least 2 characters');
    expect(within(screen.getByRole('alert')).queryByRole('link', { name: 'Full Name' })).toBeNull();

    const category = screen.getByLabelText(/Category/);
    await user.selectOptions(category, 'Technical Support');
    await expectCleared(category, 'Please select a category');
    // A message comes back at once if the fix is undone.
    await user.clear(name);
    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
  });

  it('leave once the visitor edits a field the server refused', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          {
            message: 'Please check the form',
            issues: [{ path: ['subject'], message: 'Subject must be at least 5 characters' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderForm(<SiteContactForm contactEmail={PLACEHOLDER_SITE_OPERATOR.email} />);
    await typeContactDetails(user, document.body, {
      name: 'Jordan Lee',
      email: 'jordan@example.com',
    });
    await user.selectOptions(screen.getByLabelText(/Category/), 'Technical Support');
    const subject = screen.getByLabelText(/Subject/);
    await user.type(subject, 'Broken link');
    await user.type(screen.getByLabelText(/Message/), 'The FAQ link is broken.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Subject must be at least 5 characters')).toBeVisible();

    await user.type(subject, ' on the FAQ');
    await expectCleared(subject, 'Subject must be at least 5 characters');
  });

  it('leave the message dialog on a profile', async () => {
    const user = userEvent.setup();
    renderForm(<ContactLawyerDialog lawyerId={42} lawyerName="Avery Tremblay" />);
    const dialog = await openInquiryDialog(
      user,
      'Send Message',
      'Send a message to Avery Tremblay',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const message = within(dialog).getByLabelText(/Message/);
    expect(message).toHaveAccessibleDescription('Message must be at least 10 characters');

    await user.type(message, 'I need advice about my separation.');
    await expectCleared(message, 'Message must be at least 10 characters');
    const issue = within(dialog).getByLabelText(/Legal Issue/);
    await user.selectOptions(issue, 'Divorce');
    await expectCleared(issue, 'Please select a legal issue');
  });
});
