/**
 * What the French twins (`x.fr.ts`, decision 028) share: the French-language page of a source where
 * the organisation publishes one, and the proper names that stay in English because their owner
 * publishes no French name.
 *
 * A French twin never types a source URL: it passes the English record's URL through
 * `frenchSource`, so the two languages cannot point at different facts. An address appears here
 * only when the French page was seen to exist (the list of those kept in English is in decision 028).
 */
const FRENCH_PAGES: Readonly<Record<string, string>> = {
  'https://www.ontario.ca/laws/statute/02l24': 'https://www.ontario.ca/fr/lois/loi/02l24',
  'https://www.legisquebec.gouv.qc.ca/en/document/cs/ccq-1991':
    'https://www.legisquebec.gouv.qc.ca/fr/document/lc/CCQ-1991',
  'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991':
    'https://www.legisquebec.gouv.qc.ca/fr/document/lc/CCQ-1991',
  'https://www.legisquebec.gouv.qc.ca/en/version/cs/C-25.01?code=se:538&history=20230105':
    'https://www.legisquebec.gouv.qc.ca/fr/document/lc/C-25.01',
  'https://ised-isde.canada.ca/site/corporations-canada/en':
    'https://ised-isde.canada.ca/site/corporations-canada/fr',
  'https://laws-lois.justice.gc.ca/eng/acts/c-46/':
    'https://laws-lois.justice.gc.ca/fra/lois/C-46/',
  'https://laws-lois.justice.gc.ca/eng/acts/L-2/': 'https://laws-lois.justice.gc.ca/fra/lois/L-2/',
  'https://laws-lois.justice.gc.ca/eng/const/': 'https://laws-lois.justice.gc.ca/fra/const/',
  'https://laws-lois.justice.gc.ca/eng/const/page-12.html':
    'https://laws-lois.justice.gc.ca/fra/const/page-12.html',
  'https://www.justice.gc.ca/eng/fl-df/index.html': 'https://www.justice.gc.ca/fra/df-fl/',
  'https://crtc.gc.ca/eng/phone/911/can.htm': 'https://crtc.gc.ca/fra/phone/911/can.htm',
  'https://crtc.gc.ca/eng/archive/2022/2022-234.htm':
    'https://crtc.gc.ca/fra/archive/2022/2022-234.htm',
  'https://crtc.gc.ca/eng/archive/2014/2014-618.htm':
    'https://crtc.gc.ca/fra/archive/2014/2014-618.htm',
  'https://decisions.scc-csc.ca/scc-csc/scc-csc/en/item/20302/index.do':
    'https://decisions.scc-csc.ca/scc-csc/scc-csc/fr/item/20302/index.do',
  'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=9810000101':
    'https://www150.statcan.gc.ca/t1/tbl1/fr/tv.action?pid=9810000101',
  'https://www.legalaid.on.ca': 'https://www.legalaid.on.ca/fr/',
  'https://stepstojustice.ca': 'https://stepstojustice.ca/fr/',
  'https://www.canlii.org': 'https://www.canlii.org/fr/',
  'https://www.cmhc-schl.gc.ca': 'https://www.cmhc-schl.gc.ca/fr',
  'https://www.irb-cisr.gc.ca': 'https://www.irb-cisr.gc.ca/fr/',
  'https://www.chrc-ccdp.gc.ca': 'https://www.chrc-ccdp.gc.ca/fr',
  'https://www.canlii.org/en/on/': 'https://www.canlii.org/fr/on/',
  'https://www.canlii.org/en/qc/': 'https://www.canlii.org/fr/qc/',
  'https://www.canlii.org/en/bc/': 'https://www.canlii.org/fr/bc/',
  'https://www.canlii.org/en/ab/': 'https://www.canlii.org/fr/ab/',
  'https://www.canlii.org/en/mb/': 'https://www.canlii.org/fr/mb/',
  'https://www.canlii.org/en/sk/': 'https://www.canlii.org/fr/sk/',
  'https://www.canlii.org/en/ns/': 'https://www.canlii.org/fr/ns/',
  'https://www.canlii.org/en/nb/': 'https://www.canlii.org/fr/nb/',
  'https://www.canlii.org/en/nl/': 'https://www.canlii.org/fr/nl/',
  'https://www.canlii.org/en/pe/': 'https://www.canlii.org/fr/pe/',
  'https://www.canlii.org/en/nt/': 'https://www.canlii.org/fr/nt/',
  'https://www.canlii.org/en/yk/': 'https://www.canlii.org/fr/yk/',
  'https://www.canlii.org/en/nu/': 'https://www.canlii.org/fr/nu/',
};

/** The French page of `url` where one is known, otherwise `url` itself (kept in English). */
export function frenchSource(url: string): string {
  return FRENCH_PAGES[url] ?? url;
}

/** Every English address with a known French page, for the decision record and the tests. */
export function frenchPageList(): readonly (readonly [string, string])[] {
  return Object.entries(FRENCH_PAGES);
}

/**
 * Names the French text keeps in English: organisations and statutes whose owner publishes no
 * French name (most of them in the English-only provinces). The French-content test ignores them
 * when it looks for untranslated English.
 */
export const KEPT_IN_ENGLISH: readonly string[] = [
  'Law Society of British Columbia',
  'Law Society of Alberta',
  'Law Society of Saskatchewan',
  "Nova Scotia Barristers' Society",
  'Law Society of Newfoundland and Labrador',
  'Law Society of Prince Edward Island',
  'Law Society of the Northwest Territories',
  'Law Society of Yukon',
  'Law Society of Nunavut',
  'Legal Aid BC',
  'Legal Aid Alberta',
  'Legal Aid Saskatchewan',
  'Nova Scotia Legal Aid',
  'Newfoundland and Labrador Legal Aid Commission',
  'Prince Edward Island Legal Aid',
  'Legal Aid Commission of the Northwest Territories',
  'Yukon Legal Services Society',
  'Legal Services Board of Nunavut',
  'Nunavut Legal Aid',
  'Clicklaw',
  'Courthouse Libraries BC',
  'Centre for Public Legal Education Alberta',
  'Community Legal Education Association',
  'Public Legal Education Association of Saskatchewan',
  'Legal Information Society of Nova Scotia',
  'Public Legal Information Association of Newfoundland and Labrador',
  'Steps to Justice',
  'Pro Bono Ontario',
  'Pro Bono Law Alberta',
  'Alberta Law Libraries',
  'Access Pro Bono',
  // Statutes of the English-only provinces, quoted under their only official title.
  'Limitation Act',
  'Limitations Act',
  'The Limitations Act',
  'Family Law Act',
  'Residential Tenancy Act',
  'Residential Tenancies Act, 2018',
  'Residential Tenancies Act',
  'The Residential Tenancies Act, 2006',
  'Employment Standards Act',
  'Employment Standards Code',
  'Human Rights Code',
  'Alberta Human Rights Act',
  'Human Rights Act, 2010',
  'Human Rights Act',
  'The Family Property Act',
  'Family Property Act',
  'The Saskatchewan Employment Act',
  'The Saskatchewan Human Rights Code, 2018',
  'Parenting and Support Act',
  'Matrimonial Property Act',
  'Labour Standards Code',
  'Labour Standards Act',
  'Automobile Insurance Act',
  'Legal Professions Act',
  'Community Legal Information',
  'Law Foundation of PEI',
  'Enhanced Care',
  'Office of Residential Tenancies',
  'Residential Tenancy Branch',
  'Residential Tenancy Dispute Resolution Service',
  'Civil Resolution Tribunal',
  'Personal Injury Protection Plan',
];
