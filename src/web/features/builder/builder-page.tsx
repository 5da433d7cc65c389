import { AlertCircle, ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageIntro } from '../../components/page-intro.tsx';
import { later } from '../../components/shell/hydrate-later.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import type { BuilderModel } from './builder-model.ts';
import type { BuilderOptions } from './builder-options.ts';
import { STEP_IDS, stepStatus, type StepId } from './builder-steps.ts';
import { translateErrors } from './field-errors.ts';
import { initialForm } from './initial-form.ts';
import { StepBody } from './step-body.tsx';
import { fieldId } from './steps/step-props.ts';
import { loadBuilderRules, useBuilderRules } from './use-builder-rules.ts';
import { useBuilderForm } from './use-builder-form.ts';
import { useLazyParts } from './use-lazy-parts.ts';
import { useDraft } from './use-draft.ts';
import { usePromptLanguage } from './use-prompt-language.ts';
import { usePromptPreview } from './use-prompt-preview.ts';
import { STEP_HEADING_ID, scrollToTop, useWizard } from './use-wizard.ts';

/**
 * The progress bar and step chips: prerendered, hydrated once the browser is idle or at the
 * first sign of a person (a chip pressed before is pressed again once it has hydrated).
 */
const StepNav = later(() => import('./step-nav.tsx').then((m) => m.StepNav));
/**
 * The assembled prompt beside the form (below it on phones): prerendered, hydrated after idle;
 * its language switch is inert until then.
 */
const PreviewPanel = later(() => import('./preview-panel.tsx').then((m) => m.PreviewPanel));
/** Share and start over, below the form: the same, for buttons pressed after a first field. */
const BuilderTools = later(() => import('./builder-tools.tsx').then((m) => m.BuilderTools));

/** Focuses the first field with an error (the first control inside a group). */
function focusField(field: string | undefined) {
  if (!field) return;
  requestAnimationFrame(() => {
    const element = document.getElementById(fieldId(field));
    const target =
      element instanceof HTMLFieldSetElement
        ? element.querySelector<HTMLElement>('input')
        : element;
    target?.focus();
  });
}

/** The builder page; its route module passes the option lists from the build-time loader. */
export function BuilderPage({ options }: { options: BuilderOptions }) {
  const { t } = useTranslation('builder');
  const { form, setForm, update, updateAudio } = useBuilderForm();
  const rules = useBuilderRules();
  const parts = useLazyParts();
  const wizard = useWizard();
  const { storageProblem } = useDraft({ form, setForm, rules, onLoaded: wizard.reset });
  // Universal until the model field (in the preview, hydrated later) brings the chosen model.
  const [model, setModel] = useState<BuilderModel>({ id: 'universal' });
  const [promptLanguage, setPromptLanguage] = usePromptLanguage(rules, model.languages);
  const preview = usePromptPreview(form, rules, promptLanguage, model.id);
  const { step, index } = wizard;
  const last = index === STEP_IDS.length - 1;

  const errors = useMemo(
    () =>
      rules && wizard.checked.has(step)
        ? translateErrors(rules.validateStep(step, form), form, rules.uncheckedRequiredCount, t)
        : {},
    [rules, wizard.checked, step, form, t],
  );
  const statusOf = (id: StepId) =>
    stepStatus({
      step: id,
      current: id === step,
      complete: rules ? rules.isStepComplete(id, form) : false,
      checked: wizard.checked.has(id),
      form,
    });

  async function next() {
    const loaded = rules ?? (await loadBuilderRules());
    const stepErrors = loaded.validateStep(step, form);
    const firstField = Object.keys(stepErrors)[0];
    if (firstField) {
      wizard.markChecked([step]);
      wizard.setBlocked(true);
      focusField(firstField);
      return;
    }
    if (!last) {
      wizard.goTo(index + 1, index);
      return;
    }
    // Generate: every step must pass; otherwise show the first step that does not.
    const failing = STEP_IDS.findIndex((id) => !loaded.isStepComplete(id, form));
    if (failing !== -1) {
      wizard.markChecked(STEP_IDS);
      wizard.goTo(failing, index);
      wizard.setBlocked(true);
      return;
    }
    wizard.markChecked(STEP_IDS);
    wizard.setGenerated(true);
    toast({ title: t('success.toastTitle'), description: t('success.toastText') });
    scrollToTop();
  }

  // Start over asks first and forgets the draft (builder-tools.tsx); this clears the page.
  function reset() {
    setForm(initialForm());
    wizard.reset();
    scrollToTop();
  }

  const showAlert = wizard.blocked && Object.keys(errors).length > 0;

  return (
    <>
      <PageIntro ns="builder" />
      <div className="container-page py-8 sm:py-10">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_25rem]">
          <div className="min-w-0">
            {wizard.generated && preview && parts && (
              <parts.SuccessPanel
                prompt={preview.prompt}
                onDismiss={() => wizard.setGenerated(false)}
              />
            )}
            <Card className="p-5 sm:p-7">
              <StepNav
                steps={STEP_IDS}
                currentIndex={index}
                statusOf={statusOf}
                onSelect={(target) => wizard.goTo(target, index)}
              />
              <div className="mt-6 border-t border-ink-200 pt-6">
                <h2
                  id={STEP_HEADING_ID}
                  tabIndex={-1}
                  className="text-xl font-semibold text-ink-950 outline-none"
                >
                  {t(`steps.${step}.title`)}
                </h2>
                <p className="mt-1 text-sm text-ink-600">{t(`steps.${step}.description`)}</p>
                <div className="mt-6 flex flex-col gap-7" data-testid={`step-${step}`}>
                  <StepBody
                    step={step}
                    parts={parts}
                    form={form}
                    options={{ ...options, ...model.lists }}
                    errors={errors}
                    update={update}
                    updateAudio={updateAudio}
                  />
                </div>
              </div>
              <div role="alert" className="empty:hidden">
                {showAlert && (
                  <p className="mt-6 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
                    <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {t('errors.stepHasErrors')}
                  </p>
                )}
              </div>
              <div className="mt-8 flex items-center justify-between gap-3 border-t border-ink-200 pt-5">
                <Button
                  variant="outline"
                  disabled={index === 0}
                  onClick={() => wizard.goTo(index - 1, index)}
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  {t('actions.previous')}
                </Button>
                <Button
                  onClick={() => void next().catch((error: unknown) => console.error(error))}
                  data-testid="builder-next"
                >
                  {last ? (
                    <>
                      <Sparkles aria-hidden="true" className="size-4" />
                      {t('actions.generate')}
                    </>
                  ) : (
                    <>
                      {t('actions.next')}
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </>
                  )}
                </Button>
              </div>
            </Card>
            <BuilderTools
              form={form}
              model={model.id}
              onReset={reset}
              storageProblem={storageProblem}
            />
          </div>
          <aside className="min-w-0 lg:sticky lg:top-[90px]">
            <PreviewPanel
              preview={preview}
              parts={parts}
              language={promptLanguage}
              onLanguageChange={setPromptLanguage}
              model={model}
              duration={form.duration}
              aspectRatio={form.aspectRatio}
              options={options}
              onModelChange={(next, duration, aspectRatio) => {
                setModel(next);
                setForm((current) => ({
                  ...current,
                  duration,
                  aspectRatio: aspectRatio as BuilderForm['aspectRatio'],
                }));
              }}
            />
          </aside>
        </div>
      </div>
    </>
  );
}
