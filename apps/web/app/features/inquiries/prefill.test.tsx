// @vitest-environment jsdom
import { PLACEHOLDER_SITE_OPERATOR } from '@cld/content/site-operator';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { makeUser, signInAs } from '../auth/testing.tsx';
import { SiteContactForm } from './site-contact-form.tsx';
import { renderForm } from './testing.tsx';

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
