const MINUTE = 60_000;

/** The spec's cache times (§7 Caching), as TanStack Query options. */
export const CACHE_TIMES = {
  homeReference: { staleTime: 5 * MINUTE },
  browseReference: { staleTime: 10 * MINUTE },
  lawyers: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE },
} as const;
