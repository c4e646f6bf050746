import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** Attributes of code-fence meta that only the tests read (scripts/lib/examples.mjs, scripts/lib/journeys.mjs). */
const valued = ['example', 'journey', 'fixture', 'typescript', 'node'];
const flags = ['fails', 'output'];
const attribute = new RegExp(
  `(^|\\s)(?:(?:${valued.join('|')})(?:="[^"]*"|='[^']*'|=\\S+)?|(?:${flags.join('|')}))(?=\\s|$)`,
  'g',
);

/** The meta of a code fence without the test-only attributes; `title="…"` and highlight ranges stay. */
export function stripTestMeta(meta: string): string {
  return meta.replace(attribute, '$1').replace(/\s+/g, ' ').trim();
}

/** A Markdown page with the test-only attributes removed from every opening code fence. */
export function stripFenceMeta(markdown: string): string {
  return markdown.replace(/^(\s*`{3,}[\w-]*)[ \t]+(\S.*)$/gm, (_line, fence: string, meta: string) => {
    const rest = stripTestMeta(meta);
    return rest === '' ? fence : `${fence} ${rest}`;
  });
}

/**
 * A Markdown text whose images with a site path (`![alt](/images/x.svg)`) point under the base path the site is
 * hosted at (`/sub/images/x.svg`), outside code fences. Rspress adds the base to such images in the HTML, when it
 * renders them, but writes them unchanged into the `.md` copies and `llms-full.txt`.
 */
export function withBaseInImages(markdown: string, base: string): string {
  if (base === '/') return markdown;
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
        return line;
      }
      return fence === null ? line.replace(/(!\[[^\]]*\]\()\/(?!\/)/g, `$1${base}`) : line;
    })
    .join('\n');
}

/** The Markdown files of a build: the `.md` copy of every page, and `llms-full.txt` of each language. */
function markdownFilesIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && (entry.name.endsWith('.md') || entry.name === 'llms-full.txt'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * After a build, the one writer of the Markdown files (`.md` copies, `llms-full.txt`): removes the test-only
 * attributes from their code fences, and puts site-path images under the base path. Rspress renders neither the
 * attributes nor the hidden MDX comments into the HTML, and leaves comments out of the `.md` copies, but it copies a
 * fence's meta as written (its Markdown output skips `markdown.remarkPlugins`), and image paths without the base.
 */
export function pluginStripTestMeta(): RspressPlugin {
  return {
    name: 'strip-test-meta',
    afterBuild(config, isProd) {
      // `rspress dev` runs this hook after every compile too, and writes no Markdown copies: a `doc_build/` that an
      // earlier `rspress build` left is not this server's output.
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const file of markdownFilesIn(outDir)) {
        const source = fs.readFileSync(file, 'utf8');
        const stripped = withBaseInImages(stripFenceMeta(source), config.base ?? '/');
        if (stripped !== source) fs.writeFileSync(file, stripped);
      }
    },
  };
}
