import { CheckCircle2 } from 'lucide-react';
import { PageIntro } from '../../components/page-intro.tsx';
import { STORAGE_KEYS as KEYS } from '../../../domain/storage-keys.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { ContactLinks, DocumentLayout, Paragraphs, ProseSection } from './prose.tsx';

/**
 * The local storage keys the product writes, in the order of the table. Keys are code, not
 * text: they stay the same in both languages (the submission key carries a random id).
 */
export const PRIVACY_STORAGE_KEYS = [
  { key: KEYS.favorites, purpose: 'favorites' },
  { key: KEYS.history, purpose: 'history' },
  { key: KEYS.builderDraft, purpose: 'builderDraft' },
  { key: `${KEYS.submissionPrefix}*`, purpose: 'submissions' },
  { key: KEYS.language, purpose: 'language' },
  { key: KEYS.promptLanguage, purpose: 'promptLanguage' },
  { key: KEYS.model, purpose: 'model' },
] as const;

const SECTIONS = [
  'accounts',
  'local',
  'server',
  'submissions',
  'logs',
  'analytics',
  'cookies',
  'changes',
  'contact',
] as const;

export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const text = (key: (typeof SECTIONS)[number]): readonly string[] =>
    t(`${key}.body`, { returnObjects: true });
  return (
    <>
      <PageIntro ns="privacy" />
      <DocumentLayout
        tocLabel={t('toc')}
        updated={t('updated')}
        sections={SECTIONS.map((id) => ({ id, title: t(`${id}.title`) }))}
      >
        <section
          aria-labelledby="summary-title"
          className="rounded-2xl border border-brand-200 bg-brand-50/60 p-5 sm:p-6"
        >
          <h2 id="summary-title" className="text-lg font-bold text-ink-950">
            {t('summary.title')}
          </h2>
          <ul className="mt-3 space-y-2">
            {t('summary.items', { returnObjects: true }).map((item) => (
              <li key={item} className="flex gap-2.5 text-ink-800">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-600"
                />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
        <ProseSection id="accounts" title={t('accounts.title')}>
          <Paragraphs items={text('accounts')} />
        </ProseSection>
        <ProseSection id="local" title={t('local.title')}>
          <Paragraphs items={text('local')} />
          <div className="overflow-x-auto rounded-xl border border-ink-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-ink-50 text-ink-900 max-sm:sr-only">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    {t('local.keyColumn')}
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    {t('local.purposeColumn')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-200">
                {PRIVACY_STORAGE_KEYS.map(({ key, purpose }) => (
                  <tr key={key} className="max-sm:block max-sm:py-2">
                    <th
                      scope="row"
                      className="px-4 py-2.5 text-left align-top font-normal max-sm:block max-sm:pb-1"
                    >
                      <code className="rounded bg-ink-100 px-1.5 py-0.5 font-mono text-[13px] whitespace-nowrap text-ink-900">
                        {key}
                      </code>
                    </th>
                    <td className="px-4 py-2.5 text-ink-700 max-sm:block max-sm:pt-0">
                      {t(`local.keys.${purpose}`)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3 className="pt-2 font-semibold text-ink-900">{t('local.deleteTitle')}</h3>
          <p>{t('local.deleteText')}</p>
        </ProseSection>
        {(['server', 'submissions', 'logs', 'analytics', 'cookies', 'changes'] as const).map(
          (id) => (
            <ProseSection key={id} id={id} title={t(`${id}.title`)}>
              <Paragraphs items={text(id)} />
            </ProseSection>
          ),
        )}
        <ProseSection id="contact" title={t('contact.title')}>
          <Paragraphs items={text('contact')} />
          <ContactLinks emailLabel={t('contact.email')} websiteLabel={t('contact.website')} />
        </ProseSection>
      </DocumentLayout>
    </>
  );
}
