// Landmarks for screen-reader users (issue 41, S3): the visually hidden hint for AI agents was the first thing read on
// every page, outside every landmark (every axe `region` hit). S2: no page had a `contentinfo` (the doc footer sits in
// <main>, the home page had none). S7: the blog index had two empty asides. S12: the home link read "logo Rslib".
import { expect, readOnlyTest as test } from './fixtures';
import { axeRuleTargets } from './gates';
import { templateRoutes } from './templates';

const routes = (await templateRoutes()).filter(({ why }) => why !== 'page:404');

test('S3, S2, S7, S12: the AI hint inside <main>, no content outside landmarks, one contentinfo outside <main>, no empty complementary landmark, the home link named "Rslib"', async ({
  page,
}) => {
  test.slow();
  const problems: string[] = [];
  for (const { route } of routes) {
    await page.goto(route);
    const hint = page.locator('.rp-llms-hint');
    await expect(hint, route).toHaveCount(1);
    if (!(await hint.evaluate((el) => !!el.closest('main')))) problems.push(`${route}: the hint is outside <main>`);
    for (const target of await axeRuleTargets(page, ['region'])) problems.push(`${route}: ${target}`);
    const footer = page.getByRole('contentinfo');
    if ((await footer.count()) !== 1) problems.push(`${route}: ${await footer.count()} contentinfo landmarks`);
    else if (await footer.evaluate((el) => !!el.closest('main')))
      problems.push(`${route}: the contentinfo is in <main>`);
    for (const aside of await page.getByRole('complementary').all())
      if (!(await aside.evaluate((el) => el.textContent?.trim()))) problems.push(`${route}: an empty complementary`);
    const home = page.getByRole('banner').getByRole('link', { name: 'Rslib', exact: true });
    if ((await home.count()) !== 1) problems.push(`${route}: no home link named "Rslib"`);
  }
  expect(problems).toEqual([]);
});
