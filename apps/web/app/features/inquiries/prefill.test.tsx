// @vitest-environment jsdom
import type { CurrentUser } from '@cld/contract/auth';
import { PLACEHOLDER_SITE_OPERATOR } from '@cld/content/site-operator';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { makeUser, signInAs } from '../auth/testing.tsx';
import { ConsultationDialog } from './consultation-dialog.tsx';
import { ContactLawyerDialog } from './contact-lawyer-dialog.tsx';
import { SiteContactForm } from './site-contact-form.tsx';
import { daysFromToday, openInquiryDialog, renderForm, typeContactDetails } from './testing.tsx';

type User = ReturnType<typeof userEvent.setup>;
type Form = ReturnType<typeof within>;

/** The contact forms start with a signed-in person's name and e-mail (issue 21). */
describe('the contact details of a signed-in person', () => {
  const form = <SiteContactForm contactEmail={PLACEHOLDER_SITE_OPERATOR.email} />;

  it('fills in the name and e-mail, which stay editable; the phone stays empty', async () => {
    signInAs(makeUser({ firstName: 'Casey', lastName: 'Client', email: 'casey@example.com' }));
    renderForm(form);
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue('Casey Client'));
    expect(screen.getByLabelText(/Email/)).toHaveValue('casey@example.com');
    expect(screen.getByLabelText(/Email/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('');
  });

  it('leaves them empty for a visitor', async () => {
    let asked = false;
    server.use(
      http.get('*/api/auth/user', () => {
        asked = true;
        return HttpResponse.json({ message: 'Authentication required' }, { status: 401 });
      }),
    );
    renderForm(form);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
  });
});

/** A form that starts with the viewer's details: how to reach it, what else it needs, where it posts. */
interface PrefilledForm {
  /** Renders the form and answers what holds it (its dialog, or the page). */
  open: (user: User) => Promise<HTMLElement>;
  fillRest: (user: User, form: Form) => Promise<void>;
  path: string;
  submit: string;
  sent: string;
}

const LAWYER_ID = 42;

const FORMS: [string, PrefilledForm][] = [
  [
    'the Send Message dialog',
    {
      open: async (user) => {
        renderForm(<ContactLawyerDialog lawyerId={LAWYER_ID} lawyerName="Avery Tremblay" />);
        return openInquiryDialog(user, 'Send Message', 'Send a message to Avery Tremblay');
      },
      fillRest: async (user, form) => {
        await user.type(form.getByLabelText(/Phone/), '604-555-0123');
        await user.selectOptions(form.getByLabelText(/Legal Issue/), 'Divorce');
        await user.type(form.getByLabelText(/Message/), 'I need advice about my separation.');
      },
      path: '*/api/contact-requests',
      submit: 'Send Message',
      sent: 'Message sent successfully!',
    },
  ],
  [
    'the Schedule Consultation dialog',
    {
      open: async (user) => {
        renderForm(<ConsultationDialog lawyerId={LAWYER_ID} lawyerName="Avery Tremblay" />);
        return openInquiryDialog(
          user,
          'Schedule Consultation',
          'Schedule a consultation with Avery Tremblay',
        );
      },
      fillRest: async (user, form) => {
        await user.type(form.getByLabelText(/Phone/), '6045550123');
        fireEvent.change(form.getByLabelText(/Preferred Date/), {
          target: { value: daysFromToday(7) },
        });
        await user.selectOptions(form.getByLabelText(/Preferred Time/), '9:30 AM');
        await user.selectOptions(form.getByLabelText(/Consultation Type/), 'video-call');
        await user.selectOptions(form.getByLabelText(/Legal Issue/), 'wills-estates');
        await user.type(form.getByLabelText(/Message/), 'About my mother’s will.');
      },
      path: '*/api/consultation-requests',
      submit: 'Request Consultation',
      sent: 'Consultation Request Sent!',
    },
  ],
  [
    'the contact page’s form',
    {
      open: async () => {
        renderForm(<SiteContactForm contactEmail={PLACEHOLDER_SITE_OPERATOR.email} />);
        return document.body;
      },
      fillRest: async (user, form) => {
        await user.selectOptions(form.getByLabelText(/Category/), 'Technical Support');
        await user.type(form.getByLabelText(/Subject/), 'Broken link');
        await user.type(form.getByLabelText(/Message/), 'The FAQ link is broken.');
      },
      path: '*/api/contact',
      submit: 'Send Message',
      sent: 'Message sent successfully!',
    },
  ],
];

const VIEWERS: [string, CurrentUser | null][] = [
  [
    'a signed-in client',
    makeUser({
      role: 'client',
      firstName: 'Casey',
      lastName: 'Client',
      email: 'casey@example.com',
    }),
  ],
  [
    'a signed-in lawyer',
    makeUser({ role: 'lawyer', firstName: 'Avery', lastName: 'Tremblay', email: 'avery@law.ca' }),
  ],
  ['a visitor', null],
];

/** Posts to `path` are recorded and answered `201`. */
function recordPosts(path: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ id: 9 }, { status: 201 });
    }),
  );
  return bodies;
}

/**
 * Issue 37: a signed-in person's prefilled name and e-mail were shown but never submitted, so the
 * form refused itself ("Please correct these fields: Full Name, Email"). Each form is sent, as each
 * kind of viewer, and the API must receive who wrote.
 */
describe.each(FORMS)('%s', (_, spec) => {
  it.each(VIEWERS)('sends the name and e-mail of %s', async (_, account) => {
    if (account) signInAs(account);
    const expected = account
      ? { name: `${account.firstName} ${account.lastName}`, email: account.email }
      : { name: 'Jordan Lee', email: 'jordan@example.com' };
    const bodies = recordPosts(spec.path);
    const user = userEvent.setup();
    const container = await spec.open(user);
    const form = within(container);
    if (account) {
      await waitFor(() => expect(form.getByLabelText(/Full Name/)).toHaveValue(expected.name));
      expect(form.getByLabelText(/Email/)).toHaveValue(expected.email);
    } else {
      await typeContactDetails(user, container, expected);
    }
    await spec.fillRest(user, form);

    await user.click(form.getByRole('button', { name: spec.submit }));
    expect(screen.queryByText(/Please correct/)).not.toBeInTheDocument();
    expect(await screen.findByText(spec.sent)).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining(expected)]);
  });
});
