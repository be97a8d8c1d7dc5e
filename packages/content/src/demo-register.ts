import type { RegulatorSlug } from '@cld/reference/regulators';

/**
 * The demo's own register files (issue 39, decision 019): fictional people in the format of three
 * regulators' public registers, imported on the demo's first start through the same import an
 * operator runs (`admin-seed import-register`), so the demo shows unclaimed listings that say where
 * they come from and can be claimed. Phone numbers are the reserved 555-01xx range and addresses
 * are on example.com (RFC 2606): no real person is reached. With an e-mail the register publishes,
 * a claim code goes there (the demo's mailbox shows it); without one, a claim goes to the
 * administrators' review.
 *
 * Each entry is what a register file's row holds once read (`@cld/validation/register`'s
 * `registerEntrySchema` checks it on import, as it checks a file's).
 */
export interface DemoRegisterEntry {
  name: string;
  licenceNumber: string;
  status: 'practising';
  city: string;
  province: string;
  firm?: string;
  practiceAreas: string[];
  languages: string[];
  registerDate: string;
  email?: string;
  phone?: string;
}

export interface DemoRegister {
  regulator: RegulatorSlug;
  entries: readonly DemoRegisterEntry[];
}

export const DEMO_REGISTERS: readonly DemoRegister[] = [
  {
    regulator: 'law-society-of-ontario',
    entries: [
      {
        name: 'Priya Raman',
        licenceNumber: 'LSO-P81001',
        status: 'practising',
        city: 'Toronto',
        province: 'ON',
        firm: 'Raman Family Law',
        practiceAreas: ['family-law', 'wills-estates'],
        languages: ['English', 'Tamil'],
        registerDate: '2026-11-01',
        email: 'priya.raman@example.com',
        phone: '416-555-0131',
      },
      {
        name: 'Marcus Delorme',
        licenceNumber: 'LSO-P81002',
        status: 'practising',
        city: 'Ottawa',
        province: 'ON',
        practiceAreas: ['criminal-law'],
        languages: ['English', 'French'],
        registerDate: '2026-11-01',
        phone: '613-555-0132',
      },
      {
        name: 'Helen Kowalczyk',
        licenceNumber: 'LSO-P81003',
        status: 'practising',
        city: 'Hamilton',
        province: 'ON',
        firm: 'Kowalczyk Employment Law',
        practiceAreas: ['employment-law'],
        languages: ['English', 'Polish'],
        registerDate: '2026-11-01',
        email: 'helen.kowalczyk@example.com',
      },
      {
        name: 'Daniel Osei',
        licenceNumber: 'LSO-P81004',
        status: 'practising',
        city: 'Brampton',
        province: 'ON',
        practiceAreas: ['immigration-law'],
        languages: ['English'],
        registerDate: '2026-11-01',
        email: 'daniel.osei@example.com',
        phone: '905-555-0134',
      },
    ],
  },
  {
    regulator: 'barreau-du-quebec',
    entries: [
      {
        name: 'Émilie Gagnon',
        licenceNumber: 'BQ-181001',
        status: 'practising',
        city: 'Montréal',
        province: 'QC',
        firm: 'Gagnon Avocats',
        practiceAreas: ['family-law', 'civil-litigation'],
        languages: ['French', 'English'],
        registerDate: '2026-11-15',
        email: 'emilie.gagnon@example.com',
        phone: '514-555-0141',
      },
      {
        name: 'Samuel Bouchard',
        licenceNumber: 'BQ-181002',
        status: 'practising',
        city: 'Québec',
        province: 'QC',
        practiceAreas: ['criminal-law'],
        languages: ['French'],
        registerDate: '2026-11-15',
        phone: '418-555-0142',
      },
      {
        name: 'Nadia Haddad',
        licenceNumber: 'BQ-181003',
        status: 'practising',
        city: 'Laval',
        province: 'QC',
        practiceAreas: ['immigration-law'],
        languages: ['French', 'English', 'Arabic'],
        registerDate: '2026-11-15',
        email: 'nadia.haddad@example.com',
      },
    ],
  },
  {
    regulator: 'law-society-of-british-columbia',
    entries: [
      {
        name: 'Kevin Chan',
        licenceNumber: 'LSBC-61001',
        status: 'practising',
        city: 'Vancouver',
        province: 'BC',
        firm: 'Chan Property Law',
        practiceAreas: ['real-estate-law'],
        languages: ['English', 'Cantonese'],
        registerDate: '2026-11-20',
        email: 'kevin.chan@example.com',
        phone: '604-555-0151',
      },
      {
        name: 'Sarah Thompson',
        licenceNumber: 'LSBC-61002',
        status: 'practising',
        city: 'Victoria',
        province: 'BC',
        practiceAreas: ['employment-law'],
        languages: ['English'],
        registerDate: '2026-11-20',
      },
    ],
  },
];
