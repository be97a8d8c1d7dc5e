import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server.ts';
import { action as contactAction, loader as contactLoader } from './contact.tsx';
import { action as inquiryAction } from './lawyer-inquiry.tsx';

/**
 * The public forms posted without JavaScript (issue 38): the page's loader gives the form an
 * attempt, the action sends it as the Idempotency-Key with the content's digest, and gives it back
 * while the sending fails, so the visitor's second post is the same request.
 */

const ATTEMPT = '0f8fad5b-d9cb-469f-a165-70867728950e';

const SITE_CONTACT = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '',
  category: 'Technical Support',
  subject: 'Broken link',
  message: 'The FAQ link is broken.',
  website: '',
};

const LAWYER_CONTACT = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '(514) 555-0142',
  legalIssue: 'Divorce',
  message: 'I would like to talk about my divorce.',
  website: '',
};

/** Answers posts to `path` with `statuses` in turn (201 after them), keeping each one's key. */
function answerPosts(path: string, statuses: number[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post(path, ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      const status = statuses[keys.length - 1] ?? 201;
      return status === 201
        ? HttpResponse.json({ id: 1 }, { status })
        : HttpResponse.json({ message: 'Internal error' }, { status });
    }),
  );
  return keys;
}

function formRequest(url: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(url, { method: 'POST', body });
}

/** What an action answered: its data, whether it came as `data(…, init)` or as it is. */
function dataOf(answer: unknown): { attempt?: string; done?: boolean } {
  const value = answer as { type?: string; data?: unknown };
  return (value.type === 'DataWithResponseInit' ? value.data : value) as {
    attempt?: string;
    done?: boolean;
  };
}

const postContact = (fields: Record<string, string>) =>
  contactAction({
    request: formRequest('http://localhost/contact', fields),
    params: {},
    context: {},
  } as never);

describe('the contact page posted without JavaScript', () => {
  it('gets its attempt from the page’s loader', async () => {
    const data = await contactLoader({
      request: new Request('http://localhost/contact'),
      params: {},
      context: {},
    } as never);
    expect(data.attempt).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a retry after a failure under the same key, and edited content under another', async () => {
    const keys = answerPosts('*/api/contact', [502, 201, 503, 201]);
    const failed = dataOf(await postContact({ ...SITE_CONTACT, attempt: ATTEMPT }));
    expect(failed.done).toBeUndefined();
    // The form comes back with the attempt it posted.
    expect(failed.attempt).toBe(ATTEMPT);
    const retried = dataOf(await postContact({ ...SITE_CONTACT, attempt: failed.attempt! }));
    expect(retried.done).toBe(true);
    expect(keys[0]).toMatch(new RegExp(`^${ATTEMPT}\\.[0-9a-z]+$`));
    expect(keys[1]).toBe(keys[0]);

    await postContact({ ...SITE_CONTACT, subject: 'Broken links', attempt: ATTEMPT });
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[2]?.startsWith(`${ATTEMPT}.`)).toBe(true);
  });

  it('sends a key of its own for a post without a valid attempt', async () => {
    const keys = answerPosts('*/api/contact', []);
    await postContact({ ...SITE_CONTACT, attempt: 'not-a-uuid' });
    await postContact(SITE_CONTACT);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}\.[0-9a-z]+$/);
    expect(keys[0]?.startsWith('not-a-uuid')).toBe(false);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}\.[0-9a-z]+$/);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('a lawyer’s message page posted without JavaScript', () => {
  it('sends a retry after a failure under the same key', async () => {
    const keys = answerPosts('*/api/contact-requests', [500, 201]);
    const post = (fields: Record<string, string>) =>
      inquiryAction({
        request: formRequest('http://localhost/lawyer/42/contact', fields),
        params: { id: '42' },
        context: {},
      } as never);
    const failed = dataOf(await post({ ...LAWYER_CONTACT, attempt: ATTEMPT }));
    expect(failed.attempt).toBe(ATTEMPT);
    expect(dataOf(await post({ ...LAWYER_CONTACT, attempt: ATTEMPT })).done).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(new RegExp(`^${ATTEMPT}\\.[0-9a-z]+$`));
    expect(keys[1]).toBe(keys[0]);
  });
});
