import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, addTag, errorsByField, isHttpUrl, validateSubmission } from './validate.ts';

const REQUIRED = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const allChecked = Object.fromEntries(REQUIRED.map((id) => [id, true]));
const PROMPT = 'A slow dolly in on a ceramic mug, steam rising in warm morning light.';
const valid = {
  ...EMPTY_VALUES,
  prompt: PROMPT,
  categoryId: 'cinematic',
  tags: ['coffee'],
  checks: allChecked,
};

describe('validateSubmission', () => {
  it('accepts a complete submission', () => {
    expect(validateSubmission(valid, REQUIRED)).toEqual([]);
  });

  it('reports every required field of an empty form, in form order', () => {
    const errors = validateSubmission(EMPTY_VALUES, REQUIRED);
    expect(errors.map((e) => e.key)).toEqual([
      'promptRequired',
      'categoryRequired',
      'tagsRequired',
      'safetyRequired',
    ]);
    expect(errors[3]).toMatchObject({ total: 7, unchecked: 7 });
  });

  it('counts the trimmed prompt when it is too short', () => {
    const errors = validateSubmission({ ...valid, prompt: '  too short  ' }, REQUIRED);
    expect(errors).toEqual([{ field: 'prompt', key: 'promptTooShort', count: 9, min: 50 }]);
  });

  it('treats a whitespace-only prompt as missing', () => {
    expect(validateSubmission({ ...valid, prompt: '   \n ' }, REQUIRED)[0]?.key).toBe(
      'promptRequired',
    );
  });

  it('accepts exactly 50 characters and rejects 49', () => {
    expect(validateSubmission({ ...valid, prompt: 'x'.repeat(50) }, REQUIRED)).toEqual([]);
    expect(validateSubmission({ ...valid, prompt: 'x'.repeat(49) }, REQUIRED)[0]?.key).toBe(
      'promptTooShort',
    );
  });

  it('rejects an over-long prompt', () => {
    expect(validateSubmission({ ...valid, prompt: 'x'.repeat(2001) }, REQUIRED)[0]?.key).toBe(
      'promptTooLong',
    );
  });

  it('counts the unticked required items only', () => {
    const checks = { ...allChecked, b: false, g: false, optional: false };
    const errors = validateSubmission({ ...valid, checks }, REQUIRED);
    expect(errors).toEqual([{ field: 'safety', key: 'safetyRequired', total: 7, unchecked: 2 }]);
  });

  it('checks the optional video link only when given', () => {
    expect(validateSubmission({ ...valid, videoUrl: '   ' }, REQUIRED)).toEqual([]);
    expect(validateSubmission({ ...valid, videoUrl: 'not a link' }, REQUIRED)[0]?.key).toBe(
      'videoUrlInvalid',
    );
  });

  it('puts the video link error after tags and before safety', () => {
    const errors = validateSubmission(
      { ...EMPTY_VALUES, prompt: PROMPT, videoUrl: 'nope' },
      REQUIRED,
    );
    expect(errors.map((e) => e.field)).toEqual(['categoryId', 'tags', 'videoUrl', 'safety']);
  });

  it('limits notes', () => {
    expect(validateSubmission({ ...valid, notes: 'n'.repeat(1001) }, REQUIRED)[0]?.key).toBe(
      'notesTooLong',
    );
  });

  it('rejects more than 10 tags', () => {
    const tags = Array.from({ length: 11 }, (_, i) => `t${i}`);
    expect(validateSubmission({ ...valid, tags }, REQUIRED)[0]?.key).toBe('tagsTooMany');
  });
});

describe('addTag', () => {
  it('trims, ignores empty input and repeats regardless of case', () => {
    let tags = addTag([], '  golden hour ');
    expect(tags).toEqual(['golden hour']);
    expect(addTag(tags, '   ')).toBe(tags);
    expect(addTag(tags, 'Golden Hour')).toBe(tags);
    tags = addTag(tags, 'drone');
    expect(tags).toEqual(['golden hour', 'drone']);
  });

  it('stops at 10 tags and caps a tag at 30 characters', () => {
    let tags: readonly string[] = [];
    for (let i = 0; i < 12; i += 1) tags = addTag(tags, `tag ${i}`);
    expect(tags).toHaveLength(10);
    expect(addTag([], 'x'.repeat(40))[0]).toHaveLength(30);
  });
});

describe('isHttpUrl', () => {
  it('accepts http and https links with a host', () => {
    expect(isHttpUrl('https://example.com/video.mp4')).toBe(true);
    expect(isHttpUrl('http://vimeo.com/123')).toBe(true);
  });

  it('rejects other text and schemes', () => {
    for (const bad of [
      'example.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'https://',
      'https://localhost',
    ]) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });
});

describe('errorsByField', () => {
  it('maps errors by their field', () => {
    const map = errorsByField(validateSubmission(EMPTY_VALUES, REQUIRED));
    expect(Object.keys(map)).toEqual(['prompt', 'categoryId', 'tags', 'safety']);
  });
});
