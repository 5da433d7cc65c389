import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLoaderData } from 'react-router';
import type { ReviewedItem, SubmissionStatus } from '../../../domain/schemas/community.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import {
  ReviewCallError,
  decide,
  fetchQueue,
  readToken,
  writeToken,
  type ReviewError,
} from './review-api.ts';
import { ReviewCard } from './review-item.tsx';
import type { ReviewPageData } from './review-loader.ts';

const STATUSES: readonly SubmissionStatus[] = ['pending', 'approved', 'rejected'];

type Queue =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; items: ReviewedItem[] }
  | { state: 'error'; reason: ReviewError };

const reasonOf = (error: unknown): ReviewError =>
  error instanceof ReviewCallError ? error.reason : 'failed';

/**
 * The review queue (issue 20): not linked from anywhere and not indexed. The reviewer pastes
 * the server's REVIEW_TOKEN, kept in this tab's session storage only.
 */
const noop = () => () => {};

/** The token saved in this tab, read only after hydration (the static HTML has none). */
function useSavedToken(): string {
  return useSyncExternalStore(noop, readToken, () => '');
}

export function ReviewPage() {
  const { categories } = useLoaderData<ReviewPageData>();
  const { t, language } = useTranslation('review');
  const saved = useSavedToken();
  // null: nothing typed or forgotten in this visit yet, so the saved token (if any) counts.
  const [entered, setEntered] = useState<string | null>(null);
  const token = entered ?? saved;
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState<SubmissionStatus>('pending');
  const [reloads, setReloads] = useState(0);
  const [result, setResult] = useState<{ for: string; queue: Queue } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [done, setDone] = useState<string>('');
  const [actionError, setActionError] = useState<ReviewError | null>(null);
  const request = `${token}|${status}|${reloads}|${language}`;

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    fetchQueue(token, status, language).then(
      (items) => !cancelled && setResult({ for: request, queue: { state: 'ready', items } }),
      (error: unknown) =>
        !cancelled &&
        setResult({ for: request, queue: { state: 'error', reason: reasonOf(error) } }),
    );
    return () => {
      cancelled = true;
    };
  }, [token, status, language, request]);

  const queue: Queue = !token
    ? { state: 'idle' }
    : result?.for === request
      ? result.queue
      : { state: 'loading' };

  function open(event: FormEvent) {
    event.preventDefault();
    const value = draft.trim();
    if (!value) return;
    writeToken(value);
    setEntered(value);
    setDraft('');
  }

  function forget() {
    writeToken('');
    setEntered('');
    setDone('');
    setActionError(null);
  }

  async function act(
    item: ReviewedItem,
    decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  ) {
    setBusyId(item.id);
    setDone('');
    setActionError(null);
    try {
      await decide(token, item.id, decision);
      setDone(t(`done.${decision.status}`));
      setReloads((n) => n + 1);
    } catch (error) {
      setActionError(reasonOf(error));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      <PageIntro ns="review" noindex />
      <div className="container-page max-w-4xl space-y-6 py-8 lg:py-10">
        {token ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="sr-only">{t('status.label')}</legend>
              {STATUSES.map((value) => (
                <label
                  key={value}
                  className={cn(
                    'cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                    status === value
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-ink-200 bg-white text-ink-800 hover:bg-ink-50',
                  )}
                >
                  <input
                    type="radio"
                    name="review-status"
                    value={value}
                    checked={status === value}
                    onChange={() => setStatus(value)}
                    className="sr-only"
                  />
                  {t(`status.${value}`)}
                </label>
              ))}
            </fieldset>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setReloads((n) => n + 1)}>
                {t('list.reload')}
              </Button>
              <Button variant="ghost" size="sm" onClick={forget}>
                {t('token.forget')}
              </Button>
            </div>
          </div>
        ) : (
          <Card className="p-5 sm:p-6">
            <form onSubmit={open} className="space-y-3">
              <label htmlFor="review-token" className="block font-medium text-ink-950">
                {t('token.label')}
              </label>
              <p id="review-token-hint" className="text-sm text-ink-600">
                {t('token.hint')}
              </p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <input
                  id="review-token"
                  type="password"
                  autoComplete="off"
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  aria-describedby="review-token-hint"
                  className="h-10 w-full rounded-lg border border-ink-300 px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 sm:max-w-md"
                />
                <Button type="submit">{t('token.open')}</Button>
              </div>
            </form>
          </Card>
        )}

        <div aria-live="polite" className="space-y-4" data-testid="review-queue">
          {done && <p className="text-sm font-medium text-emerald-700">{done}</p>}
          {queue.state === 'loading' && <p className="text-sm text-ink-600">{t('list.loading')}</p>}
          {actionError && (
            <p
              role="alert"
              className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
            >
              {t(`errors.${actionError}`)}
            </p>
          )}
          {queue.state === 'error' && (
            <p
              role="alert"
              className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
            >
              {t(`errors.${queue.reason}`)}
            </p>
          )}
          {queue.state === 'ready' && (
            <>
              <p className="text-sm text-ink-600">
                {t('list.count', { count: queue.items.length })}
              </p>
              {queue.items.length === 0 && <p className="text-ink-700">{t('list.empty')}</p>}
              <ul className="space-y-4">
                {queue.items.map((item) => (
                  <li key={item.id}>
                    <ReviewCard
                      item={item}
                      categoryName={categories[item.categoryId] ?? item.categoryId}
                      busy={busyId === item.id}
                      onApprove={() => void act(item, { status: 'approved' })}
                      onReject={(reason) => void act(item, { status: 'rejected', reason })}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </>
  );
}
