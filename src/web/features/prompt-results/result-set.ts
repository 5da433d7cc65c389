import { cameraTermPattern, promptStats, type PromptStats } from './prompt-stats.ts';
import type { Level, ResultItem, ResultSet } from './result-model.ts';

/** The engine's measures the result cards need, loaded on demand with the engine. */
export interface Measures {
  similarity: ((a: string, b: string) => number) | null;
  cameraPattern: RegExp | null;
}

/**
 * Loads the engine's similarity measure and its camera vocabulary. Either may fail to load
 * (a flaky network after the API already answered): the results are still worth showing, and
 * the card then reads "—" for that figure.
 */
export async function loadMeasures(): Promise<Measures> {
  const [similarity, presence] = await Promise.allSettled([
    import('../../../engine/similarity.ts'),
    import('../../../engine/vocabulary/presence.ts'),
  ]);
  if (similarity.status === 'rejected' || presence.status === 'rejected') {
    console.warn('Some result stats are unavailable: an engine chunk did not load.');
  }
  return {
    similarity: similarity.status === 'fulfilled' ? similarity.value.similarity : null,
    cameraPattern:
      presence.status === 'fulfilled'
        ? cameraTermPattern([
            presence.value.PRESENCE.move,
            presence.value.PRESENCE.shot,
            presence.value.PRESENCE.lens,
          ])
        : null,
  };
}

/** One level's text as an API or the engine returned it. */
export interface RawResult {
  level: Level;
  prompt: string;
  /** Given by the variants API and engine; computed here when absent. */
  similarity?: number;
  changes: readonly string[];
}

/** The cards' view of a run: each result with its stats against the original. */
export function buildResultSet(
  original: string,
  raw: readonly RawResult[],
  offline: boolean,
  measures: Measures,
): ResultSet {
  const items: ResultItem[] = raw.map((entry) => {
    const similarity =
      entry.similarity ??
      (measures.similarity ? measures.similarity(original, entry.prompt) : null);
    const stats: PromptStats = promptStats(entry.prompt, similarity, measures.cameraPattern);
    return { level: entry.level, prompt: entry.prompt, similarity, changes: entry.changes, stats };
  });
  return { original, items, offline };
}
