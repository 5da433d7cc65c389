import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { controlBorder } from './select-field.tsx';
import { FieldMessage, LabelText, describedBy } from './field-message.tsx';

/**
 * A list of free-text entries (motion beats, dialogue lines). Enter without Shift adds the
 * trimmed text; Shift+Enter keeps a line break; empty text is ignored. Enter that confirms an
 * IME composition (Chinese input) is not an "add".
 */
export function EntryListField({
  id,
  label,
  entries,
  onChange,
  placeholder,
  addLabel,
  removeLabel,
  listLabel,
  hint,
  error,
  required,
  optionalText,
  maxEntries = 20,
  maxLength = 300,
  disabled,
  display = (entry) => entry,
}: {
  id: string;
  label: string;
  entries: readonly string[];
  onChange: (entries: string[]) => void;
  placeholder: string;
  addLabel: string;
  removeLabel: (entry: string) => string;
  listLabel: string;
  hint?: string;
  error?: string;
  required?: boolean;
  optionalText?: string;
  maxEntries?: number;
  maxLength?: number;
  disabled?: boolean;
  /** How an entry reads on screen (e.g. a picked idea in the page's language). */
  display?: (entry: string) => string;
}) {
  const [draft, setDraft] = useState('');
  const full = entries.length >= maxEntries;

  function add() {
    const entry = draft.trim();
    if (!entry || full) return;
    if (!entries.includes(entry)) onChange([...entries, entry]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  }

  return (
    <div>
      <label htmlFor={id}>
        <LabelText text={label} required={required} optionalText={optionalText} />
      </label>
      {entries.length > 0 && (
        <ul aria-label={listLabel} className="mt-2 flex flex-col gap-2">
          {entries.map((entry) => (
            <li
              key={entry}
              className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50/60 py-1.5 pr-1.5 pl-3 text-sm text-ink-800"
            >
              <span className="min-w-0 flex-1 py-0.5 break-words whitespace-pre-wrap">
                {display(entry)}
              </span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(entries.filter((item) => item !== entry))}
                aria-label={removeLabel(display(entry))}
                className="rounded-md p-1 text-ink-500 hover:bg-white hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex items-start gap-2">
        <textarea
          id={id}
          rows={2}
          value={draft}
          maxLength={maxLength}
          disabled={disabled || full}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          className={`block min-w-0 flex-1 resize-y rounded-lg border bg-white px-3 py-2 text-sm text-ink-900 shadow-xs placeholder:text-ink-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:bg-ink-50 ${controlBorder(error)}`}
        />
        <Button
          variant="outline"
          onClick={add}
          disabled={disabled || full || !draft.trim()}
          className="h-auto self-stretch"
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      </div>
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}
