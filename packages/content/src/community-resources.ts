import { CONTENT_REVIEWED, type ExternalLink } from './content-types.ts';

/**
 * The legal resources page's community cards (spec §2): law libraries, legal clinics and pro bono
 * programmes, each with a few official examples. Every province has some of each; the examples are
 * those whose sites were confirmed, and 211 finds the nearest clinic anywhere.
 */
export interface CommunityResourceType {
  slug: 'law-libraries' | 'legal-clinics' | 'pro-bono';
  title: string;
  description: string;
  examples: readonly ExternalLink[];
}

function example(name: string, url: string, description: string): ExternalLink {
  return { name, url, description, source: url, asOf: CONTENT_REVIEWED };
}

export const COMMUNITY_RESOURCES: readonly CommunityResourceType[] = [
  {
    slug: 'law-libraries',
    title: 'Law libraries',
    description:
      'Courthouse law libraries are open to the public. Librarians cannot give legal advice, but they help you find legislation, cases, forms and plain-language guides.',
    examples: [
      example(
        'Courthouse Libraries BC',
        'https://www.courthouselibrary.ca',
        'Law libraries in courthouses across British Columbia, and the Clicklaw portal.',
      ),
      example(
        'Alberta Law Libraries',
        'https://lawlibrary.ab.ca',
        'Public law libraries in Alberta courthouses, with guides to finding forms and precedents.',
      ),
    ],
  },
  {
    slug: 'legal-clinics',
    title: 'Community legal clinics',
    description:
      'Free legal help for people with low income, often on housing, income support, employment and human rights. Law schools also run student legal clinics.',
    examples: [
      example(
        'Legal Aid Ontario',
        'https://www.legalaid.on.ca',
        'Funds community legal clinics across Ontario; its site lists the clinic for your area.',
      ),
      example('211', 'https://211.ca', 'Finds the legal clinic nearest you anywhere in Canada.'),
    ],
  },
  {
    slug: 'pro-bono',
    title: 'Pro bono programmes',
    description:
      'Volunteer lawyers give free advice, and sometimes representation, to people who cannot afford a lawyer and do not qualify for legal aid.',
    examples: [
      example(
        'Pro Bono Ontario',
        'https://www.probonoontario.org',
        'Free legal advice for Ontarians from volunteer lawyers.',
      ),
      example(
        'Access Pro Bono',
        'https://accessprobono.ca',
        'Free legal advice clinics across British Columbia.',
      ),
      example('Pro Bono Law Alberta', 'https://www.pbla.ca', 'Pro bono legal services in Alberta.'),
    ],
  },
];
