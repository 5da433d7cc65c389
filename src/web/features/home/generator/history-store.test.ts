// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GeneratorHistoryEntrySchema } from '../../../../domain/schemas/stored.ts';
import {
  addToHistory,
  clearHistory,
  getHistory,
  HISTORY_KEY,
  HistorySchema,
  resetHistoryCache,
  type HistoryEntry,
} from './history-store.ts';

const entry = (n: number): HistoryEntry => ({
  prompt: `prompt ${n}`,
  input: `idea ${n}`,
  mode: n % 2 ? 'advanced' : 'fast',
  duration: '15s',
  createdAt: new Date(2026, 0, 1, 0, n).toISOString(),
});

beforeEach(() => {
  window.localStorage.clear();
  resetHistoryCache();
});
afterEach(() => vi.restoreAllMocks());

describe('HistorySchema', () => {
  it('accepts exactly the entries the domain schema accepts', () => {
    const samples: unknown[] = [
      entry(1),
      entry(2),
      { ...entry(3), prompt: '' },
      { ...entry(3), input: 7 },
      { ...entry(3), mode: 'slow' },
      { ...entry(3), duration: '20s' },
      { ...entry(3), duration: 'long' },
      { ...entry(3), model: 'veo' },
      { ...entry(3), model: 'sora-3' },
      { ...entry(3), createdAt: 'yesterday' },
      { ...entry(3), createdAt: 1 },
      { prompt: 'only a prompt' },
      'a prompt',
      null,
      [],
    ];
    for (const sample of samples) {
      const guard = HistorySchema.safeParse([sample]);
      const kept = guard.success ? guard.data.length === 1 : false;
      expect(kept, JSON.stringify(sample)).toBe(
        GeneratorHistoryEntrySchema.safeParse(sample).success,
      );
    }
  });

  it('keeps valid entries, drops malformed ones one by one, caps at 10', () => {
    const data = [
      entry(1),
      { ...entry(2), mode: 'turbo' },
      { ...entry(3), duration: 'twelve' },
      { ...entry(4), prompt: '' },
      { ...entry(5), createdAt: 'yesterday' },
      'a string',
      null,
      ...Array.from({ length: 12 }, (_, i) => entry(10 + i)),
    ];
    const parsed = HistorySchema.safeParse(data);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data).toHaveLength(10);
    expect(parsed.data[0]).toEqual(entry(1));
    expect(parsed.data[1]).toEqual(entry(10));
  });

  it('rejects anything but an array', () => {
    expect(HistorySchema.safeParse({ a: 1 }).success).toBe(false);
    expect(HistorySchema.safeParse('x').success).toBe(false);
  });
});

describe('history store', () => {
  it('adds newest first, keeps 10 and writes them to storage', () => {
    for (let n = 1; n <= 12; n++) addToHistory(entry(n));
    const { entries, saveProblem } = getHistory();
    expect(saveProblem).toBeNull();
    expect(entries.map((e) => e.prompt)).toEqual(
      Array.from({ length: 10 }, (_, i) => `prompt ${12 - i}`),
    );
    const stored: unknown = JSON.parse(window.localStorage.getItem(HISTORY_KEY) ?? 'null');
    expect(stored).toEqual(entries);
  });

  it('reads what an earlier visit stored', () => {
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify([entry(7), entry(6)]));
    expect(getHistory().entries).toEqual([entry(7), entry(6)]);
  });

  it('ignores corrupt storage and replaces it on the next write', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(HISTORY_KEY, '{not json');
    expect(getHistory()).toEqual({ entries: [], saveProblem: null });
    addToHistory(entry(1));
    expect(JSON.parse(window.localStorage.getItem(HISTORY_KEY) ?? '[]')).toEqual([entry(1)]);
  });

  it('keeps the list in memory and says why when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    addToHistory(entry(1));
    expect(getHistory()).toEqual({ entries: [entry(1)], saveProblem: 'quota' });
  });

  it('treats a storage that throws on read as unavailable, without throwing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(getHistory()).toEqual({ entries: [], saveProblem: 'unavailable' });
  });

  it('clears the list and the stored key', () => {
    addToHistory(entry(1));
    clearHistory();
    expect(getHistory().entries).toEqual([]);
    expect(window.localStorage.getItem(HISTORY_KEY)).toBeNull();
  });
});
