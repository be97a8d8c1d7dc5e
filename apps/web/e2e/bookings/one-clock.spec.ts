import { expect, test } from '../fixtures.ts';
import {
  gotoHydrated,
  PASSWORD,
  publishLawyer,
  uniqueEmail,
  uniqueWord,
} from '../accounts/accounts.ts';
import { expectNoWcagViolations } from '../axe.ts';
import { expectMail } from '../inquiries/mailbox.ts';
import { isPhone, ownAddress } from '../support.ts';

/**
 * Issue 37 items 2 and 5: a Winnipeg client books a Toronto lawyer in person and reads one time
 * everywhere (the slot picker, the "booked" notice, the e-mail, her space, the booking's page),
 * named as people say it, with the office's full address and a calendar file; she moves and
 * cancels the booking from her space, and the lawyer can move it from the dashboard.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

test('a Winnipeg client sees one time in every place, and moves and cancels from her space', async ({
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the same texts at any width');
  test.setTimeout(180_000);
  const address = (n: number) => ownAddress(testInfo, n);

  const lawyerContext = await browser.newContext({
    timezoneId: 'America/Toronto',
    extraHTTPHeaders: { 'X-Forwarded-For': address(1) },
  });
  const lawyerPage = await lawyerContext.newPage();
  const lawyer = await publishLawyer(lawyerPage, {
    firstName: 'Robin',
    lastName: `Clock${uniqueWord()}`,
    email: uniqueEmail('clock-lawyer'),
  });
  const availability = await lawyerPage.request.put('/api/lawyers/my-availability', {
    headers: XHR,
    data: {
      enabled: true,
      weeklyHours: Object.fromEntries(
        EVERY_DAY.map((day) => [day, [{ start: '00:00', end: '23:30' }]]),
      ),
      slotMinutes: 30,
      bufferMinutes: 0,
      daysOff: [],
      meetingModes: ['in-person', 'video'],
      horizonDays: 14,
      minNoticeHours: 2,
    },
  });
  expect(availability.status(), await availability.text()).toBe(200);

  // The client's browser is in Winnipeg; her account is verified, so she books at once.
  const context = await browser.newContext({
    timezoneId: 'America/Winnipeg',
    extraHTTPHeaders: { 'X-Forwarded-For': address(2) },
  });
  const page = await context.newPage();
  const email = uniqueEmail('clock-client');
  const registered = await page.request.post('/api/auth/register', {
    headers: XHR,
    data: {
      email,
      password: PASSWORD,
      firstName: 'Dana',
      lastName: 'Client',
      userType: 'customer',
    },
  });
  expect(registered.status()).toBe(201);
  const verification = await expectMail(email, '/verify-email?token=');
  const verifyPath = /https?:\/\/[^/\s]+(\/verify-email\?token=[\w-]+)/.exec(
    verification.text,
  )![1]!;
  await gotoHydrated(page, verifyPath);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByText(/confirmed|verified/i).first()).toBeVisible();

  // The slot picker: the server's texts, zones named, never "America/Winnipeg".
  await gotoHydrated(page, `/lawyer/${lawyer.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Schedule Consultation' })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Schedule a consultation with ${lawyer.name}` });
  await expect(dialog.getByText('Times shown in Central Time (Winnipeg).')).toBeVisible();
  await expect(dialog.getByText('The lawyer’s office is on Eastern Time (Toronto).')).toBeVisible();
  await expect(dialog.getByText(/America\//)).toHaveCount(0);
  await dialog
    .getByRole('group', { name: /^Open times on / })
    .getByRole('button')
    .first()
    .click();
  const chosen = (await dialog.getByText(/^Chosen: /).textContent())!.replace(/^Chosen: /, '');
  expect(chosen).toMatch(/ Central Time \(Winnipeg, UTC−[56]\)$/);
  await dialog.getByRole('radio', { name: 'In person' }).check();
  await dialog.getByRole('button', { name: 'Book this time' }).click();

  // The "booked" notice: the same text, the office's time, the full address, the calendar file.
  await expect(dialog.getByText('Your consultation is booked')).toBeVisible();
  await expect(dialog.getByText(`Your time: ${chosen}`)).toBeVisible();
  await expect(
    dialog.getByText(/^At the lawyer’s office: .+ Eastern Time \(Toronto, UTC−[45]\)$/),
  ).toBeVisible();
  await expect(dialog.getByText('Address: 100 Example Street, Toronto, Ontario')).toBeVisible();
  const download = dialog.getByRole('link', { name: 'Add to calendar (.ics)' });
  await expect(download).toBeVisible();
  const ics = await page.request.get((await download.getAttribute('href'))!);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toMatch(/LOCATION:100 Example Street\\, Toronto\\, Ontario/);
  await expectNoWcagViolations(page, 'booked notice');

  // The e-mail: the same text, the same address.
  const booked = await expectMail(email, 'is booked for');
  expect(booked.headers.subject).toContain(chosen);
  expect(booked.text).toContain('Address: 100 Example Street, Toronto, Ontario');

  // Her space: the same text; she moves the booking from there, on its page.
  await gotoHydrated(page, '/my-space');
  await page.getByRole('tab', { name: 'Consultations' }).click();
  const card = page.getByRole('listitem').filter({ hasText: lawyer.name }).first();
  await expect(card.getByText(chosen)).toBeVisible();
  await expect(card.getByRole('link', { name: /^Add to calendar \(\.ics\)/ })).toBeVisible();
  await expectNoWcagViolations(page, 'my space consultations');
  await card.getByRole('link', { name: /^Change the time of the consultation/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new time' })).toBeVisible();
  await expect(page.getByText(`Your time: ${chosen}`)).toBeVisible();
  await expect(page.getByText('Times shown in Central Time (Winnipeg).')).toBeVisible();
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Move to this time' }).click();
  await expect(page.getByText('The consultation is moved to the new time.')).toBeVisible();
  const movedText = (await page.getByText(/^Your time: /).textContent())!.replace(
    /^Your time: /,
    '',
  );
  expect(movedText).not.toBe(chosen);
  const moved = await expectMail(email, 'was moved from');
  expect(moved.text).toContain(movedText);
  await expectNoWcagViolations(page, 'manage booking from my space');

  // The lawyer can move it from the dashboard too, on the lawyer's clock.
  await gotoHydrated(lawyerPage, '/lawyer-dashboard');
  await lawyerPage.getByRole('tab', { name: 'Consultation bookings' }).click();
  await expect(
    lawyerPage.getByRole('link', { name: /^Move the booking of Dana Client on / }),
  ).toBeVisible();

  // She cancels it from her space.
  await gotoHydrated(page, '/my-space');
  await page.getByRole('tab', { name: 'Consultations' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: lawyer.name })
    .first()
    .getByRole('link', { name: /^Cancel the consultation/ })
    .click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(
    page.getByText('The consultation is cancelled. An e-mail confirms it.'),
  ).toBeVisible();
  await expectMail(lawyer.email, 'cancelled their consultation');

  await lawyerContext.close();
  await context.close();
});
