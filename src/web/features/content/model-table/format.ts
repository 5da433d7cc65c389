/** A run of clip lengths: one value, or a range of three or more consecutive seconds. */
export type DurationPart = { from: number; to: number };

/**
 * Clip lengths as the table writes them: consecutive runs of three or more become a range
 * ("3–15"), the rest stay single values ("4, 6, 8"). Sorted, duplicates dropped.
 */
export function durationParts(seconds: readonly number[]): DurationPart[] {
  const sorted = [...new Set(seconds)].sort((a, b) => a - b);
  const parts: DurationPart[] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i += 1) {
    if (i < sorted.length && sorted[i] === sorted[i - 1]! + 1) continue;
    const run = sorted.slice(start, i);
    if (run.length >= 3) parts.push({ from: run[0]!, to: run.at(-1)! });
    else for (const value of run) parts.push({ from: value, to: value });
    start = i;
  }
  return parts;
}

/** The host of a URL, as the link text of a source ("ai.google.dev"); the URL if unparsable. */
export function sourceLabel(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}
