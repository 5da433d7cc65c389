import { cameraTermPattern, promptStats, type PromptStats } from './prompt-stats.ts';
import type { Level, ResultItem, ResultSet, WrittenFor } from './result-model.ts';

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
  written?: WrittenFor,
): ResultSet {
  const items: ResultItem[] = raw.map((entry) => {
    const similarity =
      entry.similarity ??
      (measures.similarity ? measures.similarity(original, entry.prompt) : null);
    const stats: PromptStats = promptStats(entry.prompt, similarity, measures.cameraPattern);
    return { level: entry.level, prompt: entry.prompt, similarity, changes: entry.changes, stats };
  });
  return written ? { original, items, offline, written } : { original, items, offline };
}

/** The model part of an answer (the API's or the engine's), for the result cards. */
export function writtenFor(
  model: WrittenFor['model'],
  language: WrittenFor['language'],
  answer: { settings: WrittenFor['settings']; negativePrompt?: string; overLimit?: boolean },
): WrittenFor {
  return {
    model,
    language,
    settings: answer.settings,
    ...(answer.negativePrompt ? { negativePrompt: answer.negativePrompt } : {}),
    ...(answer.overLimit ? { overLimit: true } : {}),
  };
}
