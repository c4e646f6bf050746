import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoad, htmlFileOf, referencedAssets, siblingChunks } from '../../scripts/lib/first-load.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';

describe('referencedAssets', () => {
  it('collects local scripts, stylesheets and script/style preloads, not images, feeds or other hosts', () => {
    const html = `<head>
      <script>inline()</script>
      <link href="/static/css/styles.css" rel="stylesheet">
      <link rel="preload" href="/static/js/async/2l.abc.js" as="script">
      <link rel="modulepreload" href="/static/js/mod.js">
      <link rel=preload as=style href='/static/css/late.css'>
      <script defer src="/static/js/index.js"></script>
      <script src="https://cdn.example.com/x.js"></script>
      <script src="//cdn.example.com/y.js"></script>
      <link rel="preload" as="image" href="/logo.svg"/>
      <link rel="alternate" type="application/rss+xml" href="/rss/blog.xml">
      <link rel="icon" href="/favicon.svg">
    </head>`;
    expect(referencedAssets(html)).toEqual({
      scripts: ['/static/js/async/2l.abc.js', '/static/js/mod.js', '/static/js/index.js'],
      styles: ['/static/css/styles.css', '/static/css/late.css'],
    });
  });
});

describe('siblingChunks', () => {
  const withNames =
    'l.u=e=>"static/js/async/"+(({0:"route-a","2l":"route-b",x:"vendor"})[e]||e)+"."+({0:"h0","2l":"h2",x:"hx"})[e]+".js";' +
    'f=()=>Promise.all([i.e("x"),i.e("2l")]).then(i.bind(i,"x5")),g=()=>i.e(0).then(i.bind(i,"a"))';
  const withIds =
    'l.u=e=>"static/js/async/"+e+"."+({0:"h0","2l":"h2",x:"hx"})[e]+".js";' +
    'f=()=>Promise.all([i.e("x"),i.e("2l")]).then(i.bind(i,"x5"))';

  it('finds the chunks a route chunk is imported together with, for named and id-based file names', () => {
    expect(siblingChunks(withNames, 'static/js/async/route-b.h2.js')).toEqual(['static/js/async/vendor.hx.js']);
    expect(siblingChunks(withIds, 'static/js/async/2l.h2.js')).toEqual(['static/js/async/x.hx.js']);
  });

  it('returns nothing for a chunk imported alone or unknown to the runtime', () => {
    expect(siblingChunks(withNames, 'static/js/async/route-a.h0.js')).toEqual([]);
    expect(siblingChunks(withNames, 'static/js/async/other.h9.js')).toEqual([]);
    expect(siblingChunks('no runtime here', 'static/js/async/2l.h2.js')).toEqual([]);
  });
});

describe('htmlFileOf', () => {
  it('maps clean URLs to the files a static host serves', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/zh/')).toBe('zh/index.html');
    expect(htmlFileOf('/guide/start/quick-start')).toBe('guide/start/quick-start.html');
  });
});

const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
afterAll(() => fs.rmSync(tmpRoot, { recursive: true, force: true }));

/** Writes a tiny build: one page whose route chunk is imported with a sibling chunk. */
function writeBuild(dir: string, pageHtmlPadding = '') {
  const files: Record<string, string> = {
    'static/js/index.js': `l.u=e=>"static/js/async/"+e+"."+({"2l":"h2",x:"hx"})[e]+".js";f=()=>Promise.all([i.e("x"),i.e("2l")]);console.log(${JSON.stringify('x'.repeat(300))})`,
    'static/js/async/2l.h2.js': 'route()',
    'static/js/async/x.hx.js': 'shared()',
    'static/css/styles.css': 'body{color:red}',
    'index.html': `<!doctype html><link href="/static/css/styles.css" rel="stylesheet"><link rel="preload" href="/static/js/async/2l.h2.js" as="script"><script defer src="/static/js/index.js"></script>${pageHtmlPadding}`,
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return files;
}

describe('firstLoad', () => {
  it('sums the gzip sizes of the page, its scripts including sibling chunks, and its stylesheets', () => {
    const dir = path.join(tmpRoot, 'small');
    const files = writeBuild(dir);
    const gz = (file: string) => zlib.gzipSync(files[file] ?? '', { level: 9 }).length;
    const result = firstLoad(dir, 'index.html');
    expect(result.js.map((f) => f.file).sort()).toEqual([
      'static/js/async/2l.h2.js',
      'static/js/async/x.hx.js',
      'static/js/index.js',
    ]);
    expect(result.jsBytes).toBe(
      gz('static/js/index.js') + gz('static/js/async/2l.h2.js') + gz('static/js/async/x.hx.js'),
    );
    expect(result.cssBytes).toBe(gz('static/css/styles.css'));
    expect(result.htmlBytes).toBe(gz('index.html'));
  });

  it('fails loudly when a page references a file that is not in the build', () => {
    const dir = path.join(tmpRoot, 'broken');
    writeBuild(dir);
    fs.rmSync(path.join(dir, 'static/css/styles.css'));
    expect(() => firstLoad(dir, 'index.html')).toThrow(/static\/css\/styles\.css/);
  });
});

describe('scripts/check-budgets.mjs', () => {
  const run = (dir: string) => {
    const report = path.join(dir, 'report.json');
    const result = spawnSync('node', ['scripts/check-budgets.mjs', '--out', dir, '--report', report], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    return {
      status: result.status,
      output: result.stdout + result.stderr,
      report: JSON.parse(fs.readFileSync(report, 'utf8')),
    };
  };

  it('passes a small build', () => {
    const dir = path.join(tmpRoot, 'within');
    writeBuild(dir);
    const { status, report } = run(dir);
    expect(status).toBe(0);
    expect(report).toMatchObject({ passed: 3, failed: 0 });
  });

  it('fails and names the page when its HTML is over 20 KB gzip', () => {
    const dir = path.join(tmpRoot, 'over');
    // Random bytes do not compress: 30 KB of them as base64 stay about 30 KB after gzip.
    const noise = crypto.randomBytes(30 * 1024).toString('base64');
    writeBuild(dir, `<p>${noise}</p>`);
    const { status, output, report } = run(dir);
    expect(status).toBe(1);
    expect(report).toMatchObject({ passed: 2, failed: 1 });
    expect(output).toMatch(/over budget: HTML of index\.html/);
  });
});
