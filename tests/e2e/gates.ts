// Browser-side quality gates shared by the per-route pass (routes.spec.ts) and a11y.spec.ts:
// axe-core in both colour themes, and a record of every request that leaves the site's origin.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * The axe-core build, injected into a page once and run as often as a test needs, in the page itself: the one way
 * the tests run axe (a wrapper such as @axe-core/playwright injects it again and opens a second page per run).
 */
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether a request goes to a host other than loopback (fonts, analytics, CDNs, search services). */
export function isOffsite(requestUrl: string): boolean {
  const url = new URL(requestUrl);
  return !['data:', 'blob:', 'about:'].includes(url.protocol) && !loopback.has(url.hostname);
}

/**
 * Starts recording requests to any host other than loopback for the rest of the page's life.
 * Call it before `page.goto`; the returned list fills as the page loads and runs.
 */
export function recordOffsiteRequests(page: Page): string[] {
  const offsite: string[] = [];
  page.on('request', (request) => {
    if (isOffsite(request.url())) offsite.push(request.url());
  });
  return offsite;
}

/** Switches the page to a colour theme the way Rspress's appearance switch does, without transitions. */
async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate((dark) => {
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.classList.toggle('rp-dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  }, theme === 'dark');
}

const preloaded = new WeakSet<Page>();

/**
 * Makes axe-core part of every document the page loads from now on, as an init script. For a page that runs axe
 * on many loads in turn (routes.spec.ts) this costs about 0.2 s of CPU less per load than injecting it after each
 * load: Chromium compiles the same init script once per renderer process, while an injected copy travels through the
 * DevTools protocol and is compiled again every time.
 */
export async function preloadAxe(page: Page): Promise<void> {
  if (preloaded.has(page)) return;
  preloaded.add(page);
  await page.addInitScript({ path: axeSource });
}

/** Injects axe-core into the page unless it has it already. */
async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
}

/**
 * Runs axe-core on the page, injecting it first if the page does not have it yet; on `include` only, if given.
 * `seriousOnly`: only the rules that can report a serious or critical violation. axe gives every result of a rule
 * the rule's own impact (axe-core's finalizeRuleResult), so the 32 rules whose impact is minor or moderate (landmarks,
 * heading order, region...) never report one: skipping them leaves the serious results as they are and takes about
 * a third off the rest of a run. The list keeps axe's own default otherwise (no experimental or deprecated rule).
 * Without axe's rule table (a private field) every rule runs.
 */
async function runAxe(
  page: Page,
  options: RunOptions,
  include: string[] = [],
  seriousOnly = false,
): Promise<AxeResults> {
  await injectAxe(page);
  // A popover still fading in has see-through text: axe would measure a contrast that no reader sees for long.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
  return page.evaluate(
    ([opts, parts, onlySerious]) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      type Rule = { id: string; impact?: string; enabled: boolean; tags: string[] };
      const audit = (axe as unknown as { _audit?: { rules?: Rule[]; tagExclude?: string[] } })._audit;
      // The rules a run without `runOnly` takes: enabled, and not tagged experimental or deprecated (axe's tagExclude).
      const exclude = audit?.tagExclude ?? ['experimental', 'deprecated'];
      const run =
        onlySerious && audit?.rules && opts.runOnly === undefined
          ? {
              ...opts,
              runOnly: {
                type: 'rule' as const,
                values: audit.rules
                  .filter((rule) => rule.enabled && !rule.tags.some((tag) => exclude.includes(tag)))
                  .filter((rule) => rule.impact !== 'minor' && rule.impact !== 'moderate')
                  .map((rule) => rule.id),
              },
            }
          : opts;
      return axe.run(parts.length > 0 ? { include: parts.map((part) => [part]) } : document, run);
    },
    [options, include, seriousOnly] as const,
  );
}

/** One line per serious or critical axe violation: rule, impact and the elements concerned. */
function serious(results: AxeResults, theme: string): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `[${theme}] ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * The colour contexts whose contrast axe has already measured, per theme: a test run that sweeps many pages passes
 * one to {@link seriousA11yViolations} so that each context is measured once (see {@link markNewColourContexts}).
 */
export type ContrastMemory = { light: Set<string>; dark: Set<string> };

/** A fresh {@link ContrastMemory}. */
export const contrastMemory = (): ContrastMemory => ({ light: new Set(), dark: new Set() });

/**
 * Marks the visible elements whose colour context is not in `seen`, and returns the new contexts:
 * - with `data-axe-contrast`, every element holding text. Its context is what axe's `color-contrast` computes a ratio
 *   from: the text's colour, size, weight and shadow, and every ancestor background (colour, image, opacity, filter,
 *   blend mode, positioning) down to the first opaque one;
 * - with `data-axe-link`, every link. Its context is what `link-in-text-block` decides from: the link's colour,
 *   weight, underline and bottom border, the colour of the text around it, whether it sits among text, and the same
 *   backgrounds.
 * Two elements with the same context get the same result, so measuring one of them is enough.
 */
async function markNewColourContexts(page: Page, seen: Set<string>): Promise<string[]> {
  return page.evaluate(
    (known) => {
      const seenBefore = new Set(known);
      const fresh = new Set<string>();
      const chains = new Map<Element, string>();
      const transparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);
      /** The backgrounds behind an element's text, from the element up to the first opaque one. */
      const chain = (element: Element | null): string => {
        if (!element) return '';
        const known = chains.get(element);
        if (known !== undefined) return known;
        const style = getComputedStyle(element);
        const own = [
          transparent(style.backgroundColor) ? '' : style.backgroundColor,
          style.backgroundImage === 'none' ? '' : style.backgroundImage,
          style.opacity === '1' ? '' : `opacity ${style.opacity}`,
          style.filter === 'none' ? '' : `filter ${style.filter}`,
          style.mixBlendMode === 'normal' ? '' : `blend ${style.mixBlendMode}`,
          style.position === 'static' || style.position === 'relative' ? '' : style.position,
        ]
          .filter(Boolean)
          .join(' ');
        const opaque = !transparent(style.backgroundColor) && !style.backgroundColor.startsWith('rgba');
        const result = opaque ? own : `${own}/${chain(element.parentElement)}`;
        chains.set(element, result);
        return result;
      };
      const visible = (element: Element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      /** Marks the element when its context is new. */
      const mark = (element: Element, attribute: string, context: string) => {
        if (seenBefore.has(context)) return;
        element.setAttribute(attribute, '');
        fresh.add(context);
      };
      for (const element of document.querySelectorAll('[data-axe-contrast], [data-axe-link]')) {
        element.removeAttribute('data-axe-contrast');
        element.removeAttribute('data-axe-link');
      }
      const holders = new Set<Element>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() && node.parentElement) holders.add(node.parentElement);
      }
      for (const element of holders) {
        if (!visible(element)) continue;
        const style = getComputedStyle(element);
        const context = [style.color, style.fontSize, style.fontWeight, style.textShadow, chain(element)].join('|');
        mark(element, 'data-axe-contrast', context);
      }
      for (const link of document.querySelectorAll('a[href], [role=link]')) {
        const parent = link.parentElement;
        if (!parent || !visible(link)) continue;
        const style = getComputedStyle(link);
        const around = getComputedStyle(parent);
        const amongText = [...parent.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        const context = [
          'link',
          style.color,
          style.fontWeight,
          style.textDecorationLine,
          style.textDecorationStyle,
          style.borderBottomStyle,
          style.borderBottomWidth,
          style.borderBottomColor,
          around.color,
          around.display,
          amongText,
          chain(link),
        ].join('|');
        mark(link, 'data-axe-link', context);
      }
      return [...fresh];
    },
    [...seen],
  );
}

/**
 * Points `color-contrast` and `link-in-text-block` at the marked elements only, for the page's next axe runs
 * ({@link resetRules} undoes it).
 */
async function rulesOnMarked(page: Page): Promise<void> {
  await page.evaluate(() => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    axe.configure({
      rules: [
        { id: 'color-contrast', selector: '[data-axe-contrast]' },
        { id: 'link-in-text-block', selector: '[data-axe-link]' },
      ],
    });
  });
}

/** axe's rules as it ships them. */
async function resetRules(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { axe: typeof import('axe-core') }).axe.reset());
}

/**
 * Serious and critical axe violations of the loaded page: every rule in the light theme, then the colour
 * rules again in the dark theme (the only ones the theme can change). With `memory`, the colour rules
 * (`color-contrast`, `link-in-text-block`) look only at the elements whose colour context no earlier page of the run
 * showed, in one axe run per theme (none in the dark theme when nothing is new); every other rule still runs on the
 * whole page.
 */
export async function seriousA11yViolations(page: Page, memory?: ContrastMemory): Promise<string[]> {
  await setTheme(page, 'light');
  if (!memory) {
    const light = await runAxe(page, { resultTypes: ['violations'] }, [], true);
    await setTheme(page, 'dark');
    const dark = await runAxe(page, { runOnly: ['color-contrast', 'link-in-text-block'], resultTypes: ['violations'] });
    return [...serious(light, 'light'), ...serious(dark, 'dark')];
  }
  await injectAxe(page);
  await rulesOnMarked(page);
  try {
    const freshLight = await markNewColourContexts(page, memory.light);
    const light = await runAxe(page, { resultTypes: ['violations'] }, [], true);
    for (const context of freshLight) memory.light.add(context);
    await setTheme(page, 'dark');
    const freshDark = await markNewColourContexts(page, memory.dark);
    const dark =
      freshDark.length > 0
        ? await runAxe(page, { runOnly: ['color-contrast', 'link-in-text-block'], resultTypes: ['violations'] })
        : undefined;
    for (const context of freshDark) memory.dark.add(context);
    return [...serious(light, 'light'), ...(dark ? serious(dark, 'dark') : [])];
  } finally {
    await resetRules(page);
  }
}

/** The serious and critical violations of a run of every rule, in the page's current theme: what the serious-only
 * run of {@link seriousA11yViolations} must find too (a11y.spec.ts compares them). */
export async function seriousOfEveryRule(page: Page): Promise<string[]> {
  return serious(await runAxe(page, { resultTypes: ['violations'] }), 'light');
}

/** Serious and critical WCAG 2.1 A and AA violations inside some parts of the page, in its current theme. */
export async function seriousViolationsIn(page: Page, include: string[]): Promise<string[]> {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  const results = await runAxe(page, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }, include);
  return serious(results, 'current');
}

/** The elements (their selectors) that break some axe rules, any impact, in the page's current theme. */
export async function axeRuleTargets(page: Page, rules: string[]): Promise<string[]> {
  const results = await runAxe(page, { runOnly: rules, resultTypes: ['violations'] });
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
