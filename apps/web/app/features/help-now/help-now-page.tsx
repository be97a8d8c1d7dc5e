import type { HelpLine } from '@cld/content/help-now';
import type { ProvinceCode } from '@cld/reference/provinces';
import { ClockIcon } from '@cld/ui/icons';
import { cn } from '@cld/ui/cn';
import { useEffect, useId } from 'react';
import { useLocale } from '../../i18n/i18n.ts';
import { Link, useNavigate } from '../../lib/links/index.ts';
import { CallLink } from './call-link.tsx';
import type { HelpNowPageData } from './help-now-data.ts';
import {
  browserTimeZone,
  preselectedProvince,
  rememberedProvince,
  rememberProvince,
} from './province-memory.ts';

type Labels = HelpNowPageData['labels'];

const linkClasses =
  'inline-flex min-h-6 items-center text-primary underline underline-offset-4 focus-visible:focus-ring';

/** The page's address for a province, written in English (the links localise it). */
const provinceTo = (province: ProvinceCode) => ({
  pathname: '/help-now',
  search: `?province=${province}`,
});

/** "Source: … (checked 2026-11-26)": every number names its page and the day it was checked. */
function Source({ line, labels }: { line: HelpLine; labels: Labels }) {
  return (
    <p className="text-xs text-muted-foreground">
      <a href={line.source} className={linkClasses}>
        {labels.sourceLabel}
      </a>{' '}
      ({labels.checked} <time dateTime={line.asOf}>{line.asOf}</time>)
    </p>
  );
}

/**
 * When a line answers, said plainly (issue 37): "Open at night" only where the cited page says so,
 * the published hours otherwise, and where no hours are published, that it is not a night line.
 */
function LineHours({ line, labels }: { line: HelpLine; labels: Labels }) {
  const colon = useLocale() === 'fr' ? '\u00a0: ' : ': ';
  const { hours } = line;
  if (!hours) {
    return line.phone ? (
      <p className="text-sm text-muted-foreground">{labels.hoursUnknown}</p>
    ) : null;
  }
  const ownPage = hours.source === line.source;
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 text-sm',
        hours.atNight ? 'font-semibold text-foreground' : 'text-muted-foreground',
      )}
    >
      <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {hours.atNight ? labels.openAtNight : labels.hours}
        {colon}
        {hours.text}
        {hours.atNight ? '' : `. ${labels.notAtNight}`}
      </span>
      {!ownPage && (
        <a href={hours.source} className={`${linkClasses} text-xs font-normal`}>
          {labels.sourceLabel}
        </a>
      )}
    </p>
  );
}

function Line({
  title,
  line,
  labels,
  children,
}: {
  title: string;
  line: HelpLine;
  labels: Labels;
  children?: React.ReactNode;
}) {
  return (
    <section className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="font-medium">{line.name}</p>
      {line.phone && <CallLink phone={line.phone} label={labels.call} className="w-fit" />}
      {children}
      <LineHours line={line} labels={labels} />
      <p className="text-sm">{line.note}</p>
      <Source line={line} labels={labels} />
    </section>
  );
}

/**
 * The province, preselected on arrival when the address names none (issue 37): the visitor's last
 * choice on this device, else their time zone's province. Runs after hydration only, and replaces
 * the history entry, so Back leaves the page rather than returning to the chooser.
 */
function usePreselectedProvince(current: ProvinceCode | null) {
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(() => {
    if (current) return;
    const province = preselectedProvince({
      remembered: rememberedProvince(),
      timeZone: browserTimeZone(),
      locale,
    });
    if (province) navigate(provinceTo(province), { replace: true, preventScrollReset: true });
  }, [current, locale, navigate]);
}

/**
 * The 13 provinces and territories as links: one tap shows a province's numbers, with or without
 * JavaScript (a plain GET of `?province=XX`), and the choice is remembered on this device.
 */
function ProvinceChooser({
  heading,
  provinces,
  current,
}: {
  heading: string;
  provinces: HelpNowPageData['provinces'];
  current: ProvinceCode | null;
}) {
  const headingId = useId();
  const locale = useLocale();
  return (
    <nav aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-sm font-medium">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {[...provinces]
          .sort((a, b) => a.name.localeCompare(b.name, locale))
          .map((province) => (
            <li key={province.code}>
              <Link
                to={provinceTo(province.code)}
                preventScrollReset
                onClick={() => rememberProvince(province.code)}
                aria-current={province.code === current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium focus-visible:focus-ring',
                  province.code === current
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-background hover:bg-secondary',
                )}
              >
                {province.name}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/**
 * The help page (issue 22): 911 first, then the chosen province's duty counsel, legal aid and other
 * legal help, a crisis line, and what to say and not say when arrested. Short, one column on a
 * phone, every number a `tel:` link. The province is one tap (a link per province, which works
 * before any script loads), or none: it is preselected on arrival (issue 37).
 */
export function HelpNowPage({ data }: { data: HelpNowPageData }) {
  const { labels, call911, crisis, arrest, help, provinces } = data;
  usePreselectedProvince(help?.province ?? null);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{labels.title}</h1>
        <p className="text-muted-foreground">{labels.intro}</p>
      </header>

      <section
        aria-labelledby="help-now-911"
        className="grid gap-2 rounded-lg border-2 border-danger bg-card p-4"
      >
        <h2 id="help-now-911" className="text-lg font-semibold">
          {labels.emergency}
        </h2>
        {call911.phone && (
          <CallLink phone={call911.phone} label={labels.call} tone="danger" className="w-fit" />
        )}
        <p className="text-sm">{call911.note}</p>
        <Source line={call911} labels={labels} />
      </section>

      {help ? (
        <>
          <div className="grid gap-4" aria-live="polite">
            <Line
              title={`${labels.dutyCounsel} — ${help.provinceName}`}
              line={help.dutyCounsel}
              labels={labels}
            >
              {!help.dutyCounsel.phone && (
                <p className="font-medium">{labels.reachedThroughPolice}</p>
              )}
            </Line>
            <Line title={labels.legalAid} line={help.legalAid} labels={labels}>
              {!help.legalAid.phone && (help.legalAid.localOffices ?? help.legalAid.website) && (
                <a
                  href={help.legalAid.localOffices ?? help.legalAid.website}
                  className={`${linkClasses} font-medium`}
                >
                  {labels.localOffices}
                </a>
              )}
            </Line>
            {help.moreHelp.map((line) => (
              <Line key={line.name} title={labels.moreHelp} line={line} labels={labels} />
            ))}
            {![help.dutyCounsel, help.legalAid, ...help.moreHelp].some((line) => line.phone) && (
              <p className="rounded-lg bg-muted p-4">{labels.noNumber}</p>
            )}
          </div>
          <ProvinceChooser
            heading={labels.otherProvince}
            provinces={provinces}
            current={help.province}
          />
        </>
      ) : (
        <>
          <ProvinceChooser heading={labels.chooseProvince} provinces={provinces} current={null} />
          <p aria-live="polite" className="rounded-lg bg-muted p-4">
            {labels.chooseToSee}
          </p>
        </>
      )}

      <Line title={labels.crisis} line={crisis} labels={labels} />

      <section aria-labelledby="help-now-arrest" className="grid gap-3">
        <h2 id="help-now-arrest" className="text-xl font-semibold">
          {arrest.heading}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold">{labels.say}</h3>
            <ul className="mt-2 grid list-disc gap-2 pl-5">
              {arrest.say.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">{labels.doNot}</h3>
            <ul className="mt-2 grid list-disc gap-2 pl-5">
              {arrest.doNot.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
        <p className="text-xs text-muted-foreground">
          <a href={arrest.source} className={linkClasses}>
            {labels.rightsSource}
          </a>{' '}
          ({labels.checked} <time dateTime={arrest.asOf}>{arrest.asOf}</time>)
        </p>
      </section>

      <p className="text-sm">
        <Link to={{ pathname: '/legal-resources', hash: '#emergency' }} className={linkClasses}>
          {labels.seeAll}
        </Link>
      </p>
      <p className="text-xs text-muted-foreground">{labels.notAdvice}</p>
    </div>
  );
}
