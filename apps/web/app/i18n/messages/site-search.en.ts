/** The site search page (/search?q=). */
export const siteSearchEn = {
  metaTitle: 'Search | Canada Lawyer Directory',
  metaTitleFor: 'Search results for “{query}” | Canada Lawyer Directory',
  metaDescription:
    'Search lawyers across Canada and our plain-language legal guides, answers and articles.',
  title: 'Search',
  titleFor: 'Search results for “{query}”',
  label: 'Search lawyers, guides and articles',
  placeholder: 'e.g. divorce in Ontario, a lawyer’s name, small claims',
  submit: 'Search',
  intro: 'Search the directory’s lawyers and our guides, answers and articles in one place.',
  lawyers: {
    title: 'Lawyers',
    seeAll: { one: 'See the lawyer in the directory', other: 'See all {count} lawyers' },
    browse: 'Browse all lawyers',
    error: 'The lawyers could not be searched just now. Please try again later.',
  },
  content: {
    title: 'Guides, answers and articles',
    none: 'No guide, answer or article matches “{query}”.',
    kinds: {
      guide: 'Guide',
      'practice-area': 'Practice area guide',
      province: 'Provincial guide',
      resource: 'Legal resource',
      faq: 'Question and answer',
      blog: 'Article',
      news: 'Legal news',
    },
  },
} as const;

export default siteSearchEn;
