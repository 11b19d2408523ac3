// Regenerates data/common-passwords.txt: the 10,000 most common passwords, in rank order, taken from
// the frequency list that ships inside the `zxcvbn` package (a dev dependency; MIT licence).
// Run: node apps/server/scripts/build-common-passwords.mjs
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const lists = require('zxcvbn/lib/frequency_lists.js');
const passwords = (typeof lists.passwords === 'string' ? lists.passwords.split(',') : lists.passwords).slice(
  0,
  10_000,
);
if (passwords.length < 10_000) throw new Error(`only ${passwords.length} passwords in the zxcvbn list`);
const out = new URL('../data/common-passwords.txt', import.meta.url);
writeFileSync(out, `${passwords.join('\n')}\n`);
console.log(`wrote ${passwords.length} passwords to ${out.pathname}`);
