import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../../domain/data/templates/all-templates.ts';
import { templateDetailData, templateDetailLoader } from './template-detail-loader.ts';

describe('templateDetailData', () => {
  it('is null for an unknown id (the page shows Template Not Found)', () => {
    expect(templateDetailData('zzz-999', 'en')).toBeNull();
    expect(templateDetailData('__not-found', 'zh')).toBeNull();
  });

  it('labels the coded values in the page language', () => {
    const template = TEMPLATES.find((t) => t.audio?.voice)!;
    const zh = templateDetailData(template.id, 'zh')!;
    expect(zh.template).toBe(template);
    expect(zh.labels.category).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.labels.audioType).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.labels.voiceGender).toMatch(/[\u4e00-\u9fff]/);
    const en = templateDetailData(template.id, 'en')!;
    expect(en.labels.voiceGender).toMatch(/^(Male|Female|Neutral)$/);
  });

  it('has no audio labels for a template without audio', () => {
    const template = TEMPLATES.find((t) => !t.audio)!;
    expect(templateDetailData(template.id, 'en')!.labels).toMatchObject({
      audioType: null,
      voiceGender: null,
    });
  });

  it('reads the id from the route params', () => {
    const load = templateDetailLoader('en');
    const args = { params: { id: 'cin-001' } } as unknown as Parameters<typeof load>[0];
    expect(load(args).detail?.template.id).toBe('cin-001');
  });
});
