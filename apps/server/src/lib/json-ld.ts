import type { Thing, WithContext } from 'schema-dts';

/**
 * A JSON-LD head element. User text can hold "</script>": every "<" is escaped, so nothing closes the
 * element early (JSON reads \u003c as "<").
 */
export function jsonLdScript(data: WithContext<Thing>): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
