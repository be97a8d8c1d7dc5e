import type { ReactNode } from 'react';
import { LocaleContext } from '../app/i18n/i18n.ts';
import { ALL_NAMESPACES } from '../app/i18n/namespaces.ts';

/**
 * A French page in a test: the catalogue's French modules loaded (a French page's seed) and the
 * page's locale provided, as the root does under `/fr/…`. The French tables are the setup's.
 */
export async function loadFrench() {
  await Promise.all(ALL_NAMESPACES.map((namespace) => namespace.load('fr')));
}

export function FrenchPage({ children }: { children: ReactNode }) {
  return <LocaleContext.Provider value="fr">{children}</LocaleContext.Provider>;
}
