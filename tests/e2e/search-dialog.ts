// What search.spec.ts and search-a11y.spec.ts both look at in the search dialog.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The search dialog. */
export const modal = (page: Page) => page.locator('.DocSearch-Modal');

/** Issue 19, item 9: on the no-results screen, the icon is centred over its text. */
export async function expectNoResultsIconCentred(screen: Locator): Promise<void> {
  const centre = async (selector: string) => {
    const box = await screen.locator(selector).first().boundingBox();
    return (box?.x ?? 0) + (box?.width ?? 0) / 2;
  };
  expect(
    Math.abs((await centre('.DocSearch-Screen-Icon svg')) - (await centre('.DocSearch-Title'))),
    'the no-results icon is centred over the text',
  ).toBeLessThan(2);
}
