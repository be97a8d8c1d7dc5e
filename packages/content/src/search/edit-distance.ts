/**
 * Optimal-string-alignment distance (Damerau-Levenshtein where a transposition counts as one edit
 * and no substring is edited twice), abandoned as soon as it must exceed `max`: the parser only asks
 * "within one or two typos?", so most comparisons stop after a row or two. Returns `max + 1` for
 * anything farther. Written here rather than taken from a library: the maintained packages compute
 * the full distance (no bound) or plain Levenshtein (a swapped pair of letters would cost two),
 * docs/decisions/017-search-engine.md.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  const distance = previous[b.length]!;
  return distance > max ? max + 1 : distance;
}

/** Typos allowed in a word: none under five letters, one up to seven, two from eight. */
export function allowedTypos(word: string): number {
  return word.length < 5 ? 0 : word.length < 8 ? 1 : 2;
}
