import type { ReactNode } from 'react';
import { LocaleContext } from '../app/i18n/i18n.ts';
import { loadFrenchNames } from '../app/features/reference/index.ts';
import { ALL_NAMESPACES } from '../app/i18n/namespaces.ts';

/**
 * A French page in a test: the catalogue's French modules and the French names of stored values
 * loaded (a French page's seed and first chunks) and the page's locale provided, as the root does
 * under `/fr/…`.
 */
export async function loadFrench() {
  await Promise.all([
    ...ALL_NAMESPACES.map((namespace) => namespace.load('fr')),
    loadFrenchNames(),
  ]);
}

export function FrenchPage({ children }: { children: ReactNode }) {
  return <LocaleContext.Provider value="fr">{children}</LocaleContext.Provider>;
}
