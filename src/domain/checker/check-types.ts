import type { Language } from '../site/languages.ts';
import type { CheckerProfile } from './checker-profile.ts';

/** How much an issue costs a generation: refused or broken, likely worse, or worth a look. */
export const CHECK_SEVERITIES = ['error', 'warning', 'tip'] as const;
export type CheckSeverity = (typeof CHECK_SEVERITIES)[number];

/**
 * Every rule the checker knows, by its stable id (issue 17 point 2). Ids are part of the API:
 * rename one only with a new id, never in place.
 */
export const RULE_IDS = [
  'length-over-limit',
  'missing-subject-action',
  'missing-camera',
  'missing-light',
  'missing-style',
  'camera-moves-per-shot',
  'too-many-actions',
  'dialogue-over-budget',
  'contradiction-duration',
  'contradiction-aspect-ratio',
  'contradiction-day-night',
  'contradiction-medium',
  'negation-in-prompt',
  'duration-not-offered',
  'settings-in-prose',
  'prompt-language',
  'safety-real-person',
  'safety-brand',
  'safety-character',
  'safety-minor',
  'vague-words',
  'hailuo-camera-brackets',
  'seedance-shot-numbers',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/** A fix: what the button says, and the whole prompt with that one fix applied. */
export interface CheckFix {
  label: string;
  prompt: string;
}

/** One thing to fix, with where it is (character offsets into the prompt) when it has a place. */
export interface CheckIssue {
  rule: RuleId;
  severity: CheckSeverity;
  message: string;
  span?: [number, number];
  fix?: CheckFix;
}

/** Counts a person can compare with the model's limits. */
export interface CheckStats {
  characters: number;
  /** English words plus Chinese characters, as word processors count Chinese (字数). */
  words: number;
  /** Characters divided by four, rounded up (the product's one token estimate). */
  estimatedTokens: number;
  /** Spoken words inside quotes; a Chinese character counts as one (speech runs per character). */
  dialogueWords: number;
  shots: number;
  cameraMoves: number;
}

export interface CheckResult {
  /** 0–100, 100 = nothing to fix (weighting: docs/decisions/020-prompt-checker.md). */
  score: number;
  issues: CheckIssue[];
  stats: CheckStats;
}

export interface CheckOptions {
  profile: CheckerProfile;
  /** The clip length the person picked, in seconds, when they picked one. */
  seconds?: number;
  /** Language of the messages and fix labels. */
  language: Language;
}
