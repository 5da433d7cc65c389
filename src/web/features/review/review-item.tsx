import { Check, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ReviewedItem } from '../../../domain/schemas/community.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { safeHref } from '../../lib/safe-href.ts';
import { CheckSummary } from './check-summary.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-ink-800">{children}</dd>
    </div>
  );
}

/**
 * One submission in the queue. Every stored field is rendered as React text (never as HTML),
 * so markup or script in any of them stays inert.
 */
export function ReviewCard({
  item,
  categoryName,
  busy,
  onApprove,
  onReject,
}: {
  item: ReviewedItem;
  categoryName: string;
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('review');
  const language = useLanguage();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  const href = safeHref(item.videoUrl);
  const reasonId = `reason-${item.id}`;

  return (
    <Card className="p-5 sm:p-6" data-testid="review-item" data-id={item.id}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{categoryName}</Badge>
        <Badge>{item.language === 'zh' ? '中文' : 'English'}</Badge>
        <span className="text-xs text-ink-500">
          {t('item.received', { time: when(item.receivedAt) })}
        </span>
        {item.decidedAt && (
          <span className="text-xs text-ink-500">
            {t('item.decided', { time: when(item.decidedAt) })}
          </span>
        )}
      </div>
      <h3 className="sr-only">{t('item.prompt')}</h3>
      <p
        className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-950"
        data-testid="review-prompt"
      >
        {item.prompt}
      </p>
      <CheckSummary check={item.check} />
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <Row label={t('item.tags')}>
          <span className="flex flex-wrap gap-1.5">
            {item.tags.map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
          </span>
        </Row>
        {item.videoUrl && (
          <Row label={t('item.videoUrl')}>
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                className="text-brand-700 underline"
              >
                {item.videoUrl}
              </a>
            ) : (
              item.videoUrl
            )}
          </Row>
        )}
        {item.notes && <Row label={t('item.notes')}>{item.notes}</Row>}
        {item.rejectReason && <Row label={t('item.reason')}>{item.rejectReason}</Row>}
        <Row label={t('item.id')}>
          <span className="font-mono text-xs">{item.id}</span>
        </Row>
      </dl>
      {rejecting ? (
        <form
          className="mt-5 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim() === '') {
              setReasonError(true);
              return;
            }
            onReject(reason.trim());
          }}
        >
          <label htmlFor={reasonId} className="block text-sm font-medium text-ink-900">
            {t('actions.reasonLabel')}
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={500}
            rows={2}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(false);
            }}
            aria-invalid={reasonError || undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            className="w-full rounded-lg border border-ink-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          {reasonError && (
            <p id={`${reasonId}-error`} className="text-sm text-red-700">
              {t('actions.reasonRequired')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={busy}>
              {t('actions.confirmReject')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setRejecting(false)}>
              {t('actions.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-5 flex flex-wrap gap-2">
          {item.status !== 'approved' && (
            <Button onClick={onApprove} disabled={busy}>
              <Check aria-hidden="true" className="size-4" />
              {t('actions.approve')}
            </Button>
          )}
          {item.status !== 'rejected' && (
            <Button variant="outline" onClick={() => setRejecting(true)} disabled={busy}>
              <X aria-hidden="true" className="size-4" />
              {t('actions.reject')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
