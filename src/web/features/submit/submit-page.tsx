import { BookOpen, Lightbulb, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLoaderData } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { SubmissionForm, type Submitted } from './submission-form.tsx';
import type { submitPageData } from './submit-loader.ts';
import { SuccessPanel } from './success-panel.tsx';
import { useOutbox, type OutboxNotice } from './use-outbox.ts';
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

/** What is sent, what is kept, for how long, and how to have it deleted (issue 20). */
function WhatWeKeep() {
  const { t } = useTranslation('submit');
  const common = useTranslation().t;
  const localize = useLocalizedPath();
  const email = common('footer.email');
  return (
    <Card className="p-5 sm:p-6" data-testid="submit-kept">
      <h2 className="flex items-center gap-2 font-bold text-ink-950">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-600" />
        {t('kept.title')}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-ink-700 marker:text-brand-500">
        {t('kept.items', { returnObjects: true }).map((item) => (
          <li key={item}>{item.replace('{{email}}', email)}</li>
        ))}
      </ul>
      <Link
        to={localize(PAGE_PATHS.privacy)}
        className="mt-3 inline-flex text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {t('kept.privacy')}
      </Link>
    </Card>
  );
}

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
            <SuccessPanel result={submitted} onAnother={onAnother} />
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
