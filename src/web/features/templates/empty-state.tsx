import { SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';

/** "No templates match your filters", with the clear-all action (spec 2). */
export function EmptyState({
  favoritesOnly,
  onClearAll,
}: {
  favoritesOnly: boolean;
  onClearAll: () => void;
}) {
  const { t } = useTranslation('templates');
  return (
    <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-ink-50/60 px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-ink-400" />
      <h3 className="mt-4 text-lg font-semibold text-ink-950">{t('empty.title')}</h3>
      <p className="mt-2 max-w-sm text-sm text-ink-600">
        {favoritesOnly ? t('empty.favoritesText') : t('empty.text')}
      </p>
      <Button className="mt-6" onClick={onClearAll}>
        {t('empty.clearAll')}
      </Button>
    </div>
  );
}
