// The helpers that put the site under a base path (BASE_PATH): the whole build is crawled under /sub/ by
// tests/sub-path/sub-path.test.ts; these pin the edge cases that one build cannot show.
import { describe, expect, it } from 'vitest';
import { headersFile } from '../../theme/plugins/security-headers';
import { absoluteUrl } from '../../theme/plugins/seo';
import { markdownCopy } from '../../theme/plugins/test-meta';
import { sitePath } from '../../theme/search/site-path';
import { normalizeBasePath, stripBasePath, withBasePath } from '../../theme/site-model.mjs';

describe('normalizeBasePath', () => {
  it('gives one slash at each end, and / for nothing', () => {
    for (const value of [undefined, '', ' ', '/']) expect(normalizeBasePath(value)).toBe('/');
    for (const value of ['sub', '/sub', 'sub/', '/sub/', '//sub//']) expect(normalizeBasePath(value)).toBe('/sub/');
    expect(normalizeBasePath('/docs/v1')).toBe('/docs/v1/');
  });

  it('refuses what is not a plain path, with the value in the message', () => {
    for (const value of ['https://x.dev/sub/', '/a/../b', '/sub?x=1', '/sub#top', '/my docs/', '/%2e%2e/']) {
      expect(() => normalizeBasePath(value), value).toThrow(JSON.stringify(value));
    }
  });
});

describe('withBasePath and stripBasePath', () => {
  it('add and remove the base, and leave a path outside it alone', () => {
    expect(withBasePath('/', '/guide/')).toBe('/guide/');
    expect(withBasePath('/sub/', '/guide/')).toBe('/sub/guide/');
    expect(withBasePath('/sub/', 'rss/a.xml')).toBe('/sub/rss/a.xml');
    expect(stripBasePath('/sub/', '/sub/zh/guide')).toBe('/zh/guide');
    expect(stripBasePath('/sub/', '/sub')).toBe('/');
    expect(stripBasePath('/sub/', '/subway/')).toBeNull();
    expect(stripBasePath('/sub/', '/guide/')).toBeNull();
    expect(stripBasePath('/', '/guide/')).toBe('/guide/');
  });
});

describe('under a base path', () => {
  it('absolute URLs keep the base of the site root', () => {
    expect(absoluteUrl('https://x.dev/sub', '/zh/guide/cli')).toBe('https://x.dev/sub/zh/guide/cli');
    expect(absoluteUrl('https://x.dev/sub/', '/')).toBe('https://x.dev/sub/');
    expect(absoluteUrl('https://x.dev', '/guide/')).toBe('https://x.dev/guide/');
  });

  it('_headers rules match the pages and assets under the base', () => {
    const lines = headersFile(['<html></html>'], {}, '/sub/').split('\n');
    expect(lines.filter((line) => line.startsWith('/'))).toEqual(['/sub/*', '/sub/static/*']);
  });

  it('images of the Markdown copies get the base, but not other links, other sites or code', () => {
    const page = [
      '![A](/images/a.svg) and [link](/guide/) and ![B](https://x.dev/b.png) ![C](//cdn/c.png)',
      '```md',
      '![In code](/images/code.svg)',
      '```',
      '![D](/images/d.svg)',
    ].join('\n');
    expect(markdownCopy(page, '/sub/')).toBe(
      [
        '![A](/sub/images/a.svg) and [link](/guide/) and ![B](https://x.dev/b.png) ![C](//cdn/c.png)',
        '```md',
        '![In code](/images/code.svg)',
        '```',
        '![D](/sub/images/d.svg)',
      ].join('\n'),
    );
    expect(markdownCopy(page, '/')).toBe(page);
  });

  it('search hits: a hosted URL loses the base, a local path stays, another app on the origin is not the site', () => {
    const origins = ['https://x.dev'];
    expect(sitePath('https://x.dev/sub/guide/a#b', origins, '/sub/')).toBe('/guide/a#b');
    expect(sitePath('/guide/a#b', origins, '/sub/')).toBe('/guide/a#b');
    expect(sitePath('https://x.dev/other/guide/', origins, '/sub/')).toBeNull();
    expect(sitePath('https://elsewhere.dev/sub/guide/', origins, '/sub/')).toBeNull();
  });
});
