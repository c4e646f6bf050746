// The generated parts of the config pages, as Markdown: the table of every option on /config/lib/ and
// /config/rsbuild/ (from the option pages' own Type and Default bullets and the version data) and the list of config
// changes per release on /guide/basic/config-changes (from the version data). Read by theme/plugins/option-tables.ts,
// which puts them into the pages at build time; nothing here is written by hand.
import fs from 'node:fs';
import path from 'node:path';
import { pageText } from './i18n';
import { compareVersions, type OptionVersions } from './lib/versions.mjs';
import { type Lang, routeIn } from './site-model.mjs';

type Group = 'lib' | 'rsbuild';

type Diff = { added: string[]; removed: string[] };
/** scripts/data/option-versions.data.json, written by scripts/derive-option-versions.mjs. */
export type VersionData = OptionVersions;
type Described = { type?: string; default?: string; summary?: string };
type OptionSection = { path: string[]; route: string; title: boolean } & Described;

/** The version data, read from the file the derive script writes. */
export const readVersionData = (docsRoot: string): VersionData =>
  JSON.parse(fs.readFileSync(path.join(docsRoot, '..', 'scripts/data/option-versions.data.json'), 'utf8'));

/** `lib.format` → `['format']`, `shims.cjs['import.meta.url']` → `['shims', 'cjs', 'import.meta.url']`. */
function optionPath(text: string): string[] | undefined {
  const plain = text.replace(/\\_/g, '_');
  if (!/^[a-zA-Z_]\w*(\.\w+|\['[^']+'\])*$/.test(plain)) return undefined;
  return [...plain.replace(/^lib\./, '').matchAll(/(\w+)|\['([^']+)'\]/g)].map((m) => m[1] ?? m[2] ?? '');
}

const bulletLabels = {
  type: /^- \*\*(?:Type:|类型：)\*\*\s*(.*)$/,
  default: /^- \*\*(?:Default:|默认值：)\*\*\s*(.*)$/,
};
/** Paragraphs between an option page's bullets and its summary: where it may be set, what came in which release. */
const notSummary = /^(Can (only )?be set|可以写在|既可以写在|只能写在)|`\d+\.\d+\.\d+`/;

/**
 * Every option heading of the pages of a config group (`lib` or `rsbuild`, in `_meta.json` order) with the route of
 * its section and its Type and Default bullets. A heading may name two options (`source.include and source.exclude`).
 * A page's title has the page's summary too: its first paragraph after the bullets that is not a `notSummary` one.
 */
export function optionSections(docsRoot: string, group: Group, lang: Lang): OptionSection[] {
  const dir = path.join(docsRoot, lang, 'config', group);
  const names: string[] = JSON.parse(fs.readFileSync(path.join(dir, '_meta.json'), 'utf8'));
  const sections: OptionSection[] = [];
  for (const name of names.filter((n) => n !== 'index')) {
    const lines = fs.readFileSync(path.join(dir, `${name}.mdx`), 'utf8').split('\n');
    let current: OptionSection[] = [];
    let untold: OptionSection[] = []; // the page's title until its summary is found
    let [fenced, callout] = [false, false];
    for (const line of lines) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (!fenced && /^:::/.test(line)) callout = /^:::\s*\w/.test(line);
      if (fenced || callout) continue;
      const heading = /^(#{1,4})\s+(.+?)(?:\s*\{#([\w-]+)\})?\s*$/.exec(line);
      if (heading) {
        const route = `/config/${group}/${name}${heading[1] === '#' ? '' : `#${heading[3] ?? ''}`}`;
        const paths = (heading[2] ?? '').split(/\s+(?:and|与|和)\s+/).map(optionPath);
        current = paths.every((p) => p !== undefined)
          ? paths.map((p) => ({ path: p as string[], route, title: heading[1] === '#' }))
          : [];
        untold = current.filter((section) => section.title);
        sections.push(...current);
        continue;
      }
      const type = bulletLabels.type.exec(line);
      const def = bulletLabels.default.exec(line);
      for (const section of current) {
        if (type) section.type = type[1]?.trim();
        if (def) section.default = def[1]?.trim();
      }
      // The bullets end at the first paragraph.
      if (line.trim() !== '' && !line.startsWith('- ')) current = [];
      if (current.length === 0 && /^(?!- |<|import |\||>|```|~~~|:::)\S/.test(line) && !notSummary.test(line)) {
        for (const section of untold) section.summary = line.trim();
        untold = [];
      }
    }
  }
  // Only the headings that describe an option: the page's title, or a section with a Type or Default.
  return sections.filter((s) => s.title || s.type !== undefined || s.default !== undefined);
}

/**
 * The links of a language's Markdown to the site's pages, with the language's prefix: the option pages link as
 * `/config/…` in both languages, and Rspress adds the prefix only to the links it reads from a page's source.
 */
const localLinks = (markdown: string, lang: Lang) =>
  markdown.replace(/\]\((\/[^)\s]*)\)/g, (all, route: string) =>
    lang !== 'en' && !route.startsWith(`/${lang}/`) ? `](${routeIn(route, lang)})` : all,
  );

/**
 * The same Markdown for the page's `.md` copy, whose links go to the `.md` copies of the pages at the site's address
 * (as Rspress writes the other links there): `/zh/config/lib/format#x` → `https://rslib.rs/zh/config/lib/format.md#x`.
 */
export const markdownCopyLinks = (markdown: string, siteUrl: string) =>
  markdown.replace(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g, (_all, route: string, hash = '') => {
    const file = route.endsWith('/') ? `${route}index.md` : `${route}.md`;
    return `](${siteUrl.replace(/\/+$/, '')}${file}${hash})`;
  });

/** A cell of a GFM table: one line, its pipes escaped (also inside code spans, as GFM wants). */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');

/** Words of the generated parts in a language. */
const words = (lang: Lang) =>
  Object.fromEntries(Object.entries(pageText).map(([key, value]) => [key, value[lang]])) as {
    [K in keyof typeof pageText]: string;
  };

/**
 * The table of every option of a group: the lib options (one row per option page) or the Rsbuild options that the
 * Rsbuild pages describe with a Type bullet; each row links to its section.
 */
export function optionsTableMarkdown(docsRoot: string, group: Group, lang: Lang, data: VersionData): string {
  const t = words(lang);
  const rows = optionSections(docsRoot, group, lang)
    .filter((s) => (group === 'lib' ? s.title : s.type !== undefined))
    .map((s) => {
      const key = s.path.join('.');
      const since = (group === 'lib' ? data.lib : data.config)[key]?.since;
      if (!since) throw new Error(`${key}: not in scripts/data/option-versions.data.json`);
      const name = `[\`${key}\`](${s.route})`;
      // "see below" is said on the option's page; here it becomes a link to it.
      const def = /^(see below|see the table above|见下文|见上表)$/.test(s.default ?? '')
        ? `[${t.optionsTableOnPage}](${s.route})`
        : (s.default ?? '');
      const summary = group === 'lib' ? [s.summary ?? ''] : [];
      return `| ${[name, s.type ?? '', def, `\`${since}\``, ...summary].map(cell).join(' | ')} |`;
    });
  const head = [t.optionsTableOption, t.optionsTableType, t.optionsTableDefault, t.optionsTableSince];
  if (group === 'lib') head.push(t.optionsTableSummary);
  return localLinks([`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows].join('\n'), lang);
}

/**
 * Where the site describes an option or config key, by its dotted path: the lib option pages (`format`,
 * `dts.bundle`) and the sections of the Rsbuild pages (`output.target`).
 */
function optionRoutes(docsRoot: string, lang: Lang): Map<string, string> {
  const sections = [...optionSections(docsRoot, 'lib', lang), ...optionSections(docsRoot, 'rsbuild', lang)];
  // The first section of a key wins: in a Map from entries, the last one does.
  return new Map(sections.reverse().map((s) => [s.path.join('.'), s.route]));
}

/** `"mf"` → `'mf'`; `true`, `string`, `array` stay. */
const valueText = (value: string) => (value.startsWith('"') ? `'${JSON.parse(value)}'` : value);

/**
 * The changes of a lib option's shape in one release, as readable items: sub-options (`dts.alias`) and values
 * (`format: 'iife'`) that were added or removed. The values and members of a sub-option added or removed in the
 * same release are implied by it and left out.
 */
export function shapeItems(key: string, facets: string[]): string[] {
  const subOptions = new Set(facets.filter((f) => /^\.[^:]+$/.test(f)));
  const items: string[] = [];
  for (const facet of facets) {
    const [first = '', second] = facet.split(': ');
    if (second !== undefined && subOptions.has(first)) continue;
    const sub = (part: string) => part.replace(/^\.'(.*)'$/, "['$1']");
    if (!first.startsWith('.')) items.push(`${key}: ${valueText(first)}`);
    else if (second === undefined) items.push(`${key}${sub(first)}`);
    else if (second.startsWith('.')) items.push(`${key}${sub(first)}${sub(second)}`);
    else items.push(`${key}${sub(first)}: ${valueText(second)}`);
  }
  return items;
}

/** The releases the page covers, newest first: every one since 0.1.0. */
export const coveredReleases = (data: VersionData) =>
  data.versions.filter((v) => compareVersions(v, '0.1.0') >= 0).sort((a, b) => compareVersions(b, a));

/**
 * A default as a declaration's JSDoc states it, as Markdown on one line: a code block becomes a code span of its
 * value (`const defaultShims = { … };` → `{ … }`), `{@link format}` becomes `format`, a link to a page its address.
 */
export function declaredText(text: string): string {
  const block = /^```\w*\s*(?:const \w+ = )?([\s\S]*?);?\s*```$/.exec(text.trim());
  if (block) return `\`${(block[1] ?? '').replace(/,(\s*[}\]])/g, '$1').replace(/\s+/g, ' ')}\``;
  return text
    .replace(/\{@link (https?:\/\/[^}\s]+)\}/g, '<$1>')
    .replace(/\{@link ([^}\s]+)\}/g, '`$1`')
    .replace(/\.$/, '');
}

/** `1.0.0` → `v1-0-0`. */
export const releaseAnchor = (version: string) => `v${version.replace(/\./g, '-')}`;

/**
 * The changes page's generated part: a section per release that changed an option (newest first), then one line
 * with the releases that changed none. Each option links to where the site describes it. A release's groups: options
 * and sub-options added and removed (`dts.alias`), values added and removed by option (`format` → `'iife'`), config
 * keys added and removed, declared defaults. Private keys (`_privateMeta`) and the sub-keys of a key added or removed
 * in the same release are left out.
 */
export function configChangesMarkdown(docsRoot: string, lang: Lang, data: VersionData): string {
  const t = words(lang);
  const routes = optionRoutes(docsRoot, lang);
  // An option links to its section, or to the closest option above it that has one (`redirect.asset` → `redirect`).
  const linked = (key: string) => {
    const parts = key.replace(/\['([^']+)'\]/g, '.$1').split('.');
    const route = parts.map((_, i) => routes.get(parts.slice(0, parts.length - i).join('.'))).find(Boolean);
    return route ? `[\`${key}\`](${route})` : `\`${key}\``;
  };
  const withValues = ([key, values]: [string, string[]]) =>
    `${linked(key)}${t.changesOpen}${values.map((v) => `\`${v}\``).join(t.changesSeparator)}${t.changesClose}`;
  const outer = (keys: string[] = []) =>
    keys.filter((k) => !k.startsWith('_') && !keys.some((other) => k.startsWith(`${other}.`))).sort();
  const sections: string[] = [];
  const quiet: string[] = [];
  for (const version of coveredReleases(data)) {
    const release = data.releases?.find((r) => r.version === version);
    const options: Diff = { added: [...(release?.lib?.added ?? [])], removed: [...(release?.lib?.removed ?? [])] };
    const values = { added: new Map<string, string[]>(), removed: new Map<string, string[]>() };
    for (const [key, entry] of Object.entries(data.lib)) {
      for (const change of entry.changes.filter((c) => c.version === version)) {
        for (const side of ['added', 'removed'] as const) {
          for (const item of shapeItems(key, change[side])) {
            const [option = '', value] = item.split(/: (.*)/);
            if (value === undefined) options[side].push(option);
            else values[side].set(option, [...(values[side].get(option) ?? []), value]);
          }
        }
      }
    }
    const config = { added: outer(release?.config?.added), removed: outer(release?.config?.removed) };
    const groups: [string, string[]][] = [
      [t.changesLibAdded, options.added.map(linked)],
      [t.changesLibRemoved, options.removed.map(linked)],
      [t.changesValuesAdded, [...values.added].map(withValues)],
      [t.changesValuesRemoved, [...values.removed].map(withValues)],
      [t.changesConfigAdded, config.added.map(linked)],
      [t.changesConfigRemoved, config.removed.map(linked)],
    ];
    const bullets = groups
      .filter(([, items]) => items.length > 0)
      .map(([label, items]) => `- **${label}${t.changesColon}** ${items.join(t.changesSeparator)}`);
    const rsbuild = release?.rsbuild;
    if (rsbuild && (config.added.length > 0 || config.removed.length > 0)) {
      bullets.push(
        `- **${t.changesRsbuild}${t.changesColon}** \`@rsbuild/core@${rsbuild.version}\`${t.changesOpen}\`${rsbuild.range}\`${t.changesClose}`,
      );
    }
    for (const d of release?.defaults ?? []) {
      // A default stated in words is quoted: it is the declaration's English, also on the Chinese page.
      const quoted = (text: string) => (/[a-z]{3,}/i.test(text.replace(/`[^`]*`/g, '')) ? `“${text}”` : text);
      const [from, to] = [quoted(declaredText(d.from)), quoted(declaredText(d.to))];
      bullets.push(
        `- **${t.changesDefault}${t.changesColon}** ${linked(d.option)}${t.changesFrom}${from}${t.changesTo}${to}`,
      );
    }
    if (bullets.length === 0) quiet.push(`\`${version}\``);
    else sections.push(`## ${version} {#${releaseAnchor(version)}}\n\n${bullets.join('\n')}`);
  }
  if (quiet.length > 0) sections.push(`${t.changesQuiet}${quiet.join(t.changesSeparator)}${t.changesEnd}`);
  return localLinks(sections.join('\n\n'), lang);
}
