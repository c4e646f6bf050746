// Derives the site's routes from the files under docs/, so tests never keep a second, hand-written list.
import fs from 'node:fs/promises';
import path from 'node:path';
import { languages, routeOf } from '../../theme/site-model.mjs';
import { repoRoot } from './paths.mjs';

export { languages, routeOf };

const docsDir = path.join(repoRoot, 'docs');

/**
 * @typedef {{ lang: import('../../theme/site-model.mjs').Lang, file: string, route: string, mdPath: string }} PageRoute
 */

/** Page files of one language, relative to `docs/<lang>`, without shared fragments. @param {string} lang */
export async function pageFiles(lang) {
  const root = path.join(docsDir, lang);
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => !f.startsWith('shared/') && !f.split('/').some((part) => part.startsWith('_')))
    .sort();
}

/** The content files (pages and sidebar/nav metadata) of one language. @param {string} lang */
export async function contentFiles(lang) {
  const root = path.join(docsDir, lang);
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && (/\.mdx?$/.test(e.name) || e.name === '_meta.json' || e.name === '_nav.json'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Where the Markdown copy of a route is served (`/guide/start/` → `/guide/start/index.md`). @param {string} route */
export function mdPathOf(route) {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/** Every route of the site, both languages. @returns {Promise<PageRoute[]>} */
export async function allRoutes() {
  /** @type {PageRoute[]} */
  const routes = [];
  for (const lang of languages) {
    for (const file of await pageFiles(lang)) {
      const route = routeOf(lang, file);
      routes.push({ lang, file, route, mdPath: mdPathOf(route) });
    }
  }
  return routes;
}
