import { describe, expect, it } from 'vitest';
import { MODEL_IDS, type DurationText } from '../../domain/models/model-ids.ts';
import { getProfile, promptLimitFor } from '../../domain/models/model-profiles.ts';
import { isNegation } from '../../domain/prompt/render/positive.ts';
import { CORPUS } from '../corpus/ideas.ts';
import { expand } from '../expand.ts';
import { refine } from '../refine.ts';
import { variants } from '../variants.ts';

const MODELS = MODEL_IDS.filter((id) => id !== 'universal');
const POSITIVE_ONLY = new Set(['veo', 'runway', 'luma']);
const duration = (id: (typeof MODELS)[number]) =>
  `${getProfile(id).defaultDuration}s` as DurationText;

/** The text the engine added: the prompt without the person's words. */
const added = (prompt: string, idea: string) => prompt.split(idea.trim()).join('\n');

describe.each(MODELS)('expand for %s over the corpus', (model) => {
  const profile = getProfile(model);
  for (const mode of ['fast', 'advanced'] as const) {
    it(`${mode}: words verbatim, within the limit, the guide's syntax`, () => {
      for (const { idea, lang } of CORPUS) {
        const result = expand(idea, { mode, duration: duration(model), model });
        const where = `${model}/${mode}: ${idea}`;
        expect(result.prompt, where).toContain(idea.trim());
        const limit = Math.min(promptLimitFor(profile, lang), 2000);
        if (!result.overLimit) expect(result.prompt.length, where).toBeLessThanOrEqual(limit);
        if (mode === 'fast' && idea.length < 200) {
          expect(result.prompt.length, where).toBeLessThanOrEqual(Math.max(500, idea.length));
        }
        // Duration, ratio and resolution are settings, never a line of the prompt.
        expect(result.prompt, where).not.toMatch(/^(Technical|技术参数)[:：]/m);
        expect(profile.durations.value, where).toContain(
          Number.parseInt(result.settings.duration, 10),
        );
        expect(profile.aspectRatios.value, where).toContain(result.settings.aspectRatio);
        // A negative prompt where the model has the field, of plain nouns.
        if (profile.negativePrompt.value === 'field') {
          expect(result.negativePrompt, where).toBeTruthy();
          expect(isNegation(result.negativePrompt ?? '', 'en'), where).toBe(false);
          expect(isNegation(result.negativePrompt ?? '', 'zh'), where).toBe(false);
        } else {
          expect(result.negativePrompt, where).toBeUndefined();
        }
        // No "no X" in what Promptreel adds for models whose guides advise positive phrasing.
        if (POSITIVE_ONLY.has(model)) {
          const extra = added(result.prompt, idea);
          expect(isNegation(extra, 'en') || isNegation(extra, 'zh'), `${where}\n${extra}`).toBe(
            false,
          );
        }
        if (profile.cameraSyntax.value === 'brackets') {
          for (const bracket of result.prompt.match(/\[[A-Z][^\]]*\]/g) ?? []) {
            expect(bracket.split(',').length, where).toBeLessThanOrEqual(3);
          }
        }
        if (profile.audio.value !== 'native') {
          expect(result.prompt, where).not.toMatch(/^(Audio|Dialogue|声音|对白)[:：]/m);
        }
      }
    });
  }
});

describe('expand for a model: shots, brackets and the person’s words', () => {
  const ELDER = 'An old fisherman mends his net on the pier, then walks to the boat at dusk';

  it('Seedance numbers the beats as shots (镜头1 in Chinese), Wan times them', () => {
    const en = expand(ELDER, { mode: 'advanced', duration: '8s', model: 'seedance' });
    expect(en.prompt).toMatch(/^Shot 1: /m);
    expect(en.prompt).toMatch(/^Shot 2: /m);
    const zh = expand('橘猫跳上窗台，打翻了花盆', {
      mode: 'advanced',
      duration: '8s',
      model: 'seedance',
    });
    expect(zh.prompt).toMatch(/^镜头1：/m);
    const wan = expand(ELDER, { mode: 'advanced', duration: '10s', model: 'wan' });
    expect(wan.prompt).toMatch(/^Shot 1 \[0-\d+s\]: /m);
  });

  it('Hailuo leads with its bracket command, and takes no audio lines', () => {
    const { prompt, enhancements } = expand(ELDER, {
      mode: 'advanced',
      duration: '6s',
      model: 'hailuo',
    });
    expect(prompt).toMatch(
      /^\[(Push in|Tracking shot|Static shot|Pan left|Truck left)[^\]]*\] An old/,
    );
    expect(enhancements.join(' ')).toMatch(/Hailuo's command \[/);
  });

  it('a duration the words name wins when the model offers it', () => {
    const { settings } = expand('a 6 second clip of a kite over a beach', {
      mode: 'fast',
      duration: '8s',
      model: 'veo',
    });
    expect(settings.duration).toBe('6s');
  });

  it('a vertical format gets 9:16 as a setting', () => {
    const { settings } = expand('Vertical TikTok clip of a cat knocking a cup off a table', {
      mode: 'fast',
      duration: '5s',
      model: 'kling',
    });
    expect(settings.aspectRatio).toBe('9:16');
  });

  it('words over the model’s limit are kept whole, nothing is added, and the result says so', () => {
    const long = `${'A lighthouse keeper climbs the spiral stairs at night. '.repeat(16)}`.trim();
    expect(long.length).toBeGreaterThan(800);
    const wan = expand(long, { mode: 'advanced', duration: '5s', model: 'wan' });
    expect(wan.overLimit).toBe(true);
    expect(wan.prompt).toBe(long);
    expect(wan.enhancements[0]).toMatch(/over Wan 2\.6's 800-character limit/);
    expect(
      expand(long, { mode: 'advanced', duration: '5s', model: 'kling' }).overLimit,
    ).toBeUndefined();
  });

  it('a Chinese idea for an English-only model says what the guide asks', () => {
    const { enhancements } = expand('橘猫跳上窗台', { mode: 'fast', duration: '8s', model: 'veo' });
    expect(enhancements).toContain('Veo 3.1 的指南建议用英文写提示词');
  });

  it('Sora 2 is written as its guide had it, and says it was shut down', () => {
    const { prompt, enhancements } = expand(ELDER, {
      mode: 'advanced',
      duration: '8s',
      model: 'sora',
    });
    expect(prompt).toMatch(/^Cinematography:$/m);
    expect(prompt).toMatch(/^Actions:$/m);
    expect(enhancements[enhancements.length - 2]).toMatch(/shut down on 2026-09-24/);
  });
});

describe('refine and variants for a model', () => {
  const PROMPT = 'A lighthouse on a cliff during a storm, waves crashing';

  it.each(MODELS)(
    '%s: the person’s words stay, the texts fit, settings and negative prompt come back',
    (model) => {
      const profile = getProfile(model);
      const result = refine(PROMPT, {
        style: 'cinematic',
        intensity: 'medium',
        enhancements: ['camera_work', 'safety_guidelines'],
        duration: duration(model),
        model,
      });
      for (const text of Object.values(result.variants)) {
        expect(text).toContain(PROMPT);
        expect(text.length).toBeLessThanOrEqual(profile.promptLimit.value);
        expect(text).not.toMatch(/^(Technical|技术参数)[:：]/m);
        if (POSITIVE_ONLY.has(model))
          expect(isNegation(added(text, PROMPT), 'en'), text).toBe(false);
      }
      for (const notes of Object.values(result.changes)) {
        expect(notes.join(' ')).not.toMatch(/^Technical:/m);
      }
      expect(result.settings.duration).toBe(duration(model));
      expect(result.negativePrompt !== undefined).toBe(profile.negativePrompt.value === 'field');
      const varied = variants(PROMPT, {
        levels: ['light', 'heavy'],
        duration: duration(model),
        model,
      });
      expect(varied.variants.map((item) => item.level)).toEqual(['light', 'heavy']);
      for (const item of varied.variants) {
        expect(item.prompt).toContain(PROMPT);
        expect(item.similarity).toBeGreaterThan(0);
        expect(item.similarity).toBeLessThanOrEqual(1);
      }
    },
  );
});
