import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@cld/db/database';
import type { Lawyer } from '@cld/contract/lawyers';
import { MY_PHOTO_PATH, type MyProfile } from '@cld/contract/my-profile';
import { PHOTO_SIZE } from '@cld/reference/practice-details';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import {
  type ErrorBody,
  callerOf,
  createProfileAs,
  freshAddress,
  registerCustomerAndLawyers,
} from '../../test/inject.ts';
import { registerUser, type SignedIn } from '../auth/testing.ts';
import {
  PHOTO_REQUIRED,
  PHOTO_TOO_LARGE,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_UNREADABLE,
  PHOTO_WRONG_TYPE,
} from './processing.ts';

const solid = (width: number, height: number, background = '#3a6ea5') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A 1×1 PNG whose header says 30000×30000 (its IHDR's CRC made right): 900 megapixels. */
async function pngBomb(): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

describe.each(testDatabaseKinds)('lawyer photos on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let customer: SignedIn;
  let lawyerA: SignedIn;
  let lawyerB: SignedIn;
  let profileA: MyProfile;
  let profileB: MyProfile;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind));
    ({ customer, lawyerA, lawyerB } = await registerCustomerAndLawyers(app));
    profileA = await createProfileAs(app, lawyerA, { name: 'Ada Photographia' });
    profileB = await createProfileAs(app, lawyerB, { name: 'Bo Portraiture' });
  });
  afterAll(() => closeTestApp(app, database));

  const call = callerOf(() => app, freshAddress);

  const upload = (actor: SignedIn | null, body: Buffer | string, type: string) =>
    call(actor, 'PUT', MY_PHOTO_PATH, { payload: body, headers: { 'content-type': type } });

  async function uploaded(actor: SignedIn, body: Buffer, type: string): Promise<MyProfile> {
    const response = await upload(actor, body, type);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MyProfile>();
  }

  const expectRefused = (
    response: Awaited<ReturnType<typeof upload>>,
    status: number,
    message: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<ErrorBody>();
    expect(body.message).toBe(message);
    expect(body.issues).toEqual([{ path: ['photo'], message }]);
  };

  it.each([
    ['image/jpeg', () => solid(1200, 800).jpeg().toBuffer()],
    ['image/png', () => solid(300, 500).png().toBuffer()],
    ['image/webp', () => solid(640, 640).webp().toBuffer()],
  ])('takes a %s, stores a square WebP and names it on the profile', async (type, make) => {
    const profile = await uploaded(lawyerA, await make(), type);
    expect(profile.photo).toMatch(
      new RegExp(`^/api/lawyer-photos/${profileA.id}/[0-9a-f]{16}\\.webp$`),
    );
    const served = await call(null, 'GET', profile.photo!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: PHOTO_SIZE, height: PHOTO_SIZE });
  });

  it('serves it for a year, immutable, with an ETag, nosniff, and 304 when unchanged', async () => {
    const profile = await uploaded(
      lawyerA,
      await solid(500, 500, '#aa3300').png().toBuffer(),
      'image/png',
    );
    const served = await call(null, 'GET', profile.photo!);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const version = /\/([0-9a-f]{16})\.webp$/.exec(profile.photo!)![1];
    expect(served.headers.etag).toBe(`"${version}"`);
    const again = await call(null, 'GET', profile.photo!, {
      headers: { 'if-none-match': `"${version}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The public profile names the same address.
    const lawyer = (await call(null, 'GET', `/api/lawyers/${profileA.id}`)).json<Lawyer>();
    expect(lawyer.photo).toBe(profile.photo);
  });

  it('turns the photo upright and strips EXIF, GPS and every other metadata', async () => {
    // 200×100 landscape pixels that EXIF says to rotate a quarter turn: a portrait.
    const jpeg = await solid(200, 100)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Phone', Model: 'Camera', Artist: 'Ada' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    // The GPS IFD's pointer (tag 0x8825), in either byte order.
    const gpsPointer = [Buffer.from([0x25, 0x88]), Buffer.from([0x88, 0x25])];
    expect(gpsPointer.some((tag) => before.exif!.includes(tag))).toBe(true);
    const profile = await uploaded(lawyerA, jpeg, 'image/jpeg');
    const served = (await call(null, 'GET', profile.photo!)).rawPayload;
    const after = await sharp(served).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(served.includes(Buffer.from('Exif'))).toBe(false);
    expect(served.includes(Buffer.from('Camera'))).toBe(false);
  });

  it('answers a photo over 5 MB with 413 naming photo, never 500', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0xff);
    expectRefused(await upload(lawyerA, big, 'image/jpeg'), 413, PHOTO_TOO_LARGE);
  });

  it('refuses another content type with 415 naming photo: an SVG, text, JSON', async () => {
    expectRefused(await upload(lawyerA, SVG_WITH_SCRIPT, 'image/svg+xml'), 415, PHOTO_WRONG_TYPE);
    expectRefused(await upload(lawyerA, 'hello', 'text/plain'), 415, PHOTO_WRONG_TYPE);
    expectRefused(await upload(lawyerA, '{"a":1}', 'application/json'), 415, PHOTO_WRONG_TYPE);
  });

  it('sniffs the bytes: an SVG with a script sent as a PNG is a 400 naming photo', async () => {
    expectRefused(await upload(lawyerA, SVG_WITH_SCRIPT, 'image/png'), 400, PHOTO_WRONG_TYPE);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expectRefused(await upload(lawyerA, gif, 'image/jpeg'), 400, PHOTO_WRONG_TYPE);
  });

  it('refuses an image bomb (a PNG declaring 30000×30000 pixels) with 400 naming photo', async () => {
    expectRefused(await upload(lawyerA, await pngBomb(), 'image/png'), 400, PHOTO_TOO_MANY_PIXELS);
  });

  it('refuses garbage and truncated files with 400 naming photo', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2000, 0x41)]);
    expectRefused(await upload(lawyerA, garbage, 'image/jpeg'), 400, PHOTO_UNREADABLE);
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, jpeg.length >> 1);
    expectRefused(await upload(lawyerA, truncated, 'image/jpeg'), 400, PHOTO_UNREADABLE);
    const webpHeaderOnly = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1');
    expectRefused(await upload(lawyerA, webpHeaderOnly, 'image/webp'), 400, PHOTO_UNREADABLE);
    expectRefused(await upload(lawyerA, Buffer.alloc(0), 'image/png'), 400, PHOTO_REQUIRED);
  });

  it('says it in French with Accept-Language: fr-CA', async () => {
    const response = await call(lawyerA, 'PUT', MY_PHOTO_PATH, {
      payload: Buffer.alloc(6 * 1024 * 1024),
      headers: { 'content-type': 'image/png', 'accept-language': 'fr-CA' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().issues).toEqual([
      { path: ['photo'], message: 'La photo ne doit pas dépasser 5\u00a0Mo.' },
    ]);
  });

  it('changes only the signed-in lawyer’s own photo', async () => {
    const before = (await call(lawyerA, 'GET', '/api/lawyers/my-profile')).json<MyProfile>();
    const profile = await uploaded(lawyerB, await solid(50, 50).png().toBuffer(), 'image/png');
    expect(profile.id).toBe(profileB.id);
    expect(profile.photo).toContain(`/api/lawyer-photos/${profileB.id}/`);
    const after = (await call(lawyerA, 'GET', '/api/lawyers/my-profile')).json<MyProfile>();
    expect(after.photo).toBe(before.photo);
  });

  it('answers 401 to anonymous callers before reading the body, 403 to customers', async () => {
    const png = await solid(20, 20).png().toBuffer();
    expect((await upload(null, png, 'image/png')).statusCode).toBe(401);
    expect((await upload(null, Buffer.alloc(6 * 1024 * 1024), 'image/png')).statusCode).toBe(401);
    expect((await upload(null, SVG_WITH_SCRIPT, 'image/svg+xml')).statusCode).toBe(401);
    expect((await call(null, 'DELETE', MY_PHOTO_PATH)).statusCode).toBe(401);
    expect((await upload(customer, png, 'image/png')).statusCode).toBe(403);
  });

  it('answers 404 to a lawyer without a profile', async () => {
    const newcomer = await registerUser(app, { firstName: 'Cy', lastName: 'Newcomer' });
    const response = await upload(newcomer, await solid(20, 20).png().toBuffer(), 'image/png');
    expect(response.statusCode).toBe(404);
  });

  it('refuses a cross-site upload made with the cookie', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: MY_PHOTO_PATH,
      payload: await solid(20, 20).png().toBuffer(),
      headers: {
        'content-type': 'image/png',
        cookie: lawyerA.cookie,
        origin: 'https://evil.example',
      },
    });
    expect(response.statusCode).toBe(403);
  });

  it('404s an old version, an unknown lawyer, a malformed address and a hidden profile', async () => {
    const first = await uploaded(
      lawyerB,
      await solid(60, 60, '#000').png().toBuffer(),
      'image/png',
    );
    const second = await uploaded(
      lawyerB,
      await solid(60, 60, '#fff').png().toBuffer(),
      'image/png',
    );
    expect(second.photo).not.toBe(first.photo);
    expect((await call(null, 'GET', first.photo!)).statusCode).toBe(404);
    expect((await call(null, 'GET', second.photo!)).statusCode).toBe(200);
    for (const url of [
      '/api/lawyer-photos/999999/0123456789abcdef.webp',
      `/api/lawyer-photos/${profileB.id}/not-a-version.webp`,
      `/api/lawyer-photos/${profileB.id}/${second.photo!.slice(-21, -5)}.png`,
      '/api/lawyer-photos/abc/0123456789abcdef.webp',
    ]) {
      const response = await call(null, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    await database.db
      .updateTable('lawyers')
      .set({ is_hidden: true })
      .where('id', '=', profileB.id)
      .execute();
    expect((await call(null, 'GET', second.photo!)).statusCode).toBe(404);
    await database.db
      .updateTable('lawyers')
      .set({ is_hidden: false })
      .where('id', '=', profileB.id)
      .execute();
  });

  it('removes the photo: the profile shows the initials again and the address is gone', async () => {
    const profile = await uploaded(lawyerB, await solid(80, 80).webp().toBuffer(), 'image/webp');
    const response = await call(lawyerB, 'DELETE', MY_PHOTO_PATH);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MyProfile>().photo).toBeNull();
    expect((await call(null, 'GET', profile.photo!)).statusCode).toBe(404);
    const rows = await database.db
      .selectFrom('lawyer_photos')
      .select('lawyer_id')
      .where('lawyer_id', '=', profileB.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
