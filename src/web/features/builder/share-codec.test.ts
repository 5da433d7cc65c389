import { describe, expect, it } from 'vitest';
import {
  MAX_SHARE_PAYLOAD,
  decodeSharePayload,
  encodeSharePayload,
  sharePayloadFromHash,
  sharedModel,
} from './share-codec.ts';
import { createBuilderForm } from '../../../domain/schemas/builder-form.ts';
import { parseForm } from './builder-rules.ts';
import { compactForm } from './compact-form.ts';
import { shareLink } from './share-link.ts';
import { TEMPLATES } from '../../../domain/data/templates/all-templates.ts';
import { templateToForm } from './template-to-form.ts';

describe('share payload', () => {
  it('round-trips Chinese text, emoji and punctuation', () => {
    const value = { scene: '大雨刚停的夜市窄巷，霓虹灯 🌧️ "quoted" / + =', list: ['a', '镜头'] };
    const payload = encodeSharePayload(value);
    expect(payload).toMatch(/^[\w-]+$/);
    expect(decodeSharePayload(payload)).toEqual(value);
  });

  it('returns null for anything that is not a valid payload', () => {
    expect(decodeSharePayload('')).toBeNull();
    expect(decodeSharePayload('not base64!')).toBeNull();
    expect(decodeSharePayload('____')).toBeNull(); // decodes to bytes that are not UTF-8 JSON
    expect(decodeSharePayload(encodeSharePayload('x').slice(0, -2))).toBeNull();
    expect(decodeSharePayload('a'.repeat(MAX_SHARE_PAYLOAD + 1))).toBeNull();
  });

  it('reads the payload from a hash', () => {
    expect(sharePayloadFromHash('#s=abc-_1')).toBe('abc-_1');
    expect(sharePayloadFromHash('#other')).toBeNull();
    expect(sharePayloadFromHash('')).toBeNull();
  });
});

describe('share link with the model', () => {
  const form = {
    ...createBuilderForm(),
    categoryId: 'travel' as const,
    duration: '8s',
    aspectRatio: '16:9' as const,
    scene: '雨后的夜市',
  };

  it('carries the model beside the form, and the form schema reads the form as before', () => {
    const link = shareLink(form, 'veo', 'https://example.test', '/zh/builder');
    const payload = sharePayloadFromHash(new URL(link).hash);
    const decoded = decodeSharePayload(payload ?? '');
    expect(sharedModel(decoded)).toBe('veo');
    expect(parseForm(decoded)).toEqual(form);
  });

  it('an old link without a model still opens, and names no model', () => {
    const old = encodeSharePayload(compactForm(form));
    const decoded = decodeSharePayload(old);
    expect(sharedModel(decoded)).toBeUndefined();
    expect(parseForm(decoded)).toEqual(form);
    expect(sharedModel(null)).toBeUndefined();
  });
});

describe('share link of a template opened in the builder', () => {
  it('keeps the look written in words (free-text styles and lights), in both languages', () => {
    for (const template of TEMPLATES) {
      for (const language of ['en', 'zh'] as const) {
        const form = parseForm(templateToForm(template.id, language));
        const link = shareLink(form!, 'kling', 'https://example.test', '/builder');
        const decoded = decodeSharePayload(sharePayloadFromHash(new URL(link).hash) ?? '');
        expect(parseForm(decoded), `${template.id} ${language}`).toEqual(form);
      }
    }
    const zh = parseForm(templateToForm('cin-001', 'zh'));
    const link = shareLink(zh!, 'kling', 'https://example.test', '/zh/builder');
    const decoded = parseForm(decodeSharePayload(sharePayloadFromHash(new URL(link).hash) ?? ''));
    expect(decoded?.visualStyle).toContain('新黑色电影质感实拍');
  });
});
