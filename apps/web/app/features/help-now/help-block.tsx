import { Link } from '../../lib/links/index.ts';
import { CallLink } from './call-link.tsx';
import type { HelpBlockData } from './help-now-data.ts';

/**
 * "Need help now?" on criminal- and family-law pages (issue 22): 911, duty counsel and legal aid
 * of the page's province, and a link to the full page. Its words and numbers arrive with the
 * loader's data, so the block adds no catalogue and no script beyond its links.
 */
export function HelpBlock({ data, className }: { data: HelpBlockData; className?: string }) {
  const { labels, help, call911 } = data;
  const { dutyCounsel, legalAid } = help;
  return (
    <section
      aria-labelledby="help-now-block-heading"
      className={`rounded-lg border-2 border-danger bg-card p-4 ${className ?? ''}`}
    >
      <h2 id="help-now-block-heading" className="text-lg font-semibold">
        {labels.blockHeading}
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-3">
        <li className="grid content-start gap-2">
          <span className="text-sm font-medium text-muted-foreground">{labels.emergency}</span>
          {call911.phone && <CallLink phone={call911.phone} label={labels.call} tone="danger" />}
        </li>
        <li className="grid content-start gap-2">
          <span className="text-sm font-medium text-muted-foreground">{labels.dutyCounsel}</span>
          <span className="text-sm">{dutyCounsel.name}</span>
          {dutyCounsel.phone ? (
            <CallLink phone={dutyCounsel.phone} label={labels.call} />
          ) : (
            <span className="text-sm font-medium">{labels.reachedThroughPolice}</span>
          )}
        </li>
        <li className="grid content-start gap-2">
          <span className="text-sm font-medium text-muted-foreground">{labels.legalAid}</span>
          <span className="text-sm">{legalAid.name}</span>
          {legalAid.phone ? (
            <CallLink phone={legalAid.phone} label={labels.call} />
          ) : (
            (legalAid.localOffices ?? legalAid.website) && (
              <a
                href={legalAid.localOffices ?? legalAid.website}
                className="inline-flex min-h-6 items-center text-sm font-medium text-primary underline underline-offset-4 focus-visible:focus-ring"
              >
                {labels.localOffices}
              </a>
            )
          )}
        </li>
      </ul>
      <Link
        to={{ pathname: '/help-now', search: `?province=${help.province}` }}
        className="mt-4 inline-flex min-h-6 items-center text-sm font-medium text-primary underline underline-offset-4 focus-visible:focus-ring"
      >
        {labels.seeAll}
      </Link>
    </section>
  );
}
