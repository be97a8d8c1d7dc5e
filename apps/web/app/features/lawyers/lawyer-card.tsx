import type { Lawyer } from '@cld/contract/lawyers';
import { Avatar } from '@cld/ui/avatar';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { Card } from '@cld/ui/card';
import { Link } from '../../lib/links/index.ts';
import { BriefcaseIcon, CalendarIcon, LanguagesIcon, MapPinIcon, PhoneIcon } from '@cld/ui/icons';
import { useLocale, useT, type Translate } from '../../i18n/i18n.ts';
import { bioFor, speaksFrench } from './lawyer-bio.ts';
import { useNames, useSpecializationNames } from '../reference/index.ts';
import { distanceFigure, formatCardPhone, phoneHref } from './format.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ResponsivenessNote } from './responsiveness-note.tsx';
import { isRegisterOnly, RegisterProvenance } from './register-provenance.tsx';
import { VerificationNote } from './verification-note.tsx';
import { cn } from '@cld/ui/cn';
import { heartLawyerOf, SaveLawyerHeart } from '../client-space/save-heart.tsx';
import { CompareTick } from './compare-tick.tsx';

export type LawyerCardLayout = 'grid' | 'list';

/** Spec §9: one specialization in the grid, two in the list, then "+N more". */
const SPECIALIZATIONS_SHOWN: Record<LawyerCardLayout, number> = { grid: 1, list: 2 };

export function LawyerCard({
  lawyer,
  layout,
  searchedAreas,
}: {
  lawyer: Lawyer;
  layout: LawyerCardLayout;
  /** The practice areas the list was searched for: the card names the one this lawyer practises. */
  searchedAreas?: readonly string[];
}) {
  const t = useT();
  const names = useNames();
  const practiceArea =
    lawyer.practiceAreas.find((area) => searchedAreas?.includes(area)) ?? lawyer.practiceArea;
  const shown = lawyer.specializations.slice(0, SPECIALIZATIONS_SHOWN[layout]);
  const hidden = lawyer.specializations.length - shown.length;
  const shownNames = useSpecializationNames(shown);
  const profileHref = `/lawyer/${lawyer.id}`;
  const list = layout === 'list';
  const locale = useLocale();
  const bio = bioFor(lawyer, locale);
  const badges = statedBadges(t, lawyer);
  // A register listing its lawyer has not completed shows only the register's data (issue 39).
  const registerListing = isRegisterOnly(lawyer.listing) ? lawyer.listing : undefined;

  return (
    <Card
      className={cn(
        'h-full gap-4 p-5 transition-shadow hover:shadow-md',
        list && 'sm:flex-row sm:items-start sm:gap-6',
      )}
    >
      <div className={cn('flex items-start gap-4', list && 'sm:flex-1')}>
        <Avatar name={lawyer.name} src={lawyer.photo} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-1">
            <h3 className="min-w-0 text-lg font-semibold leading-tight break-words">
              <Link
                to={profileHref}
                className="rounded-sm hover:text-primary hover:underline focus-visible:focus-ring"
                translate="no"
              >
                {lawyer.name}
              </Link>
            </h3>
            <SaveLawyerHeart lawyer={heartLawyerOf(lawyer)} className="-mt-2 -mr-2" />
          </div>
          {lawyer.firmName && (
            <p className="mt-0.5 truncate text-sm text-muted-foreground" translate="no">
              {lawyer.firmName}
            </p>
          )}
          {speaksFrench(lawyer.languages) && (
            <p className="mt-1 text-xs font-semibold tracking-wide text-primary uppercase">
              {t('lawyerCard.speaksFrench')}
            </p>
          )}
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {practiceArea && (
              <span className="inline-flex items-center gap-1 font-medium text-primary">
                <BriefcaseIcon />
                {names.practiceArea(practiceArea)}
              </span>
            )}
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <MapPinIcon />
              {/* The city and province, alike on every card (the typed location is the profile's). */}
              {names.place(lawyer.city, lawyer.province)}
            </span>
            {lawyer.distanceKm !== undefined && (
              <span className="font-medium tabular-nums" data-testid="distance">
                <span className="sr-only">{t('lawyerCard.badges.distanceLabel')} </span>
                {t('lawyerCard.badges.distance', {
                  distance: distanceFigure(t, lawyer.distanceKm),
                })}
              </span>
            )}
          </p>
          {lawyer.languages.length > 0 && (
            <p className="mt-1 flex items-start gap-1 text-sm text-muted-foreground">
              <LanguagesIcon className="mt-0.5 shrink-0" />
              {t('lawyerCard.languages', { languages: names.languageList(lawyer.languages) })}
            </p>
          )}
          {list && bio && (
            <p lang={bio.lang} className="mt-3 line-clamp-2 text-sm text-muted-foreground">
              {bio.text}
            </p>
          )}
        </div>
      </div>

      <div className={cn('flex flex-1 flex-col gap-3', list && 'sm:w-64 sm:flex-none')}>
        {!registerListing && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <RatingSummary lawyer={lawyer} />
            <span className="text-muted-foreground">
              {t('lawyerCard.experience', { count: lawyer.experience })}
            </span>
          </div>
        )}
        <ResponsivenessNote responsiveness={lawyer.responsiveness} />
        {lawyer.nextSlot && (
          <p className="flex items-start gap-1.5 text-sm" data-testid="next-slot">
            <CalendarIcon className="mt-0.5 shrink-0 text-muted-foreground" />
            {t('lawyerCard.nextSlot', { time: lawyer.nextSlot.text[locale] })}
          </p>
        )}
        {badges.length > 0 && (
          <ul aria-label={t('lawyerCard.badges.label')} className="flex flex-wrap gap-1.5">
            {badges.map(({ text, variant }) => (
              <li key={text}>
                <Badge variant={variant}>{text}</Badge>
              </li>
            ))}
          </ul>
        )}

        {registerListing ? (
          <RegisterProvenance listing={registerListing} withLink={false} />
        ) : (
          <VerificationNote verification={lawyer.verification} listing={lawyer.listing} />
        )}
        {shown.length > 0 && (
          <ul className="flex flex-wrap gap-1.5">
            {shown.map((specialization, index) => (
              <li key={specialization}>
                <Badge variant="secondary">{shownNames[index]}</Badge>
              </li>
            ))}
            {hidden > 0 && (
              <li>
                <Badge variant="outline">
                  {t('lawyerCard.moreSpecializations', { count: hidden })}
                </Badge>
              </li>
            )}
          </ul>
        )}

        {lawyer.phone && (
          <a
            href={phoneHref(lawyer.phone)}
            className="inline-flex w-fit items-center gap-2 rounded-sm text-sm text-foreground hover:text-primary focus-visible:focus-ring"
          >
            <PhoneIcon className="text-muted-foreground" />
            {formatCardPhone(lawyer.phone)}
          </a>
        )}

        <CompareTick lawyer={{ id: lawyer.id, name: lawyer.name }} className="mt-auto" />
        <Button asChild variant={list ? 'primary' : 'outline'} className="w-full">
          <Link to={profileHref} aria-label={t('lawyerCard.viewProfileOf', { name: lawyer.name })}>
            {t('lawyerCard.viewProfile')}
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/**
 * The card's badges, each from what the lawyer stated (issue 20): a free first consultation and its
 * length, flat fees, legal aid, video meetings, taking new clients or not (confirmed within 90 days). What
 * is not stated shows nothing: "not stated" is not "no".
 */
function statedBadges(
  t: Translate,
  lawyer: Lawyer,
): { text: string; variant: 'success' | 'warning' }[] {
  const badges: string[] = [];
  if (lawyer.freeConsultationMinutes !== null) {
    badges.push(
      t('lawyerCard.badges.freeConsultation', { minutes: lawyer.freeConsultationMinutes }),
    );
  }
  if (lawyer.flatFees.length > 0 || lawyer.feeOffers.includes('flat-fees')) {
    badges.push(t('lawyerCard.badges.flatFees'));
  }
  if (lawyer.funding.includes('legal-aid')) badges.push(t('lawyerCard.badges.legalAid'));
  if (lawyer.meetingModes.includes('video')) badges.push(t('lawyerCard.badges.video'));
  if (lawyer.acceptingClients?.accepting) badges.push(t('lawyerCard.badges.acceptingClients'));
  // Said within 90 days: a card must not invite a request the lawyer will turn down (issue 37).
  const stated: { text: string; variant: 'success' | 'warning' }[] = badges.map((text) => ({
    text,
    variant: 'success',
  }));
  if (lawyer.acceptingClients?.accepting === false) {
    stated.push({ text: t('lawyerCard.badges.notAcceptingClients'), variant: 'warning' });
  }
  return stated;
}
