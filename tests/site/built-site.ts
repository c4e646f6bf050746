// Reads the production build (`doc_build/`) as a static host would serve it: every HTML page parsed,
// its links resolved against the files on disk, its markup validated with html-validate.

import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type HtmlElement, HtmlValidate, type Message, Parser } from 'html-validate';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { resolveFile } from '../../scripts/lib/static-server.mjs';
import { siteOrigin } from '../../theme/site';
import type { Lang } from '../../theme/site-model.mjs';

export const buildDir = path.join(repoRoot, process.env.E2E_ROOT ?? 'doc_build');

/** One built HTML file and the URL it is served at. */
export interface BuiltPage {
  file: string;
  route: string;
  lang: Lang;
  notFound: boolean;
}

/** `guide/start/index.html` → `/guide/start/`, `zh/guide/cli.html` → `/zh/guide/cli`. */
export function routeOfHtml(file: string): string {
  const withoutExt = file.replace(/\.html$/, '');
  if (withoutExt === 'index') return '/';
  return withoutExt.endsWith('/index') ? `/${withoutExt.slice(0, -'index'.length)}` : `/${withoutExt}`;
}

/** Every HTML file of the build, read synchronously so tests can be declared per page. */
export function builtPages(): BuiltPage[] {
  let files: string[] = [];
  try {
    files = readdirSync(buildDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return files
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((file) => ({
      file,
      route: routeOfHtml(file),
      lang: file.startsWith('zh/') ? 'zh' : 'en',
      notFound: /(^|\/)404\.html$/.test(file),
    }));
}

/**
 * Rspress markup we cannot change (its copy buttons, the home page's inline style), with the
 * html-validate rules it breaks. The rules stay on for everything else, our pages' content included.
 */
const rspressRegions: { open: RegExp; rules: string[]; next?: boolean }[] = [
  // Code block buttons are named by their `title` only.
  { open: /<div class="rp-code-button-group"[^>]*>/g, rules: ['text-content'] },
  // The home layout writes a <style> element into the body.
  { open: /<style>/g, rules: ['element-permitted-content'], next: true },
];

/** The page source with html-validate directives around the Rspress markup listed in {@link rspressRegions}. */
export function withRspressDirectives(html: string): string {
  let out = html;
  for (const region of rspressRegions) {
    const directive = `<!-- [html-validate-disable-${region.next ? 'next' : 'block'} ${region.rules.join(', ')}] -->`;
    out = out.replace(region.open, (tag) => (region.next ? `${directive}${tag}` : `${tag}${directive}`));
  }
  return out;
}

/** Only used for the parser's element metadata. */
const validator = new HtmlValidate();
let htmlValidate: HtmlValidate | undefined;

/**
 * html-validate messages for one page, with the repository's `.htmlvalidate.json`. Its `no-raw-characters` is off:
 * html-validate 10 (the last major that runs on Node 20) reports every raw `>` in text, which HTML allows and React
 * writes in every code sample; version 11 stopped reporting it. A raw `<` cannot reach the pages: React escapes it.
 */
export async function validateHtml(page: BuiltPage): Promise<Message[]> {
  htmlValidate ??= new HtmlValidate(
    JSON.parse(await fs.readFile(path.join(repoRoot, '.htmlvalidate.json'), 'utf8')) as Record<string, unknown>,
  );
  const source = withRspressDirectives(await fs.readFile(path.join(buildDir, page.file), 'utf8'));
  const report = await htmlValidate.validateString(source, page.file);
  return report.results.flatMap((r) => r.messages);
}

const parsed = new Map<string, Promise<HtmlElement>>();

/** The parsed DOM of a built file, cached per worker. */
export function parseBuilt(file: string): Promise<HtmlElement> {
  let dom = parsed.get(file);
  if (!dom) {
    dom = (async () => {
      const config = await validator.getConfigFor(file);
      return new Parser(config).parseHtml(await fs.readFile(path.join(buildDir, file), 'utf8'));
    })();
    parsed.set(file, dom);
  }
  return dom;
}

/** The ids a link's `#fragment` can point at on a page. */
export async function anchorsOf(file: string): Promise<Set<string>> {
  const dom = await parseBuilt(file);
  const ids = dom
    .querySelectorAll('[id], a[name]')
    .map((el) => el.getAttributeValue('id') ?? el.getAttributeValue('name'));
  return new Set(ids.filter((id): id is string => Boolean(id)));
}

/** Elements whose URL attribute loads or links something. */
const urlAttributes: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['link[href]', 'href'],
  ['img[src]', 'src'],
  ['script[src]', 'src'],
  ['source[src]', 'src'],
  ['iframe[src]', 'src'],
  ['video[src]', 'src'],
  ['audio[src]', 'src'],
];

/** A URL found on a page, with the tag it sits on. */
export interface FoundLink {
  tag: string;
  url: string;
  element: HtmlElement;
}

/** Every URL on a page. */
export async function linksOf(file: string): Promise<FoundLink[]> {
  const dom = await parseBuilt(file);
  return urlAttributes.flatMap(([selector, attribute]) =>
    dom.querySelectorAll(selector).map((element) => ({
      tag: element.tagName,
      url: element.getAttributeValue(attribute) ?? '',
      element,
    })),
  );
}

const localOrigin = 'http://site.invalid';

/**
 * Where a URL on `fromRoute` leads: a file of the build (and maybe a fragment), or an external URL.
 * Absolute URLs on the public origin (canonical, hreflang, feed links) are resolved against the build too.
 */
export function classify(url: string, fromRoute: string) {
  let target: URL;
  try {
    target = new URL(url, `${localOrigin}${fromRoute}`);
  } catch {
    return { kind: 'malformed' as const };
  }
  const internal = target.origin === localOrigin || target.origin === new URL(siteOrigin).origin;
  if (!internal) return { kind: 'external' as const, url: target };
  return { kind: 'internal' as const, pathname: target.pathname, hash: target.hash.slice(1) };
}

/** The built file a path is served from, relative to the build folder, or undefined (a 404). */
export async function fileFor(pathname: string): Promise<string | undefined> {
  const file = await resolveFile(buildDir, pathname);
  return file && path.relative(buildDir, file).split(path.sep).join('/');
}
