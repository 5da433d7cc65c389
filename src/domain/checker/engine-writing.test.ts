/**
 * How the checker reads what the engine and the builder write (issue 17 point 4): each reading
 * as a pair, a prompt the rule leaves alone beside a near one it still flags.
 */
import { describe, expect, it } from 'vitest';
import { checkPrompt } from './check-prompt.ts';
import type { RuleId } from './check-types.ts';
import type { CheckerProfile } from './checker-profile.ts';
import { ANY_MODEL, POSITIVE_ONLY, VEO_LIKE } from './testing-profiles.ts';

const rules = (prompt: string, profile: CheckerProfile = VEO_LIKE, seconds = 6): RuleId[] =>
  checkPrompt(prompt, { profile, seconds, language: 'en' }).issues.map((issue) => issue.rule);

const TAIL_EN = 'Medium shot, soft window light, 35mm film look.';
const TAIL_ZH = '中景，柔和的窗光，35mm 胶片质感。';

describe('the engine’s and the builder’s own wording', () => {
  it.each([
    // An unlabelled safety note is not the scene ("Follows" is no action).
    [
      `A cat jumps onto the sill and naps. ${TAIL_EN} Follows all safety guidelines; no real people.`,
      `A cat jumps onto the sill, stretches and follows a moth. ${TAIL_EN}`,
    ],
    // Ambient motion runs through the shot; a third doing does not.
    [
      `A woman walks down the alley and stops; lanterns sway, steam drifts. ${TAIL_EN}`,
      `A woman walks down the alley, climbs the steps and turns back. ${TAIL_EN}`,
    ],
    // The frame settling ends the shot; a verb marked by 着 is a state or a manner.
    [
      `妈妈握着女儿的手，轻声说话，画面收住。${TAIL_ZH}`,
      `妈妈握住女儿的手，轻声说话，转身离开。${TAIL_ZH}`,
    ],
    [
      `你骑着电动车穿过街头，两侧灯火亮起的招牌掠过。${TAIL_ZH}`,
      `你骑上电动车，穿过街头，停下，回头。${TAIL_ZH}`,
    ],
    // "dusty rose" in a palette is a colour, not something that rose.
    [
      `The whale breaches off the coast. Amber, honey gold, dusty rose and warm brown. ${TAIL_EN}`,
      `The whale breaches, dives, surfaces and rose. ${TAIL_EN}`,
    ],
    // A passive says how things stand; "rose pink" is a colour.
    [
      `Hands lift the lid and fold back the paper; the keyboard is set down. Rose pink. ${TAIL_EN}`,
      `Hands lift the lid, fold back the paper and set down the keyboard. ${TAIL_EN}`,
    ],
  ])('too many actions: %s is fine, the near one is not', (fine, busy) => {
    expect(rules(fine)).not.toContain('too-many-actions');
    expect(rules(busy)).toContain('too-many-actions');
  });

  it('reads 没有 before a verb as the story, before a thing as an instruction', () => {
    expect(rules(`林夏没有回头，关上了门。${TAIL_ZH}`, POSITIVE_ONLY)).not.toContain(
      'negation-in-prompt',
    );
    expect(rules(`清晨的街道，没有人。${TAIL_ZH}`, POSITIVE_ONLY)).not.toContain(
      'negation-in-prompt',
    );
    expect(rules(`清晨的街道，没有文字。${TAIL_ZH}`, POSITIVE_ONLY)).toContain(
      'negation-in-prompt',
    );
  });

  it('counts a camera move or a time-lapse as something happening in a still place', () => {
    expect(rules(`雪后的故宫，红墙金瓦，缓慢上摇。${TAIL_ZH}`)).not.toContain(
      'missing-subject-action',
    );
    expect(rules(`Time-lapse of the harbour from dusk to night. ${TAIL_EN}`)).not.toContain(
      'missing-subject-action',
    );
    expect(rules(`雪后的故宫，红墙金瓦。${TAIL_ZH}`)).toContain('missing-subject-action');
  });

  it('finds the style in a time-lapse, loop, POV or commercial line', () => {
    const base = '一只狐狸在黎明的雪地里奔跑，跟拍，柔和光线。';
    for (const style of [
      '延时摄影，数小时压缩成几秒',
      '无缝循环',
      '第一人称主观视角',
      '商业广告',
    ]) {
      expect(rules(`${base}${style}。`, ANY_MODEL), style).not.toContain('missing-style');
    }
    expect(rules(base, ANY_MODEL)).toContain('missing-style');
  });

  it('finds light written as its quality (漫射光) and reads a night market as a place', () => {
    expect(rules('一只狐狸在雪地里奔跑，跟拍，雨中灰蒙蒙的漫射光，胶片质感。')).not.toContain(
      'missing-light',
    );
    expect(rules(`A night market, afternoon light. ${TAIL_EN}`)).not.toContain(
      'contradiction-day-night',
    );
    expect(rules(`A market at night, afternoon light. ${TAIL_EN}`)).toContain(
      'contradiction-day-night',
    );
  });
});
