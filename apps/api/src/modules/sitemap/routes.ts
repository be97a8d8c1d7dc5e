import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { LAWYER_SITEMAP_CHUNK_SIZE, sitemapContract } from '@cld/contract/sitemap';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { findLawyerChunks, findLawyersOfChunk } from './queries.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** What the website's sitemaps list of the directory: public data only, cacheable like it. */
export async function sitemapRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const s = initServer();
  const router = s.router(sitemapContract, {
    lawyerChunks: async ({ reply }) => {
      const rows = await findLawyerChunks({ db, chunkSize: LAWYER_SITEMAP_CHUNK_SIZE });
      setCachePolicy(reply, 'reference');
      return {
        status: 200,
        body: {
          chunkSize: LAWYER_SITEMAP_CHUNK_SIZE,
          chunks: rows.map((row) => ({
            index: Number(row.index),
            count: Number(row.count),
            lastModified: iso(row.last_modified),
          })),
        },
      };
    },
    lawyerChunk: async ({ params, reply }) => {
      const rows = await findLawyersOfChunk({
        db,
        index: params.index,
        chunkSize: LAWYER_SITEMAP_CHUNK_SIZE,
      });
      setCachePolicy(reply, 'reference');
      return {
        status: 200,
        body: { lawyers: rows.map((row) => ({ id: row.id, lastModified: iso(row.updated_at) })) },
      };
    },
  });
  registerContractRouter(s, sitemapContract, router, app);
}
