import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The rules of WCAG 2.2 level AA, as axe tags them. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe finds no WCAG 2.2 AA violation on the page; each one found is listed with its nodes. */
export async function expectNoWcagViolations(page: Page, label = ''): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(
    results.violations.map(
      (v) => `${label ? `${label} ` : ''}${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`,
    ),
  ).toEqual([]);
}

export type CheckedPage = { name: string; path: string; prepare?: (page: Page) => Promise<void> };

/** One test per page: opened in a context of its own (axe needs one), prepared, then checked. */
export function testPagesForWcagViolations(pages: readonly CheckedPage[]): void {
  for (const { name, path, prepare } of pages) {
    test(`${name} (${path}) has no WCAG 2.2 AA violations`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ viewport: testInfo.project.use.viewport });
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'networkidle' });
      await prepare?.(page);
      await expectNoWcagViolations(page);
      await context.close();
    });
  }
}
