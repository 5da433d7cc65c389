import { describe, expect, it } from 'vitest';
import type { CheckIssue } from '../../../domain/checker/check-types.ts';
import { segmentsOf } from './marked-text.ts';

const issue = (severity: CheckIssue['severity'], span?: [number, number]): CheckIssue => ({
  rule: 'vague-words',
  severity,
  message: '',
  ...(span ? { span } : {}),
});

describe('the marked prompt', () => {
  it('cuts the text where spans begin and end, and keeps every character', () => {
    const text = 'A beautiful dawn over the sea';
    const segments = segmentsOf(text, [issue('tip', [2, 11]), issue('error', [17, 21])]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.severity).map((s) => [s.text, s.severity, s.issue])).toEqual([
      ['beautiful', 'tip', 0],
      ['over', 'error', 1],
    ]);
  });

  it('marks an overlap with the more serious issue', () => {
    const segments = segmentsOf('slow dolly-in then pan left', [
      issue('tip', [0, 27]),
      issue('warning', [19, 27]),
    ]);
    expect(segments.map((s) => [s.text, s.severity])).toEqual([
      ['slow dolly-in then ', 'tip'],
      ['pan left', 'warning'],
    ]);
  });

  it('leaves issues without a place out of the text', () => {
    expect(segmentsOf('a cat', [issue('warning')])).toEqual([{ text: 'a cat', start: 0 }]);
  });
});
