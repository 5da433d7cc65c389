import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Community submissions: the one thing a person sends us. Only the submission, its language
 * and times are kept — no address, no user agent, nothing else about the sender.
 *
 * Changing this file means a new migration: `npx drizzle-kit generate --name <what>` writes it
 * to src/server/db/migrations, and the server applies it on start.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The browser's random key for this submission (Idempotency-Key header): a resend from the
     * outbox after a lost answer finds the row it already made instead of adding a second one.
     */
    idempotencyKey: uuid('idempotency_key'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    language: text('language', { enum: ['en', 'zh'] }).notNull(),
    prompt: text('prompt').notNull(),
    videoUrl: text('video_url'),
    categoryId: text('category_id').notNull(),
    tags: text('tags').array().notNull(),
    notes: text('notes'),
    safetyConfirmed: boolean('safety_confirmed').array().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    rejectReason: text('reject_reason'),
  },
  (table) => [
    uniqueIndex('submissions_idempotency_key_idx').on(table.idempotencyKey),
    index('submissions_status_received_idx').on(table.status, table.receivedAt),
    check('submissions_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('submissions_language_check', sql`${table.language} in ('en', 'zh')`),
  ],
);

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmissionRow = typeof submissions.$inferInsert;
