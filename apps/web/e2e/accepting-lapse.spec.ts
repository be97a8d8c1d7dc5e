import { expect, test } from './fixtures.ts';
import { uniqueWord } from './accounts/accounts.ts';
import { E2E_ADMIN, signIn } from './admin/admin-account.ts';

/**
 * "Accepting new clients" lapses 90 days after the lawyer last confirmed it (issue 20, decision
 * 035), in the default harness: the operators' import keeps a confirmation's date (an export's, a
 * roster's), so two profiles confirmed 100 and 10 days ago go through the same tables and pages as
 * any. (`availability.spec.ts` also follows the reminder's link, when the API is on PostgreSQL.)
 */
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const DAY_MS = 86_400_000;

const profile = (name: string, daysAgo: number) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: '5145550142',
  practiceArea: 'Family Law',
  location: 'Laval, QC',
  city: 'Laval',
  province: 'QC',
  address: '1, boulevard Saint-Martin',
  experience: 9,
  hourlyRate: 240,
  bio: 'Family law in Laval, in French and English.',
  specializations: ['Divorce'],
  languages: ['French', 'English'],
  feeStructure: 'Hourly',
  acceptingClients: true,
  acceptingConfirmedAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
});

test('"accepting new clients" shows for 90 days after it was confirmed, then is not stated', async ({
  page,
}) => {
  const word = uniqueWord();
  await signIn(page, E2E_ADMIN);
  const imported = await page.request.post('/api/admin/lawyers/import', {
    headers: XHR,
    data: { lawyers: [profile(`Lapsed ${word}`, 100), profile(`Current ${word}`, 10)] },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const { ids } = (await imported.json()) as { ids: number[] };
  const [lapsed, current] = ids as [number, number];

  await page.goto(`/lawyer/${current}`);
  const how = page.locator('#how-and-when');
  await expect(how.getByText(/^Accepting new clients — confirmed on /)).toBeVisible();

  await page.goto(`/lawyer/${lapsed}`);
  await expect(page.getByRole('heading', { level: 1, name: `Lapsed ${word}` })).toBeVisible();
  await expect(page.getByText(/Accepting new clients/)).toHaveCount(0);

  // The search's filter uses the same window.
  const found = await page.request.get(
    `/api/lawyers?search=${word}&acceptingClients=true&pageSize=50`,
  );
  const names = ((await found.json()) as { lawyers: { name: string }[] }).lawyers.map(
    (lawyer) => lawyer.name,
  );
  // (Other runs' words may be close enough to be found as well: only these two matter.)
  expect(names).toContain(`Current ${word}`);
  expect(names).not.toContain(`Lapsed ${word}`);

  // In French too.
  await page.goto(`/fr/avocat/${current}`);
  await expect(page.getByText(/^Accepte une nouvelle clientèle — confirmé le /)).toBeVisible();
});
