import { CONTENT_REVIEWED } from '@cld/content/content-types';
import type { ContentPages } from '@cld/content/page-content';
import type { PracticeAreaGuide } from '@cld/content/practice-area-guides';
import { Button } from '@cld/ui/button';
import { Tabs, TabsContent } from '@cld/ui/tabs';
import { Suspense, useState } from 'react';
import { lazyAfterFirstUse } from '../../../lib/deferred.ts';
import { Link } from '../../../lib/links/index.ts';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { PracticeAreaDetails, PracticeAreaTabsList } from '../guides/practice-area-details.tsx';
import { ProvinceTabs } from '../guides/province-tabs.tsx';
import { ProvincialDetails } from '../guides/provincial-details.tsx';
import { ContentSection, SectionPage } from '../shared/content-page.tsx';
import { ReviewedNote } from '../shared/reviewed-note.tsx';

/**
 * The guide's first sections (who makes which laws, the courts, choosing a lawyer) are text and
 * links: the server writes them, and their script comes after the page's first use (decision 043),
 * so hydrating the page's first load is the tabs only.
 */
const GuideOverview = lazyAfterFirstUse(() =>
  import('./guide-overview.tsx').then((module) => module.GuideOverview),
);

/** The legal guide, its records in the page's language (the route's loader, decision 028). */
export function LegalGuidePage({ content }: { content: ContentPages['legalGuide'] }) {
  const t = useT(contentMessages);
  return (
    <SectionPage section="legalGuide" path="/legal-guide">
      <div className="space-y-16">
        <Suspense fallback={null}>
          <GuideOverview jurisdiction={content.jurisdiction} steps={content.steps} />
        </Suspense>
        <PracticeAreaTabs guides={content.guides} notLegalAdvice={content.notLegalAdvice} />
        <ContentSection
          id="provinces"
          title={t('content.legalGuide.provincesTitle')}
          intro={t('content.legalGuide.provincesIntro')}
        >
          <ProvinceTabs label={t('content.legalGuide.provincesLabel')}>
            {(code) => {
              const guide = content.provincialGuides.find((g) => g.code === code);
              return guide && <ProvincialDetails guide={guide} compact />;
            }}
          </ProvinceTabs>
        </ContentSection>
        <div className="flex flex-col items-start gap-3 rounded-xl bg-muted p-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg font-semibold">{t('content.legalGuide.readyTitle')}</p>
          <Button asChild size="lg">
            <Link to="/">{t('content.cta.findLawyer')}</Link>
          </Button>
        </div>
      </div>
      <ReviewedNote date={CONTENT_REVIEWED} />
    </SectionPage>
  );
}

function PracticeAreaTabs({
  guides,
  notLegalAdvice,
}: {
  guides: readonly PracticeAreaGuide[];
  notLegalAdvice: string;
}) {
  const t = useT(contentMessages);
  const [selected, setSelected] = useState<string>(guides[0]!.slug);
  return (
    <ContentSection
      id="practice-areas"
      title={t('content.legalGuide.areasTitle')}
      intro={t('content.legalGuide.areasIntro')}
    >
      <Tabs value={selected} onValueChange={setSelected}>
        <PracticeAreaTabsList guides={guides} label={t('content.legalGuide.areasLabel')} />
        {guides.map((guide) => (
          <TabsContent key={guide.slug} value={guide.slug} className="mt-6">
            <PracticeAreaDetails guide={guide} notLegalAdvice={notLegalAdvice} />
          </TabsContent>
        ))}
      </Tabs>
    </ContentSection>
  );
}
