import { Button } from '@cld/ui/button';
import { Options, Select } from '@cld/ui/select';
import { useEffect, useId, useRef } from 'react';
import { GridIcon, ListIcon } from '@cld/ui/icons';
import { useT } from '../../i18n/i18n.ts';
import { markFirstUse } from '../../lib/deferred.ts';
import { takeEarlyChoice } from '../../lib/early-taps.ts';
import {
  DEFAULT_LAWYER_SORT,
  LAWYER_SORTS,
  type BrowseView,
  type LawyerSort,
} from '@cld/reference/lawyer-search';
import { hasCentre, type BrowseState } from './browse-params.ts';

const SORT_LABELS = {
  relevance: 'browse.results.sortRelevance',
  rating: 'browse.results.sortRating',
  responsiveness: 'browse.results.sortResponsiveness',
  experience: 'browse.results.sortExperience',
  name: 'browse.results.sortName',
  distance: 'browse.results.sortDistance',
} as const satisfies Record<LawyerSort, string>;

/** "N Lawyers Found", "Showing X to Y of N results", sort and view (spec §9). */
export function ResultsHeader({
  headingId,
  total,
  page,
  pageSize,
  shown,
  state,
  within,
  onChange,
}: {
  headingId: string;
  /** "within 25 km of Laval, QC" when the search has a centre. */
  within?: string | null;
  total: number;
  page: number;
  pageSize: number;
  shown: number;
  state: BrowseState;
  onChange: (next: BrowseState) => void;
}) {
  const t = useT();
  const id = useId();
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  // Nearest first is offered only when there is a centre to be near.
  const centred = hasCentre(state);
  const sorts = LAWYER_SORTS.filter((sort) => sort !== 'distance' || centred);
  const sort = sorts.includes(state.sort) ? state.sort : DEFAULT_LAWYER_SORT;
  const select = useRef<HTMLSelectElement>(null);
  // An order chosen before the page's script ran (a phone still loading) never reached React: the
  // page's inline script noted it (lib/early-taps.ts) and it is applied once, when the page
  // hydrates (issue 22); the element's own value is the fallback where no note was taken.
  const applyEarly = (chosen: string | undefined) => {
    if (chosen && chosen !== sort && (sorts as string[]).includes(chosen)) {
      // The person is using the page: what waited for that must not hold the new order back.
      markFirstUse();
      onChange({ ...state, sort: chosen as LawyerSort, page: 1 });
    }
  };
  useEffect(() => {
    applyEarly(takeEarlyChoice('sort') ?? select.current?.value);
    // Once, at hydration: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={headingId} className="text-2xl font-semibold break-words" aria-live="polite">
          {t('browse.results.found', { count: total })}
          {within && ` ${within}`}
        </h2>
        {total > 0 && (
          <p className="mt-1 text-sm text-muted-foreground">
            {t('browse.results.showing', { from, to, total })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-sort`} className="text-sm font-medium whitespace-nowrap">
          {t('browse.results.sortLabel')}
        </label>
        <Select
          ref={select}
          id={`${id}-sort`}
          data-early-tap="sort"
          className="w-full min-w-40 sm:w-auto sm:max-w-full"
          value={sort}
          onChange={(event) =>
            onChange({ ...state, sort: event.target.value as LawyerSort, page: 1 })
          }
        >
          <Options items={sorts} label={(sort) => t(SORT_LABELS[sort])} />
        </Select>
        <div
          role="group"
          aria-label={t('browse.results.viewLabel')}
          className="flex rounded-md border border-input"
        >
          <ViewButton view="grid" state={state} onChange={onChange} />
          <ViewButton view="list" state={state} onChange={onChange} />
        </div>
      </div>
    </div>
  );
}

function ViewButton({
  view,
  state,
  onChange,
}: {
  view: BrowseView;
  state: BrowseState;
  onChange: (next: BrowseState) => void;
}) {
  const t = useT();
  const active = state.view === view;
  return (
    <Button
      variant={active ? 'secondary' : 'ghost'}
      size="icon"
      aria-pressed={active}
      aria-label={view === 'grid' ? t('browse.results.viewGrid') : t('browse.results.viewList')}
      onClick={() => onChange({ ...state, view })}
    >
      {view === 'grid' ? <GridIcon /> : <ListIcon />}
    </Button>
  );
}
