import { Heart, SlidersHorizontal } from 'lucide-react';
import { SORT_KEYS, type SortKey } from '../../../domain/search/sort.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';

const control =
  'inline-flex h-10 items-center gap-2 rounded-lg border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Result count, the favorites view toggle, the Filters button (below the sidebar breakpoint)
 * and the sort. The count is a live region: it announces what a search or filter left.
 */
export function ListToolbar({
  count,
  total,
  narrowed,
  pending,
  favoritesOnly,
  favoritesCount,
  onFavoritesOnly,
  activeFilters,
  onOpenFilters,
  sort,
  searching,
  onSort,
}: {
  count: number;
  total: number;
  narrowed: boolean;
  pending: boolean;
  favoritesOnly: boolean;
  favoritesCount: number;
  onFavoritesOnly: (on: boolean) => void;
  activeFilters: number;
  onOpenFilters: () => void;
  sort: SortKey;
  searching: boolean;
  onSort: (sort: SortKey) => void;
}) {
  const { t } = useTranslation('templates');
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-3">
      <p role="status" className="mr-auto text-sm text-ink-600" data-testid="result-count">
        {pending
          ? t('results.searching')
          : narrowed
            ? t('results.countOf', { count, total })
            : t('results.count', { count: total })}
      </p>
      <button
        type="button"
        aria-pressed={favoritesOnly}
        onClick={() => onFavoritesOnly(!favoritesOnly)}
        className={cn(
          control,
          favoritesOnly
            ? 'border-rose-200 bg-rose-50 text-rose-700'
            : 'border-ink-200 bg-white text-ink-800 hover:bg-ink-50',
        )}
      >
        <Heart aria-hidden="true" className={cn('size-4', favoritesOnly && 'fill-current')} />
        {t('favorites.only')}
        <span className="min-w-[1.25rem] rounded-full bg-ink-100 px-1.5 text-xs text-ink-700 tabular-nums">
          {favoritesCount}
        </span>
      </button>
      <button
        type="button"
        onClick={onOpenFilters}
        aria-haspopup="dialog"
        className={cn(control, 'border-ink-200 bg-white text-ink-800 hover:bg-ink-50 lg:hidden')}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('filters.open')}
        {activeFilters > 0 && (
          <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white tabular-nums">
            <span aria-hidden="true">{activeFilters}</span>
            <span className="sr-only">{t('filters.activeCount', { count: activeFilters })}</span>
          </span>
        )}
      </button>
      <div className="flex items-center gap-2">
        <label htmlFor="template-sort" className="text-sm text-ink-600 max-sm:sr-only">
          {t('sort.label')}
        </label>
        <select
          id="template-sort"
          value={sort}
          onChange={(event) => {
            const key = SORT_KEYS.find((k) => k === event.target.value);
            if (key) onSort(key);
          }}
          className="h-10 rounded-lg border border-ink-200 bg-white px-3 text-sm font-medium text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {SORT_KEYS.filter((key) => key !== 'relevance' || searching).map((key) => (
            <option key={key} value={key}>
              {t(`sort.${key}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
