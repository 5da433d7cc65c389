// Type-only: erased at build, so zod is not pulled into the page until sendSubmission runs.
import type * as CommunityModule_ from '../../../domain/schemas/community.ts';
import type * as SubmissionModule_ from '../../../domain/schemas/submission.ts';
import type * as TemplateModule_ from '../../../domain/schemas/template.ts';
import type * as OutboxModule_ from '../../../domain/submission-outbox.ts';
import type { Language } from '../../../domain/site/languages.ts';
import { browserOutboxStorage, newSubmissionId, sendToServer } from './browser-outbox.ts';
import type { SubmissionValues } from './validate.ts';

type SubmissionModule = typeof SubmissionModule_;
type TemplateModule = typeof TemplateModule_;
type OutboxModule = typeof OutboxModule_;
type CommunityModule = typeof CommunityModule_;

export type SendResult =
  /** The server has it. */
  | { outcome: 'delivered'; reference: string }
  /** Kept in this browser; sent by itself later (offline, server away, or too many at once). */
  | { outcome: 'queued'; busy: boolean }
  /** Neither sent nor kept: the form keeps it, the person tries again. */
  | { outcome: 'unsaved' }
  /** The server refused it; its message names the field. */
  | { outcome: 'refused'; message: string }
  /** The form's values did not pass the schema, or the code could not load. */
  | { outcome: 'failed' };

/**
 * Loads what sending needs (zod, the schemas, the outbox) ahead of the first submit, after the
 * page has hydrated, so a submit made after the connection drops can still be kept for later.
 */
export function preloadSendModules(): void {
  void Promise.all([
    import('../../../domain/schemas/submission.ts'),
    import('../../../domain/schemas/template.ts'),
    import('../../../domain/submission-outbox.ts'),
    import('../../../domain/schemas/community.ts'),
    import('./success-panel.tsx'),
  ]).catch(() => {});
}

/**
 * Checks the form's values against the domain's Submission schema (imported only now, so zod
 * never weighs on the page's first load), writes the submission to the browser's outbox and
 * sends it to the server.
 */
export async function sendSubmission(
  values: SubmissionValues,
  requiredCheckIds: readonly string[],
  language: Language,
  honeypot: string,
  now: Date = new Date(),
): Promise<SendResult> {
  let modules: [SubmissionModule, TemplateModule, OutboxModule, CommunityModule];
  try {
    // The success panel's chunk too: a submission never ends on a panel that cannot load.
    [modules] = await Promise.all([
      Promise.all([
        import('../../../domain/schemas/submission.ts'),
        import('../../../domain/schemas/template.ts'),
        import('../../../domain/submission-outbox.ts'),
        import('../../../domain/schemas/community.ts'),
      ]),
      import('./success-panel.tsx'),
    ]);
  } catch {
    // The chunk could not be loaded (offline on a first visit, a new deploy): try again.
    return { outcome: 'failed' };
  }
  const [{ toSubmission }, { CATEGORY_IDS }, { submitThroughOutbox }] = modules;
  const submission = toSubmission(
    {
      prompt: values.prompt,
      videoUrl: values.videoUrl,
      categoryId: CATEGORY_IDS.find((id) => id === values.categoryId) ?? '',
      tags: [...values.tags],
      notes: values.notes,
      safetyConfirmed: requiredCheckIds.map((id) => values.checks[id] === true),
    },
    now,
  );
  if (!submission) return { outcome: 'failed' };
  const request = { ...submission, language, ...(honeypot ? { website: honeypot } : {}) };
  const result = await submitThroughOutbox(
    browserOutboxStorage,
    request,
    newSubmissionId(),
    sendToServer,
  );
  switch (result.outcome) {
    case 'delivered':
      return { outcome: 'delivered', reference: result.reference };
    case 'queued':
      return { outcome: 'queued', busy: result.status === 429 };
    case 'unsaved':
      return { outcome: 'unsaved' };
    case 'refused':
      return { outcome: 'refused', message: result.message };
  }
}

/** Sends what earlier visits left in the outbox; how many went and how many still wait. */
export async function flushWaiting(): Promise<{ sent: number; waiting: number }> {
  try {
    const { flushOutbox } = await import('../../../domain/submission-outbox.ts');
    const { delivered, waiting } = await flushOutbox(browserOutboxStorage, sendToServer);
    return { sent: delivered.length, waiting };
  } catch {
    return { sent: 0, waiting: 0 };
  }
}

/** Whether anything waits in the outbox, without loading zod: a cheap look at the keys. */
export function mayHaveWaiting(prefix: string): boolean {
  return browserOutboxStorage.keys().some((key) => {
    if (!key.startsWith(prefix)) return false;
    const raw = browserOutboxStorage.get(key);
    return raw !== null && !raw.includes('"reference"');
  });
}
