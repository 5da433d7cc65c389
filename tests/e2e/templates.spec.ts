import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { TEMPLATES } from '../../src/domain/data/templates/all-templates.ts';
import { CATEGORIES } from '../../src/domain/data/categories.ts';
import type { Template } from '../../src/domain/schemas/template.ts';
import en from '../../src/web/i18n/locales/en/templates.json' with { type: 'json' };
import zh from '../../src/web/i18n/locales/zh/templates.json' with { type: 'json' };
import enCommon from '../../src/web/i18n/locales/en/common.json' with { type: 'json' };
import zhCommon from '../../src/web/i18n/locales/zh/common.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';

const FAVORITES_KEY = 'sora-prompt-favorites';
const LANGUAGES = [
  { lang: 'en', prefix: '', s: en, c: enCommon },
  { lang: 'zh', prefix: '/zh', s: zh, c: zhCommon },
] as const;

/** Ids of the cards in the grid, in order. */
async function gridIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('template-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-id') ?? ''));
}

const idsWhere = (keep: (t: Template) => boolean) =>
  TEMPLATES.filter(keep)
    .map((t) => t.id)
    .sort();

const sorted = (ids: string[]) => [...ids].sort();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The complete prompt a page in this language shows first (and copies). */
const promptOf = (template: Template, lang: 'en' | 'zh') =>
  lang === 'zh' ? template.promptZh : template.prompt;
const categoryName = (id: string, lang: 'en' | 'zh') =>
  CATEGORIES.find((c) => c.id === id)!.name[lang];
/** axe (WCAG 2.2 AA) violations, as short lines. */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

const withAudio = TEMPLATES.find((t) => t.audio?.voice && t.audio.lines?.length)!;
const withoutAudio = TEMPLATES.find((t) => !t.audio)!;

for (const { lang, prefix, s, c } of LANGUAGES) {
  const list = `${prefix}/templates`;
  /** A filter checkbox by its visible label (its name also carries the count). */
  const box = (page: Page, label: string) =>
    page
      .getByRole('complementary')
      .getByRole('checkbox', { name: new RegExp(`^${escape(label)}(\\s|$)`) });

  test.describe(`template list (${lang})`, () => {
    test('shows every template with count, search, filters and sort', async ({ page }) => {
      await page.goto(list);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.header.title);
      await expect(page.getByTestId('result-count')).toHaveText(
        s.results.count_other.replace('{{count}}', String(TEMPLATES.length)),
      );
      expect(sorted(await gridIds(page))).toEqual(idsWhere(() => true));
      await expect(page.getByRole('searchbox', { name: s.search.label })).toBeVisible();
      await expect(page.getByRole('combobox', { name: s.sort.label })).toHaveValue('recent');
      const aside = page.getByRole('complementary');
      for (const legend of [
        s.filters.category,
        s.filters.duration,
        s.filters.aspectRatio,
        s.filters.difficulty,
      ]) {
        await expect(aside.getByRole('group', { name: legend })).toBeVisible();
      }
      await expect(box(page, s.filters.hasAudio)).toBeVisible();
      await expect(box(page, s.filters.featured)).toBeVisible();
    });

    test('a card shows category, badges, a 150-character preview and at most 4 tags', async ({
      page,
    }) => {
      await page.goto(list);
      const template = TEMPLATES.find((t) => t.tags[lang].length > 4 && t.prompt.length > 150)!;
      const card = page.locator(`[data-testid="template-card"][data-id="${template.id}"]`);
      await expect(card.getByRole('heading')).toHaveText(template.title[lang]);
      await expect(card).toContainText(categoryName(template.categoryId, lang));
      await expect(card).toContainText(s.difficulty[template.difficulty]);
      const preview = await card.locator('p').first().innerText();
      // 150 characters and an ellipsis: "…" in English, "……" in Chinese (docs/glossary-zh.md).
      const ellipsis = lang === 'zh' ? '……' : '…';
      expect(preview.endsWith(ellipsis)).toBe(true);
      expect([...preview].length).toBeLessThanOrEqual(150 + ellipsis.length);
      const tags = card.getByRole('list', { name: s.card.tags }).getByRole('listitem');
      await expect(tags).toHaveCount(5);
      await expect(tags.last()).toContainText(`+${template.tags[lang].length - 4}`);
      await expect(card.getByRole('link', { name: s.card.viewDetails })).toHaveAttribute(
        'href',
        `${prefix}/templates/${template.id}`,
      );
    });

    test('search is fuzzy, lives in the URL and survives a reload', async ({ page }) => {
      await page.goto(list);
      const search = page.getByRole('searchbox', { name: s.search.label });
      const query = lang === 'en' ? 'lighthose' : '灯塔';
      await search.fill(query);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query)}`));
      // The index loads on first use; until then the whole list stays (dimmed).
      await expect.poll(async () => (await gridIds(page)).length).toBeLessThan(10);
      const ids = await gridIds(page);
      expect(ids.slice(0, 3)).toContain('cin-002');
      await expect(page.getByRole('combobox', { name: s.sort.label })).toHaveValue('relevance');

      await page.reload();
      await expect(page.getByRole('searchbox', { name: s.search.label })).toHaveValue(query);
      await expect.poll(() => gridIds(page)).toEqual(ids);

      // An empty or whitespace query shows everything again.
      await page.getByRole('searchbox', { name: s.search.label }).fill('   ');
      await expect.poll(async () => (await gridIds(page)).length).toBe(TEMPLATES.length);
    });

    test('search works when the page opens with a query in the URL', async ({ page }) => {
      await page.goto(`${list}?q=${encodeURIComponent(lang === 'en' ? 'ferofluid' : '磁流体')}`);
      await expect.poll(() => gridIds(page)).toEqual(['exp-005']);
    });

    const groups: Array<{
      name: string;
      pick: [string, string];
      param: string;
      keep: (t: Template, picks: string[]) => boolean;
    }> = [
      {
        name: 'category',
        pick: ['unboxing', 'loop'],
        param: 'category',
        keep: (t, p) => p.includes(t.categoryId),
      },
      {
        name: 'duration',
        pick: ['10s', '25s'],
        param: 'duration',
        keep: (t, p) => p.includes(t.duration),
      },
      {
        name: 'aspect ratio',
        pick: ['9:16', '1:1'],
        param: 'ratio',
        keep: (t, p) => p.includes(t.aspectRatio),
      },
      {
        name: 'difficulty',
        pick: ['beginner', 'advanced'],
        param: 'difficulty',
        keep: (t, p) => p.includes(t.difficulty),
      },
    ];
    const labelOf = (group: string, value: string): string => {
      if (group === 'category') return categoryName(value, lang);
      if (group === 'difficulty') return s.difficulty[value as keyof typeof s.difficulty];
      return value;
    };

    for (const group of groups) {
      test(`the ${group.name} filter ORs its values and goes into the URL`, async ({ page }) => {
        await page.goto(list);
        const [first, second] = group.pick;
        await box(page, labelOf(group.name, first)).check();
        await expect(page).toHaveURL(new RegExp(`${group.param}=`));
        await expect
          .poll(async () => sorted(await gridIds(page)))
          .toEqual(idsWhere((t) => group.keep(t, [first])));
        await box(page, labelOf(group.name, second)).check();
        await expect
          .poll(async () => sorted(await gridIds(page)))
          .toEqual(idsWhere((t) => group.keep(t, [first, second])));
      });
    }

    test('has-audio and featured filter on the audio block and the flag, ANDed', async ({
      page,
    }) => {
      await page.goto(list);
      await box(page, s.filters.hasAudio).check();
      await expect
        .poll(async () => sorted(await gridIds(page)))
        .toEqual(idsWhere((t) => t.audio !== undefined));
      await box(page, s.filters.featured).check();
      await expect
        .poll(async () => sorted(await gridIds(page)))
        .toEqual(idsWhere((t) => t.audio !== undefined && t.featured));
      await expect(page).toHaveURL(/audio=1/);
      await expect(page).toHaveURL(/featured=1/);
    });

    test('groups combine with AND; the view survives reload and back', async ({ page }) => {
      await page.goto(list);
      await box(page, categoryName('cinematic', lang)).check();
      await expect(page).toHaveURL(/category=cinematic/);
      await box(page, '15s').check();
      const expected = idsWhere((t) => t.categoryId === 'cinematic' && t.duration === '15s');
      await expect.poll(async () => sorted(await gridIds(page))).toEqual(expected);

      await page.reload();
      await expect(box(page, categoryName('cinematic', lang))).toBeChecked();
      await expect(box(page, '15s')).toBeChecked();
      await expect.poll(async () => sorted(await gridIds(page))).toEqual(expected);

      // Open a template, come back: the filtered view is still there.
      await page.getByTestId('template-card').first().getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/templates/[a-z]+-\\d{3}$`));
      await page.goBack();
      await expect(box(page, '15s')).toBeChecked();
      await expect.poll(async () => sorted(await gridIds(page))).toEqual(expected);

      // Back once more undoes the last filter.
      await page.goBack();
      await expect(box(page, '15s')).not.toBeChecked();
      await expect(box(page, categoryName('cinematic', lang))).toBeChecked();
    });

    test('sorts by title, popularity and duration', async ({ page }) => {
      await page.goto(list);
      const sort = page.getByRole('combobox', { name: s.sort.label });
      await sort.selectOption('popular');
      await expect(page).toHaveURL(/sort=popular/);
      const byPopularity = [...TEMPLATES].sort((a, b) => b.popularity - a.popularity);
      await expect.poll(async () => (await gridIds(page))[0]).toBe(byPopularity[0]!.id);

      await sort.selectOption('title');
      const collator = new Intl.Collator(lang === 'zh' ? 'zh-CN' : 'en', {
        sensitivity: 'base',
        numeric: true,
      });
      const byTitle = [...TEMPLATES].sort((a, b) => collator.compare(a.title[lang], b.title[lang]));
      await expect.poll(async () => (await gridIds(page))[0]).toBe(byTitle[0]!.id);

      await sort.selectOption('duration');
      const ids = await gridIds(page);
      const seconds = ids.map((id) => parseInt(TEMPLATES.find((t) => t.id === id)!.duration, 10));
      expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    });

    test('no match shows the empty state; clear all resets filters and search', async ({
      page,
    }) => {
      await page.goto(`${list}?category=loop&featured=1&sort=title`);
      const search = page.getByRole('searchbox', { name: s.search.label });
      await search.fill('zzqxv');
      // These filters alone match nothing: the empty state is there before the search is.
      await expect(search).toHaveValue('zzqxv');
      await expect(page).toHaveURL(/[?&]q=zzqxv(&|$)/);
      await expect(page.getByRole('heading', { name: s.empty.title })).toBeVisible();
      await page.getByRole('button', { name: s.empty.clearAll }).click();
      await expect(page.getByRole('heading', { name: s.empty.title })).toBeHidden();
      await expect(page.getByRole('searchbox', { name: s.search.label })).toHaveValue('');
      await expect(box(page, categoryName('loop', lang))).not.toBeChecked();
      await expect(box(page, s.filters.featured)).not.toBeChecked();
      await expect.poll(async () => (await gridIds(page)).length).toBe(TEMPLATES.length);
      expect(new URL(page.url()).search).toBe('?sort=title');
    });

    test('typing and clear all before the card grid has hydrated: the box and the list agree', async ({
      page,
    }) => {
      // The grid hydrates after the page (hydrate-later.tsx); on a slow connection its code
      // arrives after a person has typed. Here it is held until the search has been cleared.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/template-grid-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // page.goto waits for every part to hydrate (fixtures.ts), the grid included.
      await page.mainFrame().goto(`${list}?category=loop&featured=1&sort=title`);
      // Shown once React has read the URL: these filters alone match nothing.
      await expect(page.getByRole('heading', { name: s.empty.title })).toBeVisible();
      const search = page.getByRole('searchbox', { name: s.search.label });
      await search.fill('zzqxv');
      await expect(search).toHaveValue('zzqxv');
      await expect(page).toHaveURL(/[?&]q=zzqxv(&|$)/);
      await page.getByRole('button', { name: s.empty.clearAll }).click();
      await expect(search).toHaveValue('');
      await expect(page.getByRole('heading', { name: s.empty.title })).toBeHidden();
      expect(new URL(page.url()).search).toBe('?sort=title');

      release();
      await expect.poll(async () => (await gridIds(page)).length).toBe(TEMPLATES.length);
      await expect(search).toHaveValue('');
      await expect(page.getByTestId('result-count')).toHaveText(
        s.results.count_other.replace('{{count}}', String(TEMPLATES.length)),
      );
    });

    test('favorites persist across a reload and have their own view', async ({ page }) => {
      await page.goto(list);
      const card = page.locator('[data-testid="template-card"][data-id="cin-001"]');
      const heart = card.getByRole('button', {
        name: s.favorites.toggle.replace('{{title}}', TEMPLATES[0]!.title[lang]),
      });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(
        JSON.parse((await page.evaluate((k) => localStorage.getItem(k), FAVORITES_KEY)) ?? ''),
      ).toEqual(['cin-001']);

      await page.reload();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      const view = page.getByRole('button', { name: new RegExp(s.favorites.only) });
      await view.click();
      await expect(page).toHaveURL(/favorites=1/);
      await expect.poll(() => gridIds(page)).toEqual(['cin-001']);

      // Unfavoriting in the favorites view empties it.
      await heart.click();
      await expect(page.getByRole('heading', { name: s.empty.title })).toBeVisible();
      await expect(page.getByText(s.empty.favoritesText)).toBeVisible();
      expect(await page.evaluate((k) => localStorage.getItem(k), FAVORITES_KEY)).toBe('[]');
    });

    test('corrupt favorites are logged and ignored', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      await page.addInitScript((k) => localStorage.setItem(k, '{"not": "a list"'), FAVORITES_KEY);
      await page.goto(list);
      await expect.poll(() => warnings.join('\n')).toContain(FAVORITES_KEY);
      await expect(
        page.getByTestId('template-card').getByRole('button', { pressed: true }),
      ).toHaveCount(0);
      const heart = page
        .locator('[data-testid="template-card"][data-id="cin-002"]')
        .getByRole('button', {
          name: s.favorites.toggle.replace('{{title}}', TEMPLATES[1]!.title[lang]),
        });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate((k) => localStorage.getItem(k), FAVORITES_KEY)).toBe(
        '["cin-002"]',
      );
    });

    test('unavailable storage keeps the page working and says the favorite was not saved', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('denied', 'SecurityError');
        };
      });
      await page.goto(list);
      const heart = page
        .locator('[data-testid="template-card"][data-id="cin-001"]')
        .getByRole('button', {
          name: s.favorites.toggle.replace('{{title}}', TEMPLATES[0]!.title[lang]),
        });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(c.toasts.storageFailedTitle);
      await expect(toast).toContainText(s.favorites.notSavedBlocked);
    });

    test('copies a prompt from a card', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(list);
      const template = TEMPLATES.find((t) => t.id === 'cin-001')!;
      await page
        .locator('[data-testid="template-card"][data-id="cin-001"]')
        .getByRole('button', { name: c.actions.copy, exact: true })
        .click();
      await expect(page.getByTestId('toast')).toContainText(c.toasts.promptCopied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        promptOf(template, lang),
      );
    });
  });

  test.describe(`filter sheet on a phone (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the open sheet and a narrowed list pass axe', async ({ page }) => {
      test.slow(); // two pages and two axe runs
      await page.goto(`${list}?category=loop&featured=1`);
      await page.getByRole('button', { name: new RegExp(`^${s.filters.open}`) }).click();
      await expect(page.getByRole('dialog', { name: s.filters.title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto(`${list}?q=zzqxv`);
      await expect(page.getByRole('heading', { name: s.empty.title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('opens as a modal dialog, filters, and closes on Escape', async ({ page }) => {
      await page.goto(list);
      await expect(page.getByRole('complementary')).toBeHidden();
      await page.getByRole('button', { name: s.filters.open, exact: true }).click();
      const sheet = page.getByRole('dialog', { name: s.filters.title });
      await expect(sheet).toBeVisible();
      // Focus is inside the modal dialog.
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog[open]')))
        .toBe(true);
      await sheet.getByRole('checkbox', { name: new RegExp(`^${s.filters.hasAudio}`) }).check();
      await expect(page).toHaveURL(/audio=1/);
      const count = idsWhere((t) => t.audio !== undefined).length;
      await expect(sheet.getByRole('button', { name: new RegExp(`${count}`) })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect.poll(async () => (await gridIds(page)).length).toBe(count);
      // The Filters button shows how many filters are on.
      await expect(
        page.getByRole('button', { name: new RegExp(`^${s.filters.open}`) }),
      ).toContainText('1');
    });
  });

  test.describe(`template detail (${lang})`, () => {
    test('shows badges, every section and the audio block when there is one', async ({ page }) => {
      await page.goto(`${prefix}/templates/${withAudio.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(withAudio.title[lang]);
      const header = page
        .locator('header')
        .filter({ has: page.getByRole('heading', { level: 1 }) });
      await expect(header).toContainText(categoryName(withAudio.categoryId, lang));
      await expect(header).toContainText(
        lang === 'zh' ? withAudio.duration.replace('s', ' 秒') : withAudio.duration,
      );
      await expect(header).toContainText(withAudio.aspectRatio);
      await expect(header).toContainText(s.badges.audio);
      // The page language's prompt first; the switch shows the other one.
      const fullPrompt = page.getByTestId('full-prompt');
      await expect(fullPrompt).toHaveText(promptOf(withAudio, lang));
      const other = lang === 'zh' ? 'en' : 'zh';
      await page
        .getByTestId('prompt-language')
        .getByText(other === 'zh' ? '中文' : 'English', { exact: true })
        .click();
      await expect(fullPrompt).toHaveText(other === 'zh' ? withAudio.promptZh : withAudio.prompt);
      for (const key of [
        'prompt',
        'scene',
        'camera',
        'visual',
        'motion',
        'audio',
        'safety',
        'tags',
      ] as const) {
        await expect(page.getByRole('heading', { name: s.detail.sections[key] })).toBeVisible();
      }
      const audio = page.getByRole('region', { name: s.detail.sections.audio });
      await expect(audio).toContainText(withAudio.audio!.voice!.accent[lang]);
      await expect(audio).toContainText(withAudio.audio!.lines![0]![lang]);
      await expect(page.getByRole('link', { name: s.detail.openInBuilder })).toHaveAttribute(
        'href',
        `${prefix}/builder?template=${withAudio.id}`,
      );

      await page.goto(`${prefix}/templates/${withoutAudio.id}`);
      await expect(page.getByRole('heading', { name: s.detail.sections.camera })).toBeVisible();
      await expect(page.getByRole('heading', { name: s.detail.sections.audio })).toHaveCount(0);
    });

    test('a detail page with audio passes axe', async ({ page }) => {
      await page.goto(`${prefix}/templates/${withAudio.id}`);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('favorite toggle on the detail page is shared with the list', async ({ page }) => {
      await page.goto(`${prefix}/templates/cin-003`);
      const heart = page.getByRole('button', { name: s.favorites.label, exact: true });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('link', { name: s.detail.back }).first().click();
      await expect(
        page
          .locator('[data-testid="template-card"][data-id="cin-003"]')
          .getByRole('button', { name: new RegExp(s.favorites.toggle.split('{{')[0]!) }),
      ).toHaveAttribute('aria-pressed', 'true');
    });

    test('exports the template as TXT and as JSON', async ({ page }) => {
      const template = withAudio;
      await page.goto(`${prefix}/templates/${template.id}`);

      const [txt] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: c.actions.exportTxt }).click(),
      ]);
      expect(txt.suggestedFilename()).toBe(`${template.id}.txt`);
      const text = await readFile((await txt.path())!, 'utf8');
      expect(text.startsWith(template.title[lang])).toBe(true);
      for (const part of [
        `${s.export.category}: ${categoryName(template.categoryId, lang)}`,
        `${s.export.duration}: ${template.duration}`,
        `${s.export.aspectRatio}: ${template.aspectRatio}`,
        `${s.export.difficulty}: ${s.difficulty[template.difficulty]}`,
        promptOf(template, lang),
        `${s.export.tags}: ${template.tags[lang].join(lang === 'zh' ? '、' : ', ')}`,
        ...template.safety[lang].map((note) => `- ${note}`),
      ]) {
        expect(text).toContain(part);
      }
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText(s.export.title);
      await expect(toast).toContainText(s.export.txtDone);

      const [json] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: c.actions.exportJson }).click(),
      ]);
      expect(json.suggestedFilename()).toBe(`${template.id}.json`);
      expect(JSON.parse(await readFile((await json.path())!, 'utf8'))).toEqual(template);
      await expect(toast).toContainText(s.export.jsonDone);
    });

    test('an unknown id answers 404 with Template Not Found', async ({ page }) => {
      const response = await page.goto(`${prefix}/templates/zzz-999`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.detail.notFoundTitle);
      await page.getByRole('link', { name: s.detail.back }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/templates$`));
      await expect.poll(async () => (await gridIds(page)).length).toBe(TEMPLATES.length);
    });
  });
}
