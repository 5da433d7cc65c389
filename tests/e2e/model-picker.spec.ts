import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { getProfile, promptLimitFor } from '../../src/domain/models/model-profiles.ts';
import enBuilder from '../../src/web/i18n/locales/en/builder.json' with { type: 'json' };
import enCommon from '../../src/web/i18n/locales/en/common.json' with { type: 'json' };
import enHome from '../../src/web/i18n/locales/en/home.json' with { type: 'json' };
import enRefiner from '../../src/web/i18n/locales/en/refiner.json' with { type: 'json' };
import enVariants from '../../src/web/i18n/locales/en/variants.json' with { type: 'json' };
import zhBuilder from '../../src/web/i18n/locales/zh/builder.json' with { type: 'json' };
import zhCommon from '../../src/web/i18n/locales/zh/common.json' with { type: 'json' };
import zhHome from '../../src/web/i18n/locales/zh/home.json' with { type: 'json' };
import zhRefiner from '../../src/web/i18n/locales/zh/refiner.json' with { type: 'json' };
import zhVariants from '../../src/web/i18n/locales/zh/variants.json' with { type: 'json' };
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * The model picker (issue 16 point 4, issue 19 point 1) on the generator, builder, refiner,
 * variants and template pages, in both languages: lengths follow the model, the negative
 * prompt has its own box and Copy, settings show as chips, the length badge counts against the
 * model's limit, the builder's share link carries the model, and the choice is remembered.
 */
const LANGS = [
  {
    lang: 'en',
    prefix: '',
    c: enCommon,
    home: enHome,
    builder: enBuilder,
    refiner: enRefiner,
    variants: enVariants,
    travel: 'Travel',
    idea: 'A lighthouse keeper climbs the spiral stairs at dusk with a lantern',
    prompt:
      'A ceramic coffee cup on a wooden table by the window, morning light, steam rising slowly. Static close-up, shallow depth of field.',
    scene: 'A lantern-lit night market after rain, steam rising from the stalls',
    subject: 'A street cook flipping noodles',
  },
  {
    lang: 'zh',
    prefix: '/zh',
    c: zhCommon,
    home: zhHome,
    builder: zhBuilder,
    refiner: zhRefiner,
    variants: zhVariants,
    travel: '旅行',
    idea: '黄昏时分，灯塔看守人提着灯笼爬上螺旋楼梯',
    prompt: '清晨窗边的木桌上放着一只陶瓷咖啡杯，晨光柔和，热气缓缓升起。固定特写，浅景深。',
    scene: '大雨刚停的夜市窄巷，面摊热气升腾',
    subject: '一位正在颠锅炒面的摊主',
  },
] as const;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** A builder choice group, named by its legend (a required one adds a note). */
const group = (page: Page, legend: string) =>
  page.getByTestId('step-basic').getByRole('group', { name: new RegExp(`^${legend}`) });

const picker = (page: Page) => page.getByTestId('model-picker').getByRole('combobox').first();

/** The model field hydrates after the page; wait until it takes input. */
async function pickModel(page: Page, id: string) {
  const select = picker(page);
  await expect(select).toBeEnabled();
  await expect(page.getByTestId('model-picker').first()).not.toHaveAttribute('inert');
  await select.selectOption(id);
  await expect(select).toHaveValue(id);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

for (const L of LANGS) {
  const model = (id: Parameters<typeof getProfile>[0]) => getProfile(id).names[L.lang];
  const limitText = (n: number) => n.toLocaleString('en-US');

  test.describe(`model picker (${L.lang})`, () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('generator: Veo’s lengths, the move told, negative prompt, chips, badge; remembered', async ({
      page,
    }) => {
      await page.goto(`${L.prefix}/`);
      const section = page.locator('#create');
      await pickModel(page, 'veo');
      const lengths = section.getByRole('group', { name: L.home.generator.durationLabel });
      await expect(lengths.getByRole('radio')).toHaveCount(3);
      await expect(
        lengths.getByRole('radio', { name: fill(L.c.models.chipDuration, { seconds: 8 }) }),
      ).toBeChecked();
      await expect(section.getByTestId('model-notice')).toContainText(model('veo'));
      await expect(section.getByTestId('model-notice')).toContainText('8');

      await section.getByLabel(L.home.generator.inputLabel).fill(L.idea);
      await section.getByRole('button', { name: L.home.generator.generate }).click();
      const result = page.getByTestId('generator-result');
      await expect(result.getByTestId('negative-prompt')).not.toBeEmpty();
      const negative = await result.getByTestId('negative-prompt').innerText();
      expect(negative).not.toMatch(/\bno\b/i);
      await result.getByRole('button', { name: L.c.models.copyNegative }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(negative);

      const chips = result.getByTestId('settings-chips').getByRole('listitem');
      await expect(chips).toHaveText([
        fill(L.c.models.chipModel, { name: model('veo') }),
        fill(L.c.models.chipDuration, { seconds: 8 }),
        /^(16:9|9:16)$/,
        '1080p',
      ]);
      const text = await result.getByTestId('generated-prompt').innerText();
      const limit = promptLimitFor(getProfile('veo'), L.lang);
      await expect(result.getByTestId('length-badge')).toHaveText(
        fill(L.c.models.length, { length: limitText(text.length), limit: limitText(limit) }),
      );
      // Check carries the model to the checker.
      await expect(result.locator('[data-action="check"]')).toHaveAttribute('href', /model=veo/);

      await page.reload();
      await expect(picker(page)).toHaveValue('veo');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('refiner: a model with many lengths offers a select; cards show its settings', async ({
      page,
    }) => {
      await page.goto(`${L.prefix}/refiner`);
      await pickModel(page, 'wan');
      const lengths = page.getByLabel(L.refiner.results.duration, { exact: true });
      await expect(lengths.locator('option')).toHaveCount(getProfile('wan').durations.value.length);
      await expect(lengths).toHaveValue('15s');
      await page.getByLabel(L.refiner.form.promptLabel).fill(L.prompt);
      await page.getByRole('button', { name: L.refiner.form.submit }).click();
      const card = page.getByTestId('result-medium');
      await expect(card.getByTestId('settings-chips')).toContainText(model('wan'));
      await expect(card.getByTestId('negative-prompt-box')).toBeVisible();
      await expect(card.getByTestId('length-badge')).toContainText(
        `/ ${limitText(promptLimitFor(getProfile('wan'), L.lang))}`,
      );
      await expect(page.getByTestId('config-sidebar')).toContainText(model('wan'));
      expect(await axeViolations(page)).toEqual([]);
    });

    test('variants: Seedance holds a Chinese prompt to its Chinese limit', async ({ page }) => {
      await page.goto(`${L.prefix}/variants`);
      await pickModel(page, 'seedance');
      await page.getByLabel(L.variants.form.promptLabel).fill(L.prompt);
      await page.getByRole('button', { name: L.variants.form.submit }).click();
      const card = page.getByTestId('result-light');
      const limit = promptLimitFor(getProfile('seedance'), L.lang === 'zh' ? 'zh' : 'en');
      await expect(card.getByTestId('length-badge')).toContainText(`/ ${limitText(limit)}`);
      await expect(card.getByTestId('settings-chips')).toContainText(model('seedance'));
      // Seedance has no negative-prompt field: no box.
      await expect(card.getByTestId('negative-prompt-box')).toHaveCount(0);
    });

    test('builder: lengths follow the model, the preview is written for it, the share link carries it', async ({
      page,
      browser,
    }) => {
      await page.goto(`${L.prefix}/builder`);
      const basic = page.getByTestId('step-basic');
      const durations = group(page, L.builder.fields.duration.label);
      await expect(durations.getByRole('radio')).toHaveCount(7);
      await pickModel(page, 'veo');
      await expect(durations.getByRole('radio')).toHaveCount(3);
      // 10 s (the builder's default) moves to Veo's nearest, 8 s, and the person is told.
      await expect(
        durations.getByRole('radio', { name: fill(L.c.models.durationOption, { seconds: 8 }) }),
      ).toBeChecked();
      await expect(page.getByTestId('model-notice')).toContainText(model('veo'));
      // Issue 19.1: Veo reads English only, so the prompt language defaults to English.
      await expect(
        page.getByTestId('prompt-language').getByRole('radio', { name: 'English' }),
      ).toBeChecked();

      await basic.getByRole('radio', { name: L.travel }).check();
      await page.getByTestId('builder-next').click();
      await page.getByLabel(L.builder.fields.scene.label).fill(L.scene);
      await page
        .getByRole('textbox', { name: L.builder.fields.subject.label, exact: true })
        .fill(L.subject);
      const panel = page.getByTestId('preview-panel');
      await expect(panel.getByTestId('preview-prompt')).toContainText(L.subject);
      await expect(panel.getByTestId('negative-prompt-box')).toBeVisible();
      await expect(panel.getByTestId('settings-chips')).toContainText(
        fill(L.c.models.chipDuration, { seconds: 8 }),
      );
      await expect(panel.getByTestId('length-badge')).toContainText(
        `/ ${limitText(getProfile('veo').promptLimit.value)}`,
      );
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: L.builder.actions.share }).click();
      await expect(page.getByTestId('toast')).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`${L.prefix}/builder#s=[\\w-]+$`));
      const context = await browser.newContext();
      const other = await context.newPage();
      await other.goto(link);
      await waitForHydration(other);
      await expect(picker(other)).toHaveValue('veo');
      const otherDurations = group(other, L.builder.fields.duration.label);
      await expect(otherDurations.getByRole('radio')).toHaveCount(3);
      await expect(
        otherDurations.getByRole('radio', {
          name: fill(L.c.models.durationOption, { seconds: 8 }),
        }),
      ).toBeChecked();
      await context.close();
    });

    test('template detail: Copy for <model> copies the template written for it', async ({
      page,
    }) => {
      await page.goto(`${L.prefix}/templates/cin-001`);
      const box = page.getByTestId('copy-for-model');
      await pickModel(page, 'kling');
      await box
        .getByRole('button', { name: fill(L.c.models.copyFor, { model: model('kling') }) })
        .click();
      const text = await box.getByTestId('model-prompt-text').innerText();
      expect(text.length).toBeGreaterThan(40);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
      await expect(box.getByTestId('negative-prompt-box')).toBeVisible();
      await expect(box.getByTestId('settings-chips')).toContainText(model('kling'));
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
