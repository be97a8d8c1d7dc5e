import { Outlet } from 'react-router';
import { frenchPack, registerFrench } from '../i18n/french.ts';
import { buildFrenchPack } from '../i18n/french-pack.ts';
import { pageSeed } from '../i18n/namespace.ts';

/**
 * The layout of every French page (`/fr/…`, issue 19): no markup of its own, only the French
 * tables (French paths and the French names of stored values), built when the browser loads this
 * module, before a French page renders, from the words the page's HTML brought (its seed). An
 * English page never loads it.
 */
const seeded = pageSeed()?.french;
if (seeded) registerFrench(buildFrenchPack(seeded));

/** Nothing to read: the server has the tables, and the page brings their words. */
export function loader() {
  return null;
}

/**
 * A French page reached without a French document (a link from an English one): the words load.
 * Not at hydration: there the page's own words are registered already.
 */
export async function clientLoader() {
  if (!frenchPack()) {
    const { FRENCH_WORDS } = await import('../i18n/french-words.ts');
    registerFrench(buildFrenchPack(FRENCH_WORDS));
  }
  return null;
}

export default function FrenchPages() {
  return <Outlet />;
}
