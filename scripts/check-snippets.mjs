// Type-checks every TypeScript code block of the docs (or of the given pages) against the installed packages.
// Usage: node scripts/check-snippets.mjs [docs/en/config/lib/format.mdx ...]   (npm run check:snippets)
// Prints each compiler error with its page and line and exits with 1 when there is one. The conventions for partial
// blocks (hidden preludes, `// @errors`) are in CONTRIBUTING.md ("TypeScript code blocks").
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { readTypeHintFile, typeHintKey, typeHintsDataFile } from '../theme/plugins/type-hint-store.mjs';
import { hasNotation } from './lib/notation.mjs';
import { repoRoot } from './lib/paths.mjs';
import { collectSnippets, createSnippetService, hasTypeHints, uninstalledModulesFile } from './lib/snippets.mjs';
import { refreshTypeHintFile } from './lib/type-hints.mjs';

const started = performance.now();
const snippets = await collectSnippets(process.argv.slice(2));
const service = createSnippetService(snippets);
const errors = service.errors();

// A module declared as uninstalled that is installed after all would hide its real types.
const declared = [...fs.readFileSync(uninstalledModulesFile, 'utf8').matchAll(/^declare module '([^']+)'/gm)];
for (const [, name = ''] of declared) {
  const found = ts.resolveModuleName(name, path.join(repoRoot, 'index.ts'), service.options, ts.sys).resolvedModule;
  if (found) {
    errors.push({
      page: path.relative(repoRoot, uninstalledModulesFile),
      line: 1,
      code: 0,
      message: `'${name}' is installed (${path.relative(repoRoot, found.resolvedFileName)}): remove its declaration here`,
      hidden: false,
    });
  }
}

for (const e of errors.sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line)) {
  const where = e.hidden ? ' (in the hidden prelude of the block)' : '';
  console.log(`${e.page}:${e.line}${where}\n  ${e.code ? `TS${e.code}: ` : ''}${e.message.replace(/\n/g, '\n  ')}`);
}
// The types shown on hover in config blocks, for the build: computed for the blocks that are new or changed, and
// only when every block type-checks, so that a failed attempt leaves nothing behind. A run on some pages that adds
// types also drops those of config blocks no page shows any more (earlier attempts), as a run on every page does.
const pages = process.argv.slice(2);
const configBlocks = snippets.filter(hasTypeHints);
const stored = readTypeHintFile().blocks;
const adds = configBlocks.some((block) => !stored[typeHintKey(block.code)]);
const hints =
  errors.length > 0
    ? { computed: 0 }
    : refreshTypeHintFile(
        configBlocks,
        (block) => service.typeHints(block),
        pages.length === 0 ||
          (adds && new Set((await collectSnippets()).filter(hasTypeHints).map((block) => typeHintKey(block.code)))),
      );
if (hints.computed > 0) {
  console.log(
    `Type information of ${hints.computed} config block(s) written to ${path.relative(repoRoot, typeHintsDataFile)}.`,
  );
}

const preludes = snippets.filter((s) => hasNotation(s.code)).length;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const cpu = process.cpuUsage();
console.log(
  `\nChecked ${snippets.length} TypeScript blocks (${service.files} distinct files, ${preludes} with Twoslash notation) ` +
    `with ${service.services} TypeScript service(s) in ${seconds} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU): ` +
    `${errors.length} error(s)`,
);
process.exit(errors.length > 0 ? 1 : 0);
