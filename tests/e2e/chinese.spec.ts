import type { Page } from '@playwright/test';
import { TEMPLATES } from '../../src/domain/data/templates/all-templates.ts';
import { CATEGORY_IDS } from '../../src/domain/schemas/template.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 19, item 6: Chinese pages read as Chinese. On /zh/templates/* and in the zh builder's
 * preview, a person sees no English word outside the English prompt view (and the dialogue
 * originals, marked lang="en") except names, units and the loanwords in docs/glossary-zh.md.
 */
const ALLOWED_LATIN = new Set([
  // names
  'Sora',
  'OpenAI',
  'Promptreel',
  'Rhodes',
  // video models' brand names (the model picker lists them: Veo 3.1, Runway Gen-4, Luma Ray3…)
  'Veo',
  'Seedance',
  'Runway',
  'Gen',
  'Luma',
  'Ray',
  // units, acronyms and loanwords Chinese creators write as is
  'mm',
  'fps',
  'BPM',
  'DJ',
  'MV',
  'D',
  'K',
  'T',
  'App',
  'RGB',
  'IDM',
  'AI',
  'vlog',
  // file formats on the export buttons
  'TXT',
  'JSON',
]);

/** Latin-letter words in the visible text under `selector`, skipping lang="en" parts. */
async function englishWords(page: Page, selector: string): Promise<string[]> {
  const words = await page.locator(selector).evaluateAll((roots) => {
    const found: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('[lang="en"], [hidden], .sr-only, script, style')) continue;
        if (parent.closest('svg')) continue;
        found.push(...((node.textContent ?? '').match(/[A-Za-z]+/g) ?? []));
      }
    }
    return found;
  });
  return [...new Set(words.filter((word) => !ALLOWED_LATIN.has(word)))];
}

/** Half-width punctuation in a Chinese text, numbers (2.4:1, 1.5) and list marks aside. */
function halfWidth(text: string): string[] {
  const plain = text
    .split('\n')
    .map((line) => line.replace(/^(\d+\. |- )/, ''))
    .join('\n')
    .replace(/\d+(\.\d+)?:\d+/g, '');
  return plain.match(/[,;:!?"()]|\.(?!\d)/g) ?? [];
}

for (const categoryId of CATEGORY_IDS) {
  const ids = TEMPLATES.filter((t) => t.categoryId === categoryId).map((t) => t.id);

  test(`zh template pages of ${categoryId} read in Chinese`, async ({ page }) => {
    for (const id of ids) {
      await page.goto(`/zh/templates/${id}`);
      const prompt = page.getByTestId('full-prompt');
      // Chinese first on zh pages, and the Chinese prompt is Chinese.
      await expect(prompt).toHaveAttribute('data-prompt-language', 'zh');
      expect(await englishWords(page, 'main'), id).toEqual([]);
      expect(halfWidth(await prompt.innerText()), id).toEqual([]);

      // The English view is one click away, and only there is the prompt English.
      await page.getByTestId('prompt-language').getByText('English', { exact: true }).click();
      await expect(prompt).toHaveAttribute('data-prompt-language', 'en');
      await expect(prompt).toContainText('Style:');
    }
  });
}

test('a zh template page shows each dialogue line in Chinese with the original beneath', async ({
  page,
}) => {
  const template = TEMPLATES.find((t) => (t.audio?.lines?.length ?? 0) > 1)!;
  await page.goto(`/zh/templates/${template.id}`);
  const audio = page.getByRole('region', { name: '音频' });
  for (const line of template.audio!.lines!) {
    await expect(audio).toContainText(line.zh);
    await expect(audio.locator('[lang="en"]', { hasText: line.en })).toBeVisible();
  }
  await expect(audio).toContainText(template.audio!.musicStyle!.zh);
  await expect(audio).toContainText(template.audio!.voice!.accent.zh);
});

const DRAFT_KEY = 'promptreel-builder-draft';
const LANGUAGE_KEY = 'promptreel-prompt-language';

/** A draft that uses every kind of builder option, with Chinese free text. */
const DRAFT = {
  categoryId: 'cinematic',
  duration: '15s',
  aspectRatio: '2.4:1',
  title: '雨夜面摊',
  scene: '大雨刚停的夜市窄巷，面摊热气升腾。',
  subject: '一位穿黄色雨衣的女性',
  environment: 'night market',
  timeOfDay: 'night',
  cameraMovement: ['dolly-in', 'tracking', 'pan-left', 'tilt-up'],
  shotType: ['long shot', 'medium close-up', 'close-up'],
  lens: 'anamorphic',
  fps: 60,
  visualStyle: ['film noir', 'cinematic'],
  lighting: ['neon', 'motivated', 'practical'],
  colorGrading: 'bleach bypass',
  motion: ['她缓缓抬头', 'slow motion'],
  physicsConstraints: ['believable weight and mass', 'realistic splashes'],
  specialEffects: ['fog', 'film grain'],
  hasAudio: true,
  audio: {
    type: 'music+foley+voice',
    musicStyle: 'lo-fi hip hop',
    voice: { gender: 'female', accent: 'Taiwanese Mandarin', tone: 'whispering' },
    lines: ['雨停了。'],
    sync: '贝斯在她抬头时推高',
  },
  safetyChecks: { 'no-public-figures': true, 'fictional-disclosure': true },
};

test.describe('zh builder preview', () => {
  test('writes the prompt in Chinese, remembers English when chosen, survives bad storage', async ({
    page,
  }) => {
    await page.addInitScript(
      ([key, draft]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, draft);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [DRAFT_KEY, JSON.stringify(DRAFT)] as const,
    );
    await page.goto('/zh/builder');
    const prompt = page.getByTestId('preview-prompt');
    await expect(prompt).toContainText('一位穿黄色雨衣的女性，置身于大雨刚停的夜市窄巷');
    // "slow motion" is an option value the draft holds as text; it comes out as 慢动作.
    await expect(prompt).toContainText('慢动作');
    await expect(prompt).toContainText('留银（跳漂）');
    await expect(prompt).toContainText('台湾腔普通话');
    expect(await englishWords(page, '[data-testid="preview-prompt"]')).toEqual([]);
    expect(await englishWords(page, '[data-testid="preview-breakdown"]')).toEqual([]);
    expect(halfWidth(await prompt.innerText())).toEqual([]);
    expect(halfWidth(await page.getByTestId('preview-breakdown').innerText())).toEqual([]);

    // English on demand, remembered across a reload, apart from the page language.
    await page.getByTestId('prompt-language').getByText('English', { exact: true }).click();
    await expect(prompt).toContainText('Duration: 15s, 2.4:1');
    // The checker does see English where there is English (it is not blind).
    expect(await englishWords(page, '[data-testid="preview-prompt"]')).toContain('Duration');
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY))
      .toBe('"en"');
    await page.reload();
    await expect(prompt).toContainText('Duration: 15s, 2.4:1');
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);

    // A corrupt stored choice falls back to the page language and the page still works.
    await page.evaluate((key) => localStorage.setItem(key, '{oops'), LANGUAGE_KEY);
    await page.reload();
    await expect(prompt).toContainText('时长：15 秒，画幅 2.4:1。');
  });
});
