// The rules a page must meet that need no build, as one list of problems, each with its file, line, what is wrong and
// how to fix it: the prose rules (scripts/lib/prose.mjs), and the page rules that the unit tests hold every page to
// (starting points and their callouts, packages an example imports, `npx rslib` and `"type"`, how every code block is
// accounted for, sidebar entries), plus the links and anchors that the site build checks. `npm run check:page` runs
// them first, on the pages it was given, and the dev server runs them on a page when it is saved
// (scripts/check-rules.mjs); the unit tests call the same functions for every page.
import fs from 'node:fs';
import path from 'node:path';
import { blockLabels } from '../../theme/lib/block-kinds.mjs';
import { isLang, languages } from '../../theme/site-model.mjs';
import { startingPoints } from '../../theme/starting-points.mjs';
import { accountBlocks } from './block-accounts.mjs';
import { extractCodeBlocks } from './blocks.mjs';
import { collectExamples } from './examples.mjs';
import { editDistance, linkProblems, nearest, siteIndex } from './links.mjs';
import { stripNotation } from './notation.mjs';
import { readRepoFile, repoRoot } from './paths.mjs';
import { formatProblem } from './problem.mjs';
import { anchorsOf, checkPage, kebab, proseLines } from './prose.mjs';
import { linkInstalls, unsafeNpx, untypedPackages } from './reader-commands.mjs';
import {
  exampleBase,
  missingCallouts,
  sectionLines,
  startCallouts,
  startingPoint,
  unlistedPackages,
} from './starting-points.mjs';

/** @typedef {import('./problem.mjs').Problem} Problem */

export { formatProblem };

/** A problem from a `docs/…:12: message` line that a rule returns as text. @param {string} text @param {string} fix @returns {Problem} */
function fromText(text, fix) {
  const match = /^(docs\/[^:\s]+):(\d+):?\s*(.*)$/s.exec(text);
  return match
    ? { file: match[1] ?? '', line: Number(match[2]), message: match[3] ?? text, fix }
    : { file: 'docs', line: 1, message: text, fix };
}

/** `docs/<lang>/<rest>` split, or undefined for a file that is not a page of a language. @param {string} page */
export function splitPage(page) {
  const match = /^docs\/([^/]+)\/(.+\.mdx?)$/.exec(page);
  return match && isLang(match[1]) ? { lang: match[1], rest: match[2] ?? '' } : undefined;
}

/**
 * The prose problems of the pages (each with its twin in the other language): names, placeholders, Chinese spacing
 * and punctuation, front matter, heading anchors, and the same anchors in both languages.
 * @param {string[]} pages `docs/<lang>/….mdx`, either language @returns {Problem[]}
 */
export function proseProblems(pages) {
  /** @type {Problem[]} */
  const problems = [];
  const rests = [...new Set(pages.map((page) => splitPage(page)?.rest).filter((rest) => rest !== undefined))];
  for (const rest of rests) {
    /** @type {Record<string, string | undefined>} */
    const sources = Object.fromEntries(languages.map((lang) => [lang, readRepoFile(`docs/${lang}/${rest}`)]));
    for (const lang of languages) {
      const source = sources[lang];
      if (source === undefined) continue;
      const twinLang = languages.find((other) => other !== lang) ?? 'en';
      const twin = sources[twinLang];
      const twinHeadings = twin === undefined ? [] : proseLines(twin).headings;
      const headings = proseLines(source).headings;
      for (const problem of checkPage(lang, source)) {
        let { fix } = problem;
        const index = headings.findIndex((h) => h.line === problem.line);
        const counterpart = index === -1 ? undefined : twinHeadings[index];
        if (problem.kind === 'anchor' && counterpart?.anchor && lang !== 'en') {
          fix = `end it with {#${counterpart.anchor}}, the anchor of its English heading (docs/${twinLang}/${rest}:${counterpart.line})`;
        }
        problems.push({ file: `docs/${lang}/${rest}`, line: problem.line, message: problem.message, fix });
      }
    }
    const [en, zh] = [sources.en, sources.zh];
    if (en !== undefined && zh !== undefined) {
      const [enHeadings, zhHeadings] = [proseLines(en).headings, proseLines(zh).headings];
      const [enAnchors, zhAnchors] = [anchorsOf(en), anchorsOf(zh)];
      if (enAnchors.join() !== zhAnchors.join()) {
        const at = enAnchors.findIndex((anchor, i) => zhAnchors[i] !== anchor);
        const index = at === -1 ? enAnchors.length : at;
        const zhHeading = zhHeadings[index];
        const enHeading = enHeadings[index];
        const enAt = `docs/en/${rest}:${enHeading?.line ?? 1}`;
        // A Chinese heading without an anchor is reported above, with the anchor to give it.
        if (zhHeading?.anchor !== undefined || !enHeading)
          problems.push(
            zhHeading && enHeading
              ? {
                  file: `docs/zh/${rest}`,
                  line: zhHeading.line,
                  message: `heading "${zhHeading.text}" has {#${zhHeading.anchor}}, the same heading of the English page has {#${enHeading.anchor ?? ''}} (${enAt})`,
                  fix: `write {#${enHeading.anchor ?? kebab(enHeading.text)}}, or change both pages: a section has one anchor in both languages`,
                }
              : zhHeading
                ? {
                    file: `docs/zh/${rest}`,
                    line: zhHeading.line,
                    message: `heading "${zhHeading.text}" has no counterpart on the English page`,
                    fix: `add the section to docs/en/${rest} too, or leave it out here`,
                  }
                : {
                    file: `docs/zh/${rest}`,
                    line: zhHeadings.at(-1)?.line ?? 1,
                    message: `the English page has a heading this page lacks: "${enHeading?.text ?? ''}" (${enAt})`,
                    fix: `add the section here too, with {#${enHeading?.anchor ?? ''}}`,
                  },
          );
      }
    }
  }
  return problems;
}

/**
 * The title a block most likely meant when its title is no label of its page's language: the other language's word
 * for the same kind (`Output` on a Chinese page), or a label a letter or two away (`Outptu`).
 * @param {string} title @param {'en' | 'zh'} lang @returns {string | undefined}
 */
export function meantLabel(title, lang) {
  const match = /^([^:：]+?)\s*(?:[:：]\s*(.*))?$/.exec(title.trim());
  const word = match?.[1] ?? title;
  const rest = match?.[2];
  const own = blockLabels[lang];
  const other = blockLabels[lang === 'en' ? 'zh' : 'en'];
  const separator = lang === 'zh' ? '：' : ': ';
  const withRest = (/** @type {string} */ label) => (rest ? `${label}${separator}${rest}` : label);
  if (word in other) {
    const kind = other[word];
    // Output and Error are both outputs: keep which one it was.
    const index = Object.keys(other).indexOf(word);
    const same = Object.entries(own).filter(([, k]) => k === kind);
    const pick = same.length > 1 ? Object.keys(own)[index] : same[0]?.[0];
    if (pick) return withRest(pick);
  }
  const close = nearest(word, Object.keys(own));
  if (close && editDistance(close.toLowerCase(), word.toLowerCase()) <= 2) return withRest(close);
  return undefined;
}

/** The visible labels of a language, as a writer types them (theme/lib/block-kinds.mjs). */
const labelList = {
  en: '"Output", "Error", "Excerpt: <file>", "Alternative: <what>" or "Type: <name>"',
  zh: '"输出", "报错", "片段：<file>", "备选：<what>" or "类型：<name>"',
};

/**
 * Why a block is unaccounted for, and how to fix it.
 * @param {import('./block-accounts.mjs').BlockAccount} account @param {'en' | 'zh'} lang @returns {{ message: string, fix: string }}
 */
function unaccountedFix(account, lang) {
  const block = `the \`${account.lang}\` block${account.title ? ` titled "${account.title}"` : ''}`;
  if (account.reason)
    return {
      message: `${block} is an excerpt that does not match its file: ${account.reason}`,
      fix: 'make it match the complete file of that name on the page, or show the complete file',
    };
  const meant = account.title ? meantLabel(account.title, lang) : undefined;
  if (meant)
    return {
      message: `${block}: "${account.title}" is not a label on a${lang === 'en' ? 'n English' : ' Chinese'} page, so nothing runs or checks it`,
      fix: `title it "${meant}"`,
    };
  return {
    message: `${block} is neither run by the tests nor labelled, so a reader would copy it unchecked`,
    fix: `mark it \`example\` (a complete file or command), or title it ${labelList[lang]}`,
  };
}

/** How a page imports the starting-point callout. */
const importLine = "import { StartFrom } from '@components/StartFrom';";

/**
 * The page rules of the pages (each with its twin): both languages present and listed in the sidebar, links and
 * anchors, starting points and their callouts, the packages examples and journeys import, `npx rslib` and
 * `"type"`, and every code block accounted for.
 * @param {string[]} pages `docs/<lang>/….mdx`, either language
 * @param {{ site?: import('./links.mjs').SiteIndex }} [options]
 * @returns {Problem[]}
 */
export function ruleProblems(pages, { site = siteIndex() } = {}) {
  /** @type {Problem[]} */
  const problems = [];
  const rests = [...new Set(pages.map((page) => splitPage(page)?.rest).filter((rest) => rest !== undefined))];
  for (const rest of rests) {
    for (const lang of languages) {
      const page = `docs/${lang}/${rest}`;
      const source = readRepoFile(page);
      if (source === undefined) {
        const other = languages.find((l) => l !== lang) ?? 'en';
        problems.push({
          file: `docs/${other}/${rest}`,
          line: 1,
          message: `${page} is missing: every page exists in both languages`,
          fix: `write ${page}, with the same headings and anchors`,
        });
        continue;
      }
      problems.push(...sidebarProblems(lang, rest));
      if (rest.startsWith('shared/')) continue;
      problems.push(...linkProblems(page, source, site));
      problems.push(...examplesProblems(page, source));
      problems.push(...readerCommandProblems(page, lang, source));
      for (const account of accountBlocks(page, source)) {
        if (account.account !== 'unaccounted') continue;
        problems.push({ file: page, line: account.line, ...unaccountedFix(account, lang === 'zh' ? 'zh' : 'en') });
      }
    }
  }
  return problems;
}

/**
 * A page that is missing from its folder's `_meta.json` (a folder's `index` may stay out of it).
 * @param {string} lang @param {string} rest @returns {Problem[]}
 */
function sidebarProblems(lang, rest) {
  const dir = path.posix.dirname(rest);
  const name = path.posix.basename(rest).replace(/\.mdx?$/, '');
  const metaFile = `docs/${lang}/${dir}/_meta.json`;
  if (name === 'index' || rest.startsWith('shared/') || !fs.existsSync(path.join(repoRoot, metaFile))) return [];
  /** @type {unknown[]} */
  const meta = JSON.parse(fs.readFileSync(path.join(repoRoot, metaFile), 'utf8'));
  const listed = meta.map((item) =>
    typeof item === 'string' ? item : String(/** @type {{ name?: string }} */ (item).name ?? ''),
  );
  if (listed.includes(name)) return [];
  return [
    {
      file: `docs/${lang}/${rest}`,
      line: 1,
      message: `the page is not in the sidebar: ${metaFile} does not list "${name}"`,
      fix: `add "${name}" to ${metaFile}, at the same position in both languages`,
    },
  ];
}

/**
 * The starting-point rules and the packages of a page's examples and journeys.
 * @param {string} page @param {string} source @returns {Problem[]}
 */
function examplesProblems(page, source) {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {ReturnType<typeof collectExamples>} */
  let examples;
  try {
    examples = collectExamples(page, source);
  } catch (error) {
    return [
      fromText(/** @type {Error} */ (error).message, 'see CONTRIBUTING.md, "Examples that are built by the tests"'),
    ];
  }
  const ids = Object.keys(startingPoints);
  const valid = examples.filter((example) => {
    try {
      exampleBase(example.fixture);
      return true;
    } catch (error) {
      const near = nearest(example.fixture ?? '', ids);
      problems.push({
        file: page,
        line: example.line,
        message: /** @type {Error} */ (error).message,
        fix: near ? `write fixture="${near}", the nearest starting point` : 'name a starting point',
      });
      return false;
    }
  });
  const callouts = startCallouts(source);
  for (const text of missingCallouts(page, source, valid)) {
    const unknown = /<StartFrom id="([\w-]+)" \/> names no starting point/.exec(text);
    const missing = /builds on the starting point "([\w-]+)"/.exec(text);
    let fix = 'see CONTRIBUTING.md, "Starting points"';
    if (unknown) {
      const near = nearest(unknown[1] ?? '', ids);
      fix = near ? `write <StartFrom id="${near}" />, the nearest starting point` : fix;
    } else if (missing) {
      const id = missing[1] ?? '';
      const imported = source.includes(importLine) ? '' : ` (with ${importLine} under the front matter)`;
      const late = callouts.find((c) => c.id === id);
      fix = late
        ? `move <StartFrom id="${id}" /> (line ${late.line}) above the example`
        : `add <StartFrom id="${id}" /> above the example, before the first command a reader runs${imported}`;
    }
    problems.push(fromText(text, fix));
  }
  // A page that sets up its own project builds every example below that set-up on it.
  const route = page.replace(/^docs\/[^/]+\//, '').replace(/\.mdx?$/, '');
  const own = Object.entries(startingPoints).filter(([, start]) => start.page === route && !('examples' in start));
  if (own.length > 0) {
    const first = Math.min(...own.map(([, start]) => sectionLines(source, start.anchor)?.start ?? Infinity));
    for (const example of valid) {
      if (example.line < first) continue;
      const { start } = exampleBase(example.fixture);
      if (startingPoint(start).page !== route)
        problems.push({
          file: page,
          line: example.line,
          message: `example "${example.name}" builds on "${start}", not on this page's set-up`,
          fix: `give one of its blocks fixture="${own[0]?.[0] ?? ''}"`,
        });
    }
  }
  for (const example of valid) {
    const missing = unlistedPackages(page, source, example);
    if (missing.length === 0) continue;
    problems.push({
      file: page,
      line: example.line,
      message: `example "${example.name}" imports ${missing.join(', ')}, which neither the page nor its starting point installs`,
      fix: `show the install above it: <PackageManagerTabs command="add -D ${missing.join(' ')}" />`,
    });
  }
  problems.push(...journeyPackageProblems(page, source));
  return problems;
}

/**
 * The packages a page's journey imports that no step of it installs (a journey starts from an empty folder).
 * @param {string} page @param {string} source @returns {string[]}
 */
export function journeyMissingPackages(page, source) {
  const journeyFiles = (/** @type {string} */ text) =>
    extractCodeBlocks(text)
      .filter((b) => b.attrs.journey !== undefined && typeof b.attrs.title === 'string')
      .filter((b) => !['text', 'txt', 'plaintext'].includes(b.lang))
      .map((b) => ({ path: String(b.attrs.title), code: stripNotation(b.code, b.lang) }));
  const files = journeyFiles(source);
  if (files.length === 0) return [];
  const lang = page.split('/')[1] ?? 'en';
  // A journey with `after="<route>#<name>"` continues that page's journey: its installs and files come first.
  const earlier = [...source.matchAll(/\bafter="([^"#]+)#/g)].map(
    (m) => readRepoFile(`docs/${lang}/${m[1]}.mdx`) ?? '',
  );
  const commands = extractCodeBlocks(source)
    .filter((b) => b.attrs.journey !== undefined && ['bash', 'sh'].includes(b.lang))
    .flatMap((b) => b.code.split('\n'));
  return unlistedPackages(page, [...earlier, source].join('\n'), {
    fixture: null,
    files: [...earlier.flatMap(journeyFiles), ...files],
    commands,
  });
}

/**
 * Journeys import only what their page installs. @param {string} page @param {string} source @returns {Problem[]}
 */
function journeyPackageProblems(page, source) {
  const missing = journeyMissingPackages(page, source);
  if (missing.length === 0) return [];
  const line = extractCodeBlocks(source).find((b) => b.attrs.journey !== undefined)?.line ?? 1;
  return [
    {
      file: page,
      line,
      message: `the page's journey imports ${missing.join(', ')}, which no step of it installs`,
      fix: `install it in a step of the journey: npm add -D ${missing.join(' ')}`,
    },
  ];
}

/**
 * `npx rslib` before any install of @rslib/core, and package.json blocks that point at ./dist/*.js without `type`.
 * @param {string} page @param {string} lang @param {string} source @returns {Problem[]}
 */
function readerCommandProblems(page, lang, source) {
  /** @type {Problem[]} */
  const problems = unsafeNpx(source, linkInstalls(lang)).map((line) => ({
    file: page,
    line,
    message: '`npx rslib` runs before the page installs @rslib/core (on npm, `rslib` is another package)',
    fix: 'install @rslib/core above it (npm add -D @rslib/core), or put <StartFrom id="example-project" /> before it',
  }));
  try {
    for (const { line, targets } of untypedPackages(source)) {
      problems.push({
        file: page,
        line,
        message: `this package.json points at ${targets.join(', ')} and the page shows no "type" up to here`,
        fix: 'add "type": "module" to the block (or run npm pkg set type=module above it)',
      });
    }
  } catch (error) {
    const line = Number(/^line (\d+)/.exec(/** @type {Error} */ (error).message)?.[1] ?? 1);
    problems.push({ file: page, line, message: 'the package.json block is not JSON', fix: 'write it as valid JSON' });
  }
  return problems;
}

/**
 * Which pages the "every page" unit tests hold to their rules: all of them, or only those of `PAGES` (a comma-separated
 * list of `docs/<lang>/….mdx`, both languages) when `npm run check:page` runs the tests for some pages.
 * @returns {(page: string) => boolean}
 */
export function pagesUnderTest() {
  const only = (process.env.PAGES ?? '').split(',').filter(Boolean);
  return (page) => only.length === 0 || only.includes(page);
}
