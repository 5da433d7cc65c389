import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalize, labelKinds, lineKind, sentence } from './text.ts';
import { LABEL_ALIASES, LABELS, LINE_ORDER, type LineKind } from './vocabulary/labels.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a labelled line is by regex: a label or alias, then a colon, at the start of the line. */
const ORACLE = LINE_ORDER.map((kind) => {
  const [en, zh] = LABELS[kind];
  const alias = LABEL_ALIASES[kind];
  const alternation = [escape(en), escape(zh), ...(alias ? [alias] : [])].join('|');
  return { kind, regex: new RegExp(`^[ \\t]*(?:${alternation})[ \\t]*[:：]`, 'i') };
});
const byRegex = (line: string): LineKind[] =>
  ORACLE.filter(({ regex }) => regex.test(line)).map(({ kind }) => kind);

describe('lineKind and labelKinds', () => {
  it('read labels in either language, any case, with spaces before the colon', () => {
    expect(lineKind('Camera: slow dolly')).toBe('camera');
    expect(lineKind('  COLOUR PALETTE \t： teal')).toBe('palette');
    expect(lineKind('镜头：缓慢推近')).toBe('camera');
    expect(lineKind('a camera: on a tripod')).toBeUndefined();
    expect(lineKind('music video: neon city')).toBeUndefined();
    expect([...labelKinds('Lighting & palette: warm\nAudio: rain')]).toEqual([
      'lighting',
      'palette',
      'audio',
    ]);
  });

  it('answer what the label regexes answer (random lines)', () => {
    const labels = LINE_ORDER.flatMap((kind) => [
      ...LABELS[kind],
      ...(LABEL_ALIASES[kind] ?? '').split('|').filter(Boolean),
    ]);
    const piece = fc.oneof(
      fc.constantFrom(...labels).map((label) => label.replace(/\\?|\(\?:|\)/g, '')),
      fc.constantFrom(...labels).map((label) => label.replace(/.\?/g, '').toUpperCase()),
      fc.constantFrom(':', '：', ' ', '\t', '\n', 'x', 's', '\u212A', 'é', '的'),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const text = pieces.join('');
        const lines = text.split('\n');
        for (const line of lines) expect(lineKind(line)).toBe(byRegex(line)[0]);
        expect(labelKinds(text)).toEqual(new Set(lines.flatMap(byRegex)));
      }),
      { numRuns: 4000 },
    );
  });
});

describe('capitalize and sentence', () => {
  // The plain definitions the faster ones (by character code) must agree with.
  const capitalizeByString = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  // Letters and marks of several scripts, sentence ends, a surrogate pair and "ß" ("SS").
  const char = fc.constantFrom(...'aAzZ09 .!?。！？…"”ßéÉ猫\u{1F98A}'.split(''), 'ﬀ', '\u{1D400}');
  const text = fc
    .array(fc.oneof(char, fc.string({ maxLength: 3 })), { maxLength: 6 })
    .map((parts) => parts.join(''));

  it('capitalize upper-cases the first character exactly as toUpperCase does', () => {
    fc.assert(
      fc.property(text, (t) => capitalize(t) === capitalizeByString(t)),
      { numRuns: 2000 },
    );
    expect(capitalize('ßtraße')).toBe('SStraße');
    expect(capitalize('fox')).toBe('Fox');
    expect(capitalize('')).toBe('');
  });

  it("sentence adds the language's full stop only when the phrase has no sentence end", () => {
    expect(sentence('en', 'a fox')).toBe('a fox.');
    expect(sentence('zh', '一只猫')).toBe('一只猫。');
    expect(sentence('en', 'Really?')).toBe('Really?');
    expect(sentence('zh', '好吧…')).toBe('好吧…');
    // A quote that ends its own sentence ends this one; one that does not is closed after it.
    expect(sentence('en', 'She says, "I know."')).toBe('She says, "I know."');
    expect(sentence('en', 'She answers, "never early"')).toBe('She answers, "never early".');
    expect(sentence('zh', '男生说：“那你说啊”')).toBe('男生说：“那你说啊”。');
    expect(sentence('zh', '女生说：“你不听。”')).toBe('女生说：“你不听。”');
    expect(sentence('en', '')).toBe('.');
  });
});
