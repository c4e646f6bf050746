// Checks on the files of the production build, without a browser: links and anchors, head metadata,
// HTML validity, language parity, sitemap, robots.txt, feeds and the Markdown copies.
// Vitest project `site`: run after a build (`npx rspress build && npx vitest run --project site`).
import fs from 'node:fs/promises';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it as test } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { allRoutes, mdPathOf } from '../../scripts/lib/routes.mjs';
import { startCallouts } from '../../scripts/lib/starting-points.mjs';
import { i18nSource } from '../../theme/i18n';
import { absoluteUrl } from '../../theme/plugins/seo';
import { locales, siteOrigin } from '../../theme/site';
import { routeIn } from '../../theme/site-model.mjs';
import { startingPointLink, startingPoints } from '../../theme/starting-points.mjs';
import {
  anchorsOf,
  type BuiltPage,
  buildDir,
  builtPages,
  classify,
  fileFor,
  linksOf,
  parseBuilt,
  validateHtml,
} from './built-site';

const pages = builtPages();
if (pages.length === 0) throw new Error(`No HTML files in ${buildDir}: build the site first (npx rspress build).`);
const contentPages = pages.filter((p) => !p.notFound);
const read = (file: string) => fs.readFile(path.join(buildDir, file), 'utf8');
const pureRoute = (route: string) => route.replace(/^\/zh(?=\/)/, '');
const siteDescriptions = new Set<string>(locales.map((l) => l.description));

// Every page is parsed once, here, with a time limit for all of them: the tests below read the cached DOMs, so
// their own time limit is not spent on whichever test happens to parse first (on a loaded machine, 123 pages
// took over 20 s).
beforeAll(() => Promise.all(pages.map((page) => parseBuilt(page.file))), 180_000);

test('the build holds every page of docs/, and a 404 page', async () => {
  const expected = (await allRoutes()).map((r) => r.route).sort();
  expect(contentPages.map((p) => p.route).sort()).toEqual(expected);
  expect(pages.filter((p) => p.notFound).map((p) => p.file)).toEqual(['404.html']);
});

test('every page exists in both languages', () => {
  const en = contentPages.filter((p) => p.lang === 'en').map((p) => p.route);
  const zh = contentPages.filter((p) => p.lang === 'zh').map((p) => pureRoute(p.route));
  expect(en.length).toBeGreaterThan(0);
  expect(
    zh.filter((r) => !en.includes(r)),
    'pages in Chinese only',
  ).toEqual([]);
  expect(
    en.filter((r) => !zh.includes(r)),
    'pages in English only',
  ).toEqual([]);
});

test('every page has one language switch, ours, and names its Menu buttons in its language', async () => {
  const problems: string[] = [];
  for (const page of pages) {
    const html = await read(page.file);
    // Rspress's own language lists (the bar's hover menu and the small-screen rows) are not rendered, not even hidden.
    if (/rp-nav-screen-langs|class="rp-nav__others">(?:(?!<\/div><\/div>).)*rp-nav-menu__item/s.test(html))
      problems.push(`${page.file}: Rspress's language menu`);
    if ((html.match(/aria-controls="rslib-language-menu"/g) ?? []).length !== 1)
      problems.push(`${page.file}: not exactly one language menu button`);
    // Two names: the tablet button sits beside the sidebar's Menu button (issue 41, S10).
    const names = [i18nSource.navMenuLabel[page.lang], i18nSource.navMoreLabel[page.lang]];
    const menuButtons = html.match(/<button[^>]*class="[^"]*(?:rp-nav-hamburger__sm|tabletButton)[^"]*"[^>]*>/g) ?? [];
    if (menuButtons.length !== 2 || menuButtons.some((b, i) => !b.includes(`aria-label="${names[i]}"`)))
      problems.push(`${page.file}: Menu buttons ${JSON.stringify(menuButtons)}`);
  }
  expect(problems).toEqual([]);
});

test('S1, S5, K5: the sidebar is a named nav in the HTML, its group headers buttons before any script runs', async () => {
  const problems: string[] = [];
  for (const page of pages) {
    const dom = await parseBuilt(page.file);
    const sidebar = dom.querySelector('.rp-doc-layout__sidebar');
    if (!sidebar) continue;
    const nav = sidebar.querySelector('nav');
    if (nav?.getAttributeValue('aria-label') !== i18nSource.sidebarNavLabel[page.lang])
      problems.push(`${page.file}: sidebar nav named ${nav?.getAttributeValue('aria-label')}`);
    // A group without a page of its own: the header itself is the button.
    for (const header of sidebar.querySelectorAll('.rp-sidebar-group')) {
      if (header.tagName === 'a') continue;
      if (header.tagName !== 'button' || !header.hasAttribute('aria-expanded'))
        problems.push(`${page.file}: group header ${header.textContent.trim()} is no button`);
    }
    // A group that is a page: its link, then its own fold button, not inside the link.
    for (const link of sidebar.querySelectorAll('a.rp-sidebar-group')) {
      const toggle = link.nextSibling;
      const name = i18nSource.sidebarToggleLabel[page.lang].replace('{0}', link.textContent.trim());
      if (link.querySelector('button, [role="button"]')) problems.push(`${page.file}: a button inside ${name}`);
      if (
        toggle?.tagName !== 'button' ||
        toggle.getAttributeValue('aria-label') !== name ||
        !toggle.hasAttribute('aria-expanded')
      )
        problems.push(`${page.file}: no fold button named ${name}`);
    }
    const outline = dom.querySelector('.rp-outline nav');
    if (outline && outline.getAttributeValue('aria-label') !== i18nSource.outlineTitle[page.lang])
      problems.push(`${page.file}: outline nav unnamed`);
    if (dom.querySelector('.rp-nav nav')?.getAttributeValue('aria-label') !== i18nSource.navLinksLabel[page.lang])
      problems.push(`${page.file}: top bar links not a named nav`);
  }
  expect(problems).toEqual([]);
});

test('every page links its Markdown copy for AI agents, and the 404 page, which has none, links nothing', async () => {
  const markdownLinks = async (page: BuiltPage) =>
    (await parseBuilt(page.file))
      .querySelectorAll('link[rel="alternate"][type="text/markdown"]')
      .map((el) => new URL(el.getAttributeValue('href') ?? '', siteOrigin).pathname);
  const notFound = pages.find((p) => p.notFound);
  expect(notFound && (await markdownLinks(notFound))).toEqual([]);
  for (const page of contentPages) {
    expect(await markdownLinks(page), page.route).toEqual([mdPathOf(page.route)]);
  }
});

/** Problems with the head and headings of one page. */
async function headProblems(page: BuiltPage): Promise<string[]> {
  const dom = await parseBuilt(page.file);
  const problems: string[] = [];
  const attr = (selector: string, name: string) =>
    dom.querySelectorAll(selector).map((el) => el.getAttributeValue(name) ?? '');
  if (attr('html', 'lang')[0] !== page.lang) problems.push(`<html lang> is ${attr('html', 'lang')[0]}`);
  const h1 = dom.querySelectorAll('h1').length;
  if (h1 !== 1) problems.push(`${h1} <h1> elements`);
  const main = dom.querySelectorAll('main').length;
  if (main !== 1) problems.push(`${main} <main> landmarks`);
  const titles = dom.querySelectorAll('head > title').map((t) => t.textContent.trim());
  if (titles.length !== 1 || !titles[0]) problems.push(`<title>: ${JSON.stringify(titles)}`);
  const descriptions = attr('meta[name="description"]', 'content');
  if (descriptions.length !== 1 || !descriptions[0]?.trim()) {
    problems.push(`meta description: ${JSON.stringify(descriptions)}`);
  } else if (!page.notFound && page.route.replace(/^\/zh/, '') !== '/' && siteDescriptions.has(descriptions[0])) {
    problems.push('meta description is the site-wide default: give the page a `description` in its frontmatter');
  }
  const canonical = attr('link[rel="canonical"]', 'href');
  const alternates = Object.fromEntries(
    dom
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .filter((el) => !el.hasAttribute('type'))
      .map((el) => [el.getAttributeValue('hreflang') ?? '', el.getAttributeValue('href') ?? '']),
  );
  if (page.notFound) {
    if (canonical.length > 0) problems.push('the 404 page has a canonical link');
    return problems;
  }
  const pure = pureRoute(page.route);
  if (canonical.join() !== absoluteUrl(siteOrigin, page.route)) problems.push(`canonical: ${canonical.join(', ')}`);
  const expected = {
    en: absoluteUrl(siteOrigin, pure),
    zh: absoluteUrl(siteOrigin, `/zh${pure}`),
    'x-default': absoluteUrl(siteOrigin, pure),
  };
  if (
    JSON.stringify(alternates) !== JSON.stringify({ ...alternates, ...expected }) ||
    Object.keys(alternates).length !== 3
  ) {
    problems.push(`hreflang alternates: ${JSON.stringify(alternates)}`);
  }
  return problems;
}

/** Dead links and anchors, missing assets, and external links that are malformed or open in the same tab. */
async function linkProblems(page: BuiltPage): Promise<string[]> {
  const problems: string[] = [];
  for (const { tag, url, element } of await linksOf(page.file)) {
    const where = `<${tag} ${url}>`;
    const target = classify(url, page.route);
    if (target.kind === 'malformed') {
      problems.push(`${where}: malformed URL`);
    } else if (target.kind === 'external') {
      const { protocol, hostname } = target.url;
      if (protocol === 'mailto:') continue;
      if (!['https:', 'http:'].includes(protocol) || !hostname.includes('.')) {
        problems.push(`${where}: not a web URL`);
      } else if (tag === 'a') {
        const rel = (element.getAttributeValue('rel') ?? '').split(/\s+/);
        if (element.getAttributeValue('target') !== '_blank')
          problems.push(`${where}: external link without target="_blank"`);
        if (!rel.includes('noopener') && !rel.includes('noreferrer'))
          problems.push(`${where}: rel lacks noopener/noreferrer`);
      }
    } else {
      const file = await fileFor(target.pathname);
      if (!file) {
        problems.push(`${where}: ${target.pathname} is not in the build`);
      } else if (url === '#') {
        problems.push(`${where}: empty fragment`);
      } else if (target.hash) {
        let id = target.hash;
        try {
          id = decodeURIComponent(id);
        } catch {
          problems.push(`${where}: fragment cannot be decoded`);
          continue;
        }
        if (!file.endsWith('.html') || !(await anchorsOf(file)).has(id))
          problems.push(`${where}: no #${id} on ${file}`);
      }
    }
  }
  return problems;
}

// ROUTES (comma-separated) keeps the per-page checks to those routes, as `npm run check:page` does.
const only = process.env.ROUTES?.split(',').filter(Boolean);
for (const page of pages.filter((p) => !only || only.includes(p.route))) {
  describe(page.route === '/404' ? '404.html' : page.route, () => {
    test('has lang, one <h1>, one <main>, title, description, canonical and hreflang links', async () => {
      expect(await headProblems(page)).toEqual([]);
    });

    test('every link, anchor and asset resolves; external links open in a new tab', async () => {
      expect(await linkProblems(page)).toEqual([]);
    });

    test('is valid HTML (html-validate)', async () => {
      const messages = await validateHtml(page);
      expect(messages.map((m) => `${m.ruleId} ${m.selector ?? ''}: ${m.message}`)).toEqual([]);
    });
  });
}

test('sitemap.xml lists every page with its language alternates', async () => {
  const xml = await read('sitemap.xml');
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['url', 'xhtml:link'].includes(name),
  }).parse(xml);
  const urls: { loc: string; 'xhtml:link': Record<string, string>[] }[] = parsed.urlset.url;
  expect(urls.map((u) => u.loc).sort()).toEqual(contentPages.map((p) => absoluteUrl(siteOrigin, p.route)).sort());
  for (const url of urls) {
    const links = url['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]);
    expect(
      links.map(([lang]) => lang),
      url.loc,
    ).toEqual(['en', 'zh', 'x-default']);
    for (const [, href] of links) {
      expect(await fileFor(new URL(href ?? '').pathname), `${url.loc} → ${href}`).toMatch(/\.html$/);
    }
  }
});

test('robots.txt allows crawling and points to the sitemap', async () => {
  const robots = await read('robots.txt');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  expect(robots).toContain(`Sitemap: ${absoluteUrl(siteOrigin, '/sitemap.xml')}`);
});

test('the RSS feeds are well-formed XML whose items link to built pages', async () => {
  const feeds = (await fs.readdir(path.join(buildDir, 'rss'))).filter((f) => f.endsWith('.xml'));
  expect(feeds.sort()).toEqual(['blog-rss-zh.xml', 'blog-rss.xml']);
  for (const feed of feeds) {
    const xml = await read(`rss/${feed}`);
    expect(XMLValidator.validate(xml), feed).toBe(true);
    const items = [new XMLParser().parse(xml).rss.channel.item].flat();
    expect(items.length, feed).toBeGreaterThan(0);
    for (const item of items) expect(await fileFor(new URL(item.link).pathname), item.link).toMatch(/\.html$/);
  }
});

test('llms.txt exists in both languages, its links resolve, and every page has a Markdown copy', async () => {
  for (const file of ['llms.txt', 'zh/llms.txt']) {
    const text = await read(file);
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
    expect(links.length, file).toBeGreaterThan(0);
    for (const link of links)
      expect(await fileFor(new URL(link, siteOrigin).pathname), `${file}: ${link}`).toBeTruthy();
  }
  const missing = [];
  for (const page of contentPages) {
    if (!(await fileFor(mdPathOf(page.route)))) missing.push(mdPathOf(page.route));
  }
  expect(missing).toEqual([]);
});

test('a starting-point callout is static HTML with its link, and text with the link in the Markdown copy', async () => {
  const problems: string[] = [];
  let seen = 0;
  for (const { lang, file, route } of await allRoutes()) {
    if (!file.endsWith('.mdx')) continue;
    const source = await fs.readFile(path.join(repoRoot, 'docs', lang, file), 'utf8');
    // An overview page's Markdown copy is Rspress's list of the folder's pages, without the page's own text.
    const overview = /^overview: true$/m.test(source);
    const callouts = startCallouts(source);
    for (const { id } of callouts) {
      const start = startingPoints[id as keyof typeof startingPoints];
      const href = routeIn(startingPointLink(start), lang);
      const html = await read((await fileFor(route)) ?? 'missing.html');
      const md = await read(mdPathOf(route).slice(1));
      seen++;
      if (!html.includes(`rp-callout--info`) || !html.includes(`href="${href}"`))
        problems.push(`${route}: no callout linking ${href}`);
      // In the `.md` copy the link is absolute and points at the Markdown copy, as Rspress writes every link there.
      const [page = '', hash = ''] = href.split('#');
      const mdHref = `${siteOrigin.replace(/\/+$/, '')}${page}.md#${hash}`;
      if (!overview && !md.includes(`[${start.title[lang as 'en' | 'zh']}](${mdHref})`))
        problems.push(`${mdPathOf(route)}: no link to ${mdHref}`);
    }
  }
  expect(seen).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  // Every page's MDX is parsed for its callouts: under the load of npm test that took longer than 20 s.
}, 180_000);
