import type { Lawyer, RegisterListing } from '@cld/contract/lawyers';
import { regulatorLink } from '@cld/reference/regulators';
import { Avatar } from '@cld/ui/avatar';
import { Button } from '@cld/ui/button';
import { BriefcaseIcon, LanguagesIcon, MapPinIcon, PhoneIcon } from '@cld/ui/icons';
import { TextLink } from '@cld/ui/link';
import { SectionCard } from '@cld/ui/section-card';
import { useT } from '../../i18n/i18n.ts';
import { claimsMessages } from '../../i18n/namespaces.ts';
import { Link } from '../../lib/links/index.ts';
import {
  formatProfilePhone,
  phoneHref,
  RegisterProvenance,
  VerificationNote,
} from '../lawyers/index.ts';
import { useNames } from '../reference/index.ts';

/** The claim page of a listing, for the claim or the removal (`?purpose=removal`). */
export const claimPath = (id: number, purpose: 'claim' | 'removal' = 'claim') =>
  `/lawyer/${id}/claim${purpose === 'removal' ? '?purpose=removal' : ''}`;

/**
 * The profile of a register listing its lawyer has not completed (issue 39, DESIGN §8.6): only
 * what the register holds (name, firm, areas, place, languages, the phone it publishes), where it
 * comes from and when, no contact form or booking (the lawyer never set them up), the regulator's
 * directory to reach them, and, while nobody owns it, "Is this you?".
 */
export function RegisterListingProfile({
  lawyer,
  listing,
}: {
  lawyer: Lawyer;
  listing: RegisterListing;
}) {
  const t = useT(claimsMessages);
  const names = useNames();
  const regulator = regulatorLink(listing.regulator);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="grid gap-4 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <div className="flex items-start gap-4">
          <Avatar name={lawyer.name} src={null} size="xl" />
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight break-words" translate="no">
              {lawyer.name}
            </h1>
            {lawyer.firmName && (
              <p className="mt-1 text-lg break-words text-muted-foreground" translate="no">
                {lawyer.firmName}
              </p>
            )}
            <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPinIcon />
              {names.city(lawyer.city)}, {names.province(lawyer.province)}
            </p>
          </div>
        </div>
        {/* Claimed, not completed yet: the badge names the register and the date it was proven. */}
        {listing.claimed && (
          <VerificationNote verification={lawyer.verification} listing={listing} />
        )}
        <section
          aria-label={t('claims.listing.notice')}
          className="rounded-lg border border-border bg-muted p-4"
        >
          <RegisterProvenance listing={listing} />
        </section>
      </header>

      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem]">
        <SectionCard title={t('claims.listing.notice')}>
          <dl className="grid gap-4 text-sm">
            <div>
              <dt className="font-medium">{t('claims.listing.licence')}</dt>
              <dd className="mt-0.5 text-muted-foreground" translate="no">
                {listing.licenceNumber}
              </dd>
            </div>
            {lawyer.practiceAreas.length > 0 && (
              <div>
                <dt className="flex items-center gap-2 font-medium">
                  <BriefcaseIcon className="text-muted-foreground" />
                  {t('claims.listing.areas')}
                </dt>
                <dd className="mt-0.5 pl-6 text-muted-foreground">
                  {lawyer.practiceAreas.map((area) => names.practiceArea(area)).join(', ')}
                </dd>
              </div>
            )}
            {lawyer.languages.length > 0 && (
              <div>
                <dt className="flex items-center gap-2 font-medium">
                  <LanguagesIcon className="text-muted-foreground" />
                  {t('claims.listing.languages')}
                </dt>
                <dd className="mt-0.5 pl-6 text-muted-foreground">
                  {names.languageList(lawyer.languages)}
                </dd>
              </div>
            )}
            {lawyer.phone && (
              <div>
                <dt className="flex items-center gap-2 font-medium">
                  <PhoneIcon className="text-muted-foreground" />
                  {t('claims.listing.phoneFromRegister')}
                </dt>
                <dd className="mt-0.5 pl-6">
                  <TextLink href={phoneHref(lawyer.phone)}>
                    {formatProfilePhone(lawyer.phone)}
                  </TextLink>
                </dd>
              </div>
            )}
          </dl>
          <p className="mt-6 text-sm text-muted-foreground">{t('claims.listing.noContactForm')}</p>
          {regulator && (
            <p className="mt-2 text-sm">
              <TextLink href={regulator.href} target="_blank" rel="noopener noreferrer">
                {t('claims.listing.contactThroughRegister')}
              </TextLink>
            </p>
          )}
        </SectionCard>

        {!listing.claimed && (
          <aside
            aria-labelledby="is-this-you"
            className="grid content-start gap-3 rounded-xl border border-primary/15 bg-primary-subtle p-6"
          >
            <h2 id="is-this-you" className="text-lg font-semibold text-primary-subtle-foreground">
              {t('claims.listing.isThisYou')}
            </h2>
            <p className="text-sm">{t('claims.listing.claimIntro')}</p>
            <Button asChild className="w-full">
              <Link to={claimPath(lawyer.id)}>{t('claims.listing.claim')}</Link>
            </Button>
            <p className="text-sm text-muted-foreground">{t('claims.listing.removalIntro')}</p>
            <TextLink asChild>
              <Link to={claimPath(lawyer.id, 'removal')}>{t('claims.listing.removal')}</Link>
            </TextLink>
          </aside>
        )}
      </div>
    </div>
  );
}
