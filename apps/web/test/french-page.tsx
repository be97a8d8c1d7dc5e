import type { ReactNode } from 'react';
import { LocaleContext, type Locale } from '../app/i18n/i18n.ts';
import { seedMessages } from '../app/i18n/namespace.ts';
import type { MessageTree } from '../app/i18n/translate.ts';

/**
 * `'fr'` is not one of LOCALES while the French catalogue is being written (web-keys.md): a test of
 * a French page seeds the namespaces it renders (their French text for the keys it checks, the
 * English for the rest) and provides the locale, as the root will once `/fr/…` exists.
 */
export const FRENCH = 'fr' as Locale;

export function seedFrench(messages: Record<string, MessageTree>) {
  seedMessages({ locale: FRENCH, messages });
}

export function FrenchPage({ children }: { children: ReactNode }) {
  return <LocaleContext.Provider value={FRENCH}>{children}</LocaleContext.Provider>;
}
