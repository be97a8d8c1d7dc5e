import { expect, test, type Page } from '../fixtures.ts';
import { expectNoWcagViolations } from '../axe.ts';
import { isPhone } from '../support.ts';
import { gotoHydrated, registerLawyer, uniqueEmail } from './accounts.ts';

const SIGNED_OUT_PAGES: { name: string; path: string; prepare?: (page: Page) => Promise<void> }[] =
  [
    { name: 'lawyer portal', path: '/lawyer-auth?error=auth_failed' },
    {
      name: 'lawyer portal, registration with errors',
      path: '/lawyer-auth',
      prepare: async (page) => {
        await page.getByRole('tab', { name: 'Register' }).click();
        await page.getByRole('button', { name: 'Create Account' }).click();
        await expect(page.getByText('First name is required')).toBeVisible();
      },
    },
    { name: 'account login', path: '/auth/login' },
    {
      name: 'account registration as a lawyer',
      path: '/auth/register',
      prepare: async (page) => {
        await page.getByRole('radio', { name: 'Lawyer - Providing legal services' }).check();
        await page.getByRole('button', { name: 'Create Lawyer Account' }).click();
        await expect(
          page.getByText('All professional fields are required for lawyers'),
        ).toBeVisible();
      },
    },
  ];

for (const { name, path, prepare } of SIGNED_OUT_PAGES) {
  test(`${name} (${path}) has no WCAG 2.2 AA violations`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ viewport: testInfo.project.use.viewport });
    const page = await context.newPage();
    await gotoHydrated(page, path);
    await prepare?.(page);
    await expectNoWcagViolations(page);
    await context.close();
  });
}

test('the lawyer dashboard and the account menu have no WCAG 2.2 AA violations', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport });
  const page = await context.newPage();
  await registerLawyer(page, { firstName: 'Alex', lastName: 'Axe', email: uniqueEmail('axe') });
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Phone is required')).toBeVisible();
  await expectNoWcagViolations(page);
  // The page around them was checked above: each tab's panel, then the menu, on its own.
  for (const tab of ['Contact Requests', 'Settings']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectNoWcagViolations(page, tab, '[role="tabpanel"]');
  }

  // The signed-in header: the account menu, or on phones the drawer's account block.
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByText('Signed in as Alex')).toBeVisible();
    await expectNoWcagViolations(page, 'menu', '[role="dialog"]');
  } else {
    await page.getByRole('button', { name: 'Alex' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expectNoWcagViolations(page, 'menu', '[role="menu"]');
  }
  await context.close();
});
