import { X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { currentToast, dismissToast, subscribeToasts } from './toast-store.ts';

/** Renders the current toast in a live region (assertive for errors). */
export function Toaster() {
  const { t } = useTranslation();
  const item = useSyncExternalStore(subscribeToasts, currentToast, () => null);

  useEffect(() => {
    if (!item) return undefined;
    const timer = window.setTimeout(() => dismissToast(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [item]);

  return (
    <section
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 sm:justify-end"
    >
      <div aria-live="polite" role="status" className="w-full max-w-sm">
        {item && item.variant !== 'destructive' && <ToastCard key={item.id} />}
      </div>
      <div aria-live="assertive" role="alert" className="w-full max-w-sm empty:hidden">
        {item && item.variant === 'destructive' && <ToastCard key={item.id} />}
      </div>
    </section>
  );
}

function ToastCard() {
  const { t } = useTranslation();
  const item = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  if (!item) return null;
  return (
    <div
      data-testid="toast"
      data-variant={item.variant}
      className={cn(
        'pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg',
        item.variant === 'destructive'
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-ink-200 bg-white text-ink-900',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && <p className="mt-0.5 text-sm opacity-80">{item.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t('toast.close')}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
