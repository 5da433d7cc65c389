import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** What each language shows; the flows below run once per language. */
const LANGS = [
  {
    lang: 'en',
    path: '/refiner',
    label: 'Original prompt',
    optimize: 'Optimize Prompt',
    min: 'At least 10 characters',
    max: 'Max: 2,000',
    limit: 'Limit reached!',
    levels: ['Light', 'Medium', 'Heavy'],
    expandAll: 'Expand All',
    collapseAll: 'Collapse All',
    copy: 'Copy',
    copied: 'Copied',
    loading: 'AI may take 10–30 seconds.',
    offline: 'Made offline by the built-in engine',
    failed: 'Optimization failed',
    config: 'Configuration',
    audio: /Audio suggestions/,
    animation: 'Animation',
    heavy: 'Heavy',
    showDiff: 'Show diff',
  },
  {
    lang: 'zh',
    path: '/zh/refiner',
    label: '原始提示词',
    optimize: '优化提示词',
    min: '至少 10 个字符',
    max: '上限：2,000',
    limit: '已达上限！',
    levels: ['轻度', '中度', '深度'],
    expandAll: '全部展开',
    collapseAll: '全部收起',
    copy: '复制',
    copied: '已复制',
    loading: 'AI 可能需要 10–30 秒。',
    offline: '由内置引擎离线生成',
    failed: '优化失败',
    config: '配置',
    audio: /音频建议/,
    animation: '动画',
    heavy: '深度',
    showDiff: '显示对比',
  },
] as const;

const PROMPT =
  'A red fox trots through a snowy birch forest at dawn, breath visible in the cold air, soft light between the trees.';

const API_ANSWER = {
  original: PROMPT,
  variants: {
    light: `${PROMPT} Warm golden rim light on the fur.`,
    medium: `${PROMPT} Slow dolly in on a 50mm lens, then a low tracking shot.`,
    heavy:
      'A hand-painted watercolour fox crosses a pale winter forest; ink-wash trees bleed into mist.',
  },
  changes: {
    light: ['Lighting: warm golden rim light'],
    medium: ['Camera: slow dolly in, low tracking shot', 'Lens: 50mm'],
    heavy: ['Direction: watercolour, ink-wash style'],
  },
  source: 'ai',
  model: 'universal',
  settings: { duration: '15s' },
};

const LEVEL_IDS = ['light', 'medium', 'heavy'] as const;
const card = (page: Page, level: string) => page.getByTestId(`result-${level}`);

/** The API answers with a fixed, valid result; returns the bodies it was sent. */
async function answerApi(page: Page) {
  const bodies: unknown[] = [];
  await page.route('**/api/optimize-prompt', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ json: API_ANSWER });
  });
  return bodies;
}

for (const L of LANGS) {
  test.describe(`refiner (${L.lang})`, () => {
    test('length rules: 10 to 2000 characters and the counter texts', async ({ page }) => {
      await page.goto(L.path);
      const box = page.getByLabel(L.label);
      const button = page.getByRole('button', { name: L.optimize });
      const counter = page.getByTestId('prompt-counter');

      await expect(button).toBeDisabled();
      await expect(counter).toContainText(L.min);
      await box.fill('123456789');
      await expect(button).toBeDisabled();
      await box.fill('1234567890');
      await expect(button).toBeEnabled();
      await expect(counter).toContainText(L.max);
      await expect(counter).toHaveAttribute('data-state', 'ok');

      await box.fill('x'.repeat(1800));
      await expect(counter).toHaveAttribute('data-state', 'warn');
      await expect(counter).toContainText(L.max);
      await expect(counter.getByText(L.max)).toHaveClass(/text-amber/);

      await box.fill('x'.repeat(2000));
      await expect(counter).toContainText(L.limit);
      await expect(counter).not.toContainText(L.max);
      await box.press('End');
      await page.keyboard.type('yz');
      await expect(box).toHaveValue('x'.repeat(2000));
      await expect(button).toBeEnabled();
    });

    test('a full run: options reach the API, loading state, three cards', async ({ page }) => {
      await page.goto(L.path);
      const sidebar = page.getByTestId('config-sidebar');
      await expect(sidebar.getByRole('heading', { name: L.config })).toBeVisible();
      // Defaults: 15 s, camera/physics/safety on, audio off.
      await expect(page.getByRole('radio', { name: /15/ })).toBeChecked();
      await expect(page.getByRole('switch', { name: L.audio })).not.toBeChecked();
      await expect(sidebar.locator('[data-enhancement="audio"]')).toHaveAttribute(
        'data-on',
        'false',
      );
      await expect(sidebar.locator('[data-enhancement="camera"]')).toHaveAttribute(
        'data-on',
        'true',
      );

      await page.getByText(L.animation, { exact: true }).click();
      await page.getByText(L.heavy, { exact: true }).first().click();
      await page.getByText(/^25/).first().click();
      await expect(page.getByRole('radio', { name: /25/ })).toBeChecked();
      // Keyboard: the switch is one tab stop and Space flips it.
      const audio = page.getByRole('switch', { name: L.audio });
      await audio.focus();
      await page.keyboard.press('Space');
      await expect(audio).toBeChecked();
      await expect(sidebar.locator('[data-config="style"] dd')).toHaveText(L.animation);
      await expect(sidebar.locator('[data-enhancement="audio"]')).toHaveAttribute(
        'data-on',
        'true',
      );

      // Hold the answer to look at the loading state.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const bodies: unknown[] = [];
      await page.route('**/api/optimize-prompt', async (route: Route) => {
        bodies.push(route.request().postDataJSON());
        await held;
        await route.fulfill({ json: API_ANSWER });
      });

      await page.getByLabel(L.label).fill(PROMPT);
      await page.getByRole('button', { name: L.optimize }).click();
      await expect(page.getByTestId('loading-notice')).toContainText(L.loading);
      await expect(page.getByTestId('results-status')).toContainText(L.loading);
      await expect(page.locator('form button[type="submit"]')).toBeDisabled();
      release();

      for (const [index, level] of LEVEL_IDS.entries()) {
        await expect(card(page, level)).toContainText(L.levels[index]!);
      }
      expect(bodies).toEqual([
        {
          prompt: PROMPT,
          style: 'animated',
          intensity: 'heavy',
          enhancements: [
            'camera_work',
            'physics_constraints',
            'audio_suggestions',
            'safety_guidelines',
          ],
          duration: '25s',
          model: 'universal',
          language: 'en',
        },
      ]);
      await expect(page.getByTestId('offline-note')).toHaveCount(0);
      // Keyboard focus, dropped when the button was disabled, lands on the results.
      await expect(page.locator('#results-title')).toBeFocused();
      // The chosen intensity opens first; the others show their 80-character preview.
      await expect(card(page, 'heavy').getByTestId('result-text')).toHaveText(
        API_ANSWER.variants.heavy,
      );
      await expect(card(page, 'light').getByTestId('preview')).toHaveText(
        `${API_ANSWER.variants.light.slice(0, 80)}…`,
      );
      // Stats of spec 9 and the list of changes.
      const heavy = card(page, 'heavy');
      await expect(heavy.locator('[data-stat="characters"] dd')).toHaveText(
        String(API_ANSWER.variants.heavy.length),
      );
      await expect(heavy.locator('[data-stat="beats"] dd')).toHaveText('1');
      await expect(heavy.locator('[data-stat="match"] dd')).toHaveText(/^\d+%$/);
      await expect(heavy.getByTestId('changes').getByRole('listitem')).toHaveText(
        API_ANSWER.changes.heavy,
      );
      await expect(page.getByTestId('results-status')).not.toContainText(L.loading);
    });

    test('the real API answers: results without the offline mark', async ({ page }) => {
      const answered = page.waitForResponse('**/api/optimize-prompt');
      await page.goto(L.path);
      await page.getByLabel(L.label).fill(PROMPT);
      await page.getByRole('button', { name: L.optimize }).click();
      expect((await answered).status()).toBe(200);
      await expect(card(page, 'medium').getByTestId('result-text')).toContainText('A red fox');
      await expect(card(page, 'heavy')).toBeVisible();
      await expect(page.getByTestId('offline-note')).toHaveCount(0);
    });

    test('expand all, collapse all, word diff', async ({ page }) => {
      await answerApi(page);
      await page.goto(L.path);
      await page.getByLabel(L.label).fill(PROMPT);
      await page.getByRole('button', { name: L.optimize }).click();
      await expect(page.locator('[data-level] h3 button')).toHaveCount(3);
      // Only the chosen intensity (medium by default) starts open.
      await expect(card(page, 'medium').locator('h3 button')).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(card(page, 'light').locator('h3 button')).toHaveAttribute(
        'aria-expanded',
        'false',
      );

      await page.getByRole('button', { name: L.expandAll }).click();
      for (const level of LEVEL_IDS) {
        await expect(card(page, level).locator('h3 button')).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await expect(card(page, level).getByRole('region')).toBeVisible();
      }
      await page.getByRole('button', { name: L.collapseAll }).click();
      for (const level of LEVEL_IDS) {
        await expect(card(page, level).locator('h3 button')).toHaveAttribute(
          'aria-expanded',
          'false',
        );
        await expect(card(page, level).getByTestId('preview')).toBeVisible();
        await expect(card(page, level).getByTestId('result-text')).toBeHidden();
      }
      await expect(page.getByRole('button', { name: L.expandAll })).toBeVisible();

      // One card by itself, then its diff against the original.
      const medium = card(page, 'medium');
      await medium.locator('h3 button').click();
      await expect(medium.locator('h3 button')).toHaveAttribute('aria-expanded', 'true');
      await medium.getByRole('button', { name: L.showDiff }).click();
      const inserted = await medium.getByTestId('diff-text').locator('ins').allTextContents();
      expect(inserted.join('')).toContain('dolly in on a 50mm lens');
      await expect(card(page, 'heavy').locator('h3 button')).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    test('copy puts the card text on the clipboard', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await answerApi(page);
      await page.goto(L.path);
      await page.getByLabel(L.label).fill(PROMPT);
      await page.getByRole('button', { name: L.optimize }).click();
      const medium = card(page, 'medium');
      await medium.getByRole('button', { name: L.copy, exact: true }).click();
      await expect(medium.getByRole('button', { name: L.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        API_ANSWER.variants.medium,
      );
    });

    for (const failure of ['aborted', 'a 500 answer'] as const) {
      test(`falls back to the built-in engine when the API fails (${failure})`, async ({
        page,
      }) => {
        await page.route('**/api/optimize-prompt', (route) =>
          failure === 'aborted'
            ? route.abort()
            : route.fulfill({ status: 500, json: { error: 'Internal Server Error' } }),
        );
        await page.goto(L.path);
        await page.getByLabel(L.label).fill(PROMPT);
        await page.getByRole('button', { name: L.optimize }).click();
        await expect(page.getByTestId('offline-note')).toContainText(L.offline);
        await page.getByRole('button', { name: L.expandAll }).click();
        const texts: string[] = [];
        for (const level of LEVEL_IDS) {
          const text = (await card(page, level).getByTestId('result-text').textContent()) ?? '';
          // Made by the engine from this prompt: real text, not a canned placeholder.
          expect(text.length).toBeGreaterThan(20);
          texts.push(text);
        }
        expect(new Set(texts).size).toBe(3);
        await expect(page.getByTestId('error-card')).toHaveCount(0);
      });
    }

    test('shows the error card when the built-in engine fails too', async ({ page }) => {
      await page.goto(L.path);
      await page.route('**/api/optimize-prompt', (route) => route.abort());
      // The lazily loaded engine chunk cannot load, so the local fallback throws as well.
      await page.route(/\/assets\/refine-[\w-]+\.js$/, (route) => route.abort());
      await page.getByLabel(L.label).fill(PROMPT);
      await page.getByRole('button', { name: L.optimize }).click();
      const error = page.getByTestId('error-card');
      await expect(error).toContainText(L.failed);
      await expect(page.getByTestId('result-light')).toHaveCount(0);
      await expect(page.getByRole('button', { name: L.optimize })).toBeEnabled();
    });

    test('?prompt= fills the box, and a result can be sent on', async ({ page }) => {
      await page.goto(`${L.path}?prompt=${encodeURIComponent(PROMPT)}`);
      await expect(page.getByLabel(L.label)).toHaveValue(PROMPT);
      await answerApi(page);
      await page.getByRole('button', { name: L.optimize }).click();
      const medium = card(page, 'medium');
      await expect(medium.getByTestId('result-text')).toBeVisible();
      const builder = new URL(
        (await medium.locator('a[data-send="builder"]').getAttribute('href')) ?? '',
        'http://x',
      );
      expect(builder.pathname).toBe(L.lang === 'en' ? '/builder' : '/zh/builder');
      expect(builder.searchParams.get('scene')).toBe(API_ANSWER.variants.medium);

      await medium.locator('a[data-send="variants"]').click();
      await expect(page).toHaveURL(
        new RegExp(`${L.lang === 'en' ? '' : '/zh'}/variants\\?prompt=`),
      );
      await expect(page.getByRole('textbox')).toHaveValue(API_ANSWER.variants.medium);
    });

    test('results, open cards and a diff have no axe violations', async ({ page }) => {
      await page.route('**/api/optimize-prompt', (route) => route.fulfill({ json: API_ANSWER }));
      await page.goto(L.path);
      await page.getByLabel(L.label).fill(PROMPT);
      await page.getByRole('button', { name: L.optimize }).click();
      await expect(card(page, 'heavy')).toBeVisible();
      await page.getByRole('button', { name: L.expandAll }).click();
      await card(page, 'medium').locator('button[aria-pressed]').click();
      await expect(card(page, 'medium').getByTestId('diff-text')).toBeVisible();
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  });
}
