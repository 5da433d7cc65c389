import { describe, expect, it } from 'vitest';
import { advanced, beats, lineIn } from './analyse/review-prompts.ts';
import { interviewQuestion } from './interview-beats.ts';

describe('interviewQuestion', () => {
  it.each([
    [
      'Street interview with an old fisherman about how the sea has changed',
      'How has the sea changed?',
    ],
    [
      'Street interview with a baker at 4 am about why she loves night shifts',
      'Why do you love night shifts?',
    ],
    [
      'barista interview about why she quit her corporate job',
      'Why did you quit your corporate job?',
    ],
    ['interview with a retired firefighter about his first fire', 'Tell me about your first fire.'],
    ['street interview with a young couple about how they met', 'How did you meet?'],
    ['interview with a beekeeper about why bees are disappearing', 'Why are bees disappearing?'],
  ])('%s → %s', (idea, question) => {
    expect(interviewQuestion(idea, 'en')).toBe(question);
  });

  it('asks a Chinese topic in Chinese, and nothing where the idea names no topic', () => {
    expect(interviewQuestion('采访一位老渔民，聊聊这些年大海的变化', 'zh')).toBe(
      '能聊聊这些年大海的变化吗？',
    );
    expect(interviewQuestion('interview with an old fisherman on the pier', 'en')).toBeUndefined();
    // A quoted line is said, not the topic.
    expect(interviewQuestion('interview, she says "it was about time"', 'en')).toBeUndefined();
  });
});

describe('an interview with no lines of its own (reviews 99 and 100)', () => {
  it('is asked its topic, thought over and answered; the answer is heard', () => {
    const baker = advanced(
      'Street interview with a baker at 4 am about why she loves night shifts',
    );
    expect(lineIn(baker, /^- Interviewer/)).toBe(
      '- Interviewer (off camera): "Why do you love night shifts?"',
    );
    expect(beats(baker)).toMatch(/microphone held out toward her/);
    expect(beats(baker)).not.toMatch(/loves night shifts|at 4 am/);
    expect(lineIn(baker, /^Audio:/)).toMatch(/^Audio: Her answer, close and clear/);
  });

  it('keeps the idea’s own telling as its beat, and lines the idea writes as they are', () => {
    const told = advanced('纪录片采访：一位七十岁的老木匠讲他做了一辈子的椅子');
    expect(beats(told)).toMatch(/讲他做了一辈子的椅子/);
    expect(told).not.toMatch(/采访者/);
    const quoted = advanced('interview with a fisherman, he says "The ocean never lies to you."');
    expect(quoted).not.toMatch(/Interviewer/);
  });
});
