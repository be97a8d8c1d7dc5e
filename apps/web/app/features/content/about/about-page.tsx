import { SiteAdSlot } from '../../ads/index.ts';
import type { AboutContent } from '@cld/content/about.fr';
import type { ContentPages } from '@cld/content/page-content';
import { Card, CardContent, CardHeader, CardTitle } from '@cld/ui/card';
import { TextLink } from '@cld/ui/link';
import { CheckIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@cld/ui/icons';
import { useFormatters, useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { useApiQuery } from '../../../lib/api/api.ts';
import { useSiteOperator } from '../../../lib/site-operator.ts';
import { phoneHref } from '../../lawyers/index.ts';
import { statsQuery } from '../../reference/index.ts';
import { ContentPage, ContentSection } from '../shared/content-page.tsx';
import { ExternalLink } from '../shared/external-link.tsx';
import { IconDetail } from '../shared/icon-detail.tsx';

const SIMPLEMAPS_URL = 'https://simplemaps.com/data/canada-cities';
const CC_BY_URL = 'https://creativecommons.org/licenses/by/4.0/';

/** The about page, its text in the page's language (the route's loader, decision 028). */
export function AboutPage({ content }: { content: ContentPages['about'] }) {
  const ABOUT = content.about;
  const t = useT(contentMessages);
  const operator = useSiteOperator();
  return (
    <ContentPage
      title={ABOUT.title}
      intro={ABOUT.intro}
      crumbs={[{ name: t('content.about.crumb'), path: '/about' }]}
      aside={<AboutStatistics statistics={ABOUT.statistics} />}
    >
      <SiteAdSlot slotId="ABOUT_TOP" size="leaderboard" responsive />
      <div className="mt-12 space-y-16">
        <div className="grid gap-10 lg:grid-cols-2">
          <ContentSection id="directory" title={t('content.about.directoryTitle')}>
            <ul className="space-y-3">
              {ABOUT.directory.map((line) => (
                <li key={line} className="flex gap-3">
                  <CheckIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                  {line}
                </li>
              ))}
            </ul>
          </ContentSection>
          <ContentSection id="mission" title={t('content.about.missionTitle')}>
            <p className="text-lg">{ABOUT.mission}</p>
          </ContentSection>
        </div>

        <ContentSection id="reasons" title={t('content.about.reasonsTitle')}>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {ABOUT.reasons.map((reason) => (
              <li key={reason.title}>
                <Card className="h-full">
                  <CardHeader className="pb-6">
                    <CardTitle>{reason.title}</CardTitle>
                    <p className="text-sm text-muted-foreground">{reason.text}</p>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection id="services" title={t('content.about.servicesTitle')}>
          <div className="grid gap-5 md:grid-cols-2">
            <ServiceList title={t('content.about.forClients')} items={ABOUT.servicesForClients} />
            <ServiceList title={t('content.about.forLawyers')} items={ABOUT.servicesForLawyers} />
          </div>
        </ContentSection>

        <ContentSection id="coverage" title={t('content.about.coverageTitle')}>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {ABOUT.provinces.map((name) => (
              <li key={name} className="flex items-center gap-2 rounded-md bg-muted px-3 py-2">
                <MapPinIcon aria-hidden="true" className="size-4 text-primary" />
                {name}
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection id="contact" title={t('content.about.contactTitle')}>
          <dl className="grid gap-5 sm:grid-cols-3">
            <IconDetail icon={MailIcon} label={t('content.common.email')}>
              <TextLink href={`mailto:${operator.email}`}>{operator.email}</TextLink>
            </IconDetail>
            <IconDetail icon={PhoneIcon} label={t('content.common.phoneLabel')}>
              <TextLink href={phoneHref(operator.phone)}>{operator.phone}</TextLink>
            </IconDetail>
            <IconDetail icon={ClockIcon} label={t('content.common.businessHours')}>
              {ABOUT.contact.businessHours}
            </IconDetail>
          </dl>
        </ContentSection>

        <ContentSection id="credits" title={t('content.about.creditsTitle')}>
          <p className="max-w-3xl text-sm text-muted-foreground">
            {t('content.about.citiesCreditBefore')}{' '}
            <ExternalLink href={SIMPLEMAPS_URL}>Simplemaps.com</ExternalLink>
            {t('content.about.citiesCreditMiddle')}{' '}
            <ExternalLink href={CC_BY_URL}>{t('content.about.ccBy')}</ExternalLink>
            {t('content.about.citiesCreditAfter')}
          </p>
        </ContentSection>
      </div>
    </ContentPage>
  );
}

/** Live figures (DESIGN §5.1): the same numbers the home page shows. */
function AboutStatistics({ statistics }: { statistics: AboutContent['statistics'] }) {
  const t = useT(contentMessages);
  const format = useFormatters();
  const { data } = useApiQuery((api) => api.reference.stats, statsQuery('home'));
  const stats = data?.body;
  const items = stats
    ? statistics.map((statistic) => ({
        label: statistic.label,
        value: format.number(stats[statistic.live]),
      }))
    : [];
  return (
    <div>
      <h2 className="sr-only">{t('content.about.statsLabel')}</h2>
      <dl className="grid grid-cols-2 gap-3">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
            <dt className="text-sm text-slate-200">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ServiceList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item} className="flex gap-3">
              <CheckIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
              {item}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
