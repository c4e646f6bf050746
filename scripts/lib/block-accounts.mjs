// How each code block of a page is accounted for when the page is followed literally: run by the tests (a file
// written, a command run, an output or tree checked), or visibly something else (an output, an excerpt, an
// alternative; theme/lib/block-kinds.mjs). A block that is neither is "unaccounted": a reader would copy and run
// it, and nothing checks that it works. `npm run check:blocks` prints the table; tests/unit/block-accounts.test.ts
// holds every page to it.
import { blockLabel } from '../../theme/lib/block-kinds.mjs';
import { startingPoints } from '../../theme/starting-points.mjs';
import { extractCodeBlocks, parseMeta } from './blocks.mjs';
import { commandLines } from './examples.mjs';
import { stripNotation } from './notation.mjs';
import { sectionLines } from './starting-points.mjs';

/**
 * @typedef {'run' | 'checked' | 'output' | 'fragment' | 'alternative' | 'rendered' | 'network' | 'reference' | 'unaccounted'} Account
 * `run`: written or run by the examples, journeys, starting points or page installs; `checked`: an output or tree
 * that the tests compare with what the commands did; `output`/`fragment`/`alternative`: visibly so (its title);
 * `rendered`: a live preview the site itself compiles; `network`: an example that needs a host beyond the npm
 * registry (meta `network`), shown to readers like any other and skipped by the tests, which have no such network;
 * `reference`: a declaration of the installed package titled `Type: <name>`, type-checked by check:snippets.
 * @typedef {{ line: number, lang: string, title?: string, account: Account, reason?: string }} BlockAccount
 */

/** @param {unknown} part @param {unknown} whole @returns {boolean} every field of `part` is in `whole`, equal */
const containedIn = (part, whole) =>
  typeof part === 'object' && part !== null && !Array.isArray(part)
    ? typeof whole === 'object' &&
      whole !== null &&
      Object.entries(part).every(([k, v]) => containedIn(v, /** @type {Record<string, unknown>} */ (whole)[k]))
    : JSON.stringify(part) === JSON.stringify(whole);

/** Lines of an excerpt that stand for left-out code: `...`, `// ...`, `…`. @param {string} line */
const elision = (line) => /^(\/\/\s*)?(\.\.\.|…)$/.test(line) || /^\/\/ \.\.\./.test(line);

/**
 * Why an excerpt does not match a complete file of its name on the page (undefined: it matches). JSON:
 * every field it shows is in that file with the same value; other files: its lines appear there in order.
 * @param {string} code @param {string | undefined} whole
 */
export function excerptMismatch(code, whole) {
  if (whole === undefined) return 'no complete file of that name on the page';
  try {
    const part = JSON.parse(code);
    return containedIn(part, JSON.parse(whole)) ? undefined : 'a field differs from the complete file';
  } catch {
    const lines = whole.split('\n').map((l) => l.trim());
    let at = 0;
    for (const line of code.split('\n').map((l) => l.trim())) {
      if (line === '' || elision(line)) continue;
      const found = lines.indexOf(line, at);
      if (found === -1) return `line ${JSON.stringify(line)} is not in the complete file`;
      at = found + 1;
    }
    return undefined;
  }
}

const shells = ['bash', 'sh', 'shell', 'console'];
const texts = ['text', 'txt', 'plaintext'];
const npmInstall = /^npm\s+(add|install|i|remove|uninstall|rm|un)\b/;

/**
 * Every code block (and package-manager tab) of a page in page order, with how it is accounted for.
 * @param {string} page `docs/<lang>/….mdx` @param {string} source @returns {BlockAccount[]}
 */
export function accountBlocks(page, source) {
  const lang = /** @type {'en' | 'zh'} */ (page.split('/')[1] === 'zh' ? 'zh' : 'en');
  const route = page.replace(/^docs\/[^/]+\//, '').replace(/\.mdx?$/, '');
  const sections = Object.values(startingPoints)
    .filter((start) => start.page === route)
    .map((start) => sectionLines(source, start.anchor))
    .filter((range) => range !== undefined);
  const inSection = (/** @type {number} */ line) => sections.some((r) => line > r.start && line < r.end);
  /** @type {BlockAccount[]} */
  const accounts = [];
  /** @type {Map<string, string>} */
  const complete = new Map();
  const blocks = extractCodeBlocks(source);
  for (const block of blocks) {
    const title = typeof block.attrs.title === 'string' ? block.attrs.title : undefined;
    const label = blockLabel(title, lang);
    const marked = block.attrs.example !== undefined || block.attrs.journey !== undefined;
    const isText = texts.includes(block.lang);
    const isShell = shells.includes(block.lang) && (title === undefined || label?.kind === 'alternative');
    /** @type {Account} */
    let account = 'unaccounted';
    /** @type {string | undefined} */
    let reason;
    if (title !== undefined && label === undefined && !isText)
      complete.set(title, stripNotation(block.code, block.lang));
    if (label?.kind === 'fragment' && (marked || inSection(block.line))) account = 'run';
    else if (label?.kind === 'fragment') {
      // The complete file above it, or the first one below it (a page that shows the fields to add, then the whole
      // file with them): the excerpt must match one of them.
      const below = blocks.find((b) => b.line > block.line && b.attrs.title === label.rest && !texts.includes(b.lang));
      const wholes = [complete.get(label.rest), below && stripNotation(below.code, below.lang)].filter(
        (whole) => whole !== undefined,
      );
      const mismatches = wholes.map((whole) => excerptMismatch(block.code, whole));
      if (wholes.length === 0) reason = 'no complete file of that name on the page';
      else if (!mismatches.includes(undefined)) reason = mismatches[0];
      account = reason === undefined ? 'fragment' : 'unaccounted';
    } else if (label) account = marked && label.kind === 'output' ? 'checked' : label.kind;
    else if (marked && block.attrs.network !== undefined) account = 'network';
    else if (marked) account = isText && (title !== undefined || block.attrs.output) ? 'checked' : 'run';
    else if (block.attrs.preview !== undefined) account = 'rendered';
    else if (inSection(block.line) && !isText) account = 'run';
    else if (isShell && commandLines(block.code).every((c) => npmInstall.test(c))) account = 'run';
    accounts.push({
      line: block.line,
      lang: block.lang,
      ...(title === undefined ? {} : { title }),
      account,
      ...(reason === undefined ? {} : { reason }),
    });
  }
  source.split('\n').forEach((text, index) => {
    const tabs = /<PackageManagerTabs\b([^>]*)\/>/.exec(text);
    if (tabs && typeof parseMeta(tabs[1] ?? '').command === 'string') {
      accounts.push({ line: index + 1, lang: 'tabs', account: 'run' });
    }
  });
  return accounts.sort((a, b) => a.line - b.line);
}
