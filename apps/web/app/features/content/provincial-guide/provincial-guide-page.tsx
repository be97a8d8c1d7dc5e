import { CONTENT_REVIEWED } from '@cld/content/content-types';
import type { ContentPages } from '@cld/content/page-content';
import { Button } from '@cld/ui/button';
import { Link } from '../../../lib/links/index.ts';
import { useFormatters, useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { useProvinceName } from '../../reference/index.ts';
import { JurisdictionOverview } from '../guides/jurisdiction-overview.tsx';
import { ProvinceTabs } from '../guides/province-tabs.tsx';
import { ProvincialDetails } from '../guides/provincial-details.tsx';
import { ContentSection, SectionPage } from '../shared/content-page.tsx';
import { ExternalLink } from '../shared/external-link.tsx';
import { ReviewedNote } from '../shared/reviewed-note.tsx';
import { RichTextView } from '../shared/rich-text.tsx';

/** All 13 provinces and territories (DESIGN §5.6), each button showing its population. */
/** The 13 guides in the page's language (the route's loader, decision 028). */
export function ProvincialGuidePage({ content }: { content: ContentPages['provincialGuide'] }) {
  const t = useT(contentMessages);
  const provinceName = useProvinceName();
  const QUEBEC_CIVIL_LAW = content.quebecCivilLaw;
  const findProvincialGuide = (code: string) =>
    content.provincialGuides.find((guide) => guide.code === code);
  const format = useFormatters();
  return (
    <SectionPage section="provincialGuide" path="/provincial-guide">
      <div className="space-y-16">
        <JurisdictionOverview areas={content.jurisdiction.areas} />
        <ContentSection
          id="provinces"
          title={t('content.provincialGuide.selectTitle')}
          intro={t('content.provincialGuide.selectIntro')}
        >
          <ProvinceTabs
            label={t('content.provincialGuide.selectLabel')}
            triggerLabel={(province) => {
              const guide = findProvincialGuide(province.code);
              return (
                <span className="flex flex-col items-center leading-tight">
                  <span>{provinceName(province.code)}</span>
                  {guide && (
                    <span className="text-xs font-normal">
                      {format.number(guide.population.count)}
                    </span>
                  )}
                </span>
              );
            }}
          >
            {(code) => {
              const guide = findProvincialGuide(code);
              return guide && <ProvincialDetails guide={guide} />;
            }}
          </ProvinceTabs>
        </ContentSection>
        <ContentSection id="quebec-civil-law" title={QUEBEC_CIVIL_LAW.title}>
          <div className="max-w-3xl">
            <RichTextView content={QUEBEC_CIVIL_LAW.body} headingLevel="h3" />
            <p className="mt-4 text-sm">
              <ExternalLink href={QUEBEC_CIVIL_LAW.source}>
                {t('content.provincialGuide.civilCode')}
              </ExternalLink>
            </p>
          </div>
        </ContentSection>
        <div className="flex flex-col gap-3 rounded-xl bg-muted p-8 sm:flex-row sm:items-center">
          <p className="text-lg font-semibold sm:flex-1">
            {t('content.provincialGuide.nextTitle')}
          </p>
          <Button asChild>
            <Link to="/browse-lawyers">{t('content.provincialGuide.browse')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/legal-resources">{t('content.provincialGuide.resources')}</Link>
          </Button>
        </div>
      </div>
      <ReviewedNote date={CONTENT_REVIEWED} />
    </SectionPage>
  );
}
