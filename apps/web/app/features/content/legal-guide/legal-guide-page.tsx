import type { ChoosingStep } from '@cld/content/choosing-steps';
import { CONTENT_REVIEWED } from '@cld/content/content-types';
import type { ContentPages } from '@cld/content/page-content';
import type { PracticeAreaGuide } from '@cld/content/practice-area-guides';
import { Button } from '@cld/ui/button';
import { Tabs, TabsContent } from '@cld/ui/tabs';
import { useState } from 'react';
import { Link } from '../../../lib/links/index.ts';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { CourtOverview, JurisdictionOverview } from '../guides/jurisdiction-overview.tsx';
import { PracticeAreaDetails, PracticeAreaTabsList } from '../guides/practice-area-details.tsx';
import { ProvinceTabs } from '../guides/province-tabs.tsx';
import { ProvincialDetails } from '../guides/provincial-details.tsx';
import { ContentSection, SectionPage } from '../shared/content-page.tsx';
import { ReviewedNote } from '../shared/reviewed-note.tsx';

/** The legal guide, its records in the page's language (the route's loader, decision 028). */
export function LegalGuidePage({ content }: { content: ContentPages['legalGuide'] }) {
  const t = useT(contentMessages);
  return (
    <SectionPage section="legalGuide" path="/legal-guide">
      <div className="space-y-16">
        <JurisdictionOverview areas={content.jurisdiction.areas} />
        <CourtOverview courts={content.jurisdiction.courts} />
        <ChoosingGuide steps={content.steps} />
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

function ChoosingGuide({ steps }: { steps: readonly ChoosingStep[] }) {
  const t = useT(contentMessages);
  return (
    <ContentSection
      id="choosing"
      title={t('content.legalGuide.choosingTitle')}
      intro={t('content.legalGuide.choosingIntro')}
    >
      <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {steps.map((step) => (
          <li key={step.step} className="flex gap-4 rounded-lg border border-border bg-card p-5">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-bold text-primary-foreground"
            >
              {step.step}
            </span>
            <div>
              <h3 className="font-semibold">
                <span className="sr-only">
                  {t('content.howToChoose.stepNumber', { step: step.step })}{' '}
                </span>
                {step.title}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <Button asChild variant="outline" className="mt-6">
        <Link to="/how-to-choose-lawyer">{t('content.legalGuide.choosingMore')}</Link>
      </Button>
    </ContentSection>
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
