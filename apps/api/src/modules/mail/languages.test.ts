/**
 * E-mails in the recipient's language (issue 19, item 6), through the API: a visitor's mail in
 * the language of the page they used (the `locale` the web app sends), a lawyer's and an account's
 * in the account's language (the dashboard's setting, first set from the registration page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MyProfile } from '@cld/contract/my-profile';
import { todayIn } from '@cld/validation/consultation';
import type { DatabaseHandle } from '@cld/db/database';
import { buildApp } from '../../app.ts';
import { seedDirectory } from '../../db/seed.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { buildConfig, buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { XHR, buildProfileInput, nextIp, registerUser, uniqueEmail } from '../auth/testing.ts';
import type { SignedIn } from '../auth/testing.ts';
import { registerAdmin } from '../admin/testing.ts';
import { sendDueInvitations } from '../reviews/invitations.ts';

const NBSP = '\u00a0';
const ORIGIN = 'http://localhost:3000';

function nextWeek(): string {
  const date = new Date(`${todayIn('America/Vancouver', new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds)('e-mails in the recipient’s language on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  /** A lawyer who registered on a French page, and one on an English page. */
  let french: SignedIn;
  let english: SignedIn;
  let frenchProfile: MyProfile;
  let englishProfile: MyProfile;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDirectory({
      db: database.db,
      data: buildDirectoryData([
        buildLawyer(),
        // Profiles nobody owns (the demo's kind): written only in French, and in both languages.
        buildLawyer({
          name: 'Maude Gagnon',
          email: 'ownerless-fr@example.com',
          city: 'Montréal',
          province: 'QC',
          bio: null,
          bioFr: 'Représente des familles devant la Cour supérieure du Québec.',
          languages: ['French'],
        }),
        buildLawyer({
          name: 'Luc Roy',
          email: 'ownerless-both@example.com',
          city: 'Montréal',
          province: 'QC',
          bioFr: 'Représente des familles devant la Cour supérieure du Québec.',
          languages: ['French', 'English'],
        }),
      ]),
    });
    app = buildApp({ config: buildConfig(), db: database.db });
    await app.ready();
    french = await registerUser(app, { firstName: 'Élise', lastName: 'Fortin', locale: 'fr' });
    english = await registerUser(app, { firstName: 'Owen', lastName: 'Ward' });
    const profile = async (actor: SignedIn, name: string, email: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/lawyers/profile',
        headers: { ...XHR, cookie: actor.cookie },
        payload: buildProfileInput({ name, email }),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<MyProfile>();
    };
    frenchProfile = await profile(french, 'Élise Fortin', 'elise@example.com');
    englishProfile = await profile(english, 'Owen Ward', 'owen@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const send = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, remoteAddress: nextIp(), headers: XHR, payload });

  const contact = (lawyerId: number, extra: Record<string, unknown> = {}) => ({
    lawyerId,
    name: 'Jeanne Tremblay',
    email: uniqueEmail('jeanne'),
    phone: '514-555-0100',
    legalIssue: 'Child Custody',
    message: 'Bonjour, j’ai une question sur la garde de mes enfants.',
    ...extra,
  });

  const mailOf = (to: string, kindOf: string) =>
    database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text'])
      .where('to_address', '=', to)
      .where('kind', '=', kindOf)
      .executeTakeFirstOrThrow();

  const language = (actor: SignedIn | null) =>
    app.inject({
      method: 'GET',
      url: '/api/account/language',
      headers: { ...XHR, ...(actor ? { cookie: actor.cookie } : {}) },
    });
  const setLanguage = (actor: SignedIn, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: { ...XHR, cookie: actor.cookie },
      payload: payload as Record<string, unknown>,
    });

  it('gives an account the language of the page it was registered on', async () => {
    expect((await language(french)).json()).toEqual({ language: 'fr' });
    expect((await language(english)).json()).toEqual({ language: 'en' });
    expect((await language(null)).statusCode).toBe(401);
  });

  it('lets the account change it, and keeps only English or French', async () => {
    const other = await registerUser(app, { locale: 'fr' });
    const changed = await setLanguage(other, { language: 'en' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ language: 'en' });
    expect((await language(other)).json()).toEqual({ language: 'en' });
    expect((await setLanguage(other, { language: 'de' })).statusCode).toBe(400);
    expect((await setLanguage(other, { language: 'fr' })).json()).toEqual({ language: 'fr' });
    expect((await language(other)).json()).toEqual({ language: 'fr' });
  });

  it('confirms a message from a French page in French, and tells each lawyer in their language', async () => {
    const toFrench = contact(frenchProfile.id, { locale: 'fr' });
    const sent = await send('/api/contact-requests', toFrench);
    expect(sent.statusCode, sent.body).toBe(201);
    const confirmation = await mailOf(toFrench.email, 'contact-request.confirmation');
    expect(confirmation.subject).toBe('Votre message à Élise Fortin a été envoyé');
    expect(confirmation.text).toContain(
      'Votre message (garde des enfants) a été transmis à Élise Fortin',
    );
    expect(confirmation.text).toContain('Élise Fortin communiquera avec vous');
    const frenchNotice = await mailOf('elise@example.com', 'contact-request.lawyer');
    expect(frenchNotice.subject).toBe('Nouveau message de Jeanne Tremblay (Garde des enfants)');
    expect(frenchNotice.text).toContain(`tableau de bord${NBSP}: ${ORIGIN}/fr/espace-avocat`);

    const toEnglish = contact(englishProfile.id, { locale: 'fr' });
    expect((await send('/api/contact-requests', toEnglish)).statusCode).toBe(201);
    expect((await mailOf(toEnglish.email, 'contact-request.confirmation')).subject).toBe(
      'Votre message à Owen Ward a été envoyé',
    );
    const englishNotice = await mailOf('owen@example.com', 'contact-request.lawyer');
    expect(englishNotice.subject).toBe('New message from Jeanne Tremblay (Child Custody)');
    expect(englishNotice.text).toContain(`${ORIGIN}/lawyer-dashboard`);
  });

  it('tells a profile nobody owns in French when it is written in French only, else in English', async () => {
    const ownerless = await database.db
      .selectFrom('lawyers')
      .select(['id', 'email'])
      .where('email', 'in', ['ownerless-fr@example.com', 'ownerless-both@example.com'])
      .execute();
    const idOf = (email: string) => ownerless.find((row) => row.email === email)!.id;
    expect(
      (await send('/api/contact-requests', contact(idOf('ownerless-fr@example.com')))).statusCode,
    ).toBe(201);
    expect((await mailOf('ownerless-fr@example.com', 'contact-request.lawyer')).subject).toBe(
      'Nouveau message de Jeanne Tremblay (Garde des enfants)',
    );
    expect(
      (
        await send(
          '/api/contact-requests',
          contact(idOf('ownerless-both@example.com'), { locale: 'fr' }),
        )
      ).statusCode,
    ).toBe(201);
    expect((await mailOf('ownerless-both@example.com', 'contact-request.lawyer')).subject).toBe(
      'New message from Jeanne Tremblay (Child Custody)',
    );
  });

  it('confirms in English when the page was English or did not say', async () => {
    const withoutLocale = contact(frenchProfile.id);
    expect((await send('/api/contact-requests', withoutLocale)).statusCode).toBe(201);
    expect((await mailOf(withoutLocale.email, 'contact-request.confirmation')).subject).toBe(
      'Your message to Élise Fortin was sent',
    );
    const english = contact(frenchProfile.id, { locale: 'en' });
    expect((await send('/api/contact-requests', english)).statusCode).toBe(201);
    expect((await mailOf(english.email, 'contact-request.confirmation')).text).toContain(
      'Your message about child custody was sent',
    );
    expect((await send('/api/contact-requests', contact(1, { locale: 'de' }))).statusCode).toBe(
      400,
    );
  });

  it('answers a French consultation request in French, the lawyer’s reply included', async () => {
    const email = uniqueEmail('sam');
    const sent = await send('/api/consultation-requests', {
      lawyerId: englishProfile.id,
      name: 'Samuel Roy',
      email,
      phone: '(418) 555-0199',
      preferredDate: nextWeek(),
      preferredTime: '1:30 PM',
      consultationType: 'phone-call',
      legalIssue: 'family-law',
      message: 'Nous nous séparons et avons deux enfants.',
      locale: 'fr',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json<{ id: number }>();
    const confirmation = await mailOf(email, 'consultation-request.confirmation');
    expect(confirmation.subject).toBe('Votre demande de consultation à Owen Ward a été envoyée');
    expect(confirmation.text).toContain(`(appel téléphonique, le `);
    expect(confirmation.text).toContain(`à 13${NBSP}h${NBSP}30) a été transmise`);
    const notice = await mailOf('owen@example.com', 'consultation-request.lawyer');
    expect(notice.subject).toContain('at 1:30 PM');
    expect(notice.text).toContain('Legal issue: Family Law');

    const replied = await app.inject({
      method: 'POST',
      url: `/api/lawyers/my-contact-requests/consultation/${id}/reply`,
      headers: { ...XHR, cookie: english.cookie },
      payload: { content: 'Bonjour, jeudi me convient.' },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const reply = await mailOf(email, 'inquiry.reply');
    expect(reply.subject).toBe('Owen Ward a répondu à votre demande de consultation');
    expect(reply.text).toContain('Bonjour, jeudi me convient.');
    expect(reply.text).toContain('par l’intermédiaire du Répertoire des avocats du Canada');
  });

  it('invites a French visitor to review on the French form', async () => {
    // From outside the lawyer's domain (example.com): reviews come from someone else (decision 018).
    const toFrench = contact(frenchProfile.id, {
      locale: 'fr',
      email: uniqueEmail('jeanne', 'example.net'),
    });
    const sent = await send('/api/contact-requests', toFrench);
    const { id } = sent.json<{ id: number }>();
    await database.db
      .updateTable('contact_requests')
      .set({ answered_at: new Date(Date.now() - 72 * 3600 * 1000) })
      .where('id', '=', id)
      .execute();
    await sendDueInvitations({
      db: database.db,
      config: { invitationDelayHours: 48, linkDays: 30 },
      publicOrigin: ORIGIN,
    });
    const invitation = await mailOf(toFrench.email, 'review.invitation');
    expect(invitation.subject).toBe(
      `Comment s’est passée votre expérience avec Élise Fortin${NBSP}?`,
    );
    expect(invitation.text).toContain(`${ORIGIN}/fr/avocat/${frenchProfile.id}/avis#token=`);
  });

  it('confirms a message to the site in the page’s language', async () => {
    const email = uniqueEmail('nadia');
    const sent = await send('/api/contact', {
      name: 'Nadia Bouchard',
      email,
      category: 'Technical Support',
      subject: 'Mon tableau de bord reste vide',
      message: 'La page reste blanche après la connexion.',
      locale: 'fr',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const confirmation = await mailOf(email, 'site-contact.confirmation');
    expect(confirmation.subject).toBe('Nous avons bien reçu votre message');
    expect(confirmation.text).toContain('(soutien technique)');
  });

  it('tells a lawyer the verification outcome in their account’s language', async () => {
    const admin = await registerAdmin(app, database.db);
    const decide = (id: number) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/lawyers/${id}/verification`,
        headers: { ...XHR, cookie: admin.cookie },
        payload: {
          decision: 'verify',
          licenceNumber: 'LSO-4242',
          regulator: 'law-society-of-ontario',
          licenceClass: 'Lawyer — practising',
        },
      });
    const frenchDecision = await decide(frenchProfile.id);
    expect(frenchDecision.statusCode, frenchDecision.body).toBe(200);
    const frenchMail = await mailOf(french.user.email, 'verification.verified');
    expect(frenchMail.subject).toBe('Votre permis d’exercice est vérifié');
    expect(frenchMail.text).toContain(`Ordre professionnel consulté${NBSP}: Barreau de l’Ontario`);
    expect(frenchMail.text).toContain(`${ORIGIN}/fr/espace-avocat`);

    expect((await decide(englishProfile.id)).statusCode).toBe(200);
    const englishMail = await mailOf(english.user.email, 'verification.verified');
    expect(englishMail.subject).toBe('Your licence is verified');
    expect(englishMail.text).toContain('with the Law Society of Ontario.');
  });
});
