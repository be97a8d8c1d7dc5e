import type { ProvinceLegalInfo } from '@cld/content/province-legal-info';
import { SectionCard } from '@cld/ui/section-card';
import { TextLink } from '@cld/ui/link';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { BookIcon, LandmarkIcon, ScaleIcon } from '@cld/ui/icons';
import { useT } from '../../i18n/i18n.ts';
import { profileMessages } from '../../i18n/namespaces.ts';
import { phoneHref } from '../lawyers/index.ts';

/** Where to find help in the lawyer's province: legal aid, the law society, court self-help. */
export function ProvinceHelp({
  info,
  provinceName,
}: {
  info: ProvinceLegalInfo;
  provinceName: string;
}) {
  const t = useT(profileMessages);
  const { legalAid } = info;
  return (
    <SectionCard title={t('profile.help.heading', { province: provinceName })}>
      <ul className="grid gap-6 md:grid-cols-3">
        <HelpItem
          icon={ScaleIcon}
          title={t('profile.help.legalAid')}
          body={t('profile.help.legalAidBody')}
        >
          {legalAid.website ? (
            <ExternalLink href={legalAid.website}>{legalAid.name}</ExternalLink>
          ) : (
            <span className="font-medium">{legalAid.name}</span>
          )}
          {legalAid.phone ? (
            <TextLink href={phoneHref(legalAid.phone)} variant="muted" className="w-fit">
              {t('profile.help.phone', { phone: legalAid.phone })}
            </TextLink>
          ) : (
            legalAid.localOffices && (
              <ExternalLink href={legalAid.localOffices.source}>
                {t('profile.help.localOffices')}
              </ExternalLink>
            )
          )}
        </HelpItem>
        <HelpItem
          icon={LandmarkIcon}
          title={t('profile.help.lawSociety')}
          body={t('profile.help.lawSocietyBody')}
        >
          {info.regulators.map((regulator) => (
            <ExternalLink key={regulator.website} href={regulator.website}>
              {regulator.name}
            </ExternalLink>
          ))}
        </HelpItem>
        <HelpItem
          icon={BookIcon}
          title={t('profile.help.selfHelp')}
          body={t('profile.help.selfHelpBody')}
        >
          <ExternalLink href={info.selfHelp.url}>{info.selfHelp.name}</ExternalLink>
        </HelpItem>
      </ul>
    </SectionCard>
  );
}

function HelpItem({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon className="size-5 text-primary" />
        {title}
      </h3>
      {children}
      <p className="text-sm text-muted-foreground">{body}</p>
    </li>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT(profileMessages);
  return (
    <TextLink href={href} target="_blank" rel="noopener noreferrer" className="w-fit">
      {children}
      <span className="sr-only"> {t('profile.help.opensInNewTab')}</span>
    </TextLink>
  );
}
