import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';

// The Module Federation guide, "What is emitted": every file the table explains is in the tree above it, and every
// file of the tree's dist/mf is explained by a row (names as written, `*` for any part, `name/` for a folder).
function section(lang: string) {
  const page = fs.readFileSync(path.join(repoRoot, `docs/${lang}/guide/advanced/module-federation.mdx`), 'utf8');
  const start = page.indexOf('{#what-is-emitted}');
  const end = page.indexOf('\n## ', start);
  return page.slice(start, end);
}

/** The entries of dist/mf in the tree block: files, and folders with a trailing slash. */
function mfEntries(text: string) {
  // The tree as the page titles it: `dist`, or `Output: dist` (`输出：dist`) where it is an output to read.
  const tree = /```text title="(?:dist|Output: dist|输出：dist)"[^\n]*\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
  const lines = tree.split('\n').filter(Boolean);
  const mf = lines.findIndex((line) => /[└├]── mf$/.test(line));
  const entries: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (i <= mf) continue;
    const match = /^ {4}[└├]── (.+)$/.exec(line);
    if (!match) continue;
    const nested = lines[i + 1]?.startsWith('    │   ') || lines[i + 1]?.startsWith('        ');
    entries.push(nested ? `${match[1]}/` : (match[1] ?? ''));
  }
  return entries;
}

/** The names in the first column of the table. */
function tableNames(text: string) {
  const rows = text.split('\n').filter((line) => /^\| `/.test(line));
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''));
}

const matches = (pattern: string, name: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(name);

describe.each(['en', 'zh'])('module federation, what is emitted (%s)', (lang) => {
  const text = section(lang);
  const entries = mfEntries(text);
  const names = tableNames(text);

  it('reads the tree and the table', () => {
    expect(entries).toContain('remoteEntry.js');
    expect(entries).toContain('@mf-types/');
    expect(names).toContain('remoteEntry.js');
  });

  it('names only files of the tree in the table', () => {
    expect(names.filter((name) => !entries.some((entry) => matches(name, entry)))).toEqual([]);
  });

  it('explains every file of the tree', () => {
    expect(entries.filter((entry) => !names.some((name) => matches(name, entry)))).toEqual([]);
  });
});
