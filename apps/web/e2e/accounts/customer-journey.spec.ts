import { expect, test, type Page } from '../fixtures.ts';
import { isPhone } from '../support.ts';
import { expectToast, gotoHydrated, PASSWORD, uniqueEmail } from './accounts.ts';

async function firstLawyerId(page: Page): Promise<number> {
  const response = await page.request.get('/api/lawyers?sort=name&pageSize=1');
  const { lawyers } = (await response.json()) as { lawyers: { id: number }[] };
  return lawyers[0]!.id;
}

test('a customer registers, sees lawyers’ emails, and signs out', async ({ page }, testInfo) => {
  test.slow();
  const email = uniqueEmail('customer');
  await gotoHydrated(page, '/auth/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First Name').fill('Casey');
  await form.getByLabel('Last Name').fill('Morin');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('radio', { name: 'Customer - Looking for legal services' }).check();
  await form.getByRole('button', { name: 'Create Customer Account' }).click();
  await expect(page).toHaveURL('/verify-email');
  await expectToast(page, 'Registration Successful');

  // The server renders the signed-in header too.
  const html = await (await page.request.get('/about')).text();
  expect(html).toContain('Casey');
  expect(html).not.toContain('>Sign In<');

  const lawyerId = await firstLawyerId(page);
  await gotoHydrated(page, `/lawyer/${lawyerId}`);
  await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
  await expect(page.getByText('Email visible to registered users - Register here')).toHaveCount(0);

  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('Signed in as Casey')).toBeVisible();
    // A customer's own space (issue 21); the lawyers' dashboard is not offered to them.
    await expect(drawer.getByRole('link', { name: 'My space' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('button', { name: 'Casey' }).click();
    await expect(page.getByRole('menuitem', { name: 'My space' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  }
  await expect(page).toHaveURL('/');
  await expectToast(page, 'Logged Out');

  await gotoHydrated(page, `/lawyer/${lawyerId}`);
  await expect(
    page.getByRole('link', { name: 'Email visible to registered users - Register here' }),
  ).toHaveAttribute('href', `/auth/register?returnTo=%2Flawyer%2F${lawyerId}`);
});
