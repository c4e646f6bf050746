// A small static server for the built site that behaves like a clean-URL static host:
// `/a/b` serves `a/b.html`, `/a/` serves `a/index.html`, `.html` and `/index` suffixes work,
// and anything else (including malformed URLs) gets `404.html` with status 404.
// With `headers: true` it also applies the build's `_headers` file (Netlify / Cloudflare Pages syntax),
// which, like those hosts, it never serves as a file; with `compress: true` it gzips text responses for clients
// that accept it, as static hosts do (benchmarks measure what readers download).
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { normalizeBasePath, stripBasePath } from '../../theme/site-model.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** @param {string} file */
async function isFile(file) {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a request path to a file inside `root`, or undefined when nothing matches.
 * @param {string} root @param {string} urlPath
 */
export async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const clean = path.posix.normalize(decoded);
  const candidates = clean.endsWith('/')
    ? [`${clean}index.html`]
    : [clean, `${clean}.html`, `${clean}/index.html`, clean.replace(/\/index$/, '/index.html')];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root + path.sep) && file !== root) continue;
    if (await isFile(file)) return file;
  }
  return undefined;
}

/** Files a static host reads as configuration and never serves. */
const hostFiles = new Set(['/_headers', '/_redirects']);

/**
 * @typedef {{ pattern: RegExp, headers: Record<string, string> }} HeaderRule
 */

/**
 * Parses a `_headers` file: a URL pattern on its own line (`*` matches anything, `:name` one path segment),
 * then indented `Name: value` lines for that pattern. Comments start with `#`.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split(/(\*|:[A-Za-z]\w*)/)
        .map((part) =>
          part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * The headers every matching rule gives a request path, later rules winning for the same name.
 * @param {HeaderRule[]} rules @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, urlPath) {
  return Object.assign({}, ...rules.filter((r) => r.pattern.test(urlPath)).map((r) => r.headers));
}

/**
 * Starts serving `root` on `host:port`; resolves with the server once it listens. With `base` (such as `/docs/`, for
 * a build made with `BASE_PATH=/docs/`), the site is mounted there, as a host serving it under a sub-path would:
 * everything outside it gets the 404 page.
 * @param {{ root: string, host?: string, port?: number, headers?: boolean, compress?: boolean, base?: string }} options
 * @returns {Promise<http.Server>}
 */
export function serve({ root, host = '127.0.0.1', port = 4173, headers = false, compress = false, base = '/' }) {
  const mount = normalizeBasePath(base);
  const absoluteRoot = path.resolve(root);
  /** @type {Promise<HeaderRule[]>} */
  const rules = headers
    ? fs.readFile(path.join(absoluteRoot, '_headers'), 'utf8').then(parseHeadersFile, () => [])
    : Promise.resolve([]);
  const server = http.createServer(async (req, res) => {
    const urlPath = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    const sitePath = stripBasePath(mount, urlPath);
    const file = sitePath === null || hostFiles.has(sitePath) ? undefined : await resolveFile(absoluteRoot, sitePath);
    const target = file ?? path.join(absoluteRoot, '404.html');
    const status = file ? 200 : 404;
    const type = types[/** @type {keyof typeof types} */ (path.extname(target))] ?? 'application/octet-stream';
    const gzip =
      compress &&
      /^(text\/|application\/(json|xml))|svg/.test(type) &&
      /\bgzip\b/.test(String(req.headers['accept-encoding']));
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      ...headersFor(await rules, urlPath),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = createReadStream(target);
    // A file removed after it was found (a test's folder deleted while a request is under way) ends the response
    // instead of throwing in the server's process.
    body.on('error', () => res.destroy());
    if (gzip) body.pipe(zlib.createGzip({ level: 9 })).pipe(res);
    else body.pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
