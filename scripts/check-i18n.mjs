#!/usr/bin/env node
/**
 * Checks the web app's translations against the keys its source code uses.
 *
 *   node scripts/check-i18n.mjs [--src <dir>] [--locales <dir>] [--languages en,fr,...] [--messages <file>|none]
 *
 * Defaults: --src apps/web/src (with the key literals in packages/contracts/src, which words a few
 * texts for the web and the server alike), --locales apps/web/src/locales, languages from LANGUAGES in
 * packages/contracts/src/options.ts, --messages packages/contracts/src/messages.ts (the message
 * registry: a module exporting MESSAGE_CODES and englishTemplate). Exits 1 and lists every problem when
 * the check fails.
 *
 * THE CONVENTION (what makes static extraction reliable)
 *
 * 1. Translations live in `<locales>/<language>/<namespace>.json`; nested objects form dotted key paths.
 *    English is the reference: every language has the same namespace files and the same keys.
 * 2. In source, a key is always written fully qualified as ONE string literal: 'namespace:path.to.key',
 *    e.g. t('common:nav.login'), usePageTitle('common:pageTitles.about'). Any string
 *    literal of that shape (with a namespace that exists) counts as a use, so keys can sit in lookup
 *    tables and be passed around as values: t(item.labelKey) is fine when the literal is in source.
 * 3. Never build a key from pieces: t(`events:${kind}`) or t('events:' + kind) fail the check. Map the
 *    value to full key literals instead, e.g. { run: 'events:type.run', race: 'events:type.race' }.
 * 4. A file that calls useTranslation() must name every namespace other than `common` whose keys it uses:
 *    useTranslation('events') or useTranslation(['events', 'auth']). That call is what makes react-i18next
 *    download the namespace (and suspend until it arrives); `common` is loaded before the first render.
 * 5. Plurals use i18next's suffixes: a key used as t('events:joined', { count }) is stored as
 *    `joined_one`, `joined_other`, ... Each language must have exactly the plural forms its
 *    Intl.PluralRules categories need (en: one/other; fr, es, it, pt: one/many/other; zh, ja: other);
 *    an extra `_zero` form is allowed everywhere. `_ordinal_<form>` works the same for ordinals.
 * 6. {{variables}} must be the same set in every language.
 * 7. In the screens listed in UNTRANSLATED_TEXT_DIRS, JSX text and the user-visible attributes
 *    aria-label, title, placeholder and alt never hold a bare English literal: they go through t().
 *    (Text from data, such as an option list stored in English, is caught by the e2e language checks.)
 * 8. Validation and server messages are codes of the contracts' registry, translated by
 *    apps/web/src/lib/messages.ts from the `messages` namespace, whose keys are the codes (nested by
 *    group: `events.titleRequired` is { "events": { "titleRequired": … } }). Its reference is the
 *    registry, not English files: every language but English has every code, with the {{variables}}
 *    of the English text, and no other key; English has no messages.json (its text is the registry's).
 *    A file that calls translateMessage() or fieldMessages() and useTranslation() loads "messages".
 *
 * ADDING A NAMESPACE: create `<namespace>.json` in all eight language folders, call
 * useTranslation('<namespace>') in the components that use it, and write keys as '<namespace>:key'.
 * The loader in apps/web/src/i18n picks the files up by glob; nothing else needs registering.
 *
 * Test files (*.test.ts, *.test.tsx) are not scanned: a key only a test mentions is unused.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_NAMESPACE = 'common';
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_SUFFIX = new RegExp(`^(.+?)_(ordinal_)?(${PLURAL_FORMS.join('|')})$`);
const QUALIFIED_KEY = /^([A-Za-z][\w-]*):([\w-]+(?:\.[\w-]+)*)$/;
const VARIABLE = /\{\{\s*([^}\s,]+)[^}]*\}\}/g;
const MESSAGES_NAMESPACE = 'messages';
const TRANSLATES_MESSAGES = /(?:^|[^\w$.])(?:translateMessage|fieldMessages)\s*\(/m;

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i];
    const value = argv[i + 1];
    if (!name?.startsWith('--') || value === undefined) throw new Error(`Unexpected argument: ${name}`);
    args[name.slice(2)] = value;
  }
  return args;
}

/** LANGUAGES from the contracts package, so the check and the app cannot disagree on the list. */
async function contractLanguages() {
  const file = path.join(repoRoot, 'packages/contracts/src/options.ts');
  const text = await readFile(file, 'utf8');
  const match = /export const LANGUAGES\s*=\s*\[([^\]]*)\]/.exec(text);
  if (!match) throw new Error(`Could not find LANGUAGES in ${file}`);
  return [...match[1].matchAll(/'([^']+)'|"([^"]+)"/g)].map((m) => m[1] ?? m[2]);
}

/** The message registry (rule 8): code -> English template, from the module's MESSAGE_CODES. */
async function messageRegistry(file) {
  const { tsImport } = await import('tsx/esm/api');
  const registry = await tsImport(pathToFileURL(file).href, import.meta.url);
  return new Map(registry.MESSAGE_CODES.map((code) => [code, registry.englishTemplate(code)]));
}

// ---------------------------------------------------------------------------------------------------
// Locale files

function flatten(tree, prefix, out, problems, where) {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      if (value.trim() === '') problems.push(`${where}: "${full}" is empty`);
      out.set(full, value);
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      flatten(value, full, out, problems, where);
    } else {
      problems.push(`${where}: "${full}" must be a string or an object of strings`);
    }
  }
}

/** Groups flat keys by base key: plain keys, or plural forms collected from their suffixes. */
function groupKeys(flat) {
  const groups = new Map();
  for (const [key, value] of flat) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? match[1] : key;
    const kind = match ? (match[2] ? 'ordinal' : 'plural') : 'plain';
    let group = groups.get(base);
    if (!group) {
      group = { kinds: new Set(), forms: new Set(), variables: new Set() };
      groups.set(base, group);
    }
    group.kinds.add(kind);
    if (match) group.forms.add(match[3]);
    for (const v of value.matchAll(VARIABLE)) group.variables.add(v[1]);
  }
  return groups;
}

async function loadLocales(localesDir, languages, problems) {
  const locales = new Map(); // language -> namespace -> Map(base -> group)
  for (const language of languages) {
    const dir = path.join(localesDir, language);
    let files;
    try {
      files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
    } catch {
      problems.push(`${path.relative(repoRoot, dir)}: missing locale folder for "${language}"`);
      continue;
    }
    const namespaces = new Map();
    for (const file of files.sort()) {
      const where = path.relative(repoRoot, path.join(dir, file));
      let tree;
      try {
        tree = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      } catch (error) {
        problems.push(`${where}: invalid JSON (${error.message})`);
        continue;
      }
      const flat = new Map();
      flatten(tree, '', flat, problems, where);
      namespaces.set(file.slice(0, -'.json'.length), groupKeys(flat));
    }
    locales.set(language, namespaces);
  }
  return locales;
}

function setDiff(a, b) {
  return [...a].filter((x) => !b.has(x));
}

function checkLocales(locales, languages, problems) {
  const [reference, ...others] = languages;
  const refNamespaces = locales.get(reference) ?? new Map();
  for (const language of languages) {
    const namespaces = locales.get(language);
    if (!namespaces) continue;
    const cardinal = new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
    const ordinal = new Set(
      new Intl.PluralRules(language, { type: 'ordinal' }).resolvedOptions().pluralCategories,
    );
    for (const ns of setDiff(new Set(refNamespaces.keys()), new Set(namespaces.keys()))) {
      problems.push(`${language}: namespace file "${ns}.json" is missing (it exists in ${reference})`);
    }
    for (const ns of setDiff(new Set(namespaces.keys()), new Set(refNamespaces.keys()))) {
      problems.push(`${language}: namespace file "${ns}.json" has no ${reference} counterpart`);
    }
    for (const [ns, groups] of namespaces) {
      const refGroups = refNamespaces.get(ns);
      for (const [base, group] of groups) {
        const id = `${language} ${ns}:${base}`;
        if (group.kinds.size > 1) {
          problems.push(`${id}: mixes a plain key with plural forms`);
          continue;
        }
        const kind = [...group.kinds][0];
        if (kind !== 'plain') {
          const required = kind === 'ordinal' ? ordinal : cardinal;
          const missing = setDiff(required, group.forms);
          const extra = setDiff(group.forms, required).filter((f) => f !== 'zero');
          if (missing.length)
            problems.push(`${id}: missing plural form(s) ${missing.map((f) => `_${f}`).join(', ')}`);
          if (extra.length)
            problems.push(
              `${id}: plural form(s) ${extra.map((f) => `_${f}`).join(', ')} are not used in ${language}`,
            );
        }
        if (language === reference || !refGroups) continue;
        const refGroup = refGroups.get(base);
        if (!refGroup) {
          problems.push(`${id}: not in ${reference} (every language must have the same keys)`);
          continue;
        }
        const refKind = [...refGroup.kinds][0];
        if (refKind !== kind)
          problems.push(`${id}: is ${kind} but ${kind === 'plain' ? 'plural' : 'plain'} in ${reference}`);
        const missingVars = setDiff(refGroup.variables, group.variables);
        const extraVars = setDiff(group.variables, refGroup.variables);
        if (missingVars.length || extraVars.length) {
          problems.push(
            `${id}: variables differ from ${reference} (${[...refGroup.variables].join(', ') || 'none'} vs ${[...group.variables].join(', ') || 'none'})`,
          );
        }
      }
    }
  }
  for (const language of others) {
    const namespaces = locales.get(language);
    if (!namespaces) continue;
    for (const [ns, refGroups] of refNamespaces) {
      const groups = namespaces.get(ns);
      if (!groups) continue;
      for (const base of refGroups.keys()) {
        if (!groups.has(base)) problems.push(`${language} ${ns}:${base}: missing (present in ${reference})`);
      }
    }
  }
}

/** Rule 8: the `messages` namespace holds every registry code in every language but the reference. */
function checkMessages(locales, languages, registry, problems) {
  const [reference] = languages;
  const variablesOf = (text) => new Set([...text.matchAll(VARIABLE)].map((m) => m[1]));
  for (const language of languages) {
    const groups = locales.get(language)?.get(MESSAGES_NAMESPACE);
    if (language === reference) {
      if (groups)
        problems.push(
          `${language}: "${MESSAGES_NAMESPACE}.json" must not exist: English messages are the registry's`,
        );
      continue;
    }
    if (!locales.has(language)) continue;
    if (!groups) {
      problems.push(`${language}: namespace file "${MESSAGES_NAMESPACE}.json" is missing (message codes)`);
      continue;
    }
    for (const [code, english] of registry) {
      const group = groups.get(code);
      const id = `${language} ${MESSAGES_NAMESPACE}:${code}`;
      if (!group) {
        problems.push(`${id}: missing (every message code needs a translation)`);
        continue;
      }
      const want = variablesOf(english);
      if (setDiff(want, group.variables).length || setDiff(group.variables, want).length)
        problems.push(
          `${id}: variables differ from the registry's English (${[...want].join(', ') || 'none'} vs ${[...group.variables].join(', ') || 'none'})`,
        );
    }
    for (const key of groups.keys())
      if (!registry.has(key)) problems.push(`${language} ${MESSAGES_NAMESPACE}:${key}: not a message code`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Source scanning

/** Screens whose JSX must not carry untranslated text (rule 7), relative to the source folder. */
const UNTRANSLATED_TEXT_DIRS = ['features/events', 'features/home', 'features/landing', 'features/errors'];
const VISIBLE_ATTRIBUTE = /\b(aria-label|title|placeholder|alt)\s*=\s*(["'])([^"']*)\2/g;
// Text between a JSX tag's end and the next tag or expression, with at least one word in it.
const JSX_TEXT = />([^<>{}]*)</g;
const WORD = /\p{L}{2,}/u;

/** Rule 7: bare words in JSX text or visible attributes of a .tsx file (code with comments blanked). */
function untranslatedText(rel, text, code, problems) {
  for (const m of code.matchAll(VISIBLE_ATTRIBUTE)) {
    // A URL scheme such as placeholder="https://" is not prose.
    if (WORD.test(m[3]) && !/^[a-z]+:\/\/$/.test(m[3]))
      problems.push(`${rel}:${lineOf(text, m.index)}: ${m[1]}="${m[3]}" is not translated; use t()`);
  }
  for (const m of code.matchAll(JSX_TEXT)) {
    const before = code[m.index - 1];
    const words = m[1].trim();
    // `=>` and comparisons are code, not text; JSX text has no operators or statements in it.
    if (
      before === '=' ||
      before === '-' ||
      !WORD.test(words) ||
      /[=;()&|?:.,]|\b(return|const)\b/.test(words)
    )
      continue;
    problems.push(`${rel}:${lineOf(text, m.index)}: text "${words}" is not translated; use t()`);
  }
}

const REGEX_PRECEDERS = new Set('(,=:[!&|?{};+-*%<>~^'.split(''));
const REGEX_KEYWORDS = /(?:^|[^\w$])(?:return|typeof|case|in|of|void|throw|yield|await)$/;

/**
 * Splits source into string literals (with positions) and code with comments blanked out. A small
 * scanner rather than a regex: keys inside comments must not count as uses, and apostrophes inside
 * comments or regular expressions must not start a bogus string.
 */
function tokenize(text) {
  const strings = [];
  const out = text.split('');
  let i = 0;
  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };

  function quoted(quote) {
    const start = i;
    let value = '';
    i++;
    while (i < text.length && text[i] !== quote) {
      if (text[i] === '\n') return; // not a string (e.g. an apostrophe in JSX text); give up on it
      if (text[i] === '\\') {
        value += text[i + 1] ?? '';
        i += 2;
        continue;
      }
      value += text[i++];
    }
    i++;
    strings.push({ value, start, end: i, dynamic: false });
  }

  function template() {
    const start = i;
    let value = '';
    let dynamic = false;
    i++;
    while (i < text.length) {
      const c = text[i];
      if (c === '\\') {
        value += text[i + 1] ?? '';
        i += 2;
      } else if (c === '`') {
        i++;
        break;
      } else if (c === '$' && text[i + 1] === '{') {
        dynamic = true;
        i += 2;
        code(true);
      } else {
        value += c;
        i++;
      }
    }
    strings.push({ value, start, end: i, dynamic });
  }

  function regexLiteral() {
    let inClass = false;
    i++;
    while (i < text.length && text[i] !== '\n') {
      const c = text[i];
      if (c === '\\') i += 2;
      else {
        if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) break;
        i++;
      }
    }
    i++;
  }

  function code(stopAtClosingBrace) {
    let depth = 0;
    let prev = '';
    while (i < text.length) {
      const c = text[i];
      const d = text[i + 1];
      if (c === '/' && d === '/') {
        const end = text.indexOf('\n', i);
        const stop = end === -1 ? text.length : end;
        blank(i, stop);
        i = stop;
      } else if (c === '/' && d === '*') {
        const end = text.indexOf('*/', i + 2);
        const stop = end === -1 ? text.length : end + 2;
        blank(i, stop);
        i = stop;
      } else if (
        c === '/' &&
        (prev === '' ||
          REGEX_PRECEDERS.has(prev) ||
          REGEX_KEYWORDS.test(text.slice(Math.max(0, i - 12), i).trimEnd()))
      ) {
        regexLiteral();
        prev = '/';
      } else if (c === "'" || c === '"') {
        quoted(c);
        prev = c;
      } else if (c === '`') {
        template();
        prev = '`';
      } else {
        if (c === '{') depth++;
        if (c === '}') {
          if (stopAtClosingBrace && depth === 0) {
            i++;
            return;
          }
          depth--;
        }
        if (!/\s/.test(c)) prev = c;
        i++;
      }
    }
  }

  code(false);
  return { strings, code: out.join('') };
}

function lineOf(text, index) {
  let line = 1;
  for (let k = 0; k < index; k++) if (text[k] === '\n') line++;
  return line;
}

async function listSourceFiles(dir, skipDir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== skipDir && entry.name !== 'node_modules')
        files.push(...(await listSourceFiles(full, skipDir)));
    } else if (
      /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) &&
      !/\.test\.[jt]sx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    ) {
      files.push(full);
    }
  }
  return files;
}

async function scanSources(srcDir, localesDir, namespaces, problems, checkMessageLoading) {
  const used = new Map(); // 'ns:key' -> first location
  const files = await listSourceFiles(srcDir, localesDir);
  for (const file of files) {
    const rel = path.relative(repoRoot, file);
    const text = await readFile(file, 'utf8');
    const { strings, code } = tokenize(text);
    const fromSrc = path.relative(srcDir, file).split(path.sep).join('/');
    if (file.endsWith('.tsx') && UNTRANSLATED_TEXT_DIRS.some((dir) => fromSrc.startsWith(`${dir}/`)))
      untranslatedText(rel, text, code, problems);
    const byStart = new Map(strings.map((s) => [s.start, s]));
    const fileKeys = [];

    for (const s of strings) {
      if (s.dynamic) continue;
      const match = QUALIFIED_KEY.exec(s.value);
      if (match && namespaces.has(match[1])) {
        fileKeys.push({ ns: match[1], key: s.value, at: s.start });
        if (!used.has(s.value)) used.set(s.value, `${rel}:${lineOf(text, s.start)}`);
      }
    }

    // Calls whose first argument is a key: t(...), i18n.t(...), <Trans i18nKey=...>.
    const callSites = [
      ...[...code.matchAll(/(?:^|[^\w$])t\s*\(\s*/gm)].map((m) => m.index + m[0].length),
      ...[...code.matchAll(/\bi18nKey\s*=\s*\{?\s*/g)].map((m) => m.index + m[0].length),
    ];
    for (const at of callSites) {
      const token = byStart.get(at);
      if (!token) continue; // a variable or expression: its key literal is checked where it is written
      const where = `${rel}:${lineOf(text, at)}`;
      if (token.dynamic) {
        problems.push(`${where}: translation key built from a template literal; use full key literals`);
        continue;
      }
      if (/^\s*\+/.test(code.slice(token.end))) {
        problems.push(`${where}: translation key built by concatenation; use full key literals`);
        continue;
      }
      const match = QUALIFIED_KEY.exec(token.value);
      if (!match) {
        problems.push(`${where}: key "${token.value}" must be fully qualified as 'namespace:key'`);
      } else if (!namespaces.has(match[1])) {
        problems.push(`${where}: key "${token.value}" uses unknown namespace "${match[1]}"`);
      }
    }

    // Rule 4: namespaces used in a file that calls useTranslation must be loaded by it.
    const declarations = [...code.matchAll(/\buseTranslation\s*\(([^)]*)\)/g)];
    if (declarations.length) {
      const declared = new Set([DEFAULT_NAMESPACE]);
      for (const d of declarations) {
        const from = d.index;
        const to = d.index + d[0].length;
        for (const s of strings) if (s.start > from && s.end <= to) declared.add(s.value);
      }
      const reported = new Set();
      for (const { ns, at } of fileKeys) {
        if (declared.has(ns) || reported.has(ns)) continue;
        reported.add(ns);
        problems.push(
          `${rel}:${lineOf(text, at)}: uses "${ns}:" keys but useTranslation() in this file does not load "${ns}"`,
        );
      }
      const translates = TRANSLATES_MESSAGES.exec(code);
      if (checkMessageLoading && translates && !declared.has(MESSAGES_NAMESPACE))
        problems.push(
          `${rel}:${lineOf(text, translates.index)}: translates messages but useTranslation() in this file does not load "${MESSAGES_NAMESPACE}"`,
        );
    }
  }
  return { used, fileCount: files.length };
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const srcDir = path.resolve(args.src ?? path.join(repoRoot, 'apps/web/src'));
  const localesDir = path.resolve(args.locales ?? path.join(srcDir, 'locales'));
  const languages = args.languages ? args.languages.split(',') : await contractLanguages();
  const reference = languages[0];
  const problems = [];

  const messagesFile = args.messages ?? path.join(repoRoot, 'packages/contracts/src/messages.ts');
  const registry = messagesFile === 'none' ? undefined : await messageRegistry(path.resolve(messagesFile));

  const locales = await loadLocales(localesDir, languages, problems);
  if (registry) {
    checkMessages(locales, languages, registry, problems);
    // The messages namespace is checked against the registry, not against English files.
    for (const namespaces of locales.values()) namespaces.delete(MESSAGES_NAMESPACE);
  }
  checkLocales(locales, languages, problems);

  const refNamespaces = locales.get(reference) ?? new Map();
  const { used, fileCount } = await scanSources(
    srcDir,
    localesDir,
    new Set(refNamespaces.keys()),
    problems,
    registry !== undefined,
  );

  // The contracts word a few texts both the web and the server paint (notice-words.ts): their key
  // literals count as uses too (when checking the app itself, not a --src of one's own).
  if (!args.src) {
    const shared = await scanSources(
      path.join(repoRoot, 'packages/contracts/src'),
      localesDir,
      new Set(refNamespaces.keys()),
      problems,
      false,
    );
    for (const [key, where] of shared.used) if (!used.has(key)) used.set(key, where);
  }

  for (const [key, where] of used) {
    const [, ns, base] = QUALIFIED_KEY.exec(key);
    if (!refNamespaces.get(ns)?.has(base))
      problems.push(`${where}: "${key}" is used but missing from the locale files`);
  }
  let keyCount = 0;
  for (const [ns, groups] of refNamespaces) {
    for (const base of groups.keys()) {
      keyCount++;
      if (!used.has(`${ns}:${base}`))
        problems.push(`${ns}:${base}: defined in the locale files but not used in source`);
    }
  }

  if (problems.length) {
    console.error(`i18n check failed with ${problems.length} problem(s):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(
    `i18n check passed: ${keyCount} keys in ${refNamespaces.size} namespace(s) x ${languages.length} languages, ` +
      `${registry ? `${registry.size} message codes x ${languages.length - 1} translations, ` : ''}${fileCount} source files scanned.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
