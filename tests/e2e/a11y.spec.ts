// Accessibility beyond the per-route axe pass in routes.spec.ts: the 404 page, and the keyboard path
// through the top bar and the sidebar with a focus indicator that is actually drawn.
import type { Page } from '@playwright/test';
import { expect, gotoReady, readOnlyTest, test } from './fixtures';
import {
  axeRuleTargets,
  contrastMemory,
  recordOffsiteRequests,
  seriousA11yViolations,
  seriousOfEveryRule,
} from './gates';

test('the 404 page passes axe in both themes and stays on the site', async ({ page }) => {
  test.slow();
  const offsite = recordOffsiteRequests(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('.rp-not-found')).toBeVisible();
  expect.soft(await seriousA11yViolations(page)).toEqual([]);
  expect(offsite).toEqual([]);
});

// routes.spec.ts measures each colour context once per run (a memory): a page that brings a new context must still be
// measured. Three pages warm the memory; then a faint paragraph and a link that only its colour sets apart, in a
// colour close to the text's, are added to a fourth page, and both rules report them in the theme where they fail.
test('the per-route axe memory still reports a colour context that no earlier page showed', async ({ page }) => {
  test.slow();
  const memory = contrastMemory();
  for (const route of ['/guide/start/quick-start', '/config/lib/format', '/guide/basic/cli']) {
    await gotoReady(page, route);
    expect(await seriousA11yViolations(page, memory), route).toEqual([]);
  }
  await gotoReady(page, '/guide/basic/output-format');
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.id = 'faint';
    faint.textContent = 'Faint text nobody can read.';
    faint.style.color = '#c8c8c8';
    const around = document.createElement('p');
    around.id = 'around';
    around.append(
      'Surrounding text that goes on for a while, long enough to make this paragraph a real block of text, with ',
    );
    const link = document.createElement('a');
    link.id = 'hidden-link';
    link.href = '#';
    link.textContent = 'this link';
    link.setAttribute('style', 'all: unset; cursor: pointer; color: light-dark(#4a4a4a, #b8b8b8)');
    around.append(link, ' inside it, and more words after the link so that the link is a small part of the block.');
    around.style.color = 'light-dark(#3c3c3c, #c4c4c4)';
    document.querySelector('.rp-doc h1')?.after(faint, around);
  });
  const found = (await seriousA11yViolations(page, memory)).join('\n');
  expect(found).toMatch(/\[light\] color-contrast \(serious\): [^\n]*#faint/);
  expect(found).toMatch(/\[light\] link-in-text-block \(serious\): [^\n]*#hidden-link/);
  expect(found).toMatch(/\[dark\] link-in-text-block \(serious\): [^\n]*#hidden-link/);
});

// The per-page axe run (gates.ts) leaves out the rules whose impact is minor or moderate, as they never report a
// serious violation. A page given problems of every impact (and one that only an experimental rule, which axe leaves
// out by default, reports) must get the same serious results as from a default run of every rule.
test('the serious-only axe run finds every serious or critical violation that a run of every rule finds', async ({
  page,
}) => {
  test.slow();
  await gotoReady(page, '/guide/basic/cli');
  // Outside React's root, so that no render of the page removes them.
  await page.evaluate(() => {
    const added = document.createElement('div');
    added.innerHTML = [
      '<img id="no-alt" src="/no-such-image.png">',
      '<button id="no-name"></button>',
      '<h5>A heading five levels down</h5>',
      '<p>A paragraph outside every landmark.</p>',
      // td-has-header: critical, but experimental, so a run of the default rules never reports it.
      `<table id="no-headers">${'<tr><td>a</td><td>b</td><td>c</td><td>d</td></tr>'.repeat(4)}</table>`,
    ].join('');
    document.body.append(added);
  });
  const every = await seriousOfEveryRule(page);
  expect(every.join('\n')).toMatch(/image-alt \(critical\): [^\n]*#no-alt/);
  expect(every.join('\n')).toMatch(/button-name \(critical\): [^\n]*#no-name/);
  // The page also breaks rules of lower impact, which the serious-only run skips.
  expect(await axeRuleTargets(page, ['heading-order', 'region'])).not.toEqual([]);
  expect(await axeRuleTargets(page, ['td-has-header'])).not.toEqual([]);
  const found = (await seriousA11yViolations(page)).filter((line) => line.startsWith('[light]'));
  expect(found).toEqual(every);
});

/** What the keyboard focus is on after a Tab, and whether a focus indicator is drawn around it. */
interface FocusStop {
  region: 'header' | 'sidebar' | 'other';
  label: string;
  href: string | null;
  indicator: boolean;
}

for (const { lang, route, guide, search } of [
  { lang: 'en', route: '/guide/start/quick-start', guide: '/guide/start/', search: 'Search' },
  { lang: 'zh', route: '/zh/guide/start/quick-start', guide: '/zh/guide/start/', search: '搜索' },
]) {
  test(`keyboard (${lang}): Tab goes through the top bar, search and the sidebar with a visible focus ring`, async ({
    page,
  }) => {
    await page.goto(route);
    await expect(page.locator('.rp-doc h1')).toBeVisible();
    const stops: FocusStop[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate((): FocusStop | null => {
        const el = document.activeElement;
        if (!(el instanceof HTMLElement) || el === document.body) return null;
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
        const box = el.getBoundingClientRect();
        return {
          region: el.closest('header') ? 'header' : el.closest('.rp-doc-layout__sidebar') ? 'sidebar' : 'other',
          label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
          href: el.getAttribute('href'),
          indicator: el.matches(':focus-visible') && (outline || shadow) && box.width > 0 && box.height > 0,
        };
      });
      if (!stop) continue;
      stops.push(stop);
      if (stop.region === 'sidebar' && stop.href === route) break;
    }
    const header = stops.filter((s) => s.region === 'header');
    const sidebar = stops.filter((s) => s.region === 'sidebar');
    // The skip link comes first (issue 41, K1; tests/e2e/keyboard-paths.spec.ts), then the top bar: logo, search, the
    // section links; then the sidebar down to the current page.
    expect(stops[0]?.href, 'the first Tab stop is the skip link').toBe('#content');
    expect(stops[1]?.region, 'then the top bar').toBe('header');
    expect(header.map((s) => s.href)).toEqual(expect.arrayContaining([lang === 'en' ? '/' : '/zh/', guide]));
    expect(
      header.some((s) => s.label.includes(search)),
      'the search button is a Tab stop',
    ).toBe(true);
    expect(sidebar.map((s) => s.href)).toEqual(expect.arrayContaining([guide, route]));
    const withoutRing = [...header, ...sidebar].filter((s) => !s.indicator).map((s) => `${s.region}: ${s.label}`);
    expect(withoutRing, 'Tab stops without a visible focus indicator').toEqual([]);
  });
}

readOnlyTest('Enter on a focused sidebar link opens that page', async ({ page }) => {
  await page.goto('/guide/start/');
  const link = page.locator('.rp-doc-layout__sidebar a[href="/guide/start/glossary"]');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  await expect(page.locator('.rp-doc h1')).toContainText('Glossary');
});

/**
 * The overlays of a doc page, each opened by pointer as a reader would and closed by Escape. The search dialog, with
 * results and with none, has its own axe pass in both themes at these widths (tests/e2e/search-a11y.spec.ts).
 */
const overlays: { name: string; widths: number[]; open: (page: Page) => Promise<void>; shown: string }[] = [
  {
    name: 'sidebar drawer',
    widths: [1280, 390],
    open: (page) => page.locator('.rp-sidebar-menu__left').click(),
    shown: '.rp-doc-layout__sidebar--open',
  },
  {
    name: 'outline dropdown',
    widths: [1280, 390],
    open: (page) => page.locator('.rp-sidebar-menu__right').click(),
    shown: '.rp-doc-layout__outline--open',
  },
  {
    name: 'full-screen menu',
    widths: [390],
    open: (page) => page.locator('.rp-nav-hamburger__sm').click(),
    shown: '.rp-nav-screen',
  },
  {
    name: 'tablet menu',
    widths: [1280],
    open: (page) => page.locator('.rp-nav-hamburger__md > button').click(),
    shown: '.rp-nav-hamburger__md .rp-hover-group',
  },
  {
    name: 'Open menu',
    widths: [1280, 390],
    open: (page) => page.locator('.rp-llms-container button[aria-expanded]').click(),
    shown: '.rp-llms-view-options__menu',
  },
  {
    name: 'image zoom',
    widths: [1280, 390],
    open: (page) => page.locator('.rp-doc img[src="/images/guide/output-structure.svg"]').click(),
    shown: '.medium-zoom-image--opened, .rslib-zoom-pan',
  },
];

for (const width of [1280, 390]) {
  test(`every overlay passes axe while open, in both themes, at ${width} px (issue 41)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, '/guide/basic/output-structure');
    for (const { name, open, shown } of overlays.filter((o) => o.widths.includes(width))) {
      await open(page);
      await expect(page.locator(shown).first(), name).toBeVisible();
      expect.soft(await seriousA11yViolations(page), name).toEqual([]);
      // The pointer off the tablet menu, which also opens on hover.
      await page.mouse.move(width / 2, 790);
      await page.keyboard.press('Escape');
      await expect(page.locator(shown).first(), `${name} closed by Escape`).toBeHidden();
    }
  });
}

/** The numbers of a computed CSS colour: `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
const rgba = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
const luminance = (rgb: number[]) => {
  const [r = 0, g = 0, b = 0] = rgb.slice(0, 3).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** WCAG contrast ratio of two opaque colours. */
const contrast = (a: number[], b: number[]) => {
  const [x = 0, y = 0] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
/** A see-through colour over an opaque one. */
const over = (top: number[], bottom: number[]) =>
  [0, 1, 2].map((i) => (top[i] ?? 0) * (top[3] ?? 1) + (bottom[i] ?? 0) * (1 - (top[3] ?? 1)));

test('V4: the home "Introduction" button text is at least 4.5:1 against every stop of its gradient, in both themes', async ({
  page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const route of ['/', '/zh/']) {
      await page.goto(route);
      const { color, image, background } = await page
        .locator('.rp-home-hero__action.rp-button--brand')
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return { color: style.color, image: style.backgroundImage, background: style.backgroundColor };
        });
      const stops = [...image.matchAll(/rgba?\([^)]*\)/g)].map((m) => rgba(m[0]));
      if (stops.length === 0) stops.push(rgba(background));
      const lowest = Math.min(...stops.map((stop) => contrast(rgba(color), stop)));
      expect(lowest, `${route} (${colorScheme})`).toBeGreaterThanOrEqual(4.5);
    }
  }
});

test('V5: the current page in the small-screen menu is at least 4.5:1 in the light theme', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/guide/start/quick-start');
  await page.locator('.rp-nav-hamburger__sm').click();
  const active = page.locator('.rp-nav-screen-menu-item--active').first();
  await expect(active).toBeVisible();
  // The item's colours, and the first opaque background under it.
  const { color, background, base } = await active.evaluate((el) => {
    let base = 'rgb(255, 255, 255)';
    for (let node = el.parentElement; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color.startsWith('rgb(')) {
        base = color;
        break;
      }
    }
    const style = getComputedStyle(el);
    return { color: style.color, background: style.backgroundColor, base };
  });
  expect(contrast(rgba(color), over(rgba(background), rgba(base)))).toBeGreaterThanOrEqual(4.5);
});
