// Runs a page as one journey: from an empty folder, every step marked `journey="<name>"` in page order
// (files to write, commands to run, package.json fields to set), checking after each step what the page says.
// This module reads the journey mark-up; the steps run as every sequence of the docs does (sequences.mjs, which the
// examples harness, examples.mjs, uses too; neither of the two imports the other).
// Shared by `scripts/run-journeys.mjs` (writers) and `tests/journeys.test.ts` (CI).
import fs from 'node:fs/promises';
import path from 'node:path';
import { blockLabel } from '../../theme/lib/block-kinds.mjs';
import { extractCodeBlocks, fileLines, outputFile, parseMeta, parseTree } from './blocks.mjs';
import { stripNotation } from './notation.mjs';
import { repoRoot } from './paths.mjs';
import { assertSealed, listFiles, readerHome, readerShell, typescriptHome, typescriptVersions } from './projects.mjs';
import { consumerDir, emptyStep, runStep, stripLines } from './sequences.mjs';

export { logPattern, referencedFiles } from './sequences.mjs';

/**
 * @typedef {import('./blocks.mjs').OutputCheck} OutputCheck
 * @typedef {{ kind: 'file', path: string, code: string, merge?: boolean }
 *   | { kind: 'commands', commands: string[], fails: boolean, until?: string }
 *   | { kind: 'tree', root: string, files: string[] }
 *   | { kind: 'output', lines: string[], typescript: string | undefined }
 *   | { kind: 'checks', checks: JourneyCheck[] }} StepBody
 * @typedef {StepBody & { line: number }} Step
 * @typedef {import('./sequences.mjs').JourneyCheckBody} JourneyCheckBody
 * @typedef {import('./sequences.mjs').JourneyCheck} JourneyCheck
 * @typedef {import('./sequences.mjs').TypesMode} TypesMode
 * @typedef {{ page: string, name: string, typescript: string[], steps: Step[], line: number, after?: string }} Journey
 * @typedef {{ journey: Journey, typescript: string, errors: string[], log: string, ms: number }} JourneyResult
 */

/**
 * Reads one line of a hidden `journey` comment. A line that starts with `only <major>:` applies to that
 * TypeScript version alone. @param {string} text @param {number} line @returns {JourneyCheck}
 */
export function parseJourneyCheck(text, line) {
  const only = /^only\s+(\d+):\s*(.*)$/.exec(text);
  if (only) return { ...parseCheckBody(only[2] ?? '', line), typescript: only[1] };
  return parseCheckBody(text, line);
}

/** @param {string} text @param {number} line @returns {JourneyCheckBody} */
function parseCheckBody(text, line) {
  if (text === 'pack') return { kind: 'pack', line };
  if (text.startsWith('$ ')) return { kind: 'run', command: text.slice(2).trim(), line };
  const file = /^(\S+)\s+(exists|absent|contains|lacks)(?:\s+(".*"))?$/.exec(text);
  if (file && !['node', 'types'].includes(file[1] ?? '')) {
    const kind = /** @type {OutputCheck['kind']} */ (file[2]);
    const needsText = kind === 'contains' || kind === 'lacks';
    if (needsText === (file[3] !== undefined)) {
      return { path: file[1] ?? '', kind, ...(needsText ? { text: JSON.parse(file[3] ?? '""') } : {}), line };
    }
  }
  const code =
    /^(node|types)\s+(esm|cjs|bundler|node16-esm|node16-cjs)\s+(".*?(?<!\\)")(?:\s+(prints|fails)\s+(".*"))?$/.exec(
      text,
    );
  if (code) {
    const [, tool, mode = '', body = '""', expect, expected] = code;
    const value = expected === undefined ? undefined : JSON.parse(expected);
    if (tool === 'node' && (mode === 'esm' || mode === 'cjs')) {
      return { kind: 'node', module: mode, code: JSON.parse(body), [expect ?? 'prints']: value, line };
    }
    if (tool === 'types' && expect !== 'prints' && ['bundler', 'node16-esm', 'node16-cjs'].includes(mode)) {
      return { kind: 'types', mode: /** @type {TypesMode} */ (mode), code: JSON.parse(body), fails: value, line };
    }
  }
  throw new Error(`line ${line}: cannot read the journey check ${JSON.stringify(text)}`);
}

/** @param {string | true | undefined} value */
const names = (value) => (typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : []);

/**
 * Collects the journeys of one page: blocks whose meta has `journey="<name>"` (several names separated by spaces)
 * and hidden comments `{/* journey name="<name>" typescript="7 5"` … `*\/}` that hold checks, in page order.
 * @param {string} page @param {string} source @returns {Journey[]}
 */
export function collectJourneys(page, source) {
  /** @type {Map<string, Journey>} */
  const journeys = new Map();
  /** @param {string} name @param {number} line */
  const journey = (name, line) => {
    let found = journeys.get(name);
    if (!found) {
      found = { page, name, typescript: [], steps: [], line };
      journeys.set(name, found);
    }
    return found;
  };
  /** @type {{ line: number, names: string[], step: StepBody, typescript: string[] }[]} */
  const items = [];
  for (const block of extractCodeBlocks(source)) {
    const targets = names(block.attrs.journey);
    if (targets.length === 0) continue;
    items.push({ line: block.line, names: targets, step: blockStep(page, block), typescript: [] });
  }
  const lines = source.split('\n');
  lines.forEach((text, index) => {
    // An install command shown as package-manager tabs: `<PackageManagerTabs command="install -D x" journey="…" />`.
    const tabs = /<PackageManagerTabs\b([^>]*)\/>/.exec(text);
    const attrs = parseMeta(tabs?.[1] ?? '');
    const targets = names(attrs.journey);
    if (targets.length > 0 && typeof attrs.command === 'string') {
      items.push({
        line: index + 1,
        names: targets,
        step: { kind: 'commands', commands: [`npm ${attrs.command}`], fails: false },
        typescript: [],
      });
    }
  });
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*\{\/\*\s*journey\b(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const start = i + 1;
    const attrs = parseMeta(open[1] ?? '');
    if (typeof attrs.name !== 'string') throw new Error(`${page}:${start}: a \`journey\` comment needs name="…"`);
    if (typeof attrs.after === 'string') journey(attrs.name, start).after = attrs.after;
    /** @type {JourneyCheck[]} */
    const checks = [];
    for (i++; i < lines.length && !/^\s*\*\/\}\s*$/.test(lines[i] ?? ''); i++) {
      const text = (lines[i] ?? '').trim();
      if (text === '' || text.startsWith('#')) continue;
      try {
        checks.push(parseJourneyCheck(text, i + 1));
      } catch (error) {
        throw new Error(`${page}:${/** @type {Error} */ (error).message}`);
      }
    }
    if (i >= lines.length) throw new Error(`${page}:${start}: a \`journey\` comment is not closed with */}`);
    items.push({
      line: start,
      names: [attrs.name],
      step: { kind: 'checks', checks },
      typescript: names(attrs.typescript),
    });
  }
  items.sort((a, b) => a.line - b.line);
  for (const item of items) {
    for (const name of item.names) {
      const target = journey(name, item.line);
      for (const version of item.typescript) if (!target.typescript.includes(version)) target.typescript.push(version);
      if (item.step.kind !== 'checks' || item.step.checks.length > 0)
        target.steps.push({ ...item.step, line: item.line });
    }
  }
  for (const found of journeys.values()) {
    if (found.typescript.length === 0) found.typescript.push('7');
    const unknown = found.typescript.filter((v) => !(v in typescriptVersions));
    if (unknown.length > 0) throw new Error(`${page}: journey "${found.name}" names unknown TypeScript ${unknown}`);
  }
  return [...journeys.values()];
}

/** @param {string} page @param {import('./blocks.mjs').CodeBlock} block @returns {StepBody} */
function blockStep(page, block) {
  const shown = typeof block.attrs.title === 'string' ? block.attrs.title : undefined;
  // A visible label (theme/lib/block-kinds.mjs): "Output" is what the commands print, "Excerpt: <file>" fields to add.
  const label = blockLabel(shown, page.split('/')[1] === 'zh' ? 'zh' : 'en');
  const title = label?.kind === 'fragment' ? label.rest : label ? undefined : shown;
  if (label?.kind === 'output') block.attrs.output = true;
  if (label?.kind === 'fragment') block.attrs.fragment = true;
  const file = label?.kind === 'output' ? outputFile(label.rest) : undefined;
  if (file !== undefined) return { kind: 'checks', checks: fileLines(file, block.code, block.line) };
  const isText = ['text', 'txt', 'plaintext'].includes(block.lang);
  if (['bash', 'sh', 'shell', 'console'].includes(block.lang) && !title) {
    const commands = block.code
      .split('\n')
      .map((l) => l.replace(/^\s*\$\s*/, '').trim())
      .filter((l) => l !== '' && !l.startsWith('#'));
    const until = typeof block.attrs.until === 'string' ? { until: block.attrs.until } : {};
    return { kind: 'commands', commands, fails: block.attrs.fails === true, ...until };
  }
  if (isText && title) return { kind: 'tree', root: title.replace(/\/$/, ''), files: parseTree(block.code) };
  if (isText && block.attrs.output) {
    const lines = block.code
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
    const ts = block.attrs.typescript;
    return { kind: 'output', lines, typescript: typeof ts === 'string' ? ts : undefined };
  }
  if (title) {
    const code = stripNotation(block.code, block.lang);
    return { kind: 'file', path: title, code, ...(block.attrs.fragment === undefined ? {} : { merge: true }) };
  }
  throw new Error(
    `${page}:${block.line}: a \`journey\` block needs a title (file path), or must be a bash or output block`,
  );
}

/** Finds the journeys of the given pages, or of every page under docs/. @param {string[]} [files] */
export async function loadJourneys(files) {
  const pages =
    files && files.length > 0
      ? files.map((f) => path.relative(repoRoot, path.resolve(f)))
      : (await listFiles(path.join(repoRoot, 'docs'), repoRoot)).filter((f) => /\.mdx?$/.test(f));
  /** @type {Journey[]} */
  const journeys = [];
  for (const page of pages) {
    journeys.push(...collectJourneys(page, await fs.readFile(path.join(repoRoot, page), 'utf8')));
  }
  for (const journey of journeys) {
    if (journey.after !== undefined) journey.steps = [...(await earlierSteps(journey)), ...journey.steps];
  }
  return journeys;
}

/**
 * A journey with `after="guide/start/quick-start#quick-start"` continues where that journey of the page in the
 * same language ends: its files and commands come first (its checks run in its own journey).
 * @param {Journey} journey @returns {Promise<Step[]>}
 */
async function earlierSteps(journey) {
  const [route = '', name = ''] = (journey.after ?? '').split('#');
  const lang = journey.page.split('/')[1] ?? 'en';
  const page = `docs/${lang}/${route}.mdx`;
  const source = await fs.readFile(path.join(repoRoot, page), 'utf8').catch(() => undefined);
  const earlier = source === undefined ? undefined : collectJourneys(page, source).find((j) => j.name === name);
  if (!earlier)
    throw new Error(`${journey.page}: journey "${journey.name}" continues from ${journey.after}, not found`);
  return earlier.steps.filter((step) => step.kind === 'file' || step.kind === 'commands');
}

/**
 * One run per journey and TypeScript version; a journey that both languages show with the same steps runs once.
 * @param {Journey[]} journeys @returns {{ journey: Journey, typescript: string, pages: string[] }[]}
 */
export function journeyRuns(journeys) {
  /** @type {Map<string, { journey: Journey, typescript: string, pages: string[] }>} */
  const runs = new Map();
  for (const journey of journeys) {
    const steps = JSON.stringify(journey.steps.map(({ line: _line, ...step }) => stripLines(step)));
    for (const typescript of journey.typescript) {
      const key = `${journey.name}\n${typescript}\n${steps}`;
      const entry = runs.get(key);
      if (entry) entry.pages.push(`${journey.page}:${journey.line}`);
      else runs.set(key, { journey, typescript, pages: [`${journey.page}:${journey.line}`] });
    }
  }
  return [...runs.values()];
}

/** A stable folder name for a journey. @param {Journey} journey */
export function journeyId(journey) {
  return `${journey.page
    .replace(/^docs\//, '')
    .replace(/\.mdx?$/, '')
    .replace(/[^\w-]+/g, '_')}--${journey.name}`;
}

/**
 * A journey's step as a step of the one model of sequences.mjs. @param {Step} step @param {Journey} journey
 * @returns {import('./sequences.mjs').Step}
 */
export function sequenceStep(step, journey) {
  const out = emptyStep(`${journey.page}: journey "${journey.name}", step at line ${step.line}`);
  if (step.kind === 'file') out.files.push({ path: step.path, code: step.code, merge: step.merge });
  else if (step.kind === 'commands')
    Object.assign(out, { commands: step.commands, fails: step.fails, until: step.until });
  else if (step.kind === 'tree') out.trees.push({ root: step.root, files: step.files, line: step.line });
  else if (step.kind === 'output') {
    out.outputs.push({ lines: step.lines, line: step.line, typescript: step.typescript, pattern: true });
  } else out.checks.push(...step.checks);
  return out;
}

/**
 * Runs one journey with one TypeScript version in `<journeys folder>/ts<major>/<id>`, from an empty folder with no
 * project file above it.
 * @param {Journey} journey @param {string} typescript @returns {Promise<JourneyResult>}
 */
export async function runJourney(journey, typescript) {
  const started = Date.now();
  const home = await typescriptHome(typescript);
  const root = path.join(await readerHome(typescript), journeyId(journey));
  await fs.rm(root, { recursive: true, force: true });
  await fs.mkdir(root, { recursive: true });
  await assertSealed(root);
  /** @type {import('./sequences.mjs').Context} */
  const context = {
    shell: readerShell(root, { typescript }),
    consumer: consumerDir(root),
    home,
    typescript,
    packed: false,
    printed: '',
    log: `TypeScript ${typescriptVersions[typescript]}\n`,
  };
  /** @type {string[]} */
  const errors = [];
  for (const step of journey.steps) {
    errors.push(...(await runStep(sequenceStep(step, journey), context)));
    // Later steps build on this one; after a failure their messages would only repeat it.
    if (errors.length > 0) break;
  }
  return { journey, typescript, errors, log: context.log, ms: Date.now() - started };
}
