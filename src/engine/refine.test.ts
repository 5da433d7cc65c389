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

describe('refine: what each level changes', () => {
  it('light changes lighting, motion and texture; medium adds camera and lens; heavy adds style and palette', () => {
    const { changes } = refine(DOG, options({ seed: 3 }));
    const kinds = (list: string[]) => list.map((change) => change.split(':')[0]);
    expect(kinds(changes.light)).toEqual(['Technical', 'Lighting', 'Motion', 'Texture']);
    expect(kinds(changes.medium)).toEqual([
      'Technical',
      'Lighting',
      'Motion',
      'Texture',
      'Camera',
      'Lens',
    ]);
    expect(kinds(changes.heavy)).toEqual([
      'Technical',
      'Lighting',
      'Motion',
      'Texture',
      'Camera',
      'Lens',
      'Style',
      'Palette',
    ]);
    // A time-of-day light is swapped for another time-of-day light.
    expect(changes.light[1]).toMatch(
      /^Lighting: golden hour → (blue hour|overcast daylight|hard noon sun|moonlight|sunlight)$/,
    );
    expect(changes.light[2]).toMatch(
      /^Motion: slowly → (gently|gracefully|smoothly|steadily|calmly|carefully)$/,
    );
  });

  it('heavy moves the style toward the target direction', () => {
    const animated = refine(DOG, options({ style: 'animated' }));
    expect(animated.changes.heavy).toContainEqual(
      expect.stringMatching(
        /^Style: photorealistic → (anime|3D animation|stop-motion|claymation|cartoon|watercolour|hand-drawn)$/,
      ),
    );
    const realistic = refine(
      'A knight in a neon city, anime style',
      options({ style: 'realistic' }),
    );
    expect(realistic.variants.heavy).toMatch(/photorealistic|documentary|live action/);
    expect(realistic.variants.heavy).not.toMatch(/\banime\b/);
  });

  it('writes a Style line at the top when the prompt has no style word', () => {
    const { variants, changes } = refine('A lighthouse in a storm', options({ style: 'animated' }));
    expect(variants.heavy.split('\n')[0]).toMatch(
      /^Style: (Stylised 3D animation|Hand-drawn 2D animation)/,
    );
    expect(changes.heavy.at(-2)).toMatch(/^Style: added /);
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
      expect(changes[level][0]).toBe('Duration: 10s → 25s');
    }
  });

  it('writes notes and added lines in Chinese when asked', () => {
    const { changes, variants } = refine(
      LATTE,
      options({ language: 'zh', enhancements: ['safety_guidelines'] }),
    );
    expect(changes.light).toContain('技术参数：新增“15秒，16:9”');
    expect(changes.light[1]).toMatch(/^安全：新增“/);
    expect(changes.light[2]).toMatch(/^灯光：逆光 → /);
    expect(variants.light).toContain('技术参数：15秒，16:9。');
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
