import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
// Rsbuild comes with @rspress/core; only its types are used here.
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { repoRoot } from './type-hint-store.mjs';

// `rspress dev` only: each time a writer saves a page, the prose and page rules of `npm run check:page` run on that
// page (and its twin, for the anchors both share) and print the same one line per problem, file:line: what is wrong
// → how to fix it, in the terminal of the dev server. Dead links and anchors are among those rules, so in dev they
// are reported this way (rspress.config.ts leaves Rspress's own report, without line or link text, to builds).
// The rules run in a process of their own (scripts/check-rules.mjs, as the site imports nothing from scripts/), on
// the saved file only. The watcher is the plugin's own (fs.watch on docs/), started when the dev server has started
// and closed with it: it reads no other plugin's state and needs no build.

/** Page files (`docs/<lang>/….md(x)`, shared fragments left out) under a docs folder, as a save names them. */
const isPage = (file: string) => /^[a-z]+\/.+\.mdx?$/.test(file) && !file.split('/').includes('shared');

/**
 * Calls `onSave` with each page file (`docs/<lang>/….mdx`, relative to `root`) that is saved, once per save: an
 * editor that writes a file in two steps, or renames a temporary file over it, sends several events within a few
 * milliseconds, and only a content different from the last one seen counts.
 */
export function watchPages(root: string, onSave: (page: string) => void, settle = 80): { close(): void } {
  const docs = path.join(root, 'docs');
  const timers = new Map<string, NodeJS.Timeout>();
  const seen = new Map<string, string>();
  const watcher = fs.watch(docs, { recursive: true }, (_event, name) => {
    const file = name?.toString().split(path.sep).join('/');
    if (!file || !isPage(file)) return;
    clearTimeout(timers.get(file));
    timers.set(
      file,
      setTimeout(() => {
        timers.delete(file);
        let text: string;
        try {
          text = fs.readFileSync(path.join(docs, file), 'utf8');
        } catch {
          return; // Deleted, or renamed away.
        }
        if (seen.get(file) === text) return;
        seen.set(file, text);
        onSave(`docs/${file}`);
      }, settle),
    );
  });
  // The dev server's own handles keep the process alive; this one must not keep it from exiting.
  watcher.unref();
  return {
    close() {
      watcher.close();
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}

/**
 * The prose and page rules of one page, as `npm run check:page` prints them: one line per problem.
 * @returns the problem lines (none when the page passes)
 */
export function pageRuleProblems(root: string, page: string): Promise<string[]> {
  const script = path.join(root, 'scripts/check-rules.mjs');
  return new Promise((resolve) => {
    execFile(process.execPath, [script, '--prose', '--quiet', page], { cwd: root }, (error, stdout, stderr) => {
      const lines = stdout.split('\n').filter((line) => line.startsWith('docs/'));
      // Exit 1 means problems, which are in `lines`; anything else (a crash) is said as it is.
      if (error && lines.length === 0) resolve([`${page}: the page rules could not run: ${stderr.trim() || error}`]);
      else resolve(lines);
    });
  });
}

/**
 * Runs the page rules on every page saved while the dev server runs, one check at a time per page (a save during a
 * check runs it again after), and prints the problems; once a page that had problems passes, it says so.
 */
export function pageRulesOnSave(
  root: string,
  print: (line: string) => void = (line) => console.log(line),
): { close(): void } {
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const failing = new Set<string>();
  const check = (page: string) => {
    if (running.has(page)) {
      again.add(page);
      return;
    }
    const run = pageRuleProblems(root, page).then((lines) => {
      for (const line of lines) print(line);
      if (lines.length > 0) failing.add(page);
      else if (failing.delete(page)) print(`${page}: the prose and page rules pass`);
      running.delete(page);
      if (again.delete(page)) check(page);
    });
    running.set(page, run);
  };
  return watchPages(root, check);
}

/** The page rules on save in `rspress dev` (nothing in a build): `root` holds `docs/` and `scripts/`, `print` gets
 * each line (the dev server's terminal by default). */
export function pluginPageRules({
  root = repoRoot,
  print,
}: {
  root?: string;
  print?: (line: string) => void;
} = {}): RspressPlugin & { builderConfig: { plugins: RsbuildPlugin[] } } {
  let watcher: { close(): void } | undefined;
  const onSave: RsbuildPlugin = {
    name: 'rslib-docs:page-rules-on-save',
    setup(api) {
      api.onAfterStartDevServer(() => {
        watcher?.close();
        watcher = pageRulesOnSave(root, print);
      });
      api.onCloseDevServer(() => {
        watcher?.close();
        watcher = undefined;
      });
    },
  };
  return { name: 'rslib-docs:page-rules', builderConfig: { plugins: [onSave] } };
}
