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
