import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { ModelProfile } from '../../src/domain/models/model-profile-schema.ts';
import { MODEL_PROFILES, profileSources } from '../../src/domain/models/model-profiles.ts';
import enGuide from '../../src/web/i18n/locales/en/guide.json' with { type: 'json' };
import zhGuide from '../../src/web/i18n/locales/zh/guide.json' with { type: 'json' };
import enInvite from '../../src/web/i18n/locales/en/invite.json' with { type: 'json' };
import zhInvite from '../../src/web/i18n/locales/zh/invite.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';

const LANGS = {
  en: {
    prefix: '',
    lang: 'en' as const,
    guide: enGuide,
    inv: enInvite,
    shutDown: '24 September 2026',
    faqGuide: 'Read the prompt guide',
    faqTemplates: 'Browse templates',
    blocking: 'Abuse may lead to blocking',
    removed: 'Submitted templates that violate the guidelines may be removed',
  },
  zh: {
    prefix: '/zh',
    lang: 'zh' as const,
    guide: zhGuide,
    inv: zhInvite,
    shutDown: '2026 年 9 月 24 日',
    faqGuide: '阅读创作指南',
    faqTemplates: '浏览模板库',
    blocking: '滥用可能导致封禁',
    removed: '违反规范的投稿模板随时可能被删除',
  },
} as const;

const INVITE_PATH = '/sora2-invite-code';

/** The vendor models of the guide's table: active ones in profile order, retired ones last. */
const TABLE_MODELS: readonly ModelProfile[] = [
  ...MODEL_PROFILES.filter((p) => p.id !== 'universal' && p.status === 'active'),
  ...MODEL_PROFILES.filter((p) => p.status === 'retired'),
];
const ACTIVE_MODELS = TABLE_MODELS.filter((p) => p.status === 'active');

/** How many of a profile's facts the table shows unconfirmed (each gets one marker). */
function unverifiedShown(profile: ModelProfile): number {
  const shown = [
    profile.retiredOn,
    profile.promptLimit,
    profile.promptLimitZh,
    profile.durations,
    profile.aspectRatios,
    profile.negativePrompt,
    profile.audio,
    profile.dialogueSyntax.value === 'none' ? undefined : profile.dialogueSyntax,
    profile.languages,
  ];
  return shown.filter((fact) => fact !== undefined && !fact.verified).length;
}

/**
 * A six-character run of capitals and digits with both in it: how the old page's codes
 * looked (E3TGE8). Nothing like it may be on the page now.
 */
const CODE_LIKE = /\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6}\b/;

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

/** Whether an element's box lies inside the viewport's height. */
async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
}

for (const [code, lang] of Object.entries(LANGS)) {
  test.describe(`invite codes (${code})`, () => {
    test('says Sora is closed, shows no code to copy, and points to the models that replaced it', async ({
      page,
    }) => {
      await page.goto(`${lang.prefix}${INVITE_PATH}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.inv.header.title);
      const status = page.getByTestId('sora-status');
      await expect(status).toContainText(lang.inv.status.api);
      await expect(status).toContainText(lang.shutDown);
      await expect(status).toContainText(lang.inv.status.app);
      await expect(status).toContainText(lang.inv.status.codes);
      await expect(page.getByText(lang.inv.notice.title)).toBeVisible();

      // Nothing that looks like a working code, and nothing to copy.
      const main = page.locator('main');
      expect(await main.innerText()).not.toMatch(CODE_LIKE);
      await expect(main.getByRole('button')).toHaveCount(0);
      await expect(page.getByTestId('invite-card')).toHaveCount(0);

      // Every active model, in the page's language, each linking to its row of the guide.
      const models = page.getByTestId('replacement-model');
      await expect(models).toHaveCount(ACTIVE_MODELS.length);
      for (const [i, profile] of ACTIVE_MODELS.entries()) {
        await expect(models.nth(i)).toContainText(profile.names[lang.lang]);
        await expect(models.nth(i)).toContainText(profile.maker[lang.lang]);
        await expect(models.nth(i).getByRole('link')).toHaveAttribute(
          'href',
          `${lang.prefix}/guide#model-${profile.id}`,
        );
      }
      await expect(page.getByRole('link', { name: lang.inv.models.compare })).toHaveAttribute(
        'href',
        `${lang.prefix}/guide#models`,
      );
      await expect(page.getByRole('link', { name: lang.inv.next.refiner })).toHaveAttribute(
        'href',
        `${lang.prefix}/refiner`,
      );

      // A model's link lands on its row in the guide's table.
      const first = ACTIVE_MODELS[0]!;
      await models.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/guide#model-${first.id}$`));
      const row = page.locator(`#model-${first.id}`);
      await expect(row).toContainText(first.names[lang.lang]);
      await expect.poll(() => inViewport(row)).toBe(true);
    });

    test('old ?page= links from search still answer with the same page', async ({ page }) => {
      const response = await page.goto(`${lang.prefix}${INVITE_PATH}?page=4`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.inv.header.title);
      await expect(page.getByTestId('replacement-model')).toHaveCount(ACTIVE_MODELS.length);
    });

    test('axe finds no violations on the invite-code page', async ({ page }) => {
      await page.goto(`${lang.prefix}${INVITE_PATH}`);
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

      // The third answer says what happened to Sora, with the shutdown date.
      await items.nth(2).locator('summary').click();
      await expect(items.nth(2).locator('p')).toContainText(lang.shutDown);
      await items.nth(3).locator('summary').click();

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
    test('model table: every model with its facts and sources, unconfirmed ones marked, Sora last and shut down', async ({
      page,
    }) => {
      await page.goto(`${lang.prefix}/guide`);
      const notice = page.getByTestId('sora-retired');
      await expect(notice).toContainText(lang.guide.models.soraTitle);
      await expect(notice).toContainText(lang.shutDown);

      const rows = page.getByTestId('model-row');
      await expect(rows).toHaveCount(TABLE_MODELS.length);
      expect(
        await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-model'))),
      ).toEqual(TABLE_MODELS.map((p) => p.id));
      for (const [i, profile] of TABLE_MODELS.entries()) {
        const row = rows.nth(i);
        await expect(row.getByRole('rowheader')).toContainText(profile.names[lang.lang]);
        await expect(row.locator('[data-unverified]')).toHaveCount(unverifiedShown(profile));
        for (const ratio of profile.aspectRatios.value) await expect(row).toContainText(ratio);
        const sources = profileSources(profile);
        const links = row.getByRole('link');
        await expect(links).toHaveCount(sources.length);
        for (const [j, url] of sources.entries()) {
          await expect(links.nth(j)).toHaveAttribute('href', url);
          await expect(links.nth(j)).toHaveAttribute('target', '_blank');
          await expect(links.nth(j)).toHaveAttribute('rel', 'noopener noreferrer');
        }
        if (sources.length === 0) await expect(row).toContainText(lang.guide.models.noSource);
      }
      const sora = page.locator('#model-sora');
      await expect(sora).toContainText('2026-09-24');
      await expect(rows.last()).toHaveAttribute('data-model', 'sora');
      await expect(page.getByText(lang.guide.models.legend)).toBeVisible();
    });

    test('rules, 5 practices, 8 terms and 2 resources', async ({ page }) => {
      await page.goto(`${lang.prefix}/guide`);
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

    test.describe('at 375 px', () => {
      test.use({ viewport: { width: 375, height: 812 } });

      test('the model table stacks into labelled cards that fit the width', async ({ page }) => {
        await page.goto(`${lang.prefix}/guide`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
        // The column headers are for screen readers here; each card shows its own labels.
        expect((await page.locator('#models thead').boundingBox())!.width).toBeLessThanOrEqual(1);
        const first = page.getByTestId('model-row').first();
        await first.scrollIntoViewIfNeeded();
        const box = (await first.boundingBox())!;
        expect(box.width).toBeLessThanOrEqual(375);
        for (const key of ['promptLimit', 'durations', 'negativePrompt', 'checkedOn'] as const) {
          await expect(
            first.getByText(lang.guide.models.columns[key], { exact: true }),
          ).toBeVisible();
        }
        expect(await axeViolations(page)).toEqual([]);
      });
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
        'language',
        'promptreel-prompt-language',
      ]) {
        await expect(table.getByText(key, { exact: true })).toBeVisible();
      }
      // The invite page no longer counts copies, so the table no longer names that key.
      await expect(table.getByText('promptreel-invite-copies')).toHaveCount(0);
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
