import { expect, test } from '../fixtures.ts';

// Interactions need React: wait until the page has loaded its scripts and settled.
const HYDRATED = { waitUntil: 'networkidle' } as const;

test.describe('blog list', () => {
  test('combines search with the category buttons, and shows its empty state', async ({ page }) => {
    await page.goto('/blog', HYDRATED);
    const cards = page.locator('main li h2');
    await expect(cards).toHaveCount(6);
    await expect(page.getByText(/^\d+ min read$/)).toHaveCount(6);
    for (const tags of await page.getByRole('list', { name: 'Tags' }).all())
      expect(await tags.getByRole('listitem').count()).toBeLessThanOrEqual(3);

    await page.getByLabel('Search articles').fill('DIVORCE');
    await expect(cards).toHaveText(['How Divorce Works in Canada: A Step-by-Step Guide']);
    await page.getByRole('button', { name: 'Criminal Law' }).click();
    await expect(page.getByText('No posts found')).toBeVisible();
    await expect(
      page.getByText('Try adjusting your search terms or browse all categories.'),
    ).toBeVisible();
    await page.getByLabel('Search articles').fill('');
    await expect(cards).toHaveText(['Stopped by the Police in Canada: Know Your Rights']);
    await page.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveCount(6);

    await expect(page.getByRole('heading', { name: 'Need Legal Advice?' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Find a Lawyer' }).last(),
    ).toHaveAttribute('href', '/');
  });

  test('opens a post, whose call to action finds lawyers of its category', async ({ page }) => {
    await page.goto('/blog', HYDRATED);
    await page.getByRole('link', { name: 'Your Rights at Work in Canada' }).click();
    await expect(page).toHaveURL(/\/blog\/employee-rights-in-canada$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your Rights at Work in Canada',
    );
    await expect(page.getByText('Employment Law', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Employment Law Lawyers' })).toHaveAttribute(
      'href',
      '/?practiceArea=Employment%20Law',
    );
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test('an unknown post answers 404 with a way back to the blog', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post', HYDRATED);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('main li h2')).toHaveCount(6);
});
