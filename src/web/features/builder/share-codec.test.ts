import { describe, expect, it } from 'vitest';
import {
  MAX_SHARE_PAYLOAD,
  decodeSharePayload,
  encodeSharePayload,
  sharePayloadFromHash,
} from './share-codec.ts';

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
