import { describe, expect, it } from 'vitest';
import type { GeneratorDuration } from '../domain/schemas/prompt-common.ts';
import { beatsOf } from './corpus/check-corpus.ts';
import { expand } from './expand.ts';

const DURATIONS: readonly GeneratorDuration[] = ['10s', '15s', '25s'];

/** The beat lines of an Advanced prompt, without their numbers and time codes. */
function beats(idea: string, duration: GeneratorDuration, seed: number): string[] {
  const { prompt } = expand(idea, { mode: 'advanced', duration, seed });
  return beatsOf(prompt)
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^\d+\. \[[^\]]+\] |^\d+\.【[^】]+】/, ''));
}

/** Each word found after the one before it, in the beats joined. */
function inOrder(text: string, words: readonly string[]): boolean {
  let at = -1;
  for (const word of words) {
    const found = text.toLowerCase().indexOf(word.toLowerCase(), at + 1);
    if (found <= at) return false;
    at = found;
  }
  return true;
}

// What a good explainer of each question must show, in the order it happens — written here
// from the science, not copied from the table.
const QUESTIONS: readonly [string, readonly string[]][] = [
  ['why does the moon have phases?', ['Sun', 'half of the Moon', 'circles the Earth', 'full']],
  ['why is the sky blue?', ['sunlight', 'scatter', 'blue']],
  ['how do bees make honey', ['nectar', 'wax', 'honey']],
  ['how do rainbows form', ['raindrops', 'bends', 'arc']],
  ['why do we have seasons?', ['tilted', 'summer', 'winter']],
  ['how do planes fly', ['wing', 'lift', 'climbs']],
  ['Explainer: how do vaccines work, 2D animated', ['vaccine', 'antibodies', 'real germ']],
  ['why is the sea salty', ['rivers', 'evaporates', 'salty']],
  ['为什么天空是蓝色的？', ['阳光', '散射', '蓝色']],
  ['科普：光合作用', ['阳光', '叶绿素', '氧气']],
  ['彩虹是怎么形成的', ['雨滴', '折射', '弧']],
  ['为什么会打雷', ['电荷', '电火花', '雷声']],
  ['月亮为什么有阴晴圆缺', ['太阳', '绕着地球', '满月']],
  ['火山为什么会喷发', ['岩浆', '压力', '火山灰']],
  ['科普：心脏是怎么跳动的', ['心脏右侧', '肺', '全身']],
];

describe('an explainer of a known question shows what answers it', () => {
  it.each(QUESTIONS)('%s', (idea, words) => {
    for (const duration of DURATIONS) {
      for (const seed of [1, 2]) {
        const told = beats(idea, duration, seed).join('\n');
        expect(inOrder(told, words), `${duration} seed ${seed}:\n${told}`).toBe(true);
        // The generic template is gone: the answer is shown, not announced.
        expect(told).not.toMatch(/the key step|parts behind it|关键一步讲清楚|组成部分/i);
        expect(told).not.toMatch(/\b(?:text|label|caption)s?\b|文字|字幕|标注/i);
      }
    }
  });

  it('a 25-second clip opens on the picture, then gives every step a beat of its own', () => {
    for (const seed of [1, 2]) {
      const told = beats('why does the moon have phases?', '25s', seed);
      expect(told[0]).toBe('Open on the Moon as a thin crescent.');
      expect(told.at(-1)).toMatch(/shrinks back to a thin crescent/);
      expect(told).toHaveLength(5);
    }
  });

  it('the idea’s own steps stay its own ("step by step: …")', () => {
    const told = beats(
      'how espresso is made, step by step: weigh the beans, tamp, pull the shot',
      '15s',
      1,
    ).join('\n');
    expect(inOrder(told, ['weigh', 'tamp', 'pull'])).toBe(true);
    expect(told).not.toMatch(/cherries/);
  });
});

// Each task's first move and its finished result, as anyone who has done it knows them.
const TASKS: readonly [string, readonly string[]][] = [
  ['how to tie a bowline knot', ['small loop', 'up through', 'bowline']],
  ['how to tie a tie in 5 steps', ['wide end', 'four-in-hand']],
  ['how to fold a paper crane', ['square', 'crane']],
  ['how to braid hair', ['three', 'braid']],
  ['how to make pour-over coffee', ['ground', 'clear cup']],
  ['如何叠纸鹤', ['正方形', '纸鹤']],
  ['怎么包饺子', ['馅', '案板']],
  ['如何系领带', ['宽端', '四手结']],
  ['怎么编辫子', ['三股', '三股辫']],
  ['怎么泡茶', ['茶叶', '茶汤']],
];

describe('a tutorial of a known task shows its real steps', () => {
  it.each(TASKS)('%s', (idea, words) => {
    for (const duration of DURATIONS) {
      for (const seed of [1, 2]) {
        const told = beats(idea, duration, seed).join('\n');
        expect(inOrder(told, words), `${duration} seed ${seed}:\n${told}`).toBe(true);
        expect(told).not.toMatch(/the first step|the last step|第一步，近景|最后一步把它完成/i);
      }
    }
  });

  it('a 25-second bowline shows every step: the loop, up through, around, back down', () => {
    const told = beats('how to tie a bowline knot', '25s', 1).join('\n');
    expect(
      inOrder(told, ['rope', 'loop', 'up through', 'behind', 'back down', 'pulled tight']),
      told,
    ).toBe(true);
  });

  it('the result stays in the locked-off frame, never "held up to the camera"', () => {
    for (const idea of ['how to tie a bowline knot', 'how to make sourdough bread']) {
      for (const duration of DURATIONS) {
        expect(beats(idea, duration, 2).join('\n')).not.toMatch(/held up to the camera/);
      }
    }
  });
});

describe('a question no table knows gets the generic lines, with the right article', () => {
  it.each([
    ['why does the zebra have stripes', 'Open on the zebra', 'The zebra seen whole again'],
    ['why does the sun rise in the east', 'Open on the sun', 'The sun seen whole again'],
    ['how does inflation work', 'Open on inflation', 'Inflation seen whole again'],
    ['how does a compass work', 'Open on the compass', 'The compass seen whole again'],
    ['why do we sneeze', 'Open on a person', 'The person seen whole again'],
  ])('%s', (idea, opening, closing) => {
    const told = beats(idea, '15s', 1);
    expect(told[0]).toBe(`${opening} in one simple, clear image.`);
    expect(told.at(-1)).toMatch(new RegExp(`^${closing}, the answer clear`));
    // The second line names the thing too, not "the parts behind it".
    expect(told[1]).toContain(` ${opening.split(' ').at(-1) ?? ''}, then the parts of the answer`);
  });

  it('a Chinese question whose subject is a whole clause is not named as a thing', () => {
    const told = beats('为什么人会打喷嚏', '15s', 1).join('\n');
    expect(told).toContain('关键一步讲清楚：为什么人会打喷嚏');
    expect(told).not.toMatch(/呈现人会打喷嚏|人会打喷嚏的全貌/);
  });

  it('a task no table knows names it in each step', () => {
    const told = beats('how to make sourdough bread', '15s', 2).join('\n');
    expect(told).toContain('The first step to make sourdough bread, shown close and slow.');
    expect(told).toContain('The finished sourdough bread, in full view.');
    expect(beats('怎么做酸奶', '15s', 2).join('\n')).toContain('做酸奶的第一步');
  });
});
