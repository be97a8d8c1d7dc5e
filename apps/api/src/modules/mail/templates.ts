import type { Language } from '@cld/contract/languages';
import type { Consultation } from '@cld/validation/consultation';
import type { LawyerContact } from '@cld/validation/lawyer-contact';
import type { SiteContact } from '@cld/validation/site-contact';
import {
  CONSULTATION_ISSUE_LABELS,
  CONSULTATION_TYPE_LABELS,
  formatTimeSlot,
  LEGAL_ISSUE_LABELS,
  SITE_CONTACT_CATEGORY_LABELS,
} from '@cld/validation/inquiry-labels';
import { ofName } from '@cld/content/french-elision';
import { sitePath } from '@cld/reference/site-paths';
import { formatCalendarDay, formatMailDay } from './formatting.ts';
import { mailPageUrl } from './links.ts';
import { oneLine, paragraphs, quoted } from './plain-text.ts';

/**
 * The e-mails of issue 5, as plain text, in English and in French (issue 19): a visitor's mail in
 * the language of the page they used, a lawyer's in their account's language. Mail to the lawyer
 * or the operator carries what the visitor typed (neutralised, the message quoted) with the
 * visitor's address as Reply-To. Confirmations go to an address nobody has verified, so they echo
 * nothing free-form the visitor typed: a form that mails arbitrary text to arbitrary addresses
 * would be a spam relay.
 */

export type MailKind =
  | 'contact-request.lawyer'
  | 'contact-request.confirmation'
  | 'consultation-request.lawyer'
  | 'consultation-request.confirmation'
  | 'site-contact.operator'
  | 'site-contact.confirmation'
  | 'inquiry.reply'
  | 'inquiry.client-reply'
  | 'verification.verified'
  | 'verification.rejected'
  | 'review.invitation'
  | 'account.link-provider'
  | 'account.password-reset'
  | 'account.verify-email'
  | 'account.confirm-new-email'
  | 'account.email-changed'
  | 'account.password-changed'
  | 'availability.reminder'
  | 'booking.hold.visitor'
  | 'booking.visitor'
  | 'booking.lawyer'
  | 'booking.cancelled.visitor'
  | 'booking.cancelled.lawyer'
  | 'booking.reminder.visitor'
  | 'booking.reminder.lawyer'
  | 'claim.code'
  | 'claim.decision';

export interface MailDraft {
  kind: MailKind;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** An iCalendar file sent as the attachment `invite.ics` (bookings, decision 037). */
  ics?: string | null;
}

export const SITE_NAME: Record<Language, string> = {
  en: 'Canada Lawyer Directory',
  fr: 'Répertoire des avocats du Canada',
};
export const SIGNATURE: Record<Language, string> = {
  en: `—\n${SITE_NAME.en}\nThis e-mail was sent automatically.`,
  fr: `—\n${SITE_NAME.fr}\nCe courriel a été envoyé automatiquement.`,
};

/**
 * The lawyer as the templates need it; `email` is the profile's contact address, `language` the
 * owner account's language for e-mails (English for a profile nobody owns).
 */
export interface MailLawyer {
  name: string;
  email: string;
  language: Language;
}

const contactIssue = (issue: LawyerContact['legalIssue'], language: Language) =>
  LEGAL_ISSUE_LABELS[language][issue];

const consultationIssue = (issue: Consultation['legalIssue'], language: Language) =>
  CONSULTATION_ISSUE_LABELS[language][issue];

/** "le 24 novembre 2026 à 13 h 30" / "2026-11-24 at 1:30 PM". */
function consultationWhen(request: Consultation, language: Language): string {
  const day = formatCalendarDay(request.preferredDate, language);
  const time = formatTimeSlot(request.preferredTime, language);
  return language === 'fr' ? `le ${day} à ${time}` : `${day} at ${time}`;
}

export function lines(...parts: (string | false)[]): string {
  return parts.filter((part) => part !== false).join('\n');
}

/** The languages of the mails of one request: the visitor's page and the lawyer's account. */
export interface RequestLanguages {
  /** The page the visitor sent the form from. */
  visitor: Language;
  /** The base of the links (the public site's origin, no trailing slash). */
  publicOrigin: string;
}

/** A request to mail about, with the lawyer it is for and the languages of its mails. */
export type RequestMailInput<Request> = { lawyer: MailLawyer; request: Request } & RequestLanguages;

/**
 * What both kinds of request mail name: the visitor, the lawyer, and the lawyer's language and
 * dashboard.
 */
function requestParties({ lawyer, request, publicOrigin }: RequestMailInput<{ name: string }>) {
  const toLawyer = lawyer.language;
  return {
    name: oneLine(request.name, 100),
    lawyerName: oneLine(lawyer.name),
    toLawyer,
    dashboardUrl: mailPageUrl(publicOrigin, { page: 'dashboard' }, toLawyer),
  };
}

/**
 * A request's two mails: the lawyer's notice (a reply reaches the visitor) and the visitor's
 * confirmation.
 */
function requestMails(
  kind: 'contact-request' | 'consultation-request',
  {
    lawyer,
    visitorEmail,
    notice,
    confirmation,
  }: {
    lawyer: MailLawyer;
    visitorEmail: string;
    notice: { subject: string; text: string };
    confirmation: { subject: string; text: string };
  },
): MailDraft[] {
  return [
    {
      kind: `${kind}.lawyer`,
      to: lawyer.email,
      replyTo: visitorEmail,
      subject: oneLine(notice.subject),
      text: notice.text,
    },
    {
      kind: `${kind}.confirmation`,
      to: visitorEmail,
      replyTo: null,
      subject: oneLine(confirmation.subject),
      text: confirmation.text,
    },
  ];
}

export function contactRequestMails(input: RequestMailInput<LawyerContact>): MailDraft[] {
  const { lawyer, request, visitor } = input;
  const { name, lawyerName, toLawyer, dashboardUrl } = requestParties(input);
  const lawyerIssue = contactIssue(request.legalIssue, toLawyer);
  const visitorIssue = contactIssue(request.legalIssue, visitor);
  const notice =
    toLawyer === 'fr'
      ? {
          subject: `Nouveau message ${ofName(name)} (${lawyerIssue})`,
          text: lines(
            `${lawyerName}, vous avez reçu un nouveau message par l’intermédiaire du ${SITE_NAME.fr}.`,
            '',
            `Nom\u00a0: ${name}`,
            `Courriel\u00a0: ${request.email}`,
            `Téléphone\u00a0: ${oneLine(request.phone, 40)}`,
            `Question juridique\u00a0: ${lawyerIssue}`,
            '',
            'Message\u00a0:',
            quoted(request.message),
            '',
            `Répondez à ce courriel pour écrire à ${name}, ou répondez à partir de votre tableau de bord\u00a0: ${dashboardUrl}`,
            '',
            SIGNATURE.fr,
          ),
        }
      : {
          subject: `New message from ${name} (${lawyerIssue})`,
          text: lines(
            `${lawyerName}, you have a new message on ${SITE_NAME.en}.`,
            '',
            `Name: ${name}`,
            `Email: ${request.email}`,
            `Phone: ${oneLine(request.phone, 40)}`,
            `Legal issue: ${lawyerIssue}`,
            '',
            'Message:',
            quoted(request.message),
            '',
            `Reply to this e-mail to answer ${name}, or reply from your dashboard: ${dashboardUrl}`,
            '',
            SIGNATURE.en,
          ),
        };
  const confirmation =
    visitor === 'fr'
      ? {
          subject: `Votre message à ${lawyer.name} a été envoyé`,
          text: lines(
            'Bonjour,',
            '',
            `Votre message (${visitorIssue.toLowerCase()}) a été transmis à ${lawyerName} par l’intermédiaire du ${SITE_NAME.fr}.`,
            `${lawyerName} communiquera avec vous dans un délai d’un à deux jours ouvrables.`,
            '',
            'Si vous n’avez pas envoyé ce message, vous pouvez ignorer ce courriel.',
            '',
            SIGNATURE.fr,
          ),
        }
      : {
          subject: `Your message to ${lawyer.name} was sent`,
          text: lines(
            'Hello,',
            '',
            `Your message about ${visitorIssue.toLowerCase()} was sent to ${lawyerName} through ${SITE_NAME.en}.`,
            'The lawyer will contact you within 1-2 business days.',
            '',
            'If you did not send this message, you can ignore this e-mail.',
            '',
            SIGNATURE.en,
          ),
        };
  return requestMails('contact-request', {
    lawyer,
    visitorEmail: request.email,
    notice,
    confirmation,
  });
}

export function consultationRequestMails(input: RequestMailInput<Consultation>): MailDraft[] {
  const { lawyer, request, visitor } = input;
  const { name, lawyerName, toLawyer, dashboardUrl } = requestParties(input);
  const type = (language: Language) => CONSULTATION_TYPE_LABELS[language][request.consultationType];
  const notice =
    toLawyer === 'fr'
      ? {
          subject: `Demande de consultation ${ofName(name)} (${consultationWhen(request, 'fr')})`,
          text: lines(
            `${lawyerName}, vous avez reçu une nouvelle demande de consultation par l’intermédiaire du ${SITE_NAME.fr}.`,
            '',
            `Nom\u00a0: ${name}`,
            `Courriel\u00a0: ${request.email}`,
            `Téléphone\u00a0: ${oneLine(request.phone, 40)}`,
            `Date et heure souhaitées\u00a0: ${consultationWhen(request, 'fr')}`,
            `Type de consultation\u00a0: ${type('fr')}`,
            `Domaine de droit\u00a0: ${consultationIssue(request.legalIssue, 'fr')}`,
            '',
            'Message\u00a0:',
            quoted(request.message),
            '',
            `Répondez à ce courriel pour confirmer le rendez-vous avec ${name}, ou répondez à partir de votre tableau de bord\u00a0: ${dashboardUrl}`,
            '',
            SIGNATURE.fr,
          ),
        }
      : {
          subject: `Consultation request from ${name} (${consultationWhen(request, 'en')})`,
          text: lines(
            `${lawyerName}, you have a new consultation request on ${SITE_NAME.en}.`,
            '',
            `Name: ${name}`,
            `Email: ${request.email}`,
            `Phone: ${oneLine(request.phone, 40)}`,
            `Preferred date and time: ${consultationWhen(request, 'en')}`,
            `Consultation type: ${type('en')}`,
            `Legal issue: ${consultationIssue(request.legalIssue, 'en')}`,
            '',
            'Message:',
            quoted(request.message),
            '',
            `Reply to this e-mail to confirm with ${name}, or reply from your dashboard: ${dashboardUrl}`,
            '',
            SIGNATURE.en,
          ),
        };
  const confirmation =
    visitor === 'fr'
      ? {
          subject: `Votre demande de consultation à ${lawyer.name} a été envoyée`,
          text: lines(
            'Bonjour,',
            '',
            `Votre demande de consultation (${type('fr').toLowerCase()}, ${consultationWhen(request, 'fr')}) a été transmise à ${lawyerName} par l’intermédiaire du ${SITE_NAME.fr}.`,
            `${lawyerName} communiquera avec vous pour confirmer le rendez-vous.`,
            '',
            'Si vous n’avez pas envoyé cette demande, vous pouvez ignorer ce courriel.',
            '',
            SIGNATURE.fr,
          ),
        }
      : {
          subject: `Your consultation request to ${lawyer.name} was sent`,
          text: lines(
            'Hello,',
            '',
            `Your request for a consultation (${type('en').toLowerCase()}, ${consultationWhen(request, 'en')}) was sent to ${lawyerName} through ${SITE_NAME.en}.`,
            'The lawyer will contact you to confirm the appointment.',
            '',
            'If you did not send this request, you can ignore this e-mail.',
            '',
            SIGNATURE.en,
          ),
        };
  return requestMails('consultation-request', {
    lawyer,
    visitorEmail: request.email,
    notice,
    confirmation,
  });
}

/**
 * A message from the contact page. The operator's copy stays in English (the administration is
 * English, issue 19 item 7) and says which language to answer in; the sender's confirmation is in
 * the language of the page they wrote from.
 */
export function siteContactMails({
  message,
  operatorAddress,
  visitor,
}: {
  message: SiteContact;
  operatorAddress: string;
  visitor: Language;
}): MailDraft[] {
  const name = oneLine(message.name, 100);
  const confirmation =
    visitor === 'fr'
      ? {
          subject: 'Nous avons bien reçu votre message',
          text: lines(
            'Bonjour,',
            '',
            `Merci d’avoir écrit au ${SITE_NAME.fr} (${SITE_CONTACT_CATEGORY_LABELS.fr[message.category].toLowerCase()}).`,
            'Nous avons bien reçu votre message et nous vous répondrons dans les 24\u00a0heures.',
            '',
            'Si vous n’avez pas envoyé ce message, vous pouvez ignorer ce courriel.',
            '',
            SIGNATURE.fr,
          ),
        }
      : {
          subject: 'We received your message',
          text: lines(
            'Hello,',
            '',
            `Thank you for contacting ${SITE_NAME.en} (${message.category.toLowerCase()}).`,
            'We have received your message and will respond within 24 hours.',
            '',
            'If you did not send this message, you can ignore this e-mail.',
            '',
            SIGNATURE.en,
          ),
        };
  return [
    {
      kind: 'site-contact.operator',
      to: operatorAddress,
      replyTo: message.email,
      subject: oneLine(`[${message.category}] ${oneLine(message.subject)}`),
      text: lines(
        `A message from the contact page of ${SITE_NAME.en}.`,
        '',
        `Name: ${name}`,
        `Email: ${message.email}`,
        message.phone !== undefined && `Phone: ${oneLine(message.phone, 40)}`,
        `Category: ${message.category}`,
        `Subject: ${oneLine(message.subject)}`,
        visitor === 'fr' && 'Language: French (sent from a French page; please answer in French)',
        '',
        'Message:',
        quoted(message.message),
        '',
        SIGNATURE.en,
      ),
    },
    {
      kind: 'site-contact.confirmation',
      to: message.email,
      replyTo: operatorAddress,
      subject: confirmation.subject,
      text: confirmation.text,
    },
  ];
}

/**
 * A lawyer's reply from the dashboard, to the person who asked, in the language of the page they
 * asked from. The lawyer chose to answer, so their profile address is the Reply-To and the
 * conversation can go on by e-mail.
 */
export function replyMail({
  lawyer,
  to,
  language,
  requestKind,
  requestedAt,
  content,
}: {
  lawyer: Pick<MailLawyer, 'name' | 'email'>;
  to: string;
  language: Language;
  requestKind: 'contact' | 'consultation';
  requestedAt: Date;
  content: string;
}): MailDraft {
  const lawyerName = oneLine(lawyer.name);
  const day = formatMailDay(requestedAt, language);
  if (language === 'fr') {
    const what = requestKind === 'contact' ? 'votre message' : 'votre demande de consultation';
    const sent = requestKind === 'contact' ? 'envoyé' : 'envoyée';
    return {
      kind: 'inquiry.reply',
      to,
      replyTo: lawyer.email,
      subject: oneLine(`${lawyerName} a répondu à ${what}`),
      text: lines(
        `${lawyerName} a répondu à ${what} ${sent} le ${day} par l’intermédiaire du ${SITE_NAME.fr}\u00a0:`,
        '',
        paragraphs(content),
        '',
        `Répondez à ce courriel pour écrire à ${lawyerName}.`,
        '',
        SIGNATURE.fr,
      ),
    };
  }
  const what = requestKind === 'contact' ? 'message' : 'consultation request';
  return {
    kind: 'inquiry.reply',
    to,
    replyTo: lawyer.email,
    subject: oneLine(`${lawyerName} replied to your ${what}`),
    text: lines(
      `${lawyerName} replied to the ${what} you sent on ${day} through ${SITE_NAME.en}:`,
      '',
      paragraphs(content),
      '',
      `Reply to this e-mail to answer ${lawyerName}.`,
      '',
      SIGNATURE.en,
    ),
  };
}

/**
 * An administrator's decision on a lawyer's verification request, to the lawyer in their account's
 * language: verified (with the law society checked) or not, with the reason the lawyer can act on.
 * The reason is the administrator's own words, quoted as written.
 */
export function verificationDecisionMail({
  lawyer,
  decision,
  regulatorName,
  reason,
  publicOrigin,
}: {
  lawyer: MailLawyer;
  decision: 'verify' | 'reject';
  /** The law society's name in the lawyer's language. */
  regulatorName: string | null;
  reason: string | null;
  publicOrigin: string;
}): MailDraft {
  const name = oneLine(lawyer.name);
  const language = lawyer.language;
  const dashboardUrl = mailPageUrl(publicOrigin, { page: 'dashboard' }, language);
  const kind = decision === 'verify' ? 'verification.verified' : 'verification.rejected';
  const base = { kind, to: lawyer.email, replyTo: null } as const;
  if (language === 'fr') {
    if (decision === 'verify') {
      return {
        ...base,
        subject: 'Votre permis d’exercice est vérifié',
        text: lines(
          `${name}, nous avons vérifié votre permis d’exercice.`,
          regulatorName !== null && `Ordre professionnel consulté\u00a0: ${oneLine(regulatorName)}`,
          `Votre profil dans le ${SITE_NAME.fr} indique maintenant que votre permis est vérifié.`,
          '',
          'Si vous changez votre numéro de membre ou votre ordre professionnel, la vérification recommence.',
          '',
          dashboardUrl,
          '',
          SIGNATURE.fr,
        ),
      };
    }
    return {
      ...base,
      subject: 'Nous n’avons pas pu vérifier votre permis d’exercice',
      text: lines(
        `${name}, nous n’avons pas pu vérifier votre permis d’exercice avec les renseignements de votre profil.`,
        '',
        'Motif\u00a0:',
        quoted(reason ?? ''),
        '',
        'Vous pouvez corriger les renseignements sur votre permis et demander une nouvelle vérification à partir de votre tableau de bord\u00a0:',
        dashboardUrl,
        '',
        SIGNATURE.fr,
      ),
    };
  }
  if (decision === 'verify') {
    return {
      ...base,
      subject: 'Your licence is verified',
      text: lines(
        `${name}, we checked your licence${regulatorName ? ` with the ${oneLine(regulatorName)}` : ''}.`,
        `Your profile on ${SITE_NAME.en} now shows it as verified.`,
        '',
        'If you change your licence number or law society, the check starts over.',
        '',
        dashboardUrl,
        '',
        SIGNATURE.en,
      ),
    };
  }
  return {
    ...base,
    subject: 'We could not verify your licence',
    text: lines(
      `${name}, we could not verify your licence with the details on your profile.`,
      '',
      'Reason:',
      quoted(reason ?? ''),
      '',
      'You can correct your licence details and ask again from your dashboard:',
      dashboardUrl,
      '',
      SIGNATURE.en,
    ),
  };
}

/**
 * The one-time review link (docs/decisions/018), to the person whose request the lawyer answered,
 * in the language of the page they asked from; the link opens the review form in that language.
 * It echoes nothing they typed; the link's secret is in the fragment, which browsers never send
 * to a server or in a Referer.
 */
export function reviewInvitationMail({
  to,
  language,
  lawyerId,
  lawyerName,
  requestedAt,
  token,
  publicOrigin,
  expiresAt,
}: {
  to: string;
  language: Language;
  lawyerId: number;
  lawyerName: string;
  requestedAt: Date;
  token: string;
  publicOrigin: string;
  expiresAt: Date;
}): MailDraft {
  const name = oneLine(lawyerName);
  const reviewUrl = `${mailPageUrl(publicOrigin, { page: 'review', lawyerId }, language)}#token=${token}`;
  const asked = formatMailDay(requestedAt, language);
  const until = formatMailDay(expiresAt, language);
  if (language === 'fr') {
    return {
      kind: 'review.invitation',
      to,
      replyTo: null,
      subject: oneLine(`Comment s’est passée votre expérience avec ${name}\u00a0?`),
      text: lines(
        `Le ${asked}, vous avez communiqué avec ${name} par l’intermédiaire du ${SITE_NAME.fr}, et vous avez reçu une réponse.`,
        '',
        'Si vous souhaitez raconter aux autres comment cela s’est passé, vous pouvez rédiger un avis grâce à ce lien.',
        `Il ne fonctionne qu’une seule fois, jusqu’au ${until}\u00a0:`,
        reviewUrl,
        '',
        'Seules les personnes qui ont obtenu une réponse d’une avocate ou d’un avocat reçoivent un lien comme celui-ci.',
        `Si vous n’avez pas communiqué avec ${name}, ignorez ce courriel.`,
        '',
        SIGNATURE.fr,
      ),
    };
  }
  return {
    kind: 'review.invitation',
    to,
    replyTo: null,
    subject: oneLine(`How was your experience with ${name}?`),
    text: lines(
      `On ${asked} you contacted ${name} through ${SITE_NAME.en}, and they answered.`,
      '',
      'If you would like to tell others how it went, you can write a review with this link.',
      `It works once, until ${until}:`,
      reviewUrl,
      '',
      'Only people whose request a lawyer answered receive a link like this one. If you did not',
      'contact this lawyer, ignore this e-mail.',
      '',
      SIGNATURE.en,
    ),
  };
}

/**
 * A password-reset link (issue 21, decision 036), in the account's language: the person who asked
 * may not be its owner. It echoes nothing anyone typed (not even the account's name), and says what
 * happens to an account that signs in with Google only: the link gives it a password as well.
 */
export function passwordResetMail({
  to,
  language,
  resetUrl,
  validMinutes,
  hasPassword,
  providerName,
}: {
  to: string;
  language: Language;
  resetUrl: string;
  validMinutes: number;
  /** False for an account that has only ever signed in with a provider (Google). */
  hasPassword: boolean;
  providerName: string | null;
}): MailDraft {
  const base = { kind: 'account.password-reset', to, replyTo: null } as const;
  if (language === 'fr') {
    return {
      ...base,
      subject: hasPassword ? 'Réinitialiser votre mot de passe' : 'Choisir un mot de passe',
      text: lines(
        'Bonjour,',
        '',
        `Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte du ${SITE_NAME.fr}.`,
        !hasPassword &&
          `Votre compte n’a pas encore de mot de passe${providerName ? `\u00a0: vous vous connectez avec ${providerName}` : ''}. Ce lien vous permet d’en choisir un.`,
        '',
        `Pour choisir ${hasPassword ? 'un nouveau' : 'votre'} mot de passe, ouvrez ce lien dans les ${validMinutes}\u00a0minutes. Il ne fonctionne qu’une seule fois\u00a0:`,
        resetUrl,
        '',
        'Une fois le mot de passe changé, toutes vos sessions sont fermées, sur tous vos appareils\u00a0: connectez-vous de nouveau avec le nouveau mot de passe.',
        '',
        hasPassword
          ? 'Si vous n’avez rien demandé, ignorez ce courriel\u00a0: votre mot de passe ne change pas.'
          : `Si vous n’avez rien demandé, ignorez ce courriel\u00a0: rien ne change${providerName ? `, et la connexion avec ${providerName} fonctionne toujours` : ''}.`,
        '',
        SIGNATURE.fr,
      ),
    };
  }
  return {
    ...base,
    subject: hasPassword ? 'Reset your password' : 'Choose a password',
    text: lines(
      'Hello,',
      '',
      `Someone (hopefully you) asked to reset the password of your account on ${SITE_NAME.en}.`,
      !hasPassword &&
        `Your account has no password yet${providerName ? `: you sign in with ${providerName}` : ''}. This link lets you choose one.`,
      '',
      `To choose ${hasPassword ? 'a new' : 'your'} password, open this link within ${validMinutes} minutes. It works once:`,
      resetUrl,
      '',
      'Once the password is changed, every session ends, on all your devices: sign in again with the new password.',
      '',
      hasPassword
        ? 'If you did not ask, ignore this e-mail: your password does not change.'
        : `If you did not ask, ignore this e-mail: nothing changes${providerName ? `, and ${providerName} sign-in still works` : ''}.`,
      '',
      SIGNATURE.en,
    ),
  };
}

/**
 * Someone signed in with a third-party account (Google) carrying this account's e-mail: the link
 * is made only if the mailbox's owner opens this one-time address (issue 15). In the account's
 * language: the person who signed in may not be its owner.
 */
export function linkProviderMail({
  to,
  language,
  providerName,
  confirmUrl,
  validHours,
}: {
  to: string;
  language: Language;
  providerName: string;
  confirmUrl: string;
  validHours: number;
}): MailDraft {
  if (language === 'fr') {
    return {
      kind: 'account.link-provider',
      to,
      replyTo: null,
      subject: oneLine(
        `Associer la connexion ${providerName} à votre compte du ${SITE_NAME.fr}\u00a0?`,
      ),
      text: lines(
        `Quelqu’un vient de se connecter au ${SITE_NAME.fr} avec un compte ${providerName} qui utilise cette adresse courriel.`,
        'Votre compte chez nous utilise déjà cette adresse\u00a0; nous ne les avons donc pas associés.',
        '',
        `Si c’était vous et que vous voulez désormais vous connecter avec ${providerName}, ouvrez ce lien dans les ${validHours}\u00a0heures\u00a0:`,
        confirmUrl,
        '',
        'Si ce n’était pas vous, ignorez ce courriel\u00a0: rien ne change, et votre mot de passe fonctionne toujours.',
        '',
        SIGNATURE.fr,
      ),
    };
  }
  return {
    kind: 'account.link-provider',
    to,
    replyTo: null,
    subject: oneLine(`Connect ${providerName} sign-in to your ${SITE_NAME.en} account?`),
    text: lines(
      `Someone just signed in to ${SITE_NAME.en} with a ${providerName} account that uses this e-mail address.`,
      `Your account here already uses this address, so we have not connected them.`,
      '',
      `If it was you and you want to sign in with ${providerName} from now on, open this link within ${validHours} hours:`,
      confirmUrl,
      '',
      `If it was not you, ignore this e-mail: nothing changes, and your password still works.`,
      '',
      SIGNATURE.en,
    ),
  };
}

/**
 * "Accepting new clients" lapses from the public pages `validDays` after the lawyer last confirmed
 * it (issue 20, docs/decisions/034): a week before (or in the week after), the owner is asked once
 * to confirm it again, in their account's language, by a link that works without signing in until
 * `expiresAt` and only for this confirmation. It names the profile and what it says; nothing else.
 */
export function acceptingClientsReminderMail({
  lawyer,
  accepting,
  confirmedAt,
  lapsesAt,
  token,
  publicOrigin,
  expiresAt,
  now = new Date(),
}: {
  lawyer: MailLawyer;
  accepting: boolean;
  confirmedAt: Date;
  lapsesAt: Date;
  token: string;
  publicOrigin: string;
  expiresAt: Date;
  now?: Date;
}): MailDraft {
  const language = lawyer.language;
  const name = oneLine(lawyer.name);
  const confirmUrl = `${publicOrigin}${sitePath('confirmAvailability', language)}?token=${encodeURIComponent(token)}`;
  const dashboardUrl = mailPageUrl(publicOrigin, { page: 'dashboard' }, language);
  const confirmed = formatMailDay(confirmedAt, language);
  const lapses = formatMailDay(lapsesAt, language);
  const until = formatMailDay(expiresAt, language);
  const lapsed = lapsesAt.getTime() <= now.getTime();
  const base = { kind: 'availability.reminder', to: lawyer.email, replyTo: null } as const;
  if (language === 'fr') {
    const statement = accepting
      ? 'que vous acceptez une nouvelle clientèle'
      : 'que vous n’acceptez pas de nouvelle clientèle pour le moment';
    return {
      ...base,
      subject: lapsed
        ? 'Votre profil n’indique plus si vous acceptez une nouvelle clientèle'
        : 'Acceptez-vous toujours une nouvelle clientèle\u00a0?',
      text: lines(
        `${name}, le ${confirmed}, vous avez indiqué dans votre profil du ${SITE_NAME.fr} ${statement}.`,
        lapsed
          ? `Faute de confirmation, votre profil ne l’indique plus depuis le ${lapses}.`
          : `Faute de confirmation, votre profil ne l’indiquera plus à partir du ${lapses}.`,
        '',
        `Pour confirmer ou changer votre réponse, ouvrez ce lien (aucune connexion nécessaire, valide jusqu’au ${until})\u00a0:`,
        confirmUrl,
        '',
        `Vous pouvez aussi répondre à partir de votre tableau de bord\u00a0: ${dashboardUrl}`,
        '',
        SIGNATURE.fr,
      ),
    };
  }
  const statement = accepting
    ? 'that you are accepting new clients'
    : 'that you are not accepting new clients at the moment';
  return {
    ...base,
    subject: lapsed
      ? 'Your profile no longer says whether you are accepting new clients'
      : 'Are you still accepting new clients?',
    text: lines(
      `${name}, on ${confirmed} your profile on ${SITE_NAME.en} said ${statement}.`,
      lapsed
        ? `Without a confirmation, your profile has not shown it since ${lapses}.`
        : `Without a confirmation, your profile stops showing it on ${lapses}.`,
      '',
      `To confirm or change your answer, open this link (no sign-in needed, valid until ${until}):`,
      confirmUrl,
      '',
      `You can also answer from your dashboard: ${dashboardUrl}`,
      '',
      SIGNATURE.en,
    ),
  };
}
