import { useSyncExternalStore } from 'react';
import { MAX_COMPARED_LAWYERS } from '@cld/reference/lawyer-search';

/**
 * The lawyers a visitor ticked to compare (issue 37): at most three, kept for the tab's visit
 * (sessionStorage: a list of ids and names, nothing sent anywhere) so the ticks survive moving from
 * page to page of results and to the compare view. Before hydration, and where storage is refused,
 * the list is empty.
 */
export interface ComparedLawyer {
  id: number;
  name: string;
}

const KEY = 'cld.compare';
const EMPTY: readonly ComparedLawyer[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: readonly ComparedLawyer[] } = { raw: null, list: EMPTY };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isCompared(value: unknown): value is ComparedLawyer {
  return (
    typeof value === 'object' &&
    value !== null &&
    Number.isInteger((value as ComparedLawyer).id) &&
    typeof (value as ComparedLawyer).name === 'string'
  );
}

function read(): readonly ComparedLawyer[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cached.raw) return cached.list;
  let list: readonly ComparedLawyer[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter(isCompared).slice(0, MAX_COMPARED_LAWYERS);
  } catch {
    list = EMPTY;
  }
  cached = { raw, list };
  return list;
}

function write(list: readonly ComparedLawyer[]) {
  try {
    storage()?.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage refused (private mode, full): the ticks last as long as this page.
    cached = { raw: JSON.stringify(list), list };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The ticked lawyers, in the order they were ticked. */
export function useComparedLawyers(): readonly ComparedLawyer[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** Ticks or unticks a lawyer; a fourth is refused (false). */
export function setCompared(lawyer: ComparedLawyer, compared: boolean): boolean {
  const list = read().filter((entry) => entry.id !== lawyer.id);
  if (!compared) {
    write(list);
    return true;
  }
  if (list.length >= MAX_COMPARED_LAWYERS) return false;
  write([...list, { id: lawyer.id, name: lawyer.name }]);
  return true;
}

export function clearCompared() {
  write(EMPTY);
}
