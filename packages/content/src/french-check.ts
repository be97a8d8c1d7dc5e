import { KEPT_IN_ENGLISH } from './french-sources.ts';

/**
 * The checks every French text of the site passes (issue 19): the content's twins, the web
 * catalogue's French modules and the French pages themselves (e2e/french/walk.spec.ts) use these
 * two, so the site has one definition of "English left in French" and of French typography.
 */

const URL_IN_TEXT = /https?:\/\/[^\s)»"]+/g;

/**
 * English words that are not also French words: a sentence's small words, and the interface's own
 * (a button or a heading left untranslated).
 */
const ENGLISH_WORDS =
  /(?<!\p{L})(the|and|of|to|your|you|with|for|from|this|that|which|are|is|have|has|will|should|must|not|can|may|when|if|after|before|please|here|more|lawyers?|find|search|sign|send|email|view|profile|reviews?|speaks|years|next|previous|read more|home|about|filters?|results?|verified)(?!\p{L})/iu;

/** English words French itself uses (« la common law », OQLF). */
const FRENCH_BORROWINGS = /common law/gi;

/** Takes out what may stay English: addresses, « quoted » names, the names kept in English. */
function withoutKept(text: string): string {
  let rest = text
    .replace(URL_IN_TEXT, ' ')
    .replace(/«[^»]*»/g, ' ')
    .replace(FRENCH_BORROWINGS, ' ');
  for (const name of [...KEPT_IN_ENGLISH].sort((a, b) => b.length - a.length)) {
    rest = rest.split(name).join(' ');
  }
  return rest;
}

/** The English fragment left in a French text, outside what may stay English; null when none. */
export function untranslated(text: string): string | null {
  const rest = withoutKept(text);
  const match = ENGLISH_WORDS.exec(rest);
  return match ? rest.slice(Math.max(0, match.index - 30), match.index + 30).trim() : null;
}

/**
 * French typography as the site writes it: a non-breaking space (U+00A0, or the narrow U+202F)
 * before : ; ? ! and inside « », the apostrophe ’, « » rather than English quotes, … rather than
 * three dots. What is wrong with a text, if anything.
 */
export function typographyProblems(text: string): string[] {
  const rest = text.replace(URL_IN_TEXT, ' ');
  const problems: string[] = [];
  for (const match of rest.matchAll(/(^|.)([:;?!])/g)) {
    if (match[1] !== '\u00a0' && match[1] !== '\u202f')
      problems.push(`no non-breaking space before “${match[2]}”`);
  }
  if (/«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/.test(rest))
    problems.push('« » without non-breaking spaces');
  if (/"|“|”/.test(rest)) problems.push('English quotes instead of « »');
  let kept = rest;
  for (const name of KEPT_IN_ENGLISH) kept = kept.split(name).join(' ');
  if (/'/.test(kept)) problems.push('straight apostrophe instead of ’');
  if (/\.\.\./.test(rest)) problems.push('three dots instead of …');
  return problems;
}
