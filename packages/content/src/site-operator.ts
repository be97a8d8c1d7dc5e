/**
 * Who runs the site. The operator's identity is configuration, not content (decision 019): the web
 * server reads it from `SITE_OPERATOR_*` and `PRIVACY_OFFICER_*` at boot (required in production)
 * and the contact, privacy and terms pages show it. Content names the operator only by role ("the
 * operator", "our Privacy Officer") and points to those details.
 */
export interface SiteOperator {
  /** The person or organisation legally responsible for the site. */
  name: string;
  /** Postal address, one line. */
  address: string;
  email: string;
  phone: string;
  privacyOfficer: {
    name: string;
    email: string;
    phone: string;
  };
  /** Development stand-ins, shown as such: never a real person's details. */
  placeholder: boolean;
}

/**
 * The development stand-in: reserved example.ca addresses and 555-01xx numbers, reaching nobody.
 * Only a server outside production falls back to it, and the pages say it is a placeholder.
 */
export const PLACEHOLDER_SITE_OPERATOR: SiteOperator = {
  name: 'Demonstration operator (placeholder)',
  address: '100 Example Street, Ottawa ON  K1A 0A1 (placeholder)',
  email: 'hello@example.ca',
  phone: '613-555-0100',
  privacyOfficer: {
    name: 'Privacy Officer (placeholder)',
    email: 'privacy@example.ca',
    phone: '613-555-0101',
  },
  placeholder: true,
};

/** The site's name, and the service promises the contact page makes (spec §9). */
export const SITE_SERVICE = {
  siteName: 'Canada Lawyer Directory',
  /** Business hours as the spec gives them (§9), Eastern time. */
  businessHours: 'Monday to Friday, 9:00 AM to 6:00 PM Eastern Time',
  responseTime: 'We reply to messages within 24 hours on business days.',
} as const;
