import { describe, expect, it } from 'vitest';
import { guardBrowserInput } from '../../theme/head';

/** A stand-in window with just what the guard touches. */
function fakeWindow(pathname: string, storage: () => Storage) {
  const replaced: string[] = [];
  const win = {
    location: { pathname, search: '?q=1', hash: '#top' },
    history: { state: null, replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) },
  } as unknown as Window;
  Object.defineProperty(win, 'localStorage', { get: storage, configurable: true });
  return { win, replaced };
}

const memory = (): Storage => {
  const items = new Map<string, string>();
  return {
    length: 0,
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: () => null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
};

describe('guardBrowserInput', () => {
  it('leaves working storage and decodable URLs alone', () => {
    const storage = memory();
    const { win, replaced } = fakeWindow('/guide/%E6%8C%87%E5%8D%97', () => storage);
    guardBrowserInput(win, memory);
    expect(win.localStorage).toBe(storage);
    expect(replaced).toEqual([]);
  });

  it('replaces storage that throws on access', () => {
    const { win } = fakeWindow('/', () => {
      throw new DOMException('blocked', 'SecurityError');
    });
    guardBrowserInput(win, memory);
    win.localStorage.setItem('a', '1');
    expect(win.localStorage.getItem('a')).toBe('1');
  });

  it('replaces storage that refuses writes', () => {
    const full = {
      ...memory(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const { win } = fakeWindow('/', () => full);
    guardBrowserInput(win, memory);
    expect(win.localStorage).not.toBe(full);
  });

  it('rewrites a URL that cannot be decoded, keeping query and hash', () => {
    const { win, replaced } = fakeWindow('/%E0%A4%A', memory);
    guardBrowserInput(win, memory);
    expect(replaced).toEqual(['/~E0~A4~A?q=1#top']);
    expect(() => decodeURIComponent(decodeURIComponent('/~E0~A4~A'))).not.toThrow();
  });

  it('never turns an undecodable URL into a page that exists (`/%` is not the home page)', () => {
    for (const path of ['/%', '/zh/%', '/guide/start/%']) {
      const { win, replaced } = fakeWindow(path, memory);
      guardBrowserInput(win, memory);
      expect(replaced).toEqual([`${path.replace('%', '~')}?q=1#top`]);
    }
  });
});
