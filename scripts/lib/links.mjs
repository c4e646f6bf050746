// The links of a page and whether they lead somewhere, read the way the site build reads them (Rspress's
// `markdown.link.checkDeadLinks` and `checkAnchors`, both on in rspress.config.ts): a link to a route without a
// language prefix gets the page's own language, a relative link is a file next to the page, and an anchor must be a
// heading of the page it points at. The build stops at the first page with a dead link and names neither the line
// nor the link text; this check runs on one page in milliseconds and says both, with the nearest route or anchor.
import fs from 'node:fs';
import path from 'node:path';
import { slug } from '@rspress/shared/github-slugger';
import { mdxTree } from '../../theme/lib/markdown.mjs';
import { isLang, languages, routeOf } from '../../theme/site-model.mjs';
import { readRepoFile, repoRoot } from './paths.mjs';

/** @typedef {{ url: string, text: string, line: number }} PageLink */

/** The links and heading anchors of the texts read so far (small: a page's are a few hundred bytes). */
const outlines = /** @type {Map<string, { links: PageLink[], anchors: string[] }>} */ (new Map());

/**
 * The links and heading anchors of an MDX page, from one parse (each text is parsed once).
 * @param {string} source @returns {{ links: PageLink[], anchors: string[] }}
 */
function outline(source) {
  let found = outlines.get(source);
  if (found) return found;
  /** @type {PageLink[]} */
  const links = [];
  /** @type {string[]} */
  const anchors = [];
  const counts = new Map();
  const lines = source.split('\n');
  /** @param {any} node @returns {string} */
  const textOf = (node) =>
    typeof node.value === 'string' ? node.value : (node.children ?? []).map(textOf).join('').trim();
  /** @param {any} node */
  const walk = (node) => {
    if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') {
      links.push({
        url: node.url,
        text: node.type === 'link' ? textOf(node) : `[${node.label ?? node.identifier}]`,
        line: node.position?.start.line ?? 1,
      });
    }
    if (node.type === 'heading') {
      // The parser sees the heading without its `{#anchor}` (theme/lib/markdown.mjs): read it from the line.
      const explicit = /\{#([^}]*)\}\s*$/.exec(lines[(node.position?.start.line ?? 1) - 1] ?? '')?.[1];
      let anchor = explicit ?? slug(textOf(node));
      // Rspress numbers a repeated slug as github-slugger does: `usage`, `usage-1`.
      const seen = counts.get(anchor) ?? 0;
      counts.set(anchor, seen + 1);
      if (explicit === undefined && seen > 0) anchor = `${anchor}-${seen}`;
      anchors.push(anchor);
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(mdxTree(source));
  found = { links, anchors };
  if (outlines.size >= 1000) outlines.delete(outlines.keys().next().value ?? '');
  outlines.set(source, found);
  return found;
}

/**
 * Every link and link definition of an MDX page, with its text and line: what Rspress checks.
 * @param {string} source @returns {PageLink[]}
 */
export const pageLinks = (source) => outline(source).links;

/**
 * The anchors a page's headings get: an explicit `{#anchor}`, else Rspress's slug of the heading's text. Headings
 * inside code blocks are not headings.
 * @param {string} source @returns {string[]}
 */
export const headingAnchors = (source) => outline(source).anchors;

/** The edit distance of two strings (insertions, deletions, substitutions). @param {string} a @param {string} b */
export function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The candidate closest to `wanted`: the one that shares the longest run of leading path segments, then the
 * smallest edit distance of the rest (so `/guide/basic/clii` finds `/guide/basic/cli`, not `/guide/basic/`).
 * @param {string} wanted @param {Iterable<string>} candidates @returns {string | undefined}
 */
export function nearest(wanted, candidates) {
  const parts = wanted.split('/');
  let best;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const other = candidate.split('/');
    let shared = 0;
    while (shared < parts.length - 1 && shared < other.length - 1 && parts[shared] === other[shared]) shared++;
    const score = (parts.length - shared) * 1000 + editDistance(wanted, candidate);
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best;
}

/**
 * The site's pages, read from docs/ when first asked: their routes and, per route, the anchors of its headings.
 * @param {string} [docs] the docs folder
 */
export function siteIndex(docs = path.join(repoRoot, 'docs')) {
  /** @type {Map<string, string>} route → file */
  const files = new Map();
  for (const lang of languages) {
    const root = path.join(docs, lang);
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (file.split('/').some((part) => part === 'shared' || part.startsWith('_'))) continue;
      files.set(routeOf(lang, file), path.join(root, file));
    }
  }
  /** @type {Map<string, Set<string>>} */
  const anchors = new Map();
  return {
    /** Every route, both languages. */
    routes: () => files.keys(),
    /** The route itself, or the form with or without its trailing slash that exists. @param {string} route */
    find: (route) => [route, route.replace(/\/$/, ''), `${route.replace(/\/$/, '')}/`].find((r) => files.has(r)),
    /** The anchors of a route's headings, and of the headings of the shared fragments it imports. @param {string} route */
    anchors(route) {
      let found = anchors.get(route);
      if (!found) {
        const file = files.get(route);
        const source = file ? fs.readFileSync(file, 'utf8') : '';
        found = new Set(headingAnchors(source));
        for (const m of source.matchAll(/^import\s+\w+\s+from\s+'@(en|zh)\/([^']+\.mdx?)';/gm)) {
          const fragment = path.join(docs, m[1] ?? 'en', 'shared', m[2] ?? '');
          if (fs.existsSync(fragment)) for (const a of headingAnchors(fs.readFileSync(fragment, 'utf8'))) found.add(a);
        }
        // An element with an `id` of its own is a target too.
        for (const m of source.matchAll(/\bid="([\w-]+)"/g)) found.add(m[1] ?? '');
        anchors.set(route, found);
      }
      return found;
    },
  };
}

/** @typedef {ReturnType<typeof siteIndex>} SiteIndex */

/**
 * Where an internal link of a page leads: its route (with the page's language when it has none) and anchor, or
 * undefined for an external link, a protocol (`mailto:`) or a file of `docs/public`.
 * @param {string} page `docs/<lang>/….mdx` @param {string} url
 * @returns {{ route: string, hash: string } | undefined}
 */
export function linkTarget(page, url) {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return undefined;
  const [, lang = 'en', file = ''] = /^docs\/([^/]+)\/(.+)$/.exec(page) ?? [];
  const [pathPart = '', hash = ''] = url.split('#');
  const clean = pathPart.split('?')[0] ?? '';
  if (clean === '') return { route: routeOf(lang, file), hash };
  // A file served as it is (an image, a feed), not a page.
  if (/\.(?!mdx?$|html$)\w+$/.test(clean)) return undefined;
  let target;
  if (clean.startsWith('/')) {
    const first = clean.split('/')[1] ?? '';
    target = isLang(first) ? clean.slice(first.length + 1) : clean;
  } else {
    target = `/${path.posix.join(path.posix.dirname(file), clean)}`;
  }
  const route = routeOf(
    lang,
    target
      .replace(/^\//, '')
      .replace(/\.(mdx?|html)$/, '')
      .replace(/\/$/, '/index'),
  );
  return { route, hash };
}

/**
 * The dead links and dead anchors of a page, each with its line, link text and the nearest route or anchor.
 * @param {string} page `docs/<lang>/….mdx` @param {string} source @param {SiteIndex} site
 * @returns {import('./problem.mjs').Problem[]}
 */
export function linkProblems(page, source, site) {
  const lang = page.split('/')[1] ?? 'en';
  const prefix = lang === 'en' ? '' : `/${lang}`;
  /** @type {import('./problem.mjs').Problem[]} */
  const problems = [];
  for (const link of pageLinks(source)) {
    const target = linkTarget(page, link.url);
    if (!target) continue;
    const route = site.find(target.route);
    if (!route) {
      const sameLang = [...site.routes()].filter((r) =>
        lang === 'en' ? !/^\/zh(\/|$)/.test(r) : r.startsWith(prefix),
      );
      const near = nearest(target.route, sameLang);
      problems.push({
        file: page,
        line: link.line,
        message: `dead link [${link.text}](${link.url}): there is no page ${target.route}`,
        fix: near
          ? `link ${near.slice(prefix.length) || '/'}${target.hash ? `#${target.hash}` : ''}, the nearest page`
          : 'link a page that exists',
      });
      continue;
    }
    if (target.hash === '') continue;
    const anchors = site.anchors(route);
    let hash = target.hash;
    try {
      hash = decodeURIComponent(hash);
    } catch {
      // Kept as written.
    }
    if (anchors.has(hash)) continue;
    const near = nearest(hash, anchors);
    problems.push({
      file: page,
      line: link.line,
      message: `dead anchor [${link.text}](${link.url}): ${route} has no heading {#${hash}}`,
      fix: near
        ? `link ${route.slice(prefix.length) || '/'}#${near}, the nearest heading`
        : 'link a heading of that page',
    });
  }
  return problems;
}

/**
 * The dead links and dead anchors that Rspress logged (a build or the dev server): `Dead links found in <file>:`
 * followed by one `"[..](<url>)" <route>` line per link. Rspress names neither the line nor the link text.
 * @param {string} log colours removed
 * @returns {{ file: string, url: string, kind: 'link' | 'anchor' }[]}
 */
export function rspressDeadLinks(log) {
  /** @type {{ file: string, url: string, kind: 'link' | 'anchor' }[]} */
  const found = [];
  const seen = new Set();
  for (const block of log.matchAll(/Dead (links|anchors) found in (\S+?):\n((?:[ \t]+"\[\.\.\]\(.*\)".*\n?)+)/g)) {
    const file = /(docs\/[^/]+\/.+\.mdx?)$/.exec(block[2] ?? '')?.[1];
    if (!file) continue;
    for (const link of (block[3] ?? '').matchAll(/"\[\.\.\]\((.*)\)"/g)) {
      const kind = block[1] === 'links' ? 'link' : 'anchor';
      const key = `${file}\0${link[1]}\0${kind}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ file, url: link[1] ?? '', kind });
    }
  }
  return found;
}

/**
 * What Rspress's dead-link report means, as one line per link: the file and line, the link text and the nearest
 * existing route or anchor (from the page itself: Rspress names only the file and the URL).
 * @param {string} log @param {{ site?: SiteIndex, read?: (file: string) => string | undefined }} [options]
 * @returns {import('./problem.mjs').Problem[]}
 */
export function deadLinkProblems(log, { site = siteIndex(), read = readRepoFile } = {}) {
  /** @type {import('./problem.mjs').Problem[]} */
  const problems = [];
  for (const { file, url, kind } of rspressDeadLinks(log)) {
    const source = read(file) ?? '';
    const ours = linkProblems(file, source, site).filter((p) => p.message.includes(`](${url})`));
    if (ours.length > 0) {
      problems.push(...ours);
      continue;
    }
    // The page changed since, or this check reads the link differently: the line of the URL, if it is still there.
    const line = source.split('\n').findIndex((text) => text.includes(`](${url}`)) + 1;
    problems.push({
      file,
      line: Math.max(line, 1),
      message: `dead ${kind} (${url}): Rspress found no ${kind === 'link' ? 'page' : 'heading'} for it`,
      fix: `link a ${kind === 'link' ? 'page' : 'heading'} that exists (node scripts/check-rules.mjs ${file} lists the routes near it)`,
    });
  }
  return problems;
}

/**
 * The other errors of a failed Rspress build, one line each: Rspack's `File: ./docs/…:line:column` and the first
 * line of the error under it (an MDX syntax error, a missing import). Dead links are left to deadLinkProblems.
 * @param {string} log @returns {import('./problem.mjs').Problem[]}
 */
export function buildErrorProblems(log) {
  /** @type {import('./problem.mjs').Problem[]} */
  const problems = [];
  const seen = new Set();
  for (const m of log.matchAll(/^File: \.\/(\S+?):(\d+):\d+((?:\n[ \t].*)*)/gm)) {
    const detail = (m[3] ?? '')
      .split('\n')
      .map((line) => line.replace(/^[\s│╰─▶×]+/, '').trim())
      .filter((line) => line !== '' && !/^Module build failed/.test(line) && !/^at /.test(line));
    const message = (detail[0] ?? 'the build failed here').replace(/^Error:\s*/, '');
    if (/^Dead (link|anchor) found$/.test(message)) continue;
    const key = `${m[1]}:${m[2]}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({
      file: m[1] ?? '',
      line: Number(m[2]),
      message,
      fix: 'fix the page there (the full error is in the build log)',
    });
  }
  return problems;
}
