const DARK_QUERY = '(prefers-color-scheme: dark)';
/** localStorage key for an explicit choice; absent means "follow the system". */
export const THEME_STORAGE_KEY = 'theme';
export type ThemeChoice = 'light' | 'dark';

function storedChoice(): ThemeChoice | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

const listeners = new Set<() => void>();

function apply(root: HTMLElement = document.documentElement): void {
  const choice = storedChoice();
  root.classList.toggle('dark', choice ? choice === 'dark' : systemPrefersDark());
  for (const listener of listeners) listener();
}

/**
 * Keeps the `.dark` class on <html> in step with the operating system's colour scheme unless the visitor
 * picked one with the toggle. Returns a function that stops following the system.
 */
export function followSystemColorScheme(root: HTMLElement = document.documentElement): () => void {
  apply(root);
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const onChange = () => apply(root);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

/** The toggle: stores the opposite of what is shown now. Choosing what the system shows clears the choice. */
export function toggleColorScheme(): void {
  const next: ThemeChoice = isDark() ? 'light' : 'dark';
  try {
    if ((next === 'dark') === systemPrefersDark()) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Without storage the choice lasts for this page only.
    document.documentElement.classList.toggle('dark', next === 'dark');
    for (const listener of listeners) listener();
    return;
  }
  apply();
}

export function subscribeColorScheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
