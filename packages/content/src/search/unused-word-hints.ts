/*
 * Apart from search-vocabulary.ts so that the browse page, which shows these hints, does not carry
 * the whole vocabulary in its scripts. Each word here is also filler there (FILLER_WORDS).
 */

/** Where a word the search does not use ("cheap", "near") can be asked instead (issue 35). */
export type UnusedWordHint = 'cost' | 'nearMe' | 'rating' | 'experience';

/**
 * Filler words that still mean something to the person who typed them: the search drops them (it
 * cannot read "cheap" or "best" off a profile), and the page says so with the filter, sort or
 * button that asks the same thing. Single words, folded (no accents, lower case).
 */
export const UNUSED_WORD_HINTS: readonly { hint: UnusedWordHint; words: readonly string[] }[] = [
  {
    hint: 'cost',
    words: ['cheap', 'affordable', 'inexpensive', 'free', 'cher', 'abordable', 'gratuit'],
  },
  { hint: 'nearMe', words: ['near', 'nearby', 'around', 'close', 'pres', 'proche', 'proximite'] },
  {
    hint: 'rating',
    words: ['best', 'top', 'good', 'meilleur', 'meilleure', 'meilleurs', 'bon', 'bonne'],
  },
  {
    hint: 'experience',
    words: ['experienced', 'expert', 'specialist', 'experimente', 'experimentee', 'specialiste'],
  },
];
