import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import type { ReviewHeldReason } from '@cld/contract/reviews';

/**
 * The automated checks a review passes before it is published without a person looking
 * (docs/decisions/018). Length is the form's schema (a refusal); these only hold a review for an
 * administrator, since each can be wrong: "rape" in an account of a criminal case, a law firm's
 * phone number the client meant kindly.
 */
export type HeldReason = Exclude<ReviewHeldReason, 'same-network'>;

const profanity = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

/** A URL, a bare `www.` or a domain with a common top-level part ("example.com/x"). */
const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|ca|net|org|info|biz|io|co|ly|me)\b/i;
const EMAIL = /[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}/i;
/** Ten or more digits with the separators people type between them: a phone number. */
const PHONE = /(?:\+?\d[\s().-]*){10,}/;
/** Something that would be markup in HTML: a tag or an entity. React renders it as text anyway. */
const MARKUP = /<\s*\/?\s*[a-z!][^>]*>|&[a-z]+;|&#\d+;/i;

export function reviewHeldReasons(text: string): HeldReason[] {
  const reasons: HeldReason[] = [];
  if (LINK.test(text)) reasons.push('links');
  if (profanity.hasMatch(text)) reasons.push('profanity');
  if (EMAIL.test(text) || PHONE.test(text)) reasons.push('personal-data');
  if (MARKUP.test(text)) reasons.push('markup');
  return reasons;
}
