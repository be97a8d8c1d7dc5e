import { telHref } from '@cld/content/tel';
import { PhoneIcon } from '@cld/ui/icons';
import { cn } from '@cld/ui/cn';

/**
 * A number to call, as a link a thumb can hit: at least 44 px high (WCAG 2.5.8 asks 24), the
 * number in large type, wrapping on a 320 px screen rather than overflowing.
 */
export function CallLink({
  phone,
  label,
  tone = 'primary',
  className,
}: {
  phone: string;
  /** "Call" / « Appeler le »: read before the number, which is the link's name too. */
  label: string;
  tone?: 'danger' | 'primary';
  className?: string;
}) {
  return (
    <a
      href={telHref(phone)}
      className={cn(
        'inline-flex min-h-11 max-w-full flex-wrap items-center gap-x-2 rounded-md px-4 py-2 text-lg font-semibold focus-visible:focus-ring',
        tone === 'danger'
          ? 'bg-danger text-danger-foreground hover:bg-danger-hover'
          : 'bg-primary text-primary-foreground hover:bg-primary-hover',
        className,
      )}
    >
      <PhoneIcon className="size-5 shrink-0" aria-hidden="true" />
      <span>
        {label} <span className="whitespace-nowrap">{phone}</span>
      </span>
    </a>
  );
}
