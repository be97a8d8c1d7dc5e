import { expect, test } from '../fixtures.ts';

// Interactions need React: wait until the page has loaded its scripts and settled.
const HYDRATED = { waitUntil: 'networkidle' } as const;

test.describe('legal guide', () => {
  test('switches practice-area and province tabs on the page only', async ({ page }) => {
    await page.goto('/legal-guide', HYDRATED);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canadian Legal Guide');
    const areas = page.getByRole('tablist', { name: 'Practice areas' });
    await expect(areas.getByRole('tab')).toHaveText([
      'Personal Injury',
      'Family Law',
      'Criminal Law',
      'Real Estate Law',
    ]);
    await expect(areas.getByRole('tab', { name: 'Personal Injury' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await areas.getByRole('tab', { name: 'Criminal Law' }).click();
    await expect(page.getByRole('tabpanel').first()).toContainText('Criminal Law');

    const provinces = page.getByRole('tablist', { name: 'Provinces and territories' });
    await expect(provinces.getByRole('tab')).toHaveCount(13);
    await expect(page.getByText('Court of Appeal for Ontario')).toBeVisible();
    await provinces.getByRole('tab', { name: 'Nunavut' }).click();
    await expect(page.getByText('Nunavut Court of Justice', { exact: true })).toBeVisible();
    await expect(page.getByText('Court of Appeal for Ontario')).toBeHidden();
    // Screen-local: nothing is written to the address.
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('link', { name: 'Find a Lawyer', exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('practice areas', () => {
  test('shows the live lawyer counts and the header figures', async ({ page, request }) => {
    const live = (await (await request.get('/api/practice-areas')).json()) as {
      name: string;
      count: string;
    }[];
    const countOf = (name: string) => Number(live.find((area) => area.name === name)?.count);
    await page.goto('/practice-areas', HYDRATED);
    const tabs = page.getByRole('tablist', { name: 'Practice areas' }).getByRole('tab');
    await expect(tabs).toHaveText([
      'Personal Injury',
      'Family Law',
      'Real Estate Law',
      'Corporate Law',
      'Criminal Law',
      'Employment Law',
    ]);
    const injury = countOf('Personal Injury');
    await expect(
      page.getByRole('tabpanel').getByText(`${injury.toLocaleString('en-CA')} lawyers`),
    ).toBeVisible();
    // The directory's own figures, as on the home and about pages: never a sum of areas.
    const stats = (await (await request.get('/api/stats')).json()) as {
      lawyers: number;
      practiceAreas: number;
      provinces: number;
    };
    const figures = page.locator('dl').first();
    await expect(figures).toContainText(`Lawyers listed${stats.lawyers.toLocaleString('en-CA')}`);
    await expect(figures).toContainText(`Practice areas${stats.practiceAreas}`);
    await expect(figures).toContainText(`Provinces and territories${stats.provinces}`);
    await expect(figures).toContainText('Guides on this page6');
    await expect(page.getByText('Lawyers in these areas')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Employment Law' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Employment Law' })).toBeVisible();
    await expect(panel.getByText('Time limit', { exact: true })).toBeVisible();
    await expect(panel.getByText('Potential outcomes', { exact: true })).toBeVisible();
    await expect(panel.getByText(/not legal advice/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Employment Law lawyers' })).toHaveAttribute(
      'href',
      '/browse-lawyers?practiceAreas=Employment%20Law',
    );
    await expect(page.getByRole('link', { name: 'Read the legal guide' })).toHaveAttribute(
      'href',
      '/legal-guide',
    );
  });
});

test.describe('provincial guide', () => {
  test('covers all 13 provinces and territories with populations', async ({ page }) => {
    await page.goto('/provincial-guide', HYDRATED);
    const tabs = page.getByRole('tablist', { name: 'Provinces and territories' }).getByRole('tab');
    await expect(tabs).toHaveCount(13);
    await expect(tabs.first()).toHaveText('Ontario14,223,942');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: /^Quebec/ }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Quebec', level: 3 })).toBeVisible();
    await expect(panel.getByText('Québec City')).toBeVisible();
    await expect(panel.getByRole('link', { name: /Barreau du Québec/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(panel.getByRole('link', { name: /Chambre des notaires du Québec/ })).toBeVisible();
    await expect(panel.getByText('Court of Appeal of Quebec')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Key laws' })).toBeVisible();

    await page.getByRole('tab', { name: /^Yukon/ }).click();
    await expect(page.getByRole('tabpanel').getByText('Whitehorse')).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Quebec’s civil law' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse lawyers' })).toHaveAttribute(
      'href',
      '/browse-lawyers',
    );
    await expect(page.getByRole('link', { name: 'Legal aid and resources' })).toHaveAttribute(
      'href',
      '/legal-resources',
    );
  });
});

test.describe('how to choose a lawyer', () => {
  test('has four tabs, and steps that open one at a time', async ({ page }) => {
    await page.goto('/how-to-choose-lawyer', HYDRATED);
    await expect(page.getByRole('tab')).toHaveText(['Process', 'Questions', 'Fees', 'Red Flags']);
    const steps = page.getByRole('tabpanel').getByRole('button');
    await expect(steps).toHaveCount(6);
    await expect(steps.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await steps.nth(2).click();
    await expect(steps.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(steps.nth(0)).toHaveAttribute('aria-expanded', 'false');
    const panelId = await steps.nth(2).getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    await steps.nth(2).click();
    await expect(page.getByRole('tabpanel').getByRole('button', { expanded: true })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Questions' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveCount(4);
    await page.getByRole('tab', { name: 'Fees' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toContainText([
      'Hourly rate',
      'Flat fee',
      'Contingency fee',
      'Retainer deposit',
    ]);
    await page.getByRole('tab', { name: 'Red Flags' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('li', { hasText: /High Risk|Medium Risk/ })).toHaveCount(8);
    await expect(panel.getByRole('heading', { name: 'Good signs' })).toBeVisible();
  });
});

test.describe('legal resources', () => {
  test('shows each province’s legal aid and searches self-help case-insensitively', async ({
    page,
  }) => {
    await page.goto('/legal-resources', HYDRATED);
    const provinces = page.getByRole('tablist', { name: 'Legal aid by province or territory' });
    await expect(provinces.getByRole('tab')).toHaveCount(13);
    await expect(page.getByRole('heading', { name: 'Legal Aid Ontario' })).toBeVisible();
    await provinces.getByRole('tab', { name: 'British Columbia' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Legal Aid BC');
    await expect(panel.getByRole('link', { name: /Phone:/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await expect(panel.getByText('Who qualifies')).toBeVisible();

    const search = page.getByLabel('Search self-help resources');
    const selfHelp = page.locator('#self-help');
    await search.fill('YUKON');
    await expect(selfHelp.getByRole('link', { name: /Yukon Courts/ })).toBeVisible();
    await expect(selfHelp.getByRole('link', { name: /Nunavut/ })).toHaveCount(0);
    await search.fill('zzqqxxjj');
    await expect(selfHelp.getByText('No resources match your search.')).toBeVisible();
    await search.fill('');
    await expect(selfHelp.getByRole('link', { name: /Nunavut/ }).first()).toBeVisible();
  });

  test('puts 911 first in an emergency', async ({ page }) => {
    await page.goto('/legal-resources', HYDRATED);
    const emergency = page.locator('#emergency');
    await expect(emergency.getByRole('note')).toContainText('call 911 first');
    await expect(emergency.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    for (const situation of [
      'Arrest or detention',
      'Search warrants',
      'Immigration detention',
      'Domestic violence charges',
      'Emergency custody',
      'Restraining order violations',
      'Unlawful eviction',
      'Mental health commitments',
    ])
      await expect(emergency.getByRole('heading', { name: situation })).toBeVisible();
    await expect(page.locator('#community h3')).toHaveCount(3);
  });
});
