import { expect, test } from '../fixtures.ts';
import { isPhone } from '../support.ts';
import {
  expectToast,
  gotoHydrated,
  registerLawyer,
  uniqueEmail,
  uniqueWord,
} from '../accounts/accounts.ts';
import { E2E_ADMIN, signIn } from './admin-account.ts';

test('a lawyer asks, an administrator verifies, the directory says so', async ({
  browser,
}, testInfo) => {
  test.slow();
  const lastName = uniqueWord();
  const name = `Robin ${lastName}`;
  const licenceNumber = `LSO-${Date.now() % 1_000_000}`;

  // The lawyer registers, fills the profile with the licence and asks to be verified.
  const lawyerContext = await browser.newContext({ viewport: testInfo.project.use.viewport });
  const lawyer = await lawyerContext.newPage();
  await registerLawyer(lawyer, { firstName: 'Robin', lastName, email: uniqueEmail('verify') });
  // The phone number, not the meeting mode "Phone" (issue 20).
  await lawyer.getByRole('textbox', { name: 'Phone' }).fill('416-555-0142');
  await lawyer.getByLabel('Practice Area').selectOption('Family Law');
  await lawyer.getByLabel('Province or Territory').selectOption('ON');
  const city = lawyer.getByRole('combobox', { name: 'City' });
  await expect(city.locator('option:not([disabled])').first()).toBeAttached();
  await city.selectOption(
    (await city.locator('option:not([disabled])').first().textContent()) ?? '',
  );
  await lawyer.getByRole('textbox', { name: 'Location', exact: true }).fill('Downtown');
  await lawyer.getByLabel('Office Address').fill('100 Example Street');
  await lawyer.getByLabel('Years of Experience').fill('9');
  await lawyer.getByLabel('Hourly Rate (CAD)').fill('275');
  await lawyer.getByRole('checkbox', { name: 'Hourly' }).check();
  await lawyer
    .getByRole('group', { name: 'Professional Bio' })
    .getByLabel('In English')
    .fill('Family lawyer helping parents settle custody.');
  await lawyer.getByLabel('Specializations').fill('Divorce, Child Custody');
  await lawyer.getByLabel('Languages').fill('English, French');
  await lawyer.getByLabel(/Licence number/).fill(licenceNumber);
  await lawyer.getByLabel(/Law society/).selectOption('law-society-of-ontario');
  await lawyer.getByRole('button', { name: 'Create Profile' }).click();
  await expectToast(lawyer, 'Profile created successfully!');

  await lawyer.getByRole('tab', { name: 'Settings' }).click();
  await expect(lawyer.getByText('Self-reported', { exact: true })).toBeVisible();
  await lawyer.getByRole('button', { name: 'Request verification' }).click();
  await expectToast(lawyer, 'Verification requested');
  await expect(lawyer.getByText('Pending', { exact: true })).toBeVisible();
  await lawyerContext.close();

  // An administrator verifies it from the queue.
  const adminContext = await browser.newContext({ viewport: testInfo.project.use.viewport });
  const admin = await adminContext.newPage();
  await signIn(admin, E2E_ADMIN);
  if (isPhone(testInfo)) {
    await admin.getByRole('button', { name: 'Open menu' }).click();
    await admin.getByRole('dialog').getByRole('link', { name: 'Administration' }).click();
  } else {
    await admin.getByRole('button', { name: 'Ada' }).click();
    await admin.getByRole('menuitem', { name: 'Administration' }).click();
  }
  await expect(admin).toHaveURL('/admin');
  await admin.getByRole('link', { name: 'Verification queue' }).click();
  const form = admin.getByRole('form', { name: `Decision on ${name}` });
  await expect(form.getByLabel(/Licence number/)).toHaveValue(licenceNumber);
  await form.getByLabel(/Licence class/).selectOption('Lawyer — practising');
  await form.getByRole('button', { name: 'Verify licence' }).click();
  await expectToast(admin, `${name} is verified`);
  await expect(form).toBeHidden();
  await adminContext.close();

  // Anyone sees who checked it, and the verified filter finds the lawyer.
  const visitorContext = await browser.newContext({ viewport: testInfo.project.use.viewport });
  const visitor = await visitorContext.newPage();
  await gotoHydrated(visitor, `/browse-lawyers?search=${lastName}&verified=true`);
  const card = visitor.getByRole('link', { name }).first();
  await expect(card).toBeVisible();
  await expect(
    visitor
      .getByRole('link', {
        name: new RegExp(`^Licence no\\. ${licenceNumber} checked with Law Society of Ontario on`),
      })
      .first(),
  ).toBeVisible();
  await card.click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    visitor.getByRole('link', {
      name: new RegExp(`^Licence no\\. ${licenceNumber} checked with Law Society of Ontario on`),
    }),
  ).toBeVisible();
  await visitorContext.close();
});
