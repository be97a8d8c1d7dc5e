import { expect, test } from '../fixtures.ts';
import { publishLawyer, uniqueEmail, uniqueWord } from '../accounts/accounts.ts';

test('a visit to a profile reaches the events table and the lawyer’s dashboard', async ({
  page,
  browser,
}) => {
  const lastName = `Seen${uniqueWord()}`;
  const email = uniqueEmail('activity');
  const { id } = await publishLawyer(
    page,
    { firstName: 'Robin', lastName, email },
    { phone: '416-555-0143', location: 'Toronto' },
  );

  await page.reload();
  const activity = page.getByRole('region', { name: 'Your profile in the last 30 days' });
  await expect(activity.getByText('Profile views, last 30 days')).toBeVisible();
  await expect(activity.locator('dd').first()).toHaveText('0');

  // A visitor in another browser opens the profile; its events go out as one batch.
  // A first-time visitor: no privacy choice yet, so anonymous counting is on (decision 009).
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitorPage = await visitor.newPage();
  const sent = visitorPage.waitForRequest(
    (request) => request.url().endsWith('/api/events') && request.method() === 'POST',
  );
  await visitorPage.goto(`/lawyer/${id}`);
  const batch = (await sent).postDataJSON() as { path: string; events: { name: string }[] };
  expect(batch.path).toBe(`/lawyer/${id}`);
  expect(batch.events).toEqual(
    expect.arrayContaining([{ name: 'page_view' }, { name: 'lawyer_profile_view', lawyerId: id }]),
  );
  await visitor.close();

  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/lawyers/my-activity');
        return ((await response.json()) as { profileViews30Days: number }).profileViews30Days;
      },
      { timeout: 10_000 },
    )
    .toBe(1);
  await page.reload();
  await expect(activity.locator('dd').first()).toHaveText('1');
});
