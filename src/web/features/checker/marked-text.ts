import type { CheckIssue, CheckSeverity } from '../../../domain/checker/check-types.ts';

export interface Segment {
  text: string;
  start: number;
  /** The most serious issue covering this stretch, when one does. */
  severity?: CheckSeverity;
  /** Index (in the issue list) of that issue. */
  issue?: number;
}

const RANK: Record<CheckSeverity, number> = { error: 0, warning: 1, tip: 2 };

/**
 * The prompt cut where issue spans begin and end, each stretch with the most serious issue
 * that covers it: what the page marks in the text.
 */
export function segmentsOf(text: string, issues: readonly CheckIssue[]): Segment[] {
  const edges = new Set<number>([0, text.length]);
  for (const issue of issues) {
    if (!issue.span) continue;
    edges.add(Math.min(issue.span[0], text.length));
    edges.add(Math.min(issue.span[1], text.length));
  }
  const sorted = [...edges].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < sorted.length - 1; i++) {
    const start = sorted[i] as number;
    const end = sorted[i + 1] as number;
    let best: number | undefined;
    issues.forEach((issue, index) => {
      if (!issue.span || issue.span[0] > start || issue.span[1] < end) return;
      const current = best === undefined ? undefined : issues[best];
      if (current === undefined || RANK[issue.severity] < RANK[current.severity]) best = index;
    });
    const covering = best === undefined ? undefined : issues[best];
    segments.push(
      covering && best !== undefined
        ? { text: text.slice(start, end), start, severity: covering.severity, issue: best }
        : { text: text.slice(start, end), start },
    );
  }
  return segments;
}
