import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import type { ProvinceCode } from '@cld/reference/provinces';

/** One fictional lawyer of the demo directory, as `generateDirectory` yields it. */
export interface DemoLawyer {
  name: string;
  firmName: string | null;
  /** Primary practice area first; 1 to 3 areas. */
  practiceAreas: PracticeAreaSlug[];
  /** City name exactly as in the cities data set (`city` column, with accents). */
  city: string;
  province: ProvinceCode;
  address: string;
  /** Fictional: always in the reserved 555-01xx range, 10 digits, e.g. "4165550123". */
  phone: string;
  /** Fictional: always at an example domain (example.com / example.ca / example.org). */
  email: string;
  website: string | null;
  linkedin: string | null;
  experience: number;
  hourlyRate: number;
  feeStructure: string;
  /** The bio in English and in French: at least one (Quebec's French-speaking lawyers always in French). */
  bio: string | null;
  bioFr: string | null;
  specializations: string[];
  languages: string[];
  rating: number;
  reviewCount: number;
  isVerified: boolean;
}

export interface GenerateDirectoryOptions {
  count: number;
  seed: number;
}
