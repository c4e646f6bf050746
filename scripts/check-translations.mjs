// `npm run check:translations [docs folder]`: the translated pages (docs/zh) whose English twin changed in a later
// commit than they did, from one `git log` over the docs folder (theme/lib/page-history.mjs, the data of the pages'
// "last updated" dates and of the note that such a page shows its readers). A commit that changes both pages leaves
// them in step. It warns and never fails: a translation may follow later.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lastCommitTimes, staleTranslation } from '../theme/lib/page-history.mjs';
import { defaultLang, languages, sourceIn } from '../theme/site-model.mjs';
import { repoRoot } from './lib/paths.mjs';

const docsRoot = path.resolve(process.argv[2] ?? path.join(repoRoot, 'docs'));
const times = await lastCommitTimes(docsRoot);
const day = (/** @type {number} */ time) => new Date(time).toISOString().slice(0, 10);
const shown = (/** @type {string} */ file) => path.relative(process.cwd(), file);

if (times.size === 0) {
  console.log(`check:translations: git has no history of ${shown(docsRoot)} (not a git checkout?); nothing checked.`);
  process.exit(0);
}

const stale = [];
const missing = [];
let checked = 0;
for (const lang of languages.filter((l) => l !== defaultLang)) {
  const files = fs.readdirSync(path.join(docsRoot, lang), { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((f) => /\.mdx?$/.test(f)).sort()) {
    const page = path.join(docsRoot, lang, file);
    const twin = path.join(docsRoot, sourceIn(`${lang}/${file.split(path.sep).join('/')}`, defaultLang) ?? '');
    if (!fs.existsSync(twin)) continue;
    checked++;
    if (!times.has(page) || !times.has(twin)) missing.push(times.has(page) ? twin : page);
    const behind = staleTranslation(times, docsRoot, page);
    if (behind) stale.push(`  ${shown(page)} (${day(behind.time)}) < ${shown(twin)} (${day(behind.twinTime)})`);
  }
}

const shallow = (() => {
  try {
    const options = { cwd: docsRoot, encoding: /** @type {const} */ ('utf8'), stdio: /** @type {const} */ ('pipe') };
    return execFileSync('git', ['rev-parse', '--is-shallow-repository'], options).trim();
  } catch {
    return 'false';
  }
})();
if (shallow === 'true') {
  console.log(
    'check:translations: a shallow clone; changes older than its history are not seen (git fetch --unshallow).',
  );
}
if (missing.length > 0) {
  console.log(`check:translations: git history is missing for ${missing.length} file(s), not compared:`);
  for (const file of missing) console.log(`  ${shown(file)}`);
}
if (stale.length === 0) {
  console.log(`check:translations: ${checked} translated pages, none older than a later change of its English page.`);
} else {
  console.warn(
    `check:translations: warning: ${stale.length} of ${checked} translated pages last changed before their English page did:`,
  );
  for (const line of stale) console.warn(line);
}
