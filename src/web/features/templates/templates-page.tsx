import { Suspense, lazy, useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import { countActiveFilters } from '../../../domain/search/filter.ts';
import { EMPTY_LIST_QUERY, isNarrowed } from '../../../domain/search/list-query.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { later } from '../../components/shell/hydrate-later.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useCommunity } from './community/use-community.ts';
import { useFavorites } from './favorites-store.ts';
import type { FiltersChange } from './filter-panel.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { listView } from './list-view.ts';
import { SearchBox } from './search-box.tsx';
import type { TemplatesLoaderData } from './templates-loader.ts';
import { useListQuery } from './use-list-query.ts';
import { loadSearchIndex, useTemplateSearch } from './use-template-search.ts';

// Shown only after an interaction (or a shared link's query): not in the first load.
const CommunityView = lazy(() =>
  import('./community/community-view.tsx').then((m) => ({ default: m.CommunityView })),
);
const FilterSheet = lazy(() =>
  import('./filter-sheet.tsx').then((m) => ({ default: m.FilterSheet })),
);
/**
 * The cards: prerendered, hydrated once the browser is idle or at the first sign of a person
 * (their links work before; a press on copy or favorite is repeated once they have hydrated).
 */
const TemplateGrid = later(() => import('./template-grid.tsx').then((m) => m.TemplateGrid));
/** The filters: the sidebar's are prerendered and hydrated after idle, inert until then. */
const FilterPanel = later(() => import('./inert-filter-panel.tsx').then((m) => m.InertFilterPanel));
/** Library or community: a button, hydrated after idle (a press before is repeated). */
const SourceToggle = later(() =>
  import('./community/source-toggle.tsx').then((m) => m.SourceToggle),
);
const EmptyState = lazy(() => import('./empty-state.tsx').then((m) => ({ default: m.EmptyState })));

/**
 * The template library (spec 2): search, filters, sort and the card grid. The cards come from
 * the build-time loader; the query, filters and sort live in the URL.
 */
export function TemplatesPage() {
  const { cards, choices } = useLoaderData<TemplatesLoaderData>();
  const { t, language } = useTranslation('templates');
  const allowed = useMemo(
    () => ({
      categoryIds: choices.categories.map((c) => c.value),
      durations: choices.durations.map((c) => c.value),
      aspectRatios: choices.aspectRatios.map((c) => c.value),
      difficulties: choices.difficulties,
    }),
    [choices],
  );
  const { query, update } = useListQuery(allowed);
  const favorites = useFavorites();
  const search = useTemplateSearch(cards, query.q);
  const view = useMemo(
    () => listView(cards, query, search.ids, favorites, language),
    [cards, query, search.ids, favorites, language],
  );
  const [sheetOpen, setSheetOpen] = useState(false);
  // The sheet's code loads on its first opening and stays mounted after (it closes itself).
  const [sheetUsed, setSheetUsed] = useState(false);
  const community = useCommunity();
  const narrowed = isNarrowed(query);
  const empty = view.items.length === 0 && !search.pending;
  // Stored ids of templates no longer in the library are not counted.
  const favoritesCount = useMemo(() => {
    const known = new Set(cards.map((card) => card.id));
    return favorites.filter((id) => known.has(id)).length;
  }, [cards, favorites]);

  const changeFilters = (change: FiltersChange) =>
    update((current) => ({ ...current, filters: change(current.filters) }));
  const clearAll = () => update((current) => ({ ...EMPTY_LIST_QUERY, sort: current.sort }));
  const panel = (idPrefix: string) => (
    <FilterPanel
      idPrefix={idPrefix}
      choices={choices}
      filters={query.filters}
      counts={view.counts}
      onChange={changeFilters}
    />
  );

  return (
    <>
      <PageIntro ns="templates" />
      <div className="container-page py-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:py-10">
        <aside aria-labelledby="filters-title" className="hidden lg:block">
          {/* Sticky below the top bar; scrolls on its own when taller than the window. */}
          <div className="sticky top-[90px] max-h-[calc(100dvh-106px)] overflow-y-auto overscroll-contain rounded-2xl border border-ink-200 bg-white p-4 shadow-xs">
            <div className="mb-4 flex items-center justify-between">
              <h2 id="filters-title" className="text-base font-semibold text-ink-950">
                {t('filters.title')}
              </h2>
              <button
                type="button"
                onClick={clearAll}
                disabled={!narrowed}
                className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 disabled:invisible"
              >
                {t('filters.clearAll')}
              </button>
            </div>
            {panel('side')}
          </div>
        </aside>
        <section aria-labelledby="results-title" className="min-w-0">
          <h2 id="results-title" className="sr-only">
            {t('results.heading')}
          </h2>
          <SourceToggle
            community={community.active}
            count={community.list.state === 'ready' ? community.list.data.templates.length : null}
            onChange={(on) => community.show(on ? '' : null)}
          />
          {community.active ? (
            <Suspense
              fallback={<p className="mt-5 text-sm text-ink-600">{t('community.loading')}</p>}
            >
              <CommunityView
                list={community.list}
                openId={community.openId}
                onOpen={community.show}
                onRetry={community.retry}
              />
            </Suspense>
          ) : (
            <>
              <SearchBox
                value={query.q}
                busy={search.pending}
                onFirstFocus={() => void loadSearchIndex(cards)}
                onChange={(q) => update((current) => ({ ...current, q }), { replace: true })}
              />
              <ListToolbar
                count={view.items.length}
                total={cards.length}
                narrowed={narrowed}
                pending={search.pending}
                favoritesOnly={query.favoritesOnly}
                favoritesCount={favoritesCount}
                onFavoritesOnly={(favoritesOnly) =>
                  update((current) => ({ ...current, favoritesOnly }))
                }
                activeFilters={countActiveFilters(query.filters)}
                onOpenFilters={() => {
                  setSheetUsed(true);
                  setSheetOpen(true);
                }}
                sort={view.sort}
                searching={view.searching}
                onSort={(sort) => update((current) => ({ ...current, sort }))}
              />
              {empty && (
                <Suspense fallback={null}>
                  <EmptyState favoritesOnly={query.favoritesOnly} onClearAll={clearAll} />
                </Suspense>
              )}
              {/* Hidden, not removed, under the empty state: mounted again before its code had
                  arrived (a shared link matching nothing, then a keystroke), the grid would
                  hold back every update of the page until it had, the typed text included. */}
              <div hidden={empty}>
                <TemplateGrid items={view.items} pending={search.pending} />
              </div>
            </>
          )}
        </section>
      </div>
      {sheetUsed && (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            resultCount={view.items.length}
            onClearAll={clearAll}
            canClear={narrowed}
          >
            {panel('sheet')}
          </FilterSheet>
        </Suspense>
      )}
    </>
  );
}
