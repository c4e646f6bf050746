import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFile } from '../../scripts/lib/static-server.mjs';

let root = '';

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'serve-'));
  await fs.mkdir(path.join(root, 'guide/start'), { recursive: true });
  for (const file of [
    'index.html',
    '404.html',
    'guide/start/index.html',
    'guide/start/quick-start.html',
    'guide/start/quick-start.md',
  ]) {
    await fs.writeFile(path.join(root, file), file);
  }
});

afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe('resolveFile', () => {
  it('serves clean URLs, directory indexes and the .html and /index suffixes', async () => {
    expect(await resolveFile(root, '/')).toBe(path.join(root, 'index.html'));
    expect(await resolveFile(root, '/guide/start/quick-start')).toBe(path.join(root, 'guide/start/quick-start.html'));
    expect(await resolveFile(root, '/guide/start/quick-start.html')).toBe(
      path.join(root, 'guide/start/quick-start.html'),
    );
    expect(await resolveFile(root, '/guide/start/')).toBe(path.join(root, 'guide/start/index.html'));
    expect(await resolveFile(root, '/guide/start/index')).toBe(path.join(root, 'guide/start/index.html'));
    expect(await resolveFile(root, '/guide/start/quick-start.md')).toBe(path.join(root, 'guide/start/quick-start.md'));
  });

  it('decodes the URL', async () => {
    expect(await resolveFile(root, '/guide/%73tart/quick-start')).toBe(path.join(root, 'guide/start/quick-start.html'));
  });

  it('gives nothing for unknown, malformed or escaping paths', async () => {
    expect(await resolveFile(root, '/nope')).toBeUndefined();
    expect(await resolveFile(root, '/%E0%A4%A')).toBeUndefined();
    expect(await resolveFile(root, '/../../etc/passwd')).toBeUndefined();
    expect(await resolveFile(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
    expect(await resolveFile(root, '/a%00b')).toBeUndefined();
  });
});
