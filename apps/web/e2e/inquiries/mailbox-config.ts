/** Where the test mail server listens: playwright.config.ts picks the ports. */
export const MAILBOX_SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
export const MAILBOX_HTTP_PORT = Number(process.env.E2E_MAILBOX_PORT);
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_HTTP_PORT}`;

export type { ReceivedMail } from '@cld/test-mail/smtp-server';
