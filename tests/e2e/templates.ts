// A small set of pages that together use every template of the site: each page kind (home, doc, overview, pages
// without sidebar or outline, 404) and each component or Markdown element the pages are written with. Derived from
// the files under docs/, so a page that brings a new component into the site adds itself to the set.

import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { pageFiles, routeOf } from '../../scripts/lib/routes.mjs';
import type { Lang } from '../../theme/site-model.mjs';

/** What a page is built from: its kind, the frontmatter switches of the layout, components and Markdown elements. */
export function templateFeatures(source: string): string[] {
  const features = new Set<string>();
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const flag = (name: string) => new RegExp(`^${name}:\\s*(\\S+)`, 'm').exec(frontmatter)?.[1];
  features.add(`page:${flag('pageType') ?? 'doc'}`);
  for (const name of ['overview', 'sidebar', 'outline', 'footer', 'navbar']) {
    const value = flag(name);
    if (value !== undefined) features.add(`${name}:${value}`);
  }
  // Code blocks, inline code and comments are left out before looking for components and Markdown elements.
  const body = source
    .slice(frontmatter.length)
    .replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1\s*$/gm, '\ncode-block\n')
    .replace(/`[^`\n]*`/g, 'code')
    .replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, '');
  if (body.includes('\ncode-block\n')) features.add('code-block');
  if (/^(```+|~~~+)[^\n]*\btitle=/m.test(source)) features.add('code-block-title');
  for (const match of body.matchAll(/<([A-Z][A-Za-z0-9.]*)/g)) features.add(`component:${match[1]}`);
  for (const match of body.matchAll(/^:::\s*([a-z]+)/gm)) features.add(`container:${match[1]}`);
  if (/!\[[^\]]*\]\(/.test(body) || /<img\b/.test(body)) features.add('image');
  if (/^\|.*\|\s*$\n^\|[\s:|-]+\|\s*$/m.test(body)) features.add('table');
  if (/^\s*(?:[-*]|\d+\.)\s/m.test(body)) features.add('list');
  if (/^>\s/m.test(body)) features.add('blockquote');
  return [...features].sort();
}

/** One page per template: the first page file (in path order) that has a feature no chosen page has yet. */
export async function templatePages(): Promise<{ file: string; features: string[] }[]> {
  const files = await pageFiles('en');
  const all = await Promise.all(
    files.map(async (file) => ({
      file,
      features: templateFeatures(await fs.readFile(path.join(repoRoot, 'docs/en', file), 'utf8')),
    })),
  );
  const covered = new Set<string>();
  const chosen: { file: string; features: string[] }[] = [];
  for (const feature of [...new Set(all.flatMap((page) => page.features))].sort()) {
    if (covered.has(feature)) continue;
    const page = all.find((candidate) => candidate.features.includes(feature));
    if (!page) continue;
    chosen.push(page);
    for (const f of page.features) covered.add(f);
  }
  return chosen;
}

/** The routes of {@link templatePages} in both languages, plus an unknown path for the 404 page. */
export async function templateRoutes(): Promise<{ route: string; lang: Lang; why: string }[]> {
  const pages = await templatePages();
  return (['en', 'zh'] as const).flatMap((lang) => [
    ...pages.map(({ file, features }) => ({ route: routeOf(lang, file), lang, why: features.join(', ') })),
    { route: `${lang === 'en' ? '' : '/zh'}/no-such-page`, lang, why: 'page:404' },
  ]);
}
