// Plain constants, no zod: the web can check text and links without loading the validation library.

/**
 * Control characters (C0, DEL and C1) have no place in a name, title, place or search: one-line fields
 * refuse them all. PostgreSQL cannot store NUL at all (a NUL used to reach the database and answer 500).
 */
export const SINGLE_LINE_TEXT = /^[^\p{Cc}]*$/u;

/** Text that may span lines (descriptions, comments, messages): tab, line feed and carriage return only. */
export const MULTI_LINE_TEXT = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;

/** Link schemes Stride will store and show: a `javascript:` or `data:` link would run in our page. */
export const LINK_PROTOCOL = /^https?$/;

/** Whether a stored link may be rendered as one (rows written before the scheme rule was enforced). */
export function isWebLink(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    return LINK_PROTOCOL.test(new URL(value).protocol.slice(0, -1));
  } catch {
    return false;
  }
}
