import type { SearchSuggestion } from '@cld/contract/lawyers';
import type { Translate } from '../../i18n/i18n.ts';
import type { noResultsMessages } from '../../i18n/namespaces.ts';
import { namesIn, type Names } from '../reference/index.ts';

type NoResultsT = Translate<readonly [typeof noResultsMessages]>;
import { chipLabel } from './search-chips.tsx';
import { suggestionQuery } from './suggestion-query.ts';
import type { SearchChip } from './understood.ts';

/**
 * The no-results card as text and links, ready to render (`no-results.tsx`): written on the
 * server for a page's first load, so the browser needs neither this module nor the `noResults`
 * strings to show or hydrate it, and in the browser (loaded on demand) when a later search finds
 * nobody.
 */
export interface NoResultsCard {
  title: string;
  /** What the search was. */
  body: string;
  /** Which part found nothing, when the suggestions prove it. */
  culprit: string | null;
  suggestionsTitle: string;
  /** Searches that do find lawyers: where they lead, what they change, how many they find. */
  suggestions: { to: string; label: string; count: string }[];
}

/**
 * A suggestion's words, the names in it (the API's, in English) in the page's language: « Québec,
 * toutes villes confondues », not "Quebec".
 */
function suggestionLabel(t: NoResultsT, names: Names, { kind, label }: SearchSuggestion): string {
  switch (kind) {
    case 'province':
      return t('noResults.suggestions.province', {
        province: names.province(label.province ?? ''),
      });
    case 'nearby-city':
      return label.distanceKm === undefined
        ? t('noResults.suggestions.nearbyCityNoDistance', { city: names.city(label.city ?? '') })
        : t('noResults.suggestions.nearbyCity', {
            city: names.city(label.city ?? ''),
            distance: label.distanceKm,
          });
    case 'without-text':
      return t('noResults.suggestions.withoutText', { text: label.text ?? '' });
    case 'without-language':
      return t('noResults.suggestions.withoutLanguage', {
        language: names.languageList(label.language ? [label.language] : []),
      });
    case 'without-place':
      return t('noResults.suggestions.withoutPlace');
    case 'without-practice-area':
      return t('noResults.suggestions.withoutPracticeArea', {
        practiceArea: names.practiceArea(label.practiceArea ?? ''),
      });
    case 'wider-radius':
      return label.radiusKm === undefined
        ? t('noResults.suggestions.widerRadiusNoDistance')
        : t('noResults.suggestions.widerRadius', { radius: label.radiusKm });
    case 'without-details':
      return t('noResults.suggestions.withoutDetails');
  }
}

/**
 * Which part of the search found nothing, as far as the suggestions prove it: a suggestion that
 * drops one part and finds lawyers shows that part was the one that failed.
 */
function culprits(
  t: NoResultsT,
  names: Names,
  chips: SearchChip[],
  suggestions: SearchSuggestion[],
): string[] {
  const kinds = new Set(suggestions.map((suggestion) => suggestion.kind));
  const labelOf = (kind: SearchSuggestion['kind']) =>
    suggestions.find((suggestion) => suggestion.kind === kind)?.label;
  const chip = (kind: SearchChip['kind']) => chips.find((candidate) => candidate.kind === kind);
  const sentences: string[] = [];
  const text = labelOf('without-text')?.text ?? chip('text')?.value;
  if (kinds.has('without-text') && text) {
    sentences.push(t('noResults.culprits.text', { text }));
  }
  const language = labelOf('without-language')?.language ?? chip('language')?.value;
  if (kinds.has('without-language') && language) {
    sentences.push(t('noResults.culprits.language', { language: names.languageList([language]) }));
  }
  const city = chip('city')?.value;
  const place = (city && names.city(city)) ?? chip('province')?.value ?? chip('location')?.value;
  if ((kinds.has('nearby-city') || kinds.has('province') || kinds.has('without-place')) && place) {
    sentences.push(t('noResults.culprits.place', { place }));
  }
  const practiceArea = labelOf('without-practice-area')?.practiceArea;
  if (kinds.has('without-practice-area') && practiceArea) {
    sentences.push(
      t('noResults.culprits.practiceArea', { practiceArea: names.practiceArea(practiceArea) }),
    );
  }
  return sentences;
}

/** No dead end: what found nothing, and searches nearby that do find lawyers, with their counts. */
export function noResultsCard(
  t: NoResultsT,
  chips: SearchChip[],
  suggestions: SearchSuggestion[],
): NoResultsCard {
  const names = namesIn(t.locale);
  const parts = chips.map((chip) => chipLabel(t, chip, names)).join(' · ');
  const found = culprits(t, names, chips, suggestions);
  return {
    title: t('noResults.title'),
    body: parts ? t('noResults.body', { parts }) : t('noResults.bodyNoParts'),
    // One part to blame is worth naming; when leaving out any of several finds lawyers, it is the
    // combination that finds nobody.
    culprit: found.length > 1 ? t('noResults.together') : (found[0] ?? null),
    suggestionsTitle: t('noResults.suggestionsTitle'),
    suggestions: suggestions.map((suggestion) => ({
      to: `/browse-lawyers?${suggestionQuery(suggestion)}`,
      label: suggestionLabel(t, names, suggestion),
      count: t('noResults.count', { count: suggestion.total }),
    })),
  };
}
