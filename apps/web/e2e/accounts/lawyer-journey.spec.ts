import { expect, test } from '../fixtures.ts';
import {
  expectToast,
  gotoHydrated,
  PASSWORD,
  registerLawyer,
  uniqueEmail,
  uniqueWord,
} from './accounts.ts';

test('a lawyer registers, publishes a profile, finds it, updates it, and signs in again', async ({
  page,
}) => {
  test.slow();
  const lastName = `Quill${uniqueWord()}`;
  const email = uniqueEmail('lawyer');
  await registerLawyer(page, { firstName: 'Robin', lastName, email });
  await expectToast(page, 'Registration Successful');
  await expect(page.getByText(`Welcome back, Robin ${lastName}`)).toBeVisible();

  // Create the profile.
  await expect(page.getByRole('heading', { name: 'Create Profile' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(`Robin ${lastName}`);
  // The phone number, not the meeting mode "Phone" (issue 20).
  await page.getByRole('textbox', { name: 'Phone' }).fill('416-555-0142');
  await page.getByLabel('Practice Area').selectOption('Family Law');
  await page.getByLabel('Province or Territory').selectOption('ON');
  const city = page.getByRole('combobox', { name: 'City' });
  await expect(city.locator('option:not([disabled])').first()).toBeAttached();
  const cityName = (await city.locator('option:not([disabled])').first().textContent()) ?? '';
  await city.selectOption(cityName);
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill(`${cityName} downtown`);
  await page.getByLabel('Office Address').fill('100 Example Street');
  await page.getByLabel('Years of Experience').fill('9');
  await page.getByLabel('Hourly Rate (CAD)').fill('275');
  await page.getByRole('checkbox', { name: 'Hourly' }).check();
  await page
    .getByRole('group', { name: 'Professional Bio' })
    .getByLabel('In English')
    .fill('Family lawyer helping parents settle custody.');
  await page.getByLabel('Specializations').fill('Divorce, Child Custody');
  await page.getByLabel('Languages').fill('English, French');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expectToast(page, 'Profile created successfully!');
  await expect(page.getByRole('heading', { name: 'Update Profile' })).toBeVisible();

  // It is in the directory at once.
  await page.goto(`/browse-lawyers?search=${lastName}`);
  await expect(page.getByRole('link', { name: new RegExp(lastName) }).first()).toBeVisible();

  // Update it; the public profile shows the change.
  await gotoHydrated(page, '/lawyer-dashboard');
  await page
    .getByRole('group', { name: 'Professional Bio' })
    .getByLabel('In English')
    .fill('Family lawyer focused on mediation first.');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expectToast(page, 'Profile updated successfully!');
  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page.getByText('Family lawyer focused on mediation first.')).toBeVisible();

  // Log out, then back in through the portal.
  await gotoHydrated(page, '/lawyer-dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expectToast(page, 'Logged Out');
  await gotoHydrated(page, '/lawyer-dashboard');
  await expect(page).toHaveURL('/lawyer-auth?returnTo=%2Flawyer-dashboard');

  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/lawyer-dashboard');
  await expectToast(page, 'Login Successful');
  await expect(page.getByRole('heading', { name: 'Update Profile' })).toBeVisible();
});

test('the dashboard sends signed-out visitors to the portal from the server', async ({
  request,
}) => {
  const response = await request.get('/lawyer-dashboard', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/lawyer-auth?returnTo=%2Flawyer-dashboard');
});

test('the sign-in pages are never cached and show the portal’s states', async ({ page }) => {
  const response = await page.goto('/lawyer-auth?error=auth_failed');
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('alert')).toHaveText('Authentication failed. Please try again.');
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});
