/**
 * The visitor's time zone, by name only (issue 37 item 2: one clock). The browser says which zone
 * its person is in; the server's time-zone database says what time it is there. Pages send the
 * name with their requests and show the times the server wrote (`@cld/reference/appointment-time`),
 * never a time worked out with the browser's own zone rules, which can disagree with the server's.
 */

/** The visitor's IANA time zone ("America/Winnipeg"); undefined when the browser does not say. */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
