import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every content page, and the states its interactions reveal; each runs at both widths. */
const PAGES: { name: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
  { name: 'legal guide', path: '/legal-guide' },
  { name: 'legal resources', path: '/legal-resources' },
  {
    name: 'legal resources with no self-help match',
    path: '/legal-resources',
    prepare: (page) => page.getByLabel('Search self-help resources').fill('zzqqxxjj'),
  },
  { name: 'practice areas', path: '/practice-areas' },
  { name: 'provincial guide', path: '/provincial-guide' },
  {
    name: 'provincial guide on Nunavut',
    path: '/provincial-guide',
    prepare: (page) => page.getByRole('tab', { name: /^Nunavut/ }).click(),
  },
  { name: 'how to choose', path: '/how-to-choose-lawyer' },
  {
    name: 'how to choose: red flags',
    path: '/how-to-choose-lawyer',
    prepare: (page) => page.getByRole('tab', { name: 'Red Flags' }).click(),
  },
  {
    name: 'how to choose: fees',
    path: '/how-to-choose-lawyer',
    prepare: (page) => page.getByRole('tab', { name: 'Fees' }).click(),
  },
  { name: 'legal news', path: '/legal-news' },
  {
    name: 'legal news with no match',
    path: '/legal-news',
    prepare: (page) => page.getByLabel('Search legal news').fill('zzqqxxjj'),
  },
  {
    name: 'FAQ with answers open',
    path: '/faq',
    prepare: async (page) => {
      for (const question of await page.locator('main h3 > button').all()) await question.click();
      // Back to the top, so the sticky header does not cover the controls axe measures.
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'FAQ with no match',
    path: '/faq',
    prepare: (page) => page.getByLabel('Search the FAQ').fill('zzqqxxjj'),
  },
  { name: 'blog', path: '/blog' },
  {
    name: 'blog with no match',
    path: '/blog',
    prepare: (page) => page.getByLabel('Search articles').fill('zzqqxxjj'),
  },
  { name: 'blog post', path: '/blog/buying-your-first-home-legal-guide' },
  { name: 'unknown blog post', path: '/blog/no-such-post' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy policy', path: '/privacy-policy' },
  { name: 'terms of service', path: '/terms-of-service' },
];

for (const { name, path, prepare } of PAGES) {
  test(`${name} (${path}) has no WCAG 2.2 AA violations`, async ({ browser }, testInfo) => {
    // axe needs pages from a context of their own.
    const context = await browser.newContext({ viewport: testInfo.project.use.viewport });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    await prepare?.(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
    ).toEqual([]);
    await context.close();
  });
}
