import { expect, test } from '../fixtures.ts';
import { expectNoWcagViolations } from '../axe.ts';
import { gotoReady, isPhone } from '../support.ts';

/**
 * Issue 37 items 6 and 7: the next time to book on cards, "can meet in the next 48 hours", two
 * lawyers ticked and compared side by side on a phone, and the filter sheet keeping focus.
 */
test.describe('comparing lawyers on a phone', () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'The phone layout is what this journey checks');
  });

  test('ticks two bookable lawyers and compares them, labels in view while they scroll', async ({
    page,
  }) => {
    await gotoReady(page, '/browse-lawyers?meetSoon=true&near=Ottawa');
    const cards = page.getByRole('listitem').filter({ has: page.getByTestId('next-slot') });
    await expect(cards.first().getByTestId('next-slot')).toContainText(/Next opening to book: /);

    await page
      .getByRole('checkbox', { name: /^Compare / })
      .nth(0)
      .check();
    await page
      .getByRole('checkbox', { name: /^Compare / })
      .nth(1)
      .check();
    const bar = page.getByRole('region', { name: 'Lawyers to compare' });
    await expect(bar).toContainText('2 of 3 chosen');
    await bar.getByRole('link', { name: 'Compare these 2 profiles' }).click();

    await expect(page).toHaveURL(/\/compare\?ids=\d+%2C\d+&near=Ottawa/);
    const table = page.getByRole('table', { name: 'Comparison of 2 lawyers' });
    await expect(
      table.getByRole('rowheader', { name: 'Next opening to book online' }),
    ).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Distance' })).toBeVisible();

    // The lawyers scroll sideways; the row labels stay where they are.
    const label = table.getByRole('rowheader', { name: 'Fees' });
    const before = await label.boundingBox();
    await page.getByRole('region', { name: 'Comparison of 2 lawyers' }).evaluate((region) => {
      region.scrollLeft = 300;
    });
    expect((await label.boundingBox())?.x).toBe(before?.x);
    // Nothing but the table is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoWcagViolations(page);
  });

  test('compares in French at /fr/comparer', async ({ page }) => {
    const response = await page.request.get('/api/lawyers?meetSoon=true&pageSize=2');
    const { lawyers } = (await response.json()) as { lawyers: { id: number }[] };
    await gotoReady(page, `/fr/comparer?ids=${lawyers.map((lawyer) => lawyer.id).join(',')}`);
    const table = page.getByRole('table', { name: 'Comparaison de 2 profils' });
    await expect(
      table.getByRole('rowheader', { name: 'Prochain rendez-vous à réserver en ligne' }),
    ).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Distance' })).toHaveCount(0);
  });

  test('keeps focus in the filter sheet and gives it back on Escape', async ({ page }) => {
    await gotoReady(page, '/browse-lawyers');
    const filters = page.getByRole('button', { name: /^Filters/ });
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: /^Show/ }).focus();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(filters).toBeFocused();
  });
});
