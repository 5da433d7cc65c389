import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GENERATOR_DURATIONS } from '../schemas/prompt-common.ts';
import { INPUT_MAX } from '../limits.ts';
import { DEFAULT_MODEL_ID, MODEL_IDS, ModelProfileSchema } from './model-profile-schema.ts';
import {
  CHECKED_ON,
  MODEL_PROFILES,
  durationTexts,
  getProfile,
  profileFacts,
  profileSources,
  promptLimitFor,
} from './model-profiles.ts';

/** The hosts a vendor's own pages live on: a fact marked verified must come from one of them. */
const VENDOR_HOSTS: Record<string, readonly string[]> = {
  veo: ['docs.cloud.google.com', 'cloud.google.com', 'ai.google.dev'],
  kling: ['klingai.com', 'app.klingai.com', 'docs.qingque.cn'],
  seedance: ['www.volcengine.com', 'docs.byteplus.com', 'seed.bytedance.com'],
  wan: ['help.aliyun.com', 'www.alibabacloud.com'],
  hailuo: ['platform.minimax.io', 'platform.minimaxi.com'],
  runway: ['help.runwayml.com', 'docs.dev.runwayml.com'],
  luma: ['lumaai-help.freshdesk.com', 'docs.lumalabs.ai'],
  sora: ['github.com', 'developers.openai.com', 'platform.openai.com'],
};

describe('model profiles', () => {
  it('has one valid profile per id, in MODEL_IDS order', () => {
    expect(MODEL_PROFILES.map((profile) => profile.id)).toEqual([...MODEL_IDS]);
    for (const profile of MODEL_PROFILES) {
      const parsed = ModelProfileSchema.safeParse(profile);
      expect(parsed.success, `${profile.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('universal is the default and keeps the spec: 10/15/25 s, 2000 characters, any language', () => {
    const universal = getProfile();
    expect(universal.id).toBe(DEFAULT_MODEL_ID);
    expect(durationTexts(universal)).toEqual([...GENERATOR_DURATIONS]);
    expect(`${universal.defaultDuration}s`).toBe('15s');
    expect(universal.promptLimit.value).toBe(INPUT_MAX);
    expect(universal.languages.value).toEqual(['en', 'zh']);
  });

  it('Sora 2 is kept, marked retired on 2026-09-24 from OpenAI’s own notice', () => {
    const sora = getProfile('sora');
    expect(sora.status).toBe('retired');
    expect(sora.retiredOn).toMatchObject({ value: '2026-09-24', verified: true });
    expect(sora.retiredOn?.source).toMatch(/^https:\/\/github\.com\/openai\//);
    for (const profile of MODEL_PROFILES.filter((p) => p.id !== 'sora')) {
      expect(profile.status, profile.id).toBe('active');
    }
  });

  it('a verified vendor fact names the vendor’s own page and the day it was read', () => {
    for (const profile of MODEL_PROFILES.filter((p) => p.id !== 'universal')) {
      const hosts = VENDOR_HOSTS[profile.id] ?? [];
      for (const [field, fact] of profileFacts(profile)) {
        if (!fact.verified) continue;
        const where = `${profile.id}.${field}`;
        expect(fact.source, where).toBeDefined();
        expect(hosts, `${where}: ${fact.source}`).toContain(new URL(fact.source ?? '').host);
        expect(fact.checkedOn, where).toBe(CHECKED_ON);
      }
    }
  });

  it('the universal profile claims nothing about a vendor: no sources', () => {
    expect(profileSources(getProfile('universal'))).toEqual([]);
    for (const [, fact] of profileFacts(getProfile('universal')))
      expect(fact.source).toBeUndefined();
  });

  it('an unverified fact still says when its secondary page was read', () => {
    for (const profile of MODEL_PROFILES) {
      for (const [field, fact] of profileFacts(profile)) {
        if (!fact.verified && fact.source)
          expect(fact.checkedOn, `${profile.id}.${field}`).toBe(CHECKED_ON);
      }
    }
  });

  it('lists each official source once', () => {
    const veo = profileSources(getProfile('veo'));
    expect(new Set(veo).size).toBe(veo.length);
    expect(veo.length).toBeGreaterThan(0);
  });

  it('takes the Chinese limit for Chinese prompts where the guide sets one', () => {
    const seedance = getProfile('seedance');
    expect(promptLimitFor(seedance, 'zh')).toBe(seedance.promptLimitZh?.value);
    expect(promptLimitFor(seedance, 'en')).toBe(seedance.promptLimit.value);
    expect(promptLimitFor(getProfile('veo'), 'zh')).toBe(getProfile('veo').promptLimit.value);
  });

  it('stays small enough to ship to the browser (under 3 KB gzipped as JSON)', () => {
    expect(gzipSync(JSON.stringify(MODEL_PROFILES)).length).toBeLessThan(3_000);
  });

  it('every profile writes the person’s words and keeps sections in a set order', () => {
    for (const profile of MODEL_PROFILES) {
      const order = profile.sectionOrder.value;
      expect(order, profile.id).toContain('words');
      expect(new Set(order).size, profile.id).toBe(order.length);
      // A model that takes settings as parameters gets no duration line in its prose.
      expect(order.includes('technical'), profile.id).toBe(!profile.settingsAsParameters.value);
    }
  });
});
