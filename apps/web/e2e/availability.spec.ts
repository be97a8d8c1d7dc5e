import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { gotoHydrated, publishLawyer, uniqueEmail, uniqueWord } from './accounts/accounts.ts';

/**
 * "Accepting new clients" lapses 90 days after the lawyer last confirmed it, and the reminder's
 * link confirms it again without signing in (issue 20, docs/decisions/034).
 *
 * Backdating needs the database, which the default harness keeps inside the API process (PGlite):
 * this spec runs when the API is on PostgreSQL and `E2E_DATABASE_URL` names that database, and is
 * skipped otherwise. The daily reminder job runs when the API starts, so the spec signs the link the
 * way the job does, with the API's development secret (the harness sets no SESSION_SECRET); the
 * API's tests cover the e-mail itself.
 */
const DATABASE_URL = process.env.E2E_DATABASE_URL;
const SESSION_SECRET =
  process.env.E2E_SESSION_SECRET ?? 'development-only-session-secret-do-not-deploy';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test.skip(!DATABASE_URL, 'needs E2E_DATABASE_URL: the API on PostgreSQL, reachable from the tests');

interface Client {
  connect(): Promise<void>;
  query<Row>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  end(): Promise<void>;
}

/** `pg` as the API has it (the web app does not depend on it). */
async function withDatabase<T>(use: (client: Client) => Promise<T>): Promise<T> {
  const require = createRequire(new URL('../../api/package.json', import.meta.url));
  const { Client: PgClient } = require('pg') as { Client: new (options: object) => Client };
  const client = new PgClient({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The reminder's link for the lawyer's current confirmation, signed as the API's job signs it. */
async function reminderToken(lawyerId: number): Promise<string> {
  const [row] = await withDatabase((client) =>
    client
      .query<{ ms: string }>(
        'select floor(extract(epoch from accepting_confirmed_at) * 1000)::bigint as ms from lawyers where id = $1',
        [lawyerId],
      )
      .then((result) => result.rows),
  );
  const expiresAt = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
  const payload = `${lawyerId}.${row!.ms}.${expiresAt}`;
  const key = createHmac('sha256', SESSION_SECRET).update('cld:accepting-clients-link:v1').digest();
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

async function acceptingClientsOf(request: APIRequestContext, lawyerId: number) {
  const response = await request.get(`/api/lawyers/${lawyerId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { acceptingClients: unknown }).acceptingClients;
}

test('"accepting new clients" lapses after 90 days and the reminder link confirms it again', async ({
  browser,
  page,
}) => {
  test.slow();
  const lawyer = await publishLawyer(page, {
    firstName: 'Avery',
    lastName: `Available${uniqueWord()}`,
    email: uniqueEmail('available'),
  });
  const said = await page.request.post('/api/lawyers/my-profile/accepting-clients', {
    headers: XHR,
    data: { accepting: true },
  });
  expect(said.status()).toBe(200);
  expect(await acceptingClientsOf(page.request, lawyer.id)).toMatchObject({ accepting: true });

  // 91 days later the public profile no longer says it; the owner still sees what they said.
  await withDatabase((client) =>
    client.query(
      `update lawyers set accepting_confirmed_at = now() - interval '91 days' where id = $1`,
      [lawyer.id],
    ),
  );
  const visitor = await browser.newContext();
  expect(await acceptingClientsOf(visitor.request, lawyer.id)).toBeNull();
  const own = await page.request.get('/api/lawyers/my-profile');
  expect(
    ((await own.json()) as { acceptingClientsStated: unknown }).acceptingClientsStated,
  ).toMatchObject({ accepting: true });
  const visitorPage = await visitor.newPage();
  await gotoHydrated(visitorPage, `/lawyer/${lawyer.id}`);
  await expect(visitorPage.getByText(/^Accepting new clients$/i)).toHaveCount(0);

  // The reminder's link, without JavaScript: a real form, then the confirmation.
  const token = await reminderToken(lawyer.id);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/confirm-availability?token=${token}`);
  await expect(
    plain.getByRole('heading', { level: 1, name: 'Are you still accepting new clients?' }),
  ).toBeVisible();
  await plain.getByRole('button', { name: 'Yes, I am accepting new clients' }).click();
  await expect(
    plain.getByRole('heading', { name: 'Thank you: your answer is saved' }),
  ).toBeVisible();
  await expect(
    plain.getByText(/Your profile now says you are accepting new clients/),
  ).toBeVisible();
  expect(await acceptingClientsOf(visitor.request, lawyer.id)).toMatchObject({ accepting: true });

  // The same link works once: a second answer is refused, with a way to the dashboard.
  await plain.goto(`/confirm-availability?token=${token}`);
  await plain.getByRole('button', { name: 'No, not at the moment' }).click();
  await expect(plain.getByRole('alert')).toContainText(
    'The link is not valid, has expired, or was already used.',
  );
  await expect(plain.getByRole('link', { name: 'Sign in to your dashboard' })).toBeVisible();
  expect(await acceptingClientsOf(visitor.request, lawyer.id)).toMatchObject({ accepting: true });

  // In French, with JavaScript, after another lapse: « Non, pas pour le moment ».
  await withDatabase((client) =>
    client.query(
      `update lawyers set accepting_confirmed_at = now() - interval '92 days' where id = $1`,
      [lawyer.id],
    ),
  );
  const frenchToken = await reminderToken(lawyer.id);
  await gotoHydrated(visitorPage, `/fr/confirmer-disponibilite?token=${frenchToken}`);
  await expect(
    visitorPage.getByRole('heading', {
      level: 1,
      name: 'Acceptez-vous toujours une nouvelle clientèle\u00a0?',
    }),
  ).toBeVisible();
  await visitorPage.getByRole('button', { name: 'Non, pas pour le moment' }).click();
  await expect(
    visitorPage.getByRole('heading', { name: 'Merci, votre réponse est enregistrée' }),
  ).toBeVisible();
  expect(await acceptingClientsOf(visitor.request, lawyer.id)).toMatchObject({ accepting: false });

  await noScript.close();
  await visitor.close();
});
