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

/** Runs axe-core on the page, injecting it first if the page does not have it yet; on `include` only, if given. */
async function runAxe(page: Page, options: RunOptions, include: string[] = []): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
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
    ([opts, parts]) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      return axe.run(parts.length > 0 ? { include: parts.map((part) => [part]) } : document, opts);
    },
    [options, include] as const,
  );
}

/** One line per serious or critical axe violation: rule, impact and the elements concerned. */
function serious(results: AxeResults, theme: string): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `[${theme}] ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Serious and critical axe violations of the loaded page: every rule in the light theme, then the colour
 * rules again in the dark theme (the only ones the theme can change).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await setTheme(page, 'light');
  const light = await runAxe(page, { resultTypes: ['violations'] });
  await setTheme(page, 'dark');
  const dark = await runAxe(page, { runOnly: ['color-contrast', 'link-in-text-block'], resultTypes: ['violations'] });
  return [...serious(light, 'light'), ...serious(dark, 'dark')];
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
