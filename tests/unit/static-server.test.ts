import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFile, serve } from '../../scripts/lib/static-server.mjs';

let root = '';
const servers: http.Server[] = [];

/** Starts the server on the fixture site; resolves with its origin. */
async function start(options: { base?: string; compress?: boolean } = {}) {
  const server = await serve({ root, port: 0, ...options });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET of a raw request path (no URL parsing on the way: `..` and `%2e` stay as they are). */
const get = (origin: string, rawPath: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; type: string; encoding: string; body: Buffer }>((resolve, reject) => {
    const request = http.get(`${origin}/`, { path: rawPath, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type']),
          encoding: String(response.headers['content-encoding'] ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
  });

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'serve-'));
  await fs.mkdir(path.join(root, 'guide/start'), { recursive: true });
  // Each file holds its own name, so a response says which file answered.
  for (const file of [
    'index.html',
    '404.html',
    'guide/start/index.html',
    'guide/start/quick-start.html',
    'guide/start/quick-start.md',
    '_headers',
  ]) {
    await fs.writeFile(path.join(root, file), file);
  }
});

afterAll(async () => {
  for (const server of servers) server.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('the static server', () => {
  const answers = {
    '/': 'index.html',
    '/guide/start/quick-start': 'guide/start/quick-start.html',
    '/guide/start/quick-start.html': 'guide/start/quick-start.html',
    '/guide/start/': 'guide/start/index.html',
    '/guide/start/index': 'guide/start/index.html',
    '/guide/start/quick-start.md': 'guide/start/quick-start.md',
    '/guide/%73tart/quick-start': 'guide/start/quick-start.html',
  };
  const missing = ['/nope', '/%E0%A4%A', '/%', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/a%00b', '/_headers'];

  it('serves clean URLs, directory indexes, the .html and /index suffixes and decoded paths', async () => {
    const origin = await start();
    for (const [address, file] of Object.entries(answers)) {
      const { status, body } = await get(origin, address);
      expect([address, status, body.toString()]).toEqual([address, 200, file]);
    }
    expect((await get(origin, '/guide/start/quick-start.md')).type).toBe('text/markdown; charset=utf-8');
  });

  it('answers unknown, malformed and escaping paths, and the host’s _headers file, with the 404 page', async () => {
    const origin = await start();
    for (const address of missing) {
      const { status, body } = await get(origin, address);
      expect([address, status, body.toString()]).toEqual([address, 404, '404.html']);
    }
  });

  it('serves the site under its base path only', async () => {
    const origin = await start({ base: '/docs/' });
    expect((await get(origin, '/docs/guide/start/quick-start')).body.toString()).toBe('guide/start/quick-start.html');
    expect((await get(origin, '/guide/start/quick-start')).status).toBe(404);
  });

  it('gzips text for clients that accept gzip, and only them', async () => {
    const origin = await start({ compress: true });
    const zipped = await get(origin, '/guide/start/quick-start', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.encoding).toBe('gzip');
    expect(zlib.gunzipSync(zipped.body).toString()).toBe('guide/start/quick-start.html');
    expect((await get(origin, '/guide/start/quick-start')).encoding).toBe('');
  });

  it('names, through resolveFile (used by the site checks), the file it answers with', async () => {
    for (const [address, file] of Object.entries(answers))
      expect(await resolveFile(root, address)).toBe(path.join(root, file));
    for (const address of missing.filter((a) => a !== '/_headers'))
      expect(await resolveFile(root, address)).toBeUndefined();
  });
});
