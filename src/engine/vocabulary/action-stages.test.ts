import { describe, expect, it } from 'vitest';
import type { GeneratorDuration } from '../../domain/schemas/prompt-common.ts';
import { analyse } from '../analyse/analyse.ts';
import { agree } from '../analyse/verbs.ts';
import { beatsOf } from '../corpus/check-corpus.ts';
import { expand } from '../expand.ts';
import { ACTION_STAGES } from './action-stages.ts';

/** The beat lines of an Advanced prompt, without their numbers and time codes. */
function beats(idea: string, duration: GeneratorDuration = '25s', seed = 1): string[] {
  const { prompt } = expand(idea, { mode: 'advanced', duration, seed });
  return beatsOf(prompt)
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^\d+\. \[[^\]]+\] |^\d+\.【[^】]+】/, ''));
}

/** How often the idea's own verb, as written, is said in the beats. */
function verbCount(idea: string, told: readonly string[]): number {
  const plan = analyse(idea);
  const action = plan.actions[0];
  if (!action) return 0;
  const text = told.join('\n');
  if (plan.lang === 'zh') return text.split(action.verb).length - 1;
  const said = action.as ?? agree(action.verb, plan.subject?.plural ?? false);
  return text.match(new RegExp(`\\b${said}\\b`, 'gi'))?.length ?? 0;
}

const STAGED: readonly [idea: string, lines: readonly string[]][] = [
  [
    'a snow leopard stalking prey across a cliff at dawn',
    [
      'Open on the snow leopard, crouched low, eyes locked ahead.',
      'Closer on the leopard: its paws come down one at a time, silent on the ground.',
      'The leopard explodes forward in a single bound.',
    ],
  ],
  [
    'a golden retriever puppy sees snow for the first time',
    ['The puppy stretches forward for a first, careful sniff.', 'The puppy bounds in'],
  ],
  [
    'a chef flips a pancake',
    ['pan gripped, wrist loose', 'Closer in: the pancake turns over in mid-air.'],
  ],
  ['a girl plays the violin on a rooftop', ['bow resting on the strings', 'lowers the bow']],
  [
    'Music video for a sad piano ballad. A man plays alone in an empty ballroom',
    ['hands hovering just above the keys'],
  ],
  ['grandma rolls dumpling wrappers by hand', ['the rolling pin turns under her palm']],
  ['a surfer rides a wave', ['The surfer crouches low as the lip curls over them.']],
  ['a boy rides his bike down the hill', ['his legs pump the pedals']],
  ['a kid flies a kite', ['The kite jerks upward and soars high overhead.']],
  ['an eagle circles over the canyon', ['The eagle plunges steeply, wings tucked tight.']],
  ['a plane flies through the clouds', ['vapour streams off its wingtips']],
  ['a candle burns in the dark', ['the flame sways, wax pooling around the wick']],
  ['老奶奶在厨房包饺子', ['开场：老奶奶手心托着一张饺子皮', '一个圆鼓鼓的饺子立在掌心']],
  ['熊猫宝宝从树上摔下来', ['摇摇晃晃，快要抓不住了', '熊猫宝宝扑通一声落了地']],
  ['古风女子在竹林中舞剑', ['剑尖垂地，凝神静立', '收剑而立']],
  ['小女孩在草地上放风筝', ['风筝猛地一蹿，高高飞上天空']],
  ['一位老人在写毛笔字', ['提笔蘸墨，悬腕在宣纸上方', '一气呵成，写下最后一笔']],
  ['老爷爷在湖边钓鱼', ['鱼线猛地一沉，老爷爷迅速扬竿']],
  ['小狗第一次看到雪', ['小狗小心翼翼地凑上去闻了闻']],
  ['一架飞机穿过云层', ['开场：远处，飞机小小的身影渐渐靠近']],
  ['老人在公园里打太极', ['近景：老人双手慢慢画着圆']],
];

describe('a single action is staged, not said again', () => {
  it.each(STAGED)('%s', (idea, lines) => {
    const told = beats(idea);
    const text = told.join('\n');
    for (const line of lines) expect(text).toContain(line);
    expect(verbCount(idea, told), text).toBe(1);
  });

  it('keeps the beat count, the opening and the idea’s own sentence second', () => {
    for (const duration of ['10s', '15s', '25s'] as const) {
      for (const seed of [1, 2]) {
        const told = beats('a snow leopard stalking prey across a cliff at dawn', duration, seed);
        expect(told[0]).toMatch(/^Open on the snow leopard, /);
        // The sentence leads; with no beat of its own, the closer detail goes with it.
        expect(told[1]).toMatch(/^The snow leopard stalks prey across a cliff[.;]/);
        if (duration !== '25s') expect(told[1]).toMatch(/; its paws come down one at a time/);
        expect(told.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('a locked-off frame shows the detail without a closer beat; a loop still closes', () => {
    const told = beats('seamless loop of a cat sleeping in a sunbeam');
    expect(told.join('\n')).toContain('Each slow breath gently lifts its side.');
    expect(told.join('\n')).not.toMatch(/Closer on/);
    expect(told.at(-1)).toMatch(/loop closes seamlessly/);
  });
});

describe('a verb the table lacks gets no filler that repeats it', () => {
  const ideas = [
    'a woman folds origami cranes',
    'a robot juggles oranges on a stage',
    'A red fox sniffs the air in a snowy forest',
  ];
  it.each(ideas)('%s', (idea) => {
    for (const duration of ['15s', '25s'] as const) {
      const told = beats(idea, duration);
      const text = told.join('\n');
      expect(text).not.toMatch(/Closer on .+ as (?:he|she|it|they) /);
      expect(text).not.toMatch(/A wider view as /);
      expect(text).not.toMatch(/ keeps? \w+ing\b/);
      expect(verbCount(idea, told), text).toBe(1);
    }
  });

  it('a Chinese verb the table lacks is not met with stock lines', () => {
    const told = beats('一个男人在雕刻木头');
    const text = told.join('\n');
    expect(text).not.toMatch(/的动作和神情清晰可见|一举一动清晰可见|停下来，画面安静下来/);
    expect(text).toContain('近景：男人手上的动作');
    expect(verbCount('一个男人在雕刻木头', told)).toBe(1);
  });
});

describe('the stage table', () => {
  const PLACEHOLDERS = /\{(?!s\}|they\}|them\}|their\}|self\}|feet\}|obj\}|from\}|to\})[^}]*\}/;
  it.each(ACTION_STAGES.map((entry, index) => [index, entry] as const))('entry %i', (_, entry) => {
    for (const line of [...entry.enLines, ...entry.zhLines]) {
      expect(line.trim()).not.toBe('');
      expect(line).not.toMatch(PLACEHOLDERS);
      // A checker rule reads these as "leave this out".
      expect(line).not.toMatch(/\b(?:no|not|without|never|don’t|avoid)\b|不要|没有|避免/);
      expect(line).not.toMatch(/[.。]$/);
    }
    for (const line of entry.zhLines) {
      expect(line.replace(/\{\w+\}/g, '')).not.toMatch(/[A-Za-z,]/);
    }
    // A closer view names the subject first ("Closer on the leopard: its paws …").
    expect(entry.enLines[1]).not.toMatch(/^\{s\}/);
    // The English opening follows "Open on the leopard, ".
    expect(entry.enLines[0]).not.toMatch(/^\{s\}|<\w+>/);
  });
});
