// The types shown on hover in config blocks that theme/plugins/type-hints.data.json does not have yet, for the site
// build: theme/plugins/type-hints.ts runs this as a process (the build imports nothing from scripts/) when a page has
// a config block that `npm run check:snippets` has not stored.
// Usage: node scripts/type-blocks.mjs <page>...   the config blocks of these pages, each typed with its example
//        node scripts/type-blocks.mjs -            one block read from stdin, typed on its own (an edit in dev)
// Prints `{ "<typeHintKey of the block>": <TypeHintData> }` as JSON.
import fs from 'node:fs';
import { typeHintKey } from '../theme/plugins/type-hint-store.mjs';
import { collectSnippets, createSnippetService, hasTypeHints } from './lib/snippets.mjs';

const args = process.argv.slice(2);
const snippets =
  args[0] === '-'
    ? [
        {
          page: 'edited',
          line: 0,
          lang: 'ts',
          title: 'rslib.config.ts',
          code: fs.readFileSync(0, 'utf8'),
          example: undefined,
        },
      ]
    : await collectSnippets(args);
const service = createSnippetService(snippets);
/** @type {Record<string, unknown>} */
const types = {};
for (const block of service.snippets.filter(hasTypeHints)) {
  const data = service.typeHints(block);
  if (data) types[typeHintKey(block.code)] = data;
}
process.stdout.write(JSON.stringify(types));
