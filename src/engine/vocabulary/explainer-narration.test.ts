import { describe, expect, it } from 'vitest';
import { TASK_NARRATION, TOPIC_NARRATION, type Narration } from './explainer-narration.ts';
import { EXPLAINER_TOPICS } from './explainer-topics.ts';
import { MORE_TOPICS } from './explainer-topics-more.ts';
import { TUTORIAL_TASKS } from './tutorial-steps.ts';

// Speech must fit the clip: about 2.5 English words or 4 Chinese characters a second. The
// whole narration fits a 12-second clip; the first two sentences fit a 10-second one (8 s of
// speech after the opening picture), which speaks only the sentences that fit.
const ALL_WORDS = 30;
const ALL_HAN = 48;
const FIRST_TWO_WORDS = 20;
const FIRST_TWO_HAN = 32;

const words = (sentences: readonly string[]) =>
  sentences.reduce((sum, sentence) => sum + sentence.trim().split(/\s+/).length, 0);
const han = (sentences: readonly string[]) =>
  sentences.reduce((sum, sentence) => sum + (sentence.match(/\p{Script=Han}/gu) ?? []).length, 0);

/** A voice-over that talks about the video, greets, or asks to be followed. */
const NOT_NARRATION =
  /\b(?:as you can see|in this video|this video|welcome|hello|hi there|subscribe|like and|caption|subtitle|on[- ]screen)\b/i;
const NOT_NARRATION_ZH =
  /大家好|欢迎|这个视频|本期视频|如你所见|可以看到|订阅|关注|点赞|字幕|屏幕上/;

const topicIds = [...EXPLAINER_TOPICS, ...MORE_TOPICS].map((topic) => topic.id);
const taskIds = TUTORIAL_TASKS.map((task) => task.id);
const entries: [string, Narration][] = [
  ...Object.entries(TOPIC_NARRATION),
  ...Object.entries(TASK_NARRATION),
];

describe('the counting the length rules rely on', () => {
  it('counts English words by whitespace and Chinese by Han characters only', () => {
    expect(words(['Sunlight looks white.', '  So  blue   reaches you. '])).toBe(7);
    expect(han(['阳光看着是白的，其实混着各种颜色。', '所以，蓝！'])).toBe(18);
  });
});

describe('narration for every explainer topic and tutorial task', () => {
  it('has an entry for every topic id and none for an unknown one', () => {
    expect(topicIds.length).toBeGreaterThanOrEqual(50);
    expect(Object.keys(TOPIC_NARRATION).sort()).toEqual([...topicIds].sort());
  });

  it('has an entry for every task id and none for an unknown one', () => {
    expect(taskIds.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(TASK_NARRATION).sort()).toEqual([...taskIds].sort());
  });

  it.each(entries)('%s: 2 or 3 sentences, the same number in each language', (_id, said) => {
    expect(said.en.length).toBeGreaterThanOrEqual(2);
    expect(said.en.length).toBeLessThanOrEqual(3);
    expect(said.zh).toHaveLength(said.en.length);
  });

  it.each(entries)('%s: fits the clip, and the first two sentences a short one', (_id, said) => {
    expect(words(said.en), said.en.join(' ')).toBeLessThanOrEqual(ALL_WORDS);
    expect(han(said.zh), said.zh.join('')).toBeLessThanOrEqual(ALL_HAN);
    expect(words(said.en.slice(0, 2)), said.en.join(' ')).toBeLessThanOrEqual(FIRST_TWO_WORDS);
    expect(han(said.zh.slice(0, 2)), said.zh.join('')).toBeLessThanOrEqual(FIRST_TWO_HAN);
  });

  it.each(entries)('%s: English is whole English sentences', (_id, said) => {
    for (const sentence of said.en) {
      // One sentence: a capital first, its mark last and nowhere before.
      expect(sentence).toMatch(/^[A-Z][^.?!]*[.?!]$/);
      expect(sentence).not.toMatch(/\p{Script=Han}|[，。？！：；、（）]/u);
      expect(sentence).not.toMatch(NOT_NARRATION);
    }
  });

  it.each(entries)('%s: Chinese is whole Chinese sentences', (_id, said) => {
    for (const sentence of said.zh) {
      expect(sentence).toMatch(/^[^。？！]+[。？！]$/);
      // No Latin letters or digits, no ASCII punctuation: Han and Chinese punctuation only.
      expect(sentence).not.toMatch(/[A-Za-z0-9]|[,.;:!?()]/);
      expect(sentence).toMatch(/^[\p{Script=Han}，。？！：；、“”]+$/u);
      expect(sentence).not.toMatch(NOT_NARRATION_ZH);
    }
  });
});
