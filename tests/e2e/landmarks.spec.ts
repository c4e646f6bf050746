// Landmarks for screen-reader users (issue 41, S3): the visually hidden hint for AI agents was the first thing read on
// every page, outside every landmark (every axe `region` hit).
import { expect, readOnlyTest as test } from './fixtures';
import { axeRuleTargets } from './gates';
import { templateRoutes } from './templates';

const routes = (await templateRoutes()).filter(({ why }) => why !== 'page:404');

test('S3: the hint for AI agents is inside <main>, and axe finds no content outside landmarks', async ({ page }) => {
  test.slow();
  const problems: string[] = [];
  for (const { route } of routes) {
    await page.goto(route);
    const hint = page.locator('.rp-llms-hint');
    await expect(hint, route).toHaveCount(1);
    if (!(await hint.evaluate((el) => !!el.closest('main')))) problems.push(`${route}: the hint is outside <main>`);
    for (const target of await axeRuleTargets(page, ['region'])) problems.push(`${route}: ${target}`);
  }
  expect(problems).toEqual([]);
});
