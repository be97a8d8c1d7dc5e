import { expect, test, type Locator, type Page } from '../fixtures.ts';
import { expectToast, gotoHydrated, publishLawyer, uniqueEmail, uniqueWord } from './accounts.ts';

/**
 * Issue 20: a lawyer says in the dashboard what people ask first (several practice areas, fees,
 * funding, hours, a photo), saves, and finds it on the public profile and on the browse card.
 * Runs at both widths (the projects' 390 and 1280 px).
 */

/** A real 1×1 PNG, small enough to write here: the API decodes and re-encodes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A group by its legend: a text is the whole legend, a pattern part of it. */
const group = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('group', { name, exact: typeof name === 'string' });

test('a lawyer states fees, funding, hours, areas and a photo, and sees them published', async ({
  page,
}) => {
  test.slow();
  const lastName = `Details${uniqueWord()}`;
  await publishLawyer(page, { firstName: 'Sam', lastName, email: uniqueEmail('details') });
  await gotoHydrated(page, '/lawyer-dashboard');
  await expect(page.getByRole('heading', { name: 'Update Profile' })).toBeVisible();

  // The location is the text the lawyer typed, not "City, PR".
  await expect(page.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue(
    'Toronto downtown',
  );

  // Several practice areas, and a specialization of each.
  const others = group(page, /Other practice areas/);
  await others.getByRole('checkbox', { name: 'Wills & Estates' }).check();
  await others.getByRole('checkbox', { name: 'Real Estate Law' }).check();
  await group(page, 'Family Law').getByRole('checkbox', { name: 'Child Support' }).check();
  await group(page, 'Wills & Estates').getByRole('checkbox').first().check();

  // Fees: a free first consultation, a flat-fee service, a sliding scale.
  const fees = group(page, 'Fees');
  await fees.getByRole('checkbox', { name: 'Free first consultation' }).check();
  await fees.getByLabel(/Length of the free consultation/).fill('45');
  const flat = group(fees, /Flat-fee services/);
  await flat.getByRole('button', { name: 'Add a service' }).click();
  const service = group(flat, 'Service 1');
  await service.getByLabel('Service', { exact: true }).fill('Uncontested divorce');
  await service.getByLabel(/lowest price/).fill('1500');
  await service.getByLabel(/Highest price/).fill('2500');
  await fees.getByRole('checkbox', { name: 'Sliding scale based on income' }).check();

  // Funding: the plan of the lawyer's province is named.
  await group(page, 'Funding you accept')
    .getByRole('checkbox', { name: 'Legal aid: Legal Aid Ontario' })
    .check();

  // How and when: video too, a step-free entrance, Saturdays closed, a lunch break on Monday.
  await group(page, /Ways to meet clients/)
    .getByRole('checkbox', { name: 'Video' })
    .check();
  await group(page, /Step-free entrance/)
    .getByRole('radio', { name: 'Yes' })
    .check();
  await group(page, 'Saturday').getByRole('checkbox', { name: 'Closed' }).check();
  const monday = group(page, 'Monday');
  await monday.getByRole('button', { name: 'Add a second opening on Monday' }).click();
  await monday.getByLabel('Closes', { exact: true }).fill('12:00');
  await group(page, /Accepting new clients/)
    .getByRole('radio', { name: 'Yes' })
    .check();

  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expectToast(page, 'Profile updated successfully!');

  // The photo, its own form: uploaded, then shown as the preview.
  await page
    .getByLabel('Photo file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expectToast(page, 'Photo updated');
  await expect(page.getByText('Your photo', { exact: true })).toBeVisible();
  await expect(page.locator('img[src*="/api/lawyer-photos/"]').first()).toBeAttached();

  // Saved as stated: a reload shows the same answers.
  await gotoHydrated(page, '/lawyer-dashboard');
  await expect(group(page, 'Saturday').getByRole('checkbox', { name: 'Closed' })).toBeChecked();
  await expect(
    group(page, /Other practice areas/).getByRole('checkbox', { name: 'Wills & Estates' }),
  ).toBeChecked();
  await expect(group(page, /Accepting new clients/).getByRole('status')).toContainText(
    'Last confirmed on',
  );

  // The public profile says it all.
  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page).toHaveURL(/\/lawyer\/\d+/);
  const main = page.locator('main');
  await expect(main.getByText(/Uncontested divorce/).first()).toBeVisible();
  await expect(main.getByText(/Free first consultation/).first()).toBeVisible();
  await expect(main.getByText(/Legal Aid Ontario|Accepts legal aid/).first()).toBeVisible();
  await expect(main.getByText(/Wills & Estates/).first()).toBeVisible();
  await expect(main.getByText(/video/i).first()).toBeVisible();
  await expect(main.locator('img[src*="/api/lawyer-photos/"]').first()).toBeAttached();

  // And the browse card (the search finds this lawyer alone): the photo, and the badges of what
  // was stated (the filters beside the results use other words: "Accepts legal aid").
  await gotoHydrated(page, `/browse-lawyers?search=${lastName}`);
  const name = `Sam ${lastName}`;
  const card = page
    .locator('main div')
    .filter({ has: page.getByRole('link', { name }) })
    .filter({ has: page.getByText('Free first consultation (45 min)', { exact: true }) })
    .last();
  await expect(card).toBeVisible();
  await expect(page.locator('main').getByRole('img', { name }).locator('img')).toHaveAttribute(
    'src',
    /\/api\/lawyer-photos\//,
  );
  await expect(card.getByText('Legal aid', { exact: true })).toBeVisible();
  await expect(card.getByText('Video', { exact: true })).toBeVisible();
});

test('a failed save moves to the first field to correct', async ({ page }) => {
  const lastName = `Errors${uniqueWord()}`;
  await publishLawyer(page, { firstName: 'Kim', lastName, email: uniqueEmail('details-errors') });
  await gotoHydrated(page, '/lawyer-dashboard');

  // No way to meet clients, and a Tuesday that closes before it opens.
  await group(page, /Ways to meet clients/)
    .getByRole('checkbox', { name: 'In person' })
    .uncheck();
  await group(page, 'Tuesday').getByLabel('Closes', { exact: true }).fill('08:00');
  await page.getByRole('button', { name: 'Update Profile' }).click();

  await expect(
    page.getByText('2 fields need correcting. The first one is selected.'),
  ).toBeVisible();
  const inPerson = group(page, /Ways to meet clients/).getByRole('checkbox', { name: 'In person' });
  await expect(inPerson).toBeFocused();
  await expect(inPerson).toBeInViewport();
  await expect(group(page, 'Tuesday').getByLabel('Closes', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});
