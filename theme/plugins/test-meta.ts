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

function markdownFilesIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Removes the test-only attributes from the code fences of the `.md` copies after a build. Rspress renders
 * neither them nor the hidden MDX comments into the HTML, and leaves comments out of the `.md` copies, but it
 * copies a fence's meta as written (its Markdown output skips `markdown.remarkPlugins`).
 */
export function pluginStripTestMeta(): RspressPlugin {
  return {
    name: 'strip-test-meta',
    afterBuild(config) {
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const file of markdownFilesIn(outDir)) {
        const source = fs.readFileSync(file, 'utf8');
        const stripped = stripFenceMeta(source);
        if (stripped !== source) fs.writeFileSync(file, stripped);
      }
    },
  };
}
