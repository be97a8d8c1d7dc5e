// @vitest-environment jsdom
import { PLACEHOLDER_SITE_OPERATOR } from '@cld/content/site-operator';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { idempotencyKeyOf, isAttempt } from '../../lib/attempt.ts';
import { SiteContactForm } from './site-contact-form.tsx';
import { renderForm, typeContactDetails } from './testing.tsx';

/**
 * Issue 38: a retry after the API crashed sent the same message twice. The forms send an
 * Idempotency-Key; a retry of the same content reuses it, so the API answers it once.
 */

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-z]+$/;

/** The keys the contact page's posts carry; each answer is the next status of `statuses`. */
function answerPosts(statuses: number[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post('*/api/contact', ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      const status = statuses[keys.length - 1] ?? 201;
      return status === 201
        ? HttpResponse.json({ id: 1 }, { status })
        : HttpResponse.json({ message: 'Internal error' }, { status });
    }),
  );
  return keys;
}

async function fill(user: ReturnType<typeof userEvent.setup>, subject = 'Broken link') {
  await typeContactDetails(user, document.body, {
    name: 'Jordan Lee',
    email: 'jordan@example.com',
  });
  await user.selectOptions(screen.getByLabelText(/Category/), 'Technical Support');
  await user.type(screen.getByLabelText(/Subject/), subject);
  await user.type(screen.getByLabelText(/Message/), 'The FAQ link is broken.');
}

describe('a public form’s Idempotency-Key', () => {
  it('is sent, kept for a retry of the same message, and new once the message is accepted', async () => {
    const keys = answerPosts([502, 201, 201]);
    const user = userEvent.setup();
    const { container } = renderForm(
      <SiteContactForm contactEmail={PLACEHOLDER_SITE_OPERATOR.email} />,
    );
    const hidden = container.querySelector<HTMLInputElement>('input[name="attempt"]');
    const attempt = hidden?.value;
    expect(isAttempt(attempt)).toBe(true);

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText('Failed to send message')).not.toHaveLength(0);
    // The visitor sends it again: the same request, under the same key.
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText('Message sent successfully!')).not.toHaveLength(0);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]?.startsWith(`${attempt}.`)).toBe(true);

    // The same words again after it was accepted are a new message.
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await expect.poll(() => keys.length).toBe(3);
    expect(keys[2]).toMatch(KEY);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[2]?.split('.')[0]).not.toBe(attempt);
  });

  it('changes when the message is edited after a failure: another request, not the API’s 422', async () => {
    const keys = answerPosts([500, 201]);
    const user = userEvent.setup();
    renderForm(<SiteContactForm contactEmail={PLACEHOLDER_SITE_OPERATOR.email} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText('Failed to send message')).not.toHaveLength(0);
    await user.type(screen.getByLabelText(/Subject/), ' again');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[1]?.split('.')[0]).toBe(keys[0]?.split('.')[0]);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('idempotencyKeyOf', () => {
  const attempt = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it('is the same for the same content in any key order, and another for other content', () => {
    const key = idempotencyKeyOf(attempt, { name: 'Jo', message: 'Hello there', lawyerId: 4 });
    expect(key).toMatch(KEY);
    expect(idempotencyKeyOf(attempt, { lawyerId: 4, message: 'Hello there', name: 'Jo' })).toBe(
      key,
    );
    expect(
      idempotencyKeyOf(attempt, { name: 'Jo', message: 'Hello there!', lawyerId: 4 }),
    ).not.toBe(key);
    expect(
      idempotencyKeyOf('1f8fad5b-d9cb-469f-a165-70867728950e', {
        name: 'Jo',
        message: 'Hello there',
        lawyerId: 4,
      }),
    ).not.toBe(key);
  });
});
