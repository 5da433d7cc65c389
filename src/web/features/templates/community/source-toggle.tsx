import { useTranslation } from '../../../i18n/i18n-context.tsx';

/** Library | Community: which templates the page lists. Rendered in the static HTML. */
export function SourceToggle({
  community,
  count,
  onChange,
}: {
  community: boolean;
  count: number | null;
  onChange: (community: boolean) => void;
}) {
  const { t } = useTranslation('templates');
  const item = (on: boolean, label: string, extra?: string) => (
    <button
      type="button"
      aria-pressed={community === on}
      onClick={() => onChange(on)}
      className={
        community === on
          ? 'rounded-full bg-brand-600 px-3 py-1.5 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
          : 'rounded-full border border-ink-200 bg-white px-3 py-1.5 text-sm font-medium text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
      }
    >
      {label}
      {/* Room kept for the count so nothing moves when it arrives. */}
      {extra !== undefined && (
        <span className="ml-1.5 inline-block min-w-[2ch] tabular-nums opacity-80">{extra}</span>
      )}
    </button>
  );
  return (
    <div role="group" aria-label={t('community.filterLabel')} className="mb-4 flex flex-wrap gap-2">
      {item(false, t('community.library'))}
      {item(true, t('community.community'), count === null ? '' : String(count))}
    </div>
  );
}
