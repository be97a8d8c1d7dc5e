/**
 * Who runs the site, as the privacy policy, terms and about page name it. The operator is
 * fictional: the addresses use the reserved example.ca domain and the 555-01xx phone range, to be
 * replaced by the real operator's details before launch.
 */
export const SITE_OPERATOR = {
  siteName: 'Canada Lawyer Directory',
  legalName: 'Canada Lawyer Directory (demonstration operator)',
  generalEmail: 'hello@example.ca',
  supportEmail: 'support@example.ca',
  phone: '613-555-0100',
  privacyOfficer: {
    title: 'Privacy Officer (person in charge of the protection of personal information)',
    email: 'privacy@example.ca',
    phone: '613-555-0101',
  },
  /** Business hours as the spec gives them (§9), Eastern time. */
  businessHours: 'Monday to Friday, 9:00 AM to 6:00 PM Eastern Time',
  responseTime: 'We reply to messages within 24 hours on business days.',
} as const;
