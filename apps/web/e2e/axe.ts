import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { gotoReady } from './support.ts';

/** The rules of WCAG 2.2 level AA, as axe tags them. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until the page is still: no animation running (a dialog fading in has colours between its
 * own and the page's, which axe's contrast check would read) and no scrolling (the site scrolls
 * smoothly, and a form that moves focus to its first wrong field is still scrolling when the check
 * would run, with the sticky header over that field for a few frames).
 */
export async function settled(page: Page): Promise<void> {
  // One round trip: five frames in a row with no animation running and the scroll unmoved.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const frame = () => {
          const animating = document
            .getAnimations()
            .some((animation) => animation.playState === 'running');
          still = !animating && window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Axe finds no WCAG 2.2 AA violation on the page, or only in `within` (a CSS selector: the part a
 * step changed, when the rest was checked already); each one found is listed with its nodes.
 */
export async function expectNoWcagViolations(
  page: Page,
  label = '',
  within?: string,
): Promise<void> {
  await expectNoAxeViolations(page, { label, within, tags: WCAG_22_AA });
}

/**
 * Axe finds no violation of `tags` (every rule axe has, best practices included, when not given) on
 * the page or in `within`. One axe run in the page itself: our pages have no frames, so axe's frame
 * mode (a run per frame, then a blank page opened to merge the results) only added time, and only
 * violations are collected (axe's `resultTypes`: passes are not listed node by node). Together 2.8
 * times faster on five of the site's pages, the same violations found (decision 065).
 */
export async function expectNoAxeViolations(
  page: Page,
  { label = '', within, tags }: { label?: string; within?: string; tags?: string[] } = {},
): Promise<void> {
  await settled(page);
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (tags) builder.withTags(tags);
  if (within) builder.include(within);
  const results = await builder.analyze();
  expect(
    results.violations.map(
      (v) => `${label ? `${label} ` : ''}${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`,
    ),
  ).toEqual([]);
}

export type CheckedPage = { name: string; path: string; prepare?: (page: Page) => Promise<void> };

/**
 * One test per page: opened until it says it is ready (hydrated, nothing loading on demand: 0.5 to
 * 0.9 s sooner than waiting for the network to be idle, measured on the production build), prepared,
 * then checked.
 */
export function testPagesForWcagViolations(pages: readonly CheckedPage[]): void {
  for (const { name, path, prepare } of pages) {
    test(`${name} (${path}) has no WCAG 2.2 AA violations`, async ({ page }) => {
      await gotoReady(page, path);
      await prepare?.(page);
      await expectNoWcagViolations(page);
    });
  }
}
