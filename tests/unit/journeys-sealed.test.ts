// A journey starts from an empty folder: no project file of the repo (or of anything else) may lie above it, or
// Node.js, TypeScript and Rslib would read it (scripts/lib/journeys.mjs runs the journeys outside the repo).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { assertSealed } from '../../scripts/lib/projects.mjs';

const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'journeys-sealed-'));
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

it('accepts a folder with nothing above it but folders', async () => {
  const journey = path.join(scratch, 'clean/ts7/quick-start');
  await fs.mkdir(journey, { recursive: true });
  await expect(assertSealed(journey)).resolves.toBeUndefined();
});

it('refuses a folder below a package.json or a tsconfig.json, naming the file', async () => {
  for (const name of ['package.json', 'tsconfig.json']) {
    const top = path.join(scratch, `leaky-${name}`);
    const journey = path.join(top, 'ts7/quick-start');
    await fs.mkdir(journey, { recursive: true });
    await fs.writeFile(path.join(top, name), '{}');
    await expect(assertSealed(journey)).rejects.toThrow(path.join(top, name));
  }
});

it('refuses a folder inside the repository', async () => {
  await expect(assertSealed(path.join(process.cwd(), 'tests/.tmp/journeys/ts7/x'))).rejects.toThrow('package.json');
});
