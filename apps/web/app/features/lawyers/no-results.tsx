import type { SearchSuggestion } from '@cld/contract/lawyers';
import { Card } from '@cld/ui/card';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { noResultsMessages } from '../../i18n/namespaces.ts';
// i18n-namespaces: noResultsMessages
import type { NoResultsCard } from './no-results-card.ts';
import type { SearchChip } from './understood.ts';

interface CardPlace {
  headingLevel?: 2 | 3;
  /** The page's own ways out (clear the filters, browse everyone). */
  children?: ReactNode;
}

/**
 * No dead end, when a search finds nobody: the card the server wrote for the page's first load
 * (`card`), else one written here from the chips and the API's suggestions by `noResultsCard`, which
 * loads with its strings only then. Most pages never need that code; a first load that finds nobody
 * needs only this module to hydrate the server's card (decision 021).
 */
export function NoResults({
  card,
  chips,
  suggestions,
  ...place
}: CardPlace & {
  card?: NoResultsCard | null;
  chips: SearchChip[];
  suggestions: SearchSuggestion[];
}) {
  return card ? (
    <NoResultsView card={card} {...place} />
  ) : (
    <Suspense>
      <WrittenHere chips={chips} suggestions={suggestions} {...place} />
    </Suspense>
  );
}

const WrittenHere = lazy(async () => {
  const { noResultsCard } = await import('./no-results-card.ts');
  return {
    default: function WrittenHere({
      chips,
      suggestions,
      ...place
    }: CardPlace & { chips: SearchChip[]; suggestions: SearchSuggestion[] }) {
      return (
        <NoResultsView
          card={noResultsCard(useT(noResultsMessages), chips, suggestions)}
          {...place}
        />
      );
    },
  };
});

/** The card from its text: no strings of its own. */
function NoResultsView({ card, headingLevel = 3, children }: CardPlace & { card: NoResultsCard }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <Card className="gap-4 px-6 py-10">
      <Heading className="text-xl font-semibold">{card.title}</Heading>
      <div className="grid gap-2 text-muted-foreground">
        <p>{card.body}</p>
        {card.culprit && <p>{card.culprit}</p>}
      </div>
      {card.suggestions.length > 0 && (
        <div className="grid gap-3">
          <SubHeading className="font-semibold">{card.suggestionsTitle}</SubHeading>
          <ul className="grid gap-2">
            {card.suggestions.map((suggestion) => (
              <li key={suggestion.to}>
                <Link
                  to={suggestion.to}
                  className="inline-flex flex-wrap items-baseline gap-x-2 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:focus-ring"
                >
                  <span>{suggestion.label}</span>{' '}
                  <span className="text-sm font-normal text-muted-foreground">
                    {suggestion.count}
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
