import type { ProvincialGuide } from '@cld/content/provincial-guides';
import { Card, CardContent, CardHeader, CardTitle } from '@cld/ui/card';
import { TextLink } from '@cld/ui/link';
import { BookIcon, LandmarkIcon, PhoneIcon, ScaleIcon, UsersIcon } from '@cld/ui/icons';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useFormatters, useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { phoneHref } from '../../lawyers/index.ts';
import { ExternalLink } from '../shared/external-link.tsx';
import { BulletList } from '../shared/bullet-list.tsx';

// Links stacked in a list keep a 24-pixel target (WCAG 2.2, 2.5.8).
const TARGET = 'inline-block min-h-6 py-0.5';

/**
 * A province's or territory's legal landscape: capital and population, courts at the three
 * levels, its regulators and legal aid plan with phone and website, key laws, what is unique,
 * and official resources.
 */
export function ProvincialDetails({
  guide,
  compact = false,
}: {
  guide: ProvincialGuide;
  /** The legal guide shows the essentials; the provincial guide shows everything. */
  compact?: boolean;
}) {
  const t = useT(contentMessages);
  const format = useFormatters();
  const { courtSystem, legalAid } = guide;
  const courts = [
    { label: t('content.provincial.appellate'), name: courtSystem.appellate },
    { label: t('content.provincial.superior'), name: courtSystem.superior },
    {
      label: t('content.provincial.provincialCourt'),
      name: courtSystem.provincial ?? t('content.provincial.unifiedCourt'),
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="text-2xl">
          <h3>{guide.name}</h3>
        </CardTitle>
        <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t('content.provincial.capital')}</dt>
            <dd className="font-medium">{guide.capital}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t('content.provincial.population')}</dt>
            <dd className="font-medium">
              {t('content.provincial.populationValue', {
                population: format.number(guide.population.count),
                census: String(guide.population.census),
              })}
            </dd>
          </div>
        </dl>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <Block icon={ScaleIcon} title={t('content.provincial.courts')}>
          <dl className="space-y-3 text-sm">
            {courts.map((court) => (
              <div key={court.label}>
                <dt className="text-muted-foreground">{court.label}</dt>
                <dd className="font-medium">{court.name}</dd>
              </div>
            ))}
            {courtSystem.smallClaims && (
              <div>
                <dt className="text-muted-foreground">{t('content.provincial.smallClaims')}</dt>
                <dd className="font-medium">
                  {t('content.provincial.smallClaimsValue', {
                    court: courtSystem.smallClaims.court,
                    limit: format.dollars(courtSystem.smallClaims.limit),
                  })}
                  {courtSystem.smallClaims.note && (
                    <span className="block font-normal text-muted-foreground">
                      {courtSystem.smallClaims.note}
                    </span>
                  )}
                </dd>
              </div>
            )}
          </dl>
        </Block>
        <Block icon={LandmarkIcon} title={t('content.provincial.regulators')}>
          <ul className="space-y-4 text-sm">
            {guide.lawSocieties.map((society) => (
              <li key={society.slug} className="space-y-1">
                <ExternalLink href={society.website} className={TARGET}>
                  {society.name}
                </ExternalLink>
                {society.phone && <Phone number={society.phone} />}
                {society.tollFreePhone && <Phone number={society.tollFreePhone} />}
              </li>
            ))}
          </ul>
        </Block>
        <Block icon={UsersIcon} title={t('content.provincial.legalAid')}>
          <div className="space-y-1 text-sm">
            {legalAid.website ? (
              <ExternalLink href={legalAid.website} className={TARGET}>
                {legalAid.organization}
              </ExternalLink>
            ) : (
              <p className="font-medium">{legalAid.organization}</p>
            )}
            {legalAid.phone ? (
              <Phone number={legalAid.phone} />
            ) : (
              legalAid.localOffices && (
                <ExternalLink href={legalAid.localOffices.source} className={TARGET}>
                  {t('content.common.localOffices')}
                </ExternalLink>
              )
            )}
          </div>
        </Block>
        {!compact && (
          <Block icon={BookIcon} title={t('content.provincial.keyLaws')}>
            <dl className="space-y-3 text-sm">
              {guide.keyLaws.map((law) => (
                <div key={law.name}>
                  <dt className="font-medium">{law.name}</dt>
                  <dd className="text-muted-foreground">{law.summary}</dd>
                </div>
              ))}
            </dl>
          </Block>
        )}
        <Block icon={ScaleIcon} title={t('content.provincial.uniqueFeatures')}>
          <BulletList items={guide.uniqueFeatures} className="list-disc space-y-2 pl-5 text-sm" />
        </Block>
        {!compact && (
          <Block
            icon={BookIcon}
            title={t('content.provincial.resources')}

            className="lg:col-span-2"
          >
            <ul className="grid gap-4 text-sm md:grid-cols-3">
              {guide.resources.map((resource) => (
                <li key={resource.url} className="space-y-1">
                  <ExternalLink href={resource.url} className={TARGET}>
                    {resource.name}
                  </ExternalLink>
                  {resource.description && (
                    <p className="text-muted-foreground">{resource.description}</p>
                  )}
                </li>
              ))}
            </ul>
          </Block>
        )}
      </CardContent>
    </Card>
  );
}

function Block({
  icon: Icon,
  title,
  className,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className}>
      <h4 className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h4>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Phone({ number }: { number: string }) {
  const t = useT(contentMessages);
  return (
    <TextLink
      href={phoneHref(number)}
      variant="muted"
      className="flex min-h-6 w-fit items-center gap-1.5"
    >
      <PhoneIcon aria-hidden="true" className="size-4" />
      {t('content.common.phone', { phone: number })}
    </TextLink>
  );
}
