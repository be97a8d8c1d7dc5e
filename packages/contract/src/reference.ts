import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './errors.ts';
import { provinceCodeSchema } from './lawyers.ts';

const c = initContract();

export const practiceAreaCountSchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** Number of lawyers practising the area, as a numeric string (spec §7). */
  count: z.string().regex(/^\d+$/),
});

export const provinceCountSchema = z.object({
  province: provinceCodeSchema,
  name: z.string(),
  count: z.number().int().min(0),
});

export const cityCountSchema = z.object({
  city: z.string(),
  count: z.number().int().min(0),
});

export const cityPracticeAreaCountSchema = z.object({
  city: z.string(),
  /** The practice area's taxonomy slug and name. */
  slug: z.string(),
  name: z.string(),
  count: z.number().int().positive(),
});
export type CityPracticeAreaCount = z.infer<typeof cityPracticeAreaCountSchema>;

export const directoryStatsSchema = z.object({
  lawyers: z.number().int().min(0),
  cities: z.number().int().min(0),
  practiceAreas: z.number().int().min(0),
  provinces: z.number().int().min(0),
  /**
   * Whether the directory holds the fictional demo data (decision 019): while it does, every public
   * page says its lawyers are fictional.
   */
  demo: z.boolean(),
});
export type DirectoryStats = z.infer<typeof directoryStatsSchema>;

export const referenceContract = c.router({
  practiceAreas: {
    method: 'GET',
    path: '/api/practice-areas',
    responses: { 200: z.array(practiceAreaCountSchema) },
    summary: 'Every practice area of the taxonomy with its number of lawyers',
  },
  locations: {
    method: 'GET',
    path: '/api/locations',
    responses: { 200: z.object({ provinces: z.array(provinceCountSchema) }) },
    summary: 'The 13 provinces and territories with their number of lawyers',
  },
  cities: {
    method: 'GET',
    path: '/api/cities',
    query: z.object({
      province: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
        provinceCodeSchema,
      ),
    }),
    responses: { 200: z.array(cityCountSchema), 400: errorSchema },
    summary: 'Cities of a province that have lawyers, with their counts',
  },
  cityPracticeAreas: {
    method: 'GET',
    path: '/api/cities/practice-areas',
    query: z.object({
      province: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
        provinceCodeSchema,
      ),
      city: z.string().trim().min(1).max(100).optional(),
    }),
    responses: { 200: z.array(cityPracticeAreaCountSchema), 400: errorSchema },
    summary:
      'For each city of a province (or one city), the practice areas its lawyers practise, with counts',
  },
  stats: {
    method: 'GET',
    path: '/api/stats',
    responses: { 200: directoryStatsSchema },
    summary: 'Live directory figures shown on pages (DESIGN §5.1)',
  },
});
