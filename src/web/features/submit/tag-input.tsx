import { Plus, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { TAGS_MAX, TAG_MAX_LENGTH } from '../../../domain/limits.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { CONTROL_CLASS, Field, describedBy } from './field.tsx';
import { addTag } from './validate.ts';

export const TAG_INPUT_ID = 'submit-tags';

/**
 * Tags: Enter or Add puts the typed tag in the list (trimmed; repeats ignored), each tag has a
 * remove button, and at 10 tags the input and the Add button are disabled (spec 5).
 */
export function TagInput({
  tags,
  onChange,
  error,
}: {
  tags: readonly string[];
  onChange: (tags: readonly string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('submit');
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const full = tags.length >= TAGS_MAX;

  function add() {
    if (draft.trim() === '') return;
    const next = addTag(tags, draft);
    // The input disables itself at the limit; keep focus on the list instead of losing it.
    flushSync(() => {
      onChange(next);
      setDraft('');
    });
    if (next.length >= TAGS_MAX) {
      listRef.current?.querySelector<HTMLButtonElement>('li:last-child button')?.focus();
    }
  }

  function remove(tag: string) {
    flushSync(() => onChange(tags.filter((existing) => existing !== tag)));
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter also confirms a word in Chinese input methods: only a plain Enter adds a tag.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  }

  return (
    <Field
      id={TAG_INPUT_ID}
      field="tags"
      label={t('fields.tags.label')}
      required
      requiredLabel={t('form.required')}
      hint={
        full ? t('fields.tags.full', { max: TAGS_MAX }) : t('fields.tags.hint', { max: TAGS_MAX })
      }
      error={error}
      aside={
        <span className="text-xs text-ink-600 tabular-nums" data-testid="tag-count">
          {t('fields.tags.count', { count: tags.length, max: TAGS_MAX })}
        </span>
      }
    >
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={TAG_INPUT_ID}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={TAG_MAX_LENGTH}
          disabled={full}
          placeholder={t('fields.tags.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(TAG_INPUT_ID, { hint: true, error: Boolean(error) })}
          enterKeyHint="done"
          autoComplete="off"
          className={CONTROL_CLASS}
        />
        <Button variant="outline" onClick={add} disabled={full} className="h-auto">
          <Plus aria-hidden="true" className="size-4" />
          {t('fields.tags.add')}
        </Button>
      </div>
      <ul
        ref={listRef}
        aria-label={t('fields.tags.listLabel')}
        className={cn('flex flex-wrap gap-2', tags.length > 0 && 'mt-3')}
      >
        {tags.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
          >
            {tag}
            <button
              type="button"
              onClick={() => remove(tag)}
              aria-label={t('fields.tags.remove', { tag })}
              className="rounded-full p-0.5 text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
    </Field>
  );
}
