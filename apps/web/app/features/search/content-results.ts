/** What `/search` shows of a guide, resource, answer or article (found on the server). */
export type ContentResultKind =
  'guide' | 'practice-area' | 'province' | 'resource' | 'faq' | 'blog' | 'news';

/** A run of a snippet's text; `match` marks a word of the query. */
export interface SnippetPart {
  text: string;
  match?: true;
}

export interface ContentResult {
  kind: ContentResultKind;
  title: string;
  /** The site path that shows it (with the section's anchor where the page has one). */
  path: string;
  /** The passage of its text that matched best, the query's words marked. */
  snippet: SnippetPart[];
}
