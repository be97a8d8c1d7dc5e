import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { ContentPage } from '../shared/content-page.tsx';
import { LegalAdviceCta } from '../shared/legal-advice-cta.tsx';
import { BlogList } from './blog-list.tsx';

export function BlogPage() {
  const t = useT(contentMessages);
  return (
    <ContentPage
      title={t('content.blog.title')}
      intro={t('content.blog.intro')}
      crumbs={[{ name: t('content.blog.crumb'), path: '/blog' }]}
    >
      <BlogList />
      <div className="mt-16">
        <LegalAdviceCta />
      </div>
    </ContentPage>
  );
}
