import type { CheckIssue, CheckSeverity, RuleId } from './check-types.ts';

/** Points an issue costs, by severity (docs/decisions/020-prompt-checker.md). */
export const SEVERITY_COST: Record<CheckSeverity, number> = { error: 25, warning: 8, tip: 3 };

/** A rule's repeats cost half each, and one rule never costs more than twice its first issue. */
const REPEAT_FACTOR = 0.5;
const RULE_CAP_FACTOR = 2;

/**
 * The score: 100 minus what the issues cost, never below 0. One error leaves at most 75, a
 * warning costs 8, a tip 3; repeats of one rule cost less so one habit (five vague words) does
 * not sink a prompt that is otherwise sound.
 */
export function scoreOf(issues: readonly CheckIssue[]): number {
  const perRule = new Map<RuleId, number>();
  for (const issue of issues) {
    const cost = SEVERITY_COST[issue.severity];
    const so = perRule.get(issue.rule);
    const next =
      so === undefined ? cost : Math.min(so + cost * REPEAT_FACTOR, cost * RULE_CAP_FACTOR);
    perRule.set(issue.rule, next);
  }
  let total = 0;
  for (const cost of perRule.values()) total += cost;
  return Math.max(0, Math.round(100 - total));
}
