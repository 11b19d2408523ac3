/*
 * Building HTML from text people wrote (event titles, descriptions, e-mail paragraphs).
 *
 * Never pass such text to String.replace as the replacement *string*: there `$&`, `$\``, `$'` and `$<n>`
 * expand to the match and to everything before and after it, so a title of a few hundred `$\``
 * multiplied an event page to 66 MB (issue 14). Replace through a function (its result is taken
 * literally) or splice by index, as these helpers do.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** `html` with `insert` placed just before the first `marker`; unchanged when the marker is missing. */
export function insertBefore(html: string, marker: string, insert: string): string {
  const at = html.indexOf(marker);
  return at < 0 ? html : html.slice(0, at) + insert + html.slice(at);
}

/** `html` with the first match of `pattern` (every match for a /g pattern) replaced by `text`, taken literally. */
export function replaceLiterally(html: string, pattern: RegExp | string, text: string): string {
  return html.replace(pattern, () => text);
}

/**
 * `html` (the app's index.html) with the root's splash replaced by `inner`, below a bar as tall as the
 * app's top bar (its 4rem row and the border under it, as layout/header.tsx lays them out, so the page
 * does not move by the border's pixel when React takes over): a page painted straight from the HTML,
 * before any script. React replaces it on its
 * first render with the page itself. Unchanged when the page has no root.
 */
export function replaceRoot(html: string, inner: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</body>');
  if (start < 0 || end < start) return html;
  return `${html.slice(0, start)}<div id="root"><div aria-hidden="true" class="border-b"><div class="h-16"></div></div>${inner}</div>\n  ${html.slice(end)}`;
}
