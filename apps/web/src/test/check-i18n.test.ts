// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../../scripts/check-i18n.mjs', import.meta.url));
const run = promisify(execFile);
const dirs: string[] = [];

/**
 * Writes a throwaway source tree and runs the checker on it with English, French and Japanese; the
 * message registry is `registry.mjs` when the tree has one (rule 8), else that check is off.
 */
async function check(files: Record<string, unknown>): Promise<{ code: number; output: string }> {
  const root = mkdtempSync(path.join(tmpdir(), 'check-i18n-'));
  dirs.push(root);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  }
  try {
    const registry = 'registry.mjs' in files ? path.join(root, 'registry.mjs') : 'none';
    const { stdout } = await run(process.execPath, [
      ...[script, '--src', root, '--languages', 'en,fr,ja'],
      ...['--messages', registry],
    ]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const component = `
  import { useTranslation } from 'react-i18next';
  export function Events({ count }: { count: number }) {
    const { t } = useTranslation('events');
    // A key in a comment is not a use: 'events:ghost'
    return <p title={t('common:app.name')}>{t('events:joined', { count })}</p>;
  }
`;

const valid = {
  'app/events.tsx': component,
  'locales/en/common.json': { app: { name: 'Stride' } },
  'locales/fr/common.json': { app: { name: 'Stride' } },
  'locales/ja/common.json': { app: { name: 'Stride' } },
  'locales/en/events.json': { joined_one: 'Joined {{count}} event', joined_other: 'Joined {{count}} events' },
  'locales/fr/events.json': {
    joined_one: '{{count}} événement rejoint',
    joined_many: '{{count}} d’événements rejoints',
    joined_other: '{{count}} événements rejoints',
  },
  'locales/ja/events.json': { joined_other: '{{count}} 件のイベントに参加' },
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('scripts/check-i18n.mjs', () => {
  it("passes when every used key exists with each language's plural forms", async () => {
    const result = await check(valid);
    expect(result.output).toContain('i18n check passed');
    expect(result.code).toBe(0);
  });

  it('fails on missing plural forms, missing and unused keys, and differing variables', async () => {
    const result = await check({
      ...valid,
      'locales/fr/events.json': { joined_one: '{{count}} événement', joined_other: '{{total}} événements' },
      'locales/ja/common.json': { app: { name: 'Stride', extra: '余分' } },
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('fr events:joined: missing plural form(s) _many');
    expect(result.output).toContain('fr events:joined: variables differ from en');
    expect(result.output).toContain('ja common:app.extra: not in en');
  });

  it('fails when a used key is missing or a defined key is unused', async () => {
    const result = await check({
      ...valid,
      'app/extra.ts': "export const LABEL = 'common:app.tagline';",
      'locales/en/common.json': { app: { name: 'Stride', unused: 'Nobody reads me' } },
      'locales/fr/common.json': { app: { name: 'Stride', unused: 'Personne' } },
      'locales/ja/common.json': { app: { name: 'Stride', unused: '未使用' } },
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('"common:app.tagline" is used but missing from the locale files');
    expect(result.output).toContain('common:app.unused: defined in the locale files but not used in source');
    expect(result.output).not.toContain('events:ghost');
  });

  it('fails on unqualified, built-up and unloaded-namespace keys', async () => {
    const result = await check({
      ...valid,
      'app/bad.tsx': `
        import { useTranslation } from 'react-i18next';
        export function Bad({ kind }: { kind: string }) {
          const { t } = useTranslation();
          return <>{t('app.name')}{t(\`events:\${kind}\`)}{t('events:' + kind)}{t('events:joined', { count: 1 })}</>;
        }
      `,
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('key "app.name" must be fully qualified');
    expect(result.output).toContain('built from a template literal');
    expect(result.output).toContain('built by concatenation');
    expect(result.output).toContain('does not load "events"');
  });

  describe('message codes (rule 8)', () => {
    const registry = `
      const english = { 'events.titleRequired': 'Title is required', 'contact.nameTooLong': 'At most {{max}}' };
      export const MESSAGE_CODES = Object.keys(english);
      export const englishTemplate = (code) => english[code];
    `;
    const form = `
      import { useTranslation } from 'react-i18next';
      import { translateMessage } from '@/lib/messages';
      export function Form({ error }: { error: string }) {
        const { t } = useTranslation(['events', 'messages']);
        return <p>{translateMessage(t, error)}</p>;
      }
    `;
    const translated = {
      ...valid,
      'registry.mjs': registry,
      'app/form.tsx': form,
      'locales/fr/messages.json': {
        events: { titleRequired: 'Le titre est obligatoire' },
        contact: { nameTooLong: 'Au plus {{max}}' },
      },
      'locales/ja/messages.json': {
        events: { titleRequired: 'タイトルは必須です' },
        contact: { nameTooLong: '{{max}} 文字まで' },
      },
    };

    it('passes when every code has a translation in every language but English', async () => {
      const result = await check(translated);
      expect(result.output).toContain('2 message codes x 2 translations');
      expect(result.code).toBe(0);
    });

    it('fails on a missing or extra code, differing variables, an English file and an unloaded namespace', async () => {
      const result = await check({
        ...translated,
        'app/form.tsx': form.replace("['events', 'messages']", "'events'"),
        'locales/en/messages.json': { events: { titleRequired: 'Title is required' } },
        'locales/fr/messages.json': {
          events: { titleRequired: 'Le titre', stale: 'Vieux' },
          contact: { nameTooLong: 'Au plus' },
        },
        'locales/ja/messages.json': { contact: { nameTooLong: '{{max}} 文字まで' } },
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain('en: "messages.json" must not exist');
      expect(result.output).toContain('fr messages:events.stale: not a message code');
      expect(result.output).toContain(
        "fr messages:contact.nameTooLong: variables differ from the registry's English",
      );
      expect(result.output).toContain(
        'ja messages:events.titleRequired: missing (every message code needs a translation)',
      );
      expect(result.output).toContain(
        'translates messages but useTranslation() in this file does not load "messages"',
      );
    });
  });

  it('fails when a language lacks a namespace file', async () => {
    const { 'locales/ja/events.json': _dropped, ...rest } = valid;
    const result = await check(rest);
    expect(result.code).toBe(1);
    expect(result.output).toContain('ja: namespace file "events.json" is missing');
  });
});
