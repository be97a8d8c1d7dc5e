// @vitest-environment jsdom
import type { SavedLawyer, SentRequest } from '@cld/contract/client-space';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { renderAt } from '../../../test/render.tsx';
import { makeUser, renderToaster, signInAs } from '../auth/testing.tsx';
import { summaryAnswer } from '../bookings/testing.ts';
import { ClientSpacePage } from './client-space-page.tsx';

const answered: SentRequest = {
  kind: 'contact',
  id: 4,
  lawyer: { id: 12, name: 'Ada Zephyrine', listed: true },
  legalIssue: 'Divorce',
  message: 'I need advice about my separation.',
  createdAt: '2026-11-20T15:00:00.000Z',
  status: 'answered',
  conversation: [
    {
      id: 1,
      from: 'lawyer',
      content: 'Can you call me on Monday?',
      createdAt: '2026-11-21T15:00:00.000Z',
    },
  ],
};

const unread: SentRequest = {
  kind: 'consultation',
  id: 5,
  lawyer: { id: 13, name: 'Bo Quintessa', listed: false },
  legalIssue: 'family-law',
  message: 'Custody after a move.',
  createdAt: '2026-11-19T15:00:00.000Z',
  status: 'sent',
  conversation: [],
  preferredDate: '2026-12-01',
  preferredTime: '9:30 AM',
  consultationType: 'video-call',
};

const saved: SavedLawyer = {
  lawyerId: 12,
  name: 'Ada Zephyrine',
  firmName: 'Zephyrine Law',
  city: 'Toronto',
  province: 'ON',
  savedAt: '2026-11-20T15:00:00.000Z',
};

function serveSpace({ requests = [answered, unread], savedLawyers = [saved] } = {}) {
  const list = [...savedLawyers];
  server.use(
    http.get('*/api/my-space/requests', () => HttpResponse.json(requests)),
    http.get('*/api/my-space/saved-lawyers', () => HttpResponse.json(list)),
    http.delete('*/api/my-space/saved-lawyers/:id', ({ params }) => {
      list.splice(
        list.findIndex((l) => l.lawyerId === Number(params.id)),
        1,
      );
      return HttpResponse.json({ lawyerId: Number(params.id), saved: false });
    }),
  );
}

function renderSpace() {
  return renderAt({ url: '/my-space', path: '/my-space', Component: ClientSpacePage });
}

describe('the client’s space', () => {
  it('lists the requests sent with their status and conversation', async () => {
    signInAs(makeUser({ role: 'client', firstName: 'Casey' }));
    serveSpace();
    renderSpace();

    expect(await screen.findByRole('heading', { level: 1, name: 'My space' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'My requests' });
    const [first, second] = within(list)
      .getAllByRole('listitem', { name: undefined })
      .filter((item) => item.parentElement === list);
    expect(within(first!).getByRole('link', { name: 'To Ada Zephyrine' })).toHaveAttribute(
      'href',
      '/lawyer/12',
    );
    expect(within(first!).getByText('Answered')).toBeVisible();
    const conversation = within(first!).getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText('Ada Zephyrine wrote')).toBeVisible();
    expect(within(conversation).getByText('Can you call me on Monday?')).toBeVisible();

    // A lawyer no longer listed: no link, no answer form.
    expect(within(second!).getByRole('heading', { name: 'To Bo Quintessa' })).toBeVisible();
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second!).getByText('Sent')).toBeVisible();
    expect(within(second!).queryByRole('textbox')).not.toBeInTheDocument();
    // A customer has no dashboard link.
    expect(screen.queryByRole('link', { name: 'Lawyer dashboard' })).not.toBeInTheDocument();
  });

  it('answers a lawyer: refuses an empty answer, sends it and shows it in the conversation', async () => {
    const user = userEvent.setup();
    renderToaster();
    signInAs(makeUser({ role: 'client' }));
    serveSpace({ requests: [answered] });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/my-space/requests/:kind/:id/reply', async ({ request, params }) => {
        bodies.push({ params: { ...params }, body: await request.json() });
        return HttpResponse.json(
          {
            ...answered,
            conversation: [
              ...answered.conversation,
              {
                id: 2,
                from: 'client',
                content: 'Monday at 10.',
                createdAt: '2026-11-22T15:00:00.000Z',
              },
            ],
          },
          { status: 201 },
        );
      }),
    );
    renderSpace();
    const field = await screen.findByLabelText('Answer Ada Zephyrine');
    expect(field).toHaveAccessibleDescription(
      'Ada Zephyrine receives your answer by e-mail, with your address to reply to.',
    );

    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('Please write a reply')).toBeVisible();
    expect(bodies).toEqual([]);

    await user.type(field, 'Monday at 10.');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText('Monday at 10.')).toBeVisible();
    expect(within(conversation).getByText('You wrote')).toBeVisible();
    expect(screen.getByText('Answer sent')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(bodies).toEqual([
      {
        params: expect.objectContaining({ kind: 'contact', id: '4' }),
        body: { content: 'Monday at 10.' },
      },
    ]);
  });

  it('shows the saved lawyers and removes one', async () => {
    const user = userEvent.setup();
    signInAs(makeUser({ role: 'client' }));
    serveSpace();
    renderSpace();
    await user.click(await screen.findByRole('tab', { name: 'Saved lawyers' }));
    const list = await screen.findByRole('list', { name: 'Saved lawyers' });
    expect(
      within(list).getByRole('link', { name: 'View the profile of Ada Zephyrine' }),
    ).toHaveAttribute('href', '/lawyer/12');
    await user.click(within(list).getByRole('button', { name: 'Remove Ada Zephyrine' }));
    expect(await screen.findByText('No saved lawyers')).toBeVisible();
  });

  it('lists the consultations booked, with their status and how to change them', async () => {
    const user = userEvent.setup();
    signInAs(makeUser({ role: 'client' }));
    serveSpace();
    server.use(
      http.get('*/api/my-space/bookings', () => {
        // As the server writes them (issue 37): times on the visitor's clock and the office's.
        const answer = (startsAt: string, extra: object) => {
          const summary = summaryAnswer({ startsAt, visitorZone: 'America/Winnipeg' });
          return {
            startsAt,
            endsAt: summary.endsAt,
            when: summary.when,
            address: null,
            changeable: true,
            cancelledBy: null,
            createdAt: '2026-11-20T15:00:00.000Z',
            ...extra,
          };
        };
        return HttpResponse.json([
          answer('2026-12-01T15:00:00.000Z', {
            id: 3,
            lawyer: { id: 12, name: 'Ada Zephyrine', listed: true },
            meetingMode: 'in-person',
            status: 'booked',
            address: '1 Example Street, Halifax, Nova Scotia',
          }),
          answer('2026-12-02T15:00:00.000Z', {
            id: 2,
            lawyer: { id: 13, name: 'Bo Quintessa', listed: true },
            meetingMode: 'phone',
            status: 'cancelled',
            cancelledBy: 'lawyer',
            changeable: false,
          }),
          answer('2026-12-03T15:00:00.000Z', {
            id: 4,
            lawyer: { id: 14, name: 'Cy Held', listed: true },
            meetingMode: 'video',
            status: 'held',
          }),
        ]);
      }),
    );
    renderSpace();
    await user.click(await screen.findByRole('tab', { name: 'Consultations' }));
    const list = await screen.findByRole('list', { name: 'My consultations' });
    const [booked, cancelled, held] = within(list).getAllByRole('listitem');
    expect(within(booked!).getByRole('link', { name: 'With Ada Zephyrine' })).toHaveAttribute(
      'href',
      '/lawyer/12',
    );
    expect(within(booked!).getByText('Booked')).toBeVisible();
    expect(within(booked!).getByText('In person')).toBeVisible();
    expect(
      within(booked!).getByText(
        'Tuesday, December 1, 2026, 9:00 a.m. Central Time (Winnipeg, UTC−6)',
      ),
    ).toBeVisible();
    expect(
      within(booked!).getByText(
        'At the lawyer’s office: Tuesday, December 1, 2026, 11:00 a.m. Atlantic Time (Halifax, UTC−4)',
      ),
    ).toBeVisible();
    expect(within(booked!).getByText('1 Example Street, Halifax, Nova Scotia')).toBeVisible();
    // Moved, cancelled and added to a calendar from her space (issue 37 item 5).
    expect(
      within(booked!).getByRole('link', {
        name: 'Change the time of the consultation with Ada Zephyrine',
      }),
    ).toHaveAttribute('href', '/booking?booking=3&step=reschedule');
    expect(
      within(booked!).getByRole('link', { name: 'Cancel the consultation with Ada Zephyrine' }),
    ).toHaveAttribute('href', '/booking?booking=3&step=cancel');
    expect(
      within(booked!).getByRole('link', {
        name: 'Add to calendar (.ics): the consultation with Ada Zephyrine',
      }),
    ).toHaveAttribute('href', '/api/bookings/3/calendar?locale=en');
    expect(within(cancelled!).queryByRole('link', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(within(cancelled!).getByText('Cancelled')).toBeVisible();
    expect(within(cancelled!).getByText('Cancelled by the lawyer.')).toBeVisible();
    expect(within(held!).getByText('Awaiting confirmation')).toBeVisible();
    expect(
      within(held!).getByText(/confirm it with the link in the e-mail we sent you/),
    ).toBeVisible();
    // A held one can be released, not moved, and has no calendar file yet.
    expect(within(held!).getByRole('link', { name: /^Cancel the consultation/ })).toBeVisible();
    expect(within(held!).queryByRole('link', { name: /^Change the time/ })).not.toBeInTheDocument();
    expect(within(held!).queryByRole('link', { name: /calendar/ })).not.toBeInTheDocument();
  });

  it('says what will show when there is nothing yet, and links a lawyer to the dashboard', async () => {
    signInAs(makeUser({ role: 'lawyer' }));
    serveSpace({ requests: [], savedLawyers: [] });
    renderSpace();
    expect(await screen.findByText('No requests yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a lawyer' })).toHaveAttribute(
      'href',
      '/browse-lawyers',
    );
    expect(screen.getByRole('link', { name: 'Lawyer dashboard' })).toHaveAttribute(
      'href',
      '/lawyer-dashboard',
    );
  });

  it('has the account settings a customer needs: verification, e-mail, password, their data', async () => {
    signInAs(makeUser({ role: 'client', emailVerifiedAt: null }));
    serveSpace();
    // Opened by a link (the verification page's) on its tab.
    renderAt({ url: '/my-space?tab=settings', path: '/my-space', Component: ClientSpacePage });
    expect(await screen.findByRole('tab', { name: 'Account settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Not verified yet')).toBeVisible();
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', {
        name: 'Resend the verification e-mail',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change your e-mail address' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Change your password' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeVisible();
    // A licence is a lawyer's business.
    expect(screen.queryByText(/licence/i)).not.toBeInTheDocument();
  });

  it('speaks French on a French page', async () => {
    await loadFrench();
    signInAs(makeUser({ role: 'client' }));
    serveSpace({ requests: [answered] });
    renderAt({
      url: '/fr/mon-espace',
      path: '/fr/mon-espace',
      Component: () => (
        <FrenchPage>
          <ClientSpacePage />
        </FrenchPage>
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon espace' })).toBeVisible();
    expect(await screen.findByText('Réponse reçue')).toBeVisible();
    expect(screen.getByText('Réponse reçue').parentElement).toHaveTextContent(
      'Statut : Réponse reçue',
    );
    expect(screen.getByLabelText('Répondre à Ada Zephyrine')).toBeVisible();
    expect(screen.getByRole('link', { name: 'À Ada Zephyrine' })).toHaveAttribute(
      'href',
      '/fr/avocat/12',
    );
  });

  it('elides « de » before a vowel and names Quebec City « Québec » in the saved list', async () => {
    await loadFrench();
    const user = userEvent.setup();
    signInAs(makeUser({ role: 'client' }));
    serveSpace({
      savedLawyers: [
        { ...saved, city: 'Quebec City', province: 'QC' },
        { ...saved, lawyerId: 13, name: 'Luc Gagnon' },
      ],
    });
    renderAt({
      url: '/fr/mon-espace',
      path: '/fr/mon-espace',
      Component: () => (
        <FrenchPage>
          <ClientSpacePage />
        </FrenchPage>
      ),
    });
    await user.click(await screen.findByRole('tab', { name: 'Profils enregistrés' }));
    const list = await screen.findByRole('list', { name: 'Profils enregistrés' });
    expect(
      within(list).getByRole('link', { name: 'Voir le profil d’Ada Zephyrine' }),
    ).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Voir le profil de Luc Gagnon' })).toBeVisible();
    expect(within(list).getByText('Québec (QC)')).toBeVisible();
  });
});
