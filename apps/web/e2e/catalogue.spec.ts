import { expect, test, type Page } from './fixtures.ts';

/** The catalogue's namespace modules the page downloads (`core.en-….js`, `profile.en-….js`). */
function recordMessageChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (request.resourceType() === 'script' && /\.en-[\w-]+\.js$/.test(name)) chunks.push(name);
  });
  return chunks;
}

/** The namespaces the server put in the page (decision 026). */
async function seededNamespaces(page: Page): Promise<string[]> {
  const text = await page.locator('#cld-messages').textContent();
  return Object.keys((JSON.parse(text ?? '{}') as { messages: object }).messages).sort();
}

test('a page brings its own strings, and client navigation loads the next namespaces without breaking', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const chunks = recordMessageChunks(page);

  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find the right lawyer in Canada',
  );
  // Hydrated from the page's seed: no namespace downloaded, and only the home page's in the seed.
  expect(await seededNamespaces(page)).toEqual(['core', 'home']);
  expect(chunks).toEqual([]);

  // Browse, then a profile (profile and its reviews), then its message dialog (inquiries).
  await page.getByRole('link', { name: 'View All Lawyers' }).click();
  await expect(page).toHaveURL(/\/browse-lawyers/);
  await expect(page.getByText(/Lawyers? Found/).first()).toBeVisible();
  await page.locator('main a[href^="/lawyer/"]').first().click();
  await expect(page).toHaveURL(/\/lawyer\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await expect(page).toHaveTitle(/Lawyer in/);
  expect(chunks.some((chunk) => chunk.startsWith('profile.en-'))).toBe(true);
  await page.getByRole('button', { name: 'Send Message' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Send a message to/ })).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A content page: another namespace none of the pages before had.
  await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/About/);
  expect(chunks.some((chunk) => chunk.startsWith('content.en-'))).toBe(true);

  expect(errors).toEqual([]);
});
