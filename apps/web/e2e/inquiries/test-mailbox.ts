/**
 * The end-to-end tests' mail server: a real SMTP server on loopback that keeps what it receives,
 * and a small HTTP endpoint through which the tests read the mailbox. Playwright starts it as a
 * web server, and the e2e API sends its mail here (`SMTP_URL`).
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { MAILBOX_HTTP_PORT, MAILBOX_SMTP_PORT, type ReceivedMail } from './mailbox-config.ts';

const received: ReceivedMail[] = [];

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})|[\s\S]/g, (match: string, hex?: string) =>
      hex ? String.fromCharCode(parseInt(hex, 16)) : match,
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Headers (unfolded, lower-case names) and the decoded text of a single-part message. */
function parseMessage(raw: string): Omit<ReceivedMail, 'envelopeTo'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n').trim() };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  disableReverseLookup: true,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
        ...parseMessage(Buffer.concat(chunks).toString('latin1')),
      });
      callback();
    });
  },
});
smtp.listen(MAILBOX_SMTP_PORT, '127.0.0.1');

createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(request.url === '/messages' ? received : { ok: true }));
}).listen(MAILBOX_HTTP_PORT, '127.0.0.1');
