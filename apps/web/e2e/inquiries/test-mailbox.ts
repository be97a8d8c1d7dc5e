/**
 * The end-to-end tests' mail server (@cld/test-mail: a real SMTP server on loopback that keeps and
 * decodes what it receives) and a small HTTP endpoint through which the tests read the mailbox.
 * Playwright starts it as a web server, and the e2e API sends its mail here (`SMTP_URL`).
 */
import { createServer } from 'node:http';
import { startTestSmtpServer } from '@cld/test-mail/smtp-server';
import { MAILBOX_HTTP_PORT, MAILBOX_SMTP_PORT } from './mailbox-config.ts';

const smtp = await startTestSmtpServer({ port: MAILBOX_SMTP_PORT });

createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(request.url === '/messages' ? smtp.received : { ok: true }));
}).listen(MAILBOX_HTTP_PORT, '127.0.0.1');
