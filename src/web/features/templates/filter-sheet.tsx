import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';

/**
 * The filters on phones and tablets: a native modal <dialog> drawn as a bottom sheet. The
 * browser traps focus inside, makes the page behind inert and closes it on Escape; a click
 * on the backdrop closes it too.
 */
export function FilterSheet({
  open,
  onClose,
  resultCount,
  onClearAll,
  canClear,
  children,
}: {
  open: boolean;
  onClose: () => void;
  resultCount: number;
  onClearAll: () => void;
  canClear: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('templates');
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return undefined;
    // The page behind must not scroll under the sheet.
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [open]);

  return (
    // The dialog element itself is the backdrop target; its content handles the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby="filter-sheet-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 mt-auto h-auto max-h-[85dvh] w-full max-w-none overflow-hidden rounded-t-2xl bg-white p-0 shadow-2xl backdrop:bg-ink-950/40 open:flex open:flex-col sm:mx-auto sm:max-w-lg"
    >
      <div className="flex items-center justify-between border-b border-ink-200 px-5 py-3">
        <h2 id="filter-sheet-title" className="text-base font-semibold text-ink-950">
          {t('filters.title')}
        </h2>
        <Button variant="ghost" size="icon" aria-label={t('filters.close')} onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
      <div className="flex gap-3 border-t border-ink-200 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button variant="outline" className="flex-1" onClick={onClearAll} disabled={!canClear}>
          {t('filters.clearAll')}
        </Button>
        <Button className="flex-1" onClick={onClose}>
          {t('filters.showResults', { count: resultCount })}
        </Button>
      </div>
    </dialog>
  );
}
