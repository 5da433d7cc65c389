import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const LANGS = [
  {
    lang: 'en',
    path: '/variants',
    label: 'Prompt to vary',
    generate: 'Generate 3 Variants',
    min: 'At least 10 characters',
    max: 'Max: 2,000',
    limit: 'Limit reached!',
    levels: ['Light', 'Medium', 'Heavy'],
    match: /^\d+% match$/,
    expandAll: 'Expand All',
    collapseAll: 'Collapse All',
    copy: 'Copy',
    loading: 'AI may take 10–30 seconds.',
    offline: 'Made offline by the built-in engine',
    failed: 'Optimization failed',
  },
  {
    lang: 'zh',
    path: '/zh/variants',
    label: '要生成变体的提示词',
    generate: '生成 3 个变体',
    min: '至少 10 个字符',
    max: '上限：2,000',
    limit: '已达上限！',
    levels: ['轻度', '中度', '深度'],
    match: /^相似度 \d+%$/,
    expandAll: '全部展开',
    collapseAll: '全部收起',
    copy: '复制',
    loading: 'AI 可能需要 10–30 秒。',
    offline: '由内置引擎离线生成',
    failed: '优化失败',
  },
] as const;

/** A typical prompt: subject, setting, light, camera and motion. */
const PROMPT =
  'A ceramic coffee cup on a wooden table by the window, morning light, steam rising slowly. Static close-up, shallow depth of field.';

const API_ANSWER = {
  variants: [
    // Out of order on purpose: the cards still read light, medium, heavy.
    {
      level: 'heavy',
      prompt: 'A stop-motion clay coffee cup hops across a paper table as cut-out steam curls up.',
      similarity: 0.31,
      changes: ['Direction: stop-motion clay animation'],
    },
    {
      level: 'light',
      prompt: `${PROMPT} Warm backlight makes the steam glow.`,
      similarity: 0.91,
      changes: ['Lighting: warm backlight on the steam'],
    },
    {
      level: 'medium',
      prompt: `${PROMPT.replace('Static close-up', 'Slow orbit at 85mm')}`,
      similarity: 0.72,
      changes: ['Camera: slow orbit', 'Lens: 85mm'],
    },
  ],
  source: 'ai',
  model: 'universal',
  settings: { duration: '15s' },
};

const LEVEL_IDS = ['light', 'medium', 'heavy'] as const;
const card = (page: Page, level: string) => page.getByTestId(`result-${level}`);

async function similarities(page: Page): Promise<number[]> {
  const values: number[] = [];
  for (const level of LEVEL_IDS) {
    values.push(
      Number(await card(page, level).getByTestId('similarity').getAttribute('data-value')),
    );
  }
  return values;
}

for (const L of LANGS) {
  test.describe(`variants (${L.lang})`, () => {
    test('length rules: 10 to 2000 characters and the counter texts', async ({ page }) => {
      await page.goto(L.path);
      const box = page.getByLabel(L.label);
      const button = page.getByRole('button', { name: L.generate });
      const counter = page.getByTestId('prompt-counter');
      await expect(button).toBeDisabled();
      await expect(counter).toContainText(L.min);
      await box.fill('         x');
      await expect(button).toBeDisabled();
      await box.fill('1234567890');
      await expect(button).toBeEnabled();
      await expect(counter).toContainText(L.max);
      await box.fill('x'.repeat(1800));
      await expect(counter).toHaveAttribute('data-state', 'warn');
      await box.fill('x'.repeat(2000));
      await expect(counter).toContainText(L.limit);
      await expect(box).toHaveAttribute('maxlength', '2000');
    });

    test('a full run through the API: three cards with similarity and changes', async ({
      page,
    }) => {
      const bodies: unknown[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/generate-variants', async (route) => {
        bodies.push(route.request().postDataJSON());
        await held;
        await route.fulfill({ json: API_ANSWER });
      });
      await page.goto(L.path);
      await page.getByText(/^10/).first().click();
      await page.getByLabel(L.label).fill(PROMPT);
      await page.getByRole('button', { name: L.generate }).click();
      await expect(page.getByTestId('loading-notice')).toContainText(L.loading);
      await expect(page.getByTestId('results-status')).toContainText(L.loading);
      await expect(page.locator('form button[type="submit"]')).toBeDisabled();
      release();

      for (const [index, level] of LEVEL_IDS.entries()) {
        const c = card(page, level);
        await expect(c.locator('h3')).toContainText(L.levels[index]!);
        await expect(c.getByTestId('similarity')).toHaveText(L.match);
        const answer = API_ANSWER.variants.find((v) => v.level === level)!;
        await expect(c.getByTestId('result-text')).toHaveText(answer.prompt);
        await expect(c.getByTestId('changes').getByRole('listitem')).toHaveText(answer.changes);
        await expect(c.locator('[data-stat="match"] dd')).toHaveText(
          `${Math.round(answer.similarity * 100)}%`,
        );
      }
      expect(await similarities(page)).toEqual([91, 72, 31]);
      expect(bodies).toEqual([
        {
          prompt: PROMPT,
          levels: ['light', 'medium', 'heavy'],
          duration: '10s',
          language: 'en',
          model: 'universal',
        },
      ]);
      await expect(page.getByTestId('offline-note')).toHaveCount(0);
      await expect(page.locator('[data-level]').first()).toHaveAttribute('data-level', 'light');
    });

    for (const failure of ['aborted', 'a 500 answer'] as const) {
      test(`the built-in engine takes over when the API fails (${failure}); similarity falls light → heavy`, async ({
        page,
      }) => {
        await page.route('**/api/generate-variants', (route) =>
          failure === 'aborted'
            ? route.abort()
            : route.fulfill({ status: 500, json: { error: 'Internal Server Error' } }),
        );
        await page.goto(L.path);
        await page.getByLabel(L.label).fill(PROMPT);
        await page.getByRole('button', { name: L.generate }).click();
        await expect(page.getByTestId('offline-note')).toContainText(L.offline);
        const [light, medium, heavy] = await similarities(page);
        expect(light).toBeGreaterThanOrEqual(medium!);
        expect(medium).toBeGreaterThanOrEqual(heavy!);
        expect(light).toBeLessThanOrEqual(100);
        const texts = await page.getByTestId('result-text').allTextContents();
        expect(texts).toHaveLength(3);
        expect(new Set(texts).size).toBe(3);
        for (const text of texts) expect(text).not.toBe(PROMPT);
      });
    }

    test('the real API answers: similarity falls light → heavy, no offline mark', async ({
      page,
    }) => {
      const answered = page.waitForResponse('**/api/generate-variants');
      await page.goto(L.path);
      await page.getByLabel(L.label).fill(PROMPT);
      await page.getByRole('button', { name: L.generate }).click();
      expect((await answered).status()).toBe(200);
      await expect(card(page, 'heavy').getByTestId('similarity')).toHaveText(L.match);
      const [light, medium, heavy] = await similarities(page);
      expect(light).toBeGreaterThanOrEqual(medium!);
      expect(medium).toBeGreaterThanOrEqual(heavy!);
      await expect(page.getByTestId('offline-note')).toHaveCount(0);
    });

    test('expand all and collapse all', async ({ page }) => {
      await page.route('**/api/generate-variants', (route) => route.fulfill({ json: API_ANSWER }));
      await page.goto(L.path);
      await page.getByLabel(L.label).fill(PROMPT);
      await page.getByRole('button', { name: L.generate }).click();
      // All three start open, side by side.
      for (const level of LEVEL_IDS) {
        await expect(card(page, level).locator('h3 button')).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      }
      await page.getByRole('button', { name: L.collapseAll }).click();
      for (const level of LEVEL_IDS) {
        await expect(card(page, level).locator('h3 button')).toHaveAttribute(
          'aria-expanded',
          'false',
        );
        await expect(card(page, level).getByTestId('preview')).toBeVisible();
        // The similarity stays visible on a closed card.
        await expect(card(page, level).getByTestId('similarity')).toBeVisible();
      }
      await card(page, 'heavy').locator('h3 button').click();
      await expect(card(page, 'heavy').getByRole('region')).toBeVisible();
      await page.getByRole('button', { name: L.expandAll }).click();
      for (const level of LEVEL_IDS) {
        await expect(card(page, level).getByRole('region')).toBeVisible();
      }
      await expect(page.getByRole('button', { name: L.collapseAll })).toBeVisible();
    });

    test('copy reads back from the clipboard', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.route('**/api/generate-variants', (route) => route.fulfill({ json: API_ANSWER }));
      await page.goto(L.path);
      await page.getByLabel(L.label).fill(PROMPT);
      await page.getByRole('button', { name: L.generate }).click();
      await card(page, 'heavy').getByRole('button', { name: L.copy, exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(API_ANSWER.variants[0]!.prompt);
    });

    test('the error card appears when the built-in engine fails too', async ({ page }) => {
      await page.goto(L.path);
      await page.route('**/api/generate-variants', (route) =>
        route.fulfill({ status: 500, json: { error: 'Internal Server Error' } }),
      );
      // Registered after the page loaded: only the engine chunk requested on demand fails
      // (the page's own route chunk is also named variants-*.js and is already loaded).
      await page.route(/\/assets\/variants-[\w-]+\.js$/, (route) => route.abort());
      await page.getByLabel(L.label).fill(PROMPT);
      await page.getByRole('button', { name: L.generate }).click();
      await expect(page.getByTestId('error-card')).toContainText(L.failed);
      await expect(page.getByTestId('result-light')).toHaveCount(0);
    });

    test('?prompt= fills the box', async ({ page }) => {
      await page.goto(`${L.path}?prompt=${encodeURIComponent(PROMPT)}`);
      await expect(page.getByLabel(L.label)).toHaveValue(PROMPT);
      await expect(page.getByRole('button', { name: L.generate })).toBeEnabled();
    });

    test('results, open cards and a diff have no axe violations', async ({ page }) => {
      await page.route('**/api/generate-variants', (route) => route.fulfill({ json: API_ANSWER }));
      await page.goto(L.path);
      await page.getByLabel(L.label).fill(PROMPT);
      await page.getByRole('button', { name: L.generate }).click();
      await expect(card(page, 'heavy')).toBeVisible();
      // All three cards start open here.
      await card(page, 'medium').locator('button[aria-pressed]').click();
      await expect(card(page, 'medium').getByTestId('diff-text')).toBeVisible();
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  });
}
