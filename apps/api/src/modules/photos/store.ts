import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';

/** A photo as stored: the re-encoded image and what its address and headers need. */
export interface StoredPhoto {
  /** 16 hex digits of the image's SHA-256: part of its address, so an address never changes. */
  version: string;
  contentType: 'image/webp';
  image: Buffer;
  width: number;
  height: number;
}

/**
 * Where the lawyers' photos live (docs/decisions/034): one photo per lawyer. The PostgreSQL store
 * below is the one that exists; an object store would be another implementation of this interface,
 * chosen by configuration. Visibility is not the store's business: the service checks the lawyer.
 */
export interface PhotoStore {
  /** Stores the lawyer's photo, replacing the one before. */
  put(lawyerId: number, photo: StoredPhoto): Promise<void>;
  /** The lawyer's photo of that version, if it is the one stored. */
  get(lawyerId: number, version: string): Promise<StoredPhoto | undefined>;
  remove(lawyerId: number): Promise<void>;
}

/** The photos in the `lawyer_photos` table (migration 0120), next to the profiles. */
export function createPostgresPhotoStore(db: Kysely<Database>): PhotoStore {
  return {
    async put(lawyerId, photo) {
      const row = {
        version: photo.version,
        content_type: photo.contentType,
        image: photo.image,
        width: photo.width,
        height: photo.height,
      };
      await db
        .insertInto('lawyer_photos')
        .values({ lawyer_id: lawyerId, ...row })
        .onConflict((conflict) =>
          conflict.column('lawyer_id').doUpdateSet({ ...row, created_at: new Date() }),
        )
        .execute();
    },
    async get(lawyerId, version) {
      const row = await db
        .selectFrom('lawyer_photos')
        .select(['version', 'image', 'width', 'height'])
        .where('lawyer_id', '=', lawyerId)
        .where('version', '=', version)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        version: row.version,
        contentType: 'image/webp',
        image: Buffer.from(row.image),
        width: row.width,
        height: row.height,
      };
    },
    async remove(lawyerId) {
      await db.deleteFrom('lawyer_photos').where('lawyer_id', '=', lawyerId).execute();
    },
  };
}
