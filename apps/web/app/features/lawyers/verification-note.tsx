import type { Lawyer, RegisterListing } from '@cld/contract/lawyers';
import { regulatorLink } from '@cld/reference/regulators';
import { cn } from '@cld/ui/cn';
import { ShieldCheckIcon } from '@cld/ui/icons';
import { useT } from '../../i18n/i18n.ts';
import { formatDay } from './format.ts';

type Verification = NonNullable<Lawyer['verification']>;

/** What was checked: the licence number when the record has it, and whether it is the demo's. */
function verificationText(
  t: ReturnType<typeof useT>,
  verification: Verification,
  regulator: string,
  listing: RegisterListing | undefined,
): string {
  const date = formatDay(verification.verifiedAt, t.locale);
  // A claimed register listing: proven against the register, which the badge names with its date.
  if (listing?.claimed) {
    return t('verification.verifiedRegister', {
      licence: listing.licenceNumber,
      regulator,
      registerDate: formatDay(`${listing.registerDate}T12:00:00Z`, t.locale),
      date,
    });
  }
  if (verification.demo) {
    return t('verification.verifiedDemo', {
      licence: verification.licenceNumber ?? '—',
      regulator,
      date,
    });
  }
  return verification.licenceNumber
    ? t('verification.verified', { licence: verification.licenceNumber, regulator, date })
    : t('verification.verifiedNoNumber', { regulator, date });
}

/**
 * What the directory knows of a licence (DESIGN §5.2): checked by an administrator with the law
 * society, linked to where anyone can check it again, or only what the lawyer wrote.
 */
export function VerificationNote({
  verification,
  listing,
  className,
}: {
  verification: Lawyer['verification'];
  /** A register listing's provenance: a claimed one's badge names the register and its date. */
  listing?: RegisterListing | undefined;
  className?: string;
}) {
  const t = useT();
  const regulator = verification ? regulatorLink(verification.regulator) : undefined;
  if (!verification || !regulator) {
    return (
      <p className={cn('text-sm text-muted-foreground', className)}>
        {t('verification.selfReported')}
      </p>
    );
  }
  return (
    <p className={cn('flex items-start gap-1.5 text-sm', className)}>
      <ShieldCheckIcon className="mt-0.5 shrink-0 text-success" />
      <a
        href={regulator.href}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-sm font-medium text-success-subtle-foreground underline-offset-4 hover:underline focus-visible:focus-ring"
      >
        {verificationText(t, verification, regulator.name, listing)}
        <span className="sr-only"> {t('verification.opensInNewTab')}</span>
      </a>
    </p>
  );
}
