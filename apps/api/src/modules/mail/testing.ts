import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerError } from 'smtp-server';

/** A message as the test SMTP server received it. */
export interface ReceivedMail {
  envelopeTo: string[];
  headers: Record<string, string>;
  /** The text part, decoded from quoted-printable. */
  text: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Answers the next `count` messages with this SMTP code instead of accepting them. */
  refuseNext(count: number, code: number): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  return decodeURIComponent(
    body
      .replace(/%/g, '%25')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, '%$1'),
  );
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

/** A real SMTP server on loopback (no TLS, no auth), keeping what it receives. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
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
        received.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, code) {
      refusals = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
