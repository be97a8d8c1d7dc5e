import type { Locator, Page, TestInfo, ViewportSize } from '@playwright/test';

/** Below the `lg` breakpoint the header collapses into the drawer and the filters into a toggle. */
const PHONE_MAX_WIDTH = 1023;

/** True in the phone project (390 px); takes the `viewport` fixture, for `test.skip`. */
export function isPhoneViewport(viewport: ViewportSize | null): boolean {
  return (viewport?.width ?? 0) <= PHONE_MAX_WIDTH;
}

/**
 * An address of a journey's own visitor (`X-Forwarded-For`, which the site trusts from this
 * machine): the API counts sends, bookings and sign-ins per address (10 messages an hour), so a
 * journey that writes from a shared address would use up the others' allowance, and its own
 * repeats in the flake hunt (`--repeat-each`) would use up its own. Unique per test, width, repeat
 * and retry; `n` tells a journey's people apart (the `page` fixture's visitor is `n = 0`; contexts a
 * test makes itself pass 1, 2…). A private IPv4 address (10.0.0.0/8).
 */
export function ownAddress(testInfo: TestInfo, n = 1): string {
  const hash = testHash(testInfo);
  return `10.${hash % 256}.${testInfo.repeatEachIndex % 256}.${(testInfo.retry * 16 + n) % 256}`;
}

function testHash(testInfo: TestInfo): number {
  let hash = 0;
  for (const char of testInfo.testId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

/**
 * A lawyer of a journey's own to write to, among those accepting clients and taking no online
 * bookings (their consultation page is the request form, not the slot picker): the API takes 30
 * messages an hour per lawyer, and the journeys that all wrote to the directory's first lawyer used
 * that up after the flake hunt's tenth repeat. Another page of lawyers per test, repeat and retry,
 * as `ownAddress`.
 */
export async function ownLawyerId(page: Page, testInfo: TestInfo): Promise<number> {
  const index = (testHash(testInfo) + testInfo.repeatEachIndex + 97 * testInfo.retry) % 150;
  const response = await page.request.get(
    `/api/lawyers?acceptingClients=true&sort=name&pageSize=20&page=${index + 1}`,
  );
  const { lawyers } = (await response.json()) as {
    lawyers: { id: number; nextSlot: unknown }[];
  };
  const lawyer = lawyers.find(({ nextSlot }) => nextSlot === null);
  if (!lawyer) throw new Error(`No lawyer without online booking on page ${index + 1}`);
  return lawyer.id;
}

export function isPhone(testInfo: TestInfo): boolean {
  return isPhoneViewport(testInfo.project.use.viewport ?? null);
}

/**
 * Waits until the page says it is ready (app/lib/page-ready.ts): hydrated, so every control's
 * handlers are attached, and no part loaded on demand (a dialog's form, the filter sheet, the menu
 * drawer) still on its way. Waiting for the page's own word, not for a text with a long timeout,
 * is what keeps a journey steady on a busy machine (issue 36); the 60 s cap is for a broken page.
 */
export async function pageReady(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]:not([data-loading])').waitFor({
    state: 'attached',
    timeout: 60_000,
  });
}

/** Opens `path` and waits until the page is ready (see `pageReady`). */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await pageReady(page);
}

/** Every API call and data request the page makes, so a test can tell what it fetched. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.endsWith('.data'))
      calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

/** The links of a navigation region as `label → href` pairs, in document order. */
export async function linksOf(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .locator('a')
    .evaluateAll((links) =>
      links.map((link) => `${link.textContent?.trim()} → ${link.getAttribute('href')}`),
    );
}

/** A field's value for `fillForm`: text to type, or the option to choose in a select. */
export type FieldValue = string | { select: string | { index: number } };

/** Fills the fields of `form` named by their labels, in order: types text, chooses options. */
export async function fillForm(form: Locator, values: Record<string, FieldValue>) {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label);
    if (typeof value === 'string') await field.fill(value);
    else await field.selectOption(value.select);
  }
}
