import { BookOpen, Lightbulb, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';

export function Tips() {
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
export function WhatWeKeep() {
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
