import { describe, expect, it } from 'vitest';
import type { ModelProfile } from '../../../../domain/models/model-profile-schema.ts';
import {
  MODEL_PROFILES,
  getProfile,
  profileSources,
} from '../../../../domain/models/model-profiles.ts';
import { modelRows, replacementModels } from './model-rows.ts';

describe('modelRows', () => {
  it('lists every vendor model, never the universal form, with retired ones last', () => {
    const rows = modelRows(MODEL_PROFILES, 'en');
    const ids = rows.map((row) => row.id);
    expect(ids).not.toContain('universal');
    expect(ids).toHaveLength(MODEL_PROFILES.length - 1);
    const firstRetired = rows.findIndex((row) => row.retiredOn !== null);
    expect(firstRetired).toBeGreaterThan(0);
    expect(rows.slice(firstRetired).every((row) => row.retiredOn !== null)).toBe(true);
    expect(ids.at(-1)).toBe('sora');
  });

  it('moves a retired model to the end even when the data lists it first', () => {
    const sora = getProfile('sora');
    const rows = modelRows([sora, ...MODEL_PROFILES.filter((p) => p.id !== 'sora')], 'en');
    expect(rows.at(-1)?.id).toBe('sora');
  });

  it('names models and makers in the page language', () => {
    const kling = getProfile('kling');
    const [en] = modelRows([kling], 'en');
    const [zh] = modelRows([kling], 'zh');
    expect(en?.name).toBe(kling.names.en);
    expect(zh?.name).toBe(kling.names.zh);
    expect(zh?.maker).toBe(kling.maker.zh);
  });

  it('carries each fact with its verified flag, and the confirmed pages as sources', () => {
    for (const profile of MODEL_PROFILES.filter((p) => p.id !== 'universal')) {
      const [row] = modelRows([profile], 'en');
      expect(row?.promptLimit).toEqual({
        value: profile.promptLimit.value,
        verified: profile.promptLimit.verified,
      });
      expect(row?.durations.verified).toBe(profile.durations.verified);
      expect(row?.negativePrompt.value).toBe(profile.negativePrompt.value);
      expect(row?.dialogue.value).toBe(profile.dialogueSyntax.value);
      expect(row?.languages.value).toEqual(profile.languages.value);
      expect(row?.sources).toEqual(profileSources(profile));
      expect(row?.retiredOn?.value).toBe(profile.retiredOn?.value);
    }
  });

  it('dates a row by its latest check, or not at all when no fact carries a date', () => {
    const veo = getProfile('veo');
    const dated: ModelProfile = {
      ...veo,
      promptLimit: { ...veo.promptLimit, verified: false, checkedOn: '2026-01-02' },
      durations: { ...veo.durations, verified: false, checkedOn: '2026-03-04' },
    };
    const bare: ModelProfile = {
      ...veo,
      promptLimit: { value: veo.promptLimit.value, verified: false },
      durations: { value: veo.durations.value, verified: false },
      aspectRatios: { value: veo.aspectRatios.value, verified: false },
      negativePrompt: { value: veo.negativePrompt.value, verified: false },
      audio: { value: veo.audio.value, verified: false },
      dialogueSyntax: { value: veo.dialogueSyntax.value, verified: false },
      languages: { value: veo.languages.value, verified: false },
    };
    const partly: ModelProfile = {
      ...bare,
      durations: dated.durations,
      promptLimit: dated.promptLimit,
    };
    expect(modelRows([partly], 'en')[0]?.checkedOn).toBe('2026-03-04');
    expect(modelRows([bare], 'en')[0]?.checkedOn).toBeNull();
  });
});

describe('replacementModels', () => {
  it('names the active vendor models only: no universal form, no retired Sora', () => {
    const models = replacementModels(MODEL_PROFILES, 'zh');
    const ids = models.map((model) => model.id);
    expect(ids).not.toContain('universal');
    expect(ids).not.toContain('sora');
    expect(ids).toEqual(
      MODEL_PROFILES.filter((p) => p.id !== 'universal' && p.status === 'active').map((p) => p.id),
    );
    expect(models[0]?.name).toBe(getProfile(models[0]!.id).names.zh);
  });
});
