import type { ChoosingStep } from '@cld/content/choosing-steps';
import type { ContentPages } from '@cld/content/page-content';
import { Button } from '@cld/ui/button';
import { Link } from '../../../lib/links/index.ts';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { CourtOverview, JurisdictionOverview } from '../guides/jurisdiction-overview.tsx';
import { ContentSection } from '../shared/content-page.tsx';

/** The legal guide's first sections: who makes which laws, the courts, how to choose a lawyer. */
export function GuideOverview({
  jurisdiction,
  steps,
}: {
  jurisdiction: ContentPages['legalGuide']['jurisdiction'];
  steps: readonly ChoosingStep[];
}) {
  return (
    <>
      <JurisdictionOverview areas={jurisdiction.areas} />
      <CourtOverview courts={jurisdiction.courts} />
      <ChoosingGuide steps={steps} />
    </>
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
      <Button asChild variant="outline" className="mt-6 h-auto min-h-10 whitespace-normal py-2">
        <Link to="/how-to-choose-lawyer">{t('content.legalGuide.choosingMore')}</Link>
      </Button>
    </ContentSection>
  );
}
