import { SectionPage } from '../shared/content-page.tsx';
import { LegalAdviceCta } from '../shared/legal-advice-cta.tsx';
import { BlogList } from './blog-list.tsx';

export function BlogPage() {
  return (
    <SectionPage section="blog" path="/blog">
      <BlogList />
      <div className="mt-16">
        <LegalAdviceCta />
      </div>
    </SectionPage>
  );
}
