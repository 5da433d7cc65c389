import { Suspense, lazy, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLoaderData } from 'react-router';
import { PageIntro } from '../../components/page-intro.tsx';
import { later } from '../../components/shell/hydrate-later.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { SubmissionForm, type Submitted } from './submission-form.tsx';
import type { submitPageData } from './submit-loader.ts';
import { useOutbox, type OutboxNotice } from './use-outbox.ts';
import { EMPTY_VALUES, type SubmissionValues } from './validate.ts';

// Reading beside the form: prerendered, hydrated once the browser is idle (one chunk).
const aside = () => import('./submit-aside.tsx');
const Tips = later(() => aside().then((m) => m.Tips));
const WhatWeKeep = later(() => aside().then((m) => m.WhatWeKeep));
/** Shown once a submission is sent: its code is not in the first load. */
const SuccessPanel = lazy(() =>
  import('./success-panel.tsx').then((m) => ({ default: m.SuccessPanel })),
);

/** Says what happened to submissions kept from earlier visits (polite live region). */
function OutboxStatus({ notice }: { notice: OutboxNotice | null }) {
  const { t } = useTranslation('submit');
  return (
    <div aria-live="polite" data-testid="outbox-status">
      {notice && (notice.sent > 0 || notice.waiting > 0) && (
        <div className="mb-6 space-y-1 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink-800">
          {notice.sent > 0 && <p>{t('outbox.sent', { count: notice.sent })}</p>}
          {notice.waiting > 0 && <p>{t('outbox.waiting', { count: notice.waiting })}</p>}
        </div>
      )}
    </div>
  );
}

export function SubmitPage() {
  const data = useLoaderData<typeof submitPageData>();
  const [values, setValues] = useState<SubmissionValues>(EMPTY_VALUES);
  // Bumped by "Submit another" so the form starts over with no errors shown.
  const [formKey, setFormKey] = useState(0);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const outbox = useOutbox();

  function onSubmitted(result: Submitted) {
    setSubmitted(result);
    window.scrollTo(0, 0);
  }

  function onAnother() {
    flushSync(() => {
      setValues(EMPTY_VALUES);
      setFormKey((key) => key + 1);
      setSubmitted(null);
    });
    window.scrollTo(0, 0);
    document.getElementById('submit-prompt')?.focus({ preventScroll: true });
  }

  return (
    <>
      <PageIntro ns="submit" />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-14">
        <div>
          <OutboxStatus notice={outbox} />
          {submitted ? (
            <Suspense fallback={null}>
              <SuccessPanel result={submitted} onAnother={onAnother} />
            </Suspense>
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
        <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <Tips />
          <WhatWeKeep />
        </div>
      </div>
    </>
  );
}
