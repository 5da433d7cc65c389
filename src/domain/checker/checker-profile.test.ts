import { describe, expect, it } from 'vitest';
import { getProfile, MODEL_PROFILES } from '../models/model-profiles.ts';
import { checkPrompt } from './check-prompt.ts';
import { checkerProfileOf } from './checker-profile.ts';

const view = (id: Parameters<typeof getProfile>[0]) => checkerProfileOf(getProfile(id));

describe('the checker reads the model profiles', () => {
  it('takes each profile’s limit, lengths, languages and settings', () => {
    for (const profile of MODEL_PROFILES) {
      const checker = checkerProfileOf(profile);
      expect(checker.promptLimit).toBe(profile.promptLimit.value);
      expect(checker.durations).toEqual([...profile.durations.value].sort((a, b) => a - b));
      expect(checker.languages).toEqual(profile.languages.value);
      expect(checker.settingsOutsidePrompt).toBe(profile.settingsAsParameters.value);
    }
  });

  it('refuses no length for universal, which stands for any model', () => {
    const prompt =
      'A red fox runs through fresh snow, tracking shot, soft dawn light, 16mm film grain.';
    const rules = (id: 'universal' | 'veo') =>
      checkPrompt(prompt, { profile: view(id), seconds: 20, language: 'en' }).issues.map(
        (issue) => issue.rule,
      );
    expect(rules('universal')).not.toContain('duration-not-offered');
    expect(rules('veo')).toContain('duration-not-offered');
  });

  it('reads negation as issue 17 names it: Veo to its field, Runway and Luma positive', () => {
    expect(view('veo').negation).toBe('negative-field');
    expect(view('runway').negation).toBe('positive-only');
    expect(view('luma').negation).toBe('positive-only');
    for (const id of ['universal', 'kling', 'seedance', 'wan', 'hailuo', 'sora'] as const) {
      expect(view(id).negation, id).toBe('fine');
    }
  });

  it('knows Hailuo’s brackets, Seedance’s numbered shots and its Chinese limit', () => {
    expect(view('hailuo').cameraSyntax).toBe('brackets');
    expect(view('seedance').shotSyntax).toBe('numbered');
    expect(view('wan').shotSyntax).toBe('prose');
    const long = `${'一只橘猫在窗台上打盹，尾巴轻轻摆动，阳光洒在它的背上。'.repeat(20)}中景，胶片质感。`;
    const rules = (id: 'seedance' | 'kling') =>
      checkPrompt(long, { profile: view(id), language: 'zh' }).issues.map((issue) => issue.rule);
    expect(long.length).toBeGreaterThan(500);
    expect(rules('seedance')).toContain('length-over-limit');
    expect(rules('kling')).not.toContain('length-over-limit');
  });

  it('asks for the essentials each guide asks for (Runway: motion, not light)', () => {
    expect(view('runway').asks).toEqual({ camera: true, light: false, style: true });
    expect(view('veo').asks).toEqual({ camera: true, light: true, style: true });
    const prompt = 'A red fox runs through fresh snow, tracking shot, 16mm film grain.';
    const rules = (id: 'runway' | 'veo') =>
      checkPrompt(prompt, { profile: view(id), language: 'en' }).issues.map((issue) => issue.rule);
    expect(rules('runway')).not.toContain('missing-light');
    expect(rules('veo')).toContain('missing-light');
  });
});
