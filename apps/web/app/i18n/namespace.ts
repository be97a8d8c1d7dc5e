import { isLocale, LOCALES, type Locale } from './locale.ts';
import type { FrenchWords } from './french-words.ts';
import type { MessageTree, Messages } from './translate.ts';

/**
 * A load React's `use()` can read without suspending once it has settled: the promise carries its
 * own `status` and `value`, the way React marks the promises it has seen.
 */
export type Loading<T> = Promise<T> & {
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function loading<T>(promise: Promise<T>): Loading<T> {
  const tracked = promise as Loading<T>;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

function loaded<T>(value: T): Loading<T> {
  const settled = Promise.resolve(value) as Loading<T>;
  settled.status = 'fulfilled';
  settled.value = value;
  return settled;
}

/**
 * One module per locale, each loaded on demand. English sets the shape; every other locale must
 * have a module of the same shape, so adding a locale to `LOCALES` is a type error until each
 * namespace has its module.
 */
export type Loaders<T> = { en: () => Promise<{ default: T }> } & {
  [L in Exclude<Locale, 'en'>]: () => Promise<{ default: Messages<T> }>;
};

/** The tree a translator sees: a namespace's messages under its key, the core's at the top. */
export type TreeOf<Key extends string | null, T> = Key extends string
  ? { readonly [K in Key]: T }
  : T;

export interface Namespace<Id extends string = string, Tree = unknown> {
  /** Names the namespace in the page's seed (`<script id="cld-messages">`). */
  readonly id: Id;
  /** The namespace in a locale, loaded once per locale (the seed's copy when the page has one). */
  load(locale: Locale): Loading<Tree>;
  /** The loaded module's own messages, as the seed carries them; undefined until loaded. */
  raw(locale: Locale): MessageTree | undefined;
}

/** The messages of a namespace that a page's HTML brought, by locale and namespace id. */
const seeds = new Map<Locale, Map<string, MessageTree>>();

/** The element of a page that carries the messages its render used (seed.ts writes it). */
export const SEED_ELEMENT_ID = 'cld-messages';

export interface PageSeed {
  locale: Locale;
  messages: Record<string, MessageTree>;
  /** An English page's own path in both languages (`paths.ts`: its `hreflang`, no tables). */
  twins?: { en: string; fr: string };
  /** A French page's specializations as it named them (`names.ts`: no table to download). */
  specializations?: Record<string, string>;
  /** A French page's French words (`french-words.ts`), from which it builds its tables. */
  french?: FrenchWords;
}

let currentSeed: Partial<PageSeed> | undefined;

/** What the page's HTML brought besides its messages (undefined on the server and in tests). */
export function pageSeed(): Partial<PageSeed> | undefined {
  return currentSeed;
}

/** Keeps the messages a page brought, so its namespaces need no download. */
export function seedMessages({ locale, messages }: PageSeed) {
  const forLocale = seeds.get(locale) ?? new Map<string, MessageTree>();
  for (const [id, tree] of Object.entries(messages)) forLocale.set(id, tree);
  seeds.set(locale, forLocale);
}

/**
 * In the browser, keeps the page's seed. Run when this module is first evaluated: before any route
 * module (they all import it) and so before hydration.
 */
export function readPageSeed(doc: Document | undefined = globalThis.document) {
  const text = doc?.getElementById(SEED_ELEMENT_ID)?.textContent;
  if (!text) return;
  const seed = JSON.parse(text) as Partial<PageSeed>;
  currentSeed = seed;
  if (isLocale(seed.locale) && seed.messages) {
    seedMessages({ locale: seed.locale, messages: seed.messages });
  }
}

// The page's module script is React Router's `async` one: it may run while the document is still
// arriving, when the seed (written at the end of the body) is parsed only in part. Reading it then
// threw ("Unterminated string in JSON") and the page never hydrated: French pages, whose seed is the
// largest, 1 load in 12 on a busy machine (issue 36's flake hunt). So this module, and with it every
// module that reads the seed and the hydration itself, waits until the document has been parsed.
if (globalThis.document?.readyState === 'loading') {
  await new Promise<void>((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}
readPageSeed();

/**
 * A namespace of the catalogue as a value: `t` only accepts the keys of the namespaces a component
 * names (`useT(profileMessages)`), and each names its loader per locale. `key` is where its
 * messages sit in a message key (`'profile'` for `profile.title`); `null` for the core, whose
 * groups sit at the top. Several namespaces may share a key (`inquiriesTriggers`, the first few
 * strings of `inquiries` that a profile shows before a dialog opens).
 */
export function defineNamespace<const Id extends string, const Key extends string | null, T>(
  id: Id,
  key: Key,
  loaders: Loaders<T>,
): Namespace<Id, TreeOf<Key, T>> {
  type Tree = TreeOf<Key, T>;
  const loads = new Map<Locale, Loading<Tree>>();
  const raws = new Map<Locale, MessageTree>();
  const wrap = (locale: Locale, messages: MessageTree): Tree => {
    raws.set(locale, messages);
    return (key === null ? messages : { [key]: messages }) as Tree;
  };
  return {
    id,
    load(locale) {
      let load = loads.get(locale);
      if (load === undefined) {
        const seeded = seeds.get(locale)?.get(id);
        load = seeded
          ? loaded(wrap(locale, seeded))
          : loading(
              (loaders[locale] as () => Promise<{ default: MessageTree }>)().then((module) =>
                wrap(locale, module.default),
              ),
            );
        loads.set(locale, load);
      }
      return load;
    },
    raw: (locale) => raws.get(locale),
  };
}

/** Loads namespaces in every locale (the server, before its first render). */
export async function loadEverywhere(namespaces: readonly Namespace[]) {
  await Promise.all(
    namespaces.flatMap((namespace) => LOCALES.map((locale) => namespace.load(locale))),
  );
}
