import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = ['/', '/browse-lawyers?province=ON', '/lawyer/1', '/no-such-page'];
const WIDTHS = [1280, 390];

for (const width of WIDTHS) {
  for (const path of PAGES) {
    test(`${path} at ${width}px has no WCAG 2.2 AA violations`, async ({ browser }) => {
      // axe needs pages from a context of their own.
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'networkidle' });
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
      ).toEqual([]);
      await context.close();
    });
  }
}
