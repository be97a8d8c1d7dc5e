// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { LocaleContext, type Locale } from '../../i18n/i18n.ts';
import { createQueryClient } from '../../lib/query/query-client.ts';
import { newAttempt } from '../../lib/attempt.ts';
import {
  useSendConsultationRequest,
  useSendContactRequest,
  useSendSiteContact,
} from './inquiry-mutations.ts';

/** 'fr' is not in LOCALES until the French catalogue is merged; the context takes it already. */
const FRENCH = 'fr' as const;
const notice = { title: 'x', description: 'x' };
const options = { success: notice, failure: notice };

/** Sends one request of each kind from a page in `locale` and answers what the API received. */
async function sendFrom(locale: Locale) {
  const bodies: Record<string, unknown> = {};
  for (const path of ['contact-requests', 'consultation-requests', 'contact']) {
    server.use(
      http.post(`*/api/${path}`, async ({ request }) => {
        bodies[path] = await request.json();
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
  }
  function Senders() {
    const contact = useSendContactRequest(options);
    const consultation = useSendConsultationRequest(options);
    const site = useSendSiteContact(options);
    useEffect(() => {
      const person = { name: 'Jeanne Tremblay', email: 'jeanne@example.com', message: 'Bonjour.' };
      const attempt = newAttempt();
      contact.mutate({
        body: { ...person, lawyerId: 1, phone: '5145550100', legalIssue: 'Divorce' },
        attempt,
      });
      consultation.mutate({
        body: {
          ...person,
          lawyerId: 1,
          phone: '5145550100',
          preferredDate: '2099-01-05',
          preferredTime: '1:30 PM',
          consultationType: 'video-call',
          legalIssue: 'family-law',
        },
        attempt,
      });
      site.mutate({ body: { ...person, category: 'Other', subject: 'Une question' }, attempt });
      // Once, on mount.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return null;
  }
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LocaleContext.Provider value={locale}>
          <Senders />
        </LocaleContext.Provider>
      </QueryClientProvider>,
    );
  });
  await waitFor(() => expect(Object.keys(bodies)).toHaveLength(3));
  return bodies;
}

describe('the forms’ requests', () => {
  it('carry the language of a French page, so the confirmation e-mail is in French', async () => {
    const bodies = await sendFrom(FRENCH);
    for (const body of Object.values(bodies)) expect(body).toMatchObject({ locale: 'fr' });
  });

  it('carry English from an English page', async () => {
    const bodies = await sendFrom('en');
    for (const body of Object.values(bodies)) expect(body).toMatchObject({ locale: 'en' });
  });
});
