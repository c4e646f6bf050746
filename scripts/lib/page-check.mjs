// The parts of `npm run check:page` (scripts/check-page.mjs) that are worth testing on their own: what each step's
// log or report says went wrong, as one line per problem with the cause first (`file:line: what is wrong → how to fix
// it`), the key of a run's inputs, and the store of the steps that passed with those inputs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildErrorProblems, deadLinkProblems } from './links.mjs';
import { repoRoot } from './paths.mjs';
import { formatProblem } from './problem.mjs';

/** A line that scripts/check-rules.mjs or check-terms.mjs printed for a problem. */
const problemLine = /^[\w./@-]+:\d+: .+ → .+$/;

/** The problem lines of a log written by check-rules.mjs or check-terms.mjs. @param {string} log */
export function problemLines(log) {
  return log.split('\n').filter((line) => problemLine.test(line));
}

/**
 * The errors of scripts/check-snippets.mjs, one line each: `page:line` then the compiler's message, and as the fix
 * the compiler's own suggestion when it has one (`Did you mean to write 'format'?`).
 * @param {string} log @returns {string[]}
 */
export function snippetProblems(log) {
  /** @type {string[]} */
  const lines = [];
  for (const m of log.matchAll(/^(\S+?):(\d+)( \(in the hidden prelude of the block\))?\n((?: {2}.*(?:\n|$))+)/gm)) {
    const text = (m[4] ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .join(' ');
    const meant = /Did you mean(?: to write)? '([^']+)'\?/.exec(text);
    // Of a call with overloads (`defineConfig`), the last overload's error is the one about the config.
    const message = text
      .replace(/No overload matches this call\. The last overload gave the following error\.\s*/, '')
      .replace(/\s*Did you mean(?: to write)? '[^']+'\?/, '')
      .replace(/\.$/, '');
    const fix = meant
      ? `write '${meant[1]}'`
      : m[3]
        ? 'fix the hidden prelude (the lines before // ---cut---)'
        : 'fix the code (a block that shows this error on purpose declares it: // @errors: <code>)';
    lines.push(formatProblem({ file: m[1] ?? '', line: Number(m[2]), message: `${message}${m[3] ?? ''}`, fix }));
  }
  return lines;
}

/**
 * The failed examples and journey steps of run-examples.mjs or run-journeys.mjs, one line each.
 * @param {string} log @param {'examples' | 'journeys'} kind @returns {string[]}
 */
export function exampleProblems(log, kind) {
  /** @type {string[]} */
  const lines = [];
  const script = kind === 'examples' ? 'run-examples' : 'run-journeys';
  for (const m of log.matchAll(
    /^ {2}(docs\/\S+?\.mdx?)(?::(\d+) (example "[^"]+")|: (journey "[^"]+"), step at line (\d+)): (.*)$/gm,
  )) {
    const file = m[1] ?? '';
    const message = `${m[3] ?? m[4] ?? ''}: ${m[6] ?? ''}`;
    const fix = /was not printed|differs/.test(message)
      ? `the build did not do what the page shows: check the options of its config (Rslib ignores a key it does not know; the code-blocks step names a misspelt one), then node scripts/${script}.mjs ${file} prints the build's output`
      : `node scripts/${script}.mjs ${file} prints what the commands did`;
    lines.push(formatProblem({ file, line: Number(m[2] ?? m[5]), message, fix }));
  }
  return lines;
}

/**
 * The strings about pages (`"docs/en/….mdx:12: …"`) in the diffs a Vitest log prints for `expect(found).toEqual([])`,
 * the way the page-rule tests list what they found.
 * @param {string} log @returns {string[]}
 */
export function diffPageLines(log) {
  const plain = stripVTControlCharacters(log);
  return [...plain.matchAll(/^\s*\+\s+"((?:[^"\\]|\\.)*)",?\s*$/gm)]
    .map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'))
    .filter((text) => /^docs\/[a-z]+\/\S+\.mdx?:\d+/.test(text));
}

/** A test runner's JSON report, or undefined when it is missing or unreadable. @param {string} file @returns {any} */
function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The failed tests of a Vitest JSON report, one line each. A failure that names pages (`docs/en/….mdx:12 …`, as the
 * page-rule tests list them, in its message or in the diff its log shows) gives a line per page and line; any
 * other, the test's file and name.
 * @param {string} reportFile @param {string} [log] the step's log
 * @returns {string[]}
 */
export function vitestProblems(reportFile, log = '') {
  const report = readReport(reportFile);
  if (!report) return [];
  /** @type {string[]} */
  const lines = [];
  for (const file of report.testResults ?? []) {
    const testFile = path.relative(repoRoot, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((/** @type {any} */ a) => a.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') {
      const first = stripVTControlCharacters(String(file.message ?? 'the file failed to run')).split('\n')[0];
      lines.push(`${testFile}:1: ${first} → run npx vitest run ${testFile} to see the error`);
    }
    for (const test of failed) {
      const text = stripVTControlCharacters((test.failureMessages ?? []).join('\n'));
      // The message a test gives its assertion (`expect(found, 'install @rslib/core first…')`): the fix.
      const hint = /^(?:AssertionError: )?([^\n]*?): expected /m.exec(text)?.[1];
      const pages = [
        ...new Set(
          [...text.matchAll(/(docs\/[a-z]+\/[^\s:'"`,]+\.mdx?):(\d+)(?::|,\d+)?\s*([^'"`\n]*)/g)].map(
            (m) => `${m[1]}:${m[2]}: ${(m[3] ?? '').replace(/[\s\]]+$/, '') || test.fullName}`,
          ),
        ),
      ];
      const fix = hint ?? `see ${testFile}, "${test.title}"`;
      if (pages.length > 0) for (const page of pages) lines.push(`${page} → ${fix}`);
      else if (diffPageLines(log).length > 0)
        for (const page of diffPageLines(log)) lines.push(page.includes(' → ') ? page : `${page} → ${fix}`);
      else {
        const first = text.split('\n').find((l) => l.trim() !== '') ?? 'failed';
        const location = test.location?.line ? `${testFile}:${test.location.line}` : `${testFile}:1`;
        lines.push(
          `${location}: "${test.fullName}" failed: ${first.trim()} → run npx vitest run ${testFile} -t "${test.title}"`,
        );
      }
    }
  }
  return lines;
}

/**
 * The failed tests of a Playwright JSON report, one line each: the spec's file and line, the test's title and the
 * first line of its error.
 * @param {string} reportFile @returns {string[]}
 */
export function playwrightProblems(reportFile) {
  const report = readReport(reportFile);
  if (!report) return [];
  /** @type {string[]} */
  const lines = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = (test.results ?? []).flatMap((/** @type {any} */ r) => r.errors ?? [])[0];
        const first = stripVTControlCharacters(String(error?.message ?? 'failed'))
          .split('\n')
          .find((l) => l.trim() !== '');
        lines.push(
          `tests/e2e/${spec.file}:${spec.line}: "${[...here.slice(1), spec.title].join(' › ')}" failed: ${first?.trim()} → npx playwright show-report opens its trace`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return lines;
}

/**
 * A failed site build, one line per problem: Rspress's dead links and anchors with their line, link text and the
 * nearest route or anchor, and the other errors with the file and line Rspack names.
 * @param {string} log @returns {string[]}
 */
export function siteBuildProblems(log) {
  const plain = stripVTControlCharacters(log);
  return [...deadLinkProblems(plain), ...buildErrorProblems(plain)].map(formatProblem);
}

/**
 * What a step's log or report says went wrong, one line per problem, cause first; the end of the log when it says
 * nothing that can be read that way.
 * @param {{ name: string, counts: import('./steps.mjs').Counts }} step @param {string} log
 * @returns {string[]}
 */
export function stepProblems(step, log) {
  const report = step.counts.kind === 'tests' ? step.counts.report : '';
  /** @type {string[]} */
  let lines;
  switch (step.name) {
    case 'prose':
    case 'page-rules':
      lines = problemLines(log);
      break;
    case 'code-blocks':
      lines = snippetProblems(log);
      break;
    case 'examples':
    case 'journeys':
      lines = exampleProblems(log, step.name);
      break;
    case 'site-build':
      lines = siteBuildProblems(log);
      break;
    case 'e2e':
      lines = playwrightProblems(report);
      break;
    default:
      lines =
        report && step.counts.kind === 'tests' && step.counts.format === 'vitest' ? vitestProblems(report, log) : [];
  }
  return lines.length > 0 ? [...new Set(lines)] : log.trimEnd().split('\n').slice(-12);
}

/** Files whose content does not change what a check finds: prose for people, CI's own files, and the type
 * information that the code-blocks step itself rewrites from the pages (which are in the key). */
const notInputs = [/^[^/]+\.md$/, /^\.github\//, /^theme\/plugins\/type-hints\.data\.json$/];

/**
 * A hash of everything a check can read: every file git would track (committed or not, ignored files left out), its
 * path and content, with Node.js and the platform. Two runs with the same key check the same thing.
 * @param {string} [root] @returns {string}
 */
export function inputsKey(root = repoRoot) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file !== '' && !notInputs.some((pattern) => pattern.test(file)))
    .sort();
  const hash = createHash('sha256').update(`${process.version} ${process.platform}-${process.arch}\0`);
  for (const file of [...new Set(files)]) {
    let content;
    try {
      content = fs.readFileSync(path.join(root, file));
    } catch {
      // Deleted in the working tree: its absence is part of the key.
      content = 'missing';
    }
    hash.update(file).update('\0').update(content).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The steps that passed, each with the key of its inputs: a step whose key is the same again need not run.
 * @param {string} file
 */
export function passedStore(file) {
  /** @type {Record<string, { key: string, at: string, counts?: { passed: number, failed: number } }>} */
  let entries = {};
  try {
    entries = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // None yet.
  }
  return {
    /** The entry of a step when it passed with this key. @param {string} name @param {string} key */
    get: (name, key) => (entries[name]?.key === key ? entries[name] : undefined),
    /** @param {string} name @param {string} key @param {{ passed: number, failed: number }} [counts] */
    set(name, key, counts) {
      entries[name] = { key, at: new Date().toISOString(), ...(counts ? { counts } : {}) };
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(entries, null, 2)}\n`);
    },
    /** @param {string} name */
    delete(name) {
      if (!(name in entries)) return;
      delete entries[name];
      fs.writeFileSync(file, `${JSON.stringify(entries, null, 2)}\n`);
    },
  };
}

/** The key of one step: the run's inputs and everything about the step. @param {string} inputs @param {object} step */
export const stepKey = (inputs, step) => createHash('sha256').update(inputs).update(JSON.stringify(step)).digest('hex');
