import { expect, test, type Page } from '../fixtures.ts';
import { expectNoWcagViolations } from '../axe.ts';
import { expectMail } from '../inquiries/mailbox.ts';
import { expectToast, gotoHydrated, PASSWORD, uniqueEmail } from './accounts.ts';

/**
 * Password reset by e-mail (issue 21): a forgotten password is reset from the link the e-mail
 * brings, every session of the account ends, and the new password signs in. Runs at 390 and
 * 1280 px (the desktop and phone projects); the second test does it all without JavaScript.
 */

const NEW_PASSWORD = 'copper kettle harbour 17';

/** A customer account made through the API, signed in on this page's browser. */
async function registerCustomer(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/auth/register', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      email,
      password: PASSWORD,
      firstName: 'Robin',
      lastName: 'Reset',
      userType: 'customer',
    },
  });
  expect(response.status()).toBe(201);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
}

/** The path and query of the reset link in the last reset e-mail to `email`. */
async function mailedResetPath(email: string): Promise<string> {
  const mail = await expectMail(email, '/reset-password?token=');
  expect(mail.headers.subject).toBe('Reset your password');
  const link = /https?:\/\/[^/\s]+(\/reset-password\?token=[\w-]{43})/.exec(mail.text);
  expect(link).not.toBeNull();
  return link![1]!;
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('a forgotten password is reset from the e-mail and the new password signs in', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('forgot');
  await registerCustomer(page, email);

  await gotoHydrated(page, '/auth/login');
  const forgot = page.getByRole('link', { name: 'Forgot your password?' });
  // A target of 24 px at least (WCAG 2.5.8), at both widths.
  expect((await forgot.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  await forgot.click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await expectNoWcagViolations(page, 'forgot password');

  const request = page.getByRole('form', { name: 'Ask for a password reset link' });
  await request.getByRole('button', { name: 'Send the link' }).click();
  await expect(request.getByRole('alert')).toContainText('Email');
  await request.getByLabel('Email').fill(email.toUpperCase());
  await request.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
  await expect(page.getByText(`If an account uses ${email}`)).toBeVisible();

  const resetPath = await mailedResetPath(email);
  await gotoHydrated(page, resetPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expectNoWcagViolations(page, 'reset password');
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByRole('textbox', { name: 'New password' }).fill('qwertyuiop');
  await reset.getByRole('button', { name: 'Change the password' }).click();
  await expect(
    reset.getByText('This password is too easy to guess', { exact: false }),
  ).toBeVisible();
  await reset.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();

  // Every session of the account ended, this browser's too.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // The link works once.
  await gotoHydrated(page, resetPath);
  await page.getByRole('textbox', { name: 'New password' }).fill('another fine passphrase');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(
    page.getByRole('form', { name: 'Choose a new password' }).getByRole('alert'),
  ).toContainText('This reset link is not valid');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await gotoHydrated(page, '/auth/login');
  await signIn(page, email, PASSWORD);
  await expectToast(page, 'Invalid email or password');
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL('/');
  await expectToast(page, 'Login Successful');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same reset works with the forms posted to the pages', async ({ page }) => {
    test.slow();
    const email = uniqueEmail('forgot-nojs');
    await registerCustomer(page, email);
    // Someone who forgot the password is signed out (registering signed this browser in).
    await page.context().clearCookies();

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText(`If an account uses ${email}`)).toBeVisible();

    await page.goto(await mailedResetPath(email));
    await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('Your password is changed')).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/auth/login');
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL('/');
  });
});
