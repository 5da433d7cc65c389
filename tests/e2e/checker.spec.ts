import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { applyAllForModel, checkForModel } from '../../src/domain/checker/check-for-model.ts';
import type { RuleId } from '../../src/domain/checker/check-types.ts';
import { TEMPLATES } from '../../src/domain/data/templates/all-templates.ts';
import { templatePrompt } from '../../src/domain/search/template-card.ts';
import enChecker from '../../src/web/i18n/locales/en/checker.json' with { type: 'json' };
import enCommon from '../../src/web/i18n/locales/en/common.json' with { type: 'json' };
import zhChecker from '../../src/web/i18n/locales/zh/checker.json' with { type: 'json' };
import zhCommon from '../../src/web/i18n/locales/zh/common.json' with { type: 'json' };
import enHome from '../../src/web/i18n/locales/en/home.json' with { type: 'json' };
import zhHome from '../../src/web/i18n/locales/zh/home.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';

/**
 * The prompt checker page (issue 17 point 3) and the "Check" action that opens it (point 4),
 * in both languages. What the page should show is worked out by the same domain module in
 * Node, so these tests follow the rules instead of repeating their figures.
 */
const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    k: enChecker,
    c: enCommon,
    h: enHome,
    idea: 'a red fox running through fresh snow at dawn',
    // Two camera moves in one shot, a negation Veo reads poorly, a vague word.
    prompt:
      'A beautiful woman walks along the beach at dawn, slow dolly-in, then a pan left. No text.',
  },
  {
    lang: 'zh',
    prefix: '/zh',
    k: zhChecker,
    c: zhCommon,
    h: zhHome,
    idea: '雪夜里的小木屋，炊烟袅袅',
    prompt: '一个美丽的女孩在黎明的海边散步，镜头缓慢推进，然后向左摇。不要字幕。',
  },
] as const;

/** A template whose prompt has a fix for the universal profile in both languages. */
const TEMPLATE = TEMPLATES.find((template) => template.id === 'unbox-001')!;

function checkerUi(page: Page, k: typeof enChecker) {
  return {
    prompt: page.getByLabel(k.form.promptLabel, { exact: true }),
    model: page.getByLabel(k.form.model, { exact: true }),
    duration: page.getByLabel(k.form.duration, { exact: true }),
    score: page.getByTestId('check-score'),
    marked: page.getByTestId('marked-prompt'),
    applyAll: page.getByRole('button', { name: k.form.applyAll }),
    fix: (rule: RuleId) => page.locator(`li[data-rule="${rule}"] [data-action="apply-fix"]`),
  };
}

/** The fix a rule offers for a prompt, as the domain computes it. */
function fixOf(prompt: string, rule: RuleId, options: Parameters<typeof checkForModel>[1]) {
  const fix = checkForModel(prompt, options).issues.find((issue) => issue.rule === rule)?.fix;
  if (!fix) throw new Error(`no ${rule} fix for ${prompt}`);
  return fix;
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

for (const { lang, prefix, k, c, h, prompt, idea } of LANGUAGES) {
  test.describe(`prompt checker (${lang})`, () => {
    test('scores a pasted prompt, marks its issues, applies a fix, then all, and copies', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${prefix}/checker`);
      await expect(page).toHaveTitle(k.meta.title);
      const ui = checkerUi(page, k);
      await expect(page.getByText(k.result.empty)).toBeVisible();
      await expect(ui.applyAll).toBeDisabled();

      await ui.model.selectOption('veo');
      await ui.prompt.fill(prompt);
      const options = { model: 'veo', language: lang } as const;
      const expected = checkForModel(prompt, options);
      await expect(ui.score).toHaveText(String(expected.score));
      await expect(ui.marked).toHaveText(prompt);
      // Issues grouped by severity, each group headed with its count.
      for (const severity of ['error', 'warning', 'tip'] as const) {
        const count = expected.issues.filter((issue) => issue.severity === severity).length;
        const group = page.locator(`section[data-group="${severity}"]`);
        if (count === 0) await expect(group).toHaveCount(0);
        else
          await expect(group.getByRole('heading')).toHaveText(
            // Chinese takes full-width brackets with no space (src/web/lib/punctuation.ts).
            lang === 'zh'
              ? `${k.result.groups[severity]}（${count}）`
              : `${k.result.groups[severity]} (${count})`,
          );
      }
      // The place of the camera issue is marked in the text.
      const camera = expected.issues.find((issue) => issue.rule === 'camera-moves-per-shot');
      expect(camera?.span).toBeDefined();
      const [start, end] = camera?.span ?? [0, 0];
      await expect(ui.marked.locator('mark', { hasText: prompt.slice(start, end) })).toHaveCount(1);

      // Apply one fix: the box holds the whole prompt with it, and the review follows.
      const fix = fixOf(prompt, 'camera-moves-per-shot', options);
      await ui.fix('camera-moves-per-shot').click();
      await expect(ui.prompt).toHaveValue(fix.prompt);
      await expect(ui.score).toHaveText(String(checkForModel(fix.prompt, options).score));
      await expect(page.locator('li[data-rule="camera-moves-per-shot"]')).toHaveCount(0);

      // Apply all: every remaining fix at once.
      const all = applyAllForModel(fix.prompt, options);
      await ui.applyAll.click();
      await expect(ui.prompt).toHaveValue(all);
      await expect(ui.score).toHaveText(String(checkForModel(all, options).score));

      await page.getByRole('button', { name: c.actions.copy, exact: true }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(all);
    });

    test('"Check" on a template opens the checker with its prompt; a fix applies there', async ({
      page,
    }) => {
      const text = templatePrompt(TEMPLATE, lang);
      await page.goto(`${prefix}/templates/${TEMPLATE.id}`);
      await page.locator('[data-action="check"]').first().click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/checker\\?`));
      // A long Chinese prompt travels in session storage, a shorter English one in the URL.
      const carried = new URL(page.url()).searchParams;
      expect(carried.get('from')).toBe(lang === 'zh' ? 'session' : null);

      const ui = checkerUi(page, k);
      await expect(ui.prompt).toHaveValue(text);
      await expect(ui.model).toHaveValue('universal');
      await expect(ui.duration).toHaveValue(TEMPLATE.duration);
      const options = { language: lang, duration: TEMPLATE.duration } as const;
      await expect(ui.score).toHaveText(String(checkForModel(text, options).score));

      const fix = fixOf(text, 'camera-moves-per-shot', options);
      await ui.fix('camera-moves-per-shot').click();
      await expect(ui.prompt).toHaveValue(fix.prompt);
      await expect(ui.score).toHaveText(String(checkForModel(fix.prompt, options).score));
      // The carried prompt is read once: session storage no longer holds it.
      if (lang === 'zh') {
        expect(
          await page.evaluate(() => sessionStorage.getItem('promptreel-check-carry')),
        ).toBeNull();
      }
    });

    test('"Check" on a generated prompt opens the checker with that prompt and length', async ({
      page,
    }) => {
      await page.goto(prefix === '' ? '/' : prefix);
      const section = page.locator('#create');
      await section.getByLabel(h.generator.inputLabel).fill(idea);
      await section.getByRole('button', { name: h.generator.generate }).click();
      const generated = section.getByTestId('generated-prompt');
      await expect(generated).not.toBeEmpty();
      const text = (await generated.textContent()) ?? '';
      await section.locator('[data-action="check"]').click();

      const ui = checkerUi(page, k);
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/checker\\?`));
      await expect(ui.prompt).toHaveValue(text);
      await expect(ui.duration).toHaveValue('15s');
      const options = { language: lang, duration: '15s' } as const;
      await expect(ui.score).toHaveText(String(checkForModel(text, options).score));
    });

    test('axe finds no violations with a review shown, on a phone too', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${prefix}/checker`);
      const ui = checkerUi(page, k);
      await ui.prompt.fill(prompt);
      await expect(ui.score).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // No sideways scrolling on a phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });
  });
}
