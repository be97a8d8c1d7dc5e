// The content feature's public API: all that other features and routes may import from it (decision 023).
export { AboutPage } from './about/about-page.tsx';
export { BlogPage } from './blog/blog-page.tsx';
export { BlogPostNotFound, BlogPostPage } from './blog/blog-post-page.tsx';
export { ContactPage } from './contact/contact-page.tsx';
export { FaqPage } from './faq/faq-page.tsx';
export { HowToChoosePage } from './how-to-choose/how-to-choose-page.tsx';
export { LegalGuidePage } from './legal-guide/legal-guide-page.tsx';
export { LegalNewsPage } from './legal-news/legal-news-page.tsx';
export { LegalResourcesPage } from './legal-resources/legal-resources-page.tsx';
export { PolicyPage } from './policies/policy-page.tsx';
export { PracticeAreasPage } from './practice-areas/practice-areas-page.tsx';
export { ProvincialGuidePage } from './provincial-guide/provincial-guide-page.tsx';
export { contentPageMeta, sectionPageMeta } from './shared/content-meta.ts';
export { articleSchema, faqPageSchema } from './shared/structured-data.ts';
