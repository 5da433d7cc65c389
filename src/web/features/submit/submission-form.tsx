import { AlertTriangle, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { SUBMIT_PROMPT_MAX, SUBMIT_PROMPT_MIN, NOTES_MAX } from '../../../domain/limits.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { cn } from '../../lib/cn.ts';
import { prefersReducedMotion, STICKY_OFFSET } from '../../lib/scroll.ts';
import { CONTROL_CLASS, Field, describedBy } from './field.tsx';
import { later } from '../../components/shell/hydrate-later.tsx';
import { checkboxId } from './safety-ids.ts';
import type { SendResult } from './send-submission.ts';
import type { SubmitPageData } from './submit-loader.ts';
import { TAG_INPUT_ID, TagInput } from './tag-input.tsx';
import { useErrorText } from './use-error-text.ts';
import {
  errorsByField,
  validateSubmission,
  type SubmissionField,
  type SubmissionValues,
} from './validate.ts';

const IDS = {
  prompt: 'submit-prompt',
  category: 'submit-category',
  videoUrl: 'submit-video-url',
  notes: 'submit-notes',
};

/** The sending code (zod, the outbox): loaded after hydration and on submit, not with the page. */
const sendModule = () => import('./send-submission.ts');
/**
 * The checklist at the end of the form: prerendered, hydrated after idle or at the first sign
 * of a person; its boxes are inert until then (safety-checklist.tsx).
 */
const SafetyChecklist = later(() =>
  import('./safety-checklist.tsx').then((m) => m.SafetyChecklist),
);

/** What the page shows after a submit: sent, or kept in this browser for later. */
export type Submitted = Extract<SendResult, { outcome: 'delivered' | 'queued' }>;
/** Why a submit did not go through; the form stays as it was. */
type SendFailure = Exclude<SendResult, Submitted>;

/**
 * The honeypot: a field people never see or reach (hidden, out of the tab order). Bots that
 * fill every input fill it too, and the server drops what they send.
 */
function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('submit');
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {t('honeypot')}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

/** The control to focus for a field with an error (safety: its first unticked required box). */
function controlFor(
  field: SubmissionField,
  values: SubmissionValues,
  requiredIds: readonly string[],
) {
  switch (field) {
    case 'prompt':
      return document.getElementById(IDS.prompt);
    case 'categoryId':
      return document.getElementById(IDS.category);
    case 'tags':
      return document.getElementById(TAG_INPUT_ID);
    case 'videoUrl':
      return document.getElementById(IDS.videoUrl);
    case 'notes':
      return document.getElementById(IDS.notes);
    case 'safety': {
      const first = requiredIds.find((id) => values.checks[id] !== true);
      return first ? document.getElementById(checkboxId(first)) : null;
    }
  }
}

/**
 * Scrolls a field (label included) below the sticky bar, then focuses its control. When the
 * error summary fits on screen together with the field, the summary is brought into view too.
 */
function revealField(field: SubmissionField, control: HTMLElement | null) {
  const container = document.querySelector<HTMLElement>(`[data-field="${field}"]`) ?? control;
  if (!container) return;
  const gap = STICKY_OFFSET + 16;
  const box = container.getBoundingClientRect();
  let top = box.top + window.scrollY - gap;
  const summary = document.querySelector<HTMLElement>('[data-testid="validation-summary"]');
  if (summary) {
    const summaryTop = summary.getBoundingClientRect().top + window.scrollY;
    const fieldBottom = box.bottom + window.scrollY;
    if (summaryTop - gap < top && fieldBottom - summaryTop <= window.innerHeight - gap) {
      top = summaryTop - gap;
    }
  }
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  control?.focus({ preventScroll: true });
}

export function SubmissionForm({
  data,
  values,
  onChange,
  onSubmitted,
}: {
  data: SubmitPageData;
  /** Held by the page so that nothing typed is lost while the form is shown or hidden. */
  values: SubmissionValues;
  onChange: (values: SubmissionValues) => void;
  onSubmitted: (result: Submitted) => void;
}) {
  const { t } = useTranslation('submit');
  const language = useLanguage();
  const [honeypot, setHoneypot] = useState('');
  const errorText = useErrorText();
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveFailure, setSaveFailure] = useState<SendFailure | null>(null);
  const saveAlertRef = useRef<HTMLDivElement>(null);
  // The sending code (and zod, and the outbox) loads after hydration, not with the page.
  useEffect(() => {
    void sendModule()
      .then((module) => module.preloadSendModules())
      .catch(() => {});
  }, []);
  const requiredIds = data.checklist.filter((item) => item.required).map((item) => item.id);

  // Errors are derived from the current values once a submit has failed, so each one clears
  // the moment its field is fixed.
  const errors = showErrors ? validateSubmission(values, requiredIds) : [];
  const byField = errorsByField(errors);
  const message = (field: SubmissionField) => {
    const error = byField[field];
    return error ? errorText(error) : undefined;
  };
  const set = <K extends keyof SubmissionValues>(key: K, value: SubmissionValues[K]) =>
    onChange({ ...values, [key]: value });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = validateSubmission(values, requiredIds);
    if (found[0]) {
      // Render the errors first so the scroll measures the final layout.
      flushSync(() => {
        setShowErrors(true);
        setSaveFailure(null);
      });
      revealField(found[0].field, controlFor(found[0].field, values, requiredIds));
      return;
    }
    setSaving(true);
    setSaveFailure(null);
    const result = await sendModule().then(
      ({ sendSubmission }) => sendSubmission(values, requiredIds, language, honeypot),
      // The chunk could not be loaded (offline on a first visit, a new deploy): try again.
      (): SendResult => ({ outcome: 'failed' }),
    );
    setSaving(false);
    if (result.outcome === 'delivered' || result.outcome === 'queued') {
      onSubmitted(result);
      return;
    }
    flushSync(() => setSaveFailure(result));
    saveAlertRef.current?.focus();
  }

  const promptLength = values.prompt.trim().length;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('form.label')}
      className="space-y-6"
    >
      {errors.length > 0 && (
        <div
          role="alert"
          className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900"
          data-testid="validation-summary"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('summary.title')}</p>
            <p className="mt-0.5 text-sm">{t('summary.message', { count: errors.length })}</p>
          </div>
        </div>
      )}
      <p className="text-sm text-ink-600">{t('form.requiredNote')}</p>

      <Card className="space-y-6 p-5 sm:p-6">
        <h2 className="text-lg font-bold text-ink-950">{t('form.promptSection')}</h2>
        <Field
          id={IDS.prompt}
          field="prompt"
          label={t('fields.prompt.label')}
          required
          requiredLabel={t('form.required')}
          hint={t('fields.prompt.hint', { min: SUBMIT_PROMPT_MIN })}
          error={message('prompt')}
          aside={
            <span
              className={cn(
                'text-xs tabular-nums',
                promptLength >= SUBMIT_PROMPT_MIN ? 'text-emerald-700' : 'text-ink-600',
              )}
              data-testid="prompt-count"
            >
              {t('fields.prompt.counter', { count: promptLength })}
            </span>
          }
        >
          <textarea
            id={IDS.prompt}
            value={values.prompt}
            onChange={(event) => set('prompt', event.target.value)}
            rows={6}
            maxLength={SUBMIT_PROMPT_MAX}
            placeholder={t('fields.prompt.placeholder')}
            aria-required="true"
            aria-invalid={byField.prompt ? true : undefined}
            aria-describedby={describedBy(IDS.prompt, {
              hint: true,
              error: Boolean(byField.prompt),
            })}
            className={cn(CONTROL_CLASS, 'min-h-36 resize-y')}
          />
        </Field>
        <Field
          id={IDS.category}
          field="categoryId"
          label={t('fields.category.label')}
          required
          requiredLabel={t('form.required')}
          error={message('categoryId')}
        >
          <select
            id={IDS.category}
            value={values.categoryId}
            onChange={(event) => set('categoryId', event.target.value)}
            aria-required="true"
            aria-invalid={byField.categoryId ? true : undefined}
            aria-describedby={describedBy(IDS.category, { error: Boolean(byField.categoryId) })}
            className={cn(CONTROL_CLASS, 'h-10 py-0 sm:max-w-sm')}
          >
            <option value="">{t('fields.category.placeholder')}</option>
            {data.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </Field>
        <TagInput
          tags={values.tags}
          onChange={(tags) => set('tags', tags)}
          error={message('tags')}
        />
      </Card>

      <Card className="space-y-6 p-5 sm:p-6">
        <h2 className="text-lg font-bold text-ink-950">{t('form.optionalSection')}</h2>
        <Field
          id={IDS.videoUrl}
          field="videoUrl"
          label={t('fields.videoUrl.label')}
          hint={t('fields.videoUrl.hint')}
          error={message('videoUrl')}
        >
          <input
            id={IDS.videoUrl}
            type="url"
            inputMode="url"
            autoComplete="url"
            value={values.videoUrl}
            onChange={(event) => set('videoUrl', event.target.value)}
            placeholder={t('fields.videoUrl.placeholder')}
            aria-invalid={byField.videoUrl ? true : undefined}
            aria-describedby={describedBy(IDS.videoUrl, {
              hint: true,
              error: Boolean(byField.videoUrl),
            })}
            className={CONTROL_CLASS}
          />
        </Field>
        <Field
          id={IDS.notes}
          field="notes"
          label={t('fields.notes.label')}
          hint={t('fields.notes.hint')}
          error={message('notes')}
        >
          <textarea
            id={IDS.notes}
            value={values.notes}
            onChange={(event) => set('notes', event.target.value)}
            rows={3}
            maxLength={NOTES_MAX}
            aria-invalid={byField.notes ? true : undefined}
            aria-describedby={describedBy(IDS.notes, { hint: true, error: Boolean(byField.notes) })}
            className={cn(CONTROL_CLASS, 'resize-y')}
          />
        </Field>
      </Card>

      <Card className="p-5 sm:p-6">
        <SafetyChecklist
          items={data.checklist}
          checks={values.checks}
          onToggle={(id, checked) => set('checks', { ...values.checks, [id]: checked })}
          error={message('safety')}
        />
      </Card>

      <Honeypot value={honeypot} onChange={setHoneypot} />
      {saveFailure && (
        <div
          ref={saveAlertRef}
          role="alert"
          tabIndex={-1}
          className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 outline-none"
          data-testid="save-error"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('send.title')}</p>
            <p className="mt-0.5 text-sm">
              {saveFailure.outcome === 'refused'
                ? t('send.refused', { message: saveFailure.message })
                : t(`send.${saveFailure.outcome}`)}
            </p>
          </div>
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {saving ? t('actions.submitting') : t('actions.submit')}
        </Button>
      </div>
    </form>
  );
}
