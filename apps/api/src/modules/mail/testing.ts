// The module tests' mail server lives in @cld/test-mail, shared with the browser tests' mailbox.
export { startTestSmtpServer } from '@cld/test-mail/smtp-server';
export type { ReceivedMail, TestSmtpServer } from '@cld/test-mail/smtp-server';
