import { UI_TIMINGS } from '@stride/contracts';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; defaults to the provider's 5000 ms. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

/** SPEC section 9: only one toast is shown at a time; a newer one replaces the current one. */
export const TOAST_LIMIT = 1;

/*
 * A tiny module-level store, so toast() works from anywhere (mutation callbacks, effects, plain modules)
 * without a context, and every <Toaster> subscriber sees the same list.
 */
let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function remove(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
  setToasts(toasts.filter((item) => item.id !== id));
}

/**
 * Closes a toast (all of them without an id). A closed toast stays mounted for the configured removal
 * delay so its exit animation and screen-reader announcement are not cut short.
 */
export function dismissToast(id?: string): void {
  const targets = toasts.filter((item) => id === undefined || item.id === id);
  for (const item of targets) {
    if (removalTimers.has(item.id)) continue;
    removalTimers.set(
      item.id,
      setTimeout(() => remove(item.id), UI_TIMINGS.toastRemoveDelayMs),
    );
  }
  setToasts(toasts.map((item) => (targets.includes(item) ? { ...item, open: false } : item)));
}

export function toast(options: ToastOptions): {
  id: string;
  dismiss: () => void;
  update: (next: ToastOptions) => void;
} {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  const kept = toasts.slice(0, TOAST_LIMIT - 1);
  for (const dropped of toasts.slice(TOAST_LIMIT - 1)) {
    const timer = removalTimers.get(dropped.id);
    if (timer !== undefined) clearTimeout(timer);
    removalTimers.delete(dropped.id);
  }
  setToasts([{ ...options, id, open: true }, ...kept]);
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => setToasts(toasts.map((item) => (item.id === id ? { ...item, ...next } : item))),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastItem[] {
  return toasts;
}

/** The current toasts plus the toast() and dismiss() functions, for components. */
export function useToast() {
  const items = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: items, toast, dismiss: dismissToast };
}
