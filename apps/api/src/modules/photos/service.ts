import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { lawyerPhotoPath, type MyProfile } from '@cld/contract/my-profile';
import type { Database } from '@cld/db/schema';
import { AppError } from '../../errors.ts';
import { enforceRateLimit, type RateLimit } from '../../http/rate-limit.ts';
import { showMyProfile } from '../my-profile/service.ts';
import { processPhoto } from './processing.ts';
import type { PhotoStore, StoredPhoto } from './store.ts';

/** Decoding is the costly part: an account may upload this many photos an hour. */
export const PHOTO_UPLOADS_PER_HOUR: RateLimit = {
  name: 'photo-upload',
  max: 30,
  windowSeconds: 3600,
};

interface OwnerPhotoCall {
  db: Kysely<Database>;
  store: PhotoStore;
  ownerId: number;
}

async function ownLawyerId(db: Kysely<Database>, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('lawyers')
    .select('id')
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', 'You have no lawyer profile yet');
  return row.id;
}

/**
 * The owner's new photo: re-encoded (processing.ts), stored, then named on the profile by its
 * versioned address. Stored first, so the profile never names a photo that is not there; a photo
 * replaced in the store leaves the old address answering 404.
 */
export async function uploadMyPhoto({
  db,
  store,
  ownerId,
  upload,
}: OwnerPhotoCall & { upload: Buffer }): Promise<MyProfile> {
  const lawyerId = await ownLawyerId(db, ownerId);
  await enforceRateLimit({ db, limit: PHOTO_UPLOADS_PER_HOUR, subject: `user:${ownerId}` });
  const photo = await processPhoto(upload);
  await store.put(lawyerId, photo);
  await db
    .updateTable('lawyers')
    .set({ photo: lawyerPhotoPath(lawyerId, photo.version), updated_at: sql<Date>`now()` })
    .where('id', '=', lawyerId)
    .where('owner_id', '=', ownerId)
    .execute();
  return showMyProfile({ db, ownerId });
}

/** The owner's photo goes: the profile first (it shows the initials again), then the image. */
export async function removeMyPhoto({ db, store, ownerId }: OwnerPhotoCall): Promise<MyProfile> {
  const lawyerId = await ownLawyerId(db, ownerId);
  await db
    .updateTable('lawyers')
    .set({ photo: null, updated_at: sql<Date>`now()` })
    .where('id', '=', lawyerId)
    .where('owner_id', '=', ownerId)
    .execute();
  await store.remove(lawyerId);
  return showMyProfile({ db, ownerId });
}

/**
 * A photo as the public sees it: only the version the profile names, and only while the profile
 * is visible.
 */
export async function findPublicPhoto({
  db,
  store,
  lawyerId,
  version,
}: {
  db: Kysely<Database>;
  store: PhotoStore;
  lawyerId: number;
  version: string;
}): Promise<StoredPhoto | undefined> {
  const lawyer = await db
    .selectFrom('lawyers')
    .select('photo')
    .where('id', '=', lawyerId)
    .where('is_hidden', '=', false)
    .executeTakeFirst();
  if (lawyer?.photo !== lawyerPhotoPath(lawyerId, version)) return undefined;
  return store.get(lawyerId, version);
}
