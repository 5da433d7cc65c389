import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';

export interface OutboxNotice {
  sent: number;
  waiting: number;
}

/** Retry while the page stays open and something waits (the server was away or busy). */
const RETRY_EVERY_MS = 60_000;

/**
 * Sends submissions that earlier visits kept in this browser: when the page opens, when the
 * browser comes back online, and every minute while the page is open. Only the small sending
 * module loads to look; zod and requests only when the outbox holds something not yet sent.
 */
export function useOutbox(): OutboxNotice | null {
  const [notice, setNotice] = useState<OutboxNotice | null>(null);

  useEffect(() => {
    let cancelled = false;
    let running = false;
    const flush = () => {
      if (running) return;
      running = true;
      // The sending code is not in the page's first load: it arrives with the first check.
      void import('./send-submission.ts')
        .then(async ({ flushWaiting, mayHaveWaiting }) => {
          if (!mayHaveWaiting(STORAGE_KEYS.submissionPrefix)) return;
          const result = await flushWaiting();
          if (cancelled || (result.sent === 0 && result.waiting === 0)) return;
          setNotice((previous) => ({
            sent: (previous?.sent ?? 0) + result.sent,
            waiting: result.waiting,
          }));
        })
        .catch(() => {})
        .finally(() => {
          running = false;
        });
    };
    flush();
    window.addEventListener('online', flush);
    const timer = window.setInterval(flush, RETRY_EVERY_MS);
    return () => {
      cancelled = true;
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, []);

  return notice;
}
