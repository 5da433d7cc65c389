import { describe, expect, it } from 'vitest';
import type { Plan } from '../../domain/prompt/plan.ts';
import { expand } from '../expand.ts';
import { analyse } from './analyse.ts';

/** The parts of a plan a reader checks by eye, in a compact form. */
function summary(idea: string) {
  const plan = analyse(idea);
  return {
    subject: plan.subject?.phrase,
    actions: plan.actions.map(
      (action) =>
        (action.who?.phrase ? `${action.who.phrase}: ` : '') +
        [action.verb, action.rest].filter(Boolean).join(' '),
    ),
    env: plan.setting.env,
    time: plan.time,
    type: plan.type,
  };
}

describe('analyse: the plan of an idea (pinned)', () => {
  const cases: [string, ReturnType<typeof summary>][] = [
    [
      'A penguin chef flips a pancake in a tiny kitchen',
      {
        subject: 'the penguin chef',
        actions: ['flip a pancake in a tiny kitchen'],
        env: 'kitchen',
        time: undefined,
        type: 'cinematic',
      },
    ],
    [
      'two estranged sisters argue in a farmhouse kitchen; the older one says "You never come home."',
      {
        subject: 'the two estranged sisters',
        actions: ['argue in a farmhouse kitchen', 'the older one: say'],
        env: 'kitchen',
        time: undefined,
        type: 'drama',
      },
    ],
    [
      'Close-up of a serum bottle on wet stone, morning light',
      {
        subject: 'the serum bottle on wet stone',
        actions: [],
        env: undefined,
        time: 'morning',
        type: 'product',
      },
    ],
    [
      'POV: you ride a bike through Amsterdam at dawn',
      {
        subject: 'you',
        actions: ['ride a bike through Amsterdam'],
        env: 'city',
        time: 'dawn',
        type: 'pov',
      },
    ],
    [
      'A chef cracks an egg, whisks the batter and flips a pancake',
      {
        subject: 'the chef',
        actions: ['crack an egg', 'whisk the batter', 'flip a pancake'],
        env: undefined,
        time: undefined,
        type: 'food',
      },
    ],
    [
      'anime rooftop sword fight at night',
      {
        subject: 'the rooftop sword fight',
        actions: [],
        env: 'city',
        time: 'night',
        type: 'animation',
      },
    ],
    [
      'a lighthouse at 3 am, fog rolling in',
      {
        subject: 'the lighthouse',
        actions: ['the fog: roll in'],
        env: 'sea',
        time: 'night',
        type: 'cinematic',
      },
    ],
    [
      'an astronaut floats outside the space station',
      {
        subject: 'the astronaut',
        actions: ['float outside the space station'],
        env: 'space',
        time: undefined,
        type: 'space',
      },
    ],
    [
      '橘猫跳上窗台，伸了个懒腰',
      {
        subject: '橘猫',
        actions: ['跳上窗台', '伸了个懒腰'],
        env: 'home',
        time: undefined,
        type: 'cinematic',
      },
    ],
    [
      '凌晨三点，一个程序员在空荡荡的办公室里揉着眼睛',
      {
        subject: '程序员',
        actions: ['在空荡荡的办公室里揉着眼睛'],
        env: 'office',
        time: 'night',
        type: 'cinematic',
      },
    ],
    [
      '奶茶店里，店员摇晃一杯珍珠奶茶',
      {
        subject: '店员',
        actions: ['摇晃一杯珍珠奶茶'],
        env: 'restaurant',
        time: undefined,
        type: 'food',
      },
    ],
  ];
  it.each(cases)('%s', (idea, expected) => {
    expect(summary(idea)).toEqual(expected);
  });

  it('reads a label before a colon as a cue, never as the subject', () => {
    const pov = analyse('POV: you ride a bike through Amsterdam at dawn');
    expect(pov.label).toBe('POV');
    expect(pov.formats).toContain('pov');
    const ancient = analyse('古风动画：少女在竹林中舞剑');
    expect(ancient.label).toBe('古风动画');
    expect(ancient.subject?.phrase).toBe('少女');
    expect(ancient.medium).toBe('animation');
    // A speaker's name before a quoted line is dialogue, not a label.
    const maya = analyse('Maya: "Are we there yet?" Her dad laughs.');
    expect(maya.label).toBeUndefined();
    expect(maya.dialogue).toEqual([{ speaker: 'Maya', line: 'Are we there yet?' }]);
  });

  it('reads quoted dialogue with its speakers, in order, in both languages', () => {
    expect(
      analyse(
        'Two sisters argue; the older one says "You never come home." and her sister whispers, "I know."',
      ).dialogue,
    ).toEqual([
      { speaker: 'the older one', line: 'You never come home.' },
      { speaker: 'her sister', line: 'I know.' },
    ]);
    expect(analyse('奶奶笑着说：“吃饱了才有力气。”').dialogue).toEqual([
      { speaker: '奶奶', line: '吃饱了才有力气。' },
    ]);
  });

  it('counts people and finds named places, people and brands', () => {
    expect(analyse('two estranged sisters argue in a kitchen').people).toBe(2);
    expect(analyse('a crowd of friends dance at a rooftop party').people).toBe(3);
    expect(analyse('a lighthouse in a storm').people).toBe(0);
    expect(analyse('Taylor Swift drinks a Coca-Cola in Tokyo').named).toEqual([
      { kind: 'place', text: 'Tokyo' },
      { kind: 'person', text: 'Taylor Swift' },
      { kind: 'brand', text: 'Coca-Cola' },
    ]);
  });

  it('reads times given indirectly, and a change of time as a transition', () => {
    expect(analyse('a diner at 3 am').time).toBe('night');
    expect(analyse('a fox under the moon').time).toBe('night');
    expect(analyse('a basketball player dunks alone in an empty gym at 5 am').time).toBe('dawn');
    expect(analyse('Time-lapse: day turns to dusk over a harbour').transition).toEqual([
      'day',
      'dusk',
    ]);
    expect(analyse('延时摄影：从白天到黑夜的城市').transition).toEqual(['day', 'night']);
  });
});

/** The added lines of an Advanced prompt (the idea's own line removed). */
const added = (idea: string, over: Partial<Parameters<typeof expand>[1]> = {}) =>
  expand(idea, { mode: 'advanced', duration: '15s', ...over })
    .prompt.split(idea)
    .join('');

describe('analyse: false friends of "already there"', () => {
  const has = (idea: string): Plan['has'] => analyse(idea).has;

  it('a cast-iron or frying pan is no camera pan: a camera line is still written', () => {
    for (const idea of [
      'a woman sears a steak in a cast-iron pan',
      'eggs sizzle in a frying pan',
      'a pan of paella on the fire',
    ]) {
      expect(has(idea).move).toBe(false);
      expect(added(idea)).toMatch(/^Camera: /m);
    }
    expect(has('slow pan across the valley').move).toBe(true);
  });

  it('a music box is no soundtrack, and a music video still gets a song line', () => {
    expect(has('a ballerina turns on an old music box').audio).toBe(false);
    expect(added('a ballerina turns on an old music box')).toMatch(/^Audio: /m);
    expect(has('music video: a singer dances on a rooftop').audio).toBe(false);
    expect(added('music video: a singer dances on a rooftop')).toMatch(/^Audio: .*beat/m);
    expect(has('soft piano music plays').audio).toBe(true);
  });

  it('"her 40s" and "the 80s" are ages and decades, not clip lengths', () => {
    expect(has('a woman in her 40s reads a letter').duration).toBe(false);
    expect(has('80s synthwave, a car on a neon highway').duration).toBe(false);
    expect(has('a neon highway in the 1980s').duration).toBe(false);
    expect(added('a woman in her 40s reads a letter')).toMatch(/^Technical: 15s, 16:9\.$/m);
    expect(has('a lighthouse, 10s').duration).toBe(true);
  });

  it('sunlight or 阳光 as the topic still gets a lighting line that fits it', () => {
    expect(has('sunlight moving across a wooden floor').lighting).toBe(false);
    expect(added('sunlight moving across a wooden floor')).toMatch(/^Lighting: /m);
    expect(has('阳光穿过竹林，洒在青苔上').lighting).toBe(false);
    expect(added('阳光穿过竹林，洒在青苔上')).toMatch(/^光线：/m);
    expect(has('a fox in golden hour light').lighting).toBe(true);
  });

  it('single Chinese characters do not match inside longer words', () => {
    // 海 in 上海, 浪 in 浪漫, 茶 in 奶茶, 夜 in 年夜饭, 海 in 海报.
    expect(analyse('上海的浪漫街角').setting.env).not.toBe('sea');
    expect(analyse('一杯奶茶放在桌上').type).not.toBe('nature');
    expect(analyse('年夜饭的海报').time).toBeUndefined();
    expect(analyse('年夜饭的海报').setting.env).toBeUndefined();
    expect(analyse('海边的小路').setting.env).toBe('beach');
    expect(analyse('夜晚的灯塔').time).toBe('night');
  });
});
