import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The visible strings the flows check, per language (the spec's texts in English). */
const LANGS = {
  en: {
    path: '/submit',
    submit: 'Submit for review',
    summaryTitle: 'Form Validation Failed',
    summaryOne: '(1 error)',
    summaryMany: (n: number) => `(${n} errors)`,
    promptRequired: 'Please enter your prompt',
    promptTooShort: (n: number) => `Prompt must be at least 50 characters (currently ${n})`,
    categoryRequired: 'Please select a category',
    tagsRequired: 'Please add at least one tag',
    safety: (remaining: number) =>
      `Please confirm all 7 safety requirements (${remaining} remaining)`,
    videoUrlInvalid: 'Please enter a valid link',
    category: 'Cinematic',
    add: 'Add',
    removeTag: (tag: string) => `Remove tag ${tag}`,
    success: 'will review it and publish it in the template library once it is approved',
    another: 'Submit another',
  },
  zh: {
    path: '/zh/submit',
    submit: '提交审核',
    summaryTitle: '表单校验未通过',
    summaryOne: '共 1 处错误',
    summaryMany: (n: number) => `共 ${n} 处错误`,
    promptRequired: '请填写提示词',
    promptTooShort: (n: number) => `提示词至少需要 50 个字符（当前 ${n} 个）`,
    categoryRequired: '请选择一个分类',
    tagsRequired: '请至少添加一个标签',
    safety: (remaining: number) => `请确认全部 7 项安全要求（还剩 ${remaining} 项）`,
    videoUrlInvalid: '请输入以 http:// 或 https:// 开头的有效链接',
    category: '电影感',
    add: '添加',
    removeTag: (tag: string) => `删除标签“${tag}”`,
    success: '通过后将发布到模板库',
    another: '再投一条',
  },
} as const;

const REQUIRED = [
  'consent-verified',
  'no-minors',
  'no-public-figures',
  'no-violence',
  'no-adult-content',
  'no-hate',
  'no-copyright',
];
const OPTIONAL = ['no-misinformation', 'fictional-disclosure'];
const PROMPT =
  'A slow dolly in on a ceramic mug on a wooden table, steam rising in warm morning light, shallow depth of field.';

const prompt = (page: Page) => page.locator('#submit-prompt');
const category = (page: Page) => page.locator('#submit-category');
const tagInput = (page: Page) => page.locator('#submit-tags');
const summary = (page: Page) => page.getByTestId('validation-summary');
const box = (page: Page, id: string) => page.locator(`#safety-${id}`);

/** The error text a control's aria-describedby points to (and that it is aria-invalid). */
async function expectFieldError(control: Locator, text: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  expect(errorId, 'aria-describedby names an error').toBeTruthy();
  await expect(control.page().locator(`[id="${errorId}"]`)).toContainText(text);
}

async function addTag(page: Page, tag: string) {
  await tagInput(page).fill(tag);
  await tagInput(page).press('Enter');
}

async function fillValid(page: Page, lang: (typeof LANGS)['en' | 'zh']) {
  await prompt(page).fill(`  ${PROMPT}  `);
  await category(page).selectOption({ label: lang.category });
  await addTag(page, '  golden hour ');
  await tagInput(page).fill('coffee');
  await page.getByRole('button', { name: lang.add, exact: true }).click();
  for (const id of REQUIRED) await box(page, id).check();
}

for (const [code, lang] of Object.entries(LANGS)) {
  test.describe(`submit (${code})`, () => {
    test('an empty submit shows every error, the plural summary, and focuses the prompt', async ({
      page,
    }) => {
      await page.goto(lang.path);
      await expect(summary(page)).toHaveCount(0);
      await page.getByRole('button', { name: lang.submit }).click();

      await expect(summary(page)).toContainText(lang.summaryTitle);
      await expect(summary(page)).toContainText(lang.summaryMany(4));
      await expect(summary(page)).toHaveAttribute('role', 'alert');
      await expectFieldError(prompt(page), lang.promptRequired);
      await expectFieldError(category(page), lang.categoryRequired);
      await expectFieldError(tagInput(page), lang.tagsRequired);
      await expect(page.locator('#submit-safety-error')).toHaveText(lang.safety(7));
      for (const id of REQUIRED) await expectFieldError(box(page, id), lang.safety(7));
      for (const id of OPTIONAL) await expect(box(page, id)).not.toHaveAttribute('aria-invalid');

      await expect(prompt(page)).toBeFocused();
      await expect(prompt(page)).toBeInViewport();
    });

    test('each error clears as its field is fixed, down to a singular summary', async ({
      page,
    }) => {
      await page.goto(lang.path);
      await page.getByRole('button', { name: lang.submit }).click();
      await expect(summary(page)).toContainText(lang.summaryMany(4));

      await prompt(page).fill('Too short prompt');
      await expectFieldError(prompt(page), lang.promptTooShort(16));
      await prompt(page).fill(PROMPT);
      await expect(prompt(page)).not.toHaveAttribute('aria-invalid');
      await expect(page.locator('#submit-prompt-error')).toHaveCount(0);
      await expect(summary(page)).toContainText(lang.summaryMany(3));

      await category(page).selectOption({ label: lang.category });
      await expect(category(page)).not.toHaveAttribute('aria-invalid');
      await expect(page.getByText(lang.categoryRequired)).toHaveCount(0);

      await addTag(page, 'drone');
      await expect(tagInput(page)).not.toHaveAttribute('aria-invalid');
      await expect(page.getByText(lang.tagsRequired)).toHaveCount(0);
      await expect(summary(page)).toContainText(lang.summaryOne);

      for (const id of REQUIRED.slice(0, 6)) await box(page, id).check();
      await expect(page.locator('#submit-safety-error')).toHaveText(lang.safety(1));
      await expect(box(page, REQUIRED[0]!)).not.toHaveAttribute('aria-invalid');
      await expectFieldError(box(page, REQUIRED[6]!), lang.safety(1));
      await box(page, REQUIRED[6]!).check();
      await expect(page.locator('#submit-safety-error')).toHaveCount(0);
      await expect(summary(page)).toHaveCount(0);

      // Nothing typed was lost on the way.
      await expect(prompt(page)).toHaveValue(PROMPT);
      await expect(page.getByRole('button', { name: lang.removeTag('drone') })).toBeVisible();
    });

    test('the page scrolls to the first error in the order prompt, category, tags, safety', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 700 });
      await page.goto(lang.path);
      const submitButton = page.getByRole('button', { name: lang.submit });

      await prompt(page).fill(PROMPT);
      await submitButton.click();
      await expect(category(page)).toBeFocused();
      await expect(category(page)).toBeInViewport();
      await expect(summary(page)).toContainText(lang.summaryMany(3));

      await category(page).selectOption({ label: lang.category });
      await submitButton.click();
      await expect(tagInput(page)).toBeFocused();
      await expect(tagInput(page)).toBeInViewport();

      await addTag(page, 'drone');
      await box(page, REQUIRED[0]!).check();
      await box(page, REQUIRED[1]!).check();
      await page.evaluate(() => window.scrollTo(0, 0));
      await submitButton.click();
      // The first unticked required confirmation.
      await expect(box(page, REQUIRED[2]!)).toBeFocused();
      await expect(box(page, REQUIRED[2]!)).toBeInViewport();
      await expect(page.locator('#submit-safety-error')).toHaveText(lang.safety(5));
      await expect(summary(page)).toContainText(lang.summaryOne);
    });

    test('tags are trimmed, repeats ignored, removable, and capped at 10', async ({ page }) => {
      await page.goto(lang.path);
      const add = page.getByRole('button', { name: lang.add, exact: true });
      await addTag(page, '  Golden Hour  ');
      await addTag(page, 'golden hour');
      await addTag(page, '   ');
      const list = page.locator('[data-field="tags"] ul li');
      await expect(list).toHaveCount(1);
      await expect(list.first()).toHaveText('Golden Hour');

      for (let i = 2; i <= 9; i += 1) await addTag(page, `tag ${i}`);
      await tagInput(page).fill('tag 10');
      await add.click();
      await expect(list).toHaveCount(10);
      await expect(page.getByTestId('tag-count')).toHaveText('10 / 10');
      await expect(tagInput(page)).toBeDisabled();
      await expect(add).toBeDisabled();

      await page.getByRole('button', { name: lang.removeTag('tag 5') }).click();
      await expect(list).toHaveCount(9);
      await expect(tagInput(page)).toBeEnabled();
      await expect(tagInput(page)).toBeFocused();
      await expect(add).toBeEnabled();
      await expect(page.getByTestId('tag-count')).toHaveText('9 / 10');
    });

    test('a video link must be a link', async ({ page }) => {
      await page.goto(lang.path);
      await fillValid(page, lang);
      const url = page.locator('#submit-video-url');
      await url.fill('not a link');
      await page.getByRole('button', { name: lang.submit }).click();
      await expectFieldError(url, lang.videoUrlInvalid);
      await expect(url).toBeFocused();
      await url.fill('https://example.com/clip.mp4');
      await expect(url).not.toHaveAttribute('aria-invalid');
      await expect(summary(page)).toHaveCount(0);
    });

    test('a valid submission is sent and kept locally with its reference, then Submit another starts over', async ({
      page,
    }) => {
      await page.goto(lang.path);
      const before = Date.now();
      await fillValid(page, lang);
      await box(page, OPTIONAL[1]!).check();
      await page.locator('#submit-video-url').fill('https://example.com/clip.mp4');
      await page.locator('#submit-notes').fill('  Works best at 15 s.  ');
      await page.getByRole('button', { name: lang.submit }).click();

      const success = page.getByTestId('submit-success');
      await expect(success).toContainText(lang.success);
      await expect(success.getByRole('heading', { level: 2 })).toBeFocused();
      const reference = await page.getByTestId('submit-reference').textContent();

      const stored = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('promptreel-submission-'))
          .map((key) => ({ key, value: JSON.parse(localStorage.getItem(key) ?? 'null') })),
      );
      expect(stored).toHaveLength(1);
      const [{ key, value }] = stored as [{ key: string; value: Record<string, unknown> }];
      expect(key).toMatch(
        /^promptreel-submission-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
      expect(value).toMatchObject({
        prompt: PROMPT,
        videoUrl: 'https://example.com/clip.mp4',
        categoryId: 'cinematic',
        tags: ['golden hour', 'coffee'],
        notes: 'Works best at 15 s.',
        safetyConfirmed: [true, true, true, true, true, true, true],
        language: code,
        reference,
      });
      const submittedAt = String(value.submittedAt);
      expect(submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Date.parse(submittedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(submittedAt)).toBeLessThanOrEqual(Date.now() + 1000);

      await page.getByRole('button', { name: lang.another }).click();
      await expect(success).toHaveCount(0);
      await expect(prompt(page)).toHaveValue('');
      await expect(prompt(page)).toBeFocused();
      await expect(category(page)).toHaveValue('');
      await expect(page.locator('[data-field="tags"] ul li')).toHaveCount(0);
      for (const id of [...REQUIRED, ...OPTIONAL]) await expect(box(page, id)).not.toBeChecked();
      await expect(summary(page)).toHaveCount(0);
      await expect(page.locator('#submit-video-url')).toHaveValue('');
    });

    test('a full storage does not stop the submission: it is sent, no copy is claimed', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        Storage.prototype.setItem = function setItem() {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      });
      await page.goto(lang.path);
      await fillValid(page, lang);
      await page.getByRole('button', { name: lang.submit }).click();

      const success = page.getByTestId('submit-success');
      await expect(success).toContainText(lang.success);
      await expect(success).toHaveAttribute('data-outcome', 'delivered');
      await expect(page.getByTestId('submit-reference')).toHaveText(/^[0-9a-f-]{36}$/);
      await expect(page.getByTestId('save-error')).toHaveCount(0);
    });

    test('axe finds no violations with every error shown', async ({ page }) => {
      await page.goto(lang.path);
      await page.getByRole('button', { name: lang.submit }).click();
      await expect(summary(page)).toBeVisible();
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  });
}
