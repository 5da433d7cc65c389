import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { punctuation } from '../../lib/punctuation.ts';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { cn } from '../../lib/cn.ts';
import { useIsHydrating } from '../../components/shell/hydrate-later.tsx';
import { FieldError } from './field.tsx';
import { checkboxId } from './safety-ids.ts';
import type { SubmitPageData } from './submit-loader.ts';

export const SAFETY_ERROR_ID = 'submit-safety';

type ChecklistItem = SubmitPageData['checklist'][number];

/** The 9 confirmations, required ones first; every unticked required box shows as invalid. */
export function SafetyChecklist({
  items,
  checks,
  onToggle,
  error,
}: {
  items: readonly ChecklistItem[];
  checks: Readonly<Record<string, boolean>>;
  onToggle: (id: string, checked: boolean) => void;
  error?: string;
}) {
  const { t, language } = useTranslation('submit');
  const localize = useLocalizedPath();
  // Inert until hydrated (useIsHydrating in hydrate-later.tsx says why).
  const hydrating = useIsHydrating();
  const required = items.filter((item) => item.required);
  const optional = items.filter((item) => !item.required);
  const checked = required.filter((item) => checks[item.id] === true).length;
  const describedBy = [`${SAFETY_ERROR_ID}-intro`, error && `${SAFETY_ERROR_ID}-error`]
    .filter(Boolean)
    .join(' ');

  const list = (group: readonly ChecklistItem[], isRequired: boolean) => (
    <ul className="space-y-1">
      {group.map((item) => {
        const invalid = Boolean(error) && isRequired && checks[item.id] !== true;
        return (
          <li key={item.id}>
            <label
              htmlFor={checkboxId(item.id)}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-sm text-ink-800 hover:bg-ink-50',
                invalid && 'bg-red-50/60',
              )}
            >
              <input
                id={checkboxId(item.id)}
                type="checkbox"
                checked={checks[item.id] === true}
                onChange={(event) => onToggle(item.id, event.target.checked)}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${SAFETY_ERROR_ID}-error` : undefined}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span>{item.text}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );

  return (
    <fieldset
      data-field="safety"
      aria-describedby={describedBy}
      className="min-w-0"
      inert={hydrating}
    >
      <legend className="flex items-center gap-2 text-base font-semibold text-ink-950">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-600" />
        {t('safety.title')}
      </legend>
      <p id={`${SAFETY_ERROR_ID}-intro`} className="mt-1 text-sm text-ink-600">
        {t('safety.intro', { total: required.length })}
        {punctuation(language).space}
        <Link
          to={localize(`${PAGE_PATHS.guide}#compliance`)}
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          {t('safety.rulesLink')}
        </Link>
      </p>
      <div className="mt-4 flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-ink-900">
          {t('safety.requiredGroup')}
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </h3>
        <span
          className={cn(
            'text-xs tabular-nums',
            checked === required.length ? 'text-emerald-700' : 'text-ink-600',
          )}
          data-testid="safety-progress"
        >
          {t('safety.progress', { checked, total: required.length })}
        </span>
      </div>
      <div className="mt-1">{list(required, true)}</div>
      <h3 className="mt-4 text-sm font-semibold text-ink-900">{t('safety.optionalGroup')}</h3>
      <div className="mt-1">{list(optional, false)}</div>
      <FieldError id={SAFETY_ERROR_ID} message={error} />
    </fieldset>
  );
}
