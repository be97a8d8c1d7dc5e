import { CONTENT_REVIEWED } from '@cld/content/content-types';
import type { ContentPages } from '@cld/content/page-content';
import { Button } from '@cld/ui/button';
import { SectionCard } from '@cld/ui/section-card';
import { MailIcon } from '@cld/ui/icons';
import { Link } from '../../../lib/links/index.ts';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { SectionPage } from '../shared/content-page.tsx';
import { ReviewedNote } from '../shared/reviewed-note.tsx';
import { LinksCard, WithSidebar } from '../shared/sidebar.tsx';
import { FaqList } from './faq-list.tsx';

const QUICK_LINKS = [
  { to: '/browse-lawyers', label: 'content.faq.links.browse' },
  { to: '/how-to-choose-lawyer', label: 'content.faq.links.howToChoose' },
  { to: '/legal-resources', label: 'content.faq.links.legalResources' },
  { to: '/provincial-guide', label: 'content.faq.links.provincialGuide' },
] as const;

/** The FAQ page, its records in the page's language (the route's loader, decision 028). */
export function FaqPage({ content }: { content: ContentPages['faq'] }) {
  const t = useT(contentMessages);
  return (
    <SectionPage section="faq" path="/faq">
      <WithSidebar
        sidebarLabel={t('content.faq.sidebarLabel')}
        sidebar={
          <>
            <LinksCard title={t('content.faq.quickLinksTitle')} links={QUICK_LINKS} />
            <SectionCard title={t('content.faq.supportTitle')} contentClassName="space-y-4 text-sm">
              <p>{t('content.faq.supportBody')}</p>
              <p className="text-muted-foreground">{content.responseTime}</p>
              <Button asChild className="w-full">
                <Link to="/contact">
                  <MailIcon />
                  {t('content.faq.supportAction')}
                </Link>
              </Button>
            </SectionCard>
          </>
        }
      >
        <section aria-labelledby="faq-questions-title">
          <h2 id="faq-questions-title" className="sr-only">
            {t('content.faq.questionsTitle')}
          </h2>
          <FaqList entries={content.entries} categories={content.categories} />
        </section>
      </WithSidebar>
      <ReviewedNote date={CONTENT_REVIEWED} />
    </SectionPage>
  );
}
