import { useTranslation } from '../../i18n/i18n-context.tsx';
import { PageMeta } from '../../components/page-meta.tsx';

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageMeta
        title={t('meta.title')}
        description={t('meta.description')}
        keywords={t('meta.keywords')}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-16 text-center sm:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-ink-950 sm:text-5xl">
            {t('header.title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-600">{t('header.intro')}</p>
        </div>
      </section>
      <section
        id="create"
        aria-labelledby="create-title"
        className="container-page min-h-dvh py-12"
      >
        <h2 id="create-title" className="text-2xl font-bold text-ink-950">
          {t('header.title')}
        </h2>
      </section>
    </>
  );
}
