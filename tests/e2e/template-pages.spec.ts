// One page per template (tests/e2e/templates.ts), both languages, each loaded once for two audits of what every page
// of a template shares:
// - landmarks (issue 41): S3 the AI hint inside <main> and no content outside landmarks, S2 one contentinfo outside
//   <main>, S7 no empty complementary landmark, S12 the home link named "Rslib" (the 404 pages are left out);
// - sizes (issue 19, the 692 px Source icon): no icon or image renders larger than its intended box, at a desktop and
//   a phone width.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeRuleTargets } from './gates';
import { templateRoutes } from './templates';

const routes = await templateRoutes();

/**
 * Every rendered `<svg>` (outside other SVGs) and `<img>` of the page that is larger than its intended box:
 * - an `<svg>`: its `width`/`height` attributes (px or em), or its `viewBox` when it has none;
 * - an `<img>`: its `width`/`height` attributes, or the image's own size (never upscaled);
 * - an image in the doc content is also never wider than the content column.
 */
function oversized(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const slack = 0.5;
    const found: string[] = [];
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"${el.getAttribute('src') ? ` src="${el.getAttribute('src')}"` : ''}> in ${el.parentElement?.className || el.parentElement?.tagName}`;
    /** An attribute length in CSS pixels: a number, `px` or `em`; relative lengths have no fixed box. */
    const length = (el: Element, name: string): number | undefined => {
      const value = el.getAttribute(name)?.trim();
      if (!value) return undefined;
      const match = /^([\d.]+)(px|em)?$/.exec(value);
      if (!match) return undefined;
      const n = Number(match[1]);
      return match[2] === 'em' ? n * Number.parseFloat(getComputedStyle(el).fontSize) : n;
    };
    for (const el of document.querySelectorAll('svg, img')) {
      if (el.tagName.toLowerCase() === 'svg' && el.parentElement?.closest('svg')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      let intended: { width: number; height: number } | undefined;
      if (el instanceof HTMLImageElement) {
        intended = {
          width: length(el, 'width') ?? el.naturalWidth,
          height: length(el, 'height') ?? el.naturalHeight,
        };
      } else {
        const viewBox = (el as SVGSVGElement).viewBox.baseVal;
        const width = length(el, 'width') ?? (viewBox?.width || undefined);
        const height = length(el, 'height') ?? (viewBox?.height || undefined);
        if (width === undefined || height === undefined) {
          found.push(`${describe(el)}: no width, height or viewBox, drawn at ${box.width}×${box.height}`);
          continue;
        }
        intended = { width, height };
      }
      if (box.width > intended.width + slack || box.height > intended.height + slack) {
        found.push(
          `${describe(el)}: drawn at ${Math.round(box.width)}×${Math.round(box.height)}, meant for ${intended.width}×${intended.height}`,
        );
      }
      const column = el.closest('.rp-doc');
      if (el instanceof HTMLImageElement && column) {
        const right = column.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(column).paddingRight);
        if (box.right > right + slack) found.push(`${describe(el)}: overflows the content column`);
      }
    }
    return found;
  });
}

/** S3, S2, S7, S12 on the loaded page: what is wrong, each line naming the route. */
async function landmarkProblems(page: Page, route: string): Promise<string[]> {
  const problems: string[] = [];
  const hint = page.locator('.rp-llms-hint');
  await expect(hint, route).toHaveCount(1);
  if (!(await hint.evaluate((el) => !!el.closest('main')))) problems.push(`${route}: the hint is outside <main>`);
  for (const target of await axeRuleTargets(page, ['region'])) problems.push(`${route}: ${target}`);
  const footer = page.getByRole('contentinfo');
  if ((await footer.count()) !== 1) problems.push(`${route}: ${await footer.count()} contentinfo landmarks`);
  else if (await footer.evaluate((el) => !!el.closest('main'))) problems.push(`${route}: the contentinfo is in <main>`);
  for (const aside of await page.getByRole('complementary').all())
    if (!(await aside.evaluate((el) => el.textContent?.trim()))) problems.push(`${route}: an empty complementary`);
  const home = page.getByRole('banner').getByRole('link', { name: 'Rslib', exact: true });
  if ((await home.count()) !== 1) problems.push(`${route}: no home link named "Rslib"`);
  return problems;
}

// Four tests of a quarter of the pages each, so that both workers share them; within a test the pages load in a warm context.
const size = Math.ceil(routes.length / 4);
const chunks = [0, 1, 2, 3].map((n) => routes.slice(n * size, n * size + size)).filter((chunk) => chunk.length > 0);

for (const chunk of chunks) {
  test(`landmarks (S3, S2, S7, S12) and icon and image sizes: ${chunk.map(({ route }) => route).join(' ')}`, async ({
    page,
  }) => {
    test.slow();
    const landmarks: string[] = [];
    const sizes: string[] = [];
    for (const { route, why } of chunk) {
      test.info().annotations.push({ type: 'template', description: `${route}: ${why}` });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(route);
      if (why !== 'page:404') landmarks.push(...(await landmarkProblems(page, route)));
      // Images count once they have loaded: an image still loading has no size of its own yet. Lazy images below
      // the fold are asked to load now, so they are measured too.
      await page.evaluate(() => {
        for (const img of document.images) img.loading = 'eager';
      });
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      for (const found of await oversized(page)) sizes.push(`${route} at 1440 px: ${found}`);
      await page.setViewportSize({ width: 390, height: 844 });
      for (const found of await oversized(page)) sizes.push(`${route} at 390 px: ${found}`);
    }
    expect(landmarks, 'landmarks').toEqual([]);
    expect(sizes, 'icons and images larger than their box').toEqual([]);
  });
}
