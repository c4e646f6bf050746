import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import type { OptionVersions as VersionData } from '../../theme/lib/versions.mjs';
import {
  configChangesMarkdown,
  coveredReleases,
  optionSections,
  optionsTableMarkdown,
  readVersionData,
  releaseAnchor,
} from '../../theme/option-tables';
import { pluginStaticComponents as pluginOptionTables } from '../../theme/plugins/static-components';

// The generated parts of the config pages (theme/option-tables.ts, put in the pages by
// theme/plugins/static-components.ts): the option tables of /config/lib/ and /config/rsbuild/ and the config changes per
// release. They say what the option pages' bullets and scripts/data/option-versions.data.json say, and change with them.
const docsRoot = path.join(repoRoot, 'docs');
const data = readVersionData(docsRoot);
const langs = ['en', 'zh'] as const;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/** The rows of a generated GFM table as cells, pipes unescaped. */
const rowsOf = (table: string) =>
  table
    .split('\n')
    .slice(2)
    .map((row) =>
      row
        .slice(2, -2)
        .split(/(?<!\\) \| /)
        .map((c) => c.replace(/\\\|/g, '|')),
    );

/** A copy of the config pages of both languages, for a test that edits one. */
function docsCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'option-tables-'));
  for (const lang of langs) {
    fs.cpSync(path.join(docsRoot, lang, 'config'), path.join(dir, 'docs', lang, 'config'), { recursive: true });
  }
  return path.join(dir, 'docs');
}

describe('the option tables', () => {
  for (const lang of langs) {
    it(`list every lib option once, with its page's Type and Default bullets and its release (${lang})`, () => {
      const rows = rowsOf(optionsTableMarkdown(docsRoot, 'lib', lang, data));
      expect(rows.map((r) => /\[`(\w+)`\]/.exec(r[0] ?? '')?.[1]).sort()).toEqual(Object.keys(data.lib).sort());
      const sections = optionSections(docsRoot, 'lib', lang).filter((s) => s.title);
      for (const [name = '', type, def, since] of rows) {
        const key = /\[`(\w+)`\]/.exec(name)?.[1] ?? '';
        const page = sections.find((s) => s.path.join('.') === key);
        expect(name).toBe(`[\`${key}\`](${lang === 'zh' ? '/zh' : ''}${page?.route})`);
        expect(type, key).toBe(page?.type);
        expect(def, key).toBe(page?.default);
        expect(since, key).toBe(`\`${data.lib[key]?.since}\``);
      }
    });

    it(`list the Rsbuild options of the Rsbuild pages, each linking to its section (${lang})`, () => {
      const rows = rowsOf(optionsTableMarkdown(docsRoot, 'rsbuild', lang, data));
      expect(rows.length).toBeGreaterThan(20);
      for (const [name = '', , , since] of rows) {
        const [, key = '', route = ''] = /^\[`([\w.]+)`\]\(([^)]+)\)$/.exec(name) ?? [];
        expect(since, key).toBe(`\`${data.config[key]?.since}\``);
        const [page = '', hash = ''] = route.replace(/^\/zh\//, '/').split('#');
        const source = fs.readFileSync(path.join(docsRoot, lang, `${page}.mdx`), 'utf8');
        if (hash) expect(source, `${route} has the anchor`).toContain(`{#${hash}}`);
        expect(route.startsWith(lang === 'zh' ? '/zh/config/' : '/config/'), route).toBe(true);
      }
    });
  }

  it("change when an option page's Default bullet changes", () => {
    const copy = docsCopy();
    const file = path.join(copy, 'en/config/lib/bundle.mdx');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('- **Default:** `true`', '- **Default:** `false`'));
    const before = rowsOf(optionsTableMarkdown(docsRoot, 'lib', 'en', data)).find((r) => r[0]?.includes('`bundle`'));
    const after = rowsOf(optionsTableMarkdown(copy, 'lib', 'en', data)).find((r) => r[0]?.includes('`bundle`'));
    expect(before?.[2]).toBe('`true`');
    expect(after?.[2]).toBe('`false`');
  });

  it("give each lib option the summary sentence of its page, in the page's language, and change when it is edited", () => {
    const copy = docsCopy();
    const edits = [
      ['en', 'Chooses the module format of the JavaScript that a lib item writes.', 'Picks the module format.'],
      ['zh', '指定 lib 项输出的 JavaScript 采用哪种模块格式。', '选择产物的模块格式。'],
    ] as const;
    for (const [lang, sentence, edited] of edits) {
      const summaryOf = (root: string, key: string) =>
        rowsOf(optionsTableMarkdown(root, 'lib', lang, data)).find((r) => r[0]?.includes(`[\`${key}\`]`))?.[4];
      const rows = rowsOf(optionsTableMarkdown(docsRoot, 'lib', lang, data));
      expect(rows.length).toBe(Object.keys(data.lib).length);
      // One sentence each: the page's summary, not the note on where the option may be set or on its releases.
      for (const row of rows)
        expect(row[4], row[0]).toMatch(lang === 'en' ? /^[A-Z](?:[^.]|\.(?! [A-Z]))*\.$/ : /^[^。]+。$/);
      expect(summaryOf(docsRoot, 'format')).toBe(sentence);
      const file = path.join(copy, lang, 'config/lib/format.mdx');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(sentence, edited));
      expect(summaryOf(copy, 'format')).toBe(edited);
      expect(summaryOf(copy, 'bundle')).toBe(summaryOf(docsRoot, 'bundle'));
    }
  });

  it("change when an Rsbuild page's Type bullet changes, and when the version data changes", () => {
    const copy = docsCopy();
    const file = path.join(copy, 'zh/config/rsbuild/output.mdx');
    const source = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, source.replace(/(## output\.emitCss[^\n]*\n\n- \*\*类型：\*\* )`boolean`/, '$1`true`'));
    const edited = clone(data);
    (edited.config['output.emitCss'] ?? { since: '' }).since = '0.1.0';
    const row = rowsOf(optionsTableMarkdown(copy, 'rsbuild', 'zh', edited)).find((r) => r[0]?.includes('emitCss'));
    expect(row?.[1]).toBe('`true`');
    expect(row?.[3]).toBe('`0.1.0`');
  });
});

/** The option names of each release section of the changes page (before any link), by version. */
function sectionsOf(markdown: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  for (const part of markdown.split(/^## /m).slice(1)) {
    const [version = '', ...lines] = part.split('\n');
    const names = lines.flatMap((line) => {
      if (!line.startsWith('- ')) return [];
      if (/^- \*\*(Config keys read from|配置项读取自)/.test(line)) return [];
      // A declared default names its option first; the rest of the line is the default's text.
      const text = /^- \*\*(Declared default|类型声明中的默认值)/.test(line) ? line.split(/ (was|由) /)[0] : line;
      return [...(text ?? '').matchAll(/\[?`([^`]+)`\]?(\([^)]*\))?(?: \(|（)?((?:`[^`]+`(?:, |、)?)*)/g)].map((m) =>
        m[3] ? `${m[1]}=${(m[3].match(/`[^`]+`/g) ?? []).join('|')}` : (m[1] ?? ''),
      );
    });
    sections.set(version.replace(/ \{#.*$/, ''), names.sort());
  }
  return sections;
}

/** What the data says a release changed, as the names the page shows. */
function expectedNames(d: VersionData, version: string): string[] {
  const release = d.releases?.find((r) => r.version === version);
  const names: string[] = [...(release?.lib?.added ?? []), ...(release?.lib?.removed ?? [])];
  const outer = (keys: string[]) =>
    keys.filter((k) => !k.startsWith('_') && !keys.some((other) => k.startsWith(`${other}.`)));
  names.push(...outer(release?.config?.added ?? []), ...outer(release?.config?.removed ?? []));
  names.push(...(release?.defaults ?? []).map((x) => x.option));
  for (const [key, entry] of Object.entries(d.lib)) {
    for (const change of entry.changes.filter((c) => c.version === version)) {
      for (const side of [change.added, change.removed]) {
        const subs = new Set(side.filter((f) => /^\.[^:]+$/.test(f)));
        const values = new Map<string, string[]>();
        for (const facet of side) {
          const [first = '', second] = facet.split(': ');
          if (second !== undefined && subs.has(first)) continue;
          const sub = (p: string) => p.replace(/^\.'(.*)'$/, "['$1']");
          const value = (v: string) => `\`${v.startsWith('"') ? `'${JSON.parse(v)}'` : v}\``;
          if (!first.startsWith('.')) values.set(key, [...(values.get(key) ?? []), value(first)]);
          else if (second === undefined) names.push(`${key}${sub(first)}`);
          else if (second.startsWith('.')) names.push(`${key}${sub(first)}${sub(second)}`);
          else values.set(`${key}${sub(first)}`, [...(values.get(`${key}${sub(first)}`) ?? []), value(second)]);
        }
        for (const [option, vs] of values) names.push(`${option}=${vs.join('|')}`);
      }
    }
  }
  return names.sort();
}

describe('the config changes per release', () => {
  for (const lang of langs) {
    it(`list exactly what the data says each release since 0.1.0 changed, newest first (${lang})`, () => {
      const markdown = configChangesMarkdown(docsRoot, lang, data);
      const sections = sectionsOf(markdown);
      const changed = coveredReleases(data).filter((v) => expectedNames(data, v).length > 0);
      expect([...sections.keys()]).toEqual(changed);
      for (const version of changed) expect(sections.get(version), version).toEqual(expectedNames(data, version));
      expect(markdown).toContain(`## 1.0.0 {#${releaseAnchor('1.0.0')}}`);
      // The releases without a change are named once, at the end.
      const quiet = coveredReleases(data).filter((v) => !changed.includes(v));
      expect(quiet.length).toBeGreaterThan(10);
      const last = markdown.split('\n').at(-1) ?? '';
      expect([...last.matchAll(/`([\d.]+)`/g)].map((m) => m[1])).toEqual(quiet);
    });

    it(`link each option to a section of the site that exists (${lang})`, () => {
      const markdown = configChangesMarkdown(docsRoot, lang, data);
      const links = [...markdown.matchAll(/\]\((\/[^)]+)\)/g)].map((m) => m[1] ?? '');
      expect(links.length).toBeGreaterThan(30);
      for (const link of new Set(links)) {
        const [page = '', hash] = link.replace(/^\/zh\//, '/').split('#');
        const source = fs.readFileSync(path.join(docsRoot, lang, `${page}.mdx`), 'utf8');
        if (hash) expect(source, link).toContain(`{#${hash}}`);
      }
      expect(markdown).toContain(`[\`format\`](${lang === 'zh' ? '/zh' : ''}/config/lib/format)`);
    });
  }

  it('change when the data changes: a removed option, a release with a new value', () => {
    const edited = clone(data);
    const release = edited.releases?.find((r) => r.version === '0.20.0');
    if (release) release.lib = { added: [], removed: ['legacyOption'] };
    edited.lib.format?.changes.push({ version: '0.6.1', added: ['"system"'], removed: [] });
    const sections = sectionsOf(configChangesMarkdown(docsRoot, 'en', edited));
    expect(sections.get('0.20.0')).toContain('legacyOption');
    expect(sections.get('0.6.1')).toEqual(["format=`'system'`"]);
    expect(sectionsOf(configChangesMarkdown(docsRoot, 'en', data)).has('0.6.1')).toBe(false);
  });
});

describe('the version data of the releases', () => {
  it('agrees with the options and keys it has since: each first release records them as added', () => {
    const first = data.versions[0] ?? '';
    for (const [key, entry] of Object.entries(data.lib)) {
      if (entry.since === first) continue;
      expect(data.releases?.find((r) => r.version === entry.since)?.lib?.added, key).toContain(key);
    }
    for (const [key, entry] of Object.entries(data.config)) {
      if (entry.since === first) continue;
      expect(data.releases?.find((r) => r.version === entry.since)?.config?.added, key).toContain(key);
    }
  });

  it('adds and removes keys so that the last release has exactly the options of the data', () => {
    const lib = new Set<string>();
    const config = new Set<string>();
    for (const release of data.releases ?? []) {
      for (const key of release.lib?.added ?? []) lib.add(key);
      for (const key of release.lib?.removed ?? []) lib.delete(key);
      for (const key of release.config?.added ?? []) config.add(key);
      for (const key of release.config?.removed ?? []) config.delete(key);
    }
    // The first release is the starting set: what it had and nobody removed, plus what came later.
    for (const key of lib) expect(Object.keys(data.lib)).toContain(key);
    for (const key of config) expect([...Object.keys(data.config), 'lib'], key).toContain(key);
  });
});

describe('the plugin', () => {
  type Node = { type: string; name?: string; children?: Node[]; url?: string; depth?: number };
  function compile(file: string, source: string) {
    const plugin = pluginOptionTables();
    (plugin.config as (c: { root: string }) => unknown)({ root: docsRoot });
    const remark = plugin.markdown?.remarkPlugins?.[0] as (
      this: unknown,
    ) => (tree: Node, file: { path: string }) => void;
    const toc = [
      { id: 'how', text: 'How', depth: 2 },
      { id: 'next', text: 'Next', depth: 2 },
    ];
    // As Rspress runs it: after its own outline plugin, which keeps the outline in the processor's `pageMeta`.
    const transform = remark.call({ data: () => ({ pageMeta: { toc } }) });
    const tree = fromMarkdown(source, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] }) as Node;
    transform(tree, { path: path.join(docsRoot, file) });
    return { tree, toc };
  }

  it('puts the table where <OptionsTable> is, with no component import left', async () => {
    const source =
      'import { OptionsTable } from \'@components/OptionTables\';\n\n# X\n\n<OptionsTable group="lib" />\n';
    const { tree } = compile('zh/config/lib/index.mdx', source);
    expect(tree.children?.map((c) => c.type)).toEqual(['heading', 'table']);
    const links: string[] = [];
    const visit = (n: Node) => (n.url ? links.push(n.url) : n.children?.forEach(visit));
    visit(tree);
    expect(links).toContain('/zh/config/lib/format');
  });

  it('puts the release sections where <ConfigChanges> is, and their headings in the outline', async () => {
    const source = '# X\n\n## How\n\n<ConfigChanges />\n\n## Next\n';
    const { tree, toc } = compile('en/guide/basic/config-changes.mdx', source);
    const headings = tree.children?.filter((c) => c.type === 'heading' && c.depth === 2) ?? [];
    expect(headings.length).toBeGreaterThan(10);
    expect(toc[0]?.id).toBe('how');
    // The newest release that changed an option comes first (1.0.5: Rsbuild 2.3's server.serveAssets).
    expect(toc[1]).toEqual({ id: 'v1-0-5', text: '1.0.5', depth: 2 });
    expect(toc.at(-1)?.id).toBe('next');
    expect(toc.length).toBe(headings.length);
  });
});
