import { z } from 'zod';
import { PROVINCE_CODES } from './fields.ts';

/** A repeated parameter keeps its first value. */
const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A query value: blank is absent. */
const param = (max: number) =>
  z.preprocess((value) => {
    const first = firstValue(value);
    if (typeof first !== 'string') return undefined;
    const text = first.trim();
    return text === '' ? undefined : text.slice(0, max);
  }, z.string().optional());

/**
 * The browse page's URL parameters (spec §5, Browse). Never fails: a shared or hand-edited URL
 * with a bad value still opens the page, with that filter unset.
 */
export const browseParamsSchema = z
  .object({
    location: param(100),
    province: z.preprocess((value) => {
      const first = firstValue(value);
      const code = typeof first === 'string' ? first.trim().toUpperCase() : '';
      return (PROVINCE_CODES as readonly string[]).includes(code) ? code : undefined;
    }, z.enum(PROVINCE_CODES).optional()),
    city: param(100),
    /** Comma-separated, or repeated as `practiceAreas=a&practiceAreas=b`. */
    practiceAreas: z.preprocess((value) => {
      const values = Array.isArray(value) ? value : [value];
      const areas = values
        .filter((v): v is string => typeof v === 'string')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== '');
      return [...new Set(areas)].slice(0, 20);
    }, z.array(z.string())),
    /** An integer; anything else falls back to 0 (spec). */
    experience: z.preprocess((value) => {
      const first = firstValue(value);
      const parsed = typeof first === 'string' ? Number.parseInt(first, 10) : Number.NaN;
      return Number.isNaN(parsed) ? 0 : Math.max(0, parsed);
    }, z.number().int()),
    /** The spec's links use `search`, older ones `query`. */
    search: param(200),
    query: param(200),
  })
  .transform(({ query, search, ...filters }) => ({ ...filters, search: search ?? query }));

export type BrowseParams = z.output<typeof browseParamsSchema>;

/** Reads the browse filters from a URL's search parameters. */
export function parseBrowseParams(params: URLSearchParams): BrowseParams {
  const record: Record<string, string[]> = {};
  for (const [key, value] of params) (record[key] ??= []).push(value);
  return browseParamsSchema.parse(record);
}
