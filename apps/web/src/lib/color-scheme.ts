const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Keeps the `.dark` class on <html> in step with the operating system's colour scheme. The class (not a
 * media query in CSS) drives the theme so a per-user override can be added later without touching CSS.
 * Returns a function that stops following the system.
 */
export function followSystemColorScheme(root: HTMLElement = document.documentElement): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const apply = () => root.classList.toggle('dark', query.matches);
  apply();
  query.addEventListener('change', apply);
  return () => query.removeEventListener('change', apply);
}
