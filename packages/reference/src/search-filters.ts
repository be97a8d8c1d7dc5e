import {
  ACCEPTING_CLIENTS_VALID_DAYS,
  FEE_OFFERS,
  FUNDING_OPTIONS,
  MEETING_MODES,
} from './practice-details.ts';
import type { FeeOffer, FundingOption, MeetingMode } from './practice-details.ts';

/**
 * The directory's practice-detail filters, each defined once (issue 35, DESIGN §8.2, decision 050):
 * its URL and API parameter, the values it takes, the column and test the database applies, its
 * English and French label and chip, and the English and French words a search box's text is read
 * as. The contract's query schema, the API's SQL and totals, the browse page's URL, panel and chips,
 * and query understanding all read this list; none of them names a filter of it by hand.
 *
 * Practice areas, places, distance, languages and experience have their own resolution (names to
 * slugs, cities to ids, a centre to a radius) and keep their own code.
 */

export interface Localized {
  en: string;
  fr: string;
}

/** Phrases of a search box that mean a filter, in each language, as people type them. */
export interface Phrases {
  en: readonly string[];
  fr: readonly string[];
}

/** The panel's group a filter's checkboxes are shown in. */
export type FilterGroup = 'cost' | 'funding' | 'meeting';

export interface FilterOption<V extends string = string> {
  value: V;
  label: Localized;
  words: Phrases;
}

/** A lawyer matches when they state every ticked value (`column @> values`, a `text[]` column). */
export interface ListFilter<P extends string = string, V extends string = string> {
  kind: 'list';
  param: P;
  group: FilterGroup;
  column: 'fee_offers' | 'funding' | 'meeting_modes';
  options: readonly FilterOption<V>[];
}

/** How the database tests a yes/no filter. */
export type FlagTest =
  /** The boolean column is true. */
  | { test: 'true'; column: 'step_free_access' | 'is_verified' | 'open_evenings_or_weekends' }
  /** The boolean column is true and was confirmed within `days` (a lapsed answer is "not stated"). */
  | {
      test: 'confirmed';
      column: 'accepting_clients';
      confirmedColumn: 'accepting_confirmed_at';
      days: number;
    }
  /**
   * The lawyer takes bookings online and has an open slot starting within `hours` from now: on their
   * weekly grid, in their office's zone, after their notice, within their horizon, not booked or
   * held (the same rules as `apps/api/src/modules/bookings/slots.ts`, decision 053).
   */
  | { test: 'open-slot'; hours: number };

/** A yes/no filter: `param=true` keeps the lawyers for whom it holds; `false` filters nothing. */
export interface FlagFilter<P extends string = string> {
  kind: 'flag';
  param: P;
  group: FilterGroup;
  sql: FlagTest;
  label: Localized;
  words: Phrases;
}

export type SearchFilter = ListFilter | FlagFilter;

const option = <V extends string>(value: V, label: Localized, words: Phrases): FilterOption<V> => ({
  value,
  label,
  words,
});

const offers: ListFilter<'offers', FeeOffer> = {
  kind: 'list',
  param: 'offers',
  group: 'cost',
  column: 'fee_offers',
  options: [
    option(
      'free-consultation',
      { en: 'Free first consultation', fr: 'Consultation initiale gratuite' },
      {
        en: ['free consultation', 'free first consultation', 'free initial consultation'],
        fr: [
          'consultation gratuite',
          'première consultation gratuite',
          'consultation initiale gratuite',
        ],
      },
    ),
    option(
      'flat-fees',
      { en: 'Flat fees', fr: 'Tarifs forfaitaires' },
      {
        en: ['flat fee', 'flat fees', 'fixed fee', 'fixed fees', 'flat rate', 'fixed price'],
        fr: ['forfait', 'forfaitaire', 'tarif forfaitaire', 'tarifs forfaitaires', 'prix fixe'],
      },
    ),
    option(
      'limited-scope',
      { en: 'Limited scope (unbundled)', fr: 'Services à portée limitée' },
      {
        en: ['limited scope', 'unbundled', 'unbundled services'],
        fr: ['portée limitée', 'mandat à portée limitée', 'services dégroupés'],
      },
    ),
    option(
      'sliding-scale',
      { en: 'Sliding scale', fr: 'Échelle mobile' },
      {
        en: ['sliding scale', 'income based fees', 'reduced fees'],
        fr: ['échelle mobile', 'tarif selon le revenu', 'tarif réduit'],
      },
    ),
    option(
      'payment-plans',
      { en: 'Payment plans', fr: 'Paiements échelonnés' },
      {
        en: ['payment plan', 'payment plans', 'pay in instalments', 'pay in installments'],
        fr: ['paiements échelonnés', 'paiement échelonné', 'versements'],
      },
    ),
  ],
};

const funding: ListFilter<'funding', FundingOption> = {
  kind: 'list',
  param: 'funding',
  group: 'funding',
  column: 'funding',
  options: [
    option(
      'legal-aid',
      { en: 'Accepts legal aid', fr: 'Accepte l’aide juridique' },
      {
        en: ['legal aid', 'legal aid certificate', 'accepts legal aid'],
        fr: ['aide juridique', 'accepte l’aide juridique', 'mandat d’aide juridique'],
      },
    ),
    option(
      'pro-bono',
      { en: 'Pro bono', fr: 'Services bénévoles (pro bono)' },
      {
        en: ['pro bono', 'probono', 'free lawyer', 'free legal help'],
        fr: ['pro bono', 'bénévole', 'avocat gratuit', 'aide juridique gratuite'],
      },
    ),
    option(
      'contingency',
      { en: 'Contingency fees', fr: 'Honoraires conditionnels' },
      {
        en: ['contingency', 'contingency fee', 'contingency fees', 'no win no fee'],
        fr: ['honoraires conditionnels', 'pourcentage', 'pas de gain pas de frais'],
      },
    ),
  ],
};

const meeting: ListFilter<'meeting', MeetingMode> = {
  kind: 'list',
  param: 'meeting',
  group: 'meeting',
  column: 'meeting_modes',
  options: [
    option(
      'in-person',
      { en: 'In person', fr: 'En personne' },
      { en: ['in person', 'in-person', 'face to face'], fr: ['en personne', 'en présentiel'] },
    ),
    option(
      'video',
      { en: 'By video', fr: 'Par vidéo' },
      {
        en: ['video', 'by video', 'video call', 'online', 'virtual', 'zoom', 'remote'],
        fr: ['vidéo', 'par vidéo', 'en ligne', 'visioconférence', 'à distance', 'virtuel'],
      },
    ),
    option(
      'phone',
      { en: 'By phone', fr: 'Par téléphone' },
      {
        en: ['by phone', 'phone consultation', 'over the phone', 'telephone'],
        fr: ['par téléphone', 'au téléphone', 'téléphonique'],
      },
    ),
  ],
};

const stepFree: FlagFilter<'stepFree'> = {
  kind: 'flag',
  param: 'stepFree',
  group: 'meeting',
  sql: { test: 'true', column: 'step_free_access' },
  label: { en: 'Step-free entrance', fr: 'Entrée sans marches' },
  words: {
    en: [
      'wheelchair accessible',
      'wheelchair access',
      'wheelchair',
      'step free',
      'accessible office',
    ],
    fr: [
      'accessible en fauteuil roulant',
      'fauteuil roulant',
      'sans marches',
      'accès sans marches',
      'bureau accessible',
    ],
  },
};

const eveningsWeekends: FlagFilter<'eveningsWeekends'> = {
  kind: 'flag',
  param: 'eveningsWeekends',
  group: 'meeting',
  // Office hours after 18:00 on some day, or any on Saturday or Sunday (migration 0132).
  sql: { test: 'true', column: 'open_evenings_or_weekends' },
  label: { en: 'Evenings or weekends', fr: 'Soirs ou fins de semaine' },
  words: {
    en: [
      'evening',
      'evenings',
      'weekend',
      'weekends',
      'weekend appointments',
      'evening appointments',
      'after work',
      'after hours',
      'saturday',
      'sunday',
    ],
    fr: [
      'soir',
      'soirs',
      'en soirée',
      'rendez-vous en soirée',
      'fin de semaine',
      'fins de semaine',
      'la fin de semaine',
      'week-end',
      'samedi',
      'dimanche',
      'après le travail',
    ],
  },
};

const acceptingClients: FlagFilter<'acceptingClients'> = {
  kind: 'flag',
  param: 'acceptingClients',
  group: 'meeting',
  sql: {
    test: 'confirmed',
    column: 'accepting_clients',
    confirmedColumn: 'accepting_confirmed_at',
    days: ACCEPTING_CLIENTS_VALID_DAYS,
  },
  label: { en: 'Accepting new clients', fr: 'Accepte une nouvelle clientèle' },
  words: {
    en: ['accepting new clients', 'taking new clients', 'accepting clients'],
    fr: ['accepte de nouveaux clients', 'nouvelle clientèle', 'accepte une nouvelle clientèle'],
  },
};

/**
 * Bookable online within 48 hours (issue 37). Its phrases are only words that mean "now or
 * tomorrow": "this week" or « bientôt » would promise more than 48 hours can keep.
 */
const meetSoon: FlagFilter<'meetSoon'> = {
  kind: 'flag',
  param: 'meetSoon',
  group: 'meeting',
  sql: { test: 'open-slot', hours: 48 },
  label: { en: 'Can meet in the next 48 hours', fr: 'Rendez-vous possible d’ici 48 heures' },
  words: {
    en: ['today', 'tomorrow', 'urgent', 'available today', 'available tomorrow'],
    fr: ['aujourd’hui', 'demain', 'urgent', 'disponible aujourd’hui', 'disponible demain'],
  },
};

/** Every practice-detail filter, in the panel's order. */
export const SEARCH_FILTERS = [
  offers,
  funding,
  meeting,
  eveningsWeekends,
  meetSoon,
  stepFree,
  acceptingClients,
] as const;

export type SearchFilterEntry = (typeof SEARCH_FILTERS)[number];
export type ListFilterParam = Extract<SearchFilterEntry, { kind: 'list' }>['param'];
export type FlagFilterParam = Extract<SearchFilterEntry, { kind: 'flag' }>['param'];
export type SearchFilterParam = SearchFilterEntry['param'];

/** The value of each list filter's options, by its parameter. */
export interface ListFilterValues {
  offers: FeeOffer;
  funding: FundingOption;
  meeting: MeetingMode;
}

/** The filters' values as a search carries them: each list its ticked values, each flag `true`. */
export type SearchFilterValues = { [P in ListFilterParam]?: ListFilterValues[P][] } & {
  [P in FlagFilterParam]?: boolean;
};

export const FILTER_GROUP_LEGENDS: Record<FilterGroup, Localized> = {
  cost: { en: 'Cost', fr: 'Coût' },
  funding: { en: 'Funding', fr: 'Financement' },
  meeting: { en: 'Meeting and availability', fr: 'Rencontre et disponibilité' },
};

/** The entry of a parameter. */
export function searchFilter(param: SearchFilterParam): SearchFilterEntry {
  return SEARCH_FILTERS.find((filter) => filter.param === param)!;
}

/** The ticked values of a search, as `[filter, value]` pairs (a flag's value is `true`). */
export function activeFilterValues(
  values: SearchFilterValues,
): { filter: SearchFilterEntry; value: string | true }[] {
  const active: { filter: SearchFilterEntry; value: string | true }[] = [];
  for (const filter of SEARCH_FILTERS) {
    if (filter.kind === 'flag') {
      if (values[filter.param]) active.push({ filter, value: true });
      continue;
    }
    const ticked = (values[filter.param] ?? []) as readonly string[];
    // In the registry's order, so a URL and a request never depend on the order of the clicks.
    for (const candidate of filter.options as readonly FilterOption[]) {
      if (ticked.includes(candidate.value)) active.push({ filter, value: candidate.value });
    }
  }
  return active;
}

/** The label of a filter's value (a flag's own label). */
export function filterValueLabel(
  filter: SearchFilterEntry,
  value: string | true,
  language: keyof Localized,
): string {
  if (filter.kind === 'flag') return filter.label[language];
  const found = (filter.options as readonly FilterOption[]).find((o) => o.value === value);
  return found ? found.label[language] : String(value);
}

/** The registry's lists agree with the vocabularies the database checks (a test keeps them so). */
export const REGISTRY_VOCABULARIES = {
  offers: FEE_OFFERS,
  funding: FUNDING_OPTIONS,
  meeting: MEETING_MODES,
} as const;
