// What a browser downloads to show one page of the built site, read from the files alone (no browser):
// the HTML, the stylesheets and scripts its tags reference (including preload/modulepreload hints, which is
// how Rspress asks for the page's own route chunk), and the extra chunks the entry loads together with that
// route chunk before it can hydrate. Sizes are gzip level 9, as a static host would serve them.
// Shared by `scripts/check-budgets.mjs` (the budgets in `npm test`) and `scripts/bench.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** @type {Map<string, number>} */
const gzipCache = new Map();

/** Gzip size of a file in bytes (cached per path). @param {string} file */
export function gzipSize(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Every HTML file of a build, as paths relative to `outDir` with `/` separators, sorted. @param {string} outDir */
export function htmlFiles(outDir) {
  return fs
    .readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The HTML file that serves a clean URL (`/` → `index.html`, `/a/b` → `a/b.html`). @param {string} route */
export function htmlFileOf(route) {
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}

/** Attributes of one start tag, lower-cased names. @param {string} tag */
function attributes(tag) {
  /** @type {Record<string, string>} */
  const attrs = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = m[1];
    if (name) attrs[name.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/**
 * Local files referenced by a page's `<script src>` and `<link>` tags, split by kind.
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[] }} URL paths such as `/static/js/index.abc.js`
 */
export function referencedAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  const local = (/** @type {string | undefined} */ url) => (url?.startsWith('/') && !url.startsWith('//') ? url : '');
  for (const m of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(m[0].slice((m[1]?.length ?? 0) + 1));
    if (m[1]?.toLowerCase() === 'script') {
      const src = local(attrs.src);
      if (src) scripts.add(src);
      continue;
    }
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    const href = local(attrs.href);
    if (!href) continue;
    if (rel.includes('stylesheet')) styles.add(href);
    else if (rel.includes('modulepreload')) scripts.add(href);
    else if (rel.includes('preload') && attrs.as === 'script') scripts.add(href);
    else if (rel.includes('preload') && attrs.as === 'style') styles.add(href);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Chunks loaded together with `chunkFile` by a dynamic import in `entrySource` (Rspack writes
 * `Promise.all([r.e("a"), r.e("b")])` when a route needs more than its own chunk). Chunk ids map to file
 * names through the runtime's table of async chunk file names.
 * @param {string} entrySource @param {string} chunkFile e.g. `static/js/async/route-abc.123.js`
 * @returns {string[]} file paths relative to the output folder
 */
export function siblingChunks(entrySource, chunkFile) {
  // `"static/js/async/" + ({id: name}[id] || id) + "." + {id: hash}[id] + ".js"`, or `+ id +` without names.
  const runtime = entrySource.match(
    /"(static\/js\/async\/)"\+(?:\(\(?(\{[^}]*\})\)?\[\w+\]\|\|\w+\)|\w+)\+"\."\+\(?(\{[^}]*\})\)?\[\w+\]/,
  );
  if (!runtime) return [];
  const [, prefix, namesSource, hashesSource] = runtime;
  const parseMap = (/** @type {string | undefined} */ source) =>
    new Map([...(source ?? '').matchAll(/"?([\w-]+)"?:"([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
  const names = parseMap(namesSource);
  const hashes = parseMap(hashesSource);
  const fileOf = (/** @type {string} */ id) => `${prefix}${names.get(id) ?? id}.${hashes.get(id)}.js`;
  const id = [...hashes.keys()].find((key) => fileOf(key) === chunkFile);
  if (id === undefined) return [];
  const siblings = new Set();
  for (const group of entrySource.matchAll(/Promise\.all\(\[((?:\w+\.e\([^)]*\),?)+)\]\)/g)) {
    const ids = [...(group[1] ?? '').matchAll(/\.e\("?([\w-]+)"?\)/g)].map((m) => m[1] ?? '');
    if (!ids.includes(id)) continue;
    for (const other of ids) if (other !== id && hashes.has(other)) siblings.add(fileOf(other));
  }
  return [...siblings];
}

/**
 * The files a browser fetches to show one page before it can hydrate, and their gzip sizes.
 * @param {string} outDir the build output (`doc_build`)
 * @param {string} htmlFile path of the page's HTML, relative to `outDir`
 */
export function firstLoad(outDir, htmlFile) {
  const htmlPath = path.join(outDir, htmlFile);
  const { scripts, styles } = referencedAssets(fs.readFileSync(htmlPath, 'utf8'));
  const toFile = (/** @type {string} */ url) => decodeURIComponent(url.split(/[?#]/)[0] ?? '').replace(/^\//, '');
  const scriptFiles = new Set(scripts.map(toFile));
  const entrySources = [...scriptFiles]
    .filter((f) => !f.includes('/async/') && fs.existsSync(path.join(outDir, f)))
    .map((f) => fs.readFileSync(path.join(outDir, f), 'utf8'));
  for (const chunk of [...scriptFiles].filter((f) => f.includes('/async/'))) {
    for (const source of entrySources) for (const sibling of siblingChunks(source, chunk)) scriptFiles.add(sibling);
  }
  const measure = (/** @type {Iterable<string>} */ files) =>
    [...files].map((file) => {
      const full = path.join(outDir, file);
      if (!fs.existsSync(full)) throw new Error(`${htmlFile} references ${file}, which is not in the build`);
      return { file, gzip: gzipSize(full) };
    });
  const js = measure(scriptFiles);
  const css = measure(styles.map(toFile));
  const sum = (/** @type {{ gzip: number }[]} */ list) => list.reduce((total, f) => total + f.gzip, 0);
  return { js, css, jsBytes: sum(js), cssBytes: sum(css), htmlBytes: gzipSize(htmlPath) };
}

/** Bytes as kilobytes with one decimal (1 KB = 1024 bytes). @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
