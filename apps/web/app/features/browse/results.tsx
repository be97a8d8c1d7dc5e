import type { LawyerSearchResult } from '@cld/contract/lawyers';
import { Card } from '@cld/ui/card';
import { Skeleton, SkeletonLines } from '@cld/ui/skeleton';
import { CompareBar, LawyerCard, type ComparePlace } from '../lawyers/index.ts';
import type { BrowseView } from '@cld/reference/lawyer-search';
import { cn } from '@cld/ui/cn';

const GRID_CLASSES: Record<BrowseView, string> = {
  grid: 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3',
  list: 'grid grid-cols-1 gap-4',
};

export function LawyerResults({
  result,
  view,
  searchedAreas,
}: {
  result: LawyerSearchResult;
  view: BrowseView;
  searchedAreas: readonly string[];
}) {
  return (
    <>
      <ul className={GRID_CLASSES[view]}>
        {result.lawyers.map((lawyer) => (
          <li key={lawyer.id} className="min-w-0">
            <LawyerCard lawyer={lawyer} layout={view} searchedAreas={searchedAreas} />
          </li>
        ))}
      </ul>
      <CompareBar place={placeOf(result.centre)} />
    </>
  );
}

/** The search's centre as the compare view takes it: a city's name, or the visitor's position. */
function placeOf(centre: LawyerSearchResult['centre']): ComparePlace | undefined {
  if (!centre) return undefined;
  return centre.name ? { near: centre.name } : { lat: centre.lat, lng: centre.lng };
}

/** Spec §4: six card placeholders while the list loads. */
export function LawyerResultsSkeleton({ view }: { view: BrowseView }) {
  return (
    <div className={GRID_CLASSES[view]} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} className={cn('gap-4 p-5', view === 'list' && 'sm:flex-row')}>
          <div className="flex gap-4">
            <Skeleton className="size-16 rounded-full" />
            <SkeletonLines
              className="grid flex-1 gap-2"
              lines={['h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-2/3']}
            />
          </div>
          <SkeletonLines
            className="grid flex-1 gap-3"
            lines={['h-4 w-1/2', 'h-6 w-24 rounded-full', 'h-10 w-full']}
          />
        </Card>
      ))}
    </div>
  );
}

export function FilterPanelSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <Skeleton className="h-6 w-24" />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className="h-5 w-full" />
      ))}
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-8 w-full" />
    </div>
  );
}
