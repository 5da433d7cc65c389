import { and, asc, desc, eq, lt } from 'drizzle-orm';
import {
  REJECTED_RETENTION_DAYS,
  type CommunityTemplate,
  type ReviewItem,
  type SubmissionReceipt,
  type SubmissionRequest,
  type SubmissionStatus,
} from '../../domain/schemas/community.ts';
import type { Database } from './database.ts';
import { submissions, type SubmissionRow } from './schema.ts';

/** Rows a listing returns at most: a review queue longer than this is worked from the top. */
export const LIST_LIMIT = 200;
const DAY_MS = 86_400_000;

function toReviewItem(row: SubmissionRow): ReviewItem {
  return {
    id: row.id,
    status: row.status,
    language: row.language,
    prompt: row.prompt,
    videoUrl: row.videoUrl,
    // Written only from the validated request, so always one of the category ids.
    categoryId: row.categoryId as ReviewItem['categoryId'],
    tags: row.tags,
    notes: row.notes,
    receivedAt: row.receivedAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    rejectReason: row.rejectReason,
  };
}

/**
 * The submissions table through Drizzle's typed queries (values are always bound parameters).
 * Every method throws the driver's error when the database is unreachable; the routes turn
 * that into 503.
 */
export class SubmissionStore {
  constructor(private readonly db: Database) {}

  /**
   * Stores a submission, or finds the one stored earlier under the same idempotency key (a
   * resend after a lost answer). `created` tells the two apart.
   */
  async create(
    request: SubmissionRequest,
    idempotencyKey: string | undefined,
  ): Promise<SubmissionReceipt & { created: boolean }> {
    const inserted = await this.db
      .insert(submissions)
      .values({
        idempotencyKey: idempotencyKey ?? null,
        language: request.language,
        prompt: request.prompt,
        videoUrl: request.videoUrl ?? null,
        categoryId: request.categoryId,
        tags: request.tags,
        notes: request.notes ?? null,
        safetyConfirmed: request.safetyConfirmed,
      })
      .onConflictDoNothing({ target: submissions.idempotencyKey })
      .returning({ id: submissions.id, status: submissions.status });
    const row = inserted[0];
    if (row) return { ...row, created: true };
    if (!idempotencyKey) throw new Error('insert returned no row');
    const [existing] = await this.db
      .select({ id: submissions.id, status: submissions.status })
      .from(submissions)
      .where(eq(submissions.idempotencyKey, idempotencyKey));
    if (!existing) throw new Error('conflicting row vanished');
    return { ...existing, created: false };
  }

  /** Submissions with one status, oldest first. */
  async list(status: SubmissionStatus, limit = LIST_LIMIT): Promise<ReviewItem[]> {
    const rows = await this.db
      .select()
      .from(submissions)
      .where(eq(submissions.status, status))
      .orderBy(asc(submissions.receivedAt), asc(submissions.id))
      .limit(limit);
    return rows.map(toReviewItem);
  }

  /**
   * Approves or rejects one submission (a decision can be changed: approving a rejected one,
   * or rejecting a published one to take it down). Null when no such submission exists.
   */
  async decide(
    id: string,
    decision: { status: 'approved' } | { status: 'rejected'; reason: string },
    now: Date = new Date(),
  ): Promise<SubmissionReceipt | null> {
    const [row] = await this.db
      .update(submissions)
      .set({
        status: decision.status,
        decidedAt: now,
        rejectReason: decision.status === 'rejected' ? decision.reason : null,
      })
      .where(eq(submissions.id, id))
      .returning({ id: submissions.id, status: submissions.status });
    return row ?? null;
  }

  /** Approved submissions as the template library shows them, newest decision first. */
  async published(limit = LIST_LIMIT): Promise<CommunityTemplate[]> {
    const rows = await this.db
      .select()
      .from(submissions)
      .where(eq(submissions.status, 'approved'))
      .orderBy(desc(submissions.decidedAt), asc(submissions.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      language: row.language,
      prompt: row.prompt,
      videoUrl: row.videoUrl,
      categoryId: row.categoryId as CommunityTemplate['categoryId'],
      tags: row.tags,
      publishedAt: (row.decidedAt ?? row.receivedAt).toISOString(),
    }));
  }

  /** Deletes submissions rejected more than 30 days before `now`; returns how many. */
  async purgeRejected(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - REJECTED_RETENTION_DAYS * DAY_MS);
    const deleted = await this.db
      .delete(submissions)
      .where(and(eq(submissions.status, 'rejected'), lt(submissions.decidedAt, cutoff)))
      .returning({ id: submissions.id });
    return deleted.length;
  }

  /** Number of stored submissions (tests and the load figure). */
  async count(): Promise<number> {
    const rows = await this.db.select({ id: submissions.id }).from(submissions);
    return rows.length;
  }
}
