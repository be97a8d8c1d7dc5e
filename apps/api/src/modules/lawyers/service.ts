import type { Kysely } from 'kysely';
import { LANGUAGES } from '@cld/content/languages';
import { DEFAULT_PAGE_SIZE } from '@cld/contract/lawyers';
import type {
  Lawyer,
  LawyerSearchQuery,
  LawyerSearchResult,
  ProvinceCode,
} from '@cld/contract/lawyers';
import type { RegulatorSlug } from '@cld/validation/licence';
import { AppError } from '../../errors.ts';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from '../../http/viewer.ts';
import { createDirectoryReference } from './directory-reference.ts';
import type { DirectoryReference } from './directory-reference.ts';
import { createExpiringCache } from './expiring-cache.ts';
import { findLawyers, getLawyerById } from './queries.ts';
import type { LawyerRecord, PlaceFilter, SearchFilters } from './queries.ts';

const MAX_ID = 2_147_483_647;

const canonicalLanguages = new Map<string, string>(LANGUAGES.map((l) => [l.toLowerCase(), l]));

/** Profiles store languages in one spelling ("French"); visitors may type "french". */
function canonicalLanguage(language: string): string {
  return canonicalLanguages.get(language.toLowerCase()) ?? language;
}

/**
 * What was checked, with whom and when: shown only for a verified profile (DESIGN §5.2); a demo
 * lawyer's says it is the demo's (decision 019).
 */
export function verificationOf(record: {
  is_verified: boolean;
  is_demo: boolean;
  licence_number: string | null;
  regulator: string | null;
  verified_at: Date | string | null;
}): Lawyer['verification'] {
  if (!record.is_verified || !record.regulator || !record.verified_at) return null;
  return {
    regulator: record.regulator as RegulatorSlug,
    verifiedAt: new Date(record.verified_at).toISOString(),
    licenceNumber: record.licence_number,
    demo: record.is_demo,
  };
}

function toLawyer(record: LawyerRecord, reference: DirectoryReference): Lawyer | undefined {
  const city = reference.cityName(record.city_id);
  if (city === undefined) return undefined;
  const names = record.practice_areas.flatMap((slug) => reference.practiceAreaName(slug) ?? []);
  const practiceAreas = names.length ? names : record.practice_areas;
  return {
    id: record.id,
    name: record.name,
    firmName: record.firm_name,
    photo: record.photo,
    practiceArea: practiceAreas[0] ?? '',
    practiceAreas,
    location: `${city}, ${record.province}`,
    city,
    province: record.province as ProvinceCode,
    address: record.address,
    phone: record.phone,
    ...(record.email === undefined ? {} : { email: record.email }),
    website: record.website,
    linkedin: record.linkedin,
    experience: record.experience,
    hourlyRate: record.hourly_rate,
    feeStructure: record.fee_structure,
    bio: record.bio,
    specializations: record.specializations,
    languages: record.languages,
    rating: Number(record.rating),
    reviewCount: record.review_count,
    isVerified: record.is_verified,
    verification: verificationOf(record),
    createdAt: new Date(record.created_at).toISOString(),
    updatedAt: new Date(record.updated_at).toISOString(),
  };
}

/** Ids come from URLs: anything but a positive 32-bit integer is simply not a lawyer. */
function parseLawyerId(raw: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}

/**
 * Filters as the visitor typed them, resolved to slugs, city ids and province codes; `undefined` when
 * one of them names nothing, so no lawyer can match.
 */
async function resolveFilters({
  query,
  reference,
  fold,
}: {
  query: LawyerSearchQuery;
  reference: DirectoryReference;
  fold: (value: string) => Promise<string>;
}): Promise<SearchFilters | undefined> {
  const places: PlaceFilter[] = [];
  const city = async (value: string) => reference.cityIds(await fold(value));
  const provinces = async (value: string) => reference.provinceCodes(value, await fold(value));
  if (query.location) {
    const [place, region] = query.location.split(',').map((part) => part.trim());
    if (place && region) {
      places.push({ cityIds: await city(place), provinces: [] });
      places.push({ cityIds: [], provinces: await provinces(region) });
    } else {
      places.push({
        cityIds: await city(query.location),
        provinces: await provinces(query.location),
      });
    }
  }
  if (query.city) places.push({ cityIds: await city(query.city), provinces: [] });
  if (query.province) places.push({ cityIds: [], provinces: await provinces(query.province) });
  if (places.some((p) => p.cityIds.length === 0 && p.provinces.length === 0)) return undefined;

  let practiceAreaMask: string | undefined;
  if (query.practiceAreas?.length) {
    const slugs = query.practiceAreas.flatMap((value) => reference.practiceAreaSlug(value) ?? []);
    if (slugs.length === 0) return undefined;
    practiceAreaMask = reference.practiceAreaMask(slugs);
  }
  return {
    practiceAreaMask,
    places,
    languages: query.languages?.map(canonicalLanguage),
    minExperience: query.experience,
    verifiedOnly: query.verified === true ? true : undefined,
    // Folded once here: the statement repeats it in every branch and rank, and folding each copy
    // while planning cost milliseconds on PGlite.
    search: query.search ? await fold(query.search) : undefined,
  };
}

/**
 * The directory's read side, per API instance: reference data in memory (directory-reference.ts)
 * and, for searches without free text, each filter set's total for `totalTtlMs`. A total shown as
 * "N Lawyers Found" may so lag a hidden or new profile by that long, while the page itself is always
 * read fresh (docs/decisions/006-search-performance.md).
 */
export function createLawyerDirectory({
  db,
  totalTtlMs = 30_000,
}: {
  db: Kysely<Database>;
  totalTtlMs?: number;
}) {
  const reference = createDirectoryReference({ db });
  const totals = createExpiringCache<number>({ ttlMs: totalTtlMs, maxEntries: 2000 });

  /** A row can name a city or area newer than the snapshot: reload once before giving up. */
  async function toLawyers(records: LawyerRecord[]): Promise<Lawyer[]> {
    const convert = (snapshot: DirectoryReference) =>
      records.map((record) => toLawyer(record, snapshot));
    let lawyers = convert(await reference.current());
    if (lawyers.some((l) => l === undefined)) lawyers = convert(await reference.reload());
    return lawyers.map((lawyer, i) => {
      if (!lawyer) throw new Error(`Lawyer ${records[i]?.id} names an unknown city`);
      return lawyer;
    });
  }

  async function show({ rawId, viewer }: { rawId: string; viewer: Viewer | null }) {
    const id = parseLawyerId(rawId);
    const record = id === undefined ? undefined : await getLawyerById({ db, id, viewer });
    if (!record) throw new AppError('not_found', 'Lawyer not found');
    const [lawyer] = await toLawyers([record]);
    return lawyer!;
  }

  async function search({
    query,
    viewer,
  }: {
    query: LawyerSearchQuery;
    viewer: Viewer | null;
  }): Promise<LawyerSearchResult> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const filters = await resolveFilters({
      query,
      reference: await reference.current(),
      fold: reference.fold,
    });
    if (!filters) return { lawyers: [], total: 0, page, pageSize };
    // Free-text totals come with the matches at no extra cost; only filter totals are worth keeping.
    const totalKey = filters.search ? undefined : JSON.stringify(filters);
    const knownTotal = totalKey === undefined ? undefined : totals.get(totalKey);
    const { lawyers, total } = await findLawyers({
      db,
      filters,
      sort: query.sort ?? 'relevance',
      page,
      pageSize,
      viewer,
      knownTotal,
    });
    if (totalKey !== undefined && knownTotal === undefined) totals.set(totalKey, total);
    return { lawyers: await toLawyers(lawyers), total, page, pageSize };
  }

  return { show, search };
}
