// The config pages' generated parts as Markdown (put in by plugins/static-components.ts): the option tables of
// /config/lib/ and /config/rsbuild/ (from the option pages' bullets) and the changes per release, with version data.
import fs from 'node:fs';
import path from 'node:path';
import { pageText } from './i18n';
import { compareVersions, type OptionVersions as VersionData } from './lib/versions.mjs';
import { type Lang, routeIn } from './site-model.mjs';

type Group = 'lib' | 'rsbuild';
type OptionSection = { path: string[]; route: string; title: boolean } & Partial<
  Record<'type' | 'default' | 'summary', string>
>;

export const readVersionData = (docsRoot: string): VersionData =>
  JSON.parse(fs.readFileSync(path.join(docsRoot, '..', 'scripts/data/option-versions.data.json'), 'utf8'));

/** `lib.format` → `['format']`, `shims.cjs['import.meta.url']` → `['shims', 'cjs', 'import.meta.url']`. */
function optionPath(text: string): string[] | undefined {
  const plain = text.replace(/\\_/g, '_');
  if (!/^[a-zA-Z_]\w*(\.\w+|\['[^']+'\])*$/.test(plain)) return undefined;
  return [...plain.replace(/^lib\./, '').matchAll(/(\w+)|\['([^']+)'\]/g)].map((m) => m[1] ?? m[2] ?? '');
}

/** Paragraphs between an option page's bullets and its summary: where it may be set, what came in which release. */
const notSummary = /^(Can (only )?be set|可以写在|既可以写在|只能写在)|`\d+\.\d+\.\d+`/;

/** Every option heading (`a and b`: two) of a group's pages (`_meta.json` order) with its route, Type and Default, and
 * for a page's title the summary: its first paragraph after the bullets that is not a `notSummary` one. */
export function optionSections(docsRoot: string, group: Group, lang: Lang): OptionSection[] {
  const dir = path.join(docsRoot, lang, 'config', group);
  const names: string[] = JSON.parse(fs.readFileSync(path.join(dir, '_meta.json'), 'utf8'));
  const sections: OptionSection[] = [];
  for (const name of names.filter((n) => n !== 'index')) {
    let current: OptionSection[] = [];
    let untold: OptionSection[] = []; // the page's title until its summary is found
    let [fenced, callout] = [false, false];
    for (const line of fs.readFileSync(path.join(dir, `${name}.mdx`), 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (!fenced && /^:::/.test(line)) callout = /^:::\s*\w/.test(line);
      if (fenced || callout) continue;
      const heading = /^(#{1,4})\s+(.+?)(?:\s*\{#([\w-]+)\})?\s*$/.exec(line);
      if (heading) {
        const route = `/config/${group}/${name}${heading[1] === '#' ? '' : `#${heading[3] ?? ''}`}`;
        const paths = (heading[2] ?? '').split(/\s+(?:and|与|和)\s+/).map(optionPath);
        current = paths.includes(undefined)
          ? []
          : paths.map((p) => ({ path: p ?? [], route, title: heading[1] === '#' }));
        untold = current.filter((section) => section.title);
        sections.push(...current);
        continue;
      }
      const bullet = /^- \*\*(?:(Type:|类型：)|Default:|默认值：)\*\*\s*(.*)$/.exec(line);
      if (bullet) for (const section of current) section[bullet[1] ? 'type' : 'default'] = bullet[2]?.trim();
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

/** Links with the language's prefix: Rspress adds it only to the links it reads from a page's source. */
const localLinks = (markdown: string, lang: Lang) =>
  markdown.replace(/\]\((\/[^)\s]*)\)/g, (_all, route: string) => `](${routeIn(route, lang)})`);

/** The links of the `.md` copy, to the pages' `.md` copies at the site's address, as Rspress writes the others. */
export const markdownCopyLinks = (markdown: string, siteUrl: string) =>
  markdown.replace(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g, (_all, route: string, hash = '') => {
    const file = route.endsWith('/') ? `${route}index.md` : `${route}.md`;
    return `](${siteUrl.replace(/\/+$/, '')}${file}${hash})`;
  });

/** A cell of a GFM table: one line, its pipes escaped (also inside code spans, as GFM wants). */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');

/** The lib options (one row per option page) or the Rsbuild options with a Type bullet, each linking to its section. */
export function optionsTableMarkdown(docsRoot: string, group: Group, lang: Lang, data: VersionData): string {
  const t = (key: keyof typeof pageText) => pageText[key][lang];
  const rows = optionSections(docsRoot, group, lang)
    .filter((s) => (group === 'lib' ? s.title : s.type !== undefined))
    .map((s) => {
      const key = s.path.join('.');
      const since = (group === 'lib' ? data.lib : data.config)[key]?.since;
      if (!since) throw new Error(`${key}: not in scripts/data/option-versions.data.json`);
      const name = `[\`${key}\`](${s.route})`;
      // "see below" is said on the option's page; here it becomes a link to it.
      const def = /^(see below|see the table above|见下文|见上表)$/.test(s.default ?? '')
        ? `[${t('optionsTableOnPage')}](${s.route})`
        : (s.default ?? '');
      const summary = group === 'lib' ? [s.summary ?? ''] : [];
      return `| ${[name, s.type ?? '', def, `\`${since}\``, ...summary].map(cell).join(' | ')} |`;
    });
  const head = [t('optionsTableOption'), t('optionsTableType'), t('optionsTableDefault'), t('optionsTableSince')];
  if (group === 'lib') head.push(t('optionsTableSummary'));
  return localLinks([`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows].join('\n'), lang);
}

/** A lib option's shape changes in a release as `[option, value?]`: sub-options (`dts.alias`) and values (`format`,
 * `'iife'`); those of a sub-option added or removed in the same release are implied by it. */
function shapeItems(key: string, facets: string[]): [string, string?][] {
  const subOptions = new Set(facets.filter((f) => /^\.[^:]+$/.test(f)));
  const sub = (part: string) => part.replace(/^\.'(.*)'$/, "['$1']");
  const value = (text: string) => (text.startsWith('"') ? `'${JSON.parse(text)}'` : text);
  return facets.flatMap((facet): [string, string?][] => {
    const [first = '', second] = facet.split(': ');
    if (second !== undefined && subOptions.has(first)) return [];
    if (!first.startsWith('.')) return [[key, value(first)]];
    if (second === undefined) return [[`${key}${sub(first)}`]];
    return second.startsWith('.') ? [[`${key}${sub(first)}${sub(second)}`]] : [[`${key}${sub(first)}`, value(second)]];
  });
}

/** The releases the page covers, newest first: every one since 0.1.0. */
export const coveredReleases = (data: VersionData) =>
  data.versions.filter((v) => compareVersions(v, '0.1.0') >= 0).sort((a, b) => compareVersions(b, a));

/** A declaration's JSDoc default as Markdown on one line: a code block → a code span of its value
 * (`const x = { … };` → `{ … }`), `{@link format}` → `format`, a link to a page → its address. */
function declaredText(text: string): string {
  const block = /^```\w*\s*(?:const \w+ = )?([\s\S]*?);?\s*```$/.exec(text.trim());
  if (block) return `\`${(block[1] ?? '').replace(/,(\s*[}\]])/g, '$1').replace(/\s+/g, ' ')}\``;
  return text
    .replace(/\{@link (https?:\/\/[^}\s]+)\}/g, '<$1>')
    .replace(/\{@link ([^}\s]+)\}/g, '`$1`')
    .replace(/\.$/, '');
}

/** A default stated in words is quoted: it is the declaration's English, also on the Chinese page. */
const quoted = (text: string) => (/[a-z]{3,}/i.test(text.replace(/`[^`]*`/g, '')) ? `“${text}”` : text);

export const releaseAnchor = (version: string) => `v${version.replace(/\./g, '-')}`;

/** A section per release that changed an option (newest first), then a line naming the ones that changed none; private
 * keys (`_privateMeta`) and the sub-keys of a key added or removed in the same release are left out. */
export function configChangesMarkdown(docsRoot: string, lang: Lang, data: VersionData): string {
  const t = (key: keyof typeof pageText) => pageText[key][lang];
  // The first section of a key wins: in a Map from entries, the last one does.
  const sections = [...optionSections(docsRoot, 'lib', lang), ...optionSections(docsRoot, 'rsbuild', lang)];
  const routes = new Map(sections.reverse().map((s) => [s.path.join('.'), s.route]));
  // An option links to its section, or to the closest option above it that has one (`redirect.asset` → `redirect`).
  const linked = (key: string) => {
    const parts = key.replace(/\['([^']+)'\]/g, '.$1').split('.');
    const route = parts.map((_, i) => routes.get(parts.slice(0, parts.length - i).join('.'))).find(Boolean);
    return route ? `[\`${key}\`](${route})` : `\`${key}\``;
  };
  const list = (items: string[]) => items.join(t('changesSeparator'));
  const bullet = (label: string, text: string) => `- **${label}${t('changesColon')}** ${text}`;
  const withValues = ([key, values]: [string, string[]]) =>
    `${linked(key)}${t('changesOpen')}${list(values.map((v) => `\`${v}\``))}${t('changesClose')}`;
  const outer = (keys: string[] = []) =>
    keys.filter((k) => !k.startsWith('_') && !keys.some((other) => k.startsWith(`${other}.`))).sort();
  const releases: string[] = [];
  const quiet: string[] = [];
  for (const version of coveredReleases(data)) {
    const release = data.releases?.find((r) => r.version === version);
    const options = { added: [...(release?.lib?.added ?? [])], removed: [...(release?.lib?.removed ?? [])] };
    const values = { added: new Map<string, string[]>(), removed: new Map<string, string[]>() };
    for (const [key, entry] of Object.entries(data.lib)) {
      for (const change of entry.changes.filter((c) => c.version === version)) {
        for (const side of ['added', 'removed'] as const) {
          for (const [option, value] of shapeItems(key, change[side])) {
            if (value === undefined) options[side].push(option);
            else values[side].set(option, [...(values[side].get(option) ?? []), value]);
          }
        }
      }
    }
    const config = { added: outer(release?.config?.added), removed: outer(release?.config?.removed) };
    const groups: [string, string[]][] = [
      [t('changesLibAdded'), options.added.map(linked)],
      [t('changesLibRemoved'), options.removed.map(linked)],
      [t('changesValuesAdded'), [...values.added].map(withValues)],
      [t('changesValuesRemoved'), [...values.removed].map(withValues)],
      [t('changesConfigAdded'), config.added.map(linked)],
      [t('changesConfigRemoved'), config.removed.map(linked)],
    ];
    const bullets = groups.filter(([, items]) => items.length > 0).map(([label, items]) => bullet(label, list(items)));
    const rsbuild = release?.rsbuild;
    if (rsbuild && (config.added.length > 0 || config.removed.length > 0)) {
      const range = `${t('changesOpen')}\`${rsbuild.range}\`${t('changesClose')}`;
      bullets.push(bullet(t('changesRsbuild'), `\`@rsbuild/core@${rsbuild.version}\`${range}`));
    }
    for (const d of release?.defaults ?? []) {
      const [from, to] = [quoted(declaredText(d.from)), quoted(declaredText(d.to))];
      bullets.push(bullet(t('changesDefault'), `${linked(d.option)}${t('changesFrom')}${from}${t('changesTo')}${to}`));
    }
    if (bullets.length === 0) quiet.push(`\`${version}\``);
    else releases.push(`## ${version} {#${releaseAnchor(version)}}\n\n${bullets.join('\n')}`);
  }
  if (quiet.length > 0) releases.push(`${t('changesQuiet')}${list(quiet)}${t('changesEnd')}`);
  return localLinks(releases.join('\n\n'), lang);
}
