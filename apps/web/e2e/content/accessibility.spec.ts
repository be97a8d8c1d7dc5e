import { testPagesForWcagViolations, type CheckedPage } from '../axe.ts';

/** Every content page, and the states its interactions reveal; each runs at both widths. */
const PAGES: CheckedPage[] = [
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

testPagesForWcagViolations(PAGES);
