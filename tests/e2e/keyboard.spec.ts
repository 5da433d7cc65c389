import type { Page } from '@playwright/test';
import { TEMPLATES } from '../../src/domain/data/templates/all-templates.ts';
import enBuilder from '../../src/web/i18n/locales/en/builder.json' with { type: 'json' };
import zhBuilder from '../../src/web/i18n/locales/zh/builder.json' with { type: 'json' };
import enCommon from '../../src/web/i18n/locales/en/common.json' with { type: 'json' };
import zhCommon from '../../src/web/i18n/locales/zh/common.json' with { type: 'json' };
import enTemplates from '../../src/web/i18n/locales/en/templates.json' with { type: 'json' };
import zhTemplates from '../../src/web/i18n/locales/zh/templates.json' with { type: 'json' };
import { CATEGORIES } from '../../src/domain/data/categories.ts';
import { expect, test } from './fixtures.ts';
import { expectVisibleFocus, focusInfo, tabTo } from './support/keyboard.ts';

/**
 * Keyboard-only walks: only page.keyboard (Tab, Shift+Tab, Enter, Space, arrows, Escape). No
 * mouse, no locator.click(), no fill(): text is typed after Tab has reached the field. Every
 * Tab stop on the way must show a visible focus indicator (support/keyboard.ts).
 */

const LANGS = [
  { lang: 'en', prefix: '', b: enBuilder, c: enCommon, s: enTemplates },
  { lang: 'zh', prefix: '/zh', b: zhBuilder, c: zhCommon, s: zhTemplates },
] as const;

const FAVORITES_KEY = 'sora-prompt-favorites';
const stepOf = (template: string, n: number) =>
  template.replace('{{current}}', String(n)).replace('{{total}}', '7');

/** The radio that is checked in a named group. */
const checkedValue = (page: Page, name: string) =>
  page.evaluate(
    (n) => document.querySelector<HTMLInputElement>(`input[name="${n}"]:checked`)?.value ?? null,
    name,
  );

for (const { lang, prefix, b, c, s } of LANGS) {
  test.describe(`keyboard only (${lang})`, () => {
    test('home generator: type an idea, pick mode and duration, Generate, Copy', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(prefix || '/');
      // The first stop is the skip link, and it shows itself.
      await page.keyboard.press('Tab');
      const skip = await expectVisibleFocus(page);
      expect(skip.tag).toBe('a');

      await tabTo(page, '#generator-input', 80);
      const idea =
        lang === 'en' ? 'a paper lantern drifting over a night lake' : '夜晚湖面上漂浮的纸灯笼';
      await page.keyboard.type(idea);
      await expect(page.locator('#generator-input')).toHaveValue(idea);

      // Mode: one Tab into the group (the checked radio), an arrow moves and checks.
      await tabTo(page, 'input[name="mode"]', 3);
      expect(await checkedValue(page, 'mode')).toBe('fast');
      await page.keyboard.press('ArrowRight');
      expect(await checkedValue(page, 'mode')).toBe('advanced');
      await expectVisibleFocus(page);

      await tabTo(page, 'input[name="duration"]', 3);
      expect(await checkedValue(page, 'duration')).toBe('15s');
      await page.keyboard.press('ArrowRight');
      expect(await checkedValue(page, 'duration')).toBe('25s');
      await expectVisibleFocus(page);

      const generate = page.locator('#create form button[type="submit"]');
      await tabTo(page, generate, 3);
      const request = page.waitForRequest('**/api/generate-prompt');
      await page.keyboard.press('Enter');
      expect((await request).postDataJSON()).toMatchObject({
        input: idea,
        mode: 'advanced',
        duration: '25s',
      });
      const prompt = page.getByTestId('generated-prompt');
      await expect(prompt).toContainText(idea);
      await expect(page.getByTestId('recent-prompts')).toContainText(idea);

      // Copy the result from the keyboard.
      const copy = page
        .getByTestId('generator-result')
        .getByRole('button', { name: c.actions.copyPrompt });
      await tabTo(page, copy, 40);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('toast')).toContainText(c.toasts.promptCopied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        (await prompt.innerText()).trim(),
      );
    });

    test('templates: open from the top bar, filter by category, search, favorite', async ({
      page,
    }) => {
      await page.goto(`${prefix}/faq`);
      // Through the top bar, as a keyboard user arrives.
      await tabTo(page, `header nav a[href="${prefix}/templates"]`, 20);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/templates$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.header.title);

      const cinematic = CATEGORIES.find((c) => c.id === 'cinematic')!.name[lang];
      const box = page
        .getByRole('complementary')
        .getByRole('checkbox', { name: new RegExp(`^${cinematic}`) });
      await tabTo(page, box, 40);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
      await expect(page).toHaveURL(/category=cinematic/);
      const cinematicIds = TEMPLATES.filter((t) => t.categoryId === 'cinematic').map((t) => t.id);
      await expect
        .poll(() =>
          page
            .getByTestId('template-card')
            .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id'))),
        )
        .toEqual(expect.arrayContaining(cinematicIds.slice(0, 1)));
      const shown = await page
        .getByTestId('template-card')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id') ?? ''));
      expect(shown.length).toBe(cinematicIds.length);
      expect(shown.every((id) => cinematicIds.includes(id))).toBe(true);

      // Search: reach the box with Tab, type, and the grid narrows within the category.
      const target = TEMPLATES.find((t) => t.id === 'cin-002')!;
      const search = page.getByRole('searchbox', { name: s.search.label });
      await tabTo(page, search, 40);
      const query = lang === 'en' ? 'lighthouse' : '灯塔';
      await page.keyboard.type(query);
      await expect(search).toHaveValue(query);
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(query)}`));
      await expect
        .poll(async () => (await page.getByTestId('template-card').count()) < cinematicIds.length)
        .toBe(true);
      const card = page.locator(`[data-testid="template-card"][data-id="${target.id}"]`);
      await expect(card).toBeVisible();

      // Favorite it: Tab to its heart, Space.
      const heart = card.getByRole('button', {
        name: s.favorites.toggle.replace('{{title}}', target.title[lang]),
      });
      await tabTo(page, heart, 40);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('Space');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), FAVORITES_KEY))
        .toBe(JSON.stringify([target.id]));

      // Shift+Tab walks back to the search box, every stop still visibly focused.
      await tabTo(page, search, 40, { backward: true });
      await expect(search).toBeFocused();
    });

    test('builder: all seven steps to Generate Prompt', async ({ page }) => {
      test.slow(); // many Tab presses, each checked for a focus ring
      await page.goto(`${prefix}/builder`);
      const counter = page.getByTestId('step-counter');
      const next = page.getByTestId('builder-next');
      const goNext = async (n: number) => {
        await tabTo(page, next, 80);
        await page.keyboard.press('Enter');
        await expect(counter).toHaveText(stepOf(b.progress.stepOf, n));
        // The builder moves focus to the new step's title (a frame later); Tab goes on from it.
        await expect(page.locator('#builder-step-heading')).toBeFocused();
      };
      await expect(counter).toHaveText(stepOf(b.progress.stepOf, 1));

      // 1 Basics: the category (duration and ratio have defaults).
      await tabTo(page, 'input[name="builder-categoryId"]', 80);
      await page.keyboard.press('Space');
      expect(await checkedValue(page, 'builder-categoryId')).not.toBeNull();
      await page.keyboard.press('ArrowRight'); // arrows move the choice within the group
      const category = await checkedValue(page, 'builder-categoryId');
      expect(category).not.toBeNull();
      await expectVisibleFocus(page);
      await goNext(2);

      // 2 Scene: two texts, a select (arrow keys), a time of day.
      const scene = 'A rain-soaked rooftop garden at the edge of a neon city';
      const subject = lang === 'en' ? 'An old gardener with a lantern' : '提着灯笼的老园丁';
      await tabTo(page, '#builder-scene', 20);
      await page.keyboard.type(scene);
      await tabTo(page, '#builder-subject', 3);
      await page.keyboard.type(subject);
      await tabTo(page, '#builder-environment', 3);
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('#builder-environment')).not.toHaveValue('');
      await tabTo(page, 'input[name="builder-timeOfDay"]', 3);
      await page.keyboard.press('Space');
      expect(await checkedValue(page, 'builder-timeOfDay')).not.toBeNull();
      await expect(page.getByTestId('preview-prompt')).toContainText(subject);
      await goNext(3);

      // 3 Camera: a movement, a shot type (checkboxes, Space), a lens (radio).
      for (const name of ['builder-cameraMovement', 'builder-shotType']) {
        await tabTo(page, `input[name="${name}"]`, 40);
        await page.keyboard.press('Space');
        await expect(page.locator(`input[name="${name}"]:checked`)).toHaveCount(1);
      }
      await tabTo(page, 'input[name="builder-lens"]', 40);
      await page.keyboard.press('Space');
      expect(await checkedValue(page, 'builder-lens')).not.toBeNull();
      await goNext(4);

      // 4 Visual: a style, a lighting, a color grade.
      for (const name of ['builder-visualStyle', 'builder-lighting']) {
        await tabTo(page, `input[name="${name}"]`, 60);
        await page.keyboard.press('Space');
        await expect(page.locator(`input[name="${name}"]:checked`)).toHaveCount(1);
      }
      await tabTo(page, '#builder-colorGrading', 40);
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('#builder-colorGrading')).not.toHaveValue('');
      await goNext(5);

      // 5 Motion: Enter adds the typed entry.
      await tabTo(page, '#builder-motion', 20);
      await page.keyboard.type('leaves shiver in the wind');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('step-motion').getByRole('listitem')).toHaveText([
        'leaves shiver in the wind',
      ]);
      await goNext(6);

      // 6 Audio: the switch is one Tab stop; Space turns it on; then an audio type.
      const audioSwitch = page.getByRole('switch');
      await tabTo(page, audioSwitch, 20);
      await page.keyboard.press('Space');
      await expect(audioSwitch).toBeChecked();
      await tabTo(page, 'input[name="builder-audio-type"]', 10);
      await page.keyboard.press('Space');
      expect(await checkedValue(page, 'builder-audio-type')).not.toBeNull();
      await goNext(7);
      await expect(next).toHaveText(b.actions.generate);

      // 7 Safety: select all required, then Generate Prompt.
      await tabTo(page, '[data-testid="safety-toggle-all-required"]', 20);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('safety-status')).toHaveText(b.safety.complete);
      await tabTo(page, next, 40);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('builder-success')).toContainText(b.success.title);
      await expect(page.getByTestId('builder-success-prompt')).toContainText(subject);
      await expect(page.getByTestId('toast')).toContainText(b.success.toastTitle);
    });
  });
}

for (const { lang, prefix, c, s } of LANGS) {
  test.describe(`keyboard only on a phone (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('menu: Enter opens it with focus inside, Escape closes it back to the toggle', async ({
      page,
    }) => {
      await page.goto(`${prefix}/guide`);
      const toggle = page.locator('button[aria-controls="mobile-menu"]');
      await tabTo(page, toggle, 10);
      await page.keyboard.press('Enter');
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-label', c.nav.closeMenu);
      // Focus moves to the first link of the menu, with its ring (the menu's code loads on the
      // first press, so focus arrives a moment after the menu shows).
      await expect(page.locator('#mobile-menu a').first()).toBeFocused();
      const first = await expectVisibleFocus(page);
      expect(first.tag).toBe('a');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'))).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await expect(toggle).toBeFocused();

      // Again, this time to the FAQ (only in the phone menu).
      await page.keyboard.press('Enter');
      await tabTo(page, `#mobile-menu a[href="${prefix}/faq"]`, 15);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/faq$`));
      await expect(page.locator('#mobile-menu')).toBeHidden();
    });

    test('template filters: the sheet opens with Enter, Space filters, Escape closes', async ({
      page,
    }) => {
      await page.goto(`${prefix}/templates`);
      const open = page.getByRole('button', { name: new RegExp(`^${s.filters.open}`) });
      await tabTo(page, open, 40);
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: s.filters.title });
      await expect(sheet).toBeVisible();
      const audio = sheet.getByRole('checkbox', { name: new RegExp(`^${s.filters.hasAudio}`) });
      await tabTo(page, audio, 60);
      await page.keyboard.press('Space');
      await expect(audio).toBeChecked();
      await expect(page).toHaveURL(/audio=1/);
      const withAudio = TEMPLATES.filter((t) => t.audio !== undefined).length;
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(open).toBeFocused();
      await expect(page.getByTestId('result-count')).toContainText(String(withAudio));
    });
  });
}

test('the focus check tells a hidden focus ring from a visible one', async ({ page }) => {
  // The helper must be able to fail: a control that removes its outline and draws no ring.
  await page.setContent(`
    <button id="bare" style="outline:none;box-shadow:none">bare</button>
    <button id="ringed" style="outline:2px solid rgb(124, 58, 237)">ringed</button>
    <button id="shadowed" style="outline:none;box-shadow:0 0 0 2px rgb(196, 181, 253)">shadow</button>
    <label id="chip" style="display:inline-block;outline:none">
      <input type="checkbox" style="opacity:0;position:absolute"> chip
    </label>`);
  await page.keyboard.press('Tab');
  expect(await focusInfo(page)).toMatchObject({ id: 'bare', indicator: false });
  await page.keyboard.press('Tab');
  expect(await focusInfo(page)).toMatchObject({ id: 'ringed', indicator: true });
  await page.keyboard.press('Tab');
  expect(await focusInfo(page)).toMatchObject({ id: 'shadowed', indicator: true });
  await page.keyboard.press('Tab');
  expect(await focusInfo(page)).toMatchObject({ drawnBy: 'label', indicator: false });
  await page.keyboard.press('Shift+Tab');
  await expect(expectVisibleFocus(page)).resolves.toMatchObject({ id: 'shadowed' });
});
