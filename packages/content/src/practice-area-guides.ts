import { CONTENT_REVIEWED, type Sourced } from './content-types.ts';
import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import type { ProvinceCode } from '@cld/reference/provinces';

/**
 * Guides for the practice areas page and the legal guide's tabs (spec §3 "practice area guide").
 * They hold no lawyer counts: a count is only ever the live one from `GET /api/practice-areas`
 * (DESIGN §5.1, see `withLiveCounts`), so no page shows a figure the directory does not hold.
 */
export interface ProvincialNote extends Partial<Sourced> {
  province: ProvinceCode | 'federal';
  note: string;
}

export interface PracticeAreaGuide extends Sourced {
  slug: PracticeAreaSlug;
  name: string;
  description: string;
  commonCases: readonly string[];
  keyInfo: {
    timeLimit: string;
    /** Shown as "Potential outcomes". */
    compensation: string;
    process: string;
  };
  provincialNotes: readonly ProvincialNote[];
}

export const NOT_LEGAL_ADVICE =
  'This guide is general information, not legal advice. Time limits are strict and depend on the facts: speak to a lawyer in your province about your situation.';

function guide(fields: Omit<PracticeAreaGuide, 'asOf'>): PracticeAreaGuide {
  return { ...fields, asOf: CONTENT_REVIEWED };
}

/** In the spec's order; Personal Injury is the default selection. */
export const PRACTICE_AREA_GUIDES: readonly PracticeAreaGuide[] = [
  guide({
    slug: 'personal-injury',
    name: 'Personal Injury',
    description:
      'Compensation when someone else’s carelessness injures you: car crashes, falls, medical errors and more. Many personal injury lawyers work on contingency.',
    commonCases: [
      'Motor vehicle accidents',
      'Slips and falls on private or public property',
      'Medical malpractice',
      'Denied long-term disability claims',
      'Dog bites',
      'Wrongful death',
    ],
    keyInfo: {
      timeLimit:
        'Generally 2 years from the day you knew, or ought to have known, about the injury in Ontario, British Columbia, Alberta and Saskatchewan, and 3 years in Quebec. Much shorter notice deadlines can apply first.',
      compensation:
        'Damages for pain and suffering (capped by the Supreme Court of Canada and adjusted for inflation), past and future lost income, cost of care, and out-of-pocket expenses.',
      process:
        'Get medical care and notify your insurer; gather records; your lawyer sends a claim; both sides exchange documents and examine witnesses; mediation; most cases settle, the rest go to trial.',
    },
    provincialNotes: [
      {
        province: 'ON',
        note: 'After a car accident, notify your insurer within 7 days and apply for accident benefits within 30 days. For a fall on snow or ice on private property, give written notice within 60 days; for a fall caused by a poorly repaired municipal road or sidewalk, notify the municipality within 10 days.',
      },
      {
        province: 'QC',
        note: 'Injuries from car accidents are covered by the SAAQ’s public no-fault plan, which replaces lawsuits for those injuries.',
      },
      {
        province: 'BC',
        note: 'Since 1 May 2021, ICBC’s Enhanced Care coverage pays no-fault benefits for car-crash injuries and replaces most lawsuits.',
      },
      {
        province: 'MB',
        note: 'Car-crash injuries are compensated by Manitoba Public Insurance’s no-fault Personal Injury Protection Plan.',
      },
      {
        province: 'AB',
        note: 'Alberta’s Automobile Insurance Act moves car-crash injuries to a no-fault "care-first" system for collisions on or after 1 January 2027.',
      },
    ],
    source: 'https://www.ontario.ca/laws/statute/02l24',
  }),
  guide({
    slug: 'family-law',
    name: 'Family Law',
    description:
      'Separation, divorce, parenting arrangements, child and spousal support, and dividing property. Divorce is federal law; most of the rest is provincial.',
    commonCases: [
      'Divorce and separation',
      'Parenting time and decision-making responsibility',
      'Child support',
      'Spousal support',
      'Division of property',
      'Separation, marriage and cohabitation agreements',
    ],
    keyInfo: {
      timeLimit:
        'A divorce based on separation requires living apart for at least one year. Property claims have deadlines: in Ontario, 2 years after divorce or 6 years after separation; in British Columbia, 2 years after divorce (or separation, for unmarried spouses).',
      compensation:
        'A divorce order, parenting orders, child support under the Federal Child Support Guidelines, spousal support, and a division of family property.',
      process:
        'Negotiation or mediation; full financial disclosure; a written agreement or a court application; case conferences; settlement or trial. A divorce takes effect 31 days after it is granted.',
    },
    provincialNotes: [
      {
        province: 'ON',
        note: 'Married spouses share the growth in their net family property. Common-law partners have no automatic property division but may claim support after 3 years together, or sooner if they have a child.',
      },
      {
        province: 'BC',
        note: 'Couples who lived together in a marriage-like relationship for at least 2 years divide family property like married spouses.',
      },
      {
        province: 'QC',
        note: 'Married and civil-union spouses share the family patrimony. De facto (common-law) spouses whose child together is born or adopted on or after 30 June 2025 are in a parental union, which shares the family residence, its furniture and the family vehicles. The regime does not apply to couples whose children were all born or adopted before that date (they may opt in by contract), nor to couples without children.',
        source: 'https://educaloi.qc.ca/en/capsules/being-in-a-parental-union',
        asOf: '2026-11-24',
      },
      {
        province: 'AB',
        note: 'Adult interdependent partners may claim support and share property under the Family Property Act.',
      },
    ],
    source: 'https://www.justice.gc.ca/eng/fl-df/divorce/',
  }),
  guide({
    slug: 'real-estate-law',
    name: 'Real Estate Law',
    description:
      'Buying and selling homes, mortgages, title, condominiums and leases. Outside Quebec a lawyer usually closes the purchase; in Quebec, a notary does.',
    commonCases: [
      'Buying or selling a home',
      'Mortgage financing and refinancing',
      'Title and boundary problems',
      'Condominium purchases',
      'Landlord and tenant disputes',
      'Commercial leases',
    ],
    keyInfo: {
      timeLimit:
        'Cooling-off periods are short or absent: in British Columbia, buyers of most residential property have 3 business days to rescind (for a fee of 0.25% of the price); in Ontario, buyers of a new condominium unit have 10 days, and resale purchases have none.',
      compensation:
        'A clean transfer of title, return of a deposit, damages for a broken agreement of purchase and sale, or an order to complete the sale.',
      process:
        'Offer with conditions (financing, inspection); conditions waived; your lawyer or notary searches title, prepares documents and holds funds in trust; closing and registration of the transfer.',
    },
    provincialNotes: [
      {
        province: 'ON',
        note: 'Buyers pay Ontario land transfer tax, plus Toronto’s municipal land transfer tax in Toronto. First-time buyers can get a provincial refund of up to $4,000.',
      },
      {
        province: 'BC',
        note: 'Buyers pay the provincial property transfer tax; exemptions exist for some first-time buyers and newly built homes.',
      },
      {
        province: 'AB',
        note: 'Alberta has no land transfer tax; buyers pay land titles registration fees.',
      },
      {
        province: 'QC',
        note: 'A notary usually prepares and publishes the deed of sale, though the sale itself need not be a notarial act; a hypothec (mortgage) on the home must be (Civil Code of Québec, art. 2693). Buyers pay a municipal transfer duty, often called the "welcome tax".',
        source: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/ccq-1991',
        asOf: '2026-11-24',
      },
    ],
    source: 'https://www.cmhc-schl.gc.ca',
  }),
  guide({
    slug: 'corporate-law',
    name: 'Corporate Law',
    description:
      'Setting up and running a business: incorporation, shareholder agreements, contracts, governance, financing, and buying or selling a business.',
    commonCases: [
      'Incorporating a business',
      'Shareholder and partnership agreements',
      'Buying or selling a business',
      'Commercial contracts',
      'Corporate governance and annual filings',
      'Raising capital',
    ],
    keyInfo: {
      timeLimit:
        'Federal corporations must file an annual return within 60 days after each anniversary of incorporation. Contract claims generally must be started within 2 years of discovery in Ontario, British Columbia, Alberta and Saskatchewan (3 years in Quebec).',
      compensation:
        'A properly organised company with limited liability, enforceable agreements, and a clear way to resolve disputes between owners.',
      process:
        'Choose a structure; incorporate federally or provincially; adopt by-laws and issue shares; register for a CRA business number and, where required, GST/HST; sign a shareholder agreement; keep records and file annual returns.',
    },
    provincialNotes: [
      {
        province: 'federal',
        note: 'Corporations under the Canada Business Corporations Act must keep a register of individuals with significant control and file it with Corporations Canada.',
      },
      {
        province: 'QC',
        note: 'Businesses operating in Quebec register with the Registraire des entreprises and must comply with the Charter of the French Language.',
      },
    ],
    source: 'https://ised-isde.canada.ca/site/corporations-canada/en',
  }),
  guide({
    slug: 'criminal-law',
    name: 'Criminal Law',
    description:
      'Defence against charges under the Criminal Code and other federal laws, from impaired driving to serious offences, including bail and youth matters.',
    commonCases: [
      'Impaired driving',
      'Assault and domestic assault',
      'Theft and fraud',
      'Drug offences',
      'Bail hearings',
      'Youth charges',
    ],
    keyInfo: {
      timeLimit:
        'Summary conviction offences must be charged within 12 months; indictable offences have no time limit. Once charged, a trial must generally end within 18 months in provincial court or 30 months in superior court (R. v. Jordan).',
      compensation:
        'Charges withdrawn or stayed, acquittal, a peace bond, a discharge, or a sentence such as a fine, probation, a conditional sentence or jail.',
      process:
        'Arrest or summons; bail; disclosure of the Crown’s evidence; resolution discussions and pre-trial conferences; trial or guilty plea; sentencing; appeal.',
    },
    provincialNotes: [
      {
        province: 'BC',
        note: 'Crown counsel, not the police, approve criminal charges.',
      },
      {
        province: 'QC',
        note: 'Prosecutors of the Director of Criminal and Penal Prosecutions (DPCP) authorise charges.',
      },
      {
        province: 'AB',
        note: 'Most first-time impaired driving cases are handled through roadside sanctions rather than criminal charges.',
      },
    ],
    source: 'https://laws-lois.justice.gc.ca/eng/acts/c-46/',
  }),
  guide({
    slug: 'employment-law',
    name: 'Employment Law',
    description:
      'Rights at work: dismissal and severance, harassment, discrimination, wages and contracts. Most workers fall under provincial law; banks, airlines, telecoms and other federal industries under the Canada Labour Code.',
    commonCases: [
      'Wrongful dismissal and severance',
      'Constructive dismissal',
      'Workplace harassment',
      'Discrimination and accommodation',
      'Unpaid wages and overtime',
      'Employment contracts and non-competition clauses',
    ],
    keyInfo: {
      timeLimit:
        'A wrongful dismissal lawsuit must generally be started within 2 years. Human rights applications: 1 year in Ontario and British Columbia. Federally regulated employees with 12 months of service have 90 days to complain of unjust dismissal.',
      compensation:
        'Pay in lieu of reasonable notice, statutory severance, damages for bad-faith conduct, human rights damages, and in some cases reinstatement.',
      process:
        'Do not rush to sign a release; have your contract and termination letter reviewed; a demand letter; an employment standards claim or a lawsuit; negotiation or mediation; settlement or trial.',
    },
    provincialNotes: [
      {
        province: 'ON',
        note: 'Non-competition agreements made on or after 25 October 2021 are prohibited, except for some executives and the sale of a business.',
      },
      {
        province: 'QC',
        note: 'An employee with 2 years of uninterrupted service dismissed without good and sufficient cause can complain to the CNESST within 45 days.',
      },
      {
        province: 'BC',
        note: 'Employment standards complaints must be made within 6 months after the last day of employment.',
      },
      {
        province: 'federal',
        note: 'The federal minimum wage is adjusted every 1 April to the consumer price index.',
      },
    ],
    source: 'https://laws-lois.justice.gc.ca/eng/acts/L-2/',
  }),
];

export function findPracticeAreaGuide(slug: string): PracticeAreaGuide | undefined {
  return PRACTICE_AREA_GUIDES.find((g) => g.slug === slug);
}

export { withLiveCounts } from './practice-area-counts.ts';
