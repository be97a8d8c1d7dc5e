import { expect } from '@playwright/test';
import { MAILBOX_URL, type ReceivedMail } from './mailbox-config.ts';

async function messagesTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${MAILBOX_URL}/messages`);
  const messages = (await response.json()) as ReceivedMail[];
  return messages.filter((message) => message.envelopeTo.includes(address));
}

/**
 * Waits for a message to this address whose text contains `text` (the API's outbox worker sends
 * in the background, within a few seconds) and returns it.
 */
export async function expectMail(address: string, text: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(address)).find((message) => message.text.includes(text));
        return found !== undefined;
      },
      { message: `a mail to ${address} containing "${text}"`, timeout: 30_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}
