import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const PAGES = [
  '/',
  '/templates',
  '/templates/cin-001',
  '/builder',
  '/refiner',
  '/variants',
  '/checker',
  '/submit',
  '/guide',
  '/sora2-invite-code',
  '/faq',
  '/about',
  '/privacy',
  '/terms',
  '/no-such-page',
];
const zhOf = (path: string) => (path === '/' ? '/zh' : `/zh${path}`);

/** axe violations as short readable lines (rule, impact, first offending nodes). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

// axe over a page of 64 template cards takes a while on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

for (const path of PAGES) {
  for (const url of [path, zhOf(path)]) {
    test(`axe finds no violations on ${url}`, async ({ page }) => {
      await page.goto(url);
      expect(await violations(page)).toEqual([]);
    });
  }
}

test.describe('open states', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const url of ['/guide', '/zh/guide']) {
    test(`the open mobile menu has no violations on ${url}`, async ({ page }) => {
      await page.goto(url);
      await page.locator('button[aria-controls="mobile-menu"]').click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
