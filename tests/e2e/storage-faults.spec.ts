import type { Page } from '@playwright/test';
import { CATEGORIES } from '../../src/domain/data/categories.ts';
import { TEMPLATES } from '../../src/domain/data/templates/all-templates.ts';
import enBuilder from '../../src/web/i18n/locales/en/builder.json' with { type: 'json' };
import zhBuilder from '../../src/web/i18n/locales/zh/builder.json' with { type: 'json' };
import enCommon from '../../src/web/i18n/locales/en/common.json' with { type: 'json' };
import zhCommon from '../../src/web/i18n/locales/zh/common.json' with { type: 'json' };
import enHome from '../../src/web/i18n/locales/en/home.json' with { type: 'json' };
import zhHome from '../../src/web/i18n/locales/zh/home.json' with { type: 'json' };
import enSubmit from '../../src/web/i18n/locales/en/submit.json' with { type: 'json' };
import zhSubmit from '../../src/web/i18n/locales/zh/submit.json' with { type: 'json' };
import enTemplates from '../../src/web/i18n/locales/en/templates.json' with { type: 'json' };
import zhTemplates from '../../src/web/i18n/locales/zh/templates.json' with { type: 'json' };
import { expect, test, waitForHydration } from './fixtures.ts';
import {
  CORRUPT,
  FAULTS,
  GOOD_HISTORY_ENTRY,
  KEYS,
  PLANTED_SUBMISSION,
  WRONG_SHAPE,
  injectFault,
  readStored,
  storedKeys,
  writeOutcome,
  type Fault,
} from './support/storage-faults.ts';

/**
 * Every local-storage key under every fault (support/storage-faults.ts): the page's main flow
 * still runs, and where a save was attempted and failed, the page says so in its own words.
 * Keys: language, sora-prompt-favorites, promptreel-history, promptreel-builder-draft,
 * promptreel-submission-*.
 */

const LANGS = [
  {
    lang: 'en',
    prefix: '',
    locale: 'en-US',
    b: enBuilder,
    c: enCommon,
    h: enHome,
    sub: enSubmit,
    tpl: enTemplates,
  },
  {
    lang: 'zh',
    prefix: '/zh',
    locale: 'zh-CN',
    b: zhBuilder,
    c: zhCommon,
    h: zhHome,
    sub: zhSubmit,
    tpl: zhTemplates,
  },
] as const;

const planted = (fault: Fault) =>
  fault === 'corrupt' ? CORRUPT : fault === 'wrongShape' ? WRONG_SHAPE : null;

/** Uncaught page errors: a page that "still works" must not have thrown on the way. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const REQUIRED_SAFETY = [
  'consent-verified',
  'no-minors',
  'no-public-figures',
  'no-violence',
  'no-adult-content',
  'no-hate',
  'no-copyright',
];
const SUBMIT_PROMPT =
  'A slow dolly in on a ceramic mug on a wooden table, steam rising in warm morning light.';

for (const { lang, prefix, locale, b, c, h, sub, tpl } of LANGS) {
  for (const fault of FAULTS) {
    const outcome = writeOutcome(fault);
    const old = planted(fault);

    test.describe(`storage fault "${fault}" (${lang})`, () => {
      test.beforeEach(async ({ page }) => {
        await injectFault(page, fault);
      });

      test(`generator (${KEYS.history}): generates, and says when history is not saved`, async ({
        page,
      }) => {
        const errors = watchErrors(page);
        await page.goto(prefix || '/');
        const section = page.locator('#create');
        const recent = section.getByTestId('recent-prompts');
        const items = recent.getByRole('listitem');
        // Corrupt data is dropped; of a wrong-shaped list only the well-formed entry stays.
        await expect(items).toHaveCount(fault === 'wrongShape' ? 1 : 0);
        if (fault === 'wrongShape') await expect(items).toContainText(GOOD_HISTORY_ENTRY.input);

        await section.getByLabel(h.generator.inputLabel).fill('a storm over the sea');
        await section.getByRole('button', { name: h.generator.generate }).click();
        await expect(section.getByTestId('generated-prompt')).toContainText('storm over the sea');
        await expect(items.first()).toContainText('a storm over the sea');

        const full = recent.getByText(h.generator.history.notSavedFull);
        const blocked = recent.getByText(h.generator.history.notSavedUnavailable);
        if (outcome === 'saved') {
          await expect(full).toHaveCount(0);
          await expect(blocked).toHaveCount(0);
          const stored = JSON.parse((await readStored(page, KEYS.history)) ?? 'null') as Array<{
            input: string;
          }>;
          expect(stored.map((entry) => entry.input)).toEqual(
            fault === 'wrongShape'
              ? ['a storm over the sea', GOOD_HISTORY_ENTRY.input]
              : ['a storm over the sea'],
          );
        } else {
          await expect(outcome === 'quota' ? full : blocked).toBeVisible();
          expect(await readStored(page, KEYS.history)).toBe(old?.[KEYS.history] ?? null);
        }
        expect(errors).toEqual([]);
      });

      test(`favorites (${KEYS.favorites}): toggle in memory, say when not saved`, async ({
        page,
      }) => {
        const errors = watchErrors(page);
        await page.goto(`${prefix}/templates`);
        await expect(
          page.getByTestId('template-card').getByRole('button', { pressed: true }),
        ).toHaveCount(0);
        // The first card on screen (the list shows a page of cards, newest first).
        const card = page.getByTestId('template-card').first();
        const id = (await card.getAttribute('data-id')) ?? '';
        const template = TEMPLATES.find((t) => t.id === id)!;
        const heart = card.getByRole('button', {
          name: tpl.favorites.toggle.replace('{{title}}', template.title[lang]),
        });
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
        // The favorites view follows the toggle, saved or not.
        await page.getByRole('button', { name: new RegExp(tpl.favorites.only) }).click();
        await expect
          .poll(() =>
            page
              .getByTestId('template-card')
              .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-id'))),
          )
          .toEqual([id]);

        const toast = page.getByTestId('toast');
        if (outcome === 'saved') {
          await expect(toast).toHaveCount(0);
          expect(await readStored(page, KEYS.favorites)).toBe(JSON.stringify([id]));
          if (fault !== 'readThrows') {
            // Saved for real: back after a reload (a storage that cannot be read cannot).
            await page.reload();
            await expect(heart).toHaveAttribute('aria-pressed', 'true');
          }
        } else {
          await expect(toast).toContainText(c.toasts.storageFailedTitle);
          await expect(toast).toContainText(
            outcome === 'quota' ? tpl.favorites.notSavedFull : tpl.favorites.notSavedBlocked,
          );
          await expect(toast).toHaveAttribute('data-variant', 'destructive');
        }
        expect(errors).toEqual([]);
      });

      test(`builder (${KEYS.draft}): the form works, and says when the draft is not saved`, async ({
        page,
      }) => {
        const errors = watchErrors(page);
        await page.goto(`${prefix}/builder`);
        await page.locator('input[name="builder-categoryId"][value="travel"]').check();
        await page.getByTestId('builder-next').click();
        await expect(page.getByTestId('step-counter')).toContainText('2');
        await page.locator('#builder-scene').fill('a lantern-lit night market after rain');
        await page.locator('#builder-subject').fill('A street cook flipping noodles');
        // The zh page assembles the prompt in Chinese around the words as typed.
        await expect(page.getByTestId('preview-prompt')).toContainText(
          /A street cook flipping noodles(?: in |，置身于)a lantern-lit night market after rain/,
        );

        const toast = page.getByTestId('toast');
        // A corrupt draft is not "restored".
        await expect(toast.filter({ hasText: b.draft.restored })).toHaveCount(0);
        if (outcome === 'saved') {
          await expect
            .poll(async () => (await readStored(page, KEYS.draft)) ?? '')
            .toContain('A street cook flipping noodles');
          await expect(toast).toHaveCount(0);
        } else {
          await expect(toast).toContainText(c.toasts.storageFailedTitle);
          await expect(toast).toContainText(
            outcome === 'quota' ? b.draft.storageFull : b.draft.storageBlocked,
          );
          expect(await readStored(page, KEYS.draft)).toBe(old?.[KEYS.draft] ?? null);
          // Nothing typed was lost.
          await expect(page.locator('#builder-scene')).toHaveValue(
            'a lantern-lit night market after rain',
          );
        }
        expect(errors).toEqual([]);
      });

      test(`submit (${KEYS.submissionPrefix}*): sent to the server whatever the storage does`, async ({
        page,
      }) => {
        const errors = watchErrors(page);
        await page.goto(`${prefix}/submit`);
        await page.locator('#submit-prompt').fill(SUBMIT_PROMPT);
        await page
          .locator('#submit-category')
          .selectOption({ label: CATEGORIES.find((cat) => cat.id === 'cinematic')!.name[lang] });
        await page.locator('#submit-tags').fill('golden hour');
        await page.locator('#submit-tags').press('Enter');
        for (const id of REQUIRED_SAFETY) await page.locator(`#safety-${id}`).check();
        await page.getByRole('button', { name: sub.actions.submit }).click();

        // The server is up: the submission is sent whatever the storage does.
        await expect(page.getByTestId('submit-success')).toContainText(sub.success.title);
        await expect(page.getByTestId('submit-reference')).toHaveText(/^[0-9a-f-]{36}$/);
        const keys = (await storedKeys(page)).filter((k) => k.startsWith(KEYS.submissionPrefix));
        if (outcome === 'saved') {
          // The new submission's copy, and the earlier (damaged) one left as it was.
          expect(keys.filter((k) => k !== PLANTED_SUBMISSION)).toHaveLength(1);
          if (old) {
            expect(await readStored(page, PLANTED_SUBMISSION)).toBe(old[PLANTED_SUBMISSION]);
          }
        } else {
          // No copy could be kept, and none is claimed.
          expect(keys.filter((k) => k !== PLANTED_SUBMISSION)).toHaveLength(0);
        }
        expect(errors).toEqual([]);
      });
    });

    test(`language (${KEYS.language}) under "${fault}" (${lang}): home, switch, stored value`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale });
      await injectFault(context, fault);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const other = lang === 'en' ? 'zh' : 'en';
      const htmlLang = { en: 'en', zh: 'zh-CN' } as const;

      if (old) {
        // A damaged preference is overwritten by the language of the page visited.
        await page.goto(`${prefix}/faq`);
        await waitForHydration(page);
        await expect.poll(() => readStored(page, KEYS.language)).toBe(lang);
      } else {
        // Nothing readable is stored: the bare root follows the browser's language.
        await page.goto('/');
        await waitForHydration(page);
        await expect(page).toHaveURL(lang === 'zh' ? /\/zh$/ : /\/$/);
      }
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]);

      // The switcher works whatever storage does.
      await page
        .locator('header')
        .getByRole('link', { name: other === 'zh' ? '中文' : 'English' })
        .first()
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[other]);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByText(c.error.title)).toHaveCount(0);
      expect(await readStored(page, KEYS.language)).toBe(outcome === 'saved' ? other : null);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}
