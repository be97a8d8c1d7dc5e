import type { CompareLawyersResult, Lawyer } from '@cld/contract/lawyers';
import { searchFilter, type FilterOption } from '@cld/reference/search-filters';
import { Button } from '@cld/ui/button';
import { Skeleton } from '@cld/ui/skeleton';
import type { ReactNode } from 'react';
import { elidesBefore } from '../../i18n/elision.ts';
import { useFormatters, useLocale, useT } from '../../i18n/i18n.ts';
import { compareMessages } from '../../i18n/namespaces.ts';
import { useApiQuery } from '../../lib/api/api.ts';
import { Link } from '../../lib/links/index.ts';
import {
  comparePath,
  distanceFigure,
  ResponsivenessNote,
  setCompared,
  type ComparePlace,
} from '../lawyers/index.ts';
import { useNames } from '../reference/index.ts';
import { compareQuery, type CompareRequest } from './queries.ts';

/**
 * Two or three lawyers side by side (issue 37): a table whose rows are what decides (fees, a free
 * consultation, funding, languages, ways to meet, distance, the next opening, reply time) and whose
 * columns are the lawyers. On a phone the row labels stay put while the lawyers scroll sideways.
 * Each cell says what the lawyer stated or what the directory measured; what is not stated says so.
 */
export function ComparePage({ request }: { request: CompareRequest }) {
  const t = useT(compareMessages);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('compare.title')}</h1>
      <p className="mt-2 max-w-prose text-muted-foreground">{t('compare.intro')}</p>
      {request.ids.length < 2 ? <TooFew /> : <Comparison request={request} />}
    </div>
  );
}

function TooFew() {
  const t = useT(compareMessages);
  return (
    <div className="mt-8 grid max-w-prose gap-4">
      <p>{t('compare.tooFew')}</p>
      <Button asChild className="w-fit">
        <Link to="/browse-lawyers">{t('compare.findLawyers')}</Link>
      </Button>
    </div>
  );
}

function Comparison({ request }: { request: CompareRequest }) {
  const t = useT(compareMessages);
  const query = useApiQuery((api) => api.lawyers.compare, compareQuery(request));
  if (query.isPending) return <Skeleton className="mt-8 h-96 w-full" />;
  if (query.isError) {
    return (
      <div className="mt-8 grid gap-3" role="alert">
        <p>{t('compare.loadFailed')}</p>
        <Button variant="outline" className="w-fit" onClick={() => void query.refetch()}>
          {t('compare.retry')}
        </Button>
      </div>
    );
  }
  const { lawyers, centre } = query.data.body;
  const missing = request.ids.length - lawyers.length;
  return (
    <>
      {missing > 0 && <p className="mt-6">{t('compare.missing', { count: missing })}</p>}
      {lawyers.length < 2 ? (
        <TooFew />
      ) : (
        <CompareTable lawyers={lawyers} centre={centre ?? null} request={request} />
      )}
    </>
  );
}

const optionLabel = (
  param: 'offers' | 'funding' | 'meeting',
  value: string,
  locale: 'en' | 'fr',
) => {
  const filter = searchFilter(param);
  const options = (filter.kind === 'list' ? filter.options : []) as readonly FilterOption[];
  return options.find((option) => option.value === value)?.label[locale] ?? value;
};

function CompareTable({
  lawyers,
  centre,
  request,
}: {
  lawyers: Lawyer[];
  centre: CompareLawyersResult['centre'];
  request: CompareRequest;
}) {
  const t = useT(compareMessages);
  const locale = useLocale();
  const format = useFormatters();
  const names = useNames();
  const place: ComparePlace | undefined = request.near
    ? { near: request.near }
    : request.lat && request.lng
      ? { lat: Number(request.lat), lng: Number(request.lng) }
      : undefined;
  const placeName = centre?.name ? names.city(centre.name) : null;
  const notStated = <span className="text-muted-foreground">{t('compare.notStated')}</span>;
  const list = (items: string[]) =>
    items.length === 0 ? (
      notStated
    ) : (
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );

  const rows: { key: string; label: string; cell: (lawyer: Lawyer) => ReactNode }[] = [
    {
      key: 'fees',
      label: t('compare.rows.fees'),
      cell: (lawyer) => (
        <div className="grid gap-1">
          {lawyer.hourlyRate > 0 && (
            <span className="font-semibold">
              {t('compare.hourlyRate', { rate: format.dollars(lawyer.hourlyRate) })}
            </span>
          )}
          <span>{names.feeStructure(lawyer.feeStructure)}</span>
          {lawyer.feeOffers
            .filter((offer) => offer !== 'free-consultation')
            .map((offer) => (
              <span key={offer} className="text-muted-foreground">
                {optionLabel('offers', offer, locale)}
              </span>
            ))}
        </div>
      ),
    },
    {
      key: 'free-consultation',
      label: t('compare.rows.freeConsultation'),
      cell: (lawyer) =>
        lawyer.freeConsultationMinutes === null
          ? notStated
          : t('compare.freeConsultationLength', { count: lawyer.freeConsultationMinutes }),
    },
    {
      key: 'funding',
      label: t('compare.rows.funding'),
      cell: (lawyer) =>
        list(lawyer.funding.map((option) => optionLabel('funding', option, locale))),
    },
    {
      key: 'languages',
      label: t('compare.rows.languages'),
      cell: (lawyer) =>
        lawyer.languages.length === 0 ? notStated : names.languageList(lawyer.languages),
    },
    {
      key: 'meeting',
      label: t('compare.rows.meeting'),
      cell: (lawyer) =>
        list(lawyer.meetingModes.map((mode) => optionLabel('meeting', mode, locale))),
    },
    ...(centre
      ? [
          {
            key: 'distance',
            label: t('compare.rows.distance'),
            cell: (lawyer: Lawyer) => {
              if (lawyer.distanceKm === undefined) return notStated;
              const distance = distanceFigure(t, lawyer.distanceKm);
              if (!placeName) return t('compare.distanceFromYou', { distance });
              return t(
                elidesBefore(placeName) ? 'compare.distanceFromElided' : 'compare.distanceFrom',
                { distance, place: placeName },
              );
            },
          },
        ]
      : []),
    {
      key: 'next-slot',
      label: t('compare.rows.nextSlot'),
      cell: (lawyer) =>
        lawyer.nextSlot ? (
          lawyer.nextSlot.text[locale]
        ) : (
          <span className="text-muted-foreground">{t('compare.noSlot')}</span>
        ),
    },
    {
      key: 'replies',
      label: t('compare.rows.replies'),
      // Only what the directory published for this lawyer (DESIGN §7.4): below its threshold, none.
      cell: (lawyer) =>
        lawyer.responsiveness ? (
          <ResponsivenessNote responsiveness={lawyer.responsiveness} />
        ) : (
          <span className="text-muted-foreground">{t('compare.notMeasured')}</span>
        ),
    },
  ];

  const cellClasses = 'min-w-[13rem] border-b border-border px-4 py-3 align-top text-sm';
  const labelClasses =
    'sticky left-0 z-10 w-32 min-w-32 border-b border-border bg-muted px-3 py-3 text-left align-top text-sm font-semibold sm:w-48 sm:min-w-48';
  return (
    <div className="mt-6">
      <p className="mb-2 text-sm text-muted-foreground sm:hidden">{t('compare.scrollHint')}</p>
      {/* Scrolls sideways on a phone; the region is focusable so a keyboard can scroll it too. */}
      <div
        className="overflow-x-auto rounded-lg border border-border focus-visible:focus-ring"
        role="region"
        aria-label={t('compare.caption', { count: lawyers.length })}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="w-full border-separate border-spacing-0">
          <caption className="sr-only">{t('compare.caption', { count: lawyers.length })}</caption>
          <thead>
            <tr>
              <td className={labelClasses}>
                <span className="sr-only">{t('compare.criterion')}</span>
              </td>
              {lawyers.map((lawyer) => (
                <th key={lawyer.id} scope="col" className={`${cellClasses} bg-card text-left`}>
                  <span className="block text-base font-semibold leading-tight" translate="no">
                    {lawyer.name}
                  </span>
                  {lawyer.firmName && (
                    <span className="mt-0.5 block font-normal text-muted-foreground" translate="no">
                      {lawyer.firmName}
                    </span>
                  )}
                  <span className="mt-0.5 block font-normal text-muted-foreground">
                    {names.place(lawyer.city, lawyer.province)}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row" className={labelClasses}>
                  {row.label}
                </th>
                {lawyers.map((lawyer) => (
                  <td key={lawyer.id} className={cellClasses}>
                    {row.cell(lawyer)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <td className={labelClasses}>
                <span className="sr-only">{t('compare.criterion')}</span>
              </td>
              {lawyers.map((lawyer) => (
                <td key={lawyer.id} className={cellClasses}>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild size="sm">
                      <Link
                        to={`/lawyer/${lawyer.id}`}
                        aria-label={t(
                          elidesBefore(lawyer.name)
                            ? 'compare.viewProfileOfElided'
                            : 'compare.viewProfileOf',
                          { name: lawyer.name },
                        )}
                      >
                        {t('compare.viewProfile')}
                      </Link>
                    </Button>
                    <Button asChild size="sm" variant="outline">
                      <Link
                        to={comparePath(
                          lawyers
                            .filter((other) => other.id !== lawyer.id)
                            .map((other) => other.id),
                          place,
                        )}
                        aria-label={t('compare.removeName', { name: lawyer.name })}
                        onClick={() => setCompared(lawyer, false)}
                      >
                        {t('compare.remove')}
                      </Link>
                    </Button>
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
