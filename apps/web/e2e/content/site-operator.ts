/**
 * The operator the end-to-end site is configured with (`SITE_OPERATOR_*`, `PRIVACY_OFFICER_*`): the
 * production build requires them, and the tests check the pages show exactly these.
 */
export const E2E_OPERATOR = {
  name: 'Example Directory Operations Inc.',
  address: '200 Test Avenue, Ottawa ON  K1P 1A1',
  email: 'operator@example.org',
  phone: '613-555-0142',
  privacyOfficer: {
    name: 'Pat Privacy',
    email: 'privacy-officer@example.org',
    phone: '613-555-0143',
  },
} as const;

export const E2E_OPERATOR_ENV = {
  SITE_OPERATOR_NAME: E2E_OPERATOR.name,
  SITE_OPERATOR_ADDRESS: E2E_OPERATOR.address,
  SITE_OPERATOR_EMAIL: E2E_OPERATOR.email,
  SITE_OPERATOR_PHONE: E2E_OPERATOR.phone,
  PRIVACY_OFFICER_NAME: E2E_OPERATOR.privacyOfficer.name,
  PRIVACY_OFFICER_EMAIL: E2E_OPERATOR.privacyOfficer.email,
  PRIVACY_OFFICER_PHONE: E2E_OPERATOR.privacyOfficer.phone,
};
