import { SiteAdSlot } from '../ads/index.ts';
import { Button } from '@cld/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cld/ui/card';
import { ChevronRightIcon } from '@cld/ui/icons';
import type { ComponentType, SVGProps } from 'react';
import { Link } from '../../lib/links/index.ts';
import {
  BookIcon,
  BriefcaseIcon,
  HomeIcon,
  LandmarkIcon,
  MapPinIcon,
  ScaleIcon,
  SearchIcon,
  ShieldCheckIcon,
  UsersIcon,
} from '@cld/ui/icons';
import { useFormatters, useT, type KeyOf } from '../../i18n/i18n.ts';
import { homeMessages } from '../../i18n/namespaces.ts';
import { useApiQuery } from '../../lib/api/api.ts';
import { statsQuery } from '../reference/index.ts';
import { SearchCard } from './search-card.tsx';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface InfoCard {
  icon: Icon;
  title: KeyOf<typeof homeMessages>;
  body: KeyOf<typeof homeMessages>;
}

const LEGAL_SYSTEM_CARDS: InfoCard[] = [
  {
    icon: LandmarkIcon,
    title: 'home.legalSystem.federal.title',
    body: 'home.legalSystem.federal.body',
  },
  {
    icon: MapPinIcon,
    title: 'home.legalSystem.provincial.title',
    body: 'home.legalSystem.provincial.body',
  },
  { icon: ScaleIcon, title: 'home.legalSystem.courts.title', body: 'home.legalSystem.courts.body' },
];

const CHARTER_CARDS: InfoCard[] = [
  { icon: UsersIcon, title: 'home.charter.freedoms.title', body: 'home.charter.freedoms.body' },
  { icon: ShieldCheckIcon, title: 'home.charter.legal.title', body: 'home.charter.legal.body' },
];

const SITUATION_CARDS: InfoCard[] = [
  { icon: UsersIcon, title: 'home.situations.family.title', body: 'home.situations.family.body' },
  {
    icon: ScaleIcon,
    title: 'home.situations.criminal.title',
    body: 'home.situations.criminal.body',
  },
  {
    icon: ShieldCheckIcon,
    title: 'home.situations.injury.title',
    body: 'home.situations.injury.body',
  },
  {
    icon: HomeIcon,
    title: 'home.situations.realEstate.title',
    body: 'home.situations.realEstate.body',
  },
];

const RESOURCE_LINKS: (InfoCard & { to: string })[] = [
  {
    to: '/how-to-choose-lawyer',
    icon: BriefcaseIcon,
    title: 'home.resources.howToChoose.title',
    body: 'home.resources.howToChoose.body',
  },
  {
    // The spec links /provincial-legal-guide, which now redirects here.
    to: '/provincial-guide',
    icon: MapPinIcon,
    title: 'home.resources.provincialGuide.title',
    body: 'home.resources.provincialGuide.body',
  },
  {
    to: '/legal-news',
    icon: BookIcon,
    title: 'home.resources.legalNews.title',
    body: 'home.resources.legalNews.body',
  },
];

/** Spec §2 Home: nine sections in this order. */
export function HomePage({ initialPracticeArea }: { initialPracticeArea: string }) {
  const t = useT(homeMessages);
  return (
    <>
      <Hero />
      <SiteAdSlot slotId="HOME_TOP" size="leaderboard" responsive className="mt-10" />
      <Section id="legal-system" title="home.legalSystem.title" intro="home.legalSystem.intro">
        <CardGrid cards={LEGAL_SYSTEM_CARDS} columns="md:grid-cols-3" />
      </Section>
      <SiteAdSlot slotId="HOME_MIDDLE" size="leaderboard" responsive />
      <Section id="charter" title="home.charter.title" intro="home.charter.intro">
        <CardGrid cards={CHARTER_CARDS} columns="md:grid-cols-2" />
      </Section>
      <Section id="situations" title="home.situations.title" intro="home.situations.intro" muted>
        <CardGrid cards={SITUATION_CARDS} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
      <Section id="search" title="home.searchCard.title" intro="home.searchCard.intro">
        <Card className="mx-auto max-w-3xl p-6 shadow-md sm:p-8">
          <SearchCard key={initialPracticeArea} initialPracticeArea={initialPracticeArea} />
        </Card>
      </Section>
      <Section id="resources" title="home.resources.title" intro="home.resources.intro" muted>
        <ul className="grid gap-5 md:grid-cols-3">
          {RESOURCE_LINKS.map(({ to, icon: Icon, title, body }) => (
            <li key={to}>
              <Link to={to} className="group block h-full rounded-lg focus-visible:focus-ring">
                <Card className="h-full transition-shadow group-hover:shadow-md">
                  <CardHeader>
                    <Icon className="size-6 text-primary" />
                    <CardTitle>{t(title)}</CardTitle>
                    <CardDescription>{t(body)}</CardDescription>
                  </CardHeader>
                  <CardContent className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-primary">
                    {t('home.resources.readMore')}
                    <ChevronRightIcon className="transition-transform group-hover:translate-x-0.5" />
                  </CardContent>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <SiteAdSlot slotId="HOME_BOTTOM" size="leaderboard" responsive className="mb-12" />
    </>
  );
}

function Hero() {
  const t = useT(homeMessages);
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-slate-100 ring-1 ring-white/20">
            {t('home.hero.eyebrow')}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-200">{t('home.hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              className="bg-accent text-accent-foreground hover:bg-accent-hover"
            >
              <a href="#search">
                <SearchIcon />
                {t('home.hero.primaryCta')}
              </a>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              <a href="#charter">{t('home.hero.secondaryCta')}</a>
            </Button>
          </div>
        </div>
        <Stats />
      </div>
    </section>
  );
}

/** Live figures from the API (DESIGN §5.1), so every page tells the same truth. */
function Stats() {
  const t = useT(homeMessages);
  const format = useFormatters();
  const { data } = useApiQuery((api) => api.reference.stats, statsQuery('home'));
  if (!data) return null;
  const stats = data.body;
  const items = [
    { value: stats.lawyers, label: t('home.hero.statLawyers') },
    { value: stats.cities, label: t('home.hero.statCities') },
    { value: stats.practiceAreas, label: t('home.hero.statPracticeAreas') },
    { value: stats.provinces, label: t('home.hero.statProvinces') },
  ];
  return (
    <div>
      <h2 className="sr-only">{t('home.hero.statsLabel')}</h2>
      <dl className="grid grid-cols-2 gap-4">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl bg-white/10 p-5 ring-1 ring-white/15">
            <dt className="text-sm text-slate-200">{item.label}</dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums">{format.number(item.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Section({
  id,
  title,
  intro,
  muted = false,
  children,
}: {
  id: string;
  title: KeyOf<typeof homeMessages>;
  intro: KeyOf<typeof homeMessages>;
  muted?: boolean;
  children: React.ReactNode;
}) {
  const t = useT(homeMessages);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={muted ? 'scroll-mt-20 bg-muted py-16' : 'scroll-mt-20 py-16'}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
            {t(title)}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t(intro)}</p>
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

function CardGrid({ cards, columns }: { cards: InfoCard[]; columns: string }) {
  const t = useT(homeMessages);
  return (
    <ul className={`grid gap-5 ${columns}`}>
      {cards.map(({ icon: Icon, title, body }) => (
        <li key={title}>
          <Card className="h-full">
            <CardHeader className="pb-6">
              <span className="grid size-11 place-items-center rounded-lg bg-primary-subtle text-primary">
                <Icon className="size-6" />
              </span>
              <CardTitle className="mt-2">{t(title)}</CardTitle>
              <CardDescription className="text-base">{t(body)}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}
