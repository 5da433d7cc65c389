import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';
import { flushWaiting, mayHaveWaiting } from './send-submission.ts';

export interface OutboxNotice {
  sent: number;
  waiting: number;
}

/** Retry while the page stays open and something waits (the server was away or busy). */
const RETRY_EVERY_MS = 60_000;

/**
 * Sends submissions that earlier visits kept in this browser: when the page opens, when the
 * browser comes back online, and every minute while the page is open. Nothing loads (no zod,
 * no request) unless the outbox holds something not yet sent.
 */
export function useOutbox(): OutboxNotice | null {
  const [notice, setNotice] = useState<OutboxNotice | null>(null);

  useEffect(() => {
    let cancelled = false;
    let running = false;
    const flush = () => {
      if (running || !mayHaveWaiting(STORAGE_KEYS.submissionPrefix)) return;
      running = true;
      void flushWaiting().then((result) => {
        running = false;
        if (cancelled || (result.sent === 0 && result.waiting === 0)) return;
        setNotice((previous) => ({
          sent: (previous?.sent ?? 0) + result.sent,
          waiting: result.waiting,
        }));
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
