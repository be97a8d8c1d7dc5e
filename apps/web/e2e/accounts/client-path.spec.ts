import { expect, test } from '../fixtures.ts';
import { MAILBOX_URL, type ReceivedMail } from '../inquiries/mailbox-config.ts';
import { isPhone } from '../support.ts';
import { gotoHydrated, PASSWORD, uniqueEmail } from './accounts.ts';

/** The verification mails to `address`, once `count` have arrived (the outbox sends them soon). */
async function verificationMails(address: string, count: number): Promise<ReceivedMail[]> {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${MAILBOX_URL}/messages`)).json()) as ReceivedMail[];
        mails = all.filter(
          (mail) => mail.envelopeTo.includes(address) && mail.text.includes('/verify-email?token='),
        );
        return mails.length;
      },
      { message: `${count} verification mails to ${address}`, timeout: 30_000 },
    )
    .toBe(count);
  return mails;
}

/**
 * A client's path after signing up (issue 37): from a page's "Sign in", "Register" instead,
 * "check your e-mail" naming her address with a resend (and its limit said plainly), the banner
 * in her space while unverified, and the e-mailed link leading back to the page she came from,
 * with her requests one tap away. The behaviour is the layout's business nowhere: phone only.
 */
test('a new client is told to check her e-mail, and the link brings her back', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'one journey, on the phone');
  test.slow();
  const email = uniqueEmail('client-path');

  await gotoHydrated(page, '/faq');
  await page.goto(
    (await page.locator('a[href^="/auth/login"]').first().getAttribute('href')) ?? '',
  );
  await expect(page).toHaveURL('/auth/login?returnTo=%2Ffaq');
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page).toHaveURL('/auth/register?returnTo=%2Ffaq');

  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First Name').fill('Casey');
  await form.getByLabel('Last Name').fill('Morin');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('radio', { name: 'Customer - Looking for legal services' }).check();
  await form.getByRole('button', { name: 'Create Customer Account' }).click();

  await expect(page).toHaveURL('/verify-email?returnTo=%2Ffaq');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  const resend = page.getByRole('button', { name: 'Resend the verification e-mail' });
  await resend.click();
  await expect(page.getByText(`A new link is on its way to ${email}.`)).toBeVisible();

  // Her space says the same for as long as the address is unverified.
  await gotoHydrated(page, '/my-space');
  const banner = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(banner).toContainText(email);
  for (let asked = 1; asked < 4; asked += 1) {
    await banner.getByRole('button', { name: 'Resend the verification e-mail' }).click();
    await expect(banner.locator('[aria-live="polite"] p')).toBeVisible();
    if (asked < 3) await gotoHydrated(page, '/my-space');
  }
  await expect(banner).toContainText('You have asked for several links within the hour.');

  // The registration's link and three resends; only the latest link works.
  const mail = (await verificationMails(email, 4)).at(-1)!;
  const link = /https?:\/\/[^/\s]+(\/verify-email\?token=[\w-]{43}&returnTo=%2F[^\s]*)/.exec(
    mail.text,
  )?.[1];
  expect(link, mail.text).toBeDefined();
  await gotoHydrated(page, link ?? '');
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
  const onward = page.getByRole('navigation', { name: 'Where to next' });
  await expect(onward.getByRole('link', { name: 'Go to your requests' })).toHaveAttribute(
    'href',
    '/my-space',
  );
  // The latest link was asked for from her space, so it leads back there (the registration's own
  // link, replaced by the resends, led back to the FAQ: the registration step above checks it).
  expect(link).toContain('returnTo=%2Fmy-space');
  await onward.getByRole('link', { name: 'Go to your requests' }).click();
  await expect(page).toHaveURL('/my-space');

  await gotoHydrated(page, '/my-space');
  await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);
});
