/**
 * A fully qualified translation key, 'namespace:path.to.key'. Components that receive a key as a prop
 * use this type; the key literal itself must appear in source so scripts/check-i18n.mjs can see it.
 */
export type TranslationKey = `${string}:${string}`;
