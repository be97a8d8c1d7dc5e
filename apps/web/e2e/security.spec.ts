import { expect, test } from './fixtures.ts';
import { registerLawyer, uniqueEmail } from './accounts/accounts.ts';

function directive(policy: string, name: string): string | undefined {
  return policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `) || entry === name)
    ?.slice(name.length + 1);
}

test('pages carry a nonce-based CSP, and every inline script the page runs has the nonce', async ({
  request,
}) => {
  const first = await request.get('/browse-lawyers');
  const second = await request.get('/browse-lawyers');
  const policy = first.headers()['content-security-policy']!;
  expect(policy).toBeDefined();
  const nonce = /'nonce-([^']+)'/.exec(directive(policy, 'script-src')!)![1]!;
  expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
  expect(directive(policy, 'object-src')).toBe("'none'");
  expect(directive(policy, 'base-uri')).toBe("'none'");
  expect(directive(policy, 'frame-ancestors')).toBe("'none'");
  // A fresh nonce for every response.
  expect(second.headers()['content-security-policy']).not.toContain(nonce);

  const html = await first.text();
  // Data blocks (structured data, the page's messages) are never run, so they need no nonce.
  const executable = [
    ...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g),
  ];
  expect(executable.length).toBeGreaterThan(0);
  for (const [, attributes] of executable) expect(attributes).toContain(`nonce="${nonce}"`);

  const headers = first.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  // Plain http on localhost: no redirect and no HSTS.
  expect(first.status()).toBe(200);
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('the site runs under its policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // A violation a script catches (Zod's probe for \`new Function\`) logs nothing: the document's
  // event still says it happened.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as { cspViolations?: string[] }).cspViolations ??= []);
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  const caught = () =>
    page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? []);
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'View All Lawyers' }).click();
  await expect(page).toHaveURL(/\/browse-lawyers/);
  await expect(page.getByText(/Lawyers Found/)).toBeVisible();
  expect(await caught()).toEqual([]);
  await page.goto('/lawyers/1', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await caught()).toEqual([]);
  // A form checked in the browser: its schema is parsed there.
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const email = page.getByRole('textbox', { name: /^Email/ });
  await email.fill('not an address');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/valid email/i).first()).toBeVisible();
  expect(await caught()).toEqual([]);
  expect(violations).toEqual([]);
});

test('pages for a signed-in user are never stored; public pages may be', async ({ page }) => {
  const anonymous = await page.request.get('/faq');
  expect(anonymous.headers()['cache-control'] ?? '').not.toContain('no-store');

  await registerLawyer(page, { firstName: 'Cache', lastName: 'Check', email: uniqueEmail('csp') });
  for (const path of ['/faq', '/lawyer-dashboard', '/']) {
    const response = await page.request.get(path);
    expect(response.headers()['cache-control'], path).toContain('no-store');
  }
  const api = await page.request.get('/api/auth/user');
  expect(api.headers()['cache-control']).toContain('no-store');
});

test('the API answers carry their own protective headers through the site', async ({ request }) => {
  const response = await request.get('/api/practice-areas');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
});
