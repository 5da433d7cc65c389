import type { Page } from '@playwright/test';
import zhChecker from '../../src/web/i18n/locales/zh/checker.json' with { type: 'json' };
import { PAGE_PATHS, REVIEW_PATH } from '../../src/domain/site/routes.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 19, item 6, after the native read of 2026-11-26: every Chinese page is typeset as
 * Chinese. Next to a Chinese character there is no half-width comma, colon, semicolon, bracket,
 * question or exclamation mark or full stop, and no space follows a Chinese mark — in what a
 * person sees and in what a screen reader says (sr-only text, labels, placeholders). The read
 * found "示例: ", "(必填)", "错误 (3)" and card previews joined as "背景。 大雨", all written by
 * components between translated words. tests/e2e/chinese.spec.ts checks the words themselves.
 */

const HAN = String.raw`\p{Script=Han}`;
const HALF_WIDTH = new RegExp(
  [
    `${HAN}[,:;!?()]`, // 示例: / 标题(选填
    `[,:;!?()]${HAN}`, // , 当前步骤 / )的
    `${HAN}\\.(?!\\d)`, // 句子.
    `${HAN} [,:;!?()]`, // 错误 (3) / 标题 :
    `[，。：；！？、…] `, // 背景。 大雨 / 处理中…… AI
  ].join('|'),
  'u',
);

/**
 * The Chinese text of the page, one line each: visible text with every <details> open and the
 * parts marked lang="en" left out, then sr-only text, placeholders, aria-labels and titles.
 */
async function chineseLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines: string[] = [];
    const english = (el: Element) => el.closest('[lang="en"]') !== null;
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (english(el)) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(name);
        if (value) lines.push(value);
      }
    }
    for (const el of document.querySelectorAll('.sr-only')) {
      if (!english(el) && el.textContent) lines.push(el.textContent);
    }
    for (const details of document.querySelectorAll('details')) details.open = true;
    // The page is read and left: dropping the English parts is the simplest way to read the rest.
    for (const el of document.querySelectorAll('[lang="en"], script, style, svg')) el.remove();
    lines.push(...document.body.innerText.split('\n'));
    return lines.map((line) => line.trim()).filter(Boolean);
  });
}

function halfWidthLines(lines: readonly string[]): string[] {
  return [...new Set(lines.filter((line) => HALF_WIDTH.test(line)))];
}

test('the half-width check finds what the native read found', () => {
  expect(
    halfWidthLines([
      '示例: 近景',
      '标题(必填)',
      '错误 (3)',
      '背景。 大雨',
      '第 1 步：基础, 当前步骤',
    ]),
  ).toHaveLength(5);
  expect(
    halfWidthLines([
      '时长：15 秒，画幅 2.4:1。',
      '35mm 镜头',
      'A/B 版本',
      '错误（3）',
      'hello@promptreel.app',
    ]),
  ).toEqual([]);
});

const PATHS = [
  ...Object.values(PAGE_PATHS).map((path) => (path === '/' ? '/zh' : `/zh${path}`)),
  '/zh/templates/cin-001',
  '/zh/templates/edu-002',
  `/zh${REVIEW_PATH}`,
  '/zh/no-such-page',
];

for (const path of PATHS) {
  test(`${path} has no half-width punctuation in its Chinese`, async ({ page }) => {
    await page.goto(path);
    expect(halfWidthLines(await chineseLines(page))).toEqual([]);
  });
}

test('the checker’s result on a Chinese prompt is typeset as Chinese', async ({ page }) => {
  await page.goto('/zh/checker');
  await page.getByLabel(zhChecker.form.model, { exact: true }).selectOption('veo');
  await page
    .getByLabel(zhChecker.form.promptLabel, { exact: true })
    .fill('一个美丽的女孩在黎明的海边散步，镜头缓慢推镜头，然后向左摇。不要字幕。');
  await expect(page.getByTestId('check-score')).toBeVisible();
  await expect(page.locator('section[data-group]').first()).toBeVisible();
  expect(halfWidthLines(await chineseLines(page))).toEqual([]);
});
