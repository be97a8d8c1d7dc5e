/**
 * What "Verified" means everywhere on the site (DESIGN §5.2): the FAQ, the terms and the profile
 * badges all use these words.
 */
export const VERIFIED_MEANING =
  '"Verified" means one of our administrators checked the lawyer’s licence with their law society (licence number, regulator and date checked).';

export const SELF_REPORTED_MEANING =
  'Profiles without that check are marked "self-reported": the information comes from the lawyer and has not been checked by us.';
