import { expectNoWcagViolations } from '../axe.ts';
import { expect, test, type APIRequestContext, type Page } from '../fixtures.ts';
import { gotoHydrated, registerLawyer, uniqueEmail, uniqueWord } from '../accounts/accounts.ts';
import { E2E_ADMIN } from '../admin/admin-account.ts';
import { expectMail } from '../inquiries/mailbox.ts';
import { ownAddress } from '../support.ts';

/**
 * The claim of a register listing (issue 39), in English and in French: the listing before (its
 * provenance, "Is this you?"), a wrong licence number refused, the code mailed to the register's
 * address, the listing after (the lawyer's own, its badge naming the register), a second claimant
 * refused. Each test imports its own fictional register entry through the operators' API. At both
 * widths (the issue's 390 and 1280 px), with axe on the listing and on the claim form's error.
 */

interface RegisterPerson {
  name: string;
  licence: string;
  email: string;
}

/** Imports one fictional practising person as the operators' CLI would, and returns the listing id. */
async function importListing(request: APIRequestContext, person: RegisterPerson): Promise<number> {
  const login = await request.post('/api/auth/login', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const imported = await request.post('/api/admin/register-imports', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: {
      regulator: 'law-society-of-ontario',
      entries: [
        {
          name: person.name,
          licenceNumber: person.licence,
          status: 'practising',
          city: 'Toronto',
          province: 'ON',
          practiceAreas: ['family-law'],
          languages: ['English', 'French'],
          registerDate: '2026-12-01',
          email: person.email,
          phone: '416-555-0199',
        },
      ],
    },
  });
  expect(imported.status()).toBe(200);
  const { added } = (await imported.json()) as { added: { lawyerId: number }[] };
  return added[0]?.lawyerId as number;
}

const person = (): RegisterPerson => {
  const word = uniqueWord();
  return {
    name: `Register ${word}`,
    licence: `LSO-E2E-${word.slice(0, 8)}`.toUpperCase(),
    email: uniqueEmail('register', 'example.org'),
  };
};

async function claim(page: Page, licence: string, labels: { licence: string; continue: string }) {
  await page.getByLabel(labels.licence).fill(licence);
  await page.getByRole('button', { name: labels.continue }).click();
}

for (const locale of ['en', 'fr'] as const) {
  const fr = locale === 'fr';
  const labels = fr
    ? {
        listing: (id: number) => `/fr/avocat/${id}`,
        provenance: /Tiré du registre public de l’ordre professionnel/,
        claim: 'Réclamer ce profil',
        licence: 'Numéro de permis ou de membre',
        continue: 'Continuer',
        wrong: 'Ce numéro de permis n’est pas celui que le registre indique pour cette fiche.',
        codeHeading: 'Consultez vos courriels',
        code: 'Code reçu par courriel',
        confirm: 'Confirmer',
        claimed: 'La fiche est maintenant votre profil',
        badge: /inscrit au registre public de l’ordre/,
        mailText: 'Votre code, valable',
      }
    : {
        listing: (id: number) => `/lawyer/${id}`,
        provenance: /From the public register of Law Society of Ontario/,
        claim: 'Claim this profile',
        licence: 'Licence or member number',
        continue: 'Continue',
        wrong: 'This licence number is not the one the register gives for this listing',
        codeHeading: 'Check your e-mail',
        code: 'Code from the e-mail',
        confirm: 'Confirm',
        claimed: 'The listing is now your profile',
        badge: /in the public register of Law Society of Ontario/,
        mailText: 'Your code, valid for',
      };

  test(`a lawyer claims their register listing (${locale})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.slow();
    // The claimant and the rival register at addresses of their own (the API counts sign-ups per
    // address): the suite's other sign-ups, and this journey's repeats in the flake hunt, do not
    // use up theirs.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ownAddress(testInfo, 1) });
    const listed = person();
    const id = await importListing(request, listed);

    // Before: where it comes from, nothing the register does not hold, and "Is this you?".
    await gotoHydrated(page, labels.listing(id));
    await expect(page.getByTestId('provenance')).toContainText(labels.provenance);
    await expect(page.getByRole('button', { name: /message|consultation/i })).toHaveCount(0);
    await expectNoWcagViolations(page, 'listing');

    await registerLawyer(page, {
      firstName: 'Register',
      lastName: uniqueWord(),
      email: uniqueEmail('claimant'),
    });
    await gotoHydrated(page, labels.listing(id));
    await page.getByRole('link', { name: labels.claim }).click();

    await claim(page, 'WRONG-0000', labels);
    await expect(page.getByText(labels.wrong)).toBeVisible();
    await expectNoWcagViolations(page, 'claim form with its error');

    await claim(page, listed.licence, labels);
    await expect(page.getByRole('heading', { name: labels.codeHeading })).toBeVisible();
    const mail = await expectMail(listed.email, labels.mailText);
    const code = /(\d{6})/.exec(mail.text)?.[1] as string;
    await page.getByLabel(labels.code).fill(code);
    await page.getByRole('button', { name: labels.confirm }).click();
    await expect(page.getByRole('heading', { name: labels.claimed })).toBeVisible();

    // After: the lawyer's own listing, its badge naming the register; no "Is this you?" any more.
    await gotoHydrated(page, labels.listing(id));
    await expect(page.getByRole('link', { name: labels.badge })).toBeVisible();
    await expect(page.getByRole('link', { name: labels.claim })).toHaveCount(0);

    // A second claimant is refused clearly.
    const rivalContext = await browser.newContext({
      locale: fr ? 'fr-CA' : 'en-CA',
      extraHTTPHeaders: { 'X-Forwarded-For': ownAddress(testInfo, 2) },
    });
    const rival = await rivalContext.newPage();
    await registerLawyer(rival, {
      firstName: 'Rival',
      lastName: uniqueWord(),
      email: uniqueEmail('rival'),
    });
    await gotoHydrated(rival, `${labels.listing(id)}/${fr ? 'reclamer' : 'claim'}`);
    await expect(
      rival.getByText(fr ? /ne peut pas être réclamée/ : /cannot be claimed/),
    ).toBeVisible();
    await rivalContext.close();
  });
}
