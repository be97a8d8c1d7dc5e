import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * The toast store, apart from the Radix components in `toast.tsx`: code that shows a toast imports
 * only this, and an app can load the Toaster itself when the first toast appears.
 */
export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
};

export type ToastRecord = ToastOptions & { id: string; open: boolean };

// Spec §9 allows one visible toast, so the store holds at most one: a new toast replaces it.
let activeToast: ToastRecord | null = null;
let nextId = 0;
const listeners = new Set<() => void>();

function publish(next: ToastRecord | null) {
  activeToast = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes the visible toast, or only the one with this id. */
export function dismissToast(id?: string) {
  if (!activeToast?.open || (id !== undefined && activeToast.id !== id)) return;
  publish({ ...activeToast, open: false });
}

/** Shows a toast from anywhere (an event handler, a mutation callback); needs a mounted Toaster. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  publish({ ...options, id, open: true });
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => activeToast,
    () => null,
  );
  return { toasts: current ? [current] : [], toast, dismiss: dismissToast };
}
