// What every page's first-load JavaScript carries of the site's data (theme/plugins/slim-page-data.ts,
// theme/search/text.json): no entry of any page, no source file of a sidebar item, none of the search dialog's words.
// A page that lists other pages (the config overview, the blog index) carries those pages' entries in its own chunks.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { firstLoad } from '../../scripts/lib/first-load.mjs';
import searchDialogText from '../../theme/search/text.json';
import { buildDir, builtPages } from './built-site';

const pages = builtPages();
const loads = new Map(pages.map((page) => [page.file, firstLoad(buildDir, page.file).js.map((f) => f.file)]));
/** The scripts that every page loads before it is interactive (the entry and its chunks, not a route's). */
const everyPage = [...(loads.get('index.html') ?? [])].filter((file) =>
  [...loads.values()].every((l) => l.includes(file)),
);
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
/** The scripts of a page's first load that not every page loads: its route chunk and the chunks loaded with it. */
const ownScripts = (htmlFile: string) =>
  (loads.get(htmlFile) ?? [])
    .filter((file) => !everyPage.includes(file))
    .map(read)
    .join('\n');

const shared = everyPage.map(read).join('\n');

test('the scripts every page loads carry no entry of any page', () => {
  expect(everyPage.length).toBeGreaterThan(2);
  // The routes of all pages are there once, in Rspress's route table (`path:`), not as page data entries.
  expect(shared).toContain('path:"/guide/start/quick-start"');
  expect(shared.match(/routePath:"\/(?!404")[^"]*"/g) ?? []).toEqual([]);
});

test('the scripts every page loads carry no source file of a sidebar item', () => {
  expect(shared).toContain('text:"lib.format",link:"/config/lib/format.html"');
  expect(shared).not.toMatch(/_fileKey:"/);
});

test("the scripts every page loads carry the Search button's label, not the search dialog's words", () => {
  expect(shared).toContain('"search.buttonText"');
  for (const key of Object.keys(searchDialogText)) expect(shared, key).not.toContain(`"${key}"`);
  expect(shared).not.toContain(searchDialogText['search.noRecentText'].zh);
});

test('a page takes its own route, language and version from its own chunks', () => {
  expect(ownScripts('zh/guide/start/quick-start.html')).toMatch(
    /routePath:"\/zh\/guide\/start\/quick-start",lang:"zh",version:""/,
  );
});

test('the config overview and the blog index carry the entries of the pages they list in their own chunks', () => {
  const overview = ownScripts('zh/config/index.html');
  expect(overview).toMatch(/routePath:"\/zh\/config\/lib\/format",[^}]*toc:\[\{id:"/);
  expect(overview).not.toContain('routePath:"/config/lib/format"');
  expect(ownScripts('blog/index.html')).toMatch(/routePath:"\/blog\/introducing-rslib"/);
  // A guide overview of titles only needs no entry.
  expect(ownScripts('guide/basic/index.html')).not.toMatch(/routePath:"\/guide\/basic\/cli"/);
});
