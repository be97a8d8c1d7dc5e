import { expect, test, type Page } from '../fixtures.ts';
import accountBasicsFr from '../../app/i18n/messages/account-basics.fr.ts';
import accountsFr from '../../app/i18n/messages/accounts.fr.ts';
import inquiriesFr from '../../app/i18n/messages/inquiries.fr.ts';
import { expectToast, PASSWORD, uniqueEmail, uniqueWord } from '../accounts/accounts.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { expectMail } from '../inquiries/mailbox.ts';
import { fillForm, gotoReady, isPhone, ownAddress, pageReady } from '../support.ts';

/**
 * Issue 19 in a browser: the language switch keeps the page and its filters, a visitor's choice of
 * language is offered and remembered (never a redirect), and the French journeys of a lawyer and a
 * visitor in Montréal, e-mails included.
 */

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

const hydrated = gotoReady;

const cookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'cld_lang')?.value;

test('the language switch goes to the same page in French with its filters, and back', async ({
  page,
}, testInfo) => {
  const query = '?province=QC&practiceAreas=Family+Law&verified=true';
  await hydrated(page, `/browse-lawyers${query}`);
  const englishTotal = digits(await page.getByRole('heading', { level: 2 }).first().textContent());
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(`/fr/trouver-un-avocat${query}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouver un avocat');
  expect(digits(await page.getByRole('heading', { level: 2 }).first().textContent())).toBe(
    englishTotal,
  );
  // The same filters apply, ticked in the French filters (behind their toggle on a phone).
  if (isPhone(testInfo)) {
    await pageReady(page);
    await page.getByRole('button', { name: /^Filtres/ }).click();
  }
  await expect(page.getByRole('checkbox', { name: /Droit de la famille/ })).toBeChecked();
  if (isPhone(testInfo)) await page.keyboard.press('Escape');
  expect(await cookie(page)).toBe('fr');

  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(`/browse-lawyers${query}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  expect(await cookie(page)).toBe('en');
});

test('a first visit whose browser prefers French is offered French, never redirected', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    locale: 'fr-CA',
    viewport: testInfo.project.use.viewport,
    storageState: testInfo.project.use.storageState as never,
  });
  const page = await context.newPage();
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/about');
  const offer = page.getByTestId('language-offer');
  await expect(offer).toHaveAttribute('lang', 'fr');
  await expect(offer).toContainText('Cette page est aussi offerte en français.');
  await expectNoAxeViolations(page, { within: '[data-testid="language-offer"]' });

  await offer.getByRole('button', { name: 'La voir en français' }).click();
  await expect(page).toHaveURL('/fr/a-propos');
  await expect(page.getByTestId('language-offer')).toHaveCount(0);
  expect(await cookie(page)).toBe('fr');

  // The choice is remembered: back on an English page, French is offered again; declined, no more.
  await page.goto('/faq');
  await page
    .getByTestId('language-offer')
    .getByRole('button', { name: 'Continue in English' })
    .click();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByTestId('language-offer')).toHaveCount(0);
  expect(await cookie(page)).toBe('en');
  await page.goto('/');
  await expect(page.getByTestId('language-offer')).toHaveCount(0);
  await context.close();
});

test('the offer works without JavaScript', async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    locale: 'fr-CA',
    javaScriptEnabled: false,
    viewport: testInfo.project.use.viewport,
  });
  const page = await context.newPage();
  await page.goto('/legal-guide');
  await page.getByRole('button', { name: 'La voir en français' }).click();
  await expect(page).toHaveURL('/fr/guide-juridique');
  expect(await cookie(page)).toBe('fr');
  await context.close();
});

test('a bad language choice is a 400 naming the field', async ({ request }) => {
  const bad = await request.post('/language', { form: { locale: 'de', returnTo: '/' } });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain('locale');
  const away = await request.post('/language', {
    form: { locale: 'fr', returnTo: '//evil.example/' },
  });
  expect(away.status()).toBe(400);
  expect(await away.text()).toContain('returnTo');
});

test('a lawyer registers and works in French; a visitor in Montréal writes and books in French', async ({
  browser,
}, testInfo) => {
  test.slow();
  const portal = accountsFr.forms;
  // Each at the project's width (issue 19: the journeys at 390 and 1280 px).
  const width = {
    viewport: testInfo.project.use.viewport,
    storageState: testInfo.project.use.storageState as never,
  };
  // The lawyer registers on the French portal: the dashboard, and their e-mails, are French.
  const lawyerContext = await browser.newContext(width);
  const lawyerPage = await lawyerContext.newPage();
  const lastName = `Gagnon${uniqueWord()}`;
  const lawyerEmail = uniqueEmail('avocate');
  await hydrated(lawyerPage, '/fr/portail-avocat');
  await lawyerPage.getByRole('tab', { name: portal.registerTab }).click();
  await expect(lawyerPage).toHaveURL('/fr/portail-avocat/inscription');
  const register = lawyerPage.getByRole('form', { name: portal.registerTab });
  await register.getByRole('textbox', { name: portal.firstName, exact: true }).fill('Sophie');
  await register.getByRole('textbox', { name: portal.lastName, exact: true }).fill(lastName);
  await register.getByLabel(portal.email).fill(lawyerEmail);
  await register.getByLabel(portal.password).fill(PASSWORD);
  await register.getByRole('button', { name: portal.createAccount }).click();
  // First "check your e-mail", in French, then on to the dashboard.
  await expect(lawyerPage).toHaveURL('/fr/verifier-courriel');
  await lawyerPage.getByRole('link', { name: accountBasicsFr.verify.toDashboard }).click();
  await expect(lawyerPage).toHaveURL('/fr/espace-avocat');
  await expect(
    lawyerPage.getByRole('heading', { level: 1, name: accountsFr.dashboard.title }),
  ).toBeVisible();
  const created = await lawyerPage.request.post('/api/lawyers/profile', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      name: `Sophie ${lastName}`,
      email: lawyerEmail,
      phone: '514-555-0142',
      practiceArea: 'Family Law',
      location: 'Plateau-Mont-Royal',
      city: 'Montréal',
      province: 'QC',
      address: '100, rue Saint-Denis, Montréal',
      experience: 12,
      hourlyRate: 250,
      bioFr: 'Avocate en droit de la famille : séparation, garde des enfants et médiation.',
      specializations: ['Divorce'],
      languages: ['French', 'English'],
      feeStructure: 'Hourly',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // The visitor finds her from the French directory and opens her French profile: a visitor of her
  // own, at her own address (the site counts messages per address, and the suite's other visitors
  // write from the test machine's).
  const visitorContext = await browser.newContext({
    ...width,
    extraHTTPHeaders: { 'X-Forwarded-For': ownAddress(testInfo) },
  });
  const page = await visitorContext.newPage();
  const visitorEmail = uniqueEmail('visiteur');
  await hydrated(page, `/fr/trouver-un-avocat?search=${lastName}`);
  await expect(page.getByText('Parle français').first()).toBeVisible();
  await page.getByRole('link', { name: `Sophie ${lastName}`, exact: true }).click();
  await expect(page).toHaveURL(`/fr/avocat/${id}`);
  await expect(page.getByText('Avocate en droit de la famille')).toHaveAttribute('lang', 'fr');

  // A message, in French, and its French confirmation e-mail.
  await page.getByRole('button', { name: inquiriesFr.contactLawyer.open }).click();
  const message = page.getByRole('dialog');
  await fillForm(message, {
    [inquiriesFr.fields.name]: 'Camille Tremblay',
    [inquiriesFr.fields.email]: visitorEmail,
    [inquiriesFr.fields.phone]: '514-555-0123',
    [inquiriesFr.fields.legalIssue]: { select: 'Child Custody' },
    [inquiriesFr.fields.message]: 'Pouvons-nous parler du temps parental ?',
  });
  await expect(message.getByRole('option', { name: 'Garde des enfants' })).toBeAttached();
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });
  await message.getByRole('button', { name: inquiriesFr.contactLawyer.submit }).click();
  await expectToast(page, inquiriesFr.contactLawyer.successTitle);
  const confirmation = await expectMail(visitorEmail, 'dans un délai d’un à deux jours ouvrables');
  expect(confirmation.text).toContain('Votre message (garde des enfants)');
  expect(confirmation.headers.subject).toBe(`Votre message à Sophie ${lastName} a été envoyé`);
  const notice = await expectMail(lawyerEmail, 'Camille Tremblay');
  expect(notice.text).toContain('Pouvons-nous parler du temps parental');
  expect(notice.text).toMatch(/\/fr\/espace-avocat/);

  // A consultation at « 14 h 30 ».
  await page.getByRole('button', { name: inquiriesFr.consultation.open }).click();
  const consultation = page.getByRole('dialog');
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('en-CA');
  await fillForm(consultation, {
    [inquiriesFr.fields.name]: 'Camille Tremblay',
    [inquiriesFr.fields.email]: visitorEmail,
    [inquiriesFr.fields.phone]: '514-555-0123',
    [inquiriesFr.fields.preferredDate]: nextWeek,
    [inquiriesFr.fields.preferredTime]: { select: '2:30 PM' },
    [inquiriesFr.fields.consultationType]: { select: 'video-call' },
    [inquiriesFr.fields.legalIssue]: { select: 'family-law' },
    [inquiriesFr.fields.message]: 'Une première consultation, s’il vous plaît.',
  });
  await expect(consultation.getByRole('option', { name: '14\u00a0h\u00a030' })).toBeAttached();
  await consultation.getByRole('button', { name: inquiriesFr.consultation.submit }).click();
  await expectToast(page, inquiriesFr.consultation.successTitle);
  const booked = await expectMail(visitorEmail, '14\u00a0h\u00a030');
  expect(booked.headers.subject).toBe(
    `Votre demande de consultation à Sophie ${lastName} a été envoyée`,
  );

  // The lawyer reads both in her French dashboard.
  await hydrated(lawyerPage, '/fr/espace-avocat');
  await lawyerPage.getByRole('tab', { name: accountsFr.dashboard.requestsTab }).click();
  const requests = lawyerPage.getByRole('listitem').filter({ hasText: 'Camille Tremblay' });
  await expect(requests).toHaveCount(2);
  await expect(requests.first()).toContainText('14\u00a0h\u00a030');
  await lawyerContext.close();
  await visitorContext.close();
});
