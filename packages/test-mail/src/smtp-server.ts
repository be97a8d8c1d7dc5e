/**
 * The tests' mail server: a real SMTP server on loopback (no TLS, no auth) that keeps what it
 * receives, decoded by `mailparser`. The API's tests start one per file on a free port; the browser
 * tests start one on a fixed port behind a small HTTP mailbox (apps/web/e2e/inquiries).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { AddressObject, HeaderValue, ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerError } from 'smtp-server';

/** A message as the test SMTP server received it. */
export interface ReceivedMail {
  envelopeTo: string[];
  /** Lower-case names; values unfolded, encoded words decoded, addresses as `Name <address>`. */
  headers: Record<string, string>;
  /** The text part, decoded (quoted-printable, base64, charset), with LF line breaks, trimmed. */
  text: string;
  /**
   * Attachments and non-text alternatives (a `text/calendar` invitation), decoded as UTF-8 text;
   * `contentType` with its parameters (`text/calendar; charset=utf-8; method=REQUEST`).
   */
  attachments: { filename: string | null; contentType: string; content: string }[];
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Answers the next `count` messages with this SMTP code instead of accepting them. */
  refuseNext(count: number, code: number): void;
  close(): Promise<void>;
}

function isAddressObject(value: HeaderValue): value is AddressObject {
  return typeof value === 'object' && value !== null && 'value' in value && 'text' in value;
}

/** `Name <address>`, the name quoted only when it holds a special character (as nodemailer writes it). */
function addressText(value: AddressObject): string {
  return value.value
    .map(({ name, address }) => {
      if (!name) return address ?? '';
      const display = /[()<>[\]:;@\\,."]/.test(name)
        ? `"${name.replace(/(["\\])/g, '\\$1')}"`
        : name;
      return `${display} <${address ?? ''}>`;
    })
    .join(', ');
}

/** The raw value of a header line, unfolded: for headers mailparser keeps structured (dates…). */
function rawValue(mail: ParsedMail, key: string): string {
  const line = mail.headerLines.find((header) => header.key === key)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/** Headers and text of a message as a test reads them. */
export async function parseMail(raw: Buffer | string): Promise<Omit<ReceivedMail, 'envelopeTo'>> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true });
  const headers: Record<string, string> = {};
  for (const [key, value] of mail.headers) {
    headers[key] =
      typeof value === 'string'
        ? value
        : isAddressObject(value)
          ? addressText(value)
          : rawValue(mail, key);
  }
  const attachments = mail.attachments.map((attachment) => {
    const header = attachment.headers.get('content-type') as
      { value: string; params?: Record<string, string> } | undefined;
    const params = Object.entries(header?.params ?? {}).map(([key, value]) => `; ${key}=${value}`);
    return {
      filename: attachment.filename ?? null,
      contentType: `${header?.value ?? attachment.contentType}${params.join('')}`,
      content: attachment.content.toString('utf8'),
    };
  });
  return { headers, text: (mail.text ?? '').replace(/\r\n/g, '\n').trim(), attachments };
}

/** Starts the server on `port` (0, the default, picks a free one) of 127.0.0.1. */
export async function startTestSmtpServer({
  port = 0,
}: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No DNS on a test machine: a reverse lookup of 127.0.0.1 can stall each connection.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals.count > 0) {
          refusals = { ...refusals, count: refusals.count - 1 };
          const error: SMTPServerError = new Error('Refused by the test server');
          error.responseCode = refusals.code;
          callback(error);
          return;
        }
        parseMail(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({
              envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
              ...mail,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    refuseNext(count, code) {
      refusals = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
