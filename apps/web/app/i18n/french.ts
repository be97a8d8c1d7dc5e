import type { FrenchPack } from './french-pack.ts';

/**
 * The French tables of the site (its French paths and the French names of stored values): on the
 * server always, in the browser only on French pages, whose layout route (`routes/french.tsx`)
 * imports `french-pack.ts` and so registers it before the page renders. An English page ships
 * none of it (issue 19: a page ships its own language's strings; the first-load budget).
 */
let pack: FrenchPack | undefined;

export function registerFrench(value: FrenchPack) {
  pack = value;
}

/** The French tables; undefined on an English page in the browser. */
export function frenchPack(): FrenchPack | undefined {
  return pack;
}

/** The French tables, which a French page always has: a render in French without them is a bug. */
export function requireFrench(): FrenchPack {
  if (!pack) throw new Error('French page without its tables: routes/french.tsx registers them');
  return pack;
}

type Translate = (english: string) => string;

/**
 * The French names of specializations (a table of about two hundred): the server registers it at
 * start (`french.server.ts`); in the browser a French page's seed brings the ones its render named
 * and the table loads only when a page names another (`features/reference/names.ts`).
 */
let specializations: Translate | undefined;

export function registerSpecializationsFr(translate: Translate) {
  specializations = translate;
}

export function specializationsFr(): Translate | undefined {
  return specializations;
}
