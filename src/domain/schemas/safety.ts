import { z } from 'zod/mini';
import { LocalizedTextSchema } from './template.ts';

/** The eight safety rule categories (spec 3), in display order. */
export const SAFETY_RULE_CATEGORY_IDS = [
  'likeness',
  'violence',
  'hateful-content',
  'adult-content',
  'copyright',
  'misinformation',
  'dangerous-activities',
  'privacy',
] as const;
export const SafetyRuleCategoryIdSchema = z.enum(SAFETY_RULE_CATEGORY_IDS);
export type SafetyRuleCategoryId = z.infer<typeof SafetyRuleCategoryIdSchema>;

/** How serious breaking a rule is, from "will be refused" to "good to know". */
export const SEVERITIES = ['critical', 'high', 'warning', 'info'] as const;
export const SeveritySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof SeveritySchema>;

/** One safety rule: what it asks, how serious it is, and where it comes from. */
export const SafetyRuleSchema = z.object({
  id: z.string().check(z.regex(/^[a-z]+(-[a-z0-9]+)*$/)),
  severity: SeveritySchema,
  description: LocalizedTextSchema,
  /** The policy the rule paraphrases, named in each language (a name, not a link that may move). */
  source: LocalizedTextSchema,
});
export type SafetyRule = z.infer<typeof SafetyRuleSchema>;

/** A category of safety rules. */
export const SafetyRuleCategorySchema = z.object({
  id: SafetyRuleCategoryIdSchema,
  name: LocalizedTextSchema,
  rules: z.array(SafetyRuleSchema).check(z.minLength(1)),
});
export type SafetyRuleCategory = z.infer<typeof SafetyRuleCategorySchema>;

/** The seven confirmations every builder prompt and every submission needs (spec 3). */
export const REQUIRED_SAFETY_CHECK_IDS = [
  'consent-verified',
  'no-minors',
  'no-public-figures',
  'no-violence',
  'no-adult-content',
  'no-hate',
  'no-copyright',
] as const;
/** The two optional confirmations. */
export const OPTIONAL_SAFETY_CHECK_IDS = ['no-misinformation', 'fictional-disclosure'] as const;
/** All nine checklist ids, required first, in display order. */
export const SAFETY_CHECK_IDS = [
  ...REQUIRED_SAFETY_CHECK_IDS,
  ...OPTIONAL_SAFETY_CHECK_IDS,
] as const;
export const SafetyCheckIdSchema = z.enum(SAFETY_CHECK_IDS);
export type SafetyCheckId = z.infer<typeof SafetyCheckIdSchema>;
export type RequiredSafetyCheckId = (typeof REQUIRED_SAFETY_CHECK_IDS)[number];

/** One item of the safety checklist. */
export const SafetyChecklistItemSchema = z.object({
  id: SafetyCheckIdSchema,
  required: z.boolean(),
  /** What the person confirms, in both languages. */
  text: LocalizedTextSchema,
  /** The note the builder writes into the prompt when the item is ticked, per prompt language. */
  promptNote: LocalizedTextSchema,
});
export type SafetyChecklistItem = z.infer<typeof SafetyChecklistItemSchema>;

/** Ticked checklist items by id; a missing id means not ticked. */
export const SafetyChecksSchema = z.partialRecord(SafetyCheckIdSchema, z.boolean());
export type SafetyChecks = z.infer<typeof SafetyChecksSchema>;

/** Whether every required item is ticked. */
export function allRequiredChecked(checks: SafetyChecks): boolean {
  return REQUIRED_SAFETY_CHECK_IDS.every((id) => checks[id] === true);
}

/** How many required items are still unticked. */
export function uncheckedRequiredCount(checks: SafetyChecks): number {
  return REQUIRED_SAFETY_CHECK_IDS.filter((id) => checks[id] !== true).length;
}

/**
 * "Select all" for one group (spec 4): if any item of the group is unticked, tick them all;
 * if all are ticked, untick them all. Items of the other group are left as they are.
 */
export function toggleAllSafetyChecks(
  checks: SafetyChecks,
  group: 'required' | 'optional',
): SafetyChecks {
  const ids: readonly SafetyCheckId[] =
    group === 'required' ? REQUIRED_SAFETY_CHECK_IDS : OPTIONAL_SAFETY_CHECK_IDS;
  const allOn = ids.every((id) => checks[id] === true);
  const next: SafetyChecks = { ...checks };
  for (const id of ids) next[id] = !allOn;
  return next;
}
