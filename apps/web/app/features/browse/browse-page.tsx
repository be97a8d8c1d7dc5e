import { SiteAdSlot } from '../ads/index.ts';
import { findProvince } from '@cld/content/provinces';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { Card } from '@cld/ui/card';
import { TextLink } from '@cld/ui/link';
import { Pagination } from '@cld/ui/pagination';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { afterFirstUse } from '../../lib/deferred.ts';
import { useEarlyTap } from '../../lib/early-taps.ts';
import { Link, useNavigate } from '../../lib/links/index.ts';
import { FilterIcon } from '@cld/ui/icons';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { useApiQuery } from '../../lib/api/api.ts';
import { placePath } from '../../lib/places/place-paths.ts';
import {
  type NoResultsCard,
  loadNoResults,
  lawyerSearchQuery,
  SearchChips,
  currentInterpretation,
  searchChips,
  searchedAreasOf,
  type SearchChip,
} from '../lawyers/index.ts';
import { useNames, usePracticeAreas } from '../reference/index.ts';
import {
  changeFilters,
  clearFilters,
  countActiveFilters,
  toLawyerSearchRequest,
} from './browse-params.ts';
import { withinText } from './distance.ts';
import { WhenShown } from './when-shown.tsx';

/**
 * The filters come in their own script, loaded once the panel is shown: closed on a phone until
 * asked for, in the sidebar of a wide screen at once.
 */
/**
 * The guidance below the results is static: the server writes it, and its script comes after the
 * page's first load (lib/deferred.ts), hydrating it then.
 */
const BrowseGuidance = lazy(() =>
  afterFirstUse()
    .then(() => import('./browse-guidance.tsx'))
    .then((module) => ({ default: module.BrowseGuidance })),
);

/**
 * A search that finds nobody: on the page's first load the server wrote the card, which hydrates
 * after the first load (lib/deferred.ts); after a navigation in the browser it loads at once.
 */
const noResultsModule = () => loadNoResults().then((module) => ({ default: module.NoResults }));
const NoResults = lazy(noResultsModule);
const ServerNoResults = lazy(() => afterFirstUse().then(noResultsModule));

const FilterPanel = lazy(() =>
  trackLoad(import('./filter-panel.tsx')).then((module) => ({ default: module.FilterPanel })),
);
/** The phone's filter sheet, loaded when first opened (a wide screen has the side panel). */
const FilterSheet = lazy(() => trackLoad(import('./filter-sheet.tsx')));
import { matchingChips, withoutMatchingChip } from './matching-chips.ts';
import { UnusedWords } from './unused-words.tsx';
import { trackLoad } from '../../lib/page-ready.ts';
import { SKIP_LINK_CLASS } from '../layout/index.ts';
import { ErrorState } from './result-states.tsx';
import { ResultsHeader } from './results-header.tsx';
import { FilterPanelSkeleton, LawyerResults, LawyerResultsSkeleton } from './results.tsx';
import { SearchBox } from './search-box.tsx';
import { useBrowseState } from './use-browse-state.ts';

export function BrowsePage({
  noResults = null,
}: {
  /**
   * The no-results card the server wrote for the address the page was loaded at (null after a
   * navigation in the browser, which writes its own with the lazily loaded `NoResults`).
   */
  noResults?: NoResultsCard | null;
} = {}) {
  const t = useT();
  const locale = useLocale();
  const NoResultsCardView = noResults ? ServerNoResults : NoResults;
  const { state, setState, hrefFor } = useBrowseState();
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Mounted from the first opening on, so reopening is instant and keeps the sheet's scroll.
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const filtersId = useId();
  const openFilters = () => {
    setSheetLoaded(true);
    setFiltersOpen(true);
  };
  // A tap on "Filters" before the page hydrated opens the sheet when it has.
  useEarlyTap('filters', openFilters);
  const referenceReady = usePracticeAreas('browse').length > 0;
  const request = toLawyerSearchRequest(state);
  const query = useApiQuery((api) => api.lawyers.search, {
    ...lawyerSearchQuery(request),
    // While the next page or filter loads, the current results stay instead of flashing empty.
    placeholderData: keepPreviousData,
  });
  const activeCount = countActiveFilters(state);
  const clearAll = () => setState(clearFilters(state), { as: { name: 'browse_clear_all' } });
  const interpretation = currentInterpretation(state.search, query.data?.body.interpretation);
  const names = useNames();
  const centre = query.data?.body.centre;
  const chips = [
    ...searchChips(state, interpretation, names.province),
    ...matchingChips(t, locale, state, centre, interpretation),
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      {/* Past the search box and the filters in one key press (issue 37: ≤ 5 Tab stops). */}
      <a href="#results" className={SKIP_LINK_CLASS}>
        {t('site.skipToResults')}
      </a>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('browse.title')}</h1>
        <p className="mt-2 text-lg text-muted-foreground">{t('browse.subtitle')}</p>
      </header>

      <SiteAdSlot slotId="BROWSE_TOP" size="leaderboard" responsive className="mx-auto mt-8" />

      <div className="mt-8">
        <SearchBox
          value={state.search}
          onSearch={(search) => setState(changeFilters(state, { search }))}
        />
      </div>

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside
          aria-labelledby={`${filtersId}-toggle`}
          className="lg:sticky lg:top-24 lg:-mx-1 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:px-1 lg:pb-1"
        >
          <Button
            ref={filtersToggle}
            id={`${filtersId}-toggle`}
            variant="outline"
            className="h-11 w-full justify-between lg:hidden"
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            // The sheet exists from its first opening on (axe: no reference to a missing id).
            aria-controls={sheetLoaded ? `${filtersId}-sheet` : undefined}
            data-early-tap="filters"
            onClick={openFilters}
          >
            <span className="inline-flex items-center gap-2">
              <FilterIcon />
              {t('browse.filters.toggle')}
            </span>
            {activeCount > 0 && (
              <Badge aria-label={t('browse.filters.activeCount', { count: activeCount })}>
                {activeCount}
              </Badge>
            )}
          </Button>
          {/* The side panel of a wide screen; closed on a phone, so its script never loads there. */}
          <Card id={filtersId} className="hidden p-5 lg:block">
            {referenceReady ? (
              <WhenShown fallback={<FilterPanelSkeleton />}>
                <FilterPanel
                  state={state}
                  languageFacets={query.data?.body.facets?.languages}
                  areaFacets={query.data?.body.facets?.practiceAreas}
                  centre={centre}
                  understood={interpretation}
                  onChange={setState}
                  onClearAll={clearAll}
                  activeCount={activeCount}
                />
              </WhenShown>
            ) : (
              <FilterPanelSkeleton />
            )}
          </Card>
          {sheetLoaded && (
            <Suspense fallback={null}>
              <FilterSheet
                id={`${filtersId}-sheet`}
                open={filtersOpen}
                onClose={() => setFiltersOpen(false)}
                opener={filtersToggle}
                total={query.isPlaceholderData ? undefined : query.data?.body.total}
              >
                {(closeButton) =>
                  referenceReady ? (
                    <Suspense fallback={<FilterPanelSkeleton />}>
                      <FilterPanel
                        state={state}
                        languageFacets={query.data?.body.facets?.languages}
                        areaFacets={query.data?.body.facets?.practiceAreas}
                        centre={centre}
                        understood={interpretation}
                        onChange={setState}
                        onClearAll={clearAll}
                        activeCount={activeCount}
                        headerEnd={closeButton}
                      />
                    </Suspense>
                  ) : (
                    <FilterPanelSkeleton />
                  )
                }
              </FilterSheet>
            </Suspense>
          )}
        </aside>

        <section
          id="results"
          tabIndex={-1}
          aria-labelledby={`${filtersId}-results`}
          className="min-w-0 focus:outline-none"
        >
          <SearchChips
            chips={chips}
            remove={(chip: SearchChip) =>
              void import('../lawyers/chip-removal.ts').then(({ withoutChip, withoutWords }) =>
                setState(
                  chip.kind === 'detail'
                    ? withoutMatchingChip(
                        {
                          ...state,
                          search: withoutWords(state.search, chip.words, interpretation?.ignored),
                        },
                        chip,
                      )
                    : { ...withoutChip(state, chip, interpretation), page: 1 },
                ),
              )
            }
          />
          {interpretation && (
            <UnusedWords ignored={interpretation.ignored} state={state} onChange={setState} />
          )}
          {query.isError ? (
            <ErrorState onRetry={() => window.location.reload()} />
          ) : query.data === undefined ? (
            <div aria-busy="true">
              <h2 id={`${filtersId}-results`} className="sr-only">
                {t('browse.results.loading')}
              </h2>
              <LawyerResultsSkeleton view={state.view} />
            </div>
          ) : (
            <div aria-busy={query.isPlaceholderData} className="grid gap-6">
              <ResultsHeader
                headingId={`${filtersId}-results`}
                total={query.data.body.total}
                page={query.data.body.page}
                pageSize={query.data.body.pageSize}
                shown={query.data.body.lawyers.length}
                state={state}
                within={withinText(t, state, centre)}
                onChange={setState}
              />
              {query.data.body.total === 0 ? (
                <Suspense fallback={null}>
                  <NoResultsCardView
                    card={noResults}
                    chips={chips}
                    suggestions={query.data.body.suggestions ?? []}
                  >
                    {/* A link, so it works before the card's script has loaded too. */}
                    <Button asChild>
                      <Link
                        to={hrefFor(clearFilters(state))}
                        onClick={(event) => {
                          event.preventDefault();
                          clearAll();
                        }}
                      >
                        {t('browse.empty.clear')}
                      </Link>
                    </Button>
                    <Button asChild variant="outline">
                      <Link to="/browse-lawyers">{t('browse.empty.browseAll')}</Link>
                    </Button>
                  </NoResultsCardView>
                </Suspense>
              ) : (
                <>
                  <div
                    className={
                      query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined
                    }
                  >
                    <LawyerResults
                      result={query.data.body}
                      view={state.view}
                      searchedAreas={searchedAreasOf(chips)}
                    />
                  </div>
                  <Pagination
                    page={state.page}
                    pageCount={Math.ceil(query.data.body.total / query.data.body.pageSize)}
                    getHref={(page) => hrefFor({ ...state, page })}
                    onPageChange={(page) => void navigate(hrefFor({ ...state, page }))}
                    label={t('pagination.label')}
                    previousLabel={t('pagination.previous')}
                    nextLabel={t('pagination.next')}
                    getPageLabel={(page) => t('pagination.page', { page: String(page) })}
                  />
                  <PlaceLink province={state.province} city={state.city} />
                </>
              )}
            </div>
          )}
          <SiteAdSlot slotId="BROWSE_MIDDLE" size="rectangle" className="mx-auto mt-10" />
        </section>
      </div>

      <Suspense fallback={null}>
        <BrowseGuidance />
      </Suspense>
      <SiteAdSlot slotId="BROWSE_BOTTOM" size="leaderboard" responsive className="mx-auto mt-12" />
    </div>
  );
}

/** With a province (and a city) chosen, the landing page of that place: its cities, areas and guides. */
function PlaceLink({ province, city }: { province: string; city: string }) {
  const t = useT();
  const names = useNames();
  if (!findProvince(province)) return null;
  const provinceName = names.province(province);
  return (
    <p>
      <TextLink asChild>
        <Link to={placePath({ province, city: city || undefined })}>
          {t('browse.aboutPlace', { place: city ? `${city}, ${provinceName}` : provinceName })}
        </Link>
      </TextLink>
    </p>
  );
}
