/**
 * The prompt checker (issue 17): a model-aware review of any prompt, with fixes. Pure and
 * synchronous, so the API and the offline page run the same code and get the same answer.
 */
import type {
  CheckIssue,
  CheckOptions,
  CheckResult,
  CheckSeverity,
  CheckStats,
  RuleId,
} from './check-types.ts';
import { buildContext, type Context, type Draft, type Rule } from './context.ts';
import { FIX_LABELS, MESSAGES, messageKey, say } from './messages.ts';
import { lengthOverLimit } from './rules/length.ts';
import { missingEssentials } from './rules/essentials.ts';
import {
  cameraMovesPerShot,
  dialogueOverBudget,
  seedanceShotNumbers,
  tooManyActions,
} from './rules/pacing.ts';
import {
  dayNightContradiction,
  durationContradiction,
  mediumContradiction,
  ratioContradiction,
} from './rules/contradictions.ts';
import { negationInPrompt } from './rules/negation.ts';
import {
  durationNotOffered,
  hailuoCameraBrackets,
  promptLanguage,
  settingsInProse,
} from './rules/model-fit.ts';
import { minorsUnsafe, namedSafety } from './rules/safety.ts';
import { vagueWords } from './rules/vague.ts';
import { scoreOf } from './score.ts';
import { readDialogue } from './shots.ts';

/** Each rule's severity (issue 17 point 2). */
export const RULE_SEVERITY: Record<RuleId, CheckSeverity> = {
  'length-over-limit': 'error',
  'missing-subject-action': 'warning',
  'missing-camera': 'warning',
  'missing-light': 'warning',
  'missing-style': 'warning',
  'camera-moves-per-shot': 'warning',
  'too-many-actions': 'warning',
  'dialogue-over-budget': 'warning',
  'contradiction-duration': 'error',
  'contradiction-aspect-ratio': 'error',
  'contradiction-day-night': 'error',
  'contradiction-medium': 'error',
  'negation-in-prompt': 'warning',
  'duration-not-offered': 'error',
  'settings-in-prose': 'tip',
  'prompt-language': 'tip',
  'safety-real-person': 'warning',
  'safety-brand': 'warning',
  'safety-character': 'warning',
  'safety-minor': 'warning',
  'vague-words': 'tip',
  'hailuo-camera-brackets': 'tip',
  'seedance-shot-numbers': 'tip',
};

const RULES: readonly Rule[] = [
  lengthOverLimit,
  durationNotOffered,
  durationContradiction,
  ratioContradiction,
  dayNightContradiction,
  mediumContradiction,
  missingEssentials,
  cameraMovesPerShot,
  tooManyActions,
  dialogueOverBudget,
  negationInPrompt,
  namedSafety,
  minorsUnsafe,
  settingsInProse,
  promptLanguage,
  vagueWords,
  hailuoCameraBrackets,
  seedanceShotNumbers,
];

/** At most this many issues of one rule: a list of twenty helps no one. */
const MAX_PER_RULE = 8;

const SEVERITY_ORDER: Record<CheckSeverity, number> = { error: 0, warning: 1, tip: 2 };

function issueOf(draft: Draft, context: Context): CheckIssue {
  const { language } = context;
  const issue: CheckIssue = {
    rule: draft.rule,
    severity: RULE_SEVERITY[draft.rule],
    message: say(MESSAGES[messageKey(draft.rule, draft.variant)], language, draft.params),
  };
  if (draft.span) issue.span = [draft.span.start, draft.span.end];
  // A fix that changes nothing is no fix.
  if (draft.fix && draft.fix.prompt !== context.pt.text) {
    issue.fix = {
      label: say(FIX_LABELS[draft.fix.label], language, draft.fix.params),
      prompt: draft.fix.prompt,
    };
  }
  return issue;
}

function statsOf(context: Context): CheckStats {
  const { pt, shots, moves } = context;
  return {
    characters: pt.text.length,
    words: pt.words(),
    estimatedTokens: Math.ceil(pt.text.length / 4),
    dialogueWords: readDialogue(pt.text).reduce((sum, line) => sum + line.words, 0),
    shots: shots.shots.length,
    cameraMoves: moves.length,
  };
}

/**
 * Check a prompt against a model profile: a score, the issues (most serious first, each with
 * where it is and, when one is safe to make, a fix), and the counts.
 */
export function checkPrompt(prompt: string, options: CheckOptions): CheckResult {
  const context = buildContext(prompt, options);
  const issues: CheckIssue[] = [];
  for (const rule of RULES) {
    const drafts = rule(context);
    const counts = new Map<RuleId, number>();
    for (const draft of drafts) {
      const count = counts.get(draft.rule) ?? 0;
      if (count >= MAX_PER_RULE) continue;
      counts.set(draft.rule, count + 1);
      issues.push(issueOf(draft, context));
    }
  }
  issues.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  return { score: scoreOf(issues), issues, stats: statsOf(context) };
}

/** How many fixes "Apply all" makes at most (each one re-checks the prompt). */
const MAX_FIX_ROUNDS = 30;

/**
 * "Apply all": apply the first fixable issue, check again, repeat until nothing fixable is
 * left. Re-checking after each fix keeps every fix's offsets true to the text it edits.
 */
export function applyAllFixes(prompt: string, options: CheckOptions): string {
  let text = prompt;
  const seen = new Set<string>([text]);
  for (let round = 0; round < MAX_FIX_ROUNDS; round++) {
    const next = checkPrompt(text, options).issues.find(
      (issue) => issue.fix !== undefined && !seen.has(issue.fix.prompt),
    )?.fix?.prompt;
    if (next === undefined) break;
    seen.add(next);
    text = next;
  }
  return text;
}
