import { CONTENT_REVIEWED } from '@cld/content/content-types';
import { practiceAreaName } from '@cld/content/labels.en';
import type { ContentPages } from '@cld/content/page-content';
import { withLiveCounts } from '@cld/content/practice-area-counts';
import { Button } from '@cld/ui/button';
import { Tabs, TabsContent } from '@cld/ui/tabs';
import { useState } from 'react';
import { Link } from '../../../lib/links/index.ts';
import { useFormatters, useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { useApiQuery } from '../../../lib/api/api.ts';
import { statsQuery, usePracticeAreas } from '../../reference/index.ts';
import { PracticeAreaDetails, PracticeAreaTabsList } from '../guides/practice-area-details.tsx';
import { SectionPage } from '../shared/content-page.tsx';
import { ReviewedNote } from '../shared/reviewed-note.tsx';

/**
 * The six practice-area guides, Personal Injury first. Every figure is the live directory's
 * (DESIGN §5.1), the same as on the home and about pages: lawyers are counted once however many
 * areas they practise, and an area's count shows only when the directory has it.
 */
export function PracticeAreasPage({ content }: { content: ContentPages['practiceAreas'] }) {
  const t = useT(contentMessages);
  const format = useFormatters();
  const guides = withLiveCounts(content.guides, usePracticeAreas('home'));
  const [selected, setSelected] = useState<string>(guides[0]!.slug);
  const stats = useApiQuery((api) => api.reference.stats, statsQuery('home')).data?.body;
  const figures = [
    ...(stats
      ? [
          { value: format.number(stats.lawyers), label: t('content.practiceAreas.statLawyers') },
          {
            value: format.number(stats.practiceAreas),
            label: t('content.practiceAreas.statAreas'),
          },
          {
            value: format.number(stats.provinces),
            label: t('content.practiceAreas.statProvinces'),
          },
        ]
      : []),
    { value: format.number(guides.length), label: t('content.practiceAreas.statGuides') },
  ];
  return (
    <SectionPage
      section="practiceAreas"
      path="/practice-areas"
      aside={
        <div>
          <h2 className="sr-only">{t('content.practiceAreas.statsLabel')}</h2>
          <dl className="grid grid-cols-2 gap-3">
            {figures.map((figure) => (
              <div key={figure.label} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
                <dt className="text-sm text-slate-200">{figure.label}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      }
    >
      <Tabs value={selected} onValueChange={setSelected}>
        <h2 className="mb-4 text-2xl font-bold tracking-tight">
          {t('content.practiceAreas.chooseTitle')}
        </h2>
        <PracticeAreaTabsList guides={guides} label={t('content.practiceAreas.tabsLabel')} />
        {guides.map((guide) => (
          <TabsContent key={guide.slug} value={guide.slug} className="mt-6">
            <PracticeAreaDetails
              guide={guide}
              count={guide.count}
              notLegalAdvice={content.notLegalAdvice}
            />
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <Link
                  to={`/browse-lawyers?practiceAreas=${encodeURIComponent(practiceAreaName(guide.slug))}`}
                >
                  {t('content.practiceAreas.findLawyers', { area: guide.name })}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/legal-guide">{t('content.practiceAreas.readGuide')}</Link>
              </Button>
            </div>
          </TabsContent>
        ))}
      </Tabs>
      <ReviewedNote date={CONTENT_REVIEWED} />
    </SectionPage>
  );
}
