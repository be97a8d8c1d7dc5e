import type { HelpLine } from '@cld/content/help-now';
import { useId } from 'react';
import { useLocale } from '../../i18n/i18n.ts';
import { Form, Link } from '../../lib/links/index.ts';
import { CallLink } from './call-link.tsx';
import type { HelpNowPageData } from './help-now-data.ts';

const linkClasses =
  'inline-flex min-h-6 items-center text-primary underline underline-offset-4 focus-visible:focus-ring';

/** "Source: … (checked 2026-11-26)": every number names its page and the day it was checked. */
function Source({ line, labels }: { line: HelpLine; labels: HelpNowPageData['labels'] }) {
  return (
    <p className="text-xs text-muted-foreground">
      <a href={line.source} className={linkClasses}>
        {labels.sourceLabel}
      </a>{' '}
      ({labels.checked} <time dateTime={line.asOf}>{line.asOf}</time>)
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
  labels: HelpNowPageData['labels'];
  children?: React.ReactNode;
}) {
  return (
    <section className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="font-medium">{line.name}</p>
      {line.phone && <CallLink phone={line.phone} label={labels.call} className="w-fit" />}
      {children}
      <p className="text-sm">{line.note}</p>
      <Source line={line} labels={labels} />
    </section>
  );
}

/**
 * The help page (issue 22): 911 first, then the chosen province's duty counsel and legal aid, a
 * crisis line, and what to say and not say when arrested. Short, one column on a phone, every
 * number a `tel:` link. The province chooser is a GET form, so it works before any script loads.
 */
export function HelpNowPage({ data }: { data: HelpNowPageData }) {
  const { labels, call911, crisis, arrest, help, provinces } = data;
  const selectId = useId();
  const locale = useLocale();
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

      <Form method="get" action="/help-now" className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            {labels.chooseProvince}
          </label>
          <select
            id={selectId}
            name="province"
            defaultValue={help?.province ?? ''}
            key={help?.province ?? ''}
            className="h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 focus-visible:focus-ring"
          >
            <option value="">{labels.choosePlaceholder}</option>
            {[...provinces]
              .sort((a, b) => a.name.localeCompare(b.name, locale))
              .map((province) => (
                <option key={province.code} value={province.code}>
                  {province.name}
                </option>
              ))}
          </select>
        </div>
        <button
          type="submit"
          className="h-11 rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary-hover focus-visible:focus-ring"
        >
          {labels.show}
        </button>
      </Form>

      {help ? (
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
        </div>
      ) : (
        <p aria-live="polite" className="rounded-lg bg-muted p-4">
          {labels.chooseToSee}
        </p>
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
