import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { baseCopyCount } from '../../src/domain/data/invite-codes/copy-count.ts';
import { INVITE_CODES } from '../../src/domain/data/invite-codes/invite-codes.ts';
import { expect, test } from './fixtures.ts';

const LANGS = {
  en: {
    prefix: '',
    pagination: 'Invite code pages',
    page: (n: number) => `Page ${n}`,
    previous: 'Previous',
    next: 'Next',
    status: (page: number) => `Page ${page} of 6 · 47 codes`,
    copy: 'Copy code',
    copied: 'Copied',
    copies: (n: number) => `Copied ${n} times`,
    notIssued: 'We do not issue or sell invite codes',
    badges: ['Refreshed daily', 'Multiple uses', 'Keep trying different codes'],
    faqGuide: 'Read the prompt guide',
    faqTemplates: 'Browse templates',
    blocking: 'Abuse may lead to blocking',
    removed: 'Submitted templates that violate the guidelines may be removed',
  },
  zh: {
    prefix: '/zh',
    pagination: '邀请码分页',
    page: (n: number) => `第 ${n} 页`,
    previous: '上一页',
    next: '下一页',
    status: (page: number) => `第 ${page} / 6 页 · 共 47 个`,
    copy: '复制邀请码',
    copied: '已复制',
    copies: (n: number) => `已被复制 ${n} 次`,
    notIssued: '我们不发放、不出售邀请码',
    badges: ['每日更新', '可多人使用', '多试几个码'],
    faqGuide: '阅读创作指南',
    faqTemplates: '浏览模板库',
    blocking: '滥用可能导致封禁',
    removed: '违反规范的投稿模板随时可能被删除',
  },
} as const;

const INVITE_PATH = '/sora2-invite-code';
const cards = (page: Page) => page.getByTestId('invite-card');

async function codesOnScreen(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-code') ?? ''));
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

for (const [code, lang] of Object.entries(LANGS)) {
  test.describe(`invite codes (${code})`, () => {
    test('47 codes in 6 pages of 9, with first/last/neighbour page buttons', async ({ page }) => {
      await page.goto(`${lang.prefix}${INVITE_PATH}`);
      await expect(page.getByText(lang.notIssued)).toBeVisible();
      for (const badge of lang.badges) await expect(page.getByText(badge)).toBeVisible();

      const nav = page.getByRole('navigation', { name: lang.pagination });
      const pageLink = (n: number) => nav.getByRole('link', { name: lang.page(n), exact: true });
      const pageButtons = nav.getByRole('link', { name: /^(Page \d+|第 \d+ 页)$/ });

      await expect(cards(page)).toHaveCount(9);
      await expect(pageLink(1)).toHaveAttribute('aria-current', 'page');
      await expect(pageButtons).toHaveText(['1', '2', '6']);
      await expect(nav.locator('[aria-disabled="true"]')).toHaveText(lang.previous);

      const seen = new Set(await codesOnScreen(page));
      for (let n = 2; n <= 6; n += 1) {
        // Paging starts at the top of the page.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await nav.getByRole('link', { name: lang.next }).click();
        await expect(page).toHaveURL(new RegExp(`\\?page=${n}$`));
        await expect(page.getByTestId('invite-status')).toHaveText(lang.status(n));
        await expect(pageLink(n)).toHaveAttribute('aria-current', 'page');
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        for (const c of await codesOnScreen(page)) seen.add(c);
      }
      await expect(cards(page)).toHaveCount(2);
      await expect(pageButtons).toHaveText(['1', '5', '6']);
      await expect(nav.locator('[aria-disabled="true"]')).toHaveText(lang.next);
      expect([...seen].sort()).toEqual(INVITE_CODES.map((c) => c.code).sort());

      await pageLink(1).click();
      await expect(page).toHaveURL(new RegExp(`${INVITE_PATH}$`));
      await expect(cards(page).first()).toHaveAttribute('data-code', INVITE_CODES[0]!.code);
    });

    test('a ?page= link opens that page, with neighbour buttons around it', async ({ page }) => {
      await page.goto(`${lang.prefix}${INVITE_PATH}?page=4`);
      const nav = page.getByRole('navigation', { name: lang.pagination });
      await expect(page.getByTestId('invite-status')).toHaveText(lang.status(4));
      await expect(cards(page).first()).toHaveAttribute('data-code', INVITE_CODES[27]!.code);
      await expect(nav.getByRole('link', { name: /^(Page \d+|第 \d+ 页)$/ })).toHaveText([
        '1',
        '3',
        '4',
        '5',
        '6',
      ]);
      await nav.getByRole('link', { name: lang.previous }).click();
      await expect(page).toHaveURL(/\?page=3$/);
      await expect(cards(page).first()).toHaveAttribute('data-code', INVITE_CODES[18]!.code);
    });

    test('copying a code puts it on the clipboard and counts up, across reloads', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${lang.prefix}${INVITE_PATH}`);
      const first = INVITE_CODES[0]!.code;
      const card = cards(page).first();
      const base = baseCopyCount(first);
      await expect(card.getByTestId('invite-copies')).toHaveText(lang.copies(base));

      await card.getByRole('button', { name: lang.copy }).click();
      await expect(card.getByRole('button')).toHaveText(lang.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
      await expect(card.getByTestId('invite-copies')).toHaveText(lang.copies(base + 1));
      // "Copied" reads for 2 s, then the label returns.
      await expect(card.getByRole('button')).toHaveText(lang.copy, { timeout: 3500 });

      await card.getByRole('button', { name: lang.copy }).click();
      await expect(card.getByTestId('invite-copies')).toHaveText(lang.copies(base + 2));
      expect(
        await page.evaluate(() => JSON.parse(localStorage.getItem('promptreel-invite-copies')!)),
      ).toEqual({ [first]: 2 });

      await page.reload();
      await expect(cards(page).first().getByTestId('invite-copies')).toHaveText(
        lang.copies(base + 2),
      );
      // Other codes keep their base count.
      const second = INVITE_CODES[1]!.code;
      await expect(cards(page).nth(1).getByTestId('invite-copies')).toHaveText(
        lang.copies(baseCopyCount(second)),
      );
    });

    test('axe finds no violations on the invite codes', async ({ page }) => {
      await page.goto(`${lang.prefix}${INVITE_PATH}?page=2`);
      await expect(page.getByTestId('invite-status')).toHaveText(lang.status(2));
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test.describe(`faq (${code})`, () => {
    test('12 questions, one open at a time, collapsible, with links to guide and templates', async ({
      page,
    }) => {
      await page.goto(`${lang.prefix}/faq`);
      const items = page.getByTestId('faq-item');
      await expect(items).toHaveCount(12);
      const open = page.locator('[data-testid="faq-item"][open]');
      await expect(open).toHaveCount(0);

      await items.nth(0).locator('summary').click();
      await expect(items.nth(0)).toHaveAttribute('open', '');
      await expect(items.nth(0).locator('p')).toBeVisible();
      await items.nth(3).locator('summary').click();
      await expect(items.nth(3)).toHaveAttribute('open', '');
      await expect(items.nth(0)).not.toHaveAttribute('open');
      await expect(open).toHaveCount(1);

      // Keyboard works too, and the open one closes again.
      await items.nth(3).locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(open).toHaveCount(0);

      await expect(page.getByRole('link', { name: lang.faqGuide })).toHaveAttribute(
        'href',
        `${lang.prefix}/guide`,
      );
      await expect(page.getByRole('link', { name: lang.faqTemplates })).toHaveAttribute(
        'href',
        `${lang.prefix}/templates`,
      );
    });

    test('axe finds no violations with one answer open', async ({ page }) => {
      await page.goto(`${lang.prefix}/faq`);
      await page.getByTestId('faq-item').nth(1).locator('summary').click();
      await expect(page.locator('[data-testid="faq-item"][open]')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test.describe(`guide (${code})`, () => {
    test('capabilities, 8 rule categories, 5 practices, 8 terms and 2 resources', async ({
      page,
    }) => {
      await page.goto(`${lang.prefix}/guide`);
      const capabilities = page.locator('#capabilities');
      for (const claim of ['15', '25', '1080p', '4K']) {
        await expect(capabilities).toContainText(claim);
      }
      await expect(page.getByTestId('safety-category')).toHaveCount(8);
      const practices = page.getByTestId('practice-item');
      await expect(practices).toHaveCount(5);
      await practices.nth(2).locator('summary').click();
      await expect(practices.nth(2)).toHaveAttribute('open', '');
      await expect(page.getByTestId('glossary-term')).toHaveCount(8);
      for (const term of ['Dolly In / Out', 'Pan', 'Tilt', 'Tracking Shot', 'Crane Shot']) {
        await expect(page.locator('#glossary')).toContainText(term);
      }
      for (const term of ['Steadicam', 'Orbit', 'Zoom']) {
        await expect(page.locator('#glossary')).toContainText(term);
      }
      const external = page.locator('#resources a');
      await expect(external).toHaveCount(2);
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('href', /^https:\/\/(cookbook\.)?openai\.com\//);
      }
    });

    test('axe finds no violations with a best practice open', async ({ page }) => {
      await page.goto(`${lang.prefix}/guide`);
      await page.getByTestId('practice-item').first().locator('summary').click();
      await expect(page.getByTestId('practice-item').first()).toHaveAttribute('open', '');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test.describe(`about, privacy and terms (${code})`, () => {
    test('privacy names every local storage key and the contact details', async ({ page }) => {
      await page.goto(`${lang.prefix}/privacy`);
      const table = page.locator('#local table');
      for (const key of [
        'sora-prompt-favorites',
        'promptreel-history',
        'promptreel-builder-draft',
        'promptreel-submission-*',
        'promptreel-invite-copies',
        'language',
      ]) {
        await expect(table.getByText(key, { exact: true })).toBeVisible();
      }
      const contact = page.locator('#contact');
      await expect(contact.getByRole('link', { name: 'hello@promptreel.app' })).toHaveAttribute(
        'href',
        'mailto:hello@promptreel.app',
      );
      await expect(
        contact.getByRole('link', { name: 'promptreel.app', exact: true }),
      ).toHaveAttribute('href', 'https://promptreel.app');
    });

    test('terms mention IP blocking and removal of violating templates', async ({ page }) => {
      await page.goto(`${lang.prefix}/terms`);
      await expect(page.locator('#use')).toContainText(lang.blocking);
      await expect(page.locator('#use')).toContainText('IP');
      await expect(page.locator('#submissions')).toContainText(lang.removed);
      await expect(
        page.locator('#contact').getByRole('link', { name: 'hello@promptreel.app' }),
      ).toBeVisible();
    });

    for (const path of ['/about', '/privacy', '/terms']) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await page.goto(`${lang.prefix}${path}`);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
