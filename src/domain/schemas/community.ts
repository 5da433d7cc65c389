import { z } from 'zod/mini';
import { CheckResultSchema } from './check.ts';
import { SubmissionSchema } from './submission.ts';
import { CategoryIdSchema, LanguageSchema } from './template.ts';

/** Rejected submissions are deleted this many days after the decision. */
export const REJECTED_RETENTION_DAYS = 30;
/** Longest reason a reviewer can give for a rejection. */
export const REJECT_REASON_MAX = 500;
/** The status a submission moves through on the server. */
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const SubmissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof SubmissionStatusSchema>;

/**
 * The body of POST /api/submissions: the submission the form builds (the same schema, rules
 * and messages as in the browser), the page's language, and `website` — a field people never
 * see. Bots that fill every field fill it too; such a submission is answered as accepted and
 * never stored.
 */
export const SubmissionRequestSchema = z.extend(SubmissionSchema, {
  language: LanguageSchema,
  website: z.optional(z.string().check(z.maxLength(500))),
});
export type SubmissionRequest = z.infer<typeof SubmissionRequestSchema>;

/** The answer to a submission: its reference id and where it stands. */
export const SubmissionReceiptSchema = z.object({
  id: z.uuid(),
  status: SubmissionStatusSchema,
});
export type SubmissionReceipt = z.infer<typeof SubmissionReceiptSchema>;

/** The header that makes a resend of the same submission find the first one (a UUID). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** One submission as stored, as a reviewer sees it (GET /api/review/submissions). */
export const ReviewItemSchema = z.object({
  id: z.uuid(),
  status: SubmissionStatusSchema,
  language: LanguageSchema,
  prompt: z.string(),
  videoUrl: z.nullable(z.string()),
  categoryId: CategoryIdSchema,
  tags: z.array(z.string()),
  notes: z.nullable(z.string()),
  receivedAt: z.iso.datetime(),
  decidedAt: z.nullable(z.iso.datetime()),
  rejectReason: z.nullable(z.string()),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

/**
 * A submission in the review listing: with the prompt checker's score and issues (issue 20
 * point 4), worked out when the list is asked for (the rules may change; nothing is stored).
 */
export const ReviewedItemSchema = z.extend(ReviewItemSchema, { check: CheckResultSchema });
export type ReviewedItem = z.infer<typeof ReviewedItemSchema>;

export const ReviewListSchema = z.object({ submissions: z.array(ReviewedItemSchema) });
export type ReviewList = z.infer<typeof ReviewListSchema>;

/** The query of the review listing: one status, oldest first. */
export const ReviewQuerySchema = z.object({
  status: z._default(SubmissionStatusSchema, 'pending'),
  /** Language of the checker's messages. */
  lang: z._default(LanguageSchema, 'en'),
});

/** The body of POST /api/review/submissions/:id/reject. */
export const RejectRequestSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(REJECT_REASON_MAX)),
});

/** The answer to approve or reject. */
export const DecisionSchema = z.object({ id: z.uuid(), status: SubmissionStatusSchema });

/**
 * An approved submission as the template library shows it (GET /api/community-templates).
 * Only what was meant for the public: no reviewer notes, no reasons.
 */
export const CommunityTemplateSchema = z.object({
  id: z.uuid(),
  language: LanguageSchema,
  prompt: z.string(),
  videoUrl: z.nullable(z.string()),
  categoryId: CategoryIdSchema,
  tags: z.array(z.string()),
  publishedAt: z.iso.datetime(),
});
export type CommunityTemplate = z.infer<typeof CommunityTemplateSchema>;

export const CommunityTemplatesSchema = z.object({ templates: z.array(CommunityTemplateSchema) });
export type CommunityTemplates = z.infer<typeof CommunityTemplatesSchema>;
