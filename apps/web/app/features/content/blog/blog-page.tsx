import type { ContentPages } from '@cld/content/page-content';
import { SectionPage } from '../shared/content-page.tsx';
import { LegalAdviceCta } from '../shared/legal-advice-cta.tsx';
import { BlogList } from './blog-list.tsx';

export function BlogPage({ content }: { content: ContentPages['blog'] }) {
  return (
    <SectionPage section="blog" path="/blog">
      <BlogList posts={content.posts} categoryLabels={content.categoryLabels} />
      <div className="mt-16">
        <LegalAdviceCta />
      </div>
    </SectionPage>
  );
}
