import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CATEGORIES } from '../../src/domain/data/categories.ts';
import enBuilder from '../../src/web/i18n/locales/en/builder.json' with { type: 'json' };
import zhBuilder from '../../src/web/i18n/locales/zh/builder.json' with { type: 'json' };
import enCommon from '../../src/web/i18n/locales/en/common.json' with { type: 'json' };
import zhCommon from '../../src/web/i18n/locales/zh/common.json' with { type: 'json' };
import enHome from '../../src/web/i18n/locales/en/home.json' with { type: 'json' };
import zhHome from '../../src/web/i18n/locales/zh/home.json' with { type: 'json' };
import enInvite from '../../src/web/i18n/locales/en/invite.json' with { type: 'json' };
import zhInvite from '../../src/web/i18n/locales/zh/invite.json' with { type: 'json' };
import enRefiner from '../../src/web/i18n/locales/en/refiner.json' with { type: 'json' };
import zhRefiner from '../../src/web/i18n/locales/zh/refiner.json' with { type: 'json' };
import enSubmit from '../../src/web/i18n/locales/en/submit.json' with { type: 'json' };
import zhSubmit from '../../src/web/i18n/locales/zh/submit.json' with { type: 'json' };
import enTemplates from '../../src/web/i18n/locales/en/templates.json' with { type: 'json' };
import zhTemplates from '../../src/web/i18n/locales/zh/templates.json' with { type: 'json' };
import enVariants from '../../src/web/i18n/locales/en/variants.json' with { type: 'json' };
import zhVariants from '../../src/web/i18n/locales/zh/variants.json' with { type: 'json' };
import { expect, test, waitForHydration } from './fixtures.ts';
import {
  IMG_PART,
  PAYLOAD,
  SAFE_FILE_NAME,
  SCRIPT_PART,
  SHORT_PAYLOAD,
  guardPage,
} from './support/hostile.ts';

/**
 * Script, HTML and javascript: payloads in every user-controlled value render as inert text:
 * no dialog, no injected element, window.__pwned never set, and the text shown literally.
 */

/** A literal string as regex source. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LANGS = [
  {
    lang: 'en',
    prefix: '',
    b: enBuilder,
    c: enCommon,
    h: enHome,
    inv: enInvite,
    r: enRefiner,
    sub: enSubmit,
    tpl: enTemplates,
    v: enVariants,
  },
  {
    lang: 'zh',
    prefix: '/zh',
    b: zhBuilder,
    c: zhCommon,
    h: zhHome,
    inv: zhInvite,
    r: zhRefiner,
    sub: zhSubmit,
    tpl: zhTemplates,
    v: zhVariants,
  },
] as const;

const FAVORITES_KEY = 'sora-prompt-favorites';
const REQUIRED_SAFETY = [
  'consent-verified',
  'no-minors',
  'no-public-figures',
  'no-violence',
  'no-adult-content',
  'no-hate',
  'no-copyright',
];
/** A prompt long enough for every minimum that still carries the whole payload. */
const LONG_PAYLOAD = `${PAYLOAD} a red fox trots through fresh snow at dawn`;

/** Markup for URL parameters: a script and an image with a handler. */
const QUERY = `${SCRIPT_PART}${IMG_PART}`;

/** The text of a locator exactly as the DOM holds it (not innerText's layout rules). */
const textOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => el.textContent ?? '').join('\n'));

test.describe('the guard itself', () => {
  // The checks below must be able to fail: inject for real and watch the guard complain.
  test('catches an element injected into the page', async ({ page }) => {
    const guard = await guardPage(page);
    await page.goto('/faq');
    await guard.expectInert();
    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), IMG_PART);
    await expect(guard.expectInert()).rejects.toThrow(/injected element/);
  });

  test('catches a dialog', async ({ page }) => {
    const guard = await guardPage(page);
    await page.goto('/faq');
    await page.evaluate(() => window.alert('hello'));
    await expect(guard.expectInert()).rejects.toThrow(/no dialog/);
  });
});

for (const { lang, prefix, b, c, h, inv, r, sub, tpl, v } of LANGS) {
  test.describe(`hostile input (${lang})`, () => {
    test('generator input, its result and its history entry after a reload', async ({ page }) => {
      const guard = await guardPage(page);
      await page.goto(prefix || '/');
      const section = page.locator('#create');
      const input = section.getByLabel(h.generator.inputLabel);
      await input.fill(PAYLOAD);
      await section.getByRole('button', { name: h.generator.generate }).click();
      const prompt = section.getByTestId('generated-prompt');
      await expect(prompt).toBeVisible();
      expect(await prompt.textContent()).toContain(PAYLOAD);
      const recent = section.getByTestId('recent-prompts');
      await expect(recent.getByText(PAYLOAD, { exact: true })).toBeVisible();
      await guard.expectInert();

      // From local storage back onto the page.
      await page.reload();
      await expect(recent.getByText(PAYLOAD, { exact: true })).toBeVisible();
      await recent.getByRole('button', { name: h.generator.history.reuse }).click();
      await expect(input).toHaveValue(PAYLOAD);
      await guard.expectInert();
    });

    for (const tool of ['refiner', 'variants'] as const) {
      test(`${tool} input and its three results`, async ({ page }) => {
        const guard = await guardPage(page);
        await page.goto(`${prefix}/${tool}`);
        const label = tool === 'refiner' ? r.form.promptLabel : v.form.promptLabel;
        const submit = tool === 'refiner' ? r.form.submit : v.form.submit;
        await page.getByLabel(label).fill(LONG_PAYLOAD);
        await page.getByRole('button', { name: submit }).click();
        await expect(page.getByTestId('result-heavy')).toBeVisible();
        // The refiner opens one card, the variants page all three.
        if (tool === 'refiner') {
          await page.getByRole('button', { name: c.actions.expandAll }).click();
        }
        await expect(page.getByTestId('result-text')).toHaveCount(3);
        const texts = await textOf(page, '[data-testid="result-text"]');
        // The engine keeps the user's words: the payload is there, as text.
        expect(texts).toContain(SCRIPT_PART);
        expect(texts).toContain(IMG_PART);
        // The word diff splits the text into pieces: still text.
        await page.getByTestId('result-medium').locator('button[aria-pressed]').click();
        await expect(page.getByTestId('result-medium').getByTestId('diff-text')).toBeVisible();
        await expect(page.getByLabel(label)).toHaveValue(LONG_PAYLOAD);
        await guard.expectInert();
      });
    }

    test('favorites: a hostile id planted in local storage', async ({ page }) => {
      const guard = await guardPage(page);
      const planted = ['cin-001', `"><img src=x onerror=alert(1)>`, SCRIPT_PART];
      await page.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem('planted')) {
            localStorage.setItem(key, value);
            sessionStorage.setItem('planted', '1');
          }
        },
        [FAVORITES_KEY, JSON.stringify(planted)] as const,
      );
      await page.goto(`${prefix}/templates?favorites=1`);
      // The stored list is not a list of template ids: ignored as a whole, nothing shown.
      await expect(page.getByRole('heading', { name: tpl.empty.title })).toBeVisible();
      await page.goto(`${prefix}/templates/cin-001`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await guard.expectInert();

      // The page still works: favoriting replaces the bad data with a clean list.
      const heart = page.getByRole('button', { name: tpl.favorites.label, exact: true });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate((k) => localStorage.getItem(k), FAVORITES_KEY)).toBe(
        '["cin-001"]',
      );
      await guard.expectInert();
    });

    test('submission: prompt, tags and notes stay text; a javascript: link is refused', async ({
      page,
    }) => {
      const guard = await guardPage(page);
      await page.goto(`${prefix}/submit`);
      await page.locator('#submit-prompt').fill(LONG_PAYLOAD);
      await page
        .locator('#submit-category')
        .selectOption({ label: CATEGORIES.find((cat) => cat.id === 'cinematic')!.name[lang] });
      await page.locator('#submit-tags').fill(SHORT_PAYLOAD);
      await page.locator('#submit-tags').press('Enter');
      await expect(page.locator('[data-field="tags"] ul li')).toHaveText([SHORT_PAYLOAD]);
      await page.locator('#submit-notes').fill(PAYLOAD);
      for (const id of REQUIRED_SAFETY) await page.locator(`#safety-${id}`).check();

      const url = page.locator('#submit-video-url');
      const submit = page.getByRole('button', { name: sub.actions.submit });
      for (const link of ['javascript:alert(1)', 'javascript://example.com/%0aalert(1)']) {
        await url.fill(link);
        await submit.click();
        await expect(url).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByText(sub.errors.videoUrlInvalid)).toBeVisible();
        await expect(page.getByTestId('submit-success')).toHaveCount(0);
        await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
      }
      await guard.expectInert();

      await url.fill('https://example.com/clip.mp4');
      await submit.click();
      await expect(page.getByTestId('submit-success')).toContainText(sub.success.title);
      const stored = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('promptreel-submission-'))
          .map((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown>),
      );
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        prompt: LONG_PAYLOAD,
        tags: [SHORT_PAYLOAD],
        notes: PAYLOAD,
        videoUrl: 'https://example.com/clip.mp4',
      });
      await guard.expectInert();
    });

    test('builder fields, the draft, the TXT export and the share link', async ({
      page,
      browser,
    }) => {
      test.slow(); // fills every text field, reloads, exports and opens a second browser
      const guard = await guardPage(page);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${prefix}/builder`);
      await page.locator('input[name="builder-categoryId"][value="cinematic"]').check();
      await page.locator('#builder-title').fill(SHORT_PAYLOAD);
      await page.getByTestId('step-chip-scene').click();
      await page.locator('#builder-scene').fill(PAYLOAD);
      await page.locator('#builder-subject').fill(PAYLOAD);
      const preview = page.getByTestId('preview-prompt');
      await expect(preview).toContainText(SCRIPT_PART);
      // The zh page joins the typed words with Chinese joiners; the words stay as typed.
      expect(await preview.textContent()).toMatch(
        new RegExp(`${escapeRegex(PAYLOAD)}(?: in |，置身于)`),
      );

      await page.getByTestId('step-chip-motion').click();
      await page.locator('#builder-motion').fill(PAYLOAD);
      await page.locator('#builder-motion').press('Enter');
      await expect(page.getByTestId('step-motion').getByRole('listitem')).toHaveText([PAYLOAD]);

      await page.getByTestId('step-chip-audio').click();
      await page.getByRole('switch').check();
      await page.locator('input[name="builder-audio-type"][value="voice"]').check();
      await page.locator('#builder-audio-lines').fill(PAYLOAD);
      await page.locator('#builder-audio-lines').press('Enter');
      await expect(page.getByTestId('voice-settings').getByRole('listitem')).toHaveText([PAYLOAD]);
      await page.locator('#builder-audio-sync').fill(PAYLOAD);
      // A dialogue line is quoted: "…" in English, “…” on the zh page.
      await expect(preview).toContainText(new RegExp(`["“]${escapeRegex(PAYLOAD)}["”]`));
      await guard.expectInert();

      // Export: a safe file name, the payload as plain text inside.
      const downloading = page.waitForEvent('download');
      await page
        .getByTestId('preview-panel')
        .getByRole('button', { name: c.actions.exportTxt })
        .click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(SAFE_FILE_NAME);
      expect(await readFile((await download.path())!, 'utf8')).toContain(PAYLOAD);

      // The share link carries the payload to another browser, which shows it as text.
      await page.getByRole('button', { name: b.actions.share }).click();
      await expect(page.getByTestId('toast')).toContainText(c.toasts.copiedTitle);
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/#s=[\w-]+$/);

      // The draft came back from storage on a reload: still text.
      await page.waitForTimeout(600); // past the draft's save delay
      await page.reload();
      await expect(page.getByTestId('toast')).toContainText(b.draft.restored);
      expect(await preview.textContent()).toMatch(
        new RegExp(`${escapeRegex(PAYLOAD)}(?: in |，置身于)`),
      );
      await guard.expectInert();

      const context = await browser.newContext();
      const other = await context.newPage();
      const otherGuard = await guardPage(other);
      await other.goto(link);
      await waitForHydration(other);
      await expect(other.getByTestId('toast')).toContainText(b.share.loadedTitle);
      const otherPreview = other.getByTestId('preview-prompt');
      await expect(otherPreview).toContainText(SCRIPT_PART);
      await expect(otherPreview).toContainText(new RegExp(`["“]${escapeRegex(PAYLOAD)}["”]`));
      await other.getByTestId('step-chip-scene').click();
      await expect(other.locator('#builder-scene')).toHaveValue(PAYLOAD);
      await otherGuard.expectInert();

      // A crafted payload (extra keys, a prototype key, markup as the category) is refused.
      // Written out as JSON text: an object literal's __proto__ would not be serialised.
      const crafted = Buffer.from(
        `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},` +
          `"categoryId":${JSON.stringify(SCRIPT_PART)},"scene":${JSON.stringify(PAYLOAD)},` +
          `"subject":${JSON.stringify(PAYLOAD)}}`,
      ).toString('base64url');
      await other.goto('about:blank');
      await other.goto(`${prefix}/builder#s=${crafted}`);
      await waitForHydration(other);
      await expect(other.getByTestId('toast')).toContainText(b.share.invalidTitle);
      expect(await other.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty(
        'polluted',
      );
      expect(
        await other.evaluate(() => (Object.prototype as Record<string, unknown>).polluted),
      ).toBeUndefined();
      await otherGuard.expectInert();
      await context.close();
    });

    test('URL: /templates?q= with markup fills the search box as text', async ({ page }) => {
      const guard = await guardPage(page);
      await page.goto(`${prefix}/templates?q=${encodeURIComponent(QUERY)}`);
      await expect(page.getByRole('searchbox', { name: tpl.search.label })).toHaveValue(QUERY);
      await expect(page.getByRole('heading', { name: tpl.empty.title })).toBeVisible();
      await guard.expectInert();
    });

    for (const tool of ['refiner', 'variants'] as const) {
      test(`URL: /${tool}?prompt= with markup fills the prompt box as text`, async ({ page }) => {
        const guard = await guardPage(page);
        await page.goto(`${prefix}/${tool}?prompt=${encodeURIComponent(IMG_PART)}`);
        const label = tool === 'refiner' ? r.form.promptLabel : v.form.promptLabel;
        await expect(page.getByLabel(label)).toHaveValue(IMG_PART);
        await guard.expectInert();
      });
    }

    test('URL: /builder?template= and #s= with markup are refused as text', async ({ page }) => {
      const guard = await guardPage(page);
      await page.goto(`${prefix}/builder?template=${encodeURIComponent(QUERY)}`);
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(b.template.notFoundTitle);
      // The id is quoted back literally (cut at 40 characters).
      expect(await toast.textContent()).toContain(QUERY.slice(0, 40));
      await expect(page).toHaveURL(new RegExp(`${prefix}/builder$`));
      await guard.expectInert();

      // Another page first: a hash change alone would not load the builder again.
      await page.goto(`${prefix}/faq`);
      await page.goto(`${prefix}/builder#s=${encodeURIComponent(SCRIPT_PART)}`);
      await expect(toast).toContainText(b.share.invalidTitle);
      await guard.expectInert();
    });

    test('URL: /sora2-invite-code?page= with markup still says Sora is closed', async ({
      page,
    }) => {
      const guard = await guardPage(page);
      // Old search results carry ?page= links from when the page listed codes.
      await page.goto(`${prefix}/sora2-invite-code?page=${encodeURIComponent(QUERY)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(inv.header.title);
      await expect(page.getByTestId('sora-status')).toContainText(inv.status.title);
      await guard.expectInert();
    });

    test('URL: paths with markup get the not-found page', async ({ page }) => {
      const guard = await guardPage(page);
      const missing = await page.goto(`${prefix}/templates/${encodeURIComponent(IMG_PART)}`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tpl.detail.notFoundTitle);
      const nowhere = await page.goto(`${prefix}/${encodeURIComponent(SCRIPT_PART)}`);
      expect(nowhere?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await guard.expectInert();
    });

    test('template exports have safe file names', async ({ page }) => {
      const guard = await guardPage(page);
      await page.goto(`${prefix}/templates/cin-001`);
      for (const name of [c.actions.exportTxt, c.actions.exportJson]) {
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name }).click();
        expect((await downloading).suggestedFilename()).toMatch(SAFE_FILE_NAME);
      }
      await guard.expectInert();
    });
  });
}
