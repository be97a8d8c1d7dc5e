import { createContext, use, useContext } from 'react';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  REGIONAL_LOCALES,
  requestLocale,
  type Locale,
} from './locale.ts';
import type { Loading, Namespace } from './namespace.ts';
import { coreMessages } from './namespaces.ts';
import { formatDollars, formatNumber } from './numbers.ts';
import {
  createTranslator,
  type MessageKey,
  type MessageParams,
  type MessageTree,
} from './translate.ts';

export { DEFAULT_LOCALE, LOCALES, requestLocale, type Locale };

/** Every key of a namespace, e.g. `KeyOf<typeof profileMessages>` is `'profile.title' | …`. */
export type KeyOf<N> = N extends Namespace<string, infer Tree> ? MessageKey<Tree> : never;

/** A key of the core, which every translator has. */
export type CoreKey = KeyOf<typeof coreMessages>;

/**
 * A translate function that knows the core and the namespaces `NS`: asking for any other key is a
 * type error. One with more namespaces can stand in for one with fewer.
 */
export type Translate<NS extends readonly Namespace[] = []> = {
  (key: CoreKey | KeyOf<NS[number]>, params?: MessageParams): string;
  /** The language it speaks, for what goes with its words (a page's canonical path, `hreflang`). */
  readonly locale: Locale;
};

/** One translator per locale and set of namespaces, so `t` keeps its identity between renders. */
const translators = new Map<string, Translate<readonly Namespace[]>>();

function translatorOf<NS extends readonly Namespace[]>(
  locale: Locale,
  namespaces: readonly Namespace[],
  trees: readonly unknown[],
): Translate<NS> {
  const cacheKey = `${locale}:${namespaces.map((namespace) => namespace.id).join(',')}`;
  let translator = translators.get(cacheKey);
  if (translator === undefined) {
    translator = Object.assign(
      createTranslator(REGIONAL_LOCALES[locale], trees as readonly MessageTree[]),
      { locale },
    );
    translators.set(cacheKey, translator);
  }
  return translator as Translate<NS>;
}

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/**
 * The namespaces a server render used (entry.server.tsx provides it): their messages go in the
 * page, so hydration finds every string it needs without a download.
 */
export const MessagesRecorderContext = createContext<Set<string> | null>(null);

/**
 * The translate function of the page's locale for the core and the namespaces named. A namespace
 * that is not loaded yet suspends the component (a navigation waits for it inside its transition);
 * nothing throws.
 */
export function useT<const NS extends readonly Namespace[]>(...namespaces: NS): Translate<NS> {
  const locale = useContext(LocaleContext);
  const recorder = useContext(MessagesRecorderContext);
  const all = [coreMessages, ...namespaces];
  const loads = all.map((namespace) => {
    recorder?.add(namespace.id);
    return namespace.load(locale);
  });
  // Loaded (the usual case: seeded, or loaded by the server): read at once, no suspense machinery.
  if (loads.some((load) => load.status !== 'fulfilled')) {
    const wait = waitFor(locale, all, loads);
    use(wait);
    if (loads.some((load) => load.status !== 'fulfilled')) throw wait;
  }
  return translatorOf<NS>(
    locale,
    all,
    loads.map((load) => load.value),
  );
}

/** One promise per locale and set of namespaces, so a component that suspends waits on the same one. */
const waits = new Map<string, Promise<unknown>>();

/**
 * The one promise `useT` suspends on until every namespace of `loads` has loaded. React matches a
 * component's `use()` calls by their order when it replays it after a suspension, and hands back
 * what the call at the same place got the first time: so `use()` is called once, with one promise
 * for the whole set, and what it returns is not read (the loads carry their values). Should React
 * still hand back an older promise's answer (two `useT` calls in one component), `useT` checks the
 * set again and throws the promise, which suspends all the same.
 */
function waitFor(
  locale: Locale,
  namespaces: readonly Namespace[],
  loads: readonly Loading<unknown>[],
): Promise<unknown> {
  const key = `${locale}:${namespaces.map((namespace) => namespace.id).join(',')}`;
  let wait = waits.get(key);
  if (wait === undefined) {
    wait = Promise.all(loads);
    waits.set(key, wait);
    const forget = () => waits.delete(key);
    wait.then(forget, forget);
  }
  return wait;
}

/** For loaders and actions: the translate function once its namespaces have loaded. */
export async function loadT<const NS extends readonly Namespace[]>(
  locale: Locale,
  ...namespaces: NS
): Promise<Translate<NS>> {
  const all = [coreMessages, ...namespaces];
  const trees = await Promise.all(all.map((namespace) => namespace.load(locale)));
  return translatorOf<NS>(locale, all, trees);
}

/** The language of the document in the browser (`<html lang="fr-CA">`), set by the root from the request. */
function documentLocale(): Locale {
  const lang = document.documentElement.lang.split('-')[0];
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * For a route's `meta`, which cannot wait: `const routeT = await routeMessages(contentMessages)` at
 * the top of the route module loads its namespaces before the module can be used (the server
 * loads every locale; a browser its document's), and `routeT(locale)` then answers at once. Only
 * what was awaited can be asked for, so a `meta` cannot use a namespace that is not there.
 */
export async function routeMessages<const NS extends readonly Namespace[]>(
  ...namespaces: NS
): Promise<(locale: Locale) => Translate<NS>> {
  const all = [coreMessages, ...namespaces];
  const locales = typeof document === 'undefined' ? LOCALES : [documentLocale()];
  await Promise.all(all.flatMap((namespace) => locales.map((locale) => namespace.load(locale))));
  return (locale) => {
    const trees = all.map((namespace) => {
      const load = namespace.load(locale);
      // Loaded above for the document's locale; another locale is a new document (issue 19).
      if (load.status !== 'fulfilled')
        throw new Error(`Messages "${namespace.id}" not loaded (${locale})`);
      return load.value!;
    });
    return translatorOf<NS>(locale, all, trees);
  };
}

/**
 * The core's translate function at once, for code that cannot wait (meta helpers, the root error
 * boundary): the core is in every page's seed and loaded by the server before its first render.
 */
export function coreT(locale: Locale): Translate {
  const load = coreMessages.load(locale);
  if (load.status !== 'fulfilled') throw new Error(`Core messages not loaded (${locale})`);
  return translatorOf(locale, [coreMessages], [load.value!]);
}

type Match = { id: string; loaderData?: unknown } | undefined;

/** The page's locale for a `meta` function, from the root loader's data. */
export function metaLocale(matches: readonly Match[]): Locale {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  const locale =
    root && typeof root === 'object' && 'locale' in root ? root.locale : DEFAULT_LOCALE;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Numbers and Canadian dollars written the way the page's language writes them. */
export function useFormatters() {
  const regional = REGIONAL_LOCALES[useContext(LocaleContext)];
  return {
    number: (value: number) => formatNumber(regional, value),
    dollars: (value: number) => formatDollars(regional, value),
  };
}

/** The page's language (`'en'` or, with issue 19, `'fr'`), from the root's LocaleContext. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}
