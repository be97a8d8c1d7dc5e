import { expect, test } from './fixtures.ts';
import { isPhone, isPhoneViewport, linksOf, pageReady } from './support.ts';

/** Spec §2 Header: Home, lawyers, the five Legal Resources entries, About, Contact, Sign In. */
const HEADER_LINKS = [
  'Home → /',
  'Find Lawyers → /browse-lawyers',
  'Legal Guide → /legal-guide',
  'Practice Areas → /practice-areas',
  'Provincial Guide → /provincial-guide',
  'How to Choose a Lawyer → /how-to-choose-lawyer',
  'Legal Aid & Resources → /legal-resources',
  'Blog → /blog',
  'About → /about',
  'Contact → /contact',
];

const FOOTER_LINKS = [
  'Family Law → /browse-lawyers?practiceAreas=family-law',
  'Criminal Law → /browse-lawyers?practiceAreas=criminal-law',
  'Corporate Law → /browse-lawyers?practiceAreas=corporate-law',
  'Real Estate → /browse-lawyers?practiceAreas=real-estate-law',
  'About Us → /about',
  'Blog → /blog',
  'Contact → /contact',
  'Lawyer Portal → /lawyer-auth',
  'Find a Lawyer → /browse-lawyers',
  'Privacy Policy → /privacy-policy',
  'Terms of Service → /terms-of-service',
  'Support → /contact',
];

test.describe('desktop header', () => {
  test.skip(({ viewport }) => isPhoneViewport(viewport), 'the phone uses the drawer');

  test('shows the spec navigation, the Legal Resources menu and Sign In', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Find Lawyers', 'About', 'Contact']);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );

    await nav.getByRole('button', { name: 'Legal Resources' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Legal Guide',
      'Practice Areas',
      'Provincial Guide',
      'How to Choose a Lawyer',
      'Legal Aid & Resources',
      'Blog',
    ]);
    const hrefs = await menu
      .getByRole('menuitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('href')));
    expect(hrefs).toEqual([
      '/legal-guide',
      '/practice-areas',
      '/provincial-guide',
      '/how-to-choose-lawyer',
      '/legal-resources',
      '/blog',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the menu opens from the keyboard and moves focus into it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Legal Resources' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menu')).toContainText('Legal Guide');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Legal Resources' })).toBeFocused();
  });

  test('a menu entry navigates and the menu closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Legal Resources' }).click();
    await page.getByRole('menuitem', { name: 'Provincial Guide' }).click();
    await expect(page).toHaveURL('/provincial-guide');
    await expect(page.getByRole('menu')).toBeHidden();
  });

  for (const path of [
    '/legal-guide',
    '/legal-news',
    '/practice-areas',
    '/provincial-guide',
    '/how-to-choose-lawyer',
  ]) {
    test(`Legal Resources is highlighted on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Legal Resources' })).toHaveAttribute(
        'data-current',
        'true',
      );
    });
  }

  for (const path of ['/', '/browse-lawyers', '/about', '/faq']) {
    test(`Legal Resources is not highlighted on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Legal Resources' })).not.toHaveAttribute(
        'data-current',
      );
    });
  }
});

test.describe('phone drawer', () => {
  test.skip(({ viewport }) => !isPhoneViewport(viewport), 'the desktop shows the links inline');

  test('holds the same links as the desktop header and Sign In', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Help first (issue 22), then the header's links and Sign In.
    expect(await linksOf(page, '[role="dialog"] nav')).toEqual([
      'Need help now? → /help-now',
      ...HEADER_LINKS,
      'Sign In → /auth/login',
    ]);
    await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('closes when a link is chosen and shows the new page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Find Lawyers' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/browse-lawyers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Lawyers');
  });

  test('closes with its close button and returns focus to the menu button', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('marks the current Legal Resources entry', async ({ page }) => {
    await page.goto('/practice-areas');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog').getByRole('link', { name: 'Practice Areas' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test('the footer carries every link of the spec and this year’s copyright', async ({ page }) => {
  await page.goto('/');
  expect(await linksOf(page, 'footer nav')).toEqual(FOOTER_LINKS);
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getUTCFullYear()} Canada Lawyer Directory. All rights reserved.`,
  );
});

test('a footer practice-area link shows the lawyers of that area', async ({ page }, testInfo) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Criminal Law' }).click();
  await expect(page).toHaveURL('/browse-lawyers?practiceAreas=criminal-law');
  // On a phone the filters are in their sheet. The link may have loaded a new document (the footer
  // hydrates when first used): a tap before its scripts ran opens the sheet once they have, which
  // on a CI machine running other suites can take longer than the default 5 s (decision 045).
  if (isPhone(testInfo)) {
    await pageReady(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
  }
  await expect(page.getByRole('checkbox', { name: /Criminal Law/ })).toBeChecked({
    timeout: 15_000,
  });
});

test('every route change starts at the top of the new page', async ({ page }) => {
  await page.goto('/browse-lawyers');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
  await footerLink.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footerLink.click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
