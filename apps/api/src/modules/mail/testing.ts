import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

// The module tests' mail server lives in @cld/test-mail, shared with the browser tests' mailbox.
export { startTestSmtpServer } from '@cld/test-mail/smtp-server';
export type { ReceivedMail, TestSmtpServer } from '@cld/test-mail/smtp-server';

/** A message a stalling server took and never answered. */
export interface HeldMail {
  envelopeTo: string[];
  /** The message as sent (headers and body, dot-stuffed). */
  raw: string;
}

export interface StallingSmtpServer {
  url: string;
  /** The messages it holds unanswered, in the order they came. */
  held: HeldMail[];
  /** The recipients of each message it accepted (and dropped). */
  accepted: string[][];
  close(): Promise<void>;
}

/**
 * An SMTP server hung mid-delivery: it takes a message for a recipient `stalls` picks, to the
 * final dot, and never answers, so the sender waits with its mail neither refused nor delivered
 * (its own timeout is minutes away). Other messages it accepts and drops. Plain SMTP on loopback,
 * just enough of it for nodemailer; the crash tests kill a sender while it waits here.
 */
export async function startStallingSmtpServer({
  stalls,
}: {
  stalls: (recipient: string) => boolean;
}): Promise<StallingSmtpServer> {
  const held: HeldMail[] = [];
  const accepted: string[][] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A sender killed mid-session resets its connection.
    socket.on('error', () => {});
    socket.setEncoding('latin1');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let input = '';
    let inData = false;
    let stalled = false;
    let envelopeTo: string[] = [];

    /** Answers every complete command (or message) in `input`. */
    function answer() {
      for (;;) {
        if (stalled) return;
        if (inData) {
          const end = input.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const raw = input.slice(0, end + 2);
          input = input.slice(end + 5);
          inData = false;
          if (envelopeTo.some(stalls)) {
            stalled = true;
            held.push({ envelopeTo, raw });
            return;
          }
          accepted.push(envelopeTo);
          envelopeTo = [];
          reply('250 2.0.0 Accepted');
          continue;
        }
        const lineEnd = input.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = input.slice(0, lineEnd);
        input = input.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 stalling.test');
        else if (verb === 'MAIL' || verb === 'RSET') {
          envelopeTo = [];
          reply('250 2.0.0 OK');
        } else if (verb === 'RCPT') {
          envelopeTo.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'NOOP') reply('250 2.0.0 OK');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        } else reply('502 5.5.2 Command not recognized');
      }
    }

    socket.on('data', (chunk: string) => {
      input += chunk;
      answer();
    });
    reply('220 stalling.test ESMTP');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    held,
    accepted,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
