import { expect, test } from '../fixtures.ts';

// Interactions need React: wait until the page has loaded its scripts and settled.
const HYDRATED = { waitUntil: 'networkidle' } as const;

test.describe('legal news', () => {
  test('filters by search and category, with an empty state that clears', async ({ page }) => {
    await page.goto('/legal-news', HYDRATED);
    const articles = page.locator('main li h3[id^="news-"]');
    await expect(articles).toHaveCount(8);
    await expect(page.getByText(/^Current as of November 24, 2026/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Supreme Court' }).click();
    await expect(articles).toHaveCount(2);
    await page.getByRole('button', { name: 'All' }).click();

    await page.getByLabel('Search legal news').fill('SMALL CLAIMS');
    await expect(articles.first()).toBeVisible();
    const matches = await articles.count();
    expect(matches).toBeGreaterThan(0);
    expect(matches).toBeLessThan(6);

    await page.getByRole('button', { name: 'Technology' }).click();
    await expect(page.getByText('No articles found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(articles).toHaveCount(8);
    await expect(page.getByLabel('Search legal news')).toHaveValue('');
  });

  test('links each article to its official source; no inert Save or Subscribe', async ({
    page,
  }) => {
    await page.goto('/legal-news', HYDRATED);
    const fullArticles = page.getByRole('link', { name: /^Full Article/ });
    await expect(fullArticles).toHaveCount(8);
    for (const link of await fullArticles.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(page.getByRole('button', { name: /save/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /subscribe/i })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /email/i })).toHaveCount(0);
    const upcoming = page.getByRole('complementary').getByRole('heading', { level: 3 });
    await expect(upcoming).toHaveCount(3);
  });
});

test.describe('FAQ', () => {
  test('opens questions independently, several at once', async ({ page }) => {
    await page.goto('/faq', HYDRATED);
    await expect(page.getByRole('button', { name: 'General' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const questions = page.locator('main h3 > button');
    const count = await questions.count();
    expect(count).toBeGreaterThan(1);
    await questions.nth(0).click();
    await questions.nth(1).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    const answerId = await questions.nth(0).getAttribute('aria-controls');
    await expect(page.locator(`[id="${answerId}"]`)).toBeVisible();
    await questions.nth(0).click();
    await expect(page.locator(`[id="${answerId}"]`)).toBeHidden();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  });

  test('searches answers, says "No questions found", and Clear Filters resets', async ({
    page,
  }) => {
    await page.goto('/faq', HYDRATED);
    await page.getByRole('button', { name: 'Fees and costs' }).click();
    // "25%" appears only in an answer, never in a question.
    await page.getByLabel('Search the FAQ').fill('25%');
    await expect(page.locator('main h3 > button')).toHaveText([
      'How do lawyers charge for their work?',
    ]);
    await page.getByLabel('Search the FAQ').fill('qqzzxxjj');
    await expect(page.getByText('No questions found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByLabel('Search the FAQ')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'General' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: /Was this helpful|Save/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
