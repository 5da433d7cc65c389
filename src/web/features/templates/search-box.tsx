import { Search, X } from 'lucide-react';
import { useRef } from 'react';
import { MAX_QUERY_LENGTH } from '../../../domain/search/list-query.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';

/**
 * The search field. It shows the list's query and keeps no text of its own: the query shows a
 * change at once, before its URL lands (use-list-query.ts), so the field never lags what was
 * typed, and whatever else changes the query (clear all, the back button) clears or fills it
 * together with the results.
 */
export function SearchBox({
  value,
  onChange,
  onFirstFocus,
  busy,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Loads the search index before the first keystroke needs it. */
  onFirstFocus: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('templates');
  const input = useRef<HTMLInputElement>(null);

  return (
    <form
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        input.current?.blur();
      }}
    >
      <label htmlFor="template-search" className="sr-only">
        {t('search.label')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-400"
      />
      <input
        ref={input}
        id="template-search"
        type="search"
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        aria-busy={busy || undefined}
        onFocus={onFirstFocus}
        onChange={(event) => onChange(event.target.value)}
        className="h-12 w-full rounded-xl border border-ink-200 bg-white pr-12 pl-11 text-base text-ink-950 shadow-xs placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value !== '' && (
        <button
          type="button"
          aria-label={t('search.clear')}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
          className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
