import { describe, expect, it } from 'vitest';
import { SAFETY_RULE_CATEGORIES } from '../data/safety-rules.ts';
import { GLOSSARY } from '../glossary/glossary.ts';
import { applyAllFixes, checkPrompt, RULE_SEVERITY } from './check-prompt.ts';
import { RULE_IDS, type CheckIssue } from './check-types.ts';
import { clauseAround, removeSpan } from './edit.ts';
import { FIX_LABELS, MESSAGES, fill, listOf } from './messages.ts';
import { safetyRuleText } from './rules/safety.ts';
import { scoreOf } from './score.ts';
import { ANY_MODEL, BRACKETS, VEO_LIKE } from './testing-profiles.ts';

const remove = (text: string, part: string) => {
  const start = text.indexOf(part);
  return removeSpan(text, { start, end: start + part.length });
};

describe('text surgery leaves the sentence readable', () => {
  it.each([
    ['a red, bright, shiny apple', 'bright', 'a red, shiny apple'],
    ['slow dolly-in, then a pan left. 10s', ', then a pan left', 'slow dolly-in. 10s'],
    ['A beautiful sunset', 'beautiful', 'A sunset'],
    ['an epic battle', 'epic', 'a battle'],
    ['a huge elephant', 'huge', 'an elephant'],
    ['Beautiful, a sunset over the bay', 'Beautiful', 'A sunset over the bay'],
    ['Camera: handheld\nLighting: soft', 'handheld', 'Lighting: soft'],
    ['第一句。第二句，很美。', '很美', '第一句。第二句。'],
    ['画面唯美，樱花飘落', '画面唯美', '樱花飘落'],
  ])('%s without "%s" → %s', (text, part, expected) => {
    expect(remove(text, part)).toBe(expected);
  });

  it('finds the clause around a phrase', () => {
    const text = 'Medium shot, a slow dolly-in, 35mm lens.';
    const start = text.indexOf('dolly');
    expect(text.slice(...Object.values(clauseAround(text, { start, end: start + 5 })))).toBe(
      ' a slow dolly-in',
    );
  });
});

describe('score', () => {
  const issue = (rule: CheckIssue['rule']): CheckIssue => ({
    rule,
    severity: RULE_SEVERITY[rule],
    message: '',
  });

  it('is 100 with nothing to fix and 0 at worst', () => {
    expect(scoreOf([])).toBe(100);
    expect(scoreOf(RULE_IDS.map(issue))).toBe(0);
  });

  it('costs 25 an error, 8 a warning, 3 a tip', () => {
    expect(scoreOf([issue('length-over-limit')])).toBe(75);
    expect(scoreOf([issue('missing-light')])).toBe(92);
    expect(scoreOf([issue('vague-words')])).toBe(97);
  });

  it('counts a rule repeated at half cost, and at most twice its first', () => {
    const vague = issue('vague-words');
    expect(scoreOf([vague, vague])).toBe(96);
    expect(scoreOf(Array.from({ length: 8 }, () => vague))).toBe(94);
  });
});

describe('messages', () => {
  const texts = [...Object.values(MESSAGES), ...Object.values(FIX_LABELS)];

  it('every rule has a message in both languages', () => {
    for (const rule of RULE_IDS) {
      const keys = Object.keys(MESSAGES).filter(
        (key) => key === rule || key.startsWith(`${rule}-`),
      );
      expect(keys.length, rule).toBeGreaterThan(0);
    }
  });

  it('Chinese follows the glossary and uses Chinese punctuation', () => {
    for (const { zh } of texts) {
      for (const entry of GLOSSARY) {
        for (const retired of entry.retired) expect(retired.pattern.test(zh), zh).toBe(false);
      }
      expect(zh, zh).not.toMatch(/[,;!?]|(?<![A-Za-z\]])[:.](?!\d)/);
    }
  });

  it('fills placeholders and writes lists the way each language does', () => {
    expect(fill('{a} and {b}', { a: 1, b: 'two' })).toBe('1 and two');
    expect(listOf([4, 6, 8], 'en')).toBe('4, 6 or 8');
    expect(listOf([4, 6, 8], 'zh')).toBe('4、6、8');
  });

  it('safety messages quote the bundled safety rules', () => {
    const ids = SAFETY_RULE_CATEGORIES.flatMap((category) => category.rules);
    for (const rule of [
      'safety-real-person',
      'safety-brand',
      'safety-character',
      'safety-minor',
    ] as const) {
      const en = safetyRuleText(rule, 'en');
      expect(en, rule).not.toBe('');
      expect(ids.some((each) => each.description.en === en)).toBe(true);
    }
    const [issue] = checkPrompt('Pikachu runs through a meadow.', {
      profile: ANY_MODEL,
      language: 'zh',
    }).issues.filter((each) => each.rule === 'safety-character');
    expect(issue?.message).toBe(
      `“Pikachu”是受版权保护的角色。${safetyRuleText('safety-character', 'zh')}`,
    );
  });
});

describe('checkPrompt', () => {
  const sound =
    'A red fox runs through fresh snow at dawn. Low-angle tracking shot, 35mm lens, backlit by the low sun, 16mm film grain.';

  it('gives a sound prompt 100 and no issues', () => {
    expect(checkPrompt(sound, { profile: ANY_MODEL, language: 'en' })).toMatchObject({
      score: 100,
      issues: [],
    });
  });

  it('counts what a person compares with the limits', () => {
    const prompt =
      'Shot 1: 女孩走进咖啡馆，缓缓推镜头。Shot 2: she says "Good morning, how are you?"';
    const { stats } = checkPrompt(prompt, { profile: ANY_MODEL, language: 'en' });
    expect(stats).toEqual({
      characters: prompt.length,
      // 11 English words and numbers, 12 Chinese characters (字数, as word processors count).
      words: 23,
      estimatedTokens: Math.ceil(prompt.length / 4),
      dialogueWords: 5,
      shots: 2,
      cameraMoves: 1,
    });
  });

  it('lists errors before warnings before tips', () => {
    const prompt = 'A 10 seconds epic clip of Taylor Swift, no text.';
    const { issues } = checkPrompt(prompt, { profile: VEO_LIKE, language: 'en' });
    const order = issues.map((issue) => ['error', 'warning', 'tip'].indexOf(issue.severity));
    expect(order).toEqual([...order].sort());
    expect(issues[0]?.severity).toBe('error');
  });

  it('places every span on the text it names, Chinese included', () => {
    const prompt =
      '周杰伦在深夜的街头唱歌，正午的阳光照在他身上，画面唯美，然后向左摇，推镜头到特写。';
    for (const issue of checkPrompt(prompt, { profile: ANY_MODEL, language: 'zh' }).issues) {
      if (!issue.span) continue;
      const [start, end] = issue.span;
      expect(start).toBeLessThan(end);
      expect(end).toBeLessThanOrEqual(prompt.length);
    }
    const names = checkPrompt(prompt, { profile: ANY_MODEL, language: 'zh' }).issues.map(
      (issue) => issue.span && prompt.slice(...issue.span),
    );
    expect(names).toEqual(expect.arrayContaining(['周杰伦', '正午', '推镜头']));
  });

  it('matches Chinese by words, not characters', () => {
    // 夜 is night, but not inside 夜市 (a night market is a place, at any hour).
    const prompt = '正午的夜市，小贩在摊位前吆喝，跟拍，阳光，纪录片风格。';
    const rules = checkPrompt(prompt, { profile: ANY_MODEL, language: 'zh' }).issues.map(
      (i) => i.rule,
    );
    expect(rules).not.toContain('contradiction-day-night');
    expect(
      checkPrompt('正午的阳光下，夜里的街头，跟拍，纪录片风格。', {
        profile: ANY_MODEL,
        language: 'zh',
      }).issues.map((i) => i.rule),
    ).toContain('contradiction-day-night');
  });

  it('reads neither a safety line nor a negative prompt as the scene', () => {
    const prompt = `${sound}\nSafety: no real people, no logos, no copyrighted characters such as Pikachu.\nNegative prompt: night, cartoon, Nike logo`;
    expect(checkPrompt(prompt, { profile: ANY_MODEL, language: 'en' }).issues).toEqual([]);
  });

  it('does not count a length inside a beat or an age as the clip length', () => {
    const prompt = `${sound}\n1. [0-4s] The fox stops.\n2. [4-15s] A woman in her 40s watches.\nDuration: 15s`;
    const rules = checkPrompt(prompt, { profile: ANY_MODEL, language: 'en' }).issues.map(
      (i) => i.rule,
    );
    expect(rules).not.toContain('contradiction-duration');
    expect(rules).not.toContain('duration-not-offered');
  });
});

describe('Apply all', () => {
  it('applies every fix until none is left, re-checking after each', () => {
    const prompt =
      'A woman walks along the beach at dawn, slow dolly-in, then a pan left, no people or text. Warm light, film look. 10 seconds, 16:9.';
    const fixed = applyAllFixes(prompt, { profile: VEO_LIKE, language: 'en' });
    const left = checkPrompt(fixed, { profile: VEO_LIKE, language: 'en' }).issues;
    expect(left.filter((issue) => issue.fix !== undefined)).toEqual([]);
    expect(fixed).toContain('Negative prompt: people, text');
    expect(fixed).not.toContain('pan left');
    expect(fixed).not.toContain('10 seconds');
  });

  it('stops when nothing is fixable', () => {
    const prompt = '[Pan left] A fox runs across the snow, soft light, film look.';
    expect(applyAllFixes(prompt, { profile: BRACKETS, language: 'en' })).toBe(prompt);
  });
});

describe('names are found as whole names', () => {
  it('finds a name written with a middle dot, and no brand inside another word', () => {
    const rules = (prompt: string) =>
      checkPrompt(prompt, { profile: ANY_MODEL, language: 'zh' }).issues.map((i) => i.rule);
    expect(rules('泰勒·斯威夫特在舞台上唱歌')).toContain('safety-real-person');
    // 音乐高潮 holds 乐高 (LEGO) across two words.
    expect(rules('音乐高潮落下时镜头升起')).not.toContain('safety-brand');
    expect(rules('乐高积木搭成的城市')).toContain('safety-brand');
  });
});
