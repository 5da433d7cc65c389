import { BookOpen, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLoaderData } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { SubmissionForm } from './submission-form.tsx';
import type { submitPageData } from './submit-loader.ts';
import { SuccessPanel } from './success-panel.tsx';
import { EMPTY_VALUES, type SubmissionValues } from './validate.ts';

function Tips() {
  const { t } = useTranslation('submit');
  const localize = useLocalizedPath();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 font-bold text-ink-950">
        <Lightbulb aria-hidden="true" className="size-5 text-amber-500" />
        {t('tips.title')}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-ink-700 marker:text-brand-500">
        {t('tips.items', { returnObjects: true }).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p className="mt-4 border-t border-ink-100 pt-4 text-sm text-ink-600">{t('tips.review')}</p>
      <Link
        to={localize(PAGE_PATHS.guide)}
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <BookOpen aria-hidden="true" className="size-4" />
        {t('tips.guide')}
      </Link>
    </Card>
  );
}

export function SubmitPage() {
  const data = useLoaderData<typeof submitPageData>();
  const [values, setValues] = useState<SubmissionValues>(EMPTY_VALUES);
  // Bumped by "Submit another" so the form starts over with no errors shown.
  const [formKey, setFormKey] = useState(0);
  const [submitted, setSubmitted] = useState(false);

  function onSubmitted() {
    setSubmitted(true);
    window.scrollTo(0, 0);
  }

  function onAnother() {
    flushSync(() => {
      setValues(EMPTY_VALUES);
      setFormKey((key) => key + 1);
      setSubmitted(false);
    });
    window.scrollTo(0, 0);
    document.getElementById('submit-prompt')?.focus({ preventScroll: true });
  }

  return (
    <>
      <PageIntro ns="submit" />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-14">
        <div>
          {submitted ? (
            <SuccessPanel onAnother={onAnother} />
          ) : (
            <SubmissionForm
              key={formKey}
              data={data}
              values={values}
              onChange={setValues}
              onSubmitted={onSubmitted}
            />
          )}
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <Tips />
        </div>
      </div>
    </>
  );
}
