import type { IsoDate } from '@cld/content/content-types';

/** schema.org `Article` for a blog post or a news item. */
export function articleSchema({
  url,
  headline,
  description,
  datePublished,
  dateModified,
  author,
  publisher,
  keywords,
  section,
  isBasedOn,
}: {
  url: string;
  headline: string;
  description: string;
  datePublished: IsoDate;
  dateModified?: IsoDate;
  author: string;
  publisher: string;
  keywords?: readonly string[];
  section?: string;
  /** The official page a news item reports on. */
  isBasedOn?: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline,
    description,
    datePublished,
    dateModified: dateModified ?? datePublished,
    inLanguage: 'en-CA',
    author: { '@type': 'Organization', name: author },
    publisher: { '@type': 'Organization', name: publisher },
    ...(keywords?.length ? { keywords: keywords.join(', ') } : {}),
    ...(section ? { articleSection: section } : {}),
    ...(isBasedOn ? { isBasedOn } : {}),
  };
}

/** schema.org `FAQPage`: every question with its answer as plain text. */
export function faqPageSchema({
  url,
  entries,
}: {
  url: string;
  entries: readonly { question: string; answer: string }[];
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
