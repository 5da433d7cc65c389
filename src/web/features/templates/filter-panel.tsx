import type { ReactNode } from 'react';
import {
  toggleValue,
  type FacetCounts,
  type FilterGroup,
  type TemplateFilters,
} from '../../../domain/search/filter.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import type { FilterChoices } from './templates-loader.ts';

export type FiltersChange = (filters: TemplateFilters) => TemplateFilters;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-ink-200 pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2.5 w-full text-xs font-semibold tracking-wide text-ink-500 uppercase">
        {legend}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

/** A native checkbox drawn as a row: the label, then the count the choice would leave. */
function CheckRow({
  id,
  label,
  count,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  count: number;
  checked: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation('templates');
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-ink-50',
        count === 0 && !checked && 'text-ink-500',
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 rounded accent-brand-600"
      />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      <span className="text-xs text-ink-500 tabular-nums">
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">{t('filters.countLabel', { count })}</span>
      </span>
    </label>
  );
}

/** A native checkbox drawn as a pill, for short values (durations, ratios, difficulty). */
function CheckChip({
  id,
  label,
  count,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  count: number;
  checked: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation('templates');
  return (
    <label
      htmlFor={id}
      className={cn(
        'relative inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        checked
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-ink-200 bg-white text-ink-700 hover:border-ink-300',
        // Nothing left behind this choice: quieter, but still readable (no opacity).
        count === 0 && !checked && 'border-dashed text-ink-500',
      )}
    >
      {/* The invisible input covers the pill, so the pill is what is clicked and focused. */}
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={onChange}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
      />
      {label}
      <span className={cn('text-xs tabular-nums', checked ? 'text-brand-100' : 'text-ink-500')}>
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">{t('filters.countLabel', { count })}</span>
      </span>
    </label>
  );
}

/**
 * The filter groups (spec 2): category, duration, aspect ratio, difficulty, has audio,
 * featured only. Native checkboxes: within a group any checked value matches, groups combine.
 * Rendered twice (sidebar and phone sheet), so ids carry a prefix.
 */
export function FilterPanel({
  idPrefix,
  choices,
  filters,
  counts,
  onChange,
}: {
  idPrefix: string;
  choices: FilterChoices;
  filters: TemplateFilters;
  counts: FacetCounts;
  onChange: (change: FiltersChange) => void;
}) {
  const { t } = useTranslation('templates');
  const toggle = <G extends FilterGroup>(group: G, value: TemplateFilters[G][number]) =>
    onChange((f) => ({ ...f, [group]: toggleValue<TemplateFilters[G][number]>(f[group], value) }));
  const id = (group: string, value: string) => `${idPrefix}-${group}-${value.replace(/\W/g, '_')}`;

  return (
    <div className="space-y-5">
      <Group legend={t('filters.category')}>
        {choices.categories.map((choice) => (
          <CheckRow
            key={choice.value}
            id={id('category', choice.value)}
            label={choice.label}
            count={counts.categoryIds[choice.value] ?? 0}
            checked={filters.categoryIds.includes(choice.value)}
            onChange={() => toggle('categoryIds', choice.value)}
          />
        ))}
      </Group>
      <Group legend={t('filters.duration')}>
        <div className="flex flex-wrap gap-2">
          {choices.durations.map((choice) => (
            <CheckChip
              key={choice.value}
              id={id('duration', choice.value)}
              label={choice.label}
              count={counts.durations[choice.value] ?? 0}
              checked={filters.durations.includes(choice.value)}
              onChange={() => toggle('durations', choice.value)}
            />
          ))}
        </div>
      </Group>
      <Group legend={t('filters.aspectRatio')}>
        {choices.aspectRatios.map((choice) => (
          <CheckRow
            key={choice.value}
            id={id('ratio', choice.value)}
            label={choice.label}
            count={counts.aspectRatios[choice.value] ?? 0}
            checked={filters.aspectRatios.includes(choice.value)}
            onChange={() => toggle('aspectRatios', choice.value)}
          />
        ))}
      </Group>
      <Group legend={t('filters.difficulty')}>
        <div className="flex flex-wrap gap-2">
          {choices.difficulties.map((value) => (
            <CheckChip
              key={value}
              id={id('difficulty', value)}
              label={t(`difficulty.${value}`)}
              count={counts.difficulties[value] ?? 0}
              checked={filters.difficulties.includes(value)}
              onChange={() => toggle('difficulties', value)}
            />
          ))}
        </div>
      </Group>
      <Group legend={t('filters.more')}>
        <CheckRow
          id={id('flag', 'audio')}
          label={t('filters.hasAudio')}
          count={counts.hasAudio}
          checked={filters.hasAudio}
          onChange={() => onChange((f) => ({ ...f, hasAudio: !f.hasAudio }))}
        />
        <CheckRow
          id={id('flag', 'featured')}
          label={t('filters.featured')}
          count={counts.featured}
          checked={filters.featured}
          onChange={() => onChange((f) => ({ ...f, featured: !f.featured }))}
        />
      </Group>
    </div>
  );
}
