import fc from 'fast-check';
import { expect, test } from './fixtures.ts';

/**
 * Issue 15: no page request reaches a 500. Page addresses built by fast-check from the site's routes,
 * with hostile path segments and query values (NUL, encoded lone surrogates and bytes that are not
 * UTF-8, malformed escapes, 10,000 characters, markup, SQL, emoji, numbers out of range, repeated
 * parameters), sent to the production web server (no shared cache: every one is rendered), each
 * answered below 500. A fixed seed makes a failure reproducible; PAGE_FUZZ_RUNS raises the count (CI:
 * 240; the check: PAGE_FUZZ_RUNS=1200).
 */
const RUNS = Number(process.env.PAGE_FUZZ_RUNS ?? 240);
const SEED = Number(process.env.PAGE_FUZZ_SEED ?? 20261125);

const PAGES = [
  '/',
  '/browse-lawyers',
  '/search',
  '/lawyer/1',
  '/lawyer/{x}',
  '/lawyers/{x}',
  '/lawyers/1/review',
  '/lawyers-in/ontario',
  '/lawyers-in/ontario/toronto',
  '/lawyers-in/{x}',
  '/lawyers-in/ontario/{x}',
  '/lawyers-in/quebec/montreal/{x}',
  '/legal-guide',
  '/legal-resources',
  '/practice-areas',
  '/provincial-guide',
  '/legal-news',
  '/faq',
  '/blog',
  '/blog/{x}',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/lawyer-auth',
  '/auth/login',
  '/auth/register',
  '/lawyer-dashboard',
  '/admin',
  '/admin/lawyers/{x}',
  '/browse',
  '/provincial-legal-guide',
  '/sitemaps/lawyers/{x}',
  // Issues 21 and 22: e-mailed links, a client's space, help now, the pages of the forms.
  '/booking',
  '/fr/rendez-vous',
  '/verify-email',
  '/reset-password',
  '/forgot-password',
  '/confirm-availability',
  '/my-space',
  '/help-now',
  '/fr/aide-immediate',
  '/lawyer/{x}/contact',
  '/lawyer/1/consultation',
  '/{x}',
];

const PARAMETERS = [
  'search',
  'q',
  'city',
  'province',
  'location',
  'practiceAreas',
  'practiceArea',
  'languages',
  'experience',
  'sort',
  'page',
  'pageSize',
  'verified',
  'token',
  'reviewsPage',
  'redirectTo',
  'tab',
  'returnTo',
  'near',
  'radius',
  'done',
  'step',
  'x',
];

/** Already percent-encoded pieces a hostile client sends as they are. */
const RAW = [
  '%00',
  '%ED%A0%80',
  '%C0%AE',
  '%E9',
  '%ZZ',
  '%',
  '%25',
  '%F0%9F%98%80',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20or%201%3D1--",
  '..%2F..%2Fetc%2Fpasswd',
  '%2F%2Fevil.example',
  'https:%2F%2Fevil.example',
  '-1',
  '0',
  '99999999999999999999',
  '1e308',
  'NaN',
  '%20%20',
  'a'.repeat(10_000),
];

/** Percent-encoded as a browser would; a lone surrogate as the bytes a hostile client would send. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%B0%80';
  }
}

const text = fc.oneof(
  fc.constantFrom(...RAW),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encode),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encode),
  fc.integer({ min: -1_000_000, max: 3_000_000_000 }).map(String),
);

const address = fc
  .record({
    page: fc.constantFrom(...PAGES),
    segment: text,
    query: fc.array(fc.tuple(fc.constantFrom(...PARAMETERS), text), { maxLength: 4 }),
  })
  .map(({ page, segment, query }) => {
    const path = page.replace('{x}', segment);
    const search = query.map(([name, value]) => `${name}=${value}`).join('&');
    return search ? `${path}?${search}` : path;
  });

test(`${RUNS} hostile page addresses are each answered below 500`, async ({ request }) => {
  test.setTimeout(30_000 + RUNS * 1_000);
  const addresses = fc.sample(address, { seed: SEED, numRuns: RUNS });
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  // Four at a time, like a few visitors at once.
  for (let i = 0; i < addresses.length; i += 4) {
    await Promise.all(
      addresses.slice(i, i + 4).map(async (url) => {
        const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
        const status = response.status();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) failures.push(`${status} ${url.slice(0, 200)}`);
      }),
    );
  }
  test.info().annotations.push({
    type: 'statuses',
    description: [...statuses].map(([status, count]) => `${status}: ${count}`).join(', '),
  });
  expect(failures).toEqual([]);
  // The addresses reach the pages, not only the error page.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 10);
});
