import { describe, expect, it } from 'vitest';
import type { EnhancementName, RefineStyle } from '../domain/schemas/optimize.ts';
import { INTENSITIES } from '../domain/schemas/prompt-common.ts';
import { expand } from './expand.ts';
import { refine, type RefineOptions } from './refine.ts';

const DOG =
  'A golden retriever slowly chases a red ball across a park at golden hour, tracking shot, 35mm, photorealistic.';
const LATTE = '咖啡店里的拿铁拉花特写，暖色逆光，缓缓注入牛奶';
const ALL: EnhancementName[] = [
  'camera_work',
  'physics_constraints',
  'audio_suggestions',
  'safety_guidelines',
];

const options = (over: Partial<RefineOptions> = {}): RefineOptions => ({
  style: 'cinematic',
  intensity: 'medium',
  enhancements: [],
  duration: '15s',
  ...over,
});

describe('refine: keeps the subject and action', () => {
  const cases: [string, string[], RefineOptions['language']][] = [
    [DOG, ['golden retriever', 'chases', 'red ball', 'park'], 'en'],
    [
      'A lighthouse keeper climbs the spiral stairs during a storm',
      ['lighthouse keeper', 'climbs', 'spiral stairs', 'storm'],
      'en',
    ],
    [LATTE, ['拿铁拉花', '注入牛奶', '咖啡店'], 'zh'],
    [
      expand('a red fox crossing a snowy forest at dawn', { mode: 'advanced', duration: '15s' })
        .prompt,
      ['red fox', 'crossing', 'snowy forest'],
      'en',
    ],
  ];
  it.each(cases)('%s', (prompt, words, language) => {
    for (const style of ['realistic', 'cinematic', 'animated'] as RefineStyle[])
      for (let seed = 1; seed <= 10; seed += 1) {
        const { variants } = refine(prompt, options({ style, seed, language, enhancements: ALL }));
        for (const level of INTENSITIES)
          for (const word of words) expect(variants[level]).toContain(word);
      }
  });
});

/** The lines of a prompt that carry no engine label: the person's own words. */
const ownLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^[A-Za-z ]{2,20}:|^[\u4e00-\u9fa5]{2,4}：|^\d+\.|^- /.test(line));

describe('refine: what each level changes', () => {
  const PLAIN = 'A lighthouse keeper climbs the spiral stairs during a storm';

  it("never edits the person's lines, at any level, in either language", () => {
    const prompts = [DOG, PLAIN, LATTE, 'A cartoon penguin chef flips a pancake in a tiny kitchen'];
    for (const prompt of prompts)
      for (const style of ['realistic', 'cinematic', 'animated'] as RefineStyle[])
        for (let seed = 1; seed <= 8; seed += 1) {
          const { variants } = refine(prompt, options({ style, seed, enhancements: ALL }));
          for (const level of INTENSITIES)
            expect(ownLines(variants[level]), variants[level]).toEqual([prompt]);
        }
  });

  it('light re-lights, sets motion and material; medium re-shoots; heavy changes the direction', () => {
    const { changes, variants } = refine(PLAIN, options({ seed: 3 }));
    const kinds = (list: string[]) => list.map((change) => change.split(':')[0]);
    expect(kinds(changes.light)).toEqual(['Technical', 'Lighting', 'Motion', 'Texture']);
    expect(kinds(changes.medium)).toEqual([...kinds(changes.light), 'Camera']);
    expect(kinds(changes.heavy).slice(0, 5)).toEqual(kinds(changes.medium));
    expect(kinds(changes.heavy)).toContain('Style');
    // One camera line, with its lens in it: never a separate lens line.
    expect(variants.medium).toMatch(/^Camera: .+ lens\.$/m);
    expect(variants.medium).not.toMatch(/^Lens:/m);
  });

  it('leaves light the person described alone, and re-shoots the setting when they chose the camera', () => {
    // Backlight is a look the person chose; "golden hour" alone is a time the engine may light.
    const lit = DOG.replace('at golden hour,', 'at golden hour, warm backlight,');
    const { changes } = refine(lit, options({ seed: 2 }));
    expect(changes.light.some((change) => change.startsWith('Lighting'))).toBe(false);
    expect(changes.medium.some((change) => change.startsWith('Camera'))).toBe(false);
    expect(changes.medium.at(-1)).toMatch(/^Scene: /);
  });

  it('heavy rewrites every line of the old direction, and no texture line goes on animation', () => {
    const expanded = expand(PLAIN, { mode: 'advanced', duration: '15s' }).prompt;
    const lineOf = (text: string, label: string) =>
      text.split('\n').find((line) => line.startsWith(label));
    for (let seed = 1; seed <= 6; seed += 1) {
      const { variants } = refine(expanded, options({ style: 'animated', seed }));
      for (const label of ['Style:', 'Palette:']) {
        expect(lineOf(variants.heavy, label)).toBeDefined();
        expect(lineOf(variants.heavy, label)).not.toBe(lineOf(expanded, label));
      }
      expect(variants.heavy).not.toMatch(/film grain|live action|35mm film/i);
      expect(variants.heavy).not.toMatch(/^Texture:/m);
    }
  });

  it('heavy keeps the medium the person asked for and varies within it', () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const anime = refine(
        'A knight in a neon city, anime style',
        options({ style: 'realistic', seed }),
      );
      expect(anime.variants.heavy).toMatch(/^Style: .*(animation|anime|Claymation|watercolour)/im);
      expect(anime.variants.heavy).not.toMatch(/live action|film grain|documentary/i);
      const real = refine(DOG, options({ style: 'animated', seed }));
      expect(real.variants.heavy).not.toMatch(/^Style: .*animation/im);
    }
  });

  it('writes a Style line at the top when the prompt has none', () => {
    const { variants, changes } = refine('A lighthouse in a storm', options({ style: 'animated' }));
    expect(variants.heavy.split('\n')[0]).toMatch(
      /^Style: .*(animation|anime|Claymation|watercolour)/,
    );
    expect(changes.heavy).toContainEqual(expect.stringMatching(/^Style: added /));
  });
});

describe('refine: enhancement flags and duration', () => {
  it('adds camera, physics, audio and safety lines only when missing, in every level', () => {
    const { variants } = refine(
      'A lighthouse on a cliff during a storm',
      options({ enhancements: ALL }),
    );
    for (const level of INTENSITIES) {
      const text = variants[level];
      for (const label of ['Camera:', 'Physics:', 'Audio:', 'Safety:'])
        expect(text.split(label)).toHaveLength(2);
      expect(text).toContain('Technical: 15s, 16:9.');
    }
  });

  it('adds none of them without the flags', () => {
    const { variants } = refine('A lighthouse on a cliff during a storm', options());
    for (const level of INTENSITIES)
      expect(variants[level]).not.toMatch(/^(Physics|Audio|Safety):/m);
  });

  it('does not add a second safety or audio line', () => {
    const { variants } = refine(
      'A lighthouse in a storm, crashing waves sound, no real people',
      options({ enhancements: ALL }),
    );
    expect(variants.heavy).not.toMatch(/^(Audio|Safety):/m);
  });

  it('sets the duration in the technical line', () => {
    const prompt = 'A lighthouse in a storm.\nTechnical: 10s, 16:9.';
    const { variants, changes } = refine(prompt, options({ duration: '25s' }));
    for (const level of INTENSITIES) {
      expect(variants[level]).toContain('Technical: 25s, 16:9.');
      expect(changes[level][0]).toBe('Technical: 10s, 16:9 → 25s, 16:9');
    }
  });

  it('keeps a duration the person wrote instead of adding a second one', () => {
    const { variants } = refine(
      'A lighthouse in a storm, 10 seconds',
      options({ duration: '25s' }),
    );
    for (const level of INTENSITIES) expect(variants[level]).not.toMatch(/25s|Technical:/);
  });

  it("writes notes and added lines in the prompt's language, or the one asked for", () => {
    const { changes, variants } = refine(LATTE, options({ enhancements: ['safety_guidelines'] }));
    expect(changes.light).toContain('技术参数：新增“15 秒，16:9”');
    expect(changes.light[1]).toMatch(/^安全：新增“/);
    expect(variants.light).toContain('技术参数：15 秒，16:9。');
    expect(variants.heavy).not.toMatch(/[A-Za-z]{4,}/);
    const english = refine(LATTE, options({ language: 'en' }));
    expect(english.variants.light).toContain('Technical: 15s, 16:9.');
  });
});

describe('refine: limits and determinism', () => {
  it('returns the trimmed original and never exceeds 2000 characters', () => {
    const long = `${DOG} `.repeat(18).slice(0, 2000);
    const result = refine(`  ${long}  `, options({ enhancements: ALL }));
    expect(result.original).toBe(long.trim());
    for (const level of INTENSITIES)
      expect(result.variants[level].length).toBeLessThanOrEqual(2000);
  });

  it('is deterministic for a seed and varies across seeds', () => {
    expect(refine(DOG, options({ seed: 4 }))).toEqual(refine(DOG, options({ seed: 4 })));
    const heavies = new Set(
      Array.from({ length: 12 }, (_, seed) => refine(DOG, options({ seed })).variants.heavy),
    );
    expect(heavies.size).toBeGreaterThan(6);
  });

  it('does not let intensity change the texts (all three are always written)', () => {
    expect(refine(DOG, options({ intensity: 'light' }))).toEqual(
      refine(DOG, options({ intensity: 'heavy' })),
    );
  });
});
