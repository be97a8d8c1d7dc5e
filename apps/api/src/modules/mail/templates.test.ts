import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatMailDay } from './formatting.ts';
import { formatTimeSlot } from '@cld/validation/inquiry-labels';
import { mailPagePath, mailPageUrl } from './links.ts';
import {
  acceptingClientsReminderMail,
  consultationRequestMails,
  contactRequestMails,
  linkProviderMail,
  replyMail,
  reviewInvitationMail,
  siteContactMails,
  verificationDecisionMail,
} from './templates.ts';
import type { MailDraft, RequestMailInput } from './templates.ts';

const NBSP = '\u00a0';
const ORIGIN = 'https://lawyers.example';

const contact = {
  name: 'Jeanne Tremblay',
  email: 'jeanne@example.com',
  phone: '514-555-0100',
  legalIssue: 'Child Custody' as const,
  message: 'Bonjour,\nJ’ai une question sur la garde.',
};

const consultation = {
  name: 'Jeanne Tremblay',
  email: 'jeanne@example.com',
  phone: '514-555-0100',
  preferredDate: '2026-12-01',
  preferredTime: '1:30 PM',
  consultationType: 'video-call' as const,
  legalIssue: 'family-law' as const,
  message: 'Nous nous séparons et avons deux enfants.',
};

const lawyer = (language: 'en' | 'fr') => ({
  name: 'Marie-Ève Gagnon',
  email: 'megagnon@example.com',
  language,
});

/** A request's mails, to a lawyer writing in `toLawyer`, from a visitor on a `visitor` page. */
const requestMailsOf =
  <Request>(build: (input: RequestMailInput<Request>) => MailDraft[], request: Request) =>
  (toLawyer: 'en' | 'fr', visitor: 'en' | 'fr') =>
    build({ lawyer: lawyer(toLawyer), request, visitor, publicOrigin: ORIGIN });
const contactMails = requestMailsOf(contactRequestMails, contact);
const consultationMails = requestMailsOf(consultationRequestMails, consultation);

function byKind(mails: MailDraft[], kind: MailDraft['kind']): MailDraft {
  const mail = mails.find((candidate) => candidate.kind === kind);
  if (!mail) throw new Error(`no ${kind}`);
  return mail;
}

/** French typography: a no-break space, never a plain one, before « : ; ! ? ». */
function expectFrenchTypography(mail: MailDraft) {
  for (const text of [mail.subject, mail.text]) {
    // Addresses (https://…) are not prose; the quoted message is the visitor's own text.
    const prose = text
      .split('\n')
      .filter((line) => !line.startsWith('>'))
      .join('\n')
      .replace(/https?:\/\/\S+/g, '');
    expect(prose).not.toMatch(/ [:;!?]/);
    expect(prose).not.toMatch(/[^\s\u00a0][;!?]/);
    expect(prose).not.toMatch(/'/);
  }
}

describe('mail links', () => {
  it('point to the page in the e-mail’s language', () => {
    expect(mailPagePath({ page: 'home' }, 'en')).toBe('/');
    expect(mailPagePath({ page: 'home' }, 'fr')).toBe('/fr');
    expect(mailPagePath({ page: 'dashboard' }, 'fr')).toBe('/fr/espace-avocat');
    expect(mailPagePath({ page: 'privacy-policy' }, 'fr')).toBe('/fr/politique-de-confidentialite');
    expect(mailPagePath({ page: 'profile', lawyerId: 7 }, 'en')).toBe('/lawyer/7');
    expect(mailPagePath({ page: 'profile', lawyerId: 7 }, 'fr')).toBe('/fr/avocat/7');
    expect(mailPageUrl(ORIGIN, { page: 'review', lawyerId: 7 }, 'en')).toBe(
      `${ORIGIN}/lawyers/7/review`,
    );
    expect(mailPageUrl(ORIGIN, { page: 'review', lawyerId: 7 }, 'fr')).toBe(
      `${ORIGIN}/fr/avocat/7/avis`,
    );
  });
});

describe('mail dates and times', () => {
  it('keep the ISO day in English and write the day out in French', () => {
    const day = new Date('2026-11-24T15:00:00Z');
    expect(formatMailDay(day, 'en')).toBe('2026-11-24');
    expect(formatMailDay(day, 'fr')).toBe('24 novembre 2026');
    expect(formatMailDay(new Date('2026-12-01T00:30:00Z'), 'fr')).toBe('1er décembre 2026');
    expect(formatCalendarDay('2026-02-14', 'fr')).toBe('14 février 2026');
    expect(formatCalendarDay('2026-02-14', 'en')).toBe('2026-02-14');
  });

  it('write the consultation slots on the 24-hour clock in French', () => {
    expect(formatTimeSlot('1:30 PM', 'fr')).toBe(`13${NBSP}h${NBSP}30`);
    expect(formatTimeSlot('9:00 AM', 'fr')).toBe(`9${NBSP}h`);
    expect(formatTimeSlot('12:00 PM', 'fr')).toBe(`12${NBSP}h`);
    expect(formatTimeSlot('1:30 PM', 'en')).toBe('1:30 PM');
  });
});

describe('contact request mails', () => {
  it('write the confirmation in the visitor’s language and the notice in the lawyer’s', () => {
    const mails = contactMails('en', 'fr');
    const confirmation = byKind(mails, 'contact-request.confirmation');
    expect(confirmation.subject).toBe('Votre message à Marie-Ève Gagnon a été envoyé');
    expect(confirmation.text).toContain('Votre message (garde des enfants) a été transmis');
    expect(confirmation.text).toContain(
      'Marie-Ève Gagnon communiquera avec vous dans un délai d’un à deux jours ouvrables.',
    );
    expect(confirmation.text).toContain('Répertoire des avocats du Canada');
    expect(confirmation.text).toContain('Ce courriel a été envoyé automatiquement.');
    expectFrenchTypography(confirmation);
    const notice = byKind(mails, 'contact-request.lawyer');
    expect(notice.subject).toBe('New message from Jeanne Tremblay (Child Custody)');
    expect(notice.text).toContain(`${ORIGIN}/lawyer-dashboard`);
  });

  it('write a French lawyer’s notice in French, with the French dashboard', () => {
    const mails = contactMails('fr', 'en');
    const notice = byKind(mails, 'contact-request.lawyer');
    expect(notice.subject).toBe('Nouveau message de Jeanne Tremblay (Garde des enfants)');
    expect(notice.text).toContain(`Courriel${NBSP}: jeanne@example.com`);
    expect(notice.text).toContain(`Question juridique${NBSP}: Garde des enfants`);
    expect(notice.text).toContain('> J’ai une question sur la garde.');
    expect(notice.text).toContain(`tableau de bord${NBSP}: ${ORIGIN}/fr/espace-avocat`);
    expect(notice.replyTo).toBe('jeanne@example.com');
    expectFrenchTypography(notice);
    const confirmation = byKind(mails, 'contact-request.confirmation');
    expect(confirmation.subject).toBe('Your message to Marie-Ève Gagnon was sent');
    expect(confirmation.text).toContain('Your message about child custody was sent');
  });
});

describe('French subjects that name the visitor (issue 37)', () => {
  it('elide « de » before a name that starts with a vowel', () => {
    const fromAisha = (name: string) =>
      byKind(
        contactRequestMails({
          lawyer: lawyer('fr'),
          request: { ...contact, name },
          visitor: 'fr',
          publicOrigin: ORIGIN,
        }),
        'contact-request.lawyer',
      ).subject;
    expect(fromAisha('Aisha Khan')).toBe('Nouveau message d’Aisha Khan (Garde des enfants)');
    expect(fromAisha('Yves Roy')).toBe('Nouveau message d’Yves Roy (Garde des enfants)');
    expect(fromAisha('Luc Roy')).toBe('Nouveau message de Luc Roy (Garde des enfants)');
  });
});

describe('consultation request mails', () => {
  it('give the day and time the French way', () => {
    const mails = consultationMails('fr', 'fr');
    const notice = byKind(mails, 'consultation-request.lawyer');
    expect(notice.subject).toBe(
      `Demande de consultation de Jeanne Tremblay (le 1er décembre 2026 à 13${NBSP}h${NBSP}30)`,
    );
    expect(notice.text).toContain(`Type de consultation${NBSP}: Visioconférence`);
    expect(notice.text).toContain(`Domaine de droit${NBSP}: Droit de la famille`);
    expectFrenchTypography(notice);
    const confirmation = byKind(mails, 'consultation-request.confirmation');
    expect(confirmation.subject).toBe(
      'Votre demande de consultation à Marie-Ève Gagnon a été envoyée',
    );
    expect(confirmation.text).toContain(
      `Votre demande de consultation (visioconférence, le 1er décembre 2026 à 13${NBSP}h${NBSP}30) a été transmise`,
    );
    expect(confirmation.text).toContain(
      'Marie-Ève Gagnon communiquera avec vous pour confirmer le rendez-vous.',
    );
    expectFrenchTypography(confirmation);
  });

  it('stay as they were in English', () => {
    const mails = consultationMails('en', 'en');
    expect(byKind(mails, 'consultation-request.lawyer').subject).toBe(
      'Consultation request from Jeanne Tremblay (2026-12-01 at 1:30 PM)',
    );
    expect(byKind(mails, 'consultation-request.lawyer').text).toContain('Legal issue: Family Law');
    expect(byKind(mails, 'consultation-request.confirmation').text).toContain(
      'Your request for a consultation (video call, 2026-12-01 at 1:30 PM) was sent',
    );
  });
});

describe('site contact mails', () => {
  const message = {
    name: 'Jeanne Tremblay',
    email: 'jeanne@example.com',
    category: 'Technical Support' as const,
    subject: 'Mon tableau de bord reste vide',
    message: 'La page reste blanche après la connexion.',
  };

  it('confirm in French and tell the operator which language to answer in', () => {
    const mails = siteContactMails({ message, operatorAddress: 'ops@example.com', visitor: 'fr' });
    const confirmation = byKind(mails, 'site-contact.confirmation');
    expect(confirmation.subject).toBe('Nous avons bien reçu votre message');
    expect(confirmation.text).toContain('(soutien technique)');
    expect(confirmation.text).toContain(`dans les 24${NBSP}heures`);
    expectFrenchTypography(confirmation);
    const operator = byKind(mails, 'site-contact.operator');
    expect(operator.text).toContain('Language: French');
    expect(operator.subject).toBe('[Technical Support] Mon tableau de bord reste vide');
  });

  it('confirm in English from an English page', () => {
    const mails = siteContactMails({ message, operatorAddress: 'ops@example.com', visitor: 'en' });
    expect(byKind(mails, 'site-contact.confirmation').subject).toBe('We received your message');
    expect(byKind(mails, 'site-contact.operator').text).not.toContain('Language:');
  });
});

describe('the reply mail', () => {
  const base = {
    lawyer: lawyer('en'),
    to: 'jeanne@example.com',
    requestedAt: new Date('2026-11-24T15:00:00Z'),
    content: 'Bonjour,\nJeudi à 14 h me convient.',
  };

  it('is in the language of the page the request came from', () => {
    const fr = replyMail({ ...base, language: 'fr', requestKind: 'consultation' });
    expect(fr.subject).toBe('Marie-Ève Gagnon a répondu à votre demande de consultation');
    expect(fr.text).toContain(
      `votre demande de consultation envoyée le 24 novembre 2026 par l’intermédiaire du Répertoire des avocats du Canada${NBSP}:`,
    );
    expect(fr.replyTo).toBe('megagnon@example.com');
    expect(replyMail({ ...base, language: 'fr', requestKind: 'contact' }).text).toContain(
      'votre message envoyé le 24 novembre 2026',
    );
    const en = replyMail({ ...base, language: 'en', requestKind: 'contact' });
    expect(en.subject).toBe('Marie-Ève Gagnon replied to your message');
    expect(en.text).toContain('the message you sent on 2026-11-24 through');
  });
});

describe('the verification decision', () => {
  const verifiedMail = (language: 'en' | 'fr', regulatorName: string) =>
    verificationDecisionMail({
      lawyer: lawyer(language),
      decision: 'verify',
      regulatorName,
      reason: null,
      publicOrigin: ORIGIN,
    });

  it('names the law society in French and links to the French dashboard', () => {
    const verified = verifiedMail('fr', 'Barreau du Québec');
    expect(verified.subject).toBe('Votre permis d’exercice est vérifié');
    expect(verified.text).toContain(`Ordre professionnel consulté${NBSP}: Barreau du Québec`);
    expect(verified.text).toContain(`${ORIGIN}/fr/espace-avocat`);
    expectFrenchTypography(verified);
    const rejected = verificationDecisionMail({
      lawyer: lawyer('fr'),
      decision: 'reject',
      regulatorName: null,
      reason: 'The licence number does not match your name.',
      publicOrigin: ORIGIN,
    });
    expect(rejected.subject).toBe('Nous n’avons pas pu vérifier votre permis d’exercice');
    expect(rejected.text).toContain(`Motif${NBSP}:\n> The licence number does not match`);
    expectFrenchTypography(rejected);
  });

  it('stays English for an English account', () => {
    const verified = verifiedMail('en', 'Law Society of Ontario');
    expect(verified.subject).toBe('Your licence is verified');
    expect(verified.text).toContain('with the Law Society of Ontario.');
    expect(verified.text).toContain(`${ORIGIN}/lawyer-dashboard`);
  });
});

describe('the review invitation', () => {
  const base = {
    to: 'jeanne@example.com',
    lawyerId: 42,
    lawyerName: 'Marie-Ève Gagnon',
    requestedAt: new Date('2026-11-24T15:00:00Z'),
    token: 'secret-token',
    publicOrigin: ORIGIN,
    expiresAt: new Date('2026-12-24T15:00:00Z'),
  };

  it('opens the French review form from a French request', () => {
    const mail = reviewInvitationMail({ ...base, language: 'fr' });
    expect(mail.subject).toBe(
      `Comment s’est passée votre expérience avec Marie-Ève Gagnon${NBSP}?`,
    );
    expect(mail.text).toContain(`${ORIGIN}/fr/avocat/42/avis#token=secret-token`);
    expect(mail.text).toContain('Le 24 novembre 2026, vous avez communiqué avec Marie-Ève Gagnon');
    expect(mail.text).toContain(`jusqu’au 24 décembre 2026${NBSP}:`);
    expect(mail.text).toContain(
      'Si vous n’avez pas communiqué avec Marie-Ève Gagnon, ignorez ce courriel.',
    );
    expectFrenchTypography(mail);
  });

  it('opens the English form from an English one', () => {
    const mail = reviewInvitationMail({ ...base, language: 'en' });
    expect(mail.subject).toBe('How was your experience with Marie-Ève Gagnon?');
    expect(mail.text).toContain(`${ORIGIN}/lawyers/42/review#token=secret-token`);
    expect(mail.text).toContain('until 2026-12-24:');
  });
});

describe('the sign-in link confirmation', () => {
  it('is in the account’s language', () => {
    const base = { to: 'jeanne@example.com', providerName: 'Google', validHours: 24 };
    const confirmUrl = `${ORIGIN}/api/auth/google/confirm?token=t`;
    const fr = linkProviderMail({ ...base, confirmUrl, language: 'fr' });
    expect(fr.subject).toBe(
      `Associer la connexion Google à votre compte du Répertoire des avocats du Canada${NBSP}?`,
    );
    expect(fr.text).toContain(`dans les 24${NBSP}heures${NBSP}:\n${confirmUrl}`);
    expectFrenchTypography(fr);
    const en = linkProviderMail({ ...base, confirmUrl, language: 'en' });
    expect(en.subject).toBe('Connect Google sign-in to your Canada Lawyer Directory account?');
  });
});

describe('the "accepting new clients" reminder', () => {
  const base = {
    accepting: true,
    confirmedAt: new Date('2026-09-01T12:00:00Z'),
    lapsesAt: new Date('2026-11-30T12:00:00Z'),
    token: '12.1788264000000.1790000000.abc',
    publicOrigin: ORIGIN,
    expiresAt: new Date('2026-12-24T15:00:00Z'),
    now: new Date('2026-11-24T12:00:00Z'),
  };

  it('asks a French account in French, before it lapses, with the link and the dashboard', () => {
    const mail = acceptingClientsReminderMail({ ...base, lawyer: lawyer('fr') });
    expect(mail).toMatchObject({
      kind: 'availability.reminder',
      to: 'megagnon@example.com',
      replyTo: null,
      subject: `Acceptez-vous toujours une nouvelle clientèle${NBSP}?`,
    });
    expect(mail.text).toContain(
      'Marie-Ève Gagnon, le 1er septembre 2026, vous avez indiqué dans votre profil du Répertoire des avocats du Canada que vous acceptez une nouvelle clientèle.',
    );
    expect(mail.text).toContain('ne l’indiquera plus à partir du 30 novembre 2026.');
    expect(mail.text).toContain(`valide jusqu’au 24 décembre 2026)${NBSP}:`);
    expect(mail.text).toContain(
      `${ORIGIN}/fr/confirmer-disponibilite?token=12.1788264000000.1790000000.abc`,
    );
    expect(mail.text).toContain(`${ORIGIN}/fr/espace-avocat`);
    expectFrenchTypography(mail);
  });

  it('tells an English account its statement lapsed, saying what it said', () => {
    const mail = acceptingClientsReminderMail({
      ...base,
      accepting: false,
      lawyer: lawyer('en'),
      now: new Date('2026-12-02T12:00:00Z'),
    });
    expect(mail.subject).toBe('Your profile no longer says whether you are accepting new clients');
    expect(mail.text).toContain(
      'on 2026-09-01 your profile on Canada Lawyer Directory said that you are not accepting new clients at the moment.',
    );
    expect(mail.text).toContain('has not shown it since 2026-11-30.');
    expect(mail.text).toContain(
      `${ORIGIN}/confirm-availability?token=12.1788264000000.1790000000.abc`,
    );
    expect(mail.text).toContain('valid until 2026-12-24');
  });
});
