import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './errors.ts';

const c = initContract();

/**
 * Lawyers per sitemap file. Far below the protocol's 50,000 URLs, so a file stays small to generate
 * and fetch; files are ranges of ids, so a lawyer never moves between files as others join or leave.
 */
export const LAWYER_SITEMAP_CHUNK_SIZE = 10_000;

const isoDateTime = z.string().datetime({ offset: true });

export const lawyerSitemapChunkSchema = z.object({
  /** Lawyers with ids from `index × chunkSize + 1` to `(index + 1) × chunkSize`. */
  index: z.number().int().min(0),
  count: z.number().int().positive(),
  lastModified: isoDateTime,
});

export const sitemapContract = c.router({
  lawyerChunks: {
    method: 'GET',
    path: '/api/sitemap/lawyers',
    responses: {
      200: z.object({
        chunkSize: z.number().int().positive(),
        chunks: z.array(lawyerSitemapChunkSchema),
      }),
    },
    summary: 'The sitemap files of the visible lawyers: one per range of ids that has any',
  },
  lawyerChunk: {
    method: 'GET',
    path: '/api/sitemap/lawyers/:index',
    pathParams: z.object({
      index: z
        .string()
        .regex(/^\d{1,6}$/, 'Must be a whole number')
        .transform(Number)
        // Its first id must fit the lawyers' integer id column.
        .pipe(
          z.number().max(Math.floor(2_147_483_647 / LAWYER_SITEMAP_CHUNK_SIZE), 'No such sitemap'),
        ),
    }),
    responses: {
      200: z.object({
        lawyers: z.array(z.object({ id: z.number().int().positive(), lastModified: isoDateTime })),
      }),
      400: errorSchema,
    },
    summary: 'Every visible lawyer of one sitemap file, by id',
  },
});
