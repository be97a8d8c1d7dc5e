import type { CourtLevel, JurisdictionArea } from '@cld/content/jurisdiction';
import { Card, CardContent, CardHeader, CardTitle } from '@cld/ui/card';
import { LandmarkIcon, MapPinIcon, ScaleIcon } from '@cld/ui/icons';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { ContentSection } from '../shared/content-page.tsx';
import { BulletList } from '../shared/bullet-list.tsx';

/** Who makes which laws: federal against provincial and territorial (Constitution Act, 1867). */
export function JurisdictionOverview({ areas }: { areas: readonly JurisdictionArea[] }) {
  const t = useT(contentMessages);
  return (
    <ContentSection
      id="jurisdiction"
      title={t('content.jurisdiction.title')}
      intro={t('content.jurisdiction.intro')}
    >
      <ul className="grid gap-5 md:grid-cols-2">
        {areas.map((area) => {
          const Icon = area.level === 'federal' ? LandmarkIcon : MapPinIcon;
          return (
            <li key={area.level}>
              <Card className="h-full">
                <CardHeader>
                  <span className="grid size-11 place-items-center rounded-lg bg-primary-subtle text-primary">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <CardTitle className="mt-2">{area.title}</CardTitle>
                  <p className="text-sm text-muted-foreground">{area.description}</p>
                </CardHeader>
                <CardContent>
                  <BulletList
                    items={area.examples}
                    className="list-disc space-y-1.5 pl-5 text-sm"
                  />
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </ContentSection>
  );
}

/** The courts from the Supreme Court of Canada down, with the federal courts and tribunals. */
export function CourtOverview({ courts }: { courts: readonly CourtLevel[] }) {
  const t = useT(contentMessages);
  return (
    <ContentSection id="courts" title={t('content.courts.title')} intro={t('content.courts.intro')}>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {courts.map((court) => (
          <li key={court.name} className="rounded-lg border border-border bg-card p-5 shadow-sm">
            <h3 className="flex items-center gap-2 font-semibold">
              <ScaleIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {court.name}
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{court.description}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
