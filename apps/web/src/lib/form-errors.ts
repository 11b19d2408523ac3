import type { FieldError } from 'react-hook-form';

/** The first message in a (possibly nested) form error: a list's own, or its first item's. */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, inner] of Object.entries(error)) {
    // `ref` is the field's element, not part of the error.
    const found = key === 'ref' ? undefined : firstErrorMessage(inner);
    if (found) return found;
  }
  return undefined;
}

/**
 * A schema's errors regrouped onto the form's own fields, where the form's values are not the body the
 * schema checks (tags typed as one text, a place standing for location and coordinates): the first
 * message of each field, from the body paths `fieldOf` maps to it.
 */
export function errorsOnFields<Field extends string>(
  errors: Record<string, unknown>,
  fieldOf: (path: string) => Field,
  messageOf: (path: string, message: string) => string = (_, message) => message,
): Partial<Record<Field, FieldError>> {
  const out: Partial<Record<Field, FieldError>> = {};
  for (const [path, error] of Object.entries(errors)) {
    const message = firstErrorMessage(error);
    const field = fieldOf(path);
    if (message && !out[field]) out[field] = { type: 'validate', message: messageOf(path, message) };
  }
  return out;
}
