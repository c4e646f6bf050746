import { describe, expect, it } from 'vitest';
import { languagePath } from '../../theme/logic/languagePath';

/** The current page; its language is the one the reader sees, which the path's prefix gives. */
const page = (pathname: string, _current: string, suffix = '', notFound = false) => ({ pathname, suffix, notFound });

describe('languagePath', () => {
  it('adds the prefix when switching to Chinese', () => {
    expect(languagePath(page('/guide/start/quick-start', 'en'), 'zh')).toBe('/zh/guide/start/quick-start');
    expect(languagePath(page('/', 'en'), 'zh')).toBe('/zh/');
  });

  it('drops the prefix when switching to English', () => {
    expect(languagePath(page('/zh/config/lib/format', 'zh'), 'en')).toBe('/config/lib/format');
    expect(languagePath(page('/zh/', 'zh'), 'en')).toBe('/');
    expect(languagePath(page('/zh', 'zh'), 'en')).toBe('/');
  });

  it('keeps the query and the heading', () => {
    expect(languagePath(page('/guide/basic/cli', 'en', '?sidebar=0#build'), 'zh')).toBe(
      '/zh/guide/basic/cli?sidebar=0#build',
    );
  });

  it('only strips a whole path segment', () => {
    expect(languagePath(page('/zhx/page', 'zh'), 'en')).toBe('/zhx/page');
  });

  it('sends the 404 page to the home page of the other language', () => {
    expect(languagePath(page('/no/such/page', 'en', '?a=1', true), 'zh')).toBe('/zh/');
    expect(languagePath(page('/zh/nope', 'zh', '', true), 'en')).toBe('/');
  });

  it('links a language to itself unchanged', () => {
    expect(languagePath(page('/zh/guide/', 'zh'), 'zh')).toBe('/zh/guide/');
  });
});
