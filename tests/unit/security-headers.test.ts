import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { headersFor, parseHeadersFile, serve } from '../../scripts/lib/static-server.mjs';
import { cspHash, headersFile, inlineContents } from '../../theme/plugins/security-headers';

const page = `<!doctype html><html><head>
<script>(function guard(){})()</script>
<script defer src="/static/js/index.js"></script>
<script type="application/ld+json">{"@type":"WebSite"}</script>
<style>.rp-nav{background:transparent}</style>
</head><body><script>
console.log('theme');
</script></body></html>`;

describe('inline code of a page', () => {
  it('takes inline scripts and style elements, not external scripts or JSON data blocks', () => {
    expect(inlineContents(page, 'script')).toEqual(['(function guard(){})()', "\nconsole.log('theme');\n"]);
    expect(inlineContents(page, 'style')).toEqual(['.rp-nav{background:transparent}']);
  });

  it('hashes the exact text as a CSP source', () => {
    const expected = crypto.createHash('sha256').update('alert(1)').digest('base64');
    expect(cspHash('alert(1)')).toBe(`'sha256-${expected}'`);
  });
});

describe('headersFile', () => {
  it('also allows the style elements components insert at run time, and no others', () => {
    const file = headersFile(['<html><body></body></html>'], { runtimeStyles: ['.logo{fill:red}'] });
    expect(file).toContain(`style-src-elem 'self' ${cspHash('.logo{fill:red}')}`);
    expect(headersFile(['<html><body></body></html>'])).toContain("style-src-elem 'self';");
  });

  const text = headersFile([page, page], { connectSrc: ['https://search.example.com'] });
  const rules = parseHeadersFile(text);
  const csp = headersFor(rules, '/guide/start/quick-start')['Content-Security-Policy'] ?? '';

  it('allows each inline script and style of the build once, by hash, and nothing else inline', () => {
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc.split(' ').sort()).toEqual(
      ['script-src', "'self'", cspHash('(function guard(){})()'), cspHash("\nconsole.log('theme');\n")].sort(),
    );
    expect(csp).toContain(`style-src-elem 'self' ${cspHash('.rp-nav{background:transparent}')}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self' https://search.example.com");
    expect(csp).toContain("object-src 'none'");
  });

  it('caches hashed assets for a year and hardens every path', () => {
    expect(headersFor(rules, '/static/js/index.abc.js')).toMatchObject({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(headersFor(rules, '/')['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/')['X-Frame-Options']).toBe('DENY');
  });
});

describe('_headers in the static server', () => {
  it('parses path patterns with splats and placeholders, later rules winning', () => {
    const rules = parseHeadersFile('# comment\n/*\n  X-A: 1\n/blog/:slug\n  X-B: 2\n  X-A: 3\n/static/*\n  X-C: 4\n');
    expect(headersFor(rules, '/')).toEqual({ 'X-A': '1' });
    expect(headersFor(rules, '/blog/hello')).toEqual({ 'X-A': '3', 'X-B': '2' });
    expect(headersFor(rules, '/blog/hello/more')).toEqual({ 'X-A': '1' });
    expect(headersFor(rules, '/static/js/a.js')).toEqual({ 'X-A': '1', 'X-C': '4' });
  });

  const root = path.join(os.tmpdir(), `headers-${process.pid}`);
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('applies the headers when asked to, and never serves _headers itself', async () => {
    await fs.mkdir(root, { recursive: true });
    await fs.writeFile(path.join(root, 'index.html'), '<p>home</p>');
    await fs.writeFile(path.join(root, '404.html'), '<p>missing</p>');
    await fs.writeFile(path.join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    // Port 0: the system picks a free port.
    const server = await serve({ root, port: 0, headers: true });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.headers.get('x-frame-options')).toBe('DENY');
      const file = await fetch(`http://127.0.0.1:${port}/_headers`);
      expect(file.status).toBe(404);
      expect(await file.text()).toContain('missing');
    } finally {
      server.close();
    }
  });
});

describe('the site config with hosted search', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("lets the search dialog reach the hosts DocSearch's client asks (read host, then three fallbacks)", async () => {
    vi.resetModules();
    vi.stubEnv('DOCSEARCH_APP_ID', 'ABC123');
    vi.stubEnv('DOCSEARCH_API_KEY', 'f00');
    vi.stubEnv('DOCSEARCH_INDEX_NAME', 'rslib');
    const config = (await import('../../rspress.config')).default;
    const plugin = config.plugins?.find((p) => p.name === 'rslib-docs-security-headers');
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'headers-algolia-'));
    await fs.writeFile(path.join(outDir, 'index.html'), page);
    await plugin?.afterBuild?.({ ...config, outDir }, true);
    const csp = /Content-Security-Policy: (.*)/.exec(await fs.readFile(path.join(outDir, '_headers'), 'utf8'))?.[1];
    const connect = csp?.split('; ').find((directive) => directive.startsWith('connect-src'));
    const hosts = ['abc123-dsn.algolia.net', 'abc123-1.algolianet.com', 'abc123-2.algolianet.com'];
    for (const host of [...hosts, 'abc123-3.algolianet.com']) expect(connect).toContain(`https://${host}`);
    await fs.rm(outDir, { recursive: true });
  });
});
