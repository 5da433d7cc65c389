import { CheckCircle2, CloudOff, LayoutTemplate, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import type { Submitted } from './submission-form.tsx';

/**
 * Shown after a submit: the reference id when the server has it, or that it is kept in this
 * browser and sent later. Focus moves to its heading so the change is announced.
 */
export function SuccessPanel({ result, onAnother }: { result: Submitted; onAnother: () => void }) {
  const { t } = useTranslation('submit');
  const common = useTranslation().t;
  const localize = useLocalizedPath();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const delivered = result.outcome === 'delivered';

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const title = delivered
    ? t('success.title')
    : result.busy
      ? t('success.busyTitle')
      : t('success.queuedTitle');
  const text = delivered
    ? t('success.text')
    : result.busy
      ? t('success.busyText')
      : t('success.queuedText');
  return (
    <Card
      className="flex flex-col items-center px-6 py-12 text-center sm:px-10"
      data-testid="submit-success"
      data-outcome={result.outcome}
    >
      <span
        className={
          delivered
            ? 'flex size-14 items-center justify-center rounded-full bg-emerald-50 ring-1 ring-emerald-200'
            : 'flex size-14 items-center justify-center rounded-full bg-amber-50 ring-1 ring-amber-200'
        }
      >
        {delivered ? (
          <CheckCircle2 aria-hidden="true" className="size-8 text-emerald-600" />
        ) : (
          <CloudOff aria-hidden="true" className="size-8 text-amber-600" />
        )}
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-2xl font-bold text-ink-950 outline-none"
      >
        {title}
      </h2>
      <p className="mt-3 max-w-md text-ink-700">{text}</p>
      {delivered && (
        <div className="mt-5 w-full max-w-md rounded-xl border border-ink-200 bg-ink-50 px-4 py-3">
          <p className="text-sm font-medium text-ink-700">{t('success.reference')}</p>
          <p
            className="mt-1 font-mono text-sm break-all text-ink-950 select-all"
            data-testid="submit-reference"
          >
            {result.reference}
          </p>
          <p className="mt-2 text-xs text-ink-600">
            {t('success.referenceHelp', { email: common('footer.email') })}
          </p>
        </div>
      )}
      <p className="mt-3 max-w-md text-sm text-ink-500">{t('success.stored')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onAnother}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('success.another')}
        </Button>
        <Link to={localize(PAGE_PATHS.templates)} className={buttonClass('outline')}>
          <LayoutTemplate aria-hidden="true" className="size-4" />
          {t('success.templates')}
        </Link>
      </div>
    </Card>
  );
}
