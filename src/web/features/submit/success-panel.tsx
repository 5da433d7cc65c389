import { CheckCircle2, LayoutTemplate, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';

/** Shown after a saved submission; focus moves to its heading so the change is announced. */
export function SuccessPanel({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation('submit');
  const localize = useLocalizedPath();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Card
      className="flex flex-col items-center px-6 py-12 text-center sm:px-10"
      data-testid="submit-success"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 ring-1 ring-emerald-200">
        <CheckCircle2 aria-hidden="true" className="size-8 text-emerald-600" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-2xl font-bold text-ink-950 outline-none"
      >
        {t('success.title')}
      </h2>
      <p className="mt-3 max-w-md text-ink-700">{t('success.text')}</p>
      <p className="mt-1 max-w-md text-sm text-ink-500">{t('success.stored')}</p>
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
