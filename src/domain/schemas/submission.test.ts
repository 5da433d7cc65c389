import { describe, expect, it } from 'vitest';
import { SAFETY_REQUIRED_COUNT } from '../limits.ts';
import {
  normalizeTags,
  SubmissionDraftSchema,
  SubmissionSchema,
  toSubmission,
  validateSubmission,
} from './submission.ts';

const prompt = 'A paper boat drifts down a rain-filled gutter, macro lens, soft overcast light.';
const valid = SubmissionDraftSchema.parse({
  prompt,
  categoryId: 'cinematic',
  tags: ['rain', ' macro '],
  safetyConfirmed: [true, true, true, true, true, true, true],
});

describe('validateSubmission', () => {
  it('accepts a complete draft', () => {
    expect(validateSubmission(valid)).toEqual({});
  });

  it('reports every empty field, in scroll order', () => {
    const errors = validateSubmission(SubmissionDraftSchema.parse({}));
    expect(Object.keys(errors)).toEqual(['prompt', 'categoryId', 'tags', 'safetyConfirmed']);
    expect(errors).toEqual({
      prompt: { key: 'submit.errors.promptRequired' },
      categoryId: { key: 'submit.errors.categoryRequired' },
      tags: { key: 'submit.errors.tagsRequired' },
      safetyConfirmed: { key: 'submit.errors.safetyRequired', values: { total: 7, unchecked: 7 } },
    });
  });

  it('counts the characters of a short prompt (trimmed)', () => {
    expect(validateSubmission({ ...valid, prompt: '  ' + 'x'.repeat(49) + '  ' }).prompt).toEqual({
      key: 'submit.errors.promptTooShort',
      values: { count: 49 },
    });
    expect(validateSubmission({ ...valid, prompt: 'x'.repeat(50) }).prompt).toBeUndefined();
  });

  it('allows 10 tags but not 11, and blank tags do not count', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(validateSubmission({ ...valid, tags: [...ten, ' '] }).tags).toBeUndefined();
    expect(validateSubmission({ ...valid, tags: [...ten, 't10'] }).tags).toEqual({
      key: 'submit.errors.tagsTooMany',
      values: { max: 10 },
    });
    expect(validateSubmission({ ...valid, tags: ['  '] }).tags).toEqual({
      key: 'submit.errors.tagsRequired',
    });
  });

  it('says how many safety items remain', () => {
    const draft = { ...valid, safetyConfirmed: [true, false, true, false, true, true, true] };
    expect(validateSubmission(draft).safetyConfirmed).toEqual({
      key: 'submit.errors.safetyRequired',
      values: { total: 7, unchecked: 2 },
    });
  });

  it('checks an optional video URL only when given', () => {
    expect(validateSubmission({ ...valid, videoUrl: 'ftp://x' }).videoUrl).toEqual({
      key: 'submit.errors.videoUrlInvalid',
    });
    expect(validateSubmission({ ...valid, videoUrl: 'https://example.com/v.mp4' })).toEqual({});
  });
});

describe('normalizeTags', () => {
  it('trims, drops blanks and case-insensitive repeats', () => {
    expect(normalizeTags([' Rain ', '', 'rain', 'Night'])).toEqual(['Rain', 'Night']);
  });
});

describe('toSubmission', () => {
  it('stamps a valid draft and leaves empty optional fields out', () => {
    expect(toSubmission(valid, new Date('2025-06-01T10:00:00Z'))).toEqual({
      prompt,
      categoryId: 'cinematic',
      tags: ['rain', 'macro'],
      safetyConfirmed: [true, true, true, true, true, true, true],
      submittedAt: '2025-06-01T10:00:00.000Z',
    });
  });
  it('returns null for an invalid draft', () => {
    expect(toSubmission({ ...valid, categoryId: '' }, new Date())).toBeNull();
  });
});

describe('SubmissionSchema cleans what it stores', () => {
  it('drops control, bidi and byte-order characters from the prompt, tags and notes', () => {
    const parsed = SubmissionSchema.parse({
      prompt: '\uFEFFA lighthouse keeper\u202E lights the lamp as a storm rolls in\u0007.',
      categoryId: 'cinematic',
      tags: ['sto\u0000rm', 'sea'],
      notes: 'Made\u2066 with care',
      safetyConfirmed: Array.from({ length: SAFETY_REQUIRED_COUNT }, () => true),
      submittedAt: '2026-11-26T12:00:00.000Z',
    });
    expect(parsed.prompt).toBe('A lighthouse keeper lights the lamp as a storm rolls in.');
    expect(parsed.tags).toEqual(['storm', 'sea']);
    expect(parsed.notes).toBe('Made with care');
  });
});
