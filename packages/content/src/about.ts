import { PROVINCES } from './provinces.ts';
import { SITE_SERVICE } from './site-operator.ts';
import { VERIFIED_MEANING } from './verification.ts';

/**
 * The about page. Figures about the directory (lawyers, cities, practice areas, provinces) are not
 * written here: DESIGN §5.1 has them counted live from the database, so each statistic names the
 * count the page must fetch.
 */
export interface AboutStatistic {
  label: string;
  live: 'lawyers' | 'cities' | 'practiceAreas' | 'provinces';
}

export const ABOUT = {
  title: `About ${SITE_SERVICE.siteName}`,
  intro:
    'We help people across Canada understand their legal situation and find a lawyer who practises in the right area, in the right place.',
  statistics: [
    { label: 'Lawyers listed', live: 'lawyers' },
    { label: 'Cities', live: 'cities' },
    { label: 'Practice areas', live: 'practiceAreas' },
    { label: 'Provinces and territories', live: 'provinces' },
  ] satisfies readonly AboutStatistic[],
  directory: [
    'Search lawyers by practice area, province or territory, city, experience and language.',
    'Every profile shows whether the lawyer’s licence has been verified by us or is self-reported.',
    VERIFIED_MEANING,
  ],
  mission:
    'Legal problems are stressful and the system is hard to navigate. Our mission is to give everyone in Canada clear, dated, sourced legal information and a straightforward way to reach a lawyer, free of charge.',
  reasons: [
    { title: 'Free for the public', text: 'Searching and contacting lawyers costs nothing.' },
    {
      title: 'All of Canada',
      text: 'Guides, courts, law societies and legal aid for all 13 provinces and territories.',
    },
    {
      title: 'Sourced information',
      text: 'Our guides link to the official sources they were checked against, with the date of the check.',
    },
    {
      title: 'Honest verification',
      text: 'We say exactly what we checked about a lawyer, and mark everything else as self-reported.',
    },
  ],
  servicesForClients: [
    'Search and compare lawyers',
    'Send a message or request a consultation',
    'Read plain-language guides by practice area and province',
    'Find legal aid, clinics and emergency help',
  ],
  servicesForLawyers: [
    'A free public profile',
    'Contact and consultation requests in your dashboard',
    'Licence verification shown on your profile',
  ],
  provinces: PROVINCES.map((p) => p.name),
  /** The operator's e-mail and phone are configuration (`SITE_OPERATOR_*`), shown beside these. */
  contact: {
    businessHours: SITE_SERVICE.businessHours,
    responseTime: SITE_SERVICE.responseTime,
  },
} as const;
