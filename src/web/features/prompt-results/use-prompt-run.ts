import { useCallback, useState } from 'react';
import type { ResultSet, RunState } from './result-model.ts';
import { errorMessage } from './with-fallback.ts';

type Tracked = { runId: number; state: RunState };

let nextRunId = 1;

/**
 * Runs a prompt task and tracks its state. Only the latest run may settle: the answer of an
 * older run, or of one cleared by `reset`, that arrives late is dropped.
 */
export function usePromptRun(): {
  state: RunState;
  run: (task: () => Promise<ResultSet>) => Promise<void>;
  reset: () => void;
} {
  const [tracked, setTracked] = useState<Tracked>({ runId: 0, state: { status: 'idle' } });

  const run = useCallback(async (task: () => Promise<ResultSet>) => {
    const runId = nextRunId++;
    setTracked({ runId, state: { status: 'loading' } });
    let settled: RunState;
    try {
      settled = { status: 'done', results: await task() };
    } catch (error) {
      console.error(error);
      settled = { status: 'error', message: errorMessage(error) };
    }
    setTracked((current) => (current.runId === runId ? { runId, state: settled } : current));
  }, []);

  const reset = useCallback(() => setTracked({ runId: 0, state: { status: 'idle' } }), []);

  return { state: tracked.state, run, reset };
}
