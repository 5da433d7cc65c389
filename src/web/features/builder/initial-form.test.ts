import { describe, expect, it } from 'vitest';
import { BuilderFormSchema, createBuilderForm } from '../../../domain/schemas/builder-form.ts';
import { compactForm, isInitialForm } from './compact-form.ts';
import { initialForm } from './initial-form.ts';
import { decodeSharePayload, encodeSharePayload } from './share-codec.ts';

describe('initialForm', () => {
  it("equals the domain's fresh form (10s, 9:16, audio off)", () => {
    expect(initialForm()).toEqual(createBuilderForm());
    expect(initialForm()).toMatchObject({ duration: '10s', aspectRatio: '9:16', hasAudio: false });
  });

  it('is a new object each time', () => {
    const a = initialForm();
    a.motion.push('x');
    expect(initialForm().motion).toEqual([]);
  });
});

describe('compactForm and the share round trip', () => {
  const form = {
    ...initialForm(),
    categoryId: 'travel' as const,
    duration: '25s' as const,
    scene: '大雨刚停的夜市窄巷，霓虹灯倒映在积水里',
    subject: '一位穿黄色雨衣的女人 "quoted" & <tag>',
    cameraMovement: ['tracking', 'orbit'],
    motion: ['慢慢走过', 'steam rises'],
    fps: 60 as const,
    hasAudio: true,
    audio: { ...initialForm().audio, type: 'music+voice' as const, lines: ['你好'] },
    safetyChecks: { 'no-minors': true },
  };

  it('drops empty values only', () => {
    const compact = compactForm(form);
    expect(compact).not.toHaveProperty('title');
    expect(compact).not.toHaveProperty('lens');
    expect(compact).not.toHaveProperty('shotType');
    expect(compact).toMatchObject({ scene: form.scene, fps: 60, hasAudio: true });
    expect(compact.audio).toEqual({ type: 'music+voice', lines: ['你好'] });
  });

  it('restores the same form after encode, decode and the schema (Chinese included)', () => {
    const decoded = decodeSharePayload(encodeSharePayload(compactForm(form)));
    expect(BuilderFormSchema.parse(decoded)).toEqual(form);
  });

  it('tells a form with only defaults from a changed one', () => {
    expect(isInitialForm(initialForm())).toBe(true);
    expect(isInitialForm(createBuilderForm())).toBe(true);
    expect(isInitialForm({ ...initialForm(), scene: 'x' })).toBe(false);
    expect(isInitialForm({ ...initialForm(), duration: '15s' })).toBe(false);
  });

  it('refuses a payload of the wrong shape', () => {
    const bad = encodeSharePayload({ duration: '999s', cameraMovement: 'not a list' });
    expect(BuilderFormSchema.safeParse(decodeSharePayload(bad)).success).toBe(false);
  });
});
