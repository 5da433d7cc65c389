import { describe, expect, it } from 'vitest';
import { ASKS, questionAsStatement } from './question.ts';

describe('questionAsStatement', () => {
  it.each([
    ['Why is the sky blue?', 'why the sky is blue'],
    ['Why are flamingos pink?', 'why flamingos are pink'],
    ['How does a heat pump work?', 'how a heat pump works'],
    ['How do bees make honey?', 'how bees make honey'],
    ['why do cats purr', 'why cats purr'],
    ['How does a plane stay in the air?', 'how a plane stays in the air'],
  ])('%s → %s', (question, statement) => {
    expect(questionAsStatement(question)).toBe(statement);
  });

  it('turns only the question clause; what follows, quotes and all, is kept as written', () => {
    expect(
      questionAsStatement(
        'why is the sky blue, the narrator says "Sunlight is every colour at once."',
      ),
    ).toBe('why the sky is blue, the narrator says "Sunlight is every colour at once."');
    expect(questionAsStatement('why is the sky blue, shown in 2D animation')).toBe(
      'why the sky is blue, shown in 2D animation',
    );
  });

  it('leaves statements and other questions alone', () => {
    expect(questionAsStatement('A heat pump hums in the snow')).toBe(
      'A heat pump hums in the snow',
    );
    expect(questionAsStatement('How beautiful the sea is')).toBe('How beautiful the sea is');
  });

  it('knows a question in either language', () => {
    for (const asked of ['Why is the sky blue?', '为什么天空是蓝色的', '彩虹是怎么形成的'])
      expect(ASKS.test(asked), asked).toBe(true);
    for (const told of ['A girl asks why', '天空很蓝', 'How to fold a paper crane'])
      expect(ASKS.test(told), told).toBe(false);
  });

  it('what-questions: asked, and read as what the clip shows', () => {
    for (const asked of [
      'What causes the northern lights?',
      '心脏是怎么跳动的',
      '蜜蜂是如何酿蜜的？',
    ])
      expect(ASKS.test(asked), asked).toBe(true);
    for (const told of ['What a day at the beach', 'What is left: ashes and smoke'])
      expect(ASKS.test(told), told).toBe(false);
    expect(questionAsStatement('What happens when lightning strikes the sea?')).toBe(
      'lightning strikes the sea',
    );
    expect(questionAsStatement('what makes bread rise?')).toBe('bread rise');
  });
});
