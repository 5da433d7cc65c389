// Type-only: zod and the schemas load with the first call, not with the page.
import type { ReviewedItem, SubmissionStatus } from '../../../domain/schemas/community.ts';
import type { Language } from '../../../domain/site/languages.ts';

/** Why a review call failed, as the page explains it. */
export type ReviewError =
  'unauthorized' | 'disabled' | 'unavailable' | 'network' | 'failed' | 'tooMany';

export class ReviewCallError extends Error {
  constructor(readonly reason: ReviewError) {
    super(reason);
    this.name = 'ReviewCallError';
  }
}

function reasonFor(status: number): ReviewError {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'disabled';
  if (status === 429) return 'tooMany';
  if (status === 503) return 'unavailable';
  return 'failed';
}

async function call(token: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new ReviewCallError('network');
  }
  if (!response.ok) throw new ReviewCallError(reasonFor(response.status));
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new ReviewCallError('failed');
  }
}

/** The queue of one status, oldest first, with the checker's review in the page's language. */
export async function fetchQueue(
  token: string,
  status: SubmissionStatus,
  language: Language,
): Promise<ReviewedItem[]> {
  const [{ ReviewListSchema }, data] = await Promise.all([
    import('../../../domain/schemas/community.ts'),
    call(token, 'GET', `/api/review/submissions?status=${status}&lang=${language}`),
  ]);
  const parsed = ReviewListSchema.safeParse(data);
  if (!parsed.success) throw new ReviewCallError('failed');
  return parsed.data.submissions;
}

/** Approves, or rejects with a reason, one submission. */
export async function decide(
  token: string,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
): Promise<void> {
  const path = `/api/review/submissions/${encodeURIComponent(id)}`;
  if (decision.status === 'approved') await call(token, 'POST', `${path}/approve`, {});
  else await call(token, 'POST', `${path}/reject`, { reason: decision.reason });
}

/** Where the pasted token lives: this tab's session storage only. */
export const TOKEN_KEY = 'promptreel-review-token';

export function readToken(): string {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeToken(token: string): void {
  try {
    if (token) window.sessionStorage.setItem(TOKEN_KEY, token);
    else window.sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Blocked storage: the token lives in the page's state until the tab closes.
  }
}
