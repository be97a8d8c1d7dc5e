import type { PracticeAreaGuide } from '@cld/content/practice-area-guides';
import { Badge } from '@cld/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@cld/ui/card';
import { AlertIcon, ClockIcon, ScaleIcon, UsersIcon } from '@cld/ui/icons';
import { TabsList, TabsTrigger } from '@cld/ui/tabs';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { useProvinceName } from '../../reference/index.ts';
import { IconDetail } from '../shared/icon-detail.tsx';

/** One practice area's guide: its lawyers, cases, time limits, outcomes, process and notes. */
export function PracticeAreaDetails({
  guide,
  notLegalAdvice,
  count = null,
}: {
  guide: PracticeAreaGuide;
  /** The reminder under every guide, in the page's language. */
  notLegalAdvice: string;
  /** Its lawyers in the live directory (DESIGN §5.1); none shown when unknown. */
  count?: number | null;
}) {
  const t = useT(contentMessages);
  const provinceName = useProvinceName();
  const keyInfo = [
    { icon: ClockIcon, label: t('content.practiceArea.timeLimit'), text: guide.keyInfo.timeLimit },
    {
      icon: ScaleIcon,
      label: t('content.practiceArea.outcomes'),
      text: guide.keyInfo.compensation,
    },
    { icon: UsersIcon, label: t('content.practiceArea.process'), text: guide.keyInfo.process },
  ];
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle asChild className="text-2xl">
            <h3>{guide.name}</h3>
          </CardTitle>
          {count !== null && (
            <Badge variant="secondary">{t('content.practiceArea.lawyerCount', { count })}</Badge>
          )}
        </div>
        <p className="mt-2 text-muted-foreground">{guide.description}</p>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        <div>
          <h4 className="font-semibold">{t('content.practiceArea.commonCases')}</h4>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {guide.commonCases.map((item) => (
              <li key={item} className="rounded-md bg-muted px-3 py-2 text-sm">
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="font-semibold">{t('content.practiceArea.keyInfo')}</h4>
          <dl className="mt-3 space-y-4">
            {keyInfo.map(({ icon, label, text }) => (
              <IconDetail key={label} icon={icon} label={label} compact>
                {text}
              </IconDetail>
            ))}
          </dl>
        </div>
        <div className="lg:col-span-2">
          <h4 className="font-semibold">{t('content.practiceArea.provincialNotes')}</h4>
          <dl className="mt-3 grid gap-3 md:grid-cols-2">
            {guide.provincialNotes.map(({ province, note }) => (
              <div key={province} className="rounded-md border border-border p-3">
                <dt className="text-sm font-semibold">
                  {province === 'federal'
                    ? t('content.practiceArea.federal')
                    : provinceName(province)}
                </dt>
                <dd className="mt-1 text-sm text-muted-foreground">{note}</dd>
              </div>
            ))}
          </dl>
        </div>
        <p className="flex gap-2 rounded-md bg-warning-subtle p-3 text-sm text-warning-subtle-foreground lg:col-span-2">
          <AlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {notLegalAdvice}
        </p>
      </CardContent>
    </Card>
  );
}

/** A tab for each practice-area guide, named by its area: how both guide pages open their tabs. */
export function PracticeAreaTabsList({
  guides,
  label,
}: {
  guides: readonly Pick<PracticeAreaGuide, 'slug' | 'name'>[];
  label: string;
}) {
  return (
    <TabsList aria-label={label} className="flex h-auto flex-wrap justify-start">
      {guides.map((guide) => (
        <TabsTrigger key={guide.slug} value={guide.slug}>
          {guide.name}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
