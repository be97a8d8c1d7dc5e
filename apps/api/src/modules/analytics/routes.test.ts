import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MyProfile } from '@cld/contract/my-profile';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { registerAdmin } from '../admin/testing.ts';
import type { DatabaseHandle } from '@cld/db/database';
import { testDatabaseKinds } from '../../test/databases.ts';
import { nextIp, registerCustomer, registerUser, type SignedIn } from '../auth/testing.ts';
import { createProfileAs, visitorPostTo } from '../../test/inject.ts';

describe.each(testDatabaseKinds)('first-party analytics on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let customer: SignedIn;
  let lawyer: SignedIn;
  let admin: SignedIn;
  let profile: MyProfile;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind));
    customer = await registerCustomer(app);
    lawyer = await registerUser(app, { firstName: 'Ada', lastName: 'Lawyer' });
    admin = await registerAdmin(app, database.db);
    profile = await createProfileAs(app, lawyer, { name: 'Ada Viewed' });
  });

  afterAll(() => closeTestApp(app, database));

  const send = visitorPostTo(() => app, '/api/events');

  const rowsAt = (path: string) =>
    database.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('path', '=', path)
      .orderBy('id')
      .execute();

  it('records a batch with each event’s group, and no lawyer for an unknown id', async () => {
    const response = await send({
      path: '/lawyer/batch-test',
      events: [
        { name: 'page_view' },
        { name: 'lawyer_profile_view', lawyerId: profile.id },
        { name: 'lawyer_profile_view', lawyerId: 987_654 },
        { name: 'search', practiceArea: 'Family Law', province: 'ON', city: 'Toronto' },
        { name: 'contact_request', lawyerId: profile.id, kind: 'consultation_request' },
        { name: 'browse_sort', sort: 'experience' },
      ],
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = await rowsAt('/lawyer/batch-test');
    expect(rows.map((row) => [row.name, row.category, row.lawyer_id])).toEqual([
      ['page_view', 'navigation', null],
      ['lawyer_profile_view', 'engagement', profile.id],
      ['lawyer_profile_view', 'engagement', null],
      ['search', 'user_interaction', null],
      ['contact_request', 'conversion', profile.id],
      ['browse_sort', 'browse', null],
    ]);
    expect(rows[3]!.properties).toEqual({
      practiceArea: 'Family Law',
      province: 'ON',
      city: 'Toronto',
    });
    expect(rows[4]!.properties).toEqual({ kind: 'consultation_request' });
  });

  it.each([
    ['Sec-GPC', { 'sec-gpc': '1' }],
    ['Do Not Track', { dnt: '1' }],
  ])('stores nothing when the browser sends %s', async (_, headers) => {
    const response = await send(
      { path: '/opted-out', events: [{ name: 'page_view' }] },
      { headers },
    );
    expect(response.statusCode).toBe(204);
    expect(await rowsAt('/opted-out')).toEqual([]);
  });

  it.each([
    [{ path: '/x', events: [{ name: 'mouse_moved' }] }, 'events'],
    [{ path: '/x?email=a@b.c', events: [{ name: 'page_view' }] }, 'path'],
    [{ path: '/x', events: [] }, 'events'],
    [{ path: '/x', events: Array.from({ length: 21 }, () => ({ name: 'page_view' })) }, 'events'],
    [{ path: '/x', events: [{ name: 'lawyer_profile_view', lawyerId: 'me' }] }, 'events'],
    [{ path: '/x', events: [{ name: 'search', city: 'x'.repeat(101) }] }, 'events'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path[0]).toBe(field);
  });

  it('limits how many batches one address may send', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 301; i += 1) {
      statuses.push(
        (await send({ path: '/flood', events: [{ name: 'page_view' }] }, { remoteAddress: ip }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 300).every((status) => status === 204)).toBe(true);
    expect(statuses[300]).toBe(429);
  });

  it('gives a lawyer their own profile views and requests of the last 30 days', async () => {
    const activity = () =>
      app.inject({
        method: 'GET',
        url: '/api/lawyers/my-activity',
        headers: { cookie: lawyer.cookie },
      });
    const before = (await activity()).json();
    await send({
      path: `/lawyer/${profile.id}`,
      events: [
        { name: 'lawyer_profile_view', lawyerId: profile.id },
        { name: 'lawyer_profile_view', lawyerId: profile.id },
      ],
    });
    const request = {
      lawyer_id: profile.id,
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '4165550100',
      legal_issue: 'Divorce',
      message: 'Hello',
    };
    await database.db.insertInto('contact_requests').values(request).execute();
    // Older than 30 days: not counted.
    await database.db
      .insertInto('contact_requests')
      .values({ ...request, created_at: new Date(Date.now() - 40 * 86_400_000) })
      .execute();
    const response = await activity();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      // Two views from one client within the hour count once.
      profileViews30Days: before.profileViews30Days + 1,
      requests30Days: before.requests30Days + 1,
    });
  });

  it('counts one profile view per client and profile an hour, however often it is sent', async () => {
    const client = nextIp();
    const view = { name: 'lawyer_profile_view', lawyerId: profile.id };
    const views = () =>
      database.db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('name', '=', 'lawyer_profile_view')
        .where('path', '=', '/lawyer/inflate')
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count));
    for (let i = 0; i < 5; i += 1) {
      const response = await send(
        { path: '/lawyer/inflate', events: [view, view, { name: 'page_view' }] },
        { remoteAddress: client },
      );
      expect(response.statusCode).toBe(204);
    }
    expect(await views()).toBe(1);
    // The page views of that client are still all counted; another client's view counts too.
    expect((await rowsAt('/lawyer/inflate')).filter((r) => r.name === 'page_view')).toHaveLength(5);
    await send({ path: '/lawyer/inflate', events: [view] });
    expect(await views()).toBe(2);
  });

  it('answers the activity to lawyers only', async () => {
    const get = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/lawyers/my-activity', headers });
    expect((await get({})).statusCode).toBe(401);
    expect((await get({ cookie: customer.cookie })).statusCode).toBe(403);
    const newcomer = await registerUser(app, { firstName: 'New', lastName: 'Lawyer' });
    expect((await get({ cookie: newcomer.cookie })).json()).toEqual({
      profileViews30Days: 0,
      requests30Days: 0,
    });
  });

  it('summarises the period for administrators only', async () => {
    const get = (headers: Record<string, string>, query = '?days=7') =>
      app.inject({ method: 'GET', url: `/api/admin/analytics/summary${query}`, headers });
    expect((await get({})).statusCode).toBe(401);
    expect((await get({ cookie: customer.cookie })).statusCode).toBe(403);
    expect((await get({ cookie: lawyer.cookie })).statusCode).toBe(403);
    for (const query of ['?days=0', '?days=abc', '?days=400']) {
      const bad = await get({ cookie: admin.cookie }, query);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0].path).toContain('days');
    }
    const response = await get({ cookie: admin.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const summary = response.json();
    expect(summary.days).toHaveLength(7);
    const today = summary.days.at(-1);
    expect(today.pageViews).toBeGreaterThanOrEqual(301);
    expect(today.events).toBeGreaterThan(today.pageViews);
    expect(summary.topSearches).toContainEqual({
      practiceArea: 'Family Law',
      province: 'ON',
      city: 'Toronto',
      count: 1,
    });
    expect(summary.topProfiles[0]).toMatchObject({ lawyerId: profile.id, name: 'Ada Viewed' });
    expect(summary.topProfiles[0].views).toBeGreaterThanOrEqual(3);
  });
});
