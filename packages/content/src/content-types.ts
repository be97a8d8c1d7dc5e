/**
 * Shapes shared by the static content modules. Everything here is plain data, safe to ship to the
 * browser.
 */

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`;

/**
 * A record a reader could act on (call, visit, rely on) names the official https page it was
 * checked against and the day of that check, so a reader and a maintainer can re-check it.
 */
export interface Sourced {
  source: string;
  asOf: IsoDate;
}

/** A link to an outside page, itself sourced: the page it points to is where it was checked. */
export interface ExternalLink extends Sourced {
  name: string;
  url: string;
  description?: string;
}

/** The day this content was last reviewed against its sources. */
export const CONTENT_REVIEWED: IsoDate = '2026-11-22';
