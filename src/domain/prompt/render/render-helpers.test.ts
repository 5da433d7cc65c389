import { describe, expect, it } from 'vitest';
import { CAMERA_MOVEMENTS } from '../../data/options/camera-options.ts';
import { bracketCommands } from './bracket-camera.ts';
import { isNegation, negativeNouns, positiveSafety, withoutNegations } from './positive.ts';

describe('bracketCommands (Hailuo)', () => {
  it.each([
    ['Medium close-up, a slow push-in, 50mm lens', '[Push in]'],
    ['Long-lens tracking shot from a distance, keeping pace with the animal', '[Tracking shot]'],
    ['Wide shot, locked-off on a tripod, 24mm lens', '[Static shot]'],
    ['A slow 180-degree orbit around it', '[Truck left, Pan right]'],
    // A pan that follows the animal is one pan, as the checker reads it.
    ['Long-lens shot, a slow pan that follows the animal, 400mm lens', '[Pan right]'],
    ['A handheld orbit around the performer', '[Shake, Truck left, Pan right]'],
    ['缓慢推镜头，50mm 镜头', '[Push in]'],
    ['侧面快速跟拍', '[Tracking shot]'],
    ['long shot to close-up, tracking, push-in, 200mm lens', '[Tracking shot, Push in]'],
  ])('%s → %s', (camera, bracket) => {
    expect(bracketCommands(camera)).toBe(bracket);
  });

  // A rig that moves with the operator and a tilted frame are no moves Hailuo has a command for.
  const NO_COMMAND = new Set(['steadicam', 'dutch-angle']);
  it.each(CAMERA_MOVEMENTS.filter((option) => !NO_COMMAND.has(option.value)))(
    'writes the builder choice $value as a command in both languages',
    (option) => {
      expect(bracketCommands(`Close-up, ${option.value}, 35mm lens`)).not.toBe('');
      expect(bracketCommands(`特写，${option.label.zh}，35mm 镜头`)).not.toBe('');
    },
  );

  it('reads a zoom written as 变焦推镜头 as a zoom, not also a push', () => {
    expect(bracketCommands('特写，变焦推镜头')).toBe('[Zoom in]');
  });

  it('gives nothing for a camera line with no move it has a command for', () => {
    expect(bracketCommands('Flat, front-on frame')).toBe('');
  });

  it('never puts more than three commands in one bracket', () => {
    const all = 'handheld orbit, push-in, tilt up, pan left, zoom out';
    expect(bracketCommands(all).split(',').length).toBe(3);
  });
});

describe('positive phrasing', () => {
  it('tells a negation from a word that only looks like one', () => {
    expect(isNegation('no real people', 'en')).toBe(true);
    expect(isNegation('nothing violent', 'en')).toBe(true);
    expect(isNegation('a notebook on a nook', 'en')).toBe(false);
    expect(isNegation('不出现真实人物', 'zh')).toBe(true);
    expect(isNegation('无缝循环，无人机缓慢滑行，不同的角度', 'zh')).toBe(false);
  });

  it('says the full safety note positively, once per concern', () => {
    expect(
      positiveSafety(
        'original, fictional characters and places only; no real people or public figures, no logos or copyrighted characters, nothing violent, hateful or explicit',
        'en',
      ),
    ).toBe(
      'original, fictional characters and places only; invented props and signage; a calm, respectful, family-friendly tone',
    );
    expect(positiveSafety('原创虚构内容，不出现真实人物、品牌标志或版权角色', 'zh')).toBe(
      '原创、虚构的角色；道具与招牌均为自创设计',
    );
  });

  it('gives the negative prompt as plain nouns', () => {
    const nouns = negativeNouns('no real people, logos or copyrighted characters', 'en');
    expect(nouns).toBe('real people, public figures, logos, brand names, copyrighted characters');
    expect(isNegation(nouns, 'en')).toBe(false);
    expect(negativeNouns('不含暴力、仇恨或露骨内容', 'zh')).toBe(
      '血腥暴力，仇恨标志，露骨内容，裸露',
    );
  });

  it('cuts a negated tail or clause from a line of scaffolding', () => {
    expect(withoutNegations('flat, even light with no harsh shadows', 'en')).toBe(
      'flat, even light',
    );
    expect(withoutNegations('平整均匀的光，没有生硬的阴影', 'zh')).toBe('平整均匀的光');
    expect(withoutNegations('warm tungsten light', 'en')).toBe('warm tungsten light');
    expect(withoutNegations('no people at all', 'en')).toBe('');
  });
});
