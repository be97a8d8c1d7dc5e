/**
 * The demo's mailbox (DESIGN §8.5, `/dev/mailbox`): the e-mails a run without a mail server keeps,
 * so whoever tries the site can follow their links.
 */
export const devMailboxEn = {
  metaTitle: 'Demo mailbox | Canada Lawyer Directory',
  heading: 'Demo mailbox',
  intro:
    'This is the demo’s mailbox. Without a mail server, the site keeps the e-mails it would send and shows them here, newest first, so you can follow their links: confirm an address, reset a password, manage a booking.',
  production:
    'In production the site’s mail server (SMTP) delivers every e-mail, and this page does not exist.',
  refresh: 'Check for new e-mails',
  count: { one: '{count} e-mail', other: '{count} e-mails' },
  empty:
    'No e-mail yet. Create an account, ask for a new password or book a consultation, then check again.',
  recipient: 'Recipient',
  date: 'Date',
  links: 'Links in this e-mail',
  text: 'Text of the e-mail',
} as const;

export default devMailboxEn;
