import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webSourcesHash } from './web-build.mjs';

describe('webSourcesHash (npm start builds the web app only when this changes)', () => {
  it('changes with a source file and ignores tests, build output and installed packages', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'stride-web-hash-'));
    const web = path.join(root, 'web');
    for (const dir of ['src', 'dist', 'node_modules/x', 'src/test'])
      mkdirSync(path.join(web, dir), { recursive: true });
    writeFileSync(path.join(web, 'src', 'main.tsx'), 'export {}');
    const hash = () => webSourcesHash([web], root);
    const first = hash();
    expect(hash()).toBe(first);
    for (const ignored of [
      'dist/index.html',
      'node_modules/x/index.js',
      'src/test/utils.tsx',
      'src/main.test.tsx',
    ])
      writeFileSync(path.join(web, ignored), String(Math.random()));
    expect(hash()).toBe(first);
    writeFileSync(path.join(web, 'src', 'main.tsx'), 'export const changed = 1;');
    expect(hash()).not.toBe(first);
  });
});
