import { siteContactBodySchema } from '@cld/contract/inquiries';
import { loginSchema } from '@cld/validation/auth';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw-server.ts';
import type { Locale } from '../i18n/locale.ts';
import {
  apiForAction,
  cookiesOf,
  parseSubmission,
  refused,
  sendToCreate,
} from './form-action.server.ts';

/** French, before `'fr'` joins LOCALES (issue 19). */
const FRENCH = 'fr' as const;

/** The page's language as `requestLocale` reads it (English until issue 19 reads `/fr/…`). */
const page = vi.hoisted(() => ({ locale: 'en' }));
vi.mock(import('../i18n/locale.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  requestLocale: () => page.locale as Locale,
}));
afterEach(() => {
  page.locale = 'en';
});

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

/** What an action answers, as the page reads it. */
function answerOf(response: ReturnType<typeof refused>) {
  const { data, init } = response as unknown as {
    data: { result: { error?: Record<string, string[] | null>; initialValue?: unknown } };
    init: { status: number };
  };
  return { ...data.result, httpStatus: init.status };
}

describe('parseSubmission', () => {
  it('gives an empty form the messages the schema gives an empty string', () => {
    const submission = parseSubmission(form({ email: '', password: '' }), loginSchema, 'en');
    expect(submission.status).toBe('error');
    const expected = loginSchema.safeParse({ email: '', password: '' });
    const messages = Object.fromEntries(
      (expected.error?.issues ?? []).map((issue) => [String(issue.path[0]), [issue.message]]),
    );
    expect(submission.reply().error).toEqual(messages);
  });

  it('hands the contract’s body on as the API takes it', () => {
    const posted = {
      name: ' Sam Reader ',
      email: 'SAM@example.com',
      phone: '',
      category: 'Other',
      subject: 'A kind word',
      message: 'The guides helped me a lot.',
      website: '',
    };
    const submission = parseSubmission(form(posted), siteContactBodySchema, 'en');
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual(
      siteContactBodySchema.parse(posted),
    );
  });
});

describe('parseSubmission in French', () => {
  it('gives the schema’s messages in the page’s language', () => {
    const submission = parseSubmission(
      form({ name: 'S', email: 'nope', category: '', subject: 'Hi', message: 'Short' }),
      siteContactBodySchema,
      FRENCH,
    );
    expect(submission.reply().error).toEqual({
      name: ['Le nom doit compter au moins 2 caractères.'],
      email: ['Entrez une adresse courriel valide.'],
      category: ['Choisissez une catégorie.'],
      subject: ['L’objet doit compter au moins 5 caractères.'],
      message: ['Le message doit compter au moins 10 caractères.'],
    });
  });
});

describe('parseSubmission with a button’s intent', () => {
  const withIntent = (intent: string) =>
    parseSubmission(form({ email: '', password: '', __intent__: intent }), loginSchema, 'en');

  it('keeps a known intent: the form is to be shown again, not sent', () => {
    const validate = withIntent('{"type":"validate","payload":{"name":"email"}}');
    expect(validate.status).toBeUndefined();
    expect(validate.reply().intent).toEqual({ type: 'validate', payload: { name: 'email' } });
    const update = withIntent('{"type":"update","payload":{"name":"email","value":"a@b.ca"}}');
    expect(update.status).toBeUndefined();
    expect(update.payload).toMatchObject({ email: 'a@b.ca' });
  });

  it.each([
    ['JSON that does not parse', '{"type":'],
    ['a list intent Conform throws on', '{"type":"insert","payload":{"name":"email"}}'],
    ['a reset of the whole form', '{"type":"reset","payload":{}}'],
    ['a path into the prototype', '{"type":"update","payload":{"name":"__proto__","value":"x"}}'],
    ['a nested path', '{"type":"update","payload":{"name":"a.b","value":"x"}}'],
    ['an update with an object', '{"type":"update","payload":{"name":"email","value":{"a":1}}}'],
    ['an extra key', '{"type":"validate","payload":{"name":"email","index":0}}'],
    ['10,000 characters', 'x'.repeat(10_000)],
  ])('reads a forged intent (%s) as a plain submit, validated', (_, intent) => {
    const submission = withIntent(intent);
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toMatchObject({ email: ['Invalid email address'] });
  });

  it('drops a forged form state and a second intent instead of throwing', () => {
    const data = form({ email: '', password: '', __state__: '{not json' });
    data.append('__intent__', '{"type":"validate","payload":{"name":"email"}}');
    data.append('__intent__', '{"type":"validate","payload":{"name":"password"}}');
    expect(parseSubmission(data, loginSchema, 'en').status).toBe('error');
  });
});

describe('refused', () => {
  const submission = () =>
    parseSubmission(
      form({ email: 'sam@example.com', password: 'secret words' }),
      loginSchema,
      'en',
    );

  it('puts the API’s field messages under the fields and its message on top when told to', () => {
    const answer = answerOf(
      refused(
        submission(),
        {
          status: 401,
          body: {
            message: 'Invalid email or password',
            issues: [{ path: ['email'], message: 'Unknown' }],
          },
        },
        { fallback: 'Login failed', tell: () => true, hideFields: ['password'] },
      ),
    );
    expect(answer.httpStatus).toBe(401);
    expect(answer.error).toEqual({ '': ['Invalid email or password'], email: ['Unknown'] });
    expect(answer.initialValue).toEqual({ email: 'sam@example.com' });
  });

  it('says the fallback for what the visitor cannot act on, and 502 with no answer', () => {
    const untold = answerOf(
      refused(
        submission(),
        { status: 500, body: { message: 'Database down' } },
        { fallback: 'Try later' },
      ),
    );
    expect(untold.httpStatus).toBe(500);
    expect(untold.error).toEqual({ '': ['Try later'] });
    const none = answerOf(
      refused(submission(), { status: 0, body: undefined }, { fallback: 'Try later' }),
    );
    expect(none.httpStatus).toBe(502);
  });
});

describe('sendToCreate', () => {
  const posted = { email: 'sam@example.com', password: 'secret words' };
  const send = (answer: { status: number; body: unknown } | Error, entries = posted) => {
    const sent: unknown[] = [];
    const fallback = vi.fn(() => 'Try later');
    const result = sendToCreate(
      form(entries),
      loginSchema,
      'en',
      async (value) => {
        sent.push(value);
        if (answer instanceof Error) throw answer;
        return answer;
      },
      { fallback, tell: (status) => status === 429 },
    );
    return { result, sent, fallback };
  };

  it('sends the valid values and says done on a 201, the form emptied', async () => {
    const { result, sent, fallback } = send({ status: 201, body: {} });
    expect(await result).toEqual({ done: true, result: { initialValue: null } });
    expect(sent).toEqual([loginSchema.parse(posted)]);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('sends nothing when the schema refuses the form', async () => {
    const { result, sent } = send({ status: 201, body: {} }, { email: '', password: '' });
    expect(answerOf((await result) as ReturnType<typeof refused>).httpStatus).toBe(400);
    expect(sent).toEqual([]);
  });

  it('answers the API’s refusal, or no answer, as `refused` does', async () => {
    const told = send({ status: 429, body: { message: 'Slow down' } });
    expect(answerOf((await told.result) as ReturnType<typeof refused>)).toMatchObject({
      httpStatus: 429,
      error: { '': ['Slow down'] },
    });
    const none = send(new Error('offline'));
    expect(answerOf((await none.result) as ReturnType<typeof refused>)).toMatchObject({
      httpStatus: 502,
      error: { '': ['Try later'] },
    });
    expect(none.fallback).toHaveBeenCalledOnce();
  });
});

describe('apiForAction', () => {
  it('calls the API with the visitor’s cookie, address and Origin, and no X-Requested-With', async () => {
    let headers: Headers | undefined;
    server.use(
      http.post('*/api/auth/login', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 });
      }),
    );
    const request = new Request('http://localhost:3000/auth/login', {
      method: 'POST',
      headers: {
        cookie: 'session=abc',
        origin: 'http://localhost:3000',
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'https',
        'user-agent': 'not forwarded',
      },
    });
    const answer = await apiForAction(request).auth.login({
      body: { email: 'sam@example.com', password: 'secret words' },
    });
    expect(answer.status).toBe(401);
    expect(headers?.get('cookie')).toBe('session=abc');
    expect(headers?.get('origin')).toBe('http://localhost:3000');
    expect(headers?.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(headers?.get('x-forwarded-proto')).toBe('https');
    expect(headers?.get('x-requested-with')).toBeNull();
  });

  it('asks the API to answer in the page’s language, not the browser’s', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post('*/api/auth/login', ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 });
      }),
    );
    const post = () =>
      apiForAction(
        new Request('http://localhost:3000/auth/login', {
          method: 'POST',
          headers: { 'accept-language': 'de-DE,fr;q=0.5' },
        }),
      ).auth.login({ body: { email: 'sam@example.com', password: 'secret words' } });
    await post();
    page.locale = 'fr';
    await post();
    expect(seen).toEqual(['en-CA', 'fr-CA']);
  });
});

describe('cookiesOf', () => {
  it('passes on every Set-Cookie of the API’s answer and nothing else', () => {
    const api = new Headers();
    api.append('Set-Cookie', 'session=new; Path=/; HttpOnly');
    api.append('Set-Cookie', 'other=1; Path=/');
    api.append('Content-Type', 'application/json');
    const headers = cookiesOf(api);
    expect(headers.getSetCookie()).toEqual(['session=new; Path=/; HttpOnly', 'other=1; Path=/']);
    expect(headers.get('content-type')).toBeNull();
  });
});
