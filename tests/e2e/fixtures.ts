import { test as base, expect, type Page } from '@playwright/test';

/**
 * Pages start their JavaScript after the first paint (docs/decisions/006), which can be after
 * the load event Playwright waits for. Every navigation through `page.goto` / `page.reload`
 * here also waits until React has hydrated (the root sets `data-hydrated` on <html>), so a
 * test never clicks a button that has no handler yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
