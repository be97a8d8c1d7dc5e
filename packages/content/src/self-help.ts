import { CONTENT_REVIEWED, type Sourced } from './content-types.ts';
import { searchSelfHelpCategories } from './list-filters.ts';
import { PROVINCE_LEGAL_INFO } from './province-legal-info.ts';
import { PROVINCES } from './provinces.ts';

/**
 * Self-help resources for the legal resources page (spec §3 "self-help category"), searchable by
 * category name, resource name and description. `icon` is a key the page maps to its icon set, so
 * the content stays free of UI code.
 */
export type Availability = 'Online, any time' | 'Phone and online' | 'In person and online';

export interface SelfHelpResource extends Sourced {
  name: string;
  description: string;
  availability: Availability;
  url: string;
}

export interface SelfHelpCategory {
  slug: string;
  category: string;
  icon: 'map' | 'book' | 'family' | 'scale' | 'helping-hand' | 'shield';
  resources: readonly SelfHelpResource[];
}

function resource(
  name: string,
  url: string,
  description: string,
  availability: Availability = 'Online, any time',
): SelfHelpResource {
  return { name, url, description, availability, source: url, asOf: CONTENT_REVIEWED };
}

export const SELF_HELP: readonly SelfHelpCategory[] = [
  {
    slug: 'provincial-legal-information',
    category: 'Legal information by province',
    icon: 'map',
    resources: PROVINCES.map(({ code, name }) => {
      const site = PROVINCE_LEGAL_INFO[code].selfHelp;
      return resource(site.name, site.url, `Plain-language legal information for ${name}.`);
    }),
  },
  {
    slug: 'laws-and-decisions',
    category: 'Laws and court decisions',
    icon: 'book',
    resources: [
      resource(
        'CanLII',
        'https://www.canlii.org',
        'Free database of Canadian court decisions, statutes and regulations from every jurisdiction.',
      ),
      resource(
        'Justice Laws Website',
        'https://laws-lois.justice.gc.ca',
        'The official consolidated federal statutes and regulations, including the Criminal Code.',
      ),
      resource(
        'Canadian Charter of Rights and Freedoms',
        'https://laws-lois.justice.gc.ca/eng/const/page-12.html',
        'The official text of the Charter: fundamental freedoms, legal rights and equality rights.',
      ),
      resource(
        'Supreme Court of Canada',
        'https://www.scc-csc.ca',
        'Judgments, case summaries and hearing schedules of Canada’s final court of appeal.',
      ),
    ],
  },
  {
    slug: 'family-law',
    category: 'Family law',
    icon: 'family',
    resources: [
      resource(
        'Family law — Department of Justice Canada',
        'https://www.justice.gc.ca/eng/fl-df/index.html',
        'Federal information on divorce, parenting arrangements, and child and spousal support.',
      ),
      resource(
        'Divorce — Department of Justice Canada',
        'https://www.justice.gc.ca/eng/fl-df/divorce/',
        'How divorce works under the Divorce Act, and where to apply.',
      ),
      resource(
        'Child support — Department of Justice Canada',
        'https://www.justice.gc.ca/eng/fl-df/child-enfant/index.html',
        'The Federal Child Support Guidelines, tables and a look-up of table amounts.',
      ),
    ],
  },
  {
    slug: 'disputes-and-tribunals',
    category: 'Disputes, small claims and tribunals',
    icon: 'scale',
    resources: [
      resource(
        'Civil Resolution Tribunal (BC)',
        'https://civilresolutionbc.ca',
        'Online tribunal for BC small claims up to $5,000, strata disputes and some motor vehicle injury claims.',
      ),
      resource(
        'Tribunals Ontario',
        'https://tribunalsontario.ca',
        'Ontario’s adjudicative tribunals, including the Landlord and Tenant Board and the Human Rights Tribunal.',
      ),
      resource(
        'Tribunal administratif du logement (QC)',
        'https://www.tal.gouv.qc.ca',
        'Quebec’s tribunal for residential lease disputes, rent increases and evictions.',
      ),
    ],
  },
  {
    slug: 'finding-help',
    category: 'Finding legal help',
    icon: 'helping-hand',
    resources: [
      resource(
        '211',
        'https://211.ca',
        'Free, confidential referrals to community, social and legal-clinic services near you. Dial 2-1-1.',
        'Phone and online',
      ),
      resource(
        'Pro Bono Ontario',
        'https://www.probonoontario.org',
        'Free legal help from volunteer lawyers for Ontarians who cannot afford a lawyer.',
        'Phone and online',
      ),
      resource(
        'Access Pro Bono (BC)',
        'https://accessprobono.ca',
        'Free legal advice clinics and programmes across British Columbia.',
        'In person and online',
      ),
    ],
  },
  {
    slug: 'human-rights',
    category: 'Human rights',
    icon: 'shield',
    resources: [
      resource(
        'Canadian Human Rights Commission',
        'https://www.chrc-ccdp.gc.ca',
        'Complaints of discrimination by federally regulated employers and service providers.',
      ),
      resource(
        'Human Rights Legal Support Centre (Ontario)',
        'https://www.hrlsc.on.ca',
        'Free legal help for people who have experienced discrimination in Ontario.',
        'Phone and online',
      ),
    ],
  },
];

/** The categories and resources matching `query` (list-filters.ts). */
export function searchSelfHelp(query: string): SelfHelpCategory[] {
  return searchSelfHelpCategories(SELF_HELP, query);
}
