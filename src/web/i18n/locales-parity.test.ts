import { describe, expect, it } from 'vitest';
import { en } from './locales/en/index.ts';
import { zh } from './locales/zh/index.ts';

/** Every leaf key path of a nested strings object, with its value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) {
        out.set(path, leaf);
      }
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const enLeaves = leaves(en);
const zhLeaves = leaves(zh);

describe('translations', () => {
  it('zh has every key en has', () => {
    const missing = [...enLeaves.keys()].filter((key) => !zhLeaves.has(key));
    expect(missing).toEqual([]);
  });

  it('zh has no key that en lacks (en is the source of keys)', () => {
    const extra = [...zhLeaves.keys()].filter((key) => !enLeaves.has(key));
    expect(extra).toEqual([]);
  });

  it('every string is non-empty in both languages', () => {
    const empty = [...enLeaves, ...zhLeaves]
      .filter(([, value]) => typeof value === 'string' && value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keeps the same interpolation variables in both languages', () => {
    const vars = (s: unknown) =>
      typeof s === 'string' ? [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort() : [];
    const differing = [...enLeaves.keys()].filter(
      (key) => JSON.stringify(vars(enLeaves.get(key))) !== JSON.stringify(vars(zhLeaves.get(key))),
    );
    expect(differing).toEqual([]);
  });

  it('translates the visible text: most zh strings contain Chinese characters', () => {
    const strings = [...zhLeaves.values()].filter((v): v is string => typeof v === 'string');
    const chinese = strings.filter((s) => /[\u4e00-\u9fff]/.test(s));
    expect(chinese.length / strings.length).toBeGreaterThan(0.8);
  });
});
