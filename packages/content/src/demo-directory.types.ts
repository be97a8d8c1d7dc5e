import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import type {
  FundingOption,
  MeetingMode,
  OfficeHours,
  StatedFeeOffer,
} from '@cld/reference/practice-details';
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
  /** Fictional, in the shape and first letter of the province's ("H2Y 1C6"). */
  postalCode: string;
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
  /*
   * What the lawyer states about cost, funding and how and when they meet (issue 20). The generator
   * always sets them; a test fixture may leave them out, and is then seeded as a new profile is:
   * nothing stated, in person, the spec's office hours, "City, PR" as the location.
   */
  /** The "Location" as the lawyer typed it: "Downtown Montréal", "Laval, QC", "Moncton". */
  location?: string;
  /** Minutes of a free first consultation; null: none offered. */
  freeConsultationMinutes?: number | null;
  /** Flat-fee services in the language of the lawyer's bio (French in Quebec), whole dollars. */
  flatFees?: DemoFlatFee[];
  /** The offers stated as they are; `free-consultation` and `flat-fees` follow from the two above. */
  feeOffers?: StatedFeeOffer[];
  funding?: FundingOption[];
  /** At least one. */
  meetingModes?: MeetingMode[];
  /** Step-free entrance; null: not stated (always for a lawyer who does not meet in person). */
  stepFreeAccess?: boolean | null;
  officeHours?: OfficeHours;
  /**
   * Whether the lawyer takes new clients and how many days before the seed they confirmed it (the
   * seed dates it; the generator never reads the clock); null: not stated.
   */
  acceptingClients?: { accepting: boolean; confirmedDaysAgo: number } | null;
}

/** One flat-fee service: a price, or a range up to `maxPrice`. */
export interface DemoFlatFee {
  service: string;
  minPrice: number;
  maxPrice: number | null;
}

export interface GenerateDirectoryOptions {
  count: number;
  seed: number;
}
