import type { InquiryKind } from '@cld/contract/inquiries';
import type { Language } from '@cld/contract/languages';
import { formatMailDay } from '../mail/formatting.ts';
import { mailPageUrl } from '../mail/links.ts';
import { oneLine, quoted } from '../mail/plain-text.ts';
import type { MailDraft } from '../mail/templates.ts';

const SITE_NAME: Record<Language, string> = {
  en: 'Canada Lawyer Directory',
  fr: 'Répertoire des avocats du Canada',
};
const SIGNATURE: Record<Language, string> = {
  en: `—\n${SITE_NAME.en}\nThis e-mail was sent automatically.`,
  fr: `—\n${SITE_NAME.fr}\nCe courriel a été envoyé automatiquement.`,
};

/**
 * The person who asked answered the lawyer from their space: the lawyer's notice, in their
 * account's language, with the answer quoted (what a person typed never passes for our own lines)
 * and the sender's address as Reply-To, like a new request's notice (decision 039).
 */
export function clientReplyMail({
  lawyer,
  client,
  requestKind,
  requestedAt,
  content,
  publicOrigin,
}: {
  lawyer: { name: string; email: string; language: Language };
  client: { name: string; email: string };
  requestKind: InquiryKind;
  requestedAt: Date;
  content: string;
  publicOrigin: string;
}): MailDraft {
  const language = lawyer.language;
  const name = oneLine(client.name, 100);
  const lawyerName = oneLine(lawyer.name);
  const day = formatMailDay(requestedAt, language);
  const dashboardUrl = mailPageUrl(publicOrigin, { page: 'dashboard' }, language);
  if (language === 'fr') {
    const what = requestKind === 'contact' ? 'son message' : 'sa demande de consultation';
    const sent = requestKind === 'contact' ? 'envoyé' : 'envoyée';
    return {
      kind: 'inquiry.client-reply',
      to: lawyer.email,
      replyTo: client.email,
      subject: oneLine(`${name} vous a répondu`),
      text: [
        `${lawyerName}, ${name} a répondu dans la conversation de ${what} ${sent} le ${day} par l’intermédiaire du ${SITE_NAME.fr}\u00a0:`,
        '',
        quoted(content),
        '',
        `Répondez à ce courriel pour écrire à ${name}, ou répondez à partir de votre tableau de bord\u00a0: ${dashboardUrl}`,
        '',
        SIGNATURE.fr,
      ].join('\n'),
    };
  }
  const what = requestKind === 'contact' ? 'message' : 'consultation request';
  return {
    kind: 'inquiry.client-reply',
    to: lawyer.email,
    replyTo: client.email,
    subject: oneLine(`${name} answered you`),
    text: [
      `${lawyerName}, ${name} answered in the conversation of the ${what} sent on ${day} through ${SITE_NAME.en}:`,
      '',
      quoted(content),
      '',
      `Reply to this e-mail to answer ${name}, or reply from your dashboard: ${dashboardUrl}`,
      '',
      SIGNATURE.en,
    ].join('\n'),
  };
}
