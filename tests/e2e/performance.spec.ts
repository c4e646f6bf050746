import { firstLoad, htmlFileOf } from '../../scripts/lib/first-load.mjs';
import { expect, outDir, test } from './fixtures';

const localPath = (url: string) => new URL(url).pathname.replace(/^\//, '');

for (const route of ['/', '/guide/start/quick-start', '/zh/guide/start/quick-start', '/config/']) {
  test(`${route}: the browser loads exactly the scripts and stylesheets the budget counts`, async ({ page }) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const fetched: string[] = [];
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type === 'script') scripts.add(localPath(request.url()));
      else if (type === 'stylesheet') styles.add(localPath(request.url()));
      else if (type === 'fetch' || type === 'other') fetched.push(localPath(request.url()));
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    // Scroll through the page as a reader would: nothing else may load on the way.
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    const counted = firstLoad(outDir, htmlFileOf(route));
    expect([...scripts].sort()).toEqual(counted.js.map((f) => f.file).sort());
    expect([...styles].sort()).toEqual(counted.css.map((f) => f.file).sort());
    expect(fetched.filter((f) => f.includes('/static/search/'))).toEqual([]);
  });
}

test('a slow page change shows the progress bar, then removes it', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the next page's chunk so the change takes longer than the bar's 200 ms delay.
  const chunk = firstLoad(outDir, htmlFileOf('/guide/start/glossary')).js.find((f) => f.file.includes('/async/'));
  expect(chunk).toBeDefined();
  await page.route(`**/${chunk?.file}`, async (r) => {
    await held;
    await r.continue();
  });
  await page
    .locator('.rp-doc-layout__sidebar a[href="/guide/start/glossary"], aside a[href="/guide/start/glossary"]')
    .first()
    .click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a doc page: code blocks keep their token colours and their copy and wrap buttons; heading # links stay out of the Tab order, and callout text is readable in light mode', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/guide/start/quick-start');
  await test.step('heading # links stay out of the Tab order, and callout text is readable in light mode', async () => {
    const anchors = page.locator('a.rp-header-anchor');
    expect(await anchors.count()).toBeGreaterThan(3);
    expect(await anchors.evaluateAll((els) => els.filter((el) => el.getAttribute('tabindex') !== '-1').length)).toBe(0);
    const contrasts = await page.evaluate(() => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (rgb: string) => {
        const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      return [...document.querySelectorAll('.rp-callout')].map((callout) => {
        const fg = luminance(getComputedStyle(callout.querySelector('.rp-callout__title') ?? callout).color);
        // The callout's background is translucent over the page's white.
        const [r = 255, g = 255, b = 255, a = 1] = (
          getComputedStyle(callout).backgroundColor.match(/[\d.]+/g) ?? []
        ).map(Number);
        const mix = (c: number) => c * a + 255 * (1 - a);
        const bg = luminance(`rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`);
        return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      });
    });
    expect(contrasts.length).toBeGreaterThan(0);
    for (const ratio of contrasts) expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
  await test.step('code blocks keep their token colours and their copy and wrap buttons', async () => {
    const colours = await page.evaluate(() => {
      const token = document.querySelector('.rp-doc pre .sk-keyword, .rp-doc pre .sk-function, .rp-doc pre .sk-string');
      if (!token) return undefined;
      const probe = document.createElement('span');
      const kind = [...token.classList].find((c) => c.startsWith('sk-'))?.slice(3);
      probe.style.color = `var(--shiki-token-${kind})`;
      document.body.append(probe);
      const expected = getComputedStyle(probe).color;
      probe.remove();
      return { actual: getComputedStyle(token).color, expected, inherited: getComputedStyle(document.body).color };
    });
    expect(colours).toBeDefined();
    expect(colours?.actual).toBe(colours?.expected);
    expect(colours?.actual).not.toBe(colours?.inherited);

    const block = page
      .locator('.rp-codeblock')
      .filter({ has: page.locator('pre') })
      .first();
    await block.hover();
    // The icon is a mask on the button's ::before (theme/components/CodeButtonGroup/CodeButtonGroup.css).
    const copyButton = block.locator('.rp-code-copy-button');
    await expect(copyButton).toBeVisible();
    const icon = await copyButton.evaluate((el) => ({
      width: Number.parseFloat(getComputedStyle(el, '::before').width),
      mask: getComputedStyle(el, '::before').maskImage,
    }));
    expect(icon.width).toBeGreaterThan(10);
    expect(icon.mask).toMatch(/^url\("data:image\/svg\+xml/);
    await block.locator('.rp-code-copy-button').click();
    await expect(block.locator('.rp-code-copy-button')).toHaveClass(/rp-code-copy-button--copied/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe(((await block.locator('pre').textContent()) ?? '').trim());
    await block.locator('.rp-code-wrap-button').click();
    await expect(block.locator('.rp-code-wrap-button')).toHaveClass(/rp-code-wrap-button--wrapped/);
  });
});
