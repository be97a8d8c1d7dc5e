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
import { ownAddress } from '../support.ts';

/**
 * Issue 21's journey: a visitor books an open slot, which is held until they confirm it from the
 * e-mailed link (issue 38 item 5), and gets the invitation; the lawyer sees the booking and answers
 * the visitor's message; the visitor registers with the same e-mail, verifies it, finds the booking
 * and the reply in their space, saves the lawyer, moves the booking and cancels it from the
 * e-mailed links.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

test('a visitor books, hears back, finds it all in their space, moves and cancels', async ({
  browser,
}, testInfo) => {
  // The longest journey of the suite: well past the default, even on a busy machine.
  test.setTimeout(240_000);
  // Visitor and lawyer at addresses of their own (the API counts sends per address, 10 an hour):
  // the rest of the suite's sends from this machine do not use up theirs, nor theirs the suite's.
  const address = (n: number) => ownAddress(testInfo, n);
  const lawyerContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': address(1) },
  });
  const lawyerPage = await lawyerContext.newPage();
  const lawyer = await publishLawyer(lawyerPage, {
    firstName: 'Morgan',
    lastName: `Booking${uniqueWord()}`,
    email: uniqueEmail('booking-lawyer'),
  });
  // Open every day, all day, so the next slots are hours away whenever the test runs.
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
      meetingModes: ['video', 'phone'],
      horizonDays: 14,
      minNoticeHours: 2,
    },
  });
  expect(availability.status(), await availability.text()).toBe(200);

  const visitorContext = await browser.newContext({
    timezoneId: 'America/Vancouver',
    extraHTTPHeaders: { 'X-Forwarded-For': address(2) },
  });
  const page = await visitorContext.newPage();
  const visitorEmail = uniqueEmail('booking-visitor');
  await gotoHydrated(page, `/lawyer/${lawyer.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Schedule Consultation' })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Schedule a consultation with ${lawyer.name}` });
  // Named as people say it, by the server (issue 37 item 2), never as an IANA id.
  await expect(dialog.getByText('Times shown in Pacific Time (Vancouver).')).toBeVisible();
  await expectNoWcagViolations(page, 'booking dialog');
  const times = dialog.getByRole('group', { name: /^Open times on / }).getByRole('button');
  await times.first().click();
  await dialog.getByRole('radio', { name: 'Video' }).check();
  await dialog.getByLabel('Full Name').fill('Avery Visitor');
  await dialog.getByLabel('Email Address').fill(visitorEmail);
  await dialog.getByLabel('What would you like to discuss? (optional)').fill('A separation.');
  await dialog.getByRole('button', { name: 'Book this time' }).click();
  // Not proven yet, the address gets a hold: the time is kept until the visitor confirms it.
  await expect(page.getByText('This time is held for you: confirm it by e-mail')).toBeVisible();
  const hold = await expectMail(visitorEmail, 'Confirm my booking');
  expect(hold.attachments.find((a) => a.filename === 'invite.ics')).toBeUndefined();
  const manageLink = /https?:\/\/[^/\s]+(\/booking\?token=[\w-]+)/.exec(hold.text)![1]!;

  // A message beside it, which the lawyer answers from the inbox.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: 'Send Message' }).first().click();
  const message = page.getByRole('dialog', { name: `Send a message to ${lawyer.name}` });
  await message.getByLabel('Full Name').fill('Avery Visitor');
  await message.getByLabel('Email').fill(visitorEmail);
  await message.getByLabel('Phone').fill('604-555-0199');
  await message.getByLabel('Legal Issue').selectOption('Child Custody');
  await message.getByLabel('Message').fill('Before we meet: which papers should I bring?');
  await message.getByRole('button', { name: 'Send Message' }).click();
  await expect(message).toBeHidden();
  await expectMail(lawyer.email, 'which papers');

  // The visitor confirms the hold from the e-mailed link (a posted button, not the link itself).
  await gotoHydrated(page, manageLink);
  await expect(page.getByText('Awaiting your confirmation')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my booking' }).click();
  await expect(
    page.getByText('Your consultation is booked. An e-mail with the calendar invitation'),
  ).toBeVisible();

  // The invitation: an .ics whose times are in UTC, with the same link; the lawyer is told now.
  const invitation = await expectMail(visitorEmail, 'The attached invitation (invite.ics)');
  const ics = invitation.attachments.find((a) => a.filename === 'invite.ics');
  expect(ics, 'the invite.ics attachment').toBeDefined();
  expect(ics!.content).toMatch(/BEGIN:VCALENDAR/);
  expect(ics!.content).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(invitation.text).toContain(manageLink);
  await expectMail(lawyer.email, 'Avery Visitor booked a consultation');

  // The lawyer sees the booking in the dashboard, and answers the message.
  await gotoHydrated(lawyerPage, '/lawyer-dashboard');
  await lawyerPage.getByRole('tab', { name: 'Consultation bookings' }).click();
  await expect(lawyerPage.getByText('Avery Visitor').first()).toBeVisible();
  await lawyerPage.getByRole('tab', { name: 'Contact Requests' }).click();
  const request = lawyerPage.getByRole('listitem').filter({ hasText: 'which papers' }).first();
  const reply = `Bring your marriage certificate (${uniqueWord()}).`;
  await request.getByLabel('Reply to Avery Visitor').fill(reply);
  await request.getByRole('button', { name: 'Send Reply' }).click();
  // The lawyer's own reply shows in the conversation.
  await expect(request.getByText(reply)).toBeVisible();

  // The visitor registers with the same address and proves it.
  const registered = await page.request.post('/api/auth/register', {
    headers: XHR,
    data: {
      email: visitorEmail,
      password: PASSWORD,
      firstName: 'Avery',
      lastName: 'Visitor',
      userType: 'customer',
    },
  });
  expect(registered.status()).toBe(201);
  const verification = await expectMail(visitorEmail, '/verify-email?token=');
  const verifyPath = /https?:\/\/[^/\s]+(\/verify-email\?token=[\w-]+)/.exec(
    verification.text,
  )![1]!;
  await gotoHydrated(page, verifyPath);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByText(/confirmed|verified/i).first()).toBeVisible();

  await gotoHydrated(page, '/my-space');
  // The request sent before registering joined the space with the lawyer's reply.
  await expect(page.getByText(reply)).toBeVisible();
  await expect(page.getByText('Answered').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Consultations' }).click();
  await expect(page.getByText(lawyer.name).first()).toBeVisible();
  await expectNoWcagViolations(page, 'my space');

  // Saves the lawyer from the profile.
  await gotoHydrated(page, `/lawyer/${lawyer.id}`);
  const heart = page.getByRole('button', { name: `Save ${lawyer.name}` }).first();
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await gotoHydrated(page, '/my-space');
  await page.getByRole('tab', { name: 'Saved lawyers' }).click();
  await expect(page.getByRole('tabpanel').getByText(lawyer.name)).toBeVisible();

  // Moves it from the e-mailed link: the same event (SEQUENCE 1), new links for both sides.
  await gotoHydrated(page, manageLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Your consultation' })).toBeVisible();
  await expectNoWcagViolations(page, 'manage booking');
  await page.getByRole('link', { name: 'Change the time' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new time' })).toBeVisible();
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Move to this time' }).click();
  await expect(page.getByText('The consultation is moved to the new time.')).toBeVisible();
  const moved = await expectMail(visitorEmail, 'was moved from');
  const movedIcs = moved.attachments.find((a) => a.filename === 'invite.ics')?.content ?? '';
  expect(movedIcs).toMatch(/SEQUENCE:1/);
  expect(movedIcs).toMatch(/METHOD:REQUEST/);
  await expectMail(lawyer.email, 'was moved from');
  const movedLink = /https?:\/\/[^/\s]+(\/booking\?token=[\w-]+)/.exec(moved.text)![1]!;
  expect(movedLink).not.toBe(manageLink);
  // The first link stopped working when the new ones were sent.
  expect((await page.request.get(manageLink)).status()).toBe(404);

  // Cancels from the new link; both sides hear of it.
  await gotoHydrated(page, movedLink);
  await page.getByRole('link', { name: 'Cancel the consultation' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(
    page.getByText('The consultation is cancelled. An e-mail confirms it.'),
  ).toBeVisible();
  const cancelled = await expectMail(lawyer.email, 'cancelled their consultation');
  expect(cancelled.attachments.find((a) => a.filename === 'invite.ics')?.content).toMatch(
    /METHOD:CANCEL/,
  );

  await lawyerContext.close();
  await visitorContext.close();
});
