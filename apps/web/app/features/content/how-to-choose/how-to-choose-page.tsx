import { CONTENT_REVIEWED } from '@cld/content/content-types';
import type { ContentPages } from '@cld/content/page-content';
import { Badge } from '@cld/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cld/ui/card';
import { AlertIcon, CheckIcon } from '@cld/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cld/ui/tabs';
import { useState } from 'react';
import { useT, type KeyOf } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { SectionPage } from '../shared/content-page.tsx';
import { LegalAdviceCta } from '../shared/legal-advice-cta.tsx';
import { ReviewedNote } from '../shared/reviewed-note.tsx';
import { StepsAccordion } from './steps-accordion.tsx';
import { BulletList } from '../shared/bullet-list.tsx';

const TABS: { value: string; label: KeyOf<typeof contentMessages> }[] = [
  { value: 'process', label: 'content.howToChoose.tabs.process' },
  { value: 'questions', label: 'content.howToChoose.tabs.questions' },
  { value: 'fees', label: 'content.howToChoose.tabs.fees' },
  { value: 'redflags', label: 'content.howToChoose.tabs.redflags' },
];

/** The page's steps, fees and warning signs in its language (the route's loader, decision 028). */
export function HowToChoosePage({ content }: { content: ContentPages['howToChoose'] }) {
  const t = useT(contentMessages);
  const [tab, setTab] = useState('process');
  return (
    <SectionPage section="howToChoose" path="/how-to-choose-lawyer">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList
          aria-label={t('content.howToChoose.tabsLabel')}
          className="flex h-auto flex-wrap justify-start"
        >
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="process" className="mt-8">
          <h2 className="text-2xl font-bold tracking-tight">
            {t('content.howToChoose.processTitle')}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">{t('content.howToChoose.processIntro')}</p>
          <StepsAccordion steps={content.steps} />
        </TabsContent>
        <TabsContent value="questions" className="mt-8">
          <h2 className="text-2xl font-bold tracking-tight">
            {t('content.howToChoose.questionsTitle')}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">
            {t('content.howToChoose.questionsIntro')}
          </p>
          <ul className="grid gap-5 md:grid-cols-2">
            {content.questionCategories.map((category) => (
              <li key={category.slug}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle>{category.category}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <BulletList
                      items={category.questions}
                      className="list-disc space-y-2 pl-5 text-sm"
                    />
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="fees" className="mt-8">
          <h2 className="text-2xl font-bold tracking-tight">
            {t('content.howToChoose.feesTitle')}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">{content.feeDisclaimer}</p>
          <ul className="grid gap-5 md:grid-cols-2">
            {content.feeGuides.map((fee) => (
              <li key={fee.type}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle>{fee.title}</CardTitle>
                    <p className="text-lg font-semibold text-primary">{fee.typical}</p>
                    <CardDescription>{fee.description}</CardDescription>
                  </CardHeader>
                  <CardContent className="grid gap-4 text-sm sm:grid-cols-2">
                    <FeeList title={t('content.howToChoose.pros')} items={fee.pros} />
                    <FeeList title={t('content.howToChoose.cons')} items={fee.cons} />
                    <FeeList
                      title={t('content.howToChoose.bestFor')}
                      items={fee.bestFor}
                      className="sm:col-span-2"
                    />
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="redflags" className="mt-8">
          <h2 className="text-2xl font-bold tracking-tight">
            {t('content.howToChoose.redFlagsTitle')}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">
            {t('content.howToChoose.redFlagsIntro')}
          </p>
          <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
            <ul className="grid gap-4 sm:grid-cols-2">
              {content.redFlags.map((flag) => (
                <li key={flag.flag} className="rounded-lg border border-border bg-card p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="flex items-center gap-2 font-semibold">
                      <AlertIcon aria-hidden="true" className="size-4 shrink-0 text-danger" />
                      {flag.flag}
                    </h3>
                    <Badge variant={flag.severity === 'High Risk' ? 'destructive' : 'warning'}>
                      {content.riskLabels[flag.severity]}
                    </Badge>
                  </div>
                  <p className="mt-2 text-sm text-muted-foreground">{flag.description}</p>
                </li>
              ))}
            </ul>
            <section
              aria-labelledby="good-signs"
              className="h-fit rounded-lg bg-success-subtle p-5 text-success-subtle-foreground"
            >
              <h3 id="good-signs" className="font-semibold">
                {t('content.howToChoose.goodSigns')}
              </h3>
              <ul className="mt-3 space-y-2 text-sm">
                {content.goodSigns.map((sign) => (
                  <li key={sign} className="flex gap-2">
                    <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {sign}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </TabsContent>
      </Tabs>
      <div className="mt-16">
        <LegalAdviceCta />
      </div>
      <ReviewedNote date={CONTENT_REVIEWED} />
    </SectionPage>
  );
}

function FeeList({
  title,
  items,
  className,
}: {
  title: string;
  items: readonly string[];
  className?: string;
}) {
  return (
    <div className={className}>
      <h3 className="font-semibold">{title}</h3>
      <BulletList items={items} className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground" />
    </div>
  );
}
