import { createTransport } from 'nodemailer';
import type { OutboxRow } from './outbox.ts';

/** How the worker hands a mail to a server; tests and the SMTP transport both implement it. */
export interface MailTransport {
  send(mail: OutboxRow): Promise<void>;
  close(): void;
}

/** The domain of `Name <address@domain>` or `address@domain`. */
export function domainOf(mailbox: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailbox)?.[1];
  if (!domain) throw new Error(`No domain in the address ${mailbox}`);
  return domain;
}

/**
 * The Message-ID of an outbox row: the same on every attempt, so a mail sent twice (a crash
 * between the send and recording it) is one message to the receiving systems, which drop the copy.
 */
export function messageIdFor({ id, from }: { id: string; from: string }): string {
  return `<outbox-${id}@${domainOf(from)}>`;
}

/** An SMTP error the server reports as permanent (5xx): another attempt would fail the same way. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * A calendar invitation or cancellation, the way calendar mail is sent: a `text/calendar` part
 * with the file's own METHOD (REQUEST or CANCEL) beside the text, which mail clients offer to add
 * to a calendar, and the same file as the attachment `invite.ics` for the others.
 */
export function calendarParts(ics: string) {
  const method = /^METHOD:([A-Z]+)\r?$/m.exec(ics)?.[1] ?? 'PUBLISH';
  return {
    icalEvent: { method, filename: 'invite.ics', content: ics },
    attachments: [
      {
        filename: 'invite.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}

/**
 * Nodemailer over `SMTP_URL`, with timeouts well inside the worker's lease so a hung server
 * cannot make a mail look abandoned while it is still being sent.
 */
export function createSmtpTransport({
  smtpUrl,
  from,
}: {
  smtpUrl: string;
  from: string;
}): MailTransport {
  // A pool keeps a few connections open between mails instead of one handshake per mail.
  const transporter = createTransport({
    pool: true,
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to_address,
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
        subject: mail.subject,
        text: mail.text,
        messageId: messageIdFor({ id: mail.id, from }),
        ...(mail.ics ? calendarParts(mail.ics) : {}),
        // RFC 3834: auto-responders must not answer, so two robots cannot mail each other forever.
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    },
    close() {
      transporter.close();
    },
  };
}
