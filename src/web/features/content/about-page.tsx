import {
  BookOpen,
  Globe2,
  Layers,
  LayoutTemplate,
  Lock,
  Mail,
  ShieldCheck,
  Sparkles,
  Split,
  Unlock,
  Wand2,
  Zap,
} from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { GeneratorLink } from '../../components/shell/generator-link.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { Paragraphs } from './prose.tsx';

const TOOLS = [
  { key: 'generator', Icon: Zap, path: null },
  { key: 'templates', Icon: LayoutTemplate, path: PAGE_PATHS.templates },
  { key: 'builder', Icon: Layers, path: PAGE_PATHS.builder },
  { key: 'refiner', Icon: Wand2, path: PAGE_PATHS.refiner },
  { key: 'variants', Icon: Split, path: PAGE_PATHS.variants },
  { key: 'guide', Icon: BookOpen, path: PAGE_PATHS.guide },
] as const;

const PRINCIPLES = [
  { key: 'free', Icon: Unlock },
  { key: 'private', Icon: Lock },
  { key: 'bilingual', Icon: Globe2 },
  { key: 'safe', Icon: ShieldCheck },
] as const;

const toolLink =
  'group flex h-full gap-4 sm:block rounded-2xl border border-ink-200 bg-white p-5 shadow-xs transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function AboutPage() {
  const { t } = useTranslation('about');
  const common = useTranslation().t;
  const localize = useLocalizedPath();
  const paragraphs = (key: 'mission' | 'independence' | 'team'): readonly string[] =>
    t(`${key}.body`, { returnObjects: true });

  return (
    <>
      <PageIntro ns="about" />
      <div className="container-page space-y-14 py-10 lg:py-14">
        <section aria-labelledby="about-mission" className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
          <h2 id="about-mission" className="flex items-start gap-2 text-2xl font-bold text-ink-950">
            <Sparkles aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
            {t('mission.title')}
          </h2>
          <div className="space-y-4 text-lg leading-relaxed text-ink-700">
            <Paragraphs items={paragraphs('mission')} />
          </div>
        </section>

        <section aria-labelledby="about-tools">
          <h2 id="about-tools" className="text-2xl font-bold text-ink-950">
            {t('tools.title')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TOOLS.map(({ key, Icon, path }) => {
              const body = (
                <>
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
                  <span className="block">
                    <span className="block font-semibold text-ink-950 group-hover:text-brand-700 sm:mt-3">
                      {t(`tools.${key}.name`)}
                    </span>
                    <span className="mt-1 block text-sm text-ink-600">
                      {t(`tools.${key}.text`)}
                    </span>
                  </span>
                </>
              );
              return (
                <li key={key}>
                  {path === null ? (
                    <GeneratorLink className={toolLink}>{body}</GeneratorLink>
                  ) : (
                    <Link to={localize(path)} className={toolLink}>
                      {body}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="about-principles">
          <h2 id="about-principles" className="text-2xl font-bold text-ink-950">
            {t('principles.title')}
          </h2>
          <dl className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PRINCIPLES.map(({ key, Icon }) => (
              <div key={key}>
                <dt className="flex items-center gap-2 font-semibold text-ink-950">
                  <span className="flex size-9 items-center justify-center rounded-lg bg-brand-100">
                    <Icon aria-hidden="true" className="size-5 text-brand-700" />
                  </span>
                  {t(`principles.${key}.name`)}
                </dt>
                <dd className="mt-2 text-sm leading-relaxed text-ink-600">
                  {t(`principles.${key}.text`)}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <Card className="p-6 sm:p-8">
            <h2 className="text-xl font-bold text-ink-950">{t('independence.title')}</h2>
            <div className="mt-3 space-y-3 text-ink-700">
              <Paragraphs items={paragraphs('independence')} />
            </div>
          </Card>
          <Card className="p-6 sm:p-8">
            <h2 className="text-xl font-bold text-ink-950">{t('team.title')}</h2>
            <div className="mt-3 space-y-3 text-ink-700">
              <Paragraphs items={paragraphs('team')} />
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={`mailto:${common('footer.email')}`} className={buttonClass('primary')}>
                <Mail aria-hidden="true" className="size-4" />
                {t('team.email')}
              </a>
              <Link to={localize(PAGE_PATHS.submit)} className={buttonClass('outline')}>
                {t('team.submit')}
              </Link>
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
