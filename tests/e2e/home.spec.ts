import AxeBuilder from '@axe-core/playwright';
import { TEMPLATES } from '../../src/domain/data/templates/all-templates.ts';
import enFaq from '../../src/web/i18n/locales/en/faq.json' with { type: 'json' };
import enHome from '../../src/web/i18n/locales/en/home.json' with { type: 'json' };
import zhFaq from '../../src/web/i18n/locales/zh/faq.json' with { type: 'json' };
import zhHome from '../../src/web/i18n/locales/zh/home.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';

const LANGUAGES = [
  { language: 'en', home: '/', h: enHome, faq: enFaq },
  { language: 'zh', home: '/zh', h: zhHome, faq: zhFaq },
].map((entry) => ({
  ...entry,
  /** The path of an English page in this language. */
  at: (path: string) => (entry.language === 'zh' ? `/zh${path}` : path),
}));

function historyEntry(n: number) {
  return {
    prompt: `Stored prompt number ${n}, a long enough line to wrap in the Recent list.`,
    input: `stored idea ${n}`,
    mode: 'advanced',
    duration: '10s',
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  };
}

for (const { language, home, at, h, faq } of LANGUAGES) {
  test.describe(`home (${language})`, () => {
    test('hero: one h1, generator CTA, templates link, trust lines, builder and refiner', async ({
      page,
    }) => {
      await page.goto(home);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(h.hero.title);
      await expect(page.getByRole('link', { name: h.hero.browseTemplates })).toHaveAttribute(
        'href',
        at('/templates'),
      );
      const trust = page.getByRole('list', { name: h.hero.trustLabel }).getByRole('listitem');
      await expect(trust).toHaveText([
        h.hero.trust.free,
        h.hero.trust.noLogin,
        h.hero.trust.copyReady,
      ]);
      await expect(page.getByRole('link', { name: h.hero.builderLink })).toHaveAttribute(
        'href',
        at('/builder'),
      );
      await expect(page.getByRole('link', { name: h.hero.refinerLink })).toHaveAttribute(
        'href',
        at('/refiner'),
      );

      await page.getByRole('link', { name: h.hero.cta }).click();
      await expect(page).toHaveURL(/#create$/);
      await expect
        .poll(() =>
          page.evaluate(() =>
            Math.round(document.getElementById('create')!.getBoundingClientRect().top),
          ),
        )
        .toBe(49);
    });

    test('seven pain points, each with its fix and a link to the tool that fixes it', async ({
      page,
    }) => {
      await page.goto(home);
      const section = page.getByRole('region', { name: h.painPoints.title });
      const items = Object.values(h.painPoints.items);
      expect(items).toHaveLength(7);
      const hrefs: string[] = [];
      for (const item of items) {
        const card = section.getByRole('listitem').filter({ hasText: item.title });
        await expect(card).toContainText(item.problem);
        await expect(card).toContainText(item.fix);
        const href = await card.getByRole('link', { name: item.cta }).getAttribute('href');
        hrefs.push(href ?? '');
      }
      const generator = `${home === '/' ? '/' : '/zh'}#create`;
      expect(hrefs.filter((href) => href === generator)).toHaveLength(3);
      expect(hrefs.filter((href) => href === at('/refiner'))).toHaveLength(2);
      expect(hrefs.filter((href) => href === at('/variants'))).toHaveLength(2);
    });

    test('four feature cards link to templates, builder, refiner and variants', async ({
      page,
    }) => {
      await page.goto(home);
      const section = page.getByRole('region', { name: h.features.title });
      const links = section.getByRole('link');
      await expect(links).toHaveCount(4);
      for (const [key, path] of [
        ['templates', '/templates'],
        ['builder', '/builder'],
        ['refiner', '/refiner'],
        ['variants', '/variants'],
      ] as const) {
        await expect(links.filter({ hasText: h.features[key].title })).toHaveAttribute(
          'href',
          at(path),
        );
      }
    });

    test('featured templates: up to six localized cards that open their detail pages', async ({
      page,
    }) => {
      await page.goto(home);
      const cards = page.getByTestId('featured-templates').getByRole('listitem');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(6);
      for (const card of await cards.all()) {
        await expect(card.getByRole('link')).toHaveAttribute(
          'href',
          new RegExp(`^${at('/templates/')}[a-z]+-\\d{3}$`),
        );
        await expect(card).toContainText(/\d+ ?(?:s|秒)/);
        await expect(card).toContainText(/\d+(\.\d)?:\d+/);
      }
      if (language === 'zh') await expect(cards.first()).toContainText(/[\u4e00-\u9fff]/);
      const title = (await cards.first().getByRole('link').innerText()).trim();
      await cards.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${at('/templates/')}[a-z]+-\\d{3}$`));
      await expect(page.locator('h1')).toHaveText(title);
    });

    test('FAQ teaser: the first six questions, one open at a time, and a link to all', async ({
      page,
    }) => {
      await page.goto(home);
      const teaser = page.getByTestId('faq-teaser');
      const entries = teaser.locator('details');
      await expect(entries).toHaveCount(6);
      await expect(entries.locator('summary')).toHaveText(
        faq.items.slice(0, 6).map((item) => item.question),
      );
      const first = faq.items[0]!;
      const second = faq.items[1]!;
      await expect(teaser.getByText(first.answer)).toBeHidden();
      await entries.nth(0).locator('summary').click();
      await expect(teaser.getByText(first.answer)).toBeVisible();
      await entries.nth(1).locator('summary').click();
      await expect(teaser.getByText(second.answer)).toBeVisible();
      await expect(teaser.getByText(first.answer)).toBeHidden();
      await expect(page.getByRole('link', { name: h.faqTeaser.all })).toHaveAttribute(
        'href',
        at('/faq'),
      );
    });

    test('the vague-versus-structured example opens and closes', async ({ page }) => {
      await page.goto(home);
      const summary = page.getByText(h.comparison.summary);
      const structured = page.getByText(h.comparison.structuredPrompt);
      await expect(structured).toBeHidden();
      await summary.click();
      await expect(structured).toBeVisible();
      await expect(page.getByText(h.comparison.vaguePrompt)).toBeVisible();
      await summary.click();
      await expect(structured).toBeHidden();
    });

    test('axe finds no violations with the example, an FAQ answer and the thank-you open', async ({
      page,
    }) => {
      test.setTimeout(90_000); // axe on the longest page, on a busy machine
      await page.goto(home);
      await page.getByText(h.comparison.summary).click();
      await page.getByTestId('faq-teaser').locator('summary').first().click();
      const newsletter = page.getByRole('region', { name: h.newsletter.title });
      await newsletter.getByLabel(h.newsletter.label).fill('creator@example.com');
      await newsletter.getByRole('button', { name: h.newsletter.submit }).click();
      await expect(newsletter.getByTestId('newsletter-success')).toBeVisible();
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });

    test('calls to action lead to the builder and the guide', async ({ page }) => {
      await page.goto(home);
      const section = page.getByRole('region', { name: h.cta.title });
      await expect(section.getByRole('link', { name: h.cta.builder })).toHaveAttribute(
        'href',
        at('/builder'),
      );
      await expect(section.getByRole('link', { name: h.cta.guide })).toHaveAttribute(
        'href',
        at('/guide'),
      );
    });

    test('newsletter: required e-mail, thanks for 3 s, then an empty form, no network call', async ({
      page,
    }) => {
      await page.goto(home);
      await page.waitForLoadState('networkidle');
      const section = page.getByRole('region', { name: h.newsletter.title });
      const email = section.getByLabel(h.newsletter.label);
      const submit = section.getByRole('button', { name: h.newsletter.submit });
      await expect(email).toHaveAttribute('type', 'email');
      await expect(email).toHaveAttribute('required', '');

      const requests: string[] = [];
      page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

      await submit.click(); // empty: the browser refuses
      await expect(section.getByTestId('newsletter-success')).toHaveCount(0);
      await email.fill('not-an-address');
      await submit.click();
      await expect(section.getByTestId('newsletter-success')).toHaveCount(0);

      await email.fill('creator@example.com');
      const started = Date.now();
      await submit.click();
      await expect(section.getByTestId('newsletter-success')).toHaveText(h.newsletter.success);
      await expect(email).toBeHidden();
      await expect(email).toBeVisible({ timeout: 6000 });
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(2900);
      expect(elapsed).toBeLessThan(4500);
      await expect(email).toHaveValue('');
      await expect(section.getByTestId('newsletter-success')).toHaveCount(0);
      expect(requests).toEqual([]);
    });

    test('no template library and no layout shift, even with a full Recent list', async ({
      page,
    }) => {
      await page.addInitScript(
        (entries) => {
          localStorage.setItem('promptreel-history', JSON.stringify(entries));
        },
        Array.from({ length: 10 }, (_, i) => historyEntry(10 - i)),
      );
      const scripts: string[] = [];
      page.on('response', async (response) => {
        if (response.url().endsWith('.js')) scripts.push(await response.text());
      });
      await page.goto(home);
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('recent-prompts').getByRole('listitem')).toHaveCount(10);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<
                PerformanceEntry & { value: number; hadRecentInput: boolean }
              >) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 1000);
          }),
      );
      expect(shift).toBeLessThan(0.01);
      const all = scripts.join('\n');
      // No template prompt text (not even a featured one's) and no answer past the sixth.
      for (const template of TEMPLATES) expect(all).not.toContain(template.prompt.slice(60, 110));
      expect(all).not.toContain(faq.items[11]!.answer.slice(0, 40));
    });
  });
}

test.describe('home at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const { language, home, h } of LANGUAGES) {
    test(`fits the phone width and the generator works (${language})`, async ({ page }) => {
      await page.goto(home);
      await expect(page.getByRole('link', { name: h.hero.cta })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      const section = page.locator('#create');
      await section.getByLabel(h.generator.inputLabel).fill('a snail racing a leaf');
      await section.getByRole('button', { name: h.generator.generate }).click();
      await expect(section.getByTestId('generated-prompt')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    });
  }
});
