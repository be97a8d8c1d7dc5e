import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { localizeMessage } from '@cld/validation/i18n';
import { EMAIL_TAKEN_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '../modules/auth/service.ts';
import {
  REPLIES_PER_LAWYER,
  REQUESTS_PER_EMAIL,
  REQUESTS_PER_IP,
  REQUESTS_PER_LAWYER,
} from '../modules/inquiries/service.ts';
import { ANSWERS_PER_ACCOUNT } from '../modules/client-space/service.ts';
import { HOLD_MESSAGES } from '../modules/bookings/holds.ts';
import { BOOKINGS_PER_LAWYER } from '../modules/bookings/service.ts';
import { REPORTS_PER_IP, REVIEW_LINK_ATTEMPTS_PER_IP } from '../modules/reviews/service.ts';
import {
  SITE_MESSAGES_IN_ALL,
  SITE_MESSAGES_PER_EMAIL,
  SITE_MESSAGES_PER_IP,
} from '../modules/site-contact/service.ts';
import { openTestApp, type TestApp } from '../test/app.ts';
import { MALFORMED_ENCODING_MESSAGE } from './contract-router.ts';
import { KEY_IN_PROGRESS_MESSAGE, KEY_REUSED_MESSAGE } from './idempotency.ts';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './rate-limit.ts';
import {
  GOOD_PASSWORD,
  XHR,
  nextIp,
  registerCustomer,
  uniqueEmail,
} from '../modules/auth/testing.ts';

interface ErrorBody {
  message: string;
  issues?: { path: (string | number)[]; message: string }[];
}

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };

/** The API's 4xx answers in the request's language (decision 029), on PGlite. */
describe('the API’s messages in French and English', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await openTestApp('pglite');
  });
  afterAll(() => test?.close());

  function call(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    return test.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers: { ...XHR, ...headers },
      payload: payload as InjectOptions['payload'],
    });
  }

  const badContact = {
    name: 'A',
    email: 'not an address',
    category: 'General Inquiry',
    subject: 'Hello there',
    message: 'short',
  };

  it('answers a 400 naming the fields, in French with Accept-Language: fr-CA', async () => {
    const response = await call('POST', '/api/contact', badContact, FRENCH);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.message).toBe('À corriger\u00a0: name, email, message.');
    expect(body.issues).toEqual([
      { path: ['name'], message: 'Le nom doit compter au moins 2 caractères.' },
      { path: ['email'], message: 'Entrez une adresse courriel valide.' },
      { path: ['message'], message: 'Le message doit compter au moins 10 caractères.' },
    ]);
  });

  it('answers the same 400 in English without Accept-Language, or with another language', async () => {
    const others: Record<string, string>[] = [{}, { 'accept-language': 'de-DE,en;q=0.1' }];
    for (const headers of others) {
      const response = await call('POST', '/api/contact', badContact, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>()).toEqual({
        message: 'Invalid name, email, message',
        issues: [
          { path: ['name'], message: 'Name must be at least 2 characters' },
          { path: ['email'], message: 'Please enter a valid email address' },
          { path: ['message'], message: 'Message must be at least 10 characters' },
        ],
      });
    }
  });

  it('honours q-values', async () => {
    const english = await call('POST', '/api/contact', badContact, {
      'accept-language': 'fr;q=0.3, en-CA;q=0.8',
    });
    expect(english.json<ErrorBody>().issues?.[0]?.message).toBe(
      'Name must be at least 2 characters',
    );
    const french = await call('POST', '/api/contact', badContact, {
      'accept-language': 'en;q=0.2, fr-FR',
    });
    expect(french.json<ErrorBody>().issues?.[0]?.message).toBe(
      'Le nom doit compter au moins 2 caractères.',
    );
  });

  it('gives a consultation’s and a registration’s messages in French', async () => {
    const consultation = await call(
      'POST',
      '/api/consultation-requests',
      { lawyerId: 'x', preferredDate: '2000-01-01' },
      FRENCH,
    );
    expect(consultation.statusCode).toBe(400);
    expect(consultation.json<ErrorBody>().issues).toEqual(
      expect.arrayContaining([
        { path: ['lawyerId'], message: 'Ce profil n’est pas disponible.' },
        { path: ['preferredDate'], message: 'La date souhaitée ne peut pas être déjà passée.' },
      ]),
    );
    const register = await call(
      'POST',
      '/api/auth/register',
      { email: uniqueEmail('fr'), password: 'azertyuiop', firstName: '', lastName: 'Roy' },
      FRENCH,
    );
    expect(register.json<ErrorBody>().issues).toEqual(
      expect.arrayContaining([
        {
          path: ['password'],
          message:
            'Ce mot de passe est trop facile à deviner. Évitez les caractères répétés et les suites de touches du clavier.',
        },
        { path: ['firstName'], message: 'Le prénom est obligatoire.' },
      ]),
    );
  });

  it('gives zod’s own message in French where a field has none of its own', async () => {
    const response = await call(
      'POST',
      '/api/contact',
      { ...badContact, website: 'x'.repeat(2001) },
      FRENCH,
    );
    const honeypot = response.json<ErrorBody>().issues?.find((i) => i.path[0] === 'website');
    expect(honeypot?.message).toMatch(/^Trop grand/);
  });

  it('gives the API’s own refusals in French: conflict, not found, sign-in', async () => {
    const { user } = await registerCustomer(test.app);
    const taken = await call(
      'POST',
      '/api/auth/register',
      { email: user.email, password: GOOD_PASSWORD, firstName: 'Dup', lastName: 'Licate' },
      FRENCH,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message:
        'Impossible de créer un compte avec cette adresse courriel. Si elle est la vôtre, connectez-vous.',
    });

    const missing = await call('GET', '/api/no-such-thing', undefined, FRENCH);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Introuvable.' });
    expect((await call('GET', '/api/no-such-thing')).json()).toEqual({ message: 'Not found' });

    const signIn = await call(
      'POST',
      '/api/auth/login',
      { email: user.email, password: 'not the password' },
      FRENCH,
    );
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ message: 'Adresse courriel ou mot de passe incorrect.' });
  });
});

describe('the French of the API’s own messages', () => {
  it('covers every sending limit and the HTTP layer’s refusals', () => {
    const messages = [
      ...[
        REQUESTS_PER_IP,
        REQUESTS_PER_EMAIL,
        REQUESTS_PER_LAWYER,
        REPLIES_PER_LAWYER,
        ANSWERS_PER_ACCOUNT,
        SITE_MESSAGES_PER_IP,
        SITE_MESSAGES_PER_EMAIL,
        SITE_MESSAGES_IN_ALL,
        REVIEW_LINK_ATTEMPTS_PER_IP,
        REPORTS_PER_IP,
        BOOKINGS_PER_LAWYER,
      ].map((limit) => limit.message),
      ...Object.values(HOLD_MESSAGES),
      TOO_MANY_ATTEMPTS_MESSAGE,
      KEY_REUSED_MESSAGE,
      KEY_IN_PROGRESS_MESSAGE,
      MALFORMED_ENCODING_MESSAGE,
      EMAIL_TAKEN_MESSAGE,
      INVALID_CREDENTIALS_MESSAGE,
    ];
    for (const message of messages) {
      const french = localizeMessage(message, 'fr');
      expect(french, message).not.toBe(message);
      expect(french, message).toMatch(/^[A-ZÀ-Ý].*\.$/su);
      expect(french, message).not.toMatch(/ [;:!?»]|« |'/);
    }
  });
});
