import { CONTENT_REVIEWED } from '@cld/content/content-types';
import type { EmergencySituation } from '@cld/content/emergency';
import type { LegalAidOrganization } from '@cld/content/legal-aid';
import type { ContentPages } from '@cld/content/page-content';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cld/ui/card';
import { TextLink } from '@cld/ui/link';
import {
  AlertIcon,
  BookIcon,
  PhoneIcon,
  ScaleIcon,
  ShieldCheckIcon,
  UsersIcon,
} from '@cld/ui/icons';
import { Link } from '../../../lib/links/index.ts';
import { useT, type KeyOf } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { phoneHref } from '../../lawyers/index.ts';
import { ProvinceTabs } from '../guides/province-tabs.tsx';
import { ContentSection, SectionPage } from '../shared/content-page.tsx';
import { ExternalLink } from '../shared/external-link.tsx';
import { LegalAdviceCta } from '../shared/legal-advice-cta.tsx';
import { ReviewedNote } from '../shared/reviewed-note.tsx';
import { SelfHelpSearch } from './self-help-search.tsx';
import { BulletList } from '../shared/bullet-list.tsx';

const INTRO_CARDS: {
  href: string;
  icon: typeof BookIcon;
  title: KeyOf<typeof contentMessages>;
  body: KeyOf<typeof contentMessages>;
}[] = [
  {
    href: '#legal-aid',
    icon: ScaleIcon,
    title: 'content.legalResources.cards.legalAid.title',
    body: 'content.legalResources.cards.legalAid.body',
  },
  {
    href: '#self-help',
    icon: BookIcon,
    title: 'content.legalResources.cards.selfHelp.title',
    body: 'content.legalResources.cards.selfHelp.body',
  },
  {
    href: '#community',
    icon: UsersIcon,
    title: 'content.legalResources.cards.clinics.title',
    body: 'content.legalResources.cards.clinics.body',
  },
  {
    href: '#emergency',
    icon: ShieldCheckIcon,
    title: 'content.legalResources.cards.emergency.title',
    body: 'content.legalResources.cards.emergency.body',
  },
];

/** The resources, legal aid and emergency lines in the page's language (the route's loader). */
export function LegalResourcesPage({ content }: { content: ContentPages['legalResources'] }) {
  const t = useT(contentMessages);
  return (
    <SectionPage section="legalResources" path="/legal-resources">
      <div className="space-y-16">
        <nav aria-label={t('content.legalResources.cardsLabel')}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {INTRO_CARDS.map(({ href, icon: Icon, title, body }) => (
              <li key={href}>
                <a href={href} className="group block h-full rounded-lg focus-visible:focus-ring">
                  <Card className="h-full flex-row items-start gap-4 p-5 transition-shadow group-hover:shadow-md">
                    <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-subtle text-primary">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="grid gap-1">
                      <CardTitle asChild>
                        <span>{t(title)}</span>
                      </CardTitle>
                      <span className="text-sm text-muted-foreground">{t(body)}</span>
                    </span>
                  </Card>
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <ContentSection
          id="legal-aid"
          title={t('content.legalResources.legalAidTitle')}
          intro={t('content.legalResources.legalAidIntro')}
        >
          <ProvinceTabs label={t('content.legalResources.legalAidLabel')}>
            {(code) => (
              <LegalAidCard plan={content.legalAid.find((plan) => plan.province === code)} />
            )}
          </ProvinceTabs>
        </ContentSection>

        <ContentSection
          id="self-help"
          title={t('content.legalResources.selfHelpTitle')}
          intro={t('content.legalResources.selfHelpIntro')}
        >
          <SelfHelpSearch
            categories={content.selfHelp}
            availabilityLabels={content.availabilityLabels}
          />
        </ContentSection>

        <EmergencyHelp content={content} />

        <ContentSection
          id="community"
          title={t('content.legalResources.communityTitle')}
          intro={t('content.legalResources.communityIntro')}
        >
          <ul className="grid gap-5 lg:grid-cols-3">
            {content.communityResources.map((type) => (
              <li key={type.slug}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle>{type.title}</CardTitle>
                    <CardDescription>{type.description}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    <ul className="space-y-3 text-sm">
                      {type.examples.map((example) => (
                        <li key={example.url}>
                          <ExternalLink href={example.url}>{example.name}</ExternalLink>
                          {example.description && (
                            <p className="text-muted-foreground">{example.description}</p>
                          )}
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </ContentSection>

        <LegalAdviceCta />
      </div>
      <ReviewedNote date={CONTENT_REVIEWED} />
    </SectionPage>
  );
}

function LegalAidCard({ plan }: { plan: LegalAidOrganization | undefined }) {
  const t = useT(contentMessages);
  if (!plan) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{plan.organization}</h3>
        </CardTitle>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {plan.phone ? (
            <TextLink href={phoneHref(plan.phone)} className="flex items-center gap-1.5">
              <PhoneIcon aria-hidden="true" className="size-4" />
              {t('content.common.phone', { phone: plan.phone })}
            </TextLink>
          ) : (
            plan.localOffices && (
              <ExternalLink href={plan.localOffices.source}>
                {t('content.common.localOffices')}
              </ExternalLink>
            )
          )}
          {plan.website && (
            <ExternalLink href={plan.website}>
              {t('content.legalResources.visitWebsite')}
            </ExternalLink>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div>
          <h4 className="font-semibold">{t('content.legalResources.eligibility')}</h4>
          <p className="mt-2 text-sm text-muted-foreground">{plan.eligibilityNote}</p>
        </div>
        <div>
          <h4 className="font-semibold">{t('content.legalResources.services')}</h4>
          <BulletList items={plan.services} className="mt-2 list-disc space-y-1 pl-5 text-sm" />
        </div>
      </CardContent>
    </Card>
  );
}

function EmergencyHelp({ content }: { content: ContentPages['legalResources'] }) {
  const t = useT(contentMessages);
  const groups: { kind: EmergencySituation['kind']; title: KeyOf<typeof contentMessages> }[] = [
    { kind: 'criminal', title: 'content.legalResources.criminalSituations' },
    { kind: 'civil', title: 'content.legalResources.civilSituations' },
  ];
  return (
    <ContentSection
      id="emergency"
      title={t('content.legalResources.emergencyTitle')}
      intro={t('content.legalResources.emergencyIntro')}
    >
      <p
        role="note"
        className="flex items-start gap-3 rounded-lg bg-danger-subtle p-4 font-semibold text-danger-subtle-foreground"
      >
        <AlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {content.call911First}
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {content.emergencyServices.map((service) => (
          <li key={service.service} className="rounded-lg border border-border bg-card p-5">
            <h3 className="font-semibold">{service.service}</h3>
            <TextLink
              href={phoneHref(service.phone)}
              className="mt-1 flex w-fit items-center gap-1.5 text-lg"
            >
              <PhoneIcon aria-hidden="true" className="size-4" />
              {service.phone}
            </TextLink>
            <p className="mt-2 text-sm">{service.description}</p>
            <p className="mt-1 text-sm text-muted-foreground">{service.note}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`situations-${group.kind}`}>
            <h3 id={`situations-${group.kind}`} className="text-xl font-semibold">
              {t(group.title)}
            </h3>
            <ul className="mt-4 space-y-4">
              {content.emergencySituations
                .filter((s) => s.kind === group.kind)
                .map((situation) => (
                  <li key={situation.slug} className="rounded-lg border border-border p-4">
                    <h4 className="font-semibold">{situation.title}</h4>
                    <p className="mt-1 text-sm text-muted-foreground">{situation.summary}</p>
                    <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
                      <li className="font-semibold">{t('content.legalResources.call911Step')}</li>
                      {situation.steps.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ol>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-6 text-sm">
        <TextLink asChild>
          <Link to="/browse-lawyers">{t('content.legalResources.findCriminalLawyer')}</Link>
        </TextLink>
      </p>
    </ContentSection>
  );
}
