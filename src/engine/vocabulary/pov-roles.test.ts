import { describe, expect, it } from 'vitest';
import { expand } from '../expand.ts';

const beatsOf = (idea: string) =>
  expand(idea, { mode: 'advanced', duration: '15s', seed: 1 })
    .prompt.split('\n')
    .filter((line) => /^\d+\.\s?[[【]/.test(line))
    .join('\n');

describe('POV roles: being someone is shown by what their hands do', () => {
  it.each([
    ["POV: you're a barista during the morning rush", /portafilter[\s\S]*espresso/],
    ['第一人称：你是一名厨师，晚高峰的后厨', /炒锅/],
    ["POV: you're a goalkeeper in the cup final", /glove/],
  ])('%s', (idea, shown) => {
    const beats = beatsOf(idea);
    expect(beats).toMatch(shown);
    // "You are a barista" cannot be filmed, and the view does not just settle.
    expect(beats).not.toMatch(/you are a|你是一名|the view settles/i);
  });

  it('a role no table knows still shows hands at work, not the sentence', () => {
    const beats = beatsOf('POV you are a lighthouse keeper');
    expect(beats).toMatch(/your own hands/);
    expect(beats).not.toMatch(/you are a lighthouse keeper/i);
  });
});
