import net from 'node:net';
import { expect, test } from './fixtures.ts';

/** The status line of a request written by hand, for what a browser would never send. */
async function rawStatusLine(baseURL: string, text: string): Promise<string> {
  return (await rawAnswer(baseURL, text)).split('\r\n')[0] ?? '';
}

/** The whole answer (head and uncompressed body) to a request written by hand. */
function rawAnswer(baseURL: string, text: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let data = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(text));
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

const BAD_ADDRESSES = [
  { path: '/lawyer/%C0%AE', status: 400 },
  { path: '/%E0%A4%A', status: 400 },
  { path: '/browse-lawyers?city=%00', status: 400 },
  { path: `/lawyer/${'a'.repeat(600)}`, status: 414 },
];

for (const { path, status } of BAD_ADDRESSES) {
  test(`a visitor following a malformed link (${path.slice(0, 24)}…) gets a ${status} page of the site, not a crash`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This address is not valid' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(page).toHaveTitle(/Address not valid/);
  });
}

test('the API behind the site answers bad addresses with a 400 in its own error shape', async ({
  request,
}) => {
  for (const path of ['/api/lawyers?city=%00', '/api/lawyers/%C0%AE']) {
    const response = await request.get(path);
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { message: string; issues: { path: string[] }[] };
    expect(body.message).toEqual(expect.any(String));
    expect(body.issues[0]?.path).toEqual(['url']);
  }
});

test('an HTTP/1.0 request without Host is served, and a broken Host refused with 400', async ({
  baseURL,
}) => {
  expect(await rawStatusLine(baseURL!, 'GET / HTTP/1.0\r\n\r\n')).toBe('HTTP/1.1 200 OK');
  expect(
    await rawStatusLine(baseURL!, 'GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n'),
  ).toMatch(/^HTTP\/1\.1 400/);
});

test('canonical addresses come from PUBLIC_ORIGIN, whatever Host a client sends', async ({
  baseURL,
}) => {
  const answer = await rawAnswer(
    baseURL!,
    // HTTP/1.0: the body arrives whole, not in chunks.
    'GET /about HTTP/1.0\r\nHost: evil.example\r\n\r\n',
  );
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  expect(answer).toContain(`<link rel="canonical" href="${baseURL}/about"/>`);
  expect(answer).not.toContain('evil.example');
});

test('pages from the shared cache carry a fresh nonce and follow each visitor’s privacy choices', async ({
  browser,
  playwright,
}, testInfo) => {
  // The website started with its shared cache on (playwright.config.ts).
  const baseURL = `http://localhost:${process.env.E2E_CACHED_WEB_PORT}`;
  const request = await playwright.request.newContext({ baseURL });
  const first = await request.get('/about');
  const second = await request.get('/about');
  expect(second.headers()['x-cache']).toBe('HIT');
  expect(second.headers()['content-security-policy']).not.toBe(
    first.headers()['content-security-policy'],
  );
  // A newcomer (no choice made yet) is asked, twice in a row; a visitor who chose is not.
  await request.dispose();
  const context = await browser.newContext({
    baseURL,
    viewport: testInfo.project.use.viewport ?? null,
    storageState: { cookies: [], origins: [] },
  });
  const newcomer = await context.newPage();
  for (let visit = 0; visit < 2; visit++) {
    await newcomer.goto('/about');
    await expect(newcomer.getByRole('region', { name: 'Your privacy choices' })).toBeVisible();
  }
  await context.close();
  // A visitor who chose (the projects' consent cookie) is not asked, from the same cache.
  const chosen = await browser.newContext({
    baseURL,
    viewport: testInfo.project.use.viewport ?? null,
    storageState: testInfo.project.use.storageState,
  });
  const page = await chosen.newPage();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toHaveCount(0);
  await chosen.close();
});
