import { describe, expect, it } from 'vitest';
import { expand } from './expand.ts';
import { similarity } from './similarity.ts';
import { variants } from './variants.ts';

const PROMPTS: [string, 'en' | 'zh'][] = [
  [
    'A golden retriever slowly chases a red ball across a park at golden hour, tracking shot, 35mm, photorealistic.',
    'en',
  ],
  [
    'Cinematic close-up of an old sailor mending a net by candlelight, rain against the window, teal and orange grade.',
    'en',
  ],
  ['A lighthouse keeper climbs the spiral stairs during a storm', 'en'],
  [
    expand('a red fox crossing a snowy forest at dawn', { mode: 'advanced', duration: '15s' })
      .prompt,
    'en',
  ],
  [
    expand('Unboxing new headphones on a wooden desk', { mode: 'fast', duration: '10s' }).prompt,
    'en',
  ],
  ['咖啡店里的拿铁拉花特写，暖色逆光，缓缓注入牛奶，电影感', 'zh'],
  [
    expand('古镇街头的旅行记录，黄昏', { mode: 'advanced', duration: '25s', language: 'zh' })
      .prompt,
    'zh',
  ],
];

describe('variants', () => {
  it('on typical prompts, light is closer to the original than medium, medium than heavy', () => {
    for (const [prompt, language] of PROMPTS)
      for (let seed = 1; seed <= 30; seed += 1) {
        const [light, medium, heavy] = variants(prompt, {
          levels: ['light', 'medium', 'heavy'],
          duration: '15s',
          language,
          seed,
        }).variants;
        expect(light!.similarity).toBeGreaterThan(medium!.similarity);
        expect(medium!.similarity).toBeGreaterThan(heavy!.similarity);
      }
  });

  it('reports the similarity computed from the two texts, within [0, 1]', () => {
    const [prompt] = PROMPTS[0]!;
    for (const item of variants(prompt, { levels: ['light', 'medium', 'heavy'], duration: '15s' })
      .variants) {
      expect(item.similarity).toBe(similarity(prompt, item.prompt));
      expect(item.similarity).toBeGreaterThan(0);
      expect(item.similarity).toBeLessThan(1);
    }
  });

  it('returns the requested levels in the requested order, each once', () => {
    const [prompt] = PROMPTS[2]!;
    const result = variants(prompt, { levels: ['heavy', 'light', 'heavy'], duration: '10s' });
    expect(result.variants.map((v) => v.level)).toEqual(['heavy', 'light']);
  });

  it('describes changes as "Kind: before → after" or "Kind: added …"', () => {
    const [prompt] = PROMPTS[0]!;
    const heavy = variants(prompt, { levels: ['heavy'], duration: '15s', seed: 5 }).variants[0]!;
    expect(heavy.changes.length).toBeGreaterThanOrEqual(5);
    for (const change of heavy.changes) expect(change).toMatch(/^[A-Z][a-z]+: (.+ → .+|added .+)$/);
  });

  it("heavy changes the direction and keeps the person's words", () => {
    const [prompt] = PROMPTS[0]!; // photorealistic: heavy stays live action
    const styles = new Set<string>();
    for (let seed = 1; seed <= 10; seed += 1) {
      const heavy = variants(prompt, { levels: ['heavy'], duration: '15s', seed }).variants[0]!;
      expect(heavy.prompt).toContain(prompt);
      const style = heavy.prompt.split('\n').find((line) => line.startsWith('Style:')) ?? '';
      expect(style).not.toMatch(/animation|anime/i);
      styles.add(style);
    }
    expect(styles.size).toBeGreaterThan(1);
  });

  it('keeps every variant within 2000 characters', () => {
    const long = 'A lighthouse keeper climbs the spiral stairs at golden hour. '
      .repeat(40)
      .slice(0, 2000);
    for (const item of variants(long, { levels: ['light', 'medium', 'heavy'], duration: '25s' })
      .variants)
      expect(item.prompt.length).toBeLessThanOrEqual(2000);
  });
});
