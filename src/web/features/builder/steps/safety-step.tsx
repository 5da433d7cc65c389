import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { cn } from '../../../lib/cn.ts';
import type { SafetyItemView } from '../builder-options.ts';
import { FieldMessage } from '../fields/field-message.tsx';
import { loadBuilderRules } from '../use-builder-rules.ts';
import { fieldId, type StepProps } from './step-props.ts';

type Group = 'required' | 'optional';

export function SafetyStep({ form, options, errors, update }: StepProps) {
  const { t } = useTranslation('builder');
  // Select all / clear all: the rule comes with the rules chunk (loaded with the page, so
  // already there by the last step).
  async function onToggleAll(group: Group) {
    const rules = await loadBuilderRules();
    update('safetyChecks', rules.toggleAllSafetyChecks(form.safetyChecks, group));
  }
  const required = options.safety.filter((item) => item.required);
  const optional = options.safety.filter((item) => !item.required);
  // Checklist ids come from the domain list, so reading them by string is safe.
  const checks = form.safetyChecks as Readonly<Record<string, boolean | undefined>>;
  const checkedRequired = required.filter((item) => checks[item.id]).length;
  const done = checkedRequired === required.length;

  return (
    <>
      <p
        data-testid="safety-status"
        data-complete={done}
        className={cn(
          'flex items-center gap-2 rounded-lg p-3 text-sm font-medium',
          done ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900',
        )}
      >
        {done ? (
          <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
        ) : (
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        )}
        {done ? t('safety.complete') : t('safety.actionRequired')}
      </p>
      {(['required', 'optional'] as const).map((group) => {
        const items = group === 'required' ? required : optional;
        return (
          <ChecklistGroup
            key={group}
            group={group}
            items={items}
            checks={checks}
            error={group === 'required' ? errors.safetyChecks : undefined}
            onToggle={(id, checked) =>
              update('safetyChecks', { ...form.safetyChecks, [id]: checked })
            }
            onToggleAll={() => onToggleAll(group)}
          />
        );
      })}
    </>
  );
}

function ChecklistGroup({
  group,
  items,
  checks,
  error,
  onToggle,
  onToggleAll,
}: {
  group: Group;
  items: SafetyItemView[];
  checks: Readonly<Record<string, boolean | undefined>>;
  error?: string;
  onToggle: (id: string, checked: boolean) => void;
  onToggleAll: () => void;
}) {
  const { t } = useTranslation('builder');
  const id = fieldId(group === 'required' ? 'safetyChecks' : 'safetyChecksOptional');
  const checked = items.filter((item) => checks[item.id]).length;
  const allOn = checked === items.length;

  return (
    <fieldset
      id={id}
      aria-describedby={error ? `${id}-error` : undefined}
      className="min-w-0 rounded-xl border border-ink-200"
    >
      <legend className="sr-only">{t(`safety.${group}`)}</legend>
      <div className="flex items-center justify-between gap-3 border-b border-ink-200 bg-ink-50/60 px-4 py-3">
        <div aria-hidden="true" className="min-w-0">
          <p className="text-sm font-semibold text-ink-900">{t(`safety.${group}`)}</p>
          <p className="text-xs text-ink-500">
            {t('safety.count', { checked, total: items.length })}
          </p>
        </div>
        <button
          type="button"
          onClick={onToggleAll}
          data-testid={`safety-toggle-all-${group}`}
          aria-label={t(
            allOn
              ? group === 'required'
                ? 'safety.clearAllRequired'
                : 'safety.clearAllOptional'
              : group === 'required'
                ? 'safety.selectAllRequired'
                : 'safety.selectAllOptional',
          )}
          className="shrink-0 rounded-md px-2.5 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t(allOn ? 'safety.clearAll' : 'safety.selectAll')}
        </button>
      </div>
      <ul className="divide-y divide-ink-100">
        {items.map((item) => (
          <li key={item.id}>
            <label className="flex cursor-pointer items-start gap-3 px-4 py-3 text-sm text-ink-800 hover:bg-ink-50/60">
              <input
                type="checkbox"
                name={item.id}
                checked={checks[item.id] === true}
                onChange={(event) => onToggle(item.id, event.currentTarget.checked)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span>{item.text}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <div className="px-4 pb-3">
          <FieldMessage id={id} error={error} />
        </div>
      )}
    </fieldset>
  );
}
