import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import enCommon from '../../src/web/i18n/locales/en/common.json' with { type: 'json' };
import enHome from '../../src/web/i18n/locales/en/home.json' with { type: 'json' };
import zhCommon from '../../src/web/i18n/locales/zh/common.json' with { type: 'json' };
import zhHome from '../../src/web/i18n/locales/zh/home.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';

/** The real strings, so the tests follow the copy instead of repeating it. */
const LANGUAGES = [
  { language: 'en', home: '/', h: enHome, c: enCommon },
  { language: 'zh', home: '/zh', h: zhHome, c: zhCommon },
] as const;

const HISTORY_KEY = 'promptreel-history';
const API = '**/api/generate-prompt';

function apiAnswer(prompt: string, enhancements = ['Camera work', 'Lighting']) {
  return {
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({
      prompt,
      enhancements,
      estimatedTokens: Math.ceil(prompt.length / 4),
      source: 'local',
      model: 'universal',
      settings: { duration: '15s' },
    }),
  };
}

function historyEntry(n: number) {
  return {
    prompt: `Stored prompt number ${n}`,
    input: `stored idea ${n}`,
    mode: 'fast',
    duration: '15s',
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  };
}

for (const { language, home, h, c } of LANGUAGES) {
  /** Opens home; the fixture's goto waits until the page is hydrated. */
  const open = async (page: Page) => {
    await page.goto(home);
  };
  const modeName = (mode: 'fast' | 'advanced') => new RegExp(h.generator.modes[mode].label);
  const ui = (page: Page) => {
    const section = page.locator('#create');
    const radio = (name: RegExp) => section.getByRole('radio', { name });
    const input = section.getByLabel(h.generator.inputLabel);
    const generate = section.getByRole('button', {
      name: new RegExp(`${h.generator.generate}|${h.generator.generating}`),
    });
    return {
      section,
      input,
      generate,
      counter: section.locator('#generator-counter'),
      limitMessage: section.getByText(h.generator.tooLong),
      result: section.getByTestId('generator-result'),
      prompt: section.getByTestId('generated-prompt'),
      offlineNote: section.getByTestId('offline-note'),
      status: section.getByTestId('generator-status'),
      recent: section.getByTestId('recent-prompts'),
      mode: (mode: 'fast' | 'advanced') => radio(modeName(mode)),
      /** A length as its button reads in the page's language ("15s", "15 秒"). */
      duration: (value: string) =>
        radio(
          new RegExp(
            h.generator.durationValue.replace('{{seconds}}', String(Number.parseInt(value, 10))),
          ),
        ),
      /** Types an idea; Generate turning on also proves the page is hydrated. */
      idea: async (text: string) => {
        await input.fill(text);
        await expect(generate).toBeEnabled();
      },
      /** Picks an option the way a person does: by clicking its visible label. */
      choose: (name: RegExp) =>
        section
          .locator('label')
          .filter({ has: page.getByRole('radio', { name }) })
          .click(),
    };
  };

  test.describe(`quick generator (${language})`, () => {
    test('Generate is disabled for empty, blank and over-long text', async ({ page }) => {
      await open(page);
      const g = ui(page);
      await expect(g.mode('fast')).toBeChecked();
      await expect(g.duration('15s')).toBeChecked();
      await expect(g.generate).toBeDisabled();

      await g.input.fill('   \n\t  ');
      await expect(g.generate).toBeDisabled();

      await g.input.fill('a'.repeat(2000));
      await expect(g.generate).toBeEnabled();
      await expect(g.limitMessage).toHaveCount(0);
      const normalColor = await g.counter.evaluate((el) => getComputedStyle(el).color);

      await g.input.fill('a'.repeat(2001));
      expect(await g.input.inputValue()).toHaveLength(2001);
      await expect(g.generate).toBeDisabled();
      await expect(g.limitMessage).toBeVisible();
      await expect(g.counter).toHaveText(/2,001 \/ 2,000/);
      const overColor = await g.counter.evaluate((el) => getComputedStyle(el).color);
      const messageColor = await g.limitMessage.evaluate((el) => getComputedStyle(el).color);
      expect(overColor).not.toBe(normalColor);
      expect(overColor).toBe(messageColor); // the message's red
    });

    for (const mode of ['fast', 'advanced'] as const) {
      test(`a full generate in ${mode} mode`, async ({ page }) => {
        await open(page);
        const g = ui(page);
        await g.idea('A lighthouse keeper climbs the stairs during a storm');
        await g.choose(modeName(mode));
        await expect(g.mode(mode)).toBeChecked();
        await g.choose(new RegExp(h.generator.durationValue.replace('{{seconds}}', '25')));
        await expect(g.duration('25s')).toBeChecked();
        const request = page.waitForRequest(API);
        const response = page.waitForResponse(API);
        await g.generate.click();
        const body = (await request).postDataJSON() as Record<string, unknown>;
        expect(body).toMatchObject({
          input: 'A lighthouse keeper climbs the stairs during a storm',
          mode,
          duration: '25s',
          // The prompt is written in the idea's own language, whatever the page's.
          language: 'en',
        });
        expect(typeof body.seed).toBe('number');

        // The real API answered (the running server), so the result is not marked offline.
        expect((await response).status()).toBe(200);
        await expect(g.result).toBeVisible();
        await expect(g.offlineNote).toHaveCount(0);
        const prompt = (await g.prompt.innerText()).trim();
        expect(prompt.length).toBeGreaterThan(40);
        expect(prompt).toContain('A lighthouse keeper climbs the stairs during a storm');
        const limit = mode === 'fast' ? '500' : '2,000';
        await expect(g.result.getByTestId('length-badge')).toContainText(
          `${prompt.length.toLocaleString('en-US')} / ${limit}`,
        );
        await expect(g.result.getByTestId('token-badge')).toContainText(
          Math.ceil(prompt.length / 4).toLocaleString('en-US'),
        );
        await expect(g.result.getByTestId('enhancements').getByRole('listitem')).not.toHaveCount(0);
        await expect(g.status).toContainText(prompt.length.toLocaleString('en-US'));
        // The page scrolled the result into view, below the sticky bar.
        await expect
          .poll(() => g.result.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
          .toBeLessThan(160);
        await expect(g.recent.getByText(prompt)).toBeVisible();
      });
    }

    test('uses the API answer when the API answers', async ({ page }) => {
      const answer = 'API prompt: a lighthouse in a storm, slow push-in, 35mm, rain on glass.';
      await page.route(API, (route) => route.fulfill(apiAnswer(answer, ['From the API'])));
      await open(page);
      const g = ui(page);
      await g.idea('a lighthouse in a storm');
      await g.generate.click();
      await expect(g.prompt).toHaveText(answer);
      await expect(g.result.getByTestId('enhancements')).toHaveText('From the API');
      await expect(g.offlineNote).toHaveCount(0);
    });

    test('locks every control while generating and announces progress', async ({ page }) => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(API, async (route) => {
        await gate;
        await route.fulfill(apiAnswer('A slow answer about a lighthouse in the rain, 35mm.'));
      });
      await open(page);
      const g = ui(page);
      await g.idea('a lighthouse');
      await g.generate.click();

      await expect(g.generate).toBeDisabled();
      await expect(g.generate).toHaveText(h.generator.generating);
      await expect(g.input).toBeDisabled();
      for (const radio of await g.section.getByRole('radio').all())
        await expect(radio).toBeDisabled();
      await expect(g.status).toHaveText(h.generator.status.generating);
      await expect(g.status).toHaveAttribute('aria-live', 'polite');

      release();
      await expect(g.prompt).toHaveText('A slow answer about a lighthouse in the rain, 35mm.');
      await expect(g.input).toBeEnabled();
      await expect(g.generate).toHaveText(h.generator.generate);
    });

    test('copy puts the prompt on the clipboard, reads copied for 2 s and toasts', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page);
      const g = ui(page);
      await g.idea('a paper boat on a rainy street');
      await g.generate.click();
      const prompt = (await g.prompt.innerText()).trim();

      // The page itself notes when the "copied" label appears and goes: Playwright's polling
      // on a busy machine would measure its own delays, not the product's 2 s.
      await page.evaluate((label) => {
        const times: number[] = [];
        (window as unknown as { copiedTimes: number[] }).copiedTimes = times;
        const showing = () =>
          [...document.querySelectorAll('button')].some((button) =>
            `${button.textContent ?? ''} ${button.getAttribute('aria-label') ?? ''}`.includes(
              label,
            ),
          );
        let was = showing();
        new MutationObserver(() => {
          const now = showing();
          if (now !== was) times.push(performance.now());
          was = now;
        }).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      }, c.actions.copied);
      await g.result.getByRole('button', { name: c.actions.copyPrompt }).click();
      const copied = g.result.getByRole('button', { name: c.actions.copied });
      await expect(copied).toBeVisible();
      await expect(page.getByTestId('toast')).toContainText(c.toasts.copiedTitle);
      await expect(page.getByTestId('toast')).toContainText(c.toasts.promptCopied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt);
      await expect(g.result.getByRole('button', { name: c.actions.copyPrompt })).toBeVisible({
        timeout: 5000,
      });
      const times = await page.evaluate(
        () => (window as unknown as { copiedTimes: number[] }).copiedTimes,
      );
      expect(times).toHaveLength(2);
      const shown = (times[1] ?? 0) - (times[0] ?? 0);
      expect(shown).toBeGreaterThanOrEqual(1950);
      expect(shown).toBeLessThan(2500);
    });

    test('a failed copy shows the destructive Copy failed toast', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new Error('denied')) },
        });
        document.execCommand = () => false;
      });
      await open(page);
      const g = ui(page);
      await g.idea('a paper boat');
      await g.generate.click();
      await g.result.getByRole('button', { name: c.actions.copyPrompt }).click();
      const toast = page.getByTestId('toast');
      await expect(toast).toHaveAttribute('data-variant', 'destructive');
      await expect(toast).toContainText(c.toasts.copyFailedTitle);
      await expect(g.result.getByRole('button', { name: c.actions.copied })).toHaveCount(0);
    });

    test('regenerate sends a new seed for the same input and gives a different prompt', async ({
      page,
    }) => {
      await open(page);
      const g = ui(page);
      await g.idea('a fox crossing a frozen lake at dawn');
      const first = page.waitForRequest(API);
      await g.generate.click();
      const firstBody = (await first).postDataJSON() as { input: string; seed: number };
      await expect(g.result).toBeVisible();
      const before = await g.prompt.innerText();

      const second = page.waitForRequest(API);
      await g.result.getByRole('button', { name: h.generator.result.regenerate }).click();
      const secondBody = (await second).postDataJSON() as { input: string; seed: number };
      expect(secondBody.input).toBe(firstBody.input);
      expect(secondBody.seed).not.toBe(firstBody.seed);
      await expect(g.prompt).not.toHaveText(before);
      await expect(g.recent.getByRole('listitem')).toHaveCount(2);
    });

    test('try another clears the input and focuses it', async ({ page }) => {
      await open(page);
      const g = ui(page);
      await g.idea('a city at night');
      await g.generate.click();
      await expect(g.result).toBeVisible();
      await g.result.getByRole('button', { name: h.generator.result.tryAnother }).click();
      await expect(g.input).toHaveValue('');
      await expect(g.input).toBeFocused();
      await expect(g.generate).toBeDisabled();
    });

    for (const failure of ['network error', 'server error 500'] as const) {
      test(`falls back to the built-in engine on a ${failure}`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await page.route(API, (route) =>
          failure === 'network error'
            ? route.abort()
            : route.fulfill({
                status: 500,
                contentType: 'application/json',
                body: '{"error":"boom"}',
              }),
        );
        await open(page);
        const g = ui(page);
        await g.idea('a hummingbird drinking from a red flower');
        await g.choose(modeName('advanced'));
        await g.generate.click();
        await expect(g.result).toBeVisible();
        await expect(g.offlineNote).toHaveText(c.labels.offlineNote);
        expect((await g.prompt.innerText()).length).toBeGreaterThan(40);
        await expect(g.result.getByTestId('length-badge')).toContainText('/ 2,000');
        await expect(g.status).toContainText(
          (await g.prompt.innerText()).trim().length.toLocaleString('en-US'),
        );
        expect(errors.some((text) => /built-in engine/.test(text))).toBe(true);
      });
    }

    test('keeps working with the server gone once the page has loaded', async ({
      page,
      context,
    }) => {
      await open(page);
      const g = ui(page);
      // Typing focuses the input, which preloads the generator and the engine at idle.
      const engine = page.waitForResponse(/\/assets\/expand-[\w-]+\.js$/);
      await g.idea('a kite above a windy beach');
      await engine;
      await page.waitForTimeout(1000); // the engine's own imports, fetched alongside
      await context.setOffline(true);
      await g.generate.click();
      await expect(g.result).toBeVisible();
      await expect(g.offlineNote).toBeVisible();
      await context.setOffline(false);
    });

    test('keeps the last 10 prompts, newest first, to reuse or clear', async ({ page }) => {
      await page.addInitScript(
        ([key, entries]) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem(key, JSON.stringify(entries));
            sessionStorage.setItem('seeded', '1');
          }
        },
        [HISTORY_KEY, Array.from({ length: 10 }, (_, i) => historyEntry(10 - i))] as const,
      );
      await open(page);
      const g = ui(page);
      const items = g.recent.getByRole('listitem');
      await expect(items).toHaveCount(10);

      await g.idea('newest idea one');
      await g.generate.click();
      await expect(g.result).toBeVisible();
      await g.idea('newest idea two');
      await g.generate.click();
      await expect(items.first()).toContainText('newest idea two');
      await expect(items).toHaveCount(10);
      await expect(items.nth(1)).toContainText('newest idea one');
      await expect(g.recent.getByText('stored idea 1', { exact: true })).toHaveCount(0);
      await expect(g.recent.getByText('stored idea 2', { exact: true })).toHaveCount(0);

      const stored = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<Record<string, unknown>>,
        HISTORY_KEY,
      );
      expect(stored).toHaveLength(10);
      expect(stored[0]).toMatchObject({
        input: 'newest idea two',
        mode: 'fast',
        duration: '15s',
        model: 'universal',
      });
      expect(Object.keys(stored[0] ?? {}).sort()).toEqual(
        ['createdAt', 'duration', 'input', 'mode', 'model', 'prompt'].sort(),
      );

      // Survives a reload, then "use again" puts the input back.
      await page.reload();
      await expect(items).toHaveCount(10);
      await items.nth(2).getByRole('button', { name: h.generator.history.reuse }).click();
      await expect(g.input).toHaveValue('stored idea 10');
      await expect(g.input).toBeFocused();

      await g.recent.getByRole('button', { name: h.generator.history.clear }).click();
      await expect(items).toHaveCount(0);
      await expect(g.recent.getByText(h.generator.history.empty)).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY)).toBeNull();
    });

    test('axe finds no violations with a result, an offline note and a full Recent list', async ({
      page,
    }) => {
      await page.addInitScript(
        (entries) => {
          localStorage.setItem('promptreel-history', JSON.stringify(entries));
        },
        Array.from({ length: 10 }, (_, i) => historyEntry(10 - i)),
      );
      await page.route(API, (route) => route.abort());
      await open(page);
      const g = ui(page);
      await g.idea('a red kite over a green hill');
      await g.generate.click();
      await expect(g.offlineNote).toBeVisible();
      const result = await new AxeBuilder({ page })
        .include('#create')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });

    test('corrupt stored history is ignored and replaced', async ({ page }) => {
      await page.addInitScript((key) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, '{not json');
          sessionStorage.setItem('seeded', '1');
        }
      }, HISTORY_KEY);
      await open(page);
      const g = ui(page);
      await expect(g.recent.getByText(h.generator.history.empty)).toBeVisible();
      await g.idea('a storm over the sea');
      await g.generate.click();
      await expect(g.result).toBeVisible();
      const stored = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown[],
        HISTORY_KEY,
      );
      expect(stored).toHaveLength(1);
    });

    test('blocked storage keeps prompts on screen and says why', async ({ page }) => {
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new Error('blocked');
        };
      });
      await open(page);
      const g = ui(page);
      await g.idea('a storm over the sea');
      await g.generate.click();
      await expect(g.result).toBeVisible();
      await expect(g.recent.getByRole('listitem')).toHaveCount(1);
      await expect(g.recent.getByText(h.generator.history.notSavedUnavailable)).toBeVisible();
    });
  });
}
