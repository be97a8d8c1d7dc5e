/**
 * How the booking page reaches a booking (issue 37 item 5): the e-mailed link's token, or the
 * booking's id for its signed-in owner (the client's space, the lawyer's dashboard). One page, one
 * set of forms, either way.
 */
export type ManageKey = { token: string } | { id: number };

/** The page's address for `key`, without a step: `/booking?token=…` or `/booking?booking=42`. */
export function manageBase(key: ManageKey): string {
  return 'token' in key
    ? `/booking?token=${encodeURIComponent(key.token)}`
    : `/booking?booking=${key.id}`;
}
