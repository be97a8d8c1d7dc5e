// @vitest-environment jsdom
import type { Inquiry } from '@cld/contract/inquiries';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { ContactRequests } from '../dashboard/index.ts';
import { renderForm } from './testing.tsx';

const consultation: Inquiry = {
  kind: 'consultation',
  id: 3,
  lawyerId: 1,
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '6045550123',
  legalIssue: 'wills-estates',
  message: 'About my mother’s will.',
  createdAt: '2026-11-20T15:00:00.000Z',
  isRead: false,
  repliedAt: null,
  answeredAt: null,
  answeredElsewhere: false,
  preferredDate: '2026-12-01',
  preferredTime: '9:30 AM',
  consultationType: 'video-call',
  conversation: [],
};

function serveInbox(requests: Inquiry[]) {
  server.use(http.get('*/api/lawyers/my-contact-requests', () => HttpResponse.json(requests)));
}

describe('the inbox actions', () => {
  it('marks an unread request and clears the mark once read', async () => {
    const user = userEvent.setup();
    serveInbox([consultation]);
    const paths: string[] = [];
    server.use(
      http.post('*/api/lawyers/my-contact-requests/:kind/:id/read', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ ...consultation, isRead: true });
      }),
    );
    renderForm(<ContactRequests hasProfile />);

    const card = (await screen.findByRole('heading', { name: /Jordan Lee/ })).closest('li')!;
    expect(within(card).getByText('New')).toBeVisible();
    expect(within(card).getByText('Video call')).toBeVisible();
    expect(within(card).getByText('Wills & Estates')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Mark as read' }));

    await waitFor(() =>
      expect(within(card).getByRole('heading', { name: 'Request from Jordan Lee' })).toHaveClass(
        'font-medium',
      ),
    );
    expect(within(card).queryByText('New')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(paths).toEqual(['/api/lawyers/my-contact-requests/consultation/3/read']);
  });

  it('asks for a reply, sends it and shows when it was sent', async () => {
    const user = userEvent.setup();
    serveInbox([consultation]);
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/lawyers/my-contact-requests/:kind/:id/reply', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            ...consultation,
            isRead: true,
            repliedAt: '2026-11-21T16:30:00.000Z',
            conversation: [
              {
                id: 9,
                from: 'lawyer',
                content: 'Tuesday works.',
                createdAt: '2026-11-21T16:30:00.000Z',
              },
            ],
          },
          { status: 201 },
        );
      }),
    );
    renderForm(<ContactRequests hasProfile />);
    const reply = await screen.findByLabelText('Reply to Jordan Lee');

    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(screen.getByText('Please write a reply')).toBeVisible();

    await user.type(reply, 'Tuesday works.');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));

    expect(await screen.findByText(/^Replied on /)).toBeVisible();
    expect(screen.getByText('Reply sent')).toBeInTheDocument();
    expect(reply).toHaveValue('');
    expect(bodies).toEqual([{ content: 'Tuesday works.' }]);
    // The reply just sent shows in the conversation (issue 21).
    const conversation = screen.getByRole('list', { name: 'Conversation with Jordan Lee' });
    expect(within(conversation).getByText('You wrote')).toBeVisible();
    expect(within(conversation).getByText('Tuesday works.')).toBeVisible();
  });

  it('shows the whole conversation: the lawyer’s replies and the sender’s answers, in order', async () => {
    serveInbox([
      {
        ...consultation,
        isRead: false,
        repliedAt: '2026-11-21T16:30:00.000Z',
        answeredAt: '2026-11-21T16:30:00.000Z',
        conversation: [
          {
            id: 1,
            from: 'lawyer',
            content: 'Can you call me?',
            createdAt: '2026-11-21T16:30:00.000Z',
          },
          {
            id: 2,
            from: 'client',
            content: 'Yes, on Monday.',
            createdAt: '2026-11-22T09:00:00.000Z',
          },
        ],
      },
    ]);
    renderForm(<ContactRequests hasProfile />);
    const conversation = await screen.findByRole('list', { name: 'Conversation with Jordan Lee' });
    const entries = within(conversation).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^You wrote.*Can you call me\?$/),
      expect.stringMatching(/^Jordan Lee wrote.*Yes, on Monday\.$/),
    ]);
    // The sender answered since: the request is new again.
    expect(screen.getByText('New')).toBeVisible();
  });

  it('marks a request answered outside the site and shows when', async () => {
    const user = userEvent.setup();
    serveInbox([consultation]);
    const paths: string[] = [];
    server.use(
      http.post('*/api/lawyers/my-contact-requests/:kind/:id/answered', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({
          ...consultation,
          isRead: true,
          answeredAt: '2026-11-21T16:30:00.000Z',
          answeredElsewhere: true,
        });
      }),
    );
    renderForm(<ContactRequests hasProfile />);
    const card = (await screen.findByRole('heading', { name: /Jordan Lee/ })).closest('li')!;

    await user.click(within(card).getByRole('button', { name: 'Answered by phone or e-mail' }));

    expect(await within(card).findByText(/^Answered on /)).toBeVisible();
    expect(
      within(card).queryByRole('button', { name: 'Answered by phone or e-mail' }),
    ).not.toBeInTheDocument();
    expect(paths).toEqual(['/api/lawyers/my-contact-requests/consultation/3/answered']);
  });
});
