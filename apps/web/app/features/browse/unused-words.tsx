import { UNUSED_WORD_HINTS, type UnusedWordHint } from '@cld/content/search/unused-word-hints';
import { Button } from '@cld/ui/button';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { fold } from '../lawyers/index.ts';
import { changeFilters, type BrowseState } from './browse-params.ts';
import { locateVisitor, type LocateFailure } from './distance.ts';

const HINT_OF = new Map(
  UNUSED_WORD_HINTS.flatMap(({ hint, words }) => words.map((word) => [word, hint] as const)),
);

/** The dropped words a person meant something by ("cheap", "near"), with what asks it instead. */
export function unusedWords(
  ignored: readonly string[],
): { hint: UnusedWordHint; words: string[] }[] {
  const byHint = new Map<UnusedWordHint, string[]>();
  for (const word of ignored) {
    const hint = HINT_OF.get(fold(word));
    if (hint) byHint.set(hint, [...(byHint.get(hint) ?? []), word]);
  }
  return [...byHint].map(([hint, words]) => ({ hint, words }));
}

/**
 * "Not used in your search: “cheap”." with the filter, sort or button that asks the same thing
 * (issue 35): a word the search dropped is said, never silently lost. "near" offers the visitor's
 * position, "best" the sort by rating.
 */
export function UnusedWords({
  ignored,
  state,
  onChange,
}: {
  ignored: readonly string[];
  state: BrowseState;
  onChange: (next: BrowseState) => void;
}) {
  const t = useT();
  const [failure, setFailure] = useState<LocateFailure | null>(null);
  const notes = unusedWords(ignored);
  if (notes.length === 0) return null;
  const quoted = notes
    .flatMap((note) => note.words)
    .map((word) => t('lawyerSearch.chips.text', { text: word }))
    .join(', ');
  return (
    <div role="note" className="mb-4 mt-3 grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p className="font-medium">{t('browse.unused.label', { words: quoted })}</p>
      {notes.map(({ hint }) => (
        <div key={hint} className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p>{t(`browse.unused.${hint}`)}</p>
          {hint === 'nearMe' && state.lat === null && (
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                locateVisitor((position) => onChange(changeFilters(state, position)), setFailure)
              }
            >
              {t('browse.unused.nearMeButton')}
            </Button>
          )}
          {hint === 'rating' && state.sort !== 'rating' && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onChange({ ...state, sort: 'rating', page: 1 })}
            >
              {t('browse.unused.ratingButton')}
            </Button>
          )}
        </div>
      ))}
      <p role="status" className="empty:hidden">
        {failure && t(`browse.filters.nearMeStatus.${failure}`)}
      </p>
    </div>
  );
}
