import { expect, test } from '../fixtures.ts';
import { registerLawyer, uniqueEmail } from '../accounts/accounts.ts';
import { ADMIN_SECTIONS, E2E_ADMIN, registerCustomer, signIn } from './admin-account.ts';

test('visitors are sent to sign in before any of the administration is sent', async ({ page }) => {
  for (const path of ['/admin', '/admin/privacy']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/lawyer-auth?returnTo=${encodeURIComponent(path)}`);
  }
  await page.goto('/admin');
  await expect(page).toHaveURL('/lawyer-auth?returnTo=%2Fadmin');
});

test('customers and lawyers get the not-found page', async ({ page }) => {
  await registerCustomer(page);
  const response = await page.request.get('/admin/lawyers');
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('Verification queue');

  await page.context().clearCookies();
  await registerLawyer(page, {
    firstName: 'Lee',
    lastName: 'Lawyer',
    email: uniqueEmail('lawyer'),
  });
  const visit = await page.goto('/admin');
  expect(visit?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('administrators reach every section, never cached and not indexed', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  for (const path of ADMIN_SECTIONS) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['cache-control'], path).toContain('no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Administration sections' })
        .locator('[aria-current="page"]'),
    ).toHaveAttribute('href', path);
  }
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toContain('Disallow: /admin');
});
