import type { Kysely } from 'kysely';
import { LANGUAGES } from '@cld/content/languages';
import { DEFAULT_PAGE_SIZE } from '@cld/contract/lawyers';
import type {
  Lawyer,
  LawyerSearchQuery,
  LawyerSearchResult,
  ProvinceCode,
} from '@cld/contract/lawyers';
import { AppError } from '../../errors.ts';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from '../../http/viewer.ts';
import { findLawyers, getLawyerById } from './queries.ts';
import type { LawyerRecord } from './queries.ts';

const MAX_ID = 2_147_483_647;

const canonicalLanguages = new Map<string, string>(LANGUAGES.map((l) => [l.toLowerCase(), l]));

/** Profiles store languages in one spelling ("French"); visitors may type "french". */
function canonicalLanguage(language: string): string {
  return canonicalLanguages.get(language.toLowerCase()) ?? language;
}

function toLawyer(record: LawyerRecord): Lawyer {
  const practiceAreas = record.practice_area_names.length
    ? record.practice_area_names
    : record.practice_areas;
  return {
    id: record.id,
    name: record.name,
    firmName: record.firm_name,
    photo: record.photo,
    practiceArea: practiceAreas[0] ?? '',
    practiceAreas,
    location: `${record.city}, ${record.province}`,
    city: record.city,
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

export async function showLawyer({
  db,
  rawId,
  viewer,
}: {
  db: Kysely<Database>;
  rawId: string;
  viewer: Viewer | null;
}): Promise<Lawyer> {
  const id = parseLawyerId(rawId);
  const record = id === undefined ? undefined : await getLawyerById({ db, id, viewer });
  if (!record) throw new AppError('not_found', 'Lawyer not found');
  return toLawyer(record);
}

export async function searchLawyers({
  db,
  query,
  viewer,
}: {
  db: Kysely<Database>;
  query: LawyerSearchQuery;
  viewer: Viewer | null;
}): Promise<LawyerSearchResult> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const { lawyers, total } = await findLawyers({
    db,
    filters: {
      practiceAreas: query.practiceAreas,
      location: query.location,
      city: query.city,
      province: query.province,
      search: query.search,
      minExperience: query.experience,
      languages: query.languages?.map(canonicalLanguage),
    },
    sort: query.sort ?? 'relevance',
    page,
    pageSize,
    viewer,
  });
  return { lawyers: lawyers.map(toLawyer), total, page, pageSize };
}
