import { expect, test } from './fixtures.ts';

// The end-to-end directory is the seeded demo (decision 019): every public page says so.
const PUBLIC_PAGES = [
  '/',
  '/browse-lawyers',
  '/practice-areas',
  '/about',
  '/legal-news',
  '/contact',
];
const NOTICE_TEXT = /Demonstration site: the lawyers listed here are fictional/;

test('the API says the directory holds demo data', async ({ request }) => {
  const stats = (await (await request.get('/api/stats')).json()) as { demo: boolean };
  expect(stats.demo).toBe(true);
});

for (const path of PUBLIC_PAGES) {
  test(`${path} says its lawyers are fictional, above the header, covering nothing`, async ({
    page,
    request,
  }) => {
    // In the server's HTML, before any script runs.
    const html = await (await request.get(path)).text();
    expect(html).toContain('aria-label="Demonstration"');
    expect(html).toContain('the lawyers listed here are fictional');

    await page.goto(path, { waitUntil: 'networkidle' });
    const notice = page.getByRole('complementary', { name: 'Demonstration' });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(NOTICE_TEXT);
    await expect(notice.getByRole('button')).toHaveCount(0);

    const noticeBox = (await notice.boundingBox())!;
    const headerBox = (await page.getByRole('banner').boundingBox())!;
    const headingBox = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!;
    // In the page's flow: the header starts below it and the page's heading is not under it.
    expect(headerBox.y).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height - 1);
    expect(headingBox.y).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height);
    // Readable at the page's width, never wider than the viewport.
    expect(noticeBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
}

test('a verified demo lawyer’s badge says the check is the demo’s', async ({ page }) => {
  await page.goto('/browse-lawyers?verified=true', { waitUntil: 'networkidle' });
  await expect(
    page
      .getByRole('link', { name: /^Demo: fictional licence no\. DEMO-\d{6} “checked” with / })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/^Licence verified with/)).toHaveCount(0);
});

test('the footer says what the site does and this year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('A listing is not an endorsement.');
  await expect(footer).not.toContainText(/trusted/i);
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Canada Lawyer Directory`);
});
