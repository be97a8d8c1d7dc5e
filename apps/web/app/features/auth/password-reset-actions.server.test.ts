import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { forgotPasswordAction, resetPasswordAction } from './password-reset-actions.server.ts';

const TOKEN = 'A'.repeat(43);
const NEW_PASSWORD = 'copper kettle harbour 17';

/** A form post to `path` on the site, as a browser without JavaScript sends it. */
function post(path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { origin: 'http://localhost:3000' },
    body,
  });
}

interface Answer {
  httpStatus: number;
  cookies: string[];
  done?: boolean;
  email?: string;
  result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
}

function answerOf(response: unknown): Answer {
  const { data, init } = (
    'data' in (response as object) ? response : { data: response, init: null }
  ) as { data: Omit<Answer, 'httpStatus' | 'cookies'>; init: ResponseInit | null };
  const headers = new Headers(init?.headers);
  return { httpStatus: init?.status ?? 200, cookies: headers.getSetCookie(), ...data };
}

function serve(path: string, respond: () => Response) {
  const calls: { body: unknown; language: string | null }[] = [];
  server.use(
    http.post(`*/api/auth/${path}`, async ({ request }) => {
      calls.push({ body: await request.json(), language: request.headers.get('accept-language') });
      return respond();
    }),
  );
  return calls;
}

describe('the forgotten password form without JavaScript', () => {
  it('asks the API and says where the link went', async () => {
    const calls = serve('password-reset', () => new HttpResponse(null, { status: 202 }));
    const answer = answerOf(
      await forgotPasswordAction(post('/forgot-password', { email: ' Ann@Example.com ' })),
    );
    expect(answer).toMatchObject({ httpStatus: 200, done: true, email: 'ann@example.com' });
    expect(calls.map((call) => call.body)).toEqual([{ email: 'ann@example.com' }]);
  });

  it('sends back the field’s message without calling the API', async () => {
    const calls = serve('password-reset', () => new HttpResponse(null, { status: 202 }));
    const answer = answerOf(
      await forgotPasswordAction(post('/fr/mot-de-passe-oublie', { email: 'ann\u0000@x' })),
    );
    expect(answer.httpStatus).toBe(400);
    expect(answer.result?.error?.email).toEqual(['Entrez une adresse courriel valide.']);
    expect(calls).toEqual([]);
  });

  it('passes on the API’s 429 with its message', async () => {
    serve('password-reset', () =>
      HttpResponse.json({ message: 'Too many attempts. Please try again later.' }, { status: 429 }),
    );
    const answer = answerOf(
      await forgotPasswordAction(post('/forgot-password', { email: 'ann@example.com' })),
    );
    expect(answer.httpStatus).toBe(429);
    expect(answer.result?.error?.['']).toEqual(['Too many attempts. Please try again later.']);
    expect(answer.done).toBeUndefined();
  });
});

describe('the reset form without JavaScript', () => {
  it('sets the password and passes on the cleared session cookie', async () => {
    const calls = serve('password-reset/confirm', () =>
      HttpResponse.json(
        { reset: true },
        { headers: { 'Set-Cookie': 'session=; Path=/; HttpOnly; Max-Age=0' } },
      ),
    );
    const answer = answerOf(
      await resetPasswordAction(
        post(`/reset-password?token=${TOKEN}`, { token: TOKEN, password: NEW_PASSWORD }),
      ),
    );
    expect(answer).toMatchObject({ httpStatus: 200, done: true });
    expect(answer.cookies).toEqual(['session=; Path=/; HttpOnly; Max-Age=0']);
    expect(calls.map((call) => call.body)).toEqual([{ token: TOKEN, password: NEW_PASSWORD }]);
  });

  it('names the token the API refused, and never writes the password back', async () => {
    const message =
      'This reset link is not valid, was already used or has expired. Please ask for a new one';
    serve('password-reset/confirm', () =>
      HttpResponse.json({ message, issues: [{ path: ['token'], message }] }, { status: 400 }),
    );
    const answer = answerOf(
      await resetPasswordAction(
        post(`/reset-password?token=${TOKEN}`, { token: TOKEN, password: NEW_PASSWORD }),
      ),
    );
    expect(answer.httpStatus).toBe(400);
    expect(answer.result?.error?.token).toEqual([message]);
    expect(answer.result?.initialValue?.password).toBeUndefined();
  });

  it('checks the password in the page’s language before calling the API', async () => {
    const calls = serve('password-reset/confirm', () => HttpResponse.json({ reset: true }));
    const answer = answerOf(
      await resetPasswordAction(
        post(`/fr/reinitialiser-le-mot-de-passe?token=${TOKEN}`, {
          token: TOKEN,
          password: 'court',
        }),
      ),
    );
    expect(answer.httpStatus).toBe(400);
    expect(answer.result?.error?.password).toEqual([
      'Le mot de passe doit compter au moins 8 caractères.',
    ]);
    expect(answer.result?.initialValue?.password).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
