import { CONTENT_REVIEWED, type Sourced } from './content-types.ts';
import { bold, bullets, paragraph, type RichText } from './rich-text.ts';

/**
 * The legal guide's explainers: who makes which laws (the Constitution Act, 1867, ss. 91 and 92)
 * and how the courts fit together. Shared by the legal guide and the provincial guide.
 */
export interface JurisdictionArea {
  level: 'federal' | 'provincial';
  title: string;
  description: string;
  examples: readonly string[];
}

export interface CourtLevel {
  name: string;
  description: string;
}

export const CONSTITUTION_SOURCE: Sourced = {
  source: 'https://laws-lois.justice.gc.ca/eng/const/',
  asOf: CONTENT_REVIEWED,
};

export const JURISDICTION: readonly JurisdictionArea[] = [
  {
    level: 'federal',
    title: 'Federal laws',
    description:
      'Parliament makes laws that apply across Canada on subjects the Constitution gives to the federal government.',
    examples: [
      'Criminal law and criminal procedure (the Criminal Code)',
      'Divorce (the Divorce Act)',
      'Immigration and citizenship',
      'Bankruptcy and insolvency',
      'Banking, patents and copyright',
      'Employment in federally regulated industries such as banks, airlines and telecommunications',
    ],
  },
  {
    level: 'provincial',
    title: 'Provincial and territorial laws',
    description:
      'Each province makes laws on property and civil rights and on the administration of justice in the province; territories exercise similar powers delegated by Parliament.',
    examples: [
      'Contracts, property, and wills and estates',
      'Family property and support (outside divorce)',
      'Landlord and tenant law',
      'Employment standards for most workers',
      'Car insurance and traffic laws',
      'Organisation of the provincial courts',
    ],
  },
];

/** From the top down. */
export const COURT_OVERVIEW: readonly CourtLevel[] = [
  {
    name: 'Supreme Court of Canada',
    description:
      'The final court of appeal for all of Canada, in every area of law. It hears only the appeals it agrees to hear, apart from a few heard as of right.',
  },
  {
    name: 'Provincial and territorial courts of appeal',
    description: 'Hear appeals from the trial courts of their province or territory.',
  },
  {
    name: 'Superior courts',
    description:
      'Trial courts of general jurisdiction: serious criminal cases, divorce, large civil claims, and appeals from some lower courts and tribunals.',
  },
  {
    name: 'Provincial and territorial courts',
    description:
      'Hear most criminal cases, many family matters, youth matters, traffic and regulatory offences, and in most provinces small claims.',
  },
  {
    name: 'Federal courts',
    description:
      'The Federal Court and Federal Court of Appeal hear matters under federal law such as immigration, intellectual property and claims against the federal government; the Tax Court of Canada hears tax appeals.',
  },
  {
    name: 'Administrative tribunals',
    description:
      'Specialised bodies such as landlord-tenant boards, human rights tribunals and labour boards decide many everyday disputes faster than courts.',
  },
];

/** The provincial guide's section on Quebec's civil law (spec §2). */
export const QUEBEC_CIVIL_LAW: Sourced & { title: string; body: RichText } = {
  title: 'Quebec’s civil law',
  body: [
    paragraph(
      'Quebec is the only province whose private law — contracts, property, family, successions, civil liability — is ',
      bold('civil law'),
      ', in the French tradition, written in the Civil Code of Québec (in force since 1 January 1994). Elsewhere in Canada private law is common law, built up from court decisions.',
    ),
    paragraph(
      'Public law is shared: criminal law, constitutional law and most administrative law work in Quebec as in the rest of Canada. Three of the nine judges of the Supreme Court of Canada must come from Quebec.',
    ),
    paragraph('Some differences you will notice:'),
    bullets(
      [
        bold('Notaries'),
        ' are legal professionals who handle real estate deeds, marriage contracts and notarial wills.',
      ],
      [
        bold('Prescription'),
        ' is the civil-law term for a limitation period; most claims prescribe after 3 years.',
      ],
      [
        bold('Family patrimony'),
        ' is shared between married and civil-union spouses when they separate.',
      ],
      [bold('Small claims'), ' up to $15,000 are heard without lawyers representing the parties.'],
      [bold('Hypothec'), ' is the civil-law term for a mortgage.'],
    ),
  ],
  source: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991',
  asOf: CONTENT_REVIEWED,
};
