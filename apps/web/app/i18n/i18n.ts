import { createContext, useContext } from 'react';
import { coreMessagesEn, type LazyNamespace, type MessagesEn } from './messages.en.ts';
import { formatDollars, formatNumber } from './numbers.ts';
import { createTranslator, type MessageTree } from './translate.ts';

/** The English catalogue as loaded so far: the core, plus each namespace a route has imported. */
const catalogueEn: Record<string, MessageTree> = { ...coreMessagesEn };

/**
 * Adds a feature's strings to the catalogue; called by the namespace's own module, so importing the
 * module (`import '~/i18n/messages/content.en.ts'`) in the route that shows them is all it takes.
 * Merged key by key at every depth: a page's first few strings of a namespace can register apart
 * (`inquiries-triggers.en.ts`), and the rest joins them later in any order.
 */
export function registerMessagesEn(namespace: LazyNamespace, messages: MessageTree) {
  catalogueEn[namespace] = mergeTrees(catalogueEn[namespace] ?? {}, messages);
}

function mergeTrees(into: MessageTree, from: MessageTree): MessageTree {
  const merged: Record<string, MessageTree[string]> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object'
        ? mergeTrees(current as MessageTree, value as MessageTree)
        : value;
  }
  return merged;
}

const translators = {
  en: createTranslator('en', catalogueEn as unknown as MessagesEn),
};

export type Locale = keyof typeof translators;
export type Translate = (typeof translators)['en'];
export type MessageKeyEn = Parameters<Translate>[0];

export const DEFAULT_LOCALE: Locale = 'en';

/** Canadian conventions for each language (en-CA, and fr-CA to come). */
const REGIONAL_LOCALES: Record<Locale, string> = { en: 'en-CA' };

/** For code outside components (meta, loaders). */
export function getT(locale: Locale = DEFAULT_LOCALE): Translate {
  return translators[locale];
}

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useT(): Translate {
  return translators[useContext(LocaleContext)];
}

/** Numbers and Canadian dollars written the way the visitor's language writes them. */
export function useFormatters() {
  const regional = REGIONAL_LOCALES[useContext(LocaleContext)];
  return {
    number: (value: number) => formatNumber(regional, value),
    dollars: (value: number) => formatDollars(regional, value),
  };
}
