import { CONTENT_REVIEWED } from '@cld/content/content-types';
import type { ContentPages } from '@cld/content/page-content';
import { Badge } from '@cld/ui/badge';
import { SectionCard } from '@cld/ui/section-card';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { ContentPage } from '../shared/content-page.tsx';
import { ExternalLink } from '../shared/external-link.tsx';
import { useContentDate } from '../shared/format-date.ts';
import { ReviewedNote } from '../shared/reviewed-note.tsx';
import { LinksCard, WithSidebar } from '../shared/sidebar.tsx';
import { IMPACT_VARIANTS, NewsList } from './news-list.tsx';

const RESOURCE_LINKS = [
  { to: '/legal-guide', label: 'content.legalNews.links.legalGuide' },
  { to: '/provincial-guide', label: 'content.legalNews.links.provincialGuide' },
  { to: '/legal-resources', label: 'content.legalNews.links.legalResources' },
  { to: '/faq', label: 'content.legalNews.links.faq' },
] as const;

/** The news page, its records in the page's language (the route's loader, decision 028). */
export function LegalNewsPage({ content }: { content: ContentPages['legalNews'] }) {
  const t = useT(contentMessages);
  const contentDate = useContentDate();
  return (
    <ContentPage
      title={t('content.legalNews.title')}
      intro={
        <>
          <p>{t('content.legalNews.intro')}</p>
          <p className="mt-2 text-base">
            {t('content.legalNews.currentAsOf', { date: contentDate(content.asOf) })}
          </p>
        </>
      }
      crumbs={[{ name: t('content.legalNews.crumb'), path: '/legal-news' }]}
    >
      <WithSidebar
        sidebarLabel={t('content.legalNews.sidebarLabel')}
        sidebar={
          <>
            <SectionCard title={t('content.legalNews.upcomingTitle')}>
              <ul className="space-y-5">
                {content.upcoming.map((change) => (
                  <li key={change.id}>
                    <h3 className="font-semibold">{change.title}</h3>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                      <time dateTime={change.effectiveDate}>
                        {t('content.legalNews.effective', {
                          date: contentDate(change.effectiveDate),
                        })}
                      </time>
                      <Badge variant={IMPACT_VARIANTS[change.impactLevel]}>
                        {t('content.legalNews.impact', {
                          impact: content.impactLabels[change.impactLevel],
                        })}
                      </Badge>
                    </p>
                    <p className="mt-2 text-sm">{change.description}</p>
                    <p className="mt-1 text-xs text-muted-foreground">
                      {change.affectedAreas.join(', ')}
                    </p>
                    <ExternalLink href={change.source} className="mt-1 inline-block text-sm">
                      {t('content.legalNews.officialSource')}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </SectionCard>
            <LinksCard title={t('content.legalNews.resourcesTitle')} links={RESOURCE_LINKS} />
          </>
        }
      >
        <section aria-labelledby="news-title">
          <h2 id="news-title" className="mb-6 text-2xl font-bold tracking-tight">
            {t('content.legalNews.latest')}
          </h2>
          <NewsList articles={content.articles} impactLabels={content.impactLabels} />
        </section>
      </WithSidebar>
      <ReviewedNote date={CONTENT_REVIEWED} />
    </ContentPage>
  );
}
