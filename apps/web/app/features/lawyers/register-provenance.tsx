import type { RegisterListing } from '@cld/contract/lawyers';
import { regulatorLink } from '@cld/reference/regulators';
import { cn } from '@cld/ui/cn';
import { LandmarkIcon } from '@cld/ui/icons';
import { useT } from '../../i18n/i18n.ts';
import { formatDay } from './format.ts';

/** A register listing its lawyer has not completed: nothing on it may read as the lawyer's. */
export const isRegisterOnly = (listing: RegisterListing | undefined): listing is RegisterListing =>
  listing !== undefined && !listing.completed;

/**
 * Where a register listing comes from (issue 39, DESIGN §8.6): which regulator's public register,
 * of which date, and that the lawyer has not completed it; with the regulator's own directory, where
 * anyone can check the entry.
 */
export function RegisterProvenance({
  listing,
  className,
  withLink = true,
}: {
  listing: RegisterListing;
  className?: string;
  withLink?: boolean;
}) {
  const t = useT();
  const regulator = regulatorLink(listing.regulator);
  if (!regulator) return null;
  return (
    <div className={cn('flex items-start gap-1.5 text-sm', className)} data-testid="provenance">
      <LandmarkIcon className="mt-0.5 shrink-0 text-muted-foreground" />
      <div>
        <p className="font-medium">
          {t(listing.demo ? 'provenance.fromDemoRegister' : 'provenance.fromRegister', {
            regulator: regulator.name,
            date: formatDay(`${listing.registerDate}T12:00:00Z`, t.locale),
          })}
        </p>
        <p className="text-muted-foreground">{t('provenance.notCompleted')}</p>
        {withLink && (
          <a
            href={regulator.href}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:focus-ring"
          >
            {t('provenance.checkRegister')}
            <span className="sr-only"> {t('verification.opensInNewTab')}</span>
          </a>
        )}
      </div>
    </div>
  );
}
