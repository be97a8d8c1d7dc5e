import { expect, test } from '../fixtures.ts';
import { E2E_OPERATOR } from './site-operator.ts';

// Interactions need React: wait until the page has loaded its scripts and settled.
const HYDRATED = { waitUntil: 'networkidle' } as const;

test('about shows the live figures, all 13 jurisdictions and the cities credit', async ({
  page,
  request,
}) => {
  const stats = (await (await request.get('/api/stats')).json()) as {
    lawyers: number;
    cities: number;
  };
  await page.goto('/about', HYDRATED);
  const figures = page.locator('dl').first();
  await expect(figures).toContainText(`Lawyers listed${stats.lawyers.toLocaleString('en-CA')}`);
  await expect(figures).toContainText(`Cities${stats.cities.toLocaleString('en-CA')}`);
  await expect(page.locator('#coverage li')).toHaveCount(13);
  await expect(page.getByText('Monday to Friday, 9:00 AM to 6:00 PM Eastern Time')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Simplemaps\.com/ })).toHaveAttribute(
    'href',
    'https://simplemaps.com/data/canada-cities',
  );
  await expect(page.getByRole('link', { name: /Creative Commons Attribution 4\.0/ })).toBeVisible();
});

test('contact shows the configured operator, three common questions and business hours', async ({
  page,
}) => {
  await page.goto('/contact', HYDRATED);
  const operator = page.getByRole('complementary', { name: 'Who runs this site' });
  await expect(operator).toContainText(E2E_OPERATOR.name);
  await expect(operator).toContainText(E2E_OPERATOR.address);
  await expect(operator).toContainText(E2E_OPERATOR.privacyOfficer.name);
  await expect(operator.getByText('Placeholder')).toHaveCount(0);
  await expect(page.getByRole('link', { name: E2E_OPERATOR.email }).first()).toHaveAttribute(
    'href',
    `mailto:${E2E_OPERATOR.email}`,
  );
  await expect(page.getByRole('link', { name: E2E_OPERATOR.phone }).first()).toHaveAttribute(
    'href',
    'tel:+16135550142',
  );
  await expect(
    operator.getByRole('link', { name: E2E_OPERATOR.privacyOfficer.email }),
  ).toHaveAttribute('href', `mailto:${E2E_OPERATOR.privacyOfficer.email}`);
  await expect(page.getByText(/example\.ca|555-010[01]/)).toHaveCount(0);
  await expect(page.locator('#contact-faq dt')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Business hours' })).toBeVisible();
  await expect(page.getByText('Monday to Friday, 9:00 AM to 6:00 PM Eastern Time')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'See all frequently asked questions' }),
  ).toHaveAttribute('href', '/faq');
});

for (const { path, title, sections } of [
  { path: '/privacy-policy', title: 'Privacy Policy', sections: 10 },
  { path: '/terms-of-service', title: 'Terms of Service', sections: 15 },
]) {
  test.describe(() => {
    // The page clock stays installed in its context: this test's context is its own.
    test.use({ freshContext: true });
    test(`${title} has ${sections} sections and the text's own date, not today's`, async ({
      page,
    }) => {
      // A browser clock years ahead: a page that printed "today" would show 2031 once hydrated.
      await page.clock.setFixedTime(new Date('2031-05-05T12:00:00Z'));
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(/^Last updated: \w+ \d{1,2}, 2026\.$/)).toBeVisible();
      await expect(page.getByText('2031')).toHaveCount(0);
      await expect(page.locator('main section h2')).toHaveCount(sections);
      const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
      await expect(contents).toHaveCount(sections);
      await contents.last().click();
      await expect(page.locator('main section h2').last()).toBeInViewport();
      await expect(page.getByText('educational and is not legal advice').first()).toBeVisible();
    });
  });
}

test('the privacy policy names its officer and refuses children under 13', async ({ page }) => {
  await page.goto('/privacy-policy', HYDRATED);
  const operator = page.getByRole('complementary', { name: 'Who runs this site' });
  await expect(operator).toContainText(E2E_OPERATOR.name);
  await expect(operator).toContainText(E2E_OPERATOR.privacyOfficer.name);
  await expect(
    operator.getByRole('link', { name: E2E_OPERATOR.privacyOfficer.email }),
  ).toBeVisible();
  await expect(page.getByText(/not intended for children under 13/)).toBeVisible();
  await expect(page.getByText(/Law 25/).first()).toBeVisible();
});

test('the terms say what "Verified" means and who runs the site', async ({ page }) => {
  await page.goto('/terms-of-service', HYDRATED);
  await expect(page.getByRole('complementary', { name: 'Who runs this site' })).toContainText(
    E2E_OPERATOR.address,
  );
  await expect(
    page.getByText(/checked the lawyer’s licence with their law society/).first(),
  ).toBeVisible();
});
