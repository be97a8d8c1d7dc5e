// @vitest-environment jsdom
import type { CurrentUser } from '@cld/contract/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFrench } from '../../test/french-page.tsx';
import { server } from '../../test/msw-server.ts';
import { CURRENT_USER_KEY } from '../features/auth/index.ts';
import { makeUser } from '../features/auth/testing.tsx';
import { daysFromToday } from '../features/inquiries/testing.tsx';
import { LocaleContext, type Locale } from '../i18n/i18n.ts';
import { createQueryClient } from '../lib/query/query-client.ts';
import ContactRoute, { action as contactAction, loader as contactLoader } from './contact.tsx';
import LawyerInquiryRoute, { action as inquiryAction } from './lawyer-inquiry.tsx';

beforeAll(loadFrench);

/**
 * A page whose form starts with the signed-in person's name and e-mail, as a browser without
 * JavaScript uses it: the server's HTML, posted to the route's action.
 */
interface Page {
  url: string;
  path: string;
  locale: Locale;
  Component: ComponentType;
  loaderData: () => Promise<unknown>;
  action: (args: never) => Promise<unknown>;
  /** The fields the person fills in, besides the prefilled ones. */
  rest: Record<string, string>;
  /** Where the action sends the form. */
  api: string;
}

const LAWYER = { lawyer: { id: 42, name: 'Avery Tremblay' }, booking: null };

const MESSAGE = {
  phone: '604-555-0123',
  legalIssue: 'Divorce',
  message: 'I need advice about my separation.',
};

const CONSULTATION = {
  phone: '6045550123',
  preferredDate: daysFromToday(7),
  preferredTime: '9:30 AM',
  consultationType: 'video-call',
  legalIssue: 'wills-estates',
  message: 'About my mother’s will.',
};

const SITE_CONTACT = {
  category: 'Technical Support',
  subject: 'Broken link',
  message: 'The FAQ link is broken.',
};

const inquiryPage = (url: string, path: string, locale: Locale, rest: Record<string, string>) => ({
  url,
  path,
  locale,
  Component: LawyerInquiryRoute as ComponentType,
  loaderData: () => Promise.resolve(LAWYER),
  action: inquiryAction as Page['action'],
  rest,
});

const PAGES: [string, Page][] = [
  [
    '/lawyer/42/contact',
    {
      ...inquiryPage('/lawyer/42/contact', '/lawyer/:id/contact', 'en', MESSAGE),
      api: '*/api/contact-requests',
    },
  ],
  [
    '/fr/avocat/42/message',
    {
      ...inquiryPage('/fr/avocat/42/message', '/fr/avocat/:id/message', 'fr', MESSAGE),
      api: '*/api/contact-requests',
    },
  ],
  [
    '/lawyer/42/consultation',
    {
      ...inquiryPage('/lawyer/42/consultation', '/lawyer/:id/consultation', 'en', CONSULTATION),
      api: '*/api/consultation-requests',
    },
  ],
  [
    '/contact',
    {
      url: '/contact',
      path: '/contact',
      locale: 'en',
      Component: ContactRoute as ComponentType,
      loaderData: () =>
        contactLoader({ request: new Request(`http://localhost/contact`) } as never),
      action: contactAction as Page['action'],
      rest: SITE_CONTACT,
      api: '*/api/contact',
    },
  ],
  [
    '/fr/nous-joindre',
    {
      url: '/fr/nous-joindre',
      path: '/fr/nous-joindre',
      locale: 'fr',
      Component: ContactRoute as ComponentType,
      loaderData: () =>
        contactLoader({ request: new Request(`http://localhost/fr/nous-joindre`) } as never),
      action: contactAction as Page['action'],
      rest: SITE_CONTACT,
      api: '*/api/contact',
    },
  ],
];

const VIEWERS: [string, CurrentUser][] = [
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
];

/**
 * The page's form in the server's HTML, once every part of it has rendered (as the server streams
 * it), with the viewer in the cache as the root's loader puts them.
 */
async function serverRenderedForm(page: Page, viewer: CurrentUser): Promise<HTMLFormElement> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, viewer);
  const Stub = createRoutesStub([{ id: 'page', path: page.path, Component: page.Component }]);
  const container = document.createElement('div');
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <LocaleContext value={page.locale}>
        <Stub
          initialEntries={[page.url]}
          hydrationData={{ loaderData: { page: await page.loaderData() } }}
        />
      </LocaleContext>
    </QueryClientProvider>,
  );
  container.innerHTML = await new Response(prelude).text();
  const form = container.querySelector('form');
  if (!form) throw new Error(`No form in the HTML of ${page.url}`);
  return form;
}

/** What the browser posts: the form's controls as the server wrote them, then what was typed. */
function postedBody(form: HTMLFormElement, typed: Record<string, string>) {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (!(name in typed)) body.append(name, String(value));
  }
  for (const [name, value] of Object.entries(typed)) body.append(name, value);
  return body;
}

/**
 * Issue 37: without JavaScript the prefilled name and e-mail had no `name`, so the browser never
 * posted them and the action answered "Please correct these fields: Full Name, Email".
 */
describe.each(PAGES)('the form of %s without JavaScript', (_, page) => {
  it.each(VIEWERS)('posts the name and e-mail of %s to the action', async (_, viewer) => {
    const expected = { name: `${viewer.firstName} ${viewer.lastName}`, email: viewer.email };
    const form = await serverRenderedForm(page, viewer);
    const name = within(form).getByLabelText(/Full Name|Nom complet/);
    expect(name).toHaveAttribute('name', 'name');
    expect(name).toHaveValue(expected.name);
    const email = within(form).getByLabelText(/Email|Courriel/);
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveValue(expected.email);

    const sent: unknown[] = [];
    server.use(
      http.post(page.api, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    const request = new Request(`http://localhost${page.url}`, {
      method: 'POST',
      body: postedBody(form, page.rest),
      headers: { cookie: 'sid=signed-in', origin: 'http://localhost' },
    });
    const answer = await page.action({ request, params: { id: '42' }, context: {} } as never);

    expect(answer).toMatchObject({ done: true });
    expect(sent).toEqual([expect.objectContaining({ ...expected, locale: page.locale })]);
  });
});
