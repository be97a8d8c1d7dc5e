import type { Lawyer } from '@cld/contract/lawyers';
import { Badge } from '@cld/ui/badge';
import { SectionCard } from '@cld/ui/section-card';
import type { ReactNode } from 'react';
import { elidesBefore } from '../../i18n/elision.ts';
import { useT } from '../../i18n/i18n.ts';
import { profileMessages } from '../../i18n/namespaces.ts';
import { distanceFigure, ResponsivenessNote } from '../lawyers/index.ts';
import { useNames, useSpecializationNames } from '../reference/index.ts';
import { useSearchDistance } from './search-distance.ts';

/**
 * What a person in a hurry needs before the bio (issue 22): practice areas, languages, the distance
 * from the search they came from and the measured response time; the fees section follows it, also
 * before the bio, so the rate is still stated once. Each line shows only when the profile has it: no
 * distance without a search that measured one, no response time below three requests (decision 018).
 */
export function KeyFacts({ lawyer }: { lawyer: Lawyer }) {
  const t = useT(profileMessages);
  const names = useNames();
  const specializationNames = useSpecializationNames(lawyer.specializations);
  return (
    <SectionCard id="key-facts" className="scroll-mt-24" title={t('profile.keyFacts.heading')}>
      <dl className="grid gap-5 sm:grid-cols-2">
        <Fact label={t('profile.practiceAreasHeading')} wide>
          <ul className="flex flex-wrap gap-2">
            {lawyer.practiceAreas.map((area) => (
              <li key={`area-${area}`} className="max-w-full">
                <Badge className="max-w-full break-words whitespace-normal">
                  {names.practiceArea(area)}
                </Badge>
              </li>
            ))}
            {lawyer.specializations.map((specialization, index) => (
              <li key={`specialization-${specialization}`} className="max-w-full">
                <Badge variant="secondary" className="max-w-full break-words whitespace-normal">
                  {specializationNames[index]}
                </Badge>
              </li>
            ))}
          </ul>
        </Fact>
        {lawyer.languages.length > 0 && (
          <Fact label={t('profile.languagesHeading')} wide>
            <ul className="flex flex-wrap gap-2">
              {lawyer.languages.map((language) => (
                <li key={language}>
                  <Badge variant="outline">{names.language(language)}</Badge>
                </li>
              ))}
            </ul>
          </Fact>
        )}
        <DistanceFact lawyerId={lawyer.id} />
        {lawyer.responsiveness && (
          <Fact label={t('profile.keyFacts.responseTime')}>
            <ResponsivenessNote responsiveness={lawyer.responsiveness} className="font-normal" />
          </Fact>
        )}
      </dl>
    </SectionCard>
  );
}

function DistanceFact({ lawyerId }: { lawyerId: number }) {
  const t = useT(profileMessages);
  const names = useNames();
  const measured = useSearchDistance(lawyerId);
  if (!measured) return null;
  const distance = distanceFigure(t, measured.distanceKm);
  const { province } = measured.centre;
  const name = measured.centre.name && names.city(measured.centre.name);
  const place = name && (province ? t('browse.distance.place', { city: name, province }) : name);
  return (
    <Fact label={t('profile.keyFacts.distance')}>
      {place
        ? t(
            elidesBefore(place)
              ? 'profile.keyFacts.distanceFromElided'
              : 'profile.keyFacts.distanceFrom',
            {
              distance,
              place,
            },
          )
        : t('profile.keyFacts.distanceFromYou', { distance })}
    </Fact>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-medium">{children}</dd>
    </div>
  );
}
