import { legalAidPlanShortName } from '@cld/content/legal-aid-names';
import type { Lawyer } from '@cld/contract/lawyers';
import { FUNDING_OPTIONS, STATED_FEE_OFFERS, WEEKDAYS } from '@cld/reference/practice-details';
import { ClockIcon } from '@cld/ui/icons';
import { SectionCard } from '@cld/ui/section-card';
import type { ReactNode } from 'react';
import { useFormatters, useLocale, useT } from '../../i18n/i18n.ts';
import { profileMessages } from '../../i18n/namespaces.ts';
import { formatTimeOfDay } from '../../i18n/times.ts';
import { formatDay } from '../lawyers/index.ts';
import { useNames } from '../reference/index.ts';

/*
 * What the lawyer states about cost, funding and how and when they meet (issue 20). Each line shows
 * only when the lawyer stated it: "not stated" is not "no", so it is left out rather than denied.
 */

/**
 * "Fees and payment": the hourly rate and fee structure (always there), then what else the lawyer
 * stated: a free first consultation and its length, flat-fee services, other arrangements, funding.
 */
export function FeesSection({ lawyer }: { lawyer: Lawyer }) {
  const t = useT(profileMessages);
  const locale = useLocale();
  const format = useFormatters();
  const names = useNames();
  const offers = STATED_FEE_OFFERS.filter((offer) => lawyer.feeOffers.includes(offer));
  const funding = FUNDING_OPTIONS.filter((option) => lawyer.funding.includes(option)).map(
    (option) =>
      option === 'legal-aid'
        ? t('profile.fees.legalAid', { plan: legalAidPlanShortName(lawyer.province, locale) ?? '' })
        : t(option === 'pro-bono' ? 'profile.fees.proBono' : 'profile.fees.contingency'),
  );
  return (
    <SectionCard
      id="fees"
      className="scroll-mt-24"
      title={t('profile.fees.heading')}
      description={t('profile.statedByLawyer')}
    >
      <dl className="grid gap-5 sm:grid-cols-2">
        <Term label={t('profile.fees.hourlyRate')}>
          <span className="text-xl font-semibold">
            {t('profile.fees.hourlyRateValue', { rate: format.dollars(lawyer.hourlyRate) })}
          </span>
        </Term>
        <Term label={t('profile.fees.feeStructure')}>
          {names.feeStructure(lawyer.feeStructure)}
        </Term>
        {lawyer.freeConsultationMinutes !== null && (
          <Term label={t('profile.fees.freeConsultation')}>
            {t('profile.fees.freeConsultationLength', { count: lawyer.freeConsultationMinutes })}
          </Term>
        )}
        {lawyer.flatFees.length > 0 && (
          <Term label={t('profile.fees.flatFees')}>
            <Lines
              items={lawyer.flatFees.map(({ service, minPrice, maxPrice }) =>
                maxPrice === null || maxPrice === minPrice
                  ? t('profile.fees.flatFeePrice', { service, price: format.dollars(minPrice) })
                  : t('profile.fees.flatFeeRange', {
                      service,
                      min: format.dollars(minPrice),
                      max: format.dollars(maxPrice),
                    }),
              )}
            />
          </Term>
        )}
        {offers.length > 0 && (
          <Term label={t('profile.fees.otherOffers')}>
            <Lines items={offers.map((offer) => t(`profile.fees.offers.${offer}`))} />
          </Term>
        )}
        {funding.length > 0 && (
          <Term label={t('profile.fees.funding')}>
            <Lines items={funding} />
          </Term>
        )}
      </dl>
    </SectionCard>
  );
}

/**
 * "How and when": the ways to meet, the office's entrance, whether the lawyer takes new clients (as
 * last confirmed; the API leaves it out once the confirmation is 90 days old), and the office hours.
 */
export function HowAndWhenSection({ lawyer }: { lawyer: Lawyer }) {
  const t = useT(profileMessages);
  const locale = useLocale();
  const { meetingModes, stepFreeAccess, acceptingClients } = lawyer;
  const stated = meetingModes.length > 0 || stepFreeAccess !== null || acceptingClients !== null;
  return (
    <SectionCard
      id="how-and-when"
      className="scroll-mt-24"
      title={t('profile.meeting.heading')}
      description={t('profile.statedByLawyer')}
    >
      {stated && (
        <dl className="mb-6 grid gap-5 sm:grid-cols-2">
          {meetingModes.length > 0 && (
            <Term label={t('profile.meeting.modes')}>
              <Lines items={meetingModes.map((mode) => t(`profile.meeting.${mode}`))} />
            </Term>
          )}
          {stepFreeAccess !== null && (
            <Term label={t('profile.meeting.access')}>
              {t(stepFreeAccess ? 'profile.meeting.stepFree' : 'profile.meeting.steps')}
            </Term>
          )}
          {acceptingClients && (
            <Term label={t('profile.meeting.newClients')}>
              {t(
                acceptingClients.accepting
                  ? 'profile.meeting.accepting'
                  : 'profile.meeting.notAccepting',
                { date: formatDay(acceptingClients.confirmedAt, locale) },
              )}
            </Term>
          )}
        </dl>
      )}
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <ClockIcon className="text-muted-foreground" />
        {t('profile.hours.heading')}
      </h3>
      <OfficeHoursList hours={lawyer.officeHours} />
    </SectionCard>
  );
}

/** Each day, Monday first, with its openings ("9:00 a.m. – 12:00 p.m., 1:00 p.m. – 5:00 p.m."). */
function OfficeHoursList({ hours }: { hours: Lawyer['officeHours'] }) {
  const t = useT(profileMessages);
  const locale = useLocale();
  // A week without a single opening says nothing about when to come: not seven "Closed".
  if (WEEKDAYS.every((day) => hours[day].length === 0))
    return <p className="mt-3 text-sm text-muted-foreground">{t('profile.hours.noneStated')}</p>;
  return (
    <dl className="mt-3 grid gap-2 text-sm">
      {WEEKDAYS.map((day) => (
        <div key={day} className="flex flex-wrap justify-between gap-x-4">
          <dt className="font-medium">{t(`profile.hours.days.${day}`)}</dt>
          <dd className="text-muted-foreground">
            {hours[day].length === 0
              ? t('profile.hours.closed')
              : hours[day]
                  .map(({ opens, closes }) =>
                    t('profile.hours.opening', {
                      opens: formatTimeOfDay(locale, opens),
                      closes: formatTimeOfDay(locale, closes),
                    }),
                  )
                  .join(', ')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-medium">{children}</dd>
    </div>
  );
}

function Lines({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-1">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
