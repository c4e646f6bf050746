import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { metaTokens, rewriteFences } from '../lib/markdown.mjs';
import { stripNotation } from '../lib/notation.mjs';

/** Attributes of code-fence meta that only the tests read (scripts/lib/examples.mjs, scripts/lib/journeys.mjs). */
const valued = ['example', 'journey', 'fixture', 'typescript', 'node', 'until'];
const flags = ['fails', 'output', 'network'];

/** The meta of a code fence without the test-only attributes; `title="…"` and highlight ranges stay. */
export const stripTestMeta = (meta: string) =>
  metaTokens(meta)
    .filter(({ key, value }) => !key || !(valued.includes(key) || (value === true && flags.includes(key))))
    .map(({ raw }) => raw)
    .join(' ')
    .replace(/\s+/g, ' ');

/** An opening code fence without the test-only attributes of its meta. */
const stripFenceLine = (line: string) =>
  line.replace(/^(\s*`{3,}[\w-]*)[ \t]+(\S.*)$/, (_line, fence: string, meta: string) =>
    `${fence} ${stripTestMeta(meta)}`.trimEnd(),
  );

/** A line outside code blocks whose images with a site path (`![alt](/images/x.svg)`) point under the base path. */
const imagesUnder = (base: string) => (line: string) => line.replace(/(!\[[^\]]*\]\()\/(?!\/)/g, `$1${base}`);

/**
 * A `.md` copy or llms-full.txt as readers get it: no Twoslash notation, no test-only fence attributes, images under
 * the base path (Rspress adds it in the HTML only); Rspress's Markdown output skips `markdown.remarkPlugins` and Shiki.
 */
export const markdownCopy = (markdown: string, base: string) =>
  rewriteFences(markdown, { open: stripFenceLine, body: stripNotation, outside: imagesUnder(base) });

/** After a build, the one writer of the Markdown files (`.md` copies, `llms-full.txt`): {@link markdownCopy}. */
export const pluginStripTestMeta = (): RspressPlugin => ({
  name: 'strip-test-meta',
  afterBuild(config, isProd) {
    // `rspress dev` runs this hook after every compile too, and writes no Markdown copies: a `doc_build/` that an
    // earlier `rspress build` left is not this server's output.
    if (!isProd) return;
    const outDir = path.resolve(config.outDir ?? 'doc_build');
    for (const entry of fs.readdirSync(outDir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !(entry.name.endsWith('.md') || entry.name === 'llms-full.txt')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const source = fs.readFileSync(file, 'utf8');
      const stripped = markdownCopy(source, config.base ?? '/');
      if (stripped !== source) fs.writeFileSync(file, stripped);
    }
  },
});
