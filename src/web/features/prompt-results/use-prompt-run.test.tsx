// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResultSet } from './result-model.ts';
import { usePromptRun } from './use-prompt-run.ts';

const results = (original: string): ResultSet => ({ original, items: [], offline: false });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('usePromptRun', () => {
  it('goes idle → loading → done', async () => {
    const { result } = renderHook(() => usePromptRun());
    expect(result.current.state.status).toBe('idle');
    const task = deferred<ResultSet>();
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(() => task.promise);
    });
    expect(result.current.state.status).toBe('loading');
    await act(async () => {
      task.resolve(results('a'));
      await running;
    });
    expect(result.current.state).toEqual({ status: 'done', results: results('a') });
  });

  it('shows the error message when the task throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => usePromptRun());
    await act(() => result.current.run(async () => Promise.reject(new Error('engine down'))));
    expect(result.current.state).toEqual({ status: 'error', message: 'engine down' });
  });

  it('drops the answer of an older run and of a cleared one', async () => {
    const { result } = renderHook(() => usePromptRun());
    const first = deferred<ResultSet>();
    const second = deferred<ResultSet>();
    let a!: Promise<void>;
    let b!: Promise<void>;
    act(() => {
      a = result.current.run(() => first.promise);
    });
    act(() => {
      b = result.current.run(() => second.promise);
    });
    await act(async () => {
      second.resolve(results('second'));
      await b;
      first.resolve(results('first'));
      await a;
    });
    expect(result.current.state).toEqual({ status: 'done', results: results('second') });

    const third = deferred<ResultSet>();
    let c!: Promise<void>;
    act(() => {
      c = result.current.run(() => third.promise);
    });
    act(() => result.current.reset());
    await act(async () => {
      third.resolve(results('third'));
      await c;
    });
    expect(result.current.state.status).toBe('idle');
  });
});
