import { expect, type Page } from '@playwright/test';
import { gotoHydrated, PASSWORD, uniqueEmail } from '../accounts/accounts.ts';

/** Every section of the administration, in the order its navigation lists them. */
export const ADMIN_SECTIONS = [
  '/admin',
  '/admin/verifications',
  '/admin/claims',
  '/admin/lawyers',
  '/admin/messages',
  '/admin/reviews',
  '/admin/outbox',
  '/admin/analytics',
  '/admin/privacy',
  '/admin/audit-log',
];

/**
 * The administrator the e2e API starts with: `playwright.config.ts` migrates the fresh database
 * and creates it with the operators' CLI (`admin-seed create-admin`) before the API starts.
 */
export const E2E_ADMIN = {
  email: 'admin@e2e.example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  password: 'e2e admin passphrase 7431',
} as const;

/** Signs in through the portal's login form; every account lands on the dashboard. */
export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await gotoHydrated(page, '/lawyer-auth');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/lawyer-dashboard');
}

/** A customer account, registered through the API with the page's cookie jar (signed in). */
export async function registerCustomer(page: Page): Promise<string> {
  const email = uniqueEmail('customer');
  const response = await page.request.post('/api/auth/register', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      firstName: 'Casey',
      lastName: 'Client',
      email,
      password: PASSWORD,
      userType: 'customer',
    },
  });
  expect(response.status()).toBe(201);
  return email;
}
