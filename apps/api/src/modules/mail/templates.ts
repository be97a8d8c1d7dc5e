import type { Consultation } from '@cld/validation/consultation';
import type { LawyerContact } from '@cld/validation/lawyer-contact';
import type { SiteContact } from '@cld/validation/site-contact';
import { oneLine, paragraphs, quoted } from './plain-text.ts';

/**
 * The e-mails of issue 5, as plain text. Mail to the lawyer or the operator carries what the
 * visitor typed (neutralised, the message quoted) with the visitor's address as Reply-To.
 * Confirmations go to an address nobody has verified, so they echo nothing free-form the visitor
 * typed: a form that mails arbitrary text to arbitrary addresses would be a spam relay.
 */

export type MailKind =
  | 'contact-request.lawyer'
  | 'contact-request.confirmation'
  | 'consultation-request.lawyer'
  | 'consultation-request.confirmation'
  | 'site-contact.operator'
  | 'site-contact.confirmation'
  | 'inquiry.reply'
  | 'verification.verified'
  | 'verification.rejected'
  | 'review.invitation'
  | 'account.link-provider';

export interface MailDraft {
  kind: MailKind;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
}

const SITE_NAME = 'Canada Lawyer Directory';
const SIGNATURE = `—\n${SITE_NAME}\nThis e-mail was sent automatically.`;

/** The lawyer as the templates need it; `email` is the profile's contact address. */
export interface MailLawyer {
  name: string;
  email: string;
}

const CONSULTATION_TYPE_LABELS: Record<Consultation['consultationType'], string> = {
  'in-person': 'In person',
  'video-call': 'Video call',
  'phone-call': 'Phone call',
  'initial-consultation': 'Initial consultation',
};

/** "family-law" → "Family law": the consultation form's slugs as words. */
function issueLabel(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function lines(...parts: (string | false)[]): string {
  return parts.filter((part) => part !== false).join('\n');
}

export function contactRequestMails({
  lawyer,
  request,
  dashboardUrl,
}: {
  lawyer: MailLawyer;
  request: LawyerContact;
  dashboardUrl: string;
}): MailDraft[] {
  const name = oneLine(request.name, 100);
  return [
    {
      kind: 'contact-request.lawyer',
      to: lawyer.email,
      replyTo: request.email,
      subject: oneLine(`New message from ${name} (${request.legalIssue})`),
      text: lines(
        `${oneLine(lawyer.name)}, you have a new message on ${SITE_NAME}.`,
        '',
        `Name: ${name}`,
        `Email: ${request.email}`,
        `Phone: ${oneLine(request.phone, 40)}`,
        `Legal issue: ${request.legalIssue}`,
        '',
        'Message:',
        quoted(request.message),
        '',
        `Reply to this e-mail to answer ${name}, or reply from your dashboard: ${dashboardUrl}`,
        '',
        SIGNATURE,
      ),
    },
    {
      kind: 'contact-request.confirmation',
      to: request.email,
      replyTo: null,
      subject: oneLine(`Your message to ${lawyer.name} was sent`),
      text: lines(
        'Hello,',
        '',
        `Your message about ${request.legalIssue.toLowerCase()} was sent to ${oneLine(lawyer.name)} through ${SITE_NAME}.`,
        'The lawyer will contact you within 1-2 business days.',
        '',
        'If you did not send this message, you can ignore this e-mail.',
        '',
        SIGNATURE,
      ),
    },
  ];
}

export function consultationRequestMails({
  lawyer,
  request,
  dashboardUrl,
}: {
  lawyer: MailLawyer;
  request: Consultation;
  dashboardUrl: string;
}): MailDraft[] {
  const name = oneLine(request.name, 100);
  const type = CONSULTATION_TYPE_LABELS[request.consultationType];
  const when = `${request.preferredDate} at ${request.preferredTime}`;
  return [
    {
      kind: 'consultation-request.lawyer',
      to: lawyer.email,
      replyTo: request.email,
      subject: oneLine(`Consultation request from ${name} (${when})`),
      text: lines(
        `${oneLine(lawyer.name)}, you have a new consultation request on ${SITE_NAME}.`,
        '',
        `Name: ${name}`,
        `Email: ${request.email}`,
        `Phone: ${oneLine(request.phone, 40)}`,
        `Preferred date and time: ${when}`,
        `Consultation type: ${type}`,
        `Legal issue: ${issueLabel(request.legalIssue)}`,
        '',
        'Message:',
        quoted(request.message),
        '',
        `Reply to this e-mail to confirm with ${name}, or reply from your dashboard: ${dashboardUrl}`,
        '',
        SIGNATURE,
      ),
    },
    {
      kind: 'consultation-request.confirmation',
      to: request.email,
      replyTo: null,
      subject: oneLine(`Your consultation request to ${lawyer.name} was sent`),
      text: lines(
        'Hello,',
        '',
        `Your request for a consultation (${type.toLowerCase()}, ${when}) was sent to ${oneLine(lawyer.name)} through ${SITE_NAME}.`,
        'The lawyer will contact you to confirm the appointment.',
        '',
        'If you did not send this request, you can ignore this e-mail.',
        '',
        SIGNATURE,
      ),
    },
  ];
}

export function siteContactMails({
  message,
  operatorAddress,
}: {
  message: SiteContact;
  operatorAddress: string;
}): MailDraft[] {
  const name = oneLine(message.name, 100);
  return [
    {
      kind: 'site-contact.operator',
      to: operatorAddress,
      replyTo: message.email,
      subject: oneLine(`[${message.category}] ${oneLine(message.subject)}`),
      text: lines(
        `A message from the contact page of ${SITE_NAME}.`,
        '',
        `Name: ${name}`,
        `Email: ${message.email}`,
        message.phone !== undefined && `Phone: ${oneLine(message.phone, 40)}`,
        `Category: ${message.category}`,
        `Subject: ${oneLine(message.subject)}`,
        '',
        'Message:',
        quoted(message.message),
        '',
        SIGNATURE,
      ),
    },
    {
      kind: 'site-contact.confirmation',
      to: message.email,
      replyTo: operatorAddress,
      subject: `We received your message`,
      text: lines(
        'Hello,',
        '',
        `Thank you for contacting ${SITE_NAME} (${message.category.toLowerCase()}).`,
        'We have received your message and will respond within 24 hours.',
        '',
        'If you did not send this message, you can ignore this e-mail.',
        '',
        SIGNATURE,
      ),
    },
  ];
}

/**
 * A lawyer's reply from the dashboard, to the person who asked. The lawyer chose to answer, so
 * their profile address is the Reply-To and the conversation can go on by e-mail.
 */
export function replyMail({
  lawyer,
  to,
  requestKind,
  requestedAt,
  content,
}: {
  lawyer: MailLawyer;
  to: string;
  requestKind: 'contact' | 'consultation';
  requestedAt: Date;
  content: string;
}): MailDraft {
  const lawyerName = oneLine(lawyer.name);
  const what = requestKind === 'contact' ? 'message' : 'consultation request';
  return {
    kind: 'inquiry.reply',
    to,
    replyTo: lawyer.email,
    subject: oneLine(`${lawyerName} replied to your ${what}`),
    text: lines(
      `${lawyerName} replied to the ${what} you sent on ${requestedAt.toISOString().slice(0, 10)} through ${SITE_NAME}:`,
      '',
      paragraphs(content),
      '',
      `Reply to this e-mail to answer ${lawyerName}.`,
      '',
      SIGNATURE,
    ),
  };
}

/**
 * An administrator's decision on a lawyer's verification request, to the lawyer: verified (with
 * the law society checked) or not, with the reason the lawyer can act on.
 */
export function verificationDecisionMail({
  lawyer,
  decision,
  regulatorName,
  reason,
  dashboardUrl,
}: {
  lawyer: MailLawyer;
  decision: 'verify' | 'reject';
  regulatorName: string | null;
  reason: string | null;
  dashboardUrl: string;
}): MailDraft {
  const name = oneLine(lawyer.name);
  if (decision === 'verify') {
    return {
      kind: 'verification.verified',
      to: lawyer.email,
      replyTo: null,
      subject: 'Your licence is verified',
      text: lines(
        `${name}, we checked your licence${regulatorName ? ` with the ${oneLine(regulatorName)}` : ''}.`,
        `Your profile on ${SITE_NAME} now shows it as verified.`,
        '',
        'If you change your licence number or law society, the check starts over.',
        '',
        dashboardUrl,
        '',
        SIGNATURE,
      ),
    };
  }
  return {
    kind: 'verification.rejected',
    to: lawyer.email,
    replyTo: null,
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
      SIGNATURE,
    ),
  };
}

/**
 * The one-time review link (docs/decisions/018), to the person whose request the lawyer answered.
 * It echoes nothing they typed; the link's secret is in the fragment, which browsers never send
 * to a server or in a Referer.
 */
export function reviewInvitationMail({
  to,
  lawyerName,
  requestedAt,
  reviewUrl,
  expiresAt,
}: {
  to: string;
  lawyerName: string;
  requestedAt: Date;
  reviewUrl: string;
  expiresAt: Date;
}): MailDraft {
  const name = oneLine(lawyerName);
  return {
    kind: 'review.invitation',
    to,
    replyTo: null,
    subject: oneLine(`How was your experience with ${name}?`),
    text: lines(
      `On ${requestedAt.toISOString().slice(0, 10)} you contacted ${name} through ${SITE_NAME}, and they answered.`,
      '',
      'If you would like to tell others how it went, you can write a review with this link.',
      `It works once, until ${expiresAt.toISOString().slice(0, 10)}:`,
      reviewUrl,
      '',
      'Only people whose request a lawyer answered receive a link like this one. If you did not',
      'contact this lawyer, ignore this e-mail.',
      '',
      SIGNATURE,
    ),
  };
}

/**
 * Someone signed in with a third-party account (Google) carrying this account's e-mail: the link
 * is made only if the mailbox's owner opens this one-time address (issue 15).
 */
export function linkProviderMail({
  to,
  providerName,
  confirmUrl,
  validHours,
}: {
  to: string;
  providerName: string;
  confirmUrl: string;
  validHours: number;
}): MailDraft {
  return {
    kind: 'account.link-provider',
    to,
    replyTo: null,
    subject: oneLine(`Connect ${providerName} sign-in to your ${SITE_NAME} account?`),
    text: lines(
      `Someone just signed in to ${SITE_NAME} with a ${providerName} account that uses this e-mail address.`,
      `Your account here already uses this address, so we have not connected them.`,
      '',
      `If it was you and you want to sign in with ${providerName} from now on, open this link within ${validHours} hours:`,
      confirmUrl,
      '',
      `If it was not you, ignore this e-mail: nothing changes, and your password still works.`,
      '',
      SIGNATURE,
    ),
  };
}
