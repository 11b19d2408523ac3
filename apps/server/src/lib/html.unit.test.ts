import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { escapeHtml, insertBefore, replaceLiterally } from './html.ts';

describe('html helpers', () => {
  it('insert text literally, whatever $ patterns it holds', () => {
    const text = "$` $' $& $1 $$ $<name>";
    expect(insertBefore('<head></head>', '</head>', text)).toBe(`<head>${text}</head>`);
    expect(insertBefore('<p></p>', '</head>', text)).toBe('<p></p>');
    expect(replaceLiterally('<title>x</title>', /<title>[^<]*<\/title>/, text)).toBe(text);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

/** Every .ts file of the server's source, tests excluded. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('server source', () => {
  it('never builds a String.replace replacement string from interpolated text', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    // `.replace(pattern, `…${x}…`)`: the template's text would be scanned for $ patterns.
    const risky =
      /\.replace(?:All)?\(\s*(?:\/(?:\\.|[^/\n])+\/[gimsuy]*|'[^'\n]*'|"[^"\n]*"|`[^`\n]*`)\s*,\s*`[^`]*\$\{/;
    const offenders = sourceFiles(src).filter((file) => risky.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
