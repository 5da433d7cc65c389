import { Search, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { MAX_QUERY_LENGTH } from '../../../domain/search/list-query.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';

/**
 * The search field. What the user types shows at once; the URL follows a moment later (a
 * navigation), so the field keeps its own draft until the URL has caught up. Anything else
 * that changes the URL (back button, clear all) then shows through.
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
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  if (draft !== null && draft === value) setDraft(null);
  const shown = draft ?? value;

  function change(next: string) {
    setDraft(next);
    onChange(next);
  }

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
        value={shown}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        aria-busy={busy || undefined}
        onFocus={onFirstFocus}
        onChange={(event) => change(event.target.value)}
        className="h-12 w-full rounded-xl border border-ink-200 bg-white pr-12 pl-11 text-base text-ink-950 shadow-xs placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
      />
      {shown !== '' && (
        <button
          type="button"
          aria-label={t('search.clear')}
          onClick={() => {
            change('');
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
