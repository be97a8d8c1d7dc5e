import { expect, type Page } from '@playwright/test';
import { gotoReady } from '../support.ts';

/** An address no earlier run has used, so every test registers its own account. */
export function uniqueEmail(prefix: string, domain = 'example.com'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@${domain}`;
}

/** Letters only, so the directory's search reads it as one word of a name. */
export function uniqueWord(): string {
  return Array.from(Date.now().toString(36) + Math.random().toString(36).slice(2, 6), (char) =>
    String.fromCharCode(97 + (parseInt(char, 36) % 26)),
  ).join('');
}

export const PASSWORD = 'correct horse battery staple';

export async function expectToast(page: Page, title: string): Promise<void> {
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true }),
  ).toBeVisible();
}

/** Opens a page once it is ready: hydrated, nothing loading (support.ts `gotoReady`). */
export const gotoHydrated = gotoReady;

/** Signs a lawyer up through the portal; "check your e-mail" (issue 37) leads to the dashboard. */
export async function registerLawyer(
  page: Page,
  { firstName, lastName, email }: { firstName: string; lastName: string; email: string },
): Promise<void> {
  await gotoHydrated(page, '/lawyer-auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First Name').fill(firstName);
  await form.getByLabel('Last Name').fill(lastName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/verify-email');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  // The navigation's own end, not a 5-second poll of the address: on a busy machine the dashboard's
  // code and data can take longer than that to arrive (a flake of 2026-12-06).
  await page.waitForURL('/lawyer-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeVisible();
}

/**
 * Registers a lawyer through the portal and publishes a family lawyer's profile in Toronto
 * through the API; `profile` changes any of its fields.
 */
export async function publishLawyer(
  page: Page,
  { firstName, lastName, email }: { firstName: string; lastName: string; email: string },
  profile: Record<string, unknown> = {},
): Promise<{ id: number; name: string; email: string }> {
  await registerLawyer(page, { firstName, lastName, email });
  const name = `${firstName} ${lastName}`;
  const response = await page.request.post('/api/lawyers/profile', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      name,
      email,
      phone: '416-555-0142',
      practiceArea: 'Family Law',
      location: 'Toronto downtown',
      city: 'Toronto',
      province: 'ON',
      address: '100 Example Street, Toronto',
      experience: 9,
      hourlyRate: 275,
      bio: 'Family lawyer helping parents settle custody.',
      specializations: ['Divorce'],
      languages: ['English'],
      feeStructure: 'Hourly',
      ...profile,
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, name, email };
}
