import { type BrowserContext, expect, test } from '../fixtures.ts';
import { expectNoWcagViolations } from '../axe.ts';
import { ADMIN_SECTIONS, E2E_ADMIN, signIn } from './admin-account.ts';

const PAGES = [...ADMIN_SECTIONS, '/admin/lawyers/1', '/lawyer-dashboard'];

/**
 * One sign-in for all the pages: the API allows ten sign-ins a minute from one address, and a
 * sign-in per page went over it once the pages loaded faster.
 */
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport });
  await signIn(await context.newPage(), E2E_ADMIN);
  signedIn = await context.storageState();
  await context.close();
});

for (const path of PAGES) {
  test(`${path} has no WCAG 2.2 AA violations for an administrator`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      viewport: testInfo.project.use.viewport,
      storageState: signedIn,
    });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // An error screen has no violations either: the section itself must have rendered (a route
    // that forgot to load its strings once showed only "Something went wrong").
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(
      page
        .getByRole('heading', { level: 1, name: 'Administration' })
        .or(page.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })),
    ).toBeVisible();
    if (path === '/lawyer-dashboard') await page.getByRole('tab', { name: 'Settings' }).click();
    await expectNoWcagViolations(page);
    await context.close();
  });
}
