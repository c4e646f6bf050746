import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickActiveAnchor } from '../../theme/logic/activeAnchor';
import { hidesOnScroll, initialNavScrollState, nextNavScrollState } from '../../theme/logic/hideOnScroll';
import { commandFor, toolCommands } from '../../theme/logic/packageManager';
import { hiddenPartsFromSearch, withHiddenParts } from '../../theme/logic/query';
import { throttle } from '../../theme/logic/throttle';
import type { HideNavbarMode } from '../../theme/settings';

describe('package-manager commands', () => {
  const all = (command: string) => toolCommands(command).map((tab) => tab.command);

  it('turns install with packages into add for yarn, pnpm and bun', () => {
    expect(all('install -D @rslib/core typescript')).toEqual([
      'npm install -D @rslib/core typescript',
      'yarn add -D @rslib/core typescript',
      'pnpm add -D @rslib/core typescript',
      'bun add -D @rslib/core typescript',
    ]);
    expect(all('i react')).toEqual(['npm i react', 'yarn add react', 'pnpm add react', 'bun add react']);
  });

  it('keeps bare installs as each tool spells them', () => {
    expect(all('install')).toEqual(['npm install', 'yarn', 'pnpm install', 'bun install']);
    expect(all('  install   --frozen-lockfile ')).toEqual([
      'npm install --frozen-lockfile',
      'yarn --frozen-lockfile',
      'pnpm install --frozen-lockfile',
      'bun install --frozen-lockfile',
    ]);
  });

  it("maps npm's long flags to the short ones the others accept", () => {
    expect(commandFor('pnpm', 'install --save-dev --save-exact rsbuild-plugin-dts')).toBe(
      'pnpm add -D -E rsbuild-plugin-dts',
    );
    expect(commandFor('npm', 'install --save-dev x')).toBe('npm install --save-dev x');
  });

  it('only rewrites the install subcommand, not a package that contains the word', () => {
    expect(all('add install-peers')).toEqual([
      'npm add install-peers',
      'yarn add install-peers',
      'pnpm add install-peers',
      'bun add install-peers',
    ]);
    expect(all('run install:deps')).toEqual([
      'npm run install:deps',
      'yarn run install:deps',
      'pnpm run install:deps',
      'bun run install:deps',
    ]);
  });

  it('drops @latest from yarn create', () => {
    expect(commandFor('yarn', 'create rslib@latest --dir my-lib')).toBe('yarn create rslib --dir my-lib');
    expect(commandFor('pnpm', 'create rslib@latest')).toBe('pnpm create rslib@latest');
  });
});

describe('top bar hide-on-scroll', () => {
  const base = { mode: 'always' as HideNavbarMode, narrow: false, barHeight: 72, pinned: false };
  const run = (ys: number[], input: Partial<typeof base> = {}) => {
    let state = initialNavScrollState;
    return ys.map((y) => {
      state = nextNavScrollState(state, { ...base, ...input, y });
      return state.hidden;
    });
  };

  it('hides on scroll down past the bar and shows on any scroll up', () => {
    expect(run([10, 50, 200, 400, 380, 600, 600, 0])).toEqual([false, false, true, true, false, true, true, false]);
  });

  it('never hides within the bar height of the top, nor on overscroll', () => {
    expect(run([40, 72, -30, 71])).toEqual([false, false, false, false]);
    expect(run([Number.NaN, 300])).toEqual([false, true]);
  });

  it('stays while pinned (menu open, focus inside) and resumes afterwards', () => {
    let state = nextNavScrollState(initialNavScrollState, { ...base, y: 500 });
    expect(state.hidden).toBe(true);
    state = nextNavScrollState(state, { ...base, y: 900, pinned: true });
    expect(state.hidden).toBe(false);
    state = nextNavScrollState(state, { ...base, y: 950 });
    expect(state.hidden).toBe(true);
  });

  it('applies the mode: never, always, auto only on narrow screens', () => {
    expect(run([300, 600], { mode: 'never' })).toEqual([false, false]);
    expect(run([300, 600], { mode: 'never', narrow: true })).toEqual([false, false]);
    expect(run([300, 600], { mode: 'always', narrow: false })).toEqual([true, true]);
    expect(run([300, 600], { mode: 'auto', narrow: false })).toEqual([false, false]);
    expect(run([300, 600], { mode: 'auto', narrow: true, barHeight: 56 })).toEqual([true, true]);
    expect(hidesOnScroll('auto', true)).toBe(true);
    expect(hidesOnScroll('auto', false)).toBe(false);
  });
});

describe('query parameters that hide parts of the page', () => {
  const parts = (search: string) => [...hiddenPartsFromSearch(search)].sort();

  it('hides a part only for the exact value 0', () => {
    expect(parts('?navbar=0&sidebar=0&outline=0&footer=0')).toEqual(['footer', 'navbar', 'outline', 'sidebar']);
    expect(parts('outline=0')).toEqual(['outline']);
    expect(parts('?navbar=abc&sidebar=&outline=false&footer=00&x=0')).toEqual([]);
    expect(parts('?navbar=%30')).toEqual(['navbar']);
    expect(parts('?NAVBAR=0&navbar')).toEqual([]);
    expect(parts('')).toEqual([]);
  });

  it('reads the first of repeated parameters, like globalUIComponents', () => {
    expect(parts('?navbar=0&navbar=1')).toEqual(['navbar']);
    expect(parts('?navbar=1&navbar=0')).toEqual([]);
  });

  it('turns the hidden parts off in the frontmatter and keeps the rest', () => {
    const frontmatter = { title: 'CLI', outline: true, footer: true };
    expect(withHiddenParts(frontmatter, hiddenPartsFromSearch('?footer=0&navbar=0'))).toEqual({
      title: 'CLI',
      outline: true,
      footer: false,
      navbar: false,
    });
    expect(withHiddenParts(frontmatter, new Set())).toBe(frontmatter);
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once, then at most once per interval, and always the last call', () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 200);
    fn(1);
    expect(calls).toEqual([1]);
    fn(2);
    fn(3);
    vi.advanceTimersByTime(199);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(500);
    fn(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('drops the pending call on cancel', () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 100);
    fn(1);
    fn(2);
    fn.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([1]);
  });
});

describe('outline scroll-spy', () => {
  const offsets = [
    { id: 'a', top: -400 },
    { id: 'b', top: -20 },
    { id: 'c', top: 300 },
    { id: 'd', top: 1200 },
  ];

  it('highlights the first heading below the top bar, and the menu bar names the same heading', () => {
    expect(pickActiveAnchor(offsets, 113, 900, 800)).toEqual({ activeId: 'c', labelId: 'c' });
  });

  it('names the heading a click on the outline scrolled to, not the one before it', () => {
    const afterClick = [
      { id: 'a', top: -400 },
      { id: 'b', top: 118 },
      { id: 'c', top: 700 },
    ];
    expect(pickActiveAnchor(afterClick, 113, 900, 600)).toEqual({ activeId: 'b', labelId: 'b' });
    // The first heading, with the top bar gone after the scroll down: below the offset, still named.
    expect(pickActiveAnchor([{ id: 'a', top: 102 }], 41, 900, 300)).toEqual({ activeId: 'a', labelId: 'a' });
  });

  it('shows the outline title in the menu bar at the top of the page', () => {
    expect(pickActiveAnchor([{ id: 'a', top: 400 }], 113, 900, 0)).toEqual({ activeId: 'a', labelId: undefined });
  });

  it('keeps the last heading scrolled past when none is on screen', () => {
    expect(pickActiveAnchor(offsets.slice(0, 2), 113, 900, 2000)).toEqual({ activeId: 'b', labelId: 'b' });
    expect(pickActiveAnchor([{ id: 'far', top: 5000 }], 113, 900, 0)).toEqual({
      activeId: undefined,
      labelId: undefined,
    });
    expect(pickActiveAnchor([], 113, 900, 0)).toEqual({ activeId: undefined, labelId: undefined });
  });
});
