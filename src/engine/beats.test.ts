import { describe, expect, it } from 'vitest';
import { analyse } from './analyse/analyse.ts';
import { beatRange } from './beats.ts';
import { beatsOf } from './corpus/check-corpus.ts';
import { CORPUS } from './corpus/ideas.ts';
import { expand } from './expand.ts';
import { topicOf, tutorialOf } from './explainer-beats.ts';
import type { GeneratorDuration } from '../domain/schemas/prompt-common.ts';

const CHINESE = CORPUS.filter((item) => item.lang === 'zh').map((item) => item.idea);
const DURATIONS: readonly GeneratorDuration[] = ['10s', '15s', '25s'];

/** The beat lines of an Advanced Chinese prompt, without their numbers and time codes. */
function beats(idea: string, duration: GeneratorDuration, seed = 1): string[] {
  const { prompt } = expand(idea, { mode: 'advanced', duration, seed });
  return beatsOf(prompt)
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^\d+\.【[^】]+】/, ''));
}

describe('Chinese beats tell every event as written, in order', () => {
  it.each(CHINESE)('%s', (idea) => {
    const plan = analyse(idea);
    for (const duration of DURATIONS) {
      const told = beats(idea, duration);
      const joined = told.join('\n');
      const [low, high] = beatRange(Number.parseInt(duration, 10));
      if (plan.subject || plan.actions.length > 0) {
        expect(told.length, `${duration} ${joined}`).toBeGreaterThanOrEqual(low);
        expect(told.length, `${duration} ${joined}`).toBeLessThanOrEqual(high);
      }
      // A question or a task the tables know is told by what answers it, in order: every step
      // a short clip keeps of a question, and a task's first move and finished result. Its
      // "event" is the question or the task itself (为什么天空是蓝色的, 包饺子), not a doing.
      const topic = topicOf(plan);
      const task = tutorialOf(plan);
      const events = topic
        ? topic.steps.filter((step) => !step.optional).map((step) => step.zh)
        : task
          ? [task.steps.find((step) => !step.optional)?.zh ?? '', task.done.zh]
          : plan.actions.map((a) => a.verb);
      // Each event's words, verbatim, in the order the idea tells them.
      let at = -1;
      for (const verb of events.slice(0, topic || task ? undefined : high)) {
        const found = joined.indexOf(verb, at + 1);
        expect(found, `${duration}: "${verb}" in\n${joined}`).toBeGreaterThan(at);
        at = found;
      }
      // A speech carries its line; a line is never spliced onto another speech tag.
      for (const line of plan.dialogue) expect(joined).toContain(`“${line.line}”`);
      expect(joined).not.toMatch(/(?:说|回答|问)：(?!“)/);
      // Whole sentences: no bare "开场：妈妈。", no living thing "静静停在画面中".
      for (const beat of told) {
        expect(beat, joined).not.toBe(`开场：${plan.subject?.phrase ?? ''}。`);
        expect(beat, joined).not.toBe(`画面开场：${plan.subject?.phrase ?? ''}。`);
        expect(beat).not.toContain('静静停在画面中');
        expect(beat).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
  });
});

describe('Chinese beats stage one action without repeating it', () => {
  it('the action is told once; the other beats open, build, peak and close around it', () => {
    for (const idea of [
      '第一视角：凌晨三点骑电动车穿过成都的街头',
      '纪录片采访：一位老木匠讲他做的椅子',
    ]) {
      const verb = analyse(idea).actions[0]?.verb ?? '';
      for (const duration of DURATIONS) {
        const told = beats(idea, duration);
        expect(
          told.filter((beat) => beat.includes(verb)),
          told.join('\n'),
        ).toHaveLength(1);
      }
    }
  });

  it('with no action, the filler beats name the subject', () => {
    const told = beats('雪后的故宫，红墙金瓦。', '15s');
    expect(told.length).toBeGreaterThanOrEqual(3);
    for (const beat of told) expect(beat).toContain('故宫');
  });

  it('a quoted line stays with its speaker in the beats', () => {
    const told = beats(
      '雨夜的出租车里，女儿说：“爸，我不想回去了。”父亲沉默了一会儿，说：“那就不回。”',
      '15s',
    );
    expect(told.join('\n')).toContain('女儿说：“爸，我不想回去了。”');
    expect(told.join('\n')).toContain('父亲说：“那就不回。”');
    expect(told.join('\n').indexOf('女儿说')).toBeLessThan(told.join('\n').indexOf('父亲沉默'));
  });
});
