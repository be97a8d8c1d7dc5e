import type { IsoDate } from './content-types.ts';
import type { RichText } from './rich-text.ts';

/** A legal page (privacy policy, terms) as numbered sections with the date of its last change. */
export interface PolicySection {
  id: string;
  title: string;
  body: RichText;
}

export interface PolicyDocument {
  title: string;
  /** The day the text last changed: pages show this, never today's date. */
  lastUpdated: IsoDate;
  sections: readonly PolicySection[];
}
