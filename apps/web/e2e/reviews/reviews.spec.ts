import { expectNoAxeViolations } from '../axe.ts';
import { expect, test, type Page } from '../fixtures.ts';
import {
  expectToast,
  gotoHydrated,
  publishLawyer,
  uniqueEmail,
  uniqueWord,
} from '../accounts/accounts.ts';
import { expectMail } from '../inquiries/mailbox.ts';

/**
 * Reviews from real clients only (issue 17). The API runs here with no invitation delay and its
 * reviews job every two seconds (playwright.config.ts), so the invitation follows the answer.
 */

/** A lawyer with a published profile for clients to review. */
function publishReviewedLawyer(page: Page) {
  const lastName = `Review${uniqueWord()}`;
  return publishLawyer(
    page,
    { firstName: 'Rhea', lastName, email: uniqueEmail('reviewed') },
    {
      phone: '416-555-0143',
      address: '200 Example Street, Toronto',
      experience: 6,
      hourlyRate: 260,
      bio: 'Family lawyer for separations and parenting plans.',
    },
  );
}

/** A profile without three published reviews shows no stars and no number anywhere. */
async function expectNoRating(page: Page) {
  await expect(page.getByText(/Rated \d(\.\d)? out of 5/)).toHaveCount(0);
  await expect(page.locator('[data-testid="rating-summary"] svg')).toHaveCount(0);
  const structuredData = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structuredData.join('')).not.toContain('AggregateRating');
}

test('a client whose request was answered reviews the lawyer, who replies publicly', async ({
  browser,
}) => {
  test.slow();
  const lawyerContext = await browser.newContext();
  const lawyerPage = await lawyerContext.newPage();
  const lawyer = await publishReviewedLawyer(lawyerPage);

  // A fresh profile: "No reviews yet", never stars.
  const visitorContext = await browser.newContext();
  const page = await visitorContext.newPage();
  // Not at the lawyer's domain (example.com): a review comes from someone else (decision 018).
  const visitorEmail = uniqueEmail('client', 'example.net');
  await gotoHydrated(page, `/lawyer/${lawyer.id}`);
  await expect(page.getByText('No reviews yet').first()).toBeVisible();
  const reviews = page.getByTestId('lawyer-reviews');
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText('No reviews yet')).toBeVisible();
  await expectNoRating(page);

  // The request, through the profile.
  await page.getByRole('button', { name: 'Send Message' }).click();
  const message = page.getByRole('dialog', { name: `Send a message to ${lawyer.name}` });
  await message.getByLabel('Full Name').fill('Clara Client');
  await message.getByLabel('Email').fill(visitorEmail);
  await message.getByLabel('Phone').fill('604-555-0124');
  await message.getByLabel('Legal Issue').selectOption('Divorce');
  await message.getByLabel('Message').fill('Could you help me with my separation agreement?');
  await message.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message sent successfully!');

  // The lawyer answers from the dashboard.
  await gotoHydrated(lawyerPage, '/lawyer-dashboard');
  await lawyerPage.getByRole('tab', { name: 'Contact Requests' }).click();
  const request = lawyerPage.getByRole('listitem').filter({ hasText: 'Clara Client' });
  await request.getByLabel('Reply to Clara Client').fill('Yes: call me on Monday morning.');
  await request.getByRole('button', { name: 'Send Reply' }).click();
  await expectToast(lawyerPage, 'Reply sent');

  // The invitation arrives by e-mail with a one-time link.
  const invitation = await expectMail(visitorEmail, '/review#token=');
  expect(invitation.headers.subject).toBe(`How was your experience with ${lawyer.name}?`);
  const link = /https?:\/\/[^/\s]+(\/lawyers\/\d+\/review#token=[\w-]+)/.exec(invitation.text);
  expect(link?.[1]).toContain(`/lawyers/${lawyer.id}/review#token=`);

  await gotoHydrated(page, link![1]!);
  await expect(
    page.getByRole('heading', { level: 1, name: `Review ${lawyer.name}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
  await page.getByRole('radio', { name: '5 stars' }).check();
  const text = `Clear advice and a quick answer, thank you (${uniqueWord()}).`;
  await page.getByLabel('Your review').fill(text);
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you: your review is published' }),
  ).toBeVisible();

  // The link worked once (a fresh load: the same address would only move to its fragment).
  await page.goto('about:blank');
  await gotoHydrated(page, link![1]!);
  await expect(
    page.getByText('This review link was already used: each link writes one review.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish review' })).toHaveCount(0);

  // The lawyer publishes one reply.
  await gotoHydrated(lawyerPage, '/lawyer-dashboard');
  await lawyerPage.getByRole('tab', { name: 'Reviews' }).click();
  await expect(lawyerPage.getByText(text)).toBeVisible();
  await expect(lawyerPage.getByTestId('my-responsiveness')).toContainText('1 request');
  const replyText = `Thank you, Clara (${uniqueWord()}).`;
  await lawyerPage.getByLabel('Your public reply').fill(replyText);
  await lawyerPage.getByRole('button', { name: 'Publish reply' }).click();
  await expectToast(lawyerPage, 'Your reply is published.');
  await expect(lawyerPage.getByLabel('Your public reply')).toHaveCount(0);

  // The profile shows the review with the reply; one review is still too few for stars.
  await gotoHydrated(page, `/lawyer/${lawyer.id}`);
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText(text)).toBeVisible();
  await expect(reviews.getByText(replyText)).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Report this review' })).toBeVisible();
  await expect(page.getByText('1 review, too few for a rating').first()).toBeVisible();
  await expectNoRating(page);

  // The review and the reply are in the server's HTML: a reader without JavaScript (and a search
  // engine) sees them, with no report button that could not work.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/lawyer/${lawyer.id}`);
  const plainReviews = plain.getByTestId('lawyer-reviews');
  await expect(plainReviews.getByText(text)).toBeVisible();
  await expect(plainReviews.getByText(replyText)).toBeVisible();
  await expect(plainReviews.getByRole('button')).toHaveCount(0);
  await expect(plainReviews.getByRole('link', { name: 'More reviews' })).toHaveCount(0);
  // A page past the last says so and links back to the newest, without JavaScript too.
  await plain.goto(`/lawyer/${lawyer.id}?reviewsPage=2`);
  await expect(plainReviews.getByText('There are no reviews on this page.')).toBeVisible();
  await expect(plainReviews.getByText(text)).toHaveCount(0);
  await plainReviews.getByRole('link', { name: 'Newest reviews' }).click();
  await expect(plain).toHaveURL(new RegExp(`/lawyer/${lawyer.id}#reviews$`));
  await expect(plainReviews.getByText(text)).toBeVisible();
  const html = await (await plain.request.get(`/lawyer/${lawyer.id}`)).text();
  expect(html).toContain(replyText);
  await noScript.close();

  await lawyerContext.close();
  await visitorContext.close();
});

test('a forged review link writes nothing', async ({ page }) => {
  await gotoHydrated(page, `/lawyers/1/review#token=${'x'.repeat(43)}`);
  await expect(page.getByText('This review link is not valid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
});
