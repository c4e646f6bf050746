import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readerHome, readerShell, writeStepFile } from '../scripts/lib/projects.mjs';

// The reader's shell of the examples and journeys, held to what a person pasting a page into one terminal gets:
// one folder and one set of variables for the whole page, whole files written, real npm installs that prune.
async function emptyFolder(name: string) {
  const dir = path.join(await readerHome('7'), 'shell-tests', name);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  return dir;
}

describe('the reader’s shell', { timeout: 180_000 }, () => {
  it('keeps the folder that a `cd` inside a chain moved to, and exported variables', async () => {
    const dir = await emptyFolder('cd');
    const shell = readerShell(dir);
    expect((await shell.exec('mkdir app && cd app && export GREETING=hi')).code).toBe(0);
    expect(shell.cwd).toBe(path.join(dir, 'app'));
    const next = await shell.exec('pwd && echo "$GREETING"');
    expect(next.output).toBe(`${path.join(dir, 'app')}\nhi\n`);
    // The next line of a page that assumed the shell stayed put fails, as it does for a reader.
    expect((await shell.exec('ls app')).code).not.toBe(0);
  });

  it('stops a command that runs until stopped once it printed what the page shows, as Ctrl+C does', async () => {
    const dir = await emptyFolder('until');
    const shell = readerShell(dir);
    const started = Date.now();
    const result = await shell.exec('echo "watching for changes"; sleep 120', { until: 'watching for changes' });
    expect(result.code).toBe(0);
    expect(Date.now() - started).toBeLessThan(60_000);
    // Without the text it never printed, the command is a failure, not a success.
    const silent = await shell.exec('echo nothing; exit 3', { until: 'watching' });
    expect(silent.code).toBe(3);
  });

  it('installs for real: only what the page installed resolves, and a replaced package.json prunes', async () => {
    const dir = await emptyFolder('install');
    const shell = readerShell(dir);
    await writeStepFile(dir, { path: 'package.json', code: '{ "name": "probe", "version": "1.0.0" }' });
    const added = await shell.exec('npm add picocolors@1.1.1');
    expect(added.code, added.output).toBe(0);
    const resolves = (name: string) => shell.exec(`node -e "require.resolve('${name}')"`);
    expect((await resolves('picocolors')).code).toBe(0);
    // Installed in the repository, never by this page: not found.
    expect((await resolves('react')).code).not.toBe(0);
    // A whole package.json replaces the file: the dependency it no longer lists goes at the next install.
    await writeStepFile(dir, { path: 'package.json', code: '{ "name": "probe", "version": "1.0.0" }' });
    const again = await shell.exec('npm add is-number@7.0.0');
    expect(again.code, again.output).toBe(0);
    expect((await resolves('picocolors')).code).not.toBe(0);
    const pkg = JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.dependencies).toEqual({ 'is-number': '^7.0.0' });
  });

  it('merges a package.json excerpt that the page labels as fields to add', async () => {
    const dir = await emptyFolder('excerpt');
    await writeStepFile(dir, { path: 'package.json', code: '{ "name": "probe", "devDependencies": { "a": "1" } }' });
    await writeStepFile(dir, { path: 'package.json', code: '{ "type": "module" }', merge: true });
    const pkg = JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg).toEqual({ name: 'probe', devDependencies: { a: '1' }, type: 'module' });
  });

  it('runs `npx <tool>` from the project only when the project installed it', async () => {
    const dir = await emptyFolder('npx');
    await writeStepFile(dir, { path: 'package.json', code: '{ "name": "probe", "version": "1.0.0" }' });
    const shell = readerShell(dir);
    // The repository has `rslib`; this folder does not, so npx finds none (and `--no` keeps it off the registry,
    // where `rslib` is an unrelated package).
    const missing = await shell.exec('npx --no -- rslib build');
    expect(missing.code).not.toBe(0);
    expect(missing.output).not.toMatch(/Rslib v\d/);
  });
});
