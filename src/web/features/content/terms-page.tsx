import { ShieldBan } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { BulletList, ContactLinks, DocumentLayout, Paragraphs, ProseSection } from './prose.tsx';

const SECTIONS = [
  'acceptance',
  'service',
  'use',
  'content',
  'submissions',
  'thirdParty',
  'warranty',
  'liability',
  'changes',
  'contact',
] as const;

type PlainSection = Exclude<(typeof SECTIONS)[number], 'use'>;

export function TermsPage() {
  const { t } = useTranslation('terms');
  const localize = useLocalizedPath();
  const text = (key: PlainSection): readonly string[] => t(`${key}.body`, { returnObjects: true });
  const plain = (id: PlainSection) => (
    <ProseSection key={id} id={id} title={t(`${id}.title`)}>
      <Paragraphs items={text(id)} />
    </ProseSection>
  );
  return (
    <>
      <PageIntro ns="terms" />
      <DocumentLayout
        tocLabel={t('toc')}
        updated={t('updated')}
        sections={SECTIONS.map((id) => ({ id, title: t(`${id}.title`) }))}
      >
        <ProseSection id="acceptance" title={t('acceptance.title')}>
          <Paragraphs items={text('acceptance')} />
          <Link
            to={localize(PAGE_PATHS.privacy)}
            className="inline-block font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
          >
            {t('acceptance.privacyLink')}
          </Link>
        </ProseSection>
        {plain('service')}
        <ProseSection id="use" title={t('use.title')}>
          <p>{t('use.intro')}</p>
          <BulletList items={t('use.items', { returnObjects: true })} />
          <p
            role="note"
            className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
          >
            <ShieldBan aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{t('use.blocking')}</span>
          </p>
        </ProseSection>
        {(
          ['content', 'submissions', 'thirdParty', 'warranty', 'liability', 'changes'] as const
        ).map(plain)}
        <ProseSection id="contact" title={t('contact.title')}>
          <Paragraphs items={text('contact')} />
          <ContactLinks emailLabel={t('contact.email')} websiteLabel={t('contact.website')} />
        </ProseSection>
      </DocumentLayout>
    </>
  );
}
