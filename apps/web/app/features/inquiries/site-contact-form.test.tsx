// @vitest-environment jsdom
import { PLACEHOLDER_SITE_OPERATOR } from '@cld/content/site-operator';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteContactForm } from './site-contact-form.tsx';
import {
  expectFailureToast,
  expectHiddenHoneypot,
  expectMessagesOnSubmit,
  failPosts,
  holdPosts,
  renderForm,
  submitHeld,
  typeContactDetails,
} from './testing.tsx';

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await typeContactDetails(user, document.body, {
    name: 'Jordan Lee',
    email: 'jordan@example.com',
  });
  await user.selectOptions(screen.getByLabelText(/Category/), 'Technical Support');
  await user.type(screen.getByLabelText(/Subject/), 'Broken link');
  await user.type(screen.getByLabelText(/Message/), 'The FAQ link is broken.');
}

describe('the contact page’s form', () => {
  it('shows every validation message and treats the phone as optional', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(
      <SiteContactForm contactEmail={PLACEHOLDER_SITE_OPERATOR.email} />,
    );

    await expectMessagesOnSubmit(user, container, 'Send Message', [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please select a category',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ]);
    expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Phone/), '12');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
  });

  it('offers the spec’s categories and a hidden honeypot', () => {
    const { container } = renderForm(
      <SiteContactForm contactEmail={PLACEHOLDER_SITE_OPERATOR.email} />,
    );
    const options = within(screen.getByLabelText(/Category/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a category',
      'General Inquiry',
      'Technical Support',
      'Lawyer Directory Listing',
      'Business Partnership',
      'Legal Question',
      'Feedback & Suggestions',
      'Other',
    ]);
    expectHiddenHoneypot(container);
  });

  it('sends the message, says so and empties the form', async () => {
    const user = userEvent.setup();
    const { bodies, release } = holdPosts('*/api/contact', 5);
    renderForm(<SiteContactForm contactEmail={PLACEHOLDER_SITE_OPERATOR.email} />);
    await fillValidForm(user);

    await submitHeld(user, document.body, {
      submit: 'Send Message',
      pending: 'Sending...',
      release,
      sent: [
        'Message sent successfully!',
        "We've sent you a confirmation email and will respond within 24 hours.",
      ],
    });
    // The form empties once the toast is up.
    await waitFor(() => expect(screen.getByLabelText(/Subject/)).toHaveValue(''));
    // No category chosen any more (jsdom leaves a reset select on no option; a browser shows the
    // placeholder, which e2e/inquiries checks).
    expect((screen.getByLabelText(/Category/) as HTMLSelectElement).value).toBe('');
    expect(bodies).toEqual([
      {
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        category: 'Technical Support',
        subject: 'Broken link',
        message: 'The FAQ link is broken.',
        website: '',
        // The page's language: the confirmation e-mail is written in it.
        locale: 'en',
      },
    ]);
  });

  it('keeps the message and names the support address when sending fails', async () => {
    const user = userEvent.setup();
    failPosts('*/api/contact');
    renderForm(<SiteContactForm contactEmail={PLACEHOLDER_SITE_OPERATOR.email} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await expectFailureToast(
      'Failed to send message',
      `Please try again later or contact us directly at ${PLACEHOLDER_SITE_OPERATOR.email}.`,
    );
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Broken link');
    expect(screen.getByLabelText(/Message/)).toHaveValue('The FAQ link is broken.');
  });
});
