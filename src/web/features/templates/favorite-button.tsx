import { Heart } from 'lucide-react';
import { toast } from '../../components/toast/toast-store.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { toggleFavorite, useFavorites } from './favorites-store.ts';

/**
 * The favorite toggle of one template (aria-pressed). A failed save keeps the toggle for this
 * visit and says that it could not be saved.
 */
export function FavoriteButton({
  id,
  title,
  withLabel = false,
  className,
}: {
  id: string;
  /** The template's title, so each toggle has its own accessible name. */
  title: string;
  /** Shows "Favorite" next to the heart (detail page). The name stays; aria-pressed tells. */
  withLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('templates');
  const common = useTranslation().t;
  const pressed = useFavorites().includes(id);

  async function onClick() {
    const result = await toggleFavorite(id);
    if (!result.ok) {
      toast({
        title: common('toasts.storageFailedTitle'),
        description:
          result.reason === 'quota' ? t('favorites.notSavedFull') : t('favorites.notSavedBlocked'),
        variant: 'destructive',
      });
    }
  }

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={withLabel ? undefined : t('favorites.toggle', { title })}
      title={withLabel ? undefined : t(pressed ? 'favorites.remove' : 'favorites.add')}
      onClick={() => void onClick()}
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        withLabel ? 'h-10 border px-4 text-sm' : 'size-9 hover:bg-rose-50',
        withLabel &&
          (pressed
            ? 'border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100'
            : 'border-ink-200 bg-white text-ink-900 hover:bg-ink-50'),
        !withLabel && (pressed ? 'text-rose-600' : 'text-ink-400 hover:text-rose-600'),
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', pressed && 'fill-current')} />
      {withLabel && <span>{t('favorites.label')}</span>}
    </button>
  );
}
