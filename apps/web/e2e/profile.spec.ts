import { expect, test, type APIRequestContext } from './fixtures.ts';
import { gotoHydrated } from './accounts/accounts.ts';

interface ApiLawyer {
  id: number;
  name: string;
  firmName: string | null;
  practiceArea: string;
  city: string;
  province: string;
  experience: number;
  phone: string;
  website: string | null;
  rating: number;
  reviewCount: number;
  languages: string[];
  specializations: string[];
}

/** The first lawyer of the name-sorted directory that matches, as the API describes it. */
async function findLawyer(
  request: APIRequestContext,
  matches: (lawyer: ApiLawyer) => boolean,
): Promise<ApiLawyer> {
  const response = await request.get('/api/lawyers?sort=name&pageSize=50');
  const { lawyers } = (await response.json()) as { lawyers: ApiLawyer[] };
  const lawyer = lawyers.find(matches);
  if (!lawyer) throw new Error('The demo directory has no lawyer of that kind on its first page');
  return lawyer;
}

function profilePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

test('a profile shows everything the spec lists', async ({ page, request }) => {
  const lawyer = await findLawyer(request, (candidate) => candidate.website !== null);
  await page.goto(`/lawyer/${lawyer.id}`);
  await expect(page).toHaveTitle(
    `${lawyer.name} - ${lawyer.practiceArea} Lawyer in ${lawyer.city}, ${lawyer.province} | Canada Lawyer Directory`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lawyer.name);
  const header = page.locator('main header');
  await expect(header).toContainText(lawyer.practiceArea);
  await expect(header).toContainText(lawyer.city);
  // The lawyer's own years, never a bucket ("0+ years" for three years, issue 37).
  await expect(header).toContainText(
    lawyer.experience === 0
      ? 'Less than 1 year of experience'
      : `${lawyer.experience} year${lawyer.experience === 1 ? '' : 's'} of experience`,
  );

  for (const heading of [
    'Key facts',
    'About',
    'Experience & Credentials',
    'Contact Information',
    'Fees and payment',
    'How and when',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: /^Legal help in / })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${lawyer.practiceArea} in `) }),
  ).toBeVisible();
  for (const language of lawyer.languages)
    await expect(page.getByText(language, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(lawyer.specializations[0]!, { exact: true }).first()).toBeVisible();

  // The demo's lawyers start without reviews: no stars, no number nobody gave (issue 17).
  expect(lawyer).toMatchObject({ rating: 0, reviewCount: 0 });
  const rating = page.locator('dt', { hasText: 'Client rating' }).locator('+ dd');
  await expect(rating).toHaveText('No reviews yet');
  await expect(page.getByText(/Rated \d(\.\d)? out of 5/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Client reviews' })).toBeVisible();

  const phone = page.getByRole('link', { name: profilePhone(lawyer.phone) });
  await expect(phone).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(page.getByRole('link', { name: 'Visit website' })).toHaveAttribute(
    'href',
    lawyer.website!,
  );
  await expect(
    page.getByRole('link', { name: 'Email visible to registered users - Register here' }),
    // The Register tab, and back to this lawyer afterwards (issue 21).
  ).toHaveAttribute('href', `/auth/register?returnTo=%2Flawyer%2F${lawyer.id}`);
  // The lawyer's own hours, each day from Monday (issue 20: no longer the same fixed text for all).
  await expect(page.getByRole('heading', { level: 3, name: 'Office hours' })).toBeVisible();
  const hours = page.locator('#how-and-when dl').last().getByRole('term');
  await expect(hours).toHaveText([
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]);
});

test('a lawyer without a firm shows "{name} Law Office"', async ({ page, request }) => {
  const lawyer = await findLawyer(request, (candidate) => candidate.firmName === null);
  await page.goto(`/lawyer/${lawyer.id}`);
  await expect(page.locator('main header')).toContainText(`${lawyer.name} Law Office`);
});

test('/lawyers/{id} is the same screen with the same canonical address', async ({ page }) => {
  await page.goto('/lawyer/1');
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/lawyers/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/lawyer\/1$/);
});

test('an unknown lawyer is "Lawyer Not Found" with a 404 status', async ({ page }) => {
  const response = await page.goto('/lawyer/987654321');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lawyer Not Found');
  await expect(
    page.getByText("The lawyer profile you're looking for doesn't exist."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Search' }).click();
  await expect(page).toHaveURL('/');
});

test("legal help in the lawyer's province, with the legal aid line as a phone link, also after a navigation in the browser", async ({
  page,
}) => {
  // A navigation in the browser: the profile's loader runs there and reads the province's help.
  await gotoHydrated(page, '/browse-lawyers?province=ON');
  await page.locator('main a[href^="/lawyer/"]').first().click();
  await expect(page).toHaveURL(/\/lawyer\/\d+$/);
  const help = page.getByRole('heading', { level: 2, name: 'Legal help in Ontario' });
  await expect(help).toBeVisible();
  const legalAid = page.getByRole('link', { name: 'Phone: 1-800-668-8258' });
  await expect(legalAid).toHaveAttribute('href', /^tel:\+?1?8006688258$/);
  await expect(page.getByRole('link', { name: /^Legal Aid Ontario/ })).toBeVisible();

  // A first load: the same help, sent with the page.
  await page.reload();
  await expect(help).toBeVisible();
  await expect(legalAid).toHaveAttribute('href', /^tel:\+?1?8006688258$/);
});
