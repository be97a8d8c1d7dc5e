import type { Locale } from './locale.ts';
import { SEED_ELEMENT_ID, type Namespace, type PageSeed } from './namespace.ts';
import type { MessageTree } from './translate.ts';

/**
 * The messages of the namespaces a render used, in the page's locale only, as a JSON script
 * (`<` escaped, so no text can close the element). The browser reads it before hydrating
 * (`readPageSeed` in namespace.ts).
 */
export function seedScript(
  locale: Locale,
  used: ReadonlySet<string>,
  all: readonly Namespace[],
  extra: Pick<PageSeed, 'twins' | 'specializations' | 'french'> = {},
) {
  const messages: Record<string, MessageTree> = {};
  for (const namespace of all) {
    const raw = used.has(namespace.id) ? namespace.raw(locale) : undefined;
    if (raw) messages[namespace.id] = raw;
  }
  const json = JSON.stringify({ locale, messages, ...extra } satisfies PageSeed).replace(
    /</g,
    '\\u003c',
  );
  return `<script type="application/json" id="${SEED_ELEMENT_ID}">${json}</script>`;
}
