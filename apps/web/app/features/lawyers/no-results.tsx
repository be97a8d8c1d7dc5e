import '../../i18n/messages/no-results.en.ts';
import type { SearchSuggestion } from '@cld/contract/lawyers';
import { Card } from '@cld/ui/card';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT, type Translate } from '../../i18n/i18n.ts';
import { chipLabel } from './search-chips.tsx';
import { suggestionQuery } from './suggestion-query.ts';
import type { SearchChip } from './understood.ts';

function suggestionLabel(t: Translate, { kind, label }: SearchSuggestion): string {
  switch (kind) {
    case 'province':
      return t('noResults.suggestions.province', { province: label.province ?? '' });
    case 'nearby-city':
      return label.distanceKm === undefined
        ? t('noResults.suggestions.nearbyCityNoDistance', { city: label.city ?? '' })
        : t('noResults.suggestions.nearbyCity', {
            city: label.city ?? '',
            distance: label.distanceKm,
          });
    case 'without-text':
      return t('noResults.suggestions.withoutText', { text: label.text ?? '' });
    case 'without-language':
      return t('noResults.suggestions.withoutLanguage', {
        language: label.language ?? '',
      });
    case 'without-place':
      return t('noResults.suggestions.withoutPlace');
    case 'without-practice-area':
      return t('noResults.suggestions.withoutPracticeArea', {
        practiceArea: label.practiceArea ?? '',
      });
  }
}

/**
 * Which part of the search found nothing, as far as the suggestions prove it: a suggestion that
 * drops one part and finds lawyers shows that part was the one that failed.
 */
function culprits(t: Translate, chips: SearchChip[], suggestions: SearchSuggestion[]): string[] {
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
    sentences.push(t('noResults.culprits.language', { language }));
  }
  const place = chip('city')?.value ?? chip('province')?.value ?? chip('location')?.value;
  if ((kinds.has('nearby-city') || kinds.has('province') || kinds.has('without-place')) && place) {
    sentences.push(t('noResults.culprits.place', { place }));
  }
  const practiceArea = labelOf('without-practice-area')?.practiceArea;
  if (kinds.has('without-practice-area') && practiceArea) {
    sentences.push(t('noResults.culprits.practiceArea', { practiceArea }));
  }
  return sentences;
}

/**
 * No dead end: what found nothing, and searches nearby that do find lawyers, with their counts.
 * Loaded only when a search finds nobody (`lazy`), with its strings: most pages never need it.
 */
export default function NoResults({
  chips,
  suggestions,
  headingLevel = 3,
  children,
}: {
  chips: SearchChip[];
  suggestions: SearchSuggestion[];
  headingLevel?: 2 | 3;
  /** The page's own ways out (clear the filters, browse everyone). */
  children?: ReactNode;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const parts = chips.map((chip) => chipLabel(t, chip)).join(' · ');
  const found = culprits(t, chips, suggestions);
  // One part to blame is worth naming; when leaving out any of several finds lawyers, it is the
  // combination that finds nobody.
  const culprit = found.length === 1 ? found[0] : found.length > 1 ? t('noResults.together') : null;
  return (
    <Card className="gap-4 px-6 py-10">
      <Heading className="text-xl font-semibold">{t('noResults.title')}</Heading>
      <div className="grid gap-2 text-muted-foreground">
        <p>{parts ? t('noResults.body', { parts }) : t('noResults.bodyNoParts')}</p>
        {culprit && <p>{culprit}</p>}
      </div>
      {suggestions.length > 0 && (
        <div className="grid gap-3">
          <SubHeading className="font-semibold">{t('noResults.suggestionsTitle')}</SubHeading>
          <ul className="grid gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestionQuery(suggestion)}>
                <Link
                  to={`/browse-lawyers?${suggestionQuery(suggestion)}`}
                  className="inline-flex flex-wrap items-baseline gap-x-2 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:focus-ring"
                >
                  <span>{suggestionLabel(t, suggestion)}</span>{' '}
                  <span className="text-sm font-normal text-muted-foreground">
                    {t('noResults.count', { count: suggestion.total })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {children && <div className="flex flex-wrap gap-3">{children}</div>}
    </Card>
  );
}
