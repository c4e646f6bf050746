import type { Page } from '@playwright/test';

/** Scrolls like a reader does, in steps, so the page sees a stream of scroll events. */
export async function scrollTo(page: Page, y: number) {
  await page.evaluate(async (target) => {
    const step = target > window.scrollY ? 120 : -120;
    while (Math.abs(target - window.scrollY) > Math.abs(step)) {
      window.scrollBy(0, step);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, target);
  }, y);
}
