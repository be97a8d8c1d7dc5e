import { SiteAdSlot } from '../ads/index.ts';
import type { ProvinceLegalInfo } from '@cld/content/province-legal-info';
import type { Lawyer } from '@cld/contract/lawyers';
import { PHOTO_SIZE } from '@cld/reference/practice-details';
import { Avatar } from '@cld/ui/avatar';
import { SectionCard } from '@cld/ui/section-card';
import { TextLink } from '@cld/ui/link';
import { Suspense, type ReactNode } from 'react';
import { Link } from '../../lib/links/index.ts';
import {
  BriefcaseIcon,
  CalendarIcon,
  ClockIcon,
  GlobeIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
} from '@cld/ui/icons';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { profileMessages, reviewsSectionMessages } from '../../i18n/namespaces.ts';
import { findPracticeAreaIn, namesIn, useNames } from '../reference/index.ts';
import { RegisterListingProfile } from '../claims/index.ts';
import {
  bioFor,
  formatProfilePhone,
  isRegisterOnly,
  phoneHref,
  RatingSummary,
  VerificationNote,
} from '../lawyers/index.ts';
import { ConsultationDialog, ContactLawyerDialog } from '../inquiries/index.ts';
import { useLinkBack } from '../auth/index.ts';
import { heartLawyerOf, SaveLawyerHeart } from '../client-space/save-heart.tsx';
import { placePath } from '../../lib/places/place-paths.ts';
import { ProfileActionBar } from './action-bar.tsx';
import { firmNameOf } from './firm-name.ts';
import { officeAddressExtras } from './office-address.ts';
import { KeyFacts } from './key-facts.tsx';
import { lazyAfterFirstUse } from '../../lib/deferred.ts';
import { LawyerReviews } from '../reviews/index.ts';

/**
 * The profile's static sections (fees and funding, how and when, where to get help): the server
 * writes them, and their script comes after the page's first load (lib/deferred.ts).
 */
const practiceTerms = () => import('./practice-terms.tsx');
const FeesSection = lazyAfterFirstUse(() => practiceTerms().then((module) => module.FeesSection));
const HowAndWhenSection = lazyAfterFirstUse(() =>
  practiceTerms().then((module) => module.HowAndWhenSection),
);
const ProvinceHelp = lazyAfterFirstUse(() =>
  import('./province-help.tsx').then((module) => module.ProvinceHelp),
);

/**
 * The bio in the page's language, else the other language's with a note saying so; `lang` tells
 * screen readers and translators which language the lawyer wrote it in (DESIGN §7.6).
 */
export function LawyerBio({ lawyer }: { lawyer: Pick<Lawyer, 'bio' | 'bioFr'> }) {
  const t = useT(profileMessages, reviewsSectionMessages);
  const bio = bioFor(lawyer, useLocale());
  if (!bio) return null;
  return (
    <>
      {bio.otherLanguage && (
        <p className="mb-3 text-sm text-muted-foreground italic">
          {t(bio.lang === 'fr' ? 'profile.bioOnlyInFrench' : 'profile.bioOnlyInEnglish')}
        </p>
      )}
      <p lang={bio.lang} className="leading-relaxed whitespace-pre-line">
        {bio.text}
      </p>
    </>
  );
}

export function LawyerProfile({
  lawyer,
  provinceHelp,
  areaSummary = '',
  help,
}: {
  lawyer: Lawyer;
  /** "Need help now?" on a criminal or family lawyer's profile (issue 22), from the route. */
  help?: ReactNode;
  /** Where to find help in the lawyer's province, as the route's loader read it. */
  provinceHelp: ProvinceLegalInfo;
  /** What the lawyer's practice area covers, in the page's language (the route's loader). */
  areaSummary?: string;
}) {
  const t = useT(profileMessages, reviewsSectionMessages);
  const names = useNames();
  const provinceName = names.province(lawyer.province);
  const firmName = firmNameOf(lawyer, t);

  // A register listing its lawyer has not completed shows only the register's data (issue 39).
  if (isRegisterOnly(lawyer.listing)) {
    return <RegisterListingProfile lawyer={lawyer} listing={lawyer.listing} />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <SiteAdSlot slotId="PROFILE_TOP" size="leaderboard" responsive />

      <nav aria-label={t('profile.breadcrumb')} className="mt-6 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <TextLink asChild variant="muted">
              <Link to="/">{t('profile.breadcrumbHome')}</Link>
            </TextLink>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <TextLink asChild variant="muted">
              <Link to="/browse-lawyers">{t('profile.breadcrumbBrowse')}</Link>
            </TextLink>
          </li>
          <li aria-hidden="true">/</li>
          <li
            aria-current="page"
            className="min-w-0 font-medium break-words text-foreground"
            translate="no"
          >
            {lawyer.name}
          </li>
        </ol>
      </nav>

      <header className="mt-6 overflow-hidden rounded-xl border border-border bg-card shadow-sm">
        <div className="h-24 bg-gradient-to-r from-brand-900 to-brand-700 sm:h-28" />
        <div className="flex flex-col gap-5 px-6 pb-6 sm:flex-row sm:items-end sm:px-8">
          <Avatar
            name={lawyer.name}
            src={lawyer.photo}
            photoSize={PHOTO_SIZE}
            size="xl"
            className="-mt-12 ring-4 ring-card sm:-mt-14"
          />
          <div className="min-w-0 flex-1">
            {/* Names are not translated (`translate="no"`: browsers' translators leave them too). */}
            <div className="flex items-start justify-between gap-2">
              <h1 className="text-3xl font-bold tracking-tight break-words" translate="no">
                {lawyer.name}
              </h1>
              <SaveLawyerHeart lawyer={heartLawyerOf(lawyer)} />
            </div>
            <p className="mt-1 text-lg break-words text-muted-foreground" translate="no">
              {firmName}
            </p>
            <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <span className="inline-flex items-center gap-1.5 font-medium text-primary">
                <BriefcaseIcon />
                {names.practiceArea(lawyer.practiceArea)}
              </span>
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                <MapPinIcon />
                {names.city(lawyer.city)}, {provinceName}
              </span>
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                <ClockIcon />
                {t('lawyerCard.experience', { count: lawyer.experience })}
              </span>
            </p>
            <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <RatingSummary lawyer={lawyer} />
            </p>
          </div>
          <VerificationNote
            verification={lawyer.verification}
            listing={lawyer.listing}
            className="self-start sm:max-w-xs sm:self-end"
          />
        </div>
      </header>

      <div className="mt-8 grid grid-cols-1 gap-8 md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-8">
          <KeyFacts lawyer={lawyer} />
          {help}
          <Suspense fallback={null}>
            <FeesSection lawyer={lawyer} />
          </Suspense>

          <ProfileSection title={t('profile.aboutHeading')}>
            <LawyerBio lawyer={lawyer} />
          </ProfileSection>

          <Suspense fallback={null}>
            <HowAndWhenSection lawyer={lawyer} />
          </Suspense>

          <ProfileSection title={t('profile.credentials.heading')}>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Figure label={t('profile.credentials.experience')}>
                {t('profile.credentials.experienceValue', { count: lawyer.experience })}
              </Figure>
              <Figure label={t('profile.credentials.rating')}>
                <RatingSummary lawyer={lawyer} />
              </Figure>
            </dl>
          </ProfileSection>

          <ProfileSection id="reviews" title={t('reviews.section.heading')}>
            <LawyerReviews lawyerId={lawyer.id} lawyerName={lawyer.name} />
          </ProfileSection>

          <AreaInProvince lawyer={lawyer} provinceName={provinceName} summary={areaSummary} />
          <Suspense fallback={null}>
            <ProvinceHelp info={provinceHelp} provinceName={provinceName} />
          </Suspense>
        </div>

        <aside className="grid content-start gap-6 md:sticky md:top-24 md:self-start">
          <ContactCard lawyer={lawyer} />
        </aside>
      </div>

      <SiteAdSlot slotId="PROFILE_BOTTOM" size="leaderboard" responsive className="mt-12" />
      <ProfileActionBar lawyer={lawyer} />
    </div>
  );
}

function ProfileSection({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <SectionCard id={id} className="scroll-mt-24" title={title}>
      {children}
    </SectionCard>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-muted p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold">{children}</dd>
    </div>
  );
}

function ContactCard({ lawyer }: { lawyer: Lawyer }) {
  // Registered, the visitor comes back to this profile (issue 21).
  const registerPath = useLinkBack('/auth/register');
  const t = useT(profileMessages, reviewsSectionMessages);
  const locale = useLocale();
  const names = useNames();
  const { postalCode, location } = officeAddressExtras(lawyer);
  return (
    <SectionCard title={t('profile.contact.heading')}>
      <dl className="grid gap-4 text-sm">
        <ContactRow icon={<PhoneIcon />} label={t('profile.contact.phone')}>
          <TextLink href={phoneHref(lawyer.phone)}>{formatProfilePhone(lawyer.phone)}</TextLink>
        </ContactRow>
        <ContactRow icon={<MailIcon />} label={t('profile.contact.email')}>
          {/* The API sends the email only to signed-in visitors (DESIGN §4). */}
          {lawyer.email ? (
            <TextLink href={`mailto:${lawyer.email}`} className="break-all">
              {lawyer.email}
            </TextLink>
          ) : (
            <TextLink asChild>
              <Link to={registerPath}>{t('profile.contact.emailHidden')}</Link>
            </TextLink>
          )}
        </ContactRow>
        <ContactRow icon={<MapPinIcon />} label={t('profile.contact.address')}>
          <address className="not-italic break-words">
            {lawyer.address}
            {!lawyer.address.includes(lawyer.city) ? (
              <>
                <br />
                {names.place(lawyer.city, lawyer.province)}
                {postalCode && ` ${postalCode}`}
              </>
            ) : (
              postalCode && (
                <>
                  <br />
                  {postalCode}
                </>
              )
            )}
            {/* The location as the lawyer wrote it ("Downtown Montréal"), when it adds something. */}
            {location && (
              <>
                <br />
                <span className="text-muted-foreground">{location}</span>
              </>
            )}
          </address>
        </ContactRow>
        {lawyer.website && (
          <ContactRow icon={<GlobeIcon />} label={t('profile.contact.website')}>
            <TextLink href={lawyer.website} target="_blank" rel="noopener noreferrer nofollow">
              {t('profile.contact.visitWebsite')}
            </TextLink>
          </ContactRow>
        )}
        {lawyer.linkedin && (
          <ContactRow icon={<GlobeIcon />} label={t('profile.contact.linkedin')}>
            <TextLink href={lawyer.linkedin} target="_blank" rel="noopener noreferrer nofollow">
              {t('profile.contact.linkedin')}
            </TextLink>
          </ContactRow>
        )}
      </dl>
      {lawyer.nextSlot && (
        <p className="mt-6 flex items-start gap-1.5 text-sm" data-testid="next-slot">
          <CalendarIcon className="mt-0.5 shrink-0 text-muted-foreground" />
          {t('profile.contact.nextSlot', { time: lawyer.nextSlot.text[locale] })}
        </p>
      )}
      <div className="mt-6 grid gap-3">
        <ContactLawyerDialog lawyerId={lawyer.id} lawyerName={lawyer.name} />
        <ConsultationDialog lawyerId={lawyer.id} lawyerName={lawyer.name} />
      </div>
    </SectionCard>
  );
}

function ContactRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-medium">
        <span className="text-muted-foreground">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 min-w-0 pl-6 text-muted-foreground">{children}</dd>
    </div>
  );
}

function AreaInProvince({
  lawyer,
  provinceName,
  summary,
}: {
  lawyer: Lawyer;
  provinceName: string;
  summary: string;
}) {
  const t = useT(profileMessages, reviewsSectionMessages);
  const locale = useLocale();
  const names = namesIn(locale);
  const area = findPracticeAreaIn(locale, lawyer.practiceArea);
  const practiceArea = area ? names.practiceArea(area.slug) : lawyer.practiceArea;
  return (
    <section
      aria-labelledby="area-in-province"
      className="rounded-xl border border-primary/15 bg-primary-subtle p-6"
    >
      <h2 id="area-in-province" className="text-lg font-semibold text-primary-subtle-foreground">
        {t('profile.areaInProvince.heading', {
          practiceArea,
          province: provinceName,
        })}
      </h2>
      <p className="mt-2 leading-relaxed">
        {t('profile.areaInProvince.body', { summary, province: provinceName })}
      </p>
      {area && (
        <p className="mt-3">
          <TextLink asChild>
            <Link
              to={placePath({
                province: lawyer.province,
                city: lawyer.city,
                practiceArea: area.slug,
              })}
            >
              {t('profile.areaInProvince.moreInCity', {
                practiceArea,
                city: names.city(lawyer.city),
              })}
            </Link>
          </TextLink>
        </p>
      )}
    </section>
  );
}
