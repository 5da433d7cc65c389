import { Briefcase, Code2, Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { GeneratorLink } from './generator-link.tsx';
import { Logo } from './logo.tsx';

const SOCIAL_LINKS = [
  { labelKey: 'github', href: 'https://github.com/promptreel', Icon: Code2 },
  { labelKey: 'weibo', href: 'https://weibo.com/promptreel', Icon: MessageCircle },
  { labelKey: 'linkedin', href: 'https://www.linkedin.com/company/promptreel', Icon: Briefcase },
] as const;

const footerLink = 'text-sm text-ink-600 hover:text-ink-950 hover:underline underline-offset-4';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-ink-950">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const page = (key: keyof typeof PAGE_PATHS, label: string) => (
    <li>
      <Link to={localize(PAGE_PATHS[key])} className={footerLink}>
        {label}
      </Link>
    </li>
  );
  const email = t('footer.email');
  return (
    <footer className="mt-auto border-t border-ink-200 bg-ink-50">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-3 lg:grid-cols-5">
        <div className="col-span-2 sm:col-span-3 lg:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-ink-600">{t('footer.about')}</p>
          <p className="mt-4 text-sm font-semibold text-ink-950">{t('footer.contact')}</p>
          <a
            href={`mailto:${email}`}
            className={`${footerLink} mt-1 inline-flex items-center gap-2`}
          >
            <Mail aria-hidden="true" className="size-4" />
            {email}
          </a>
          <ul className="mt-4 flex gap-2" aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map(({ labelKey, href, Icon }) => (
              <li key={labelKey}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex items-center gap-1.5 rounded-lg border border-ink-200 bg-white px-2.5 py-1.5 text-xs font-medium text-ink-700 hover:text-ink-950"
                >
                  <Icon aria-hidden="true" className="size-3.5" />
                  {t(`footer.${labelKey}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Column title={t('footer.quickLinks')}>
          {page('home', t('nav.home'))}
          <li>
            <GeneratorLink className={footerLink}>{t('nav.generator')}</GeneratorLink>
          </li>
          {page('templates', t('nav.templates'))}
          {page('guide', t('nav.guide'))}
        </Column>
        <Column title={t('footer.promptTools')}>
          {page('builder', t('nav.builder'))}
          {page('refiner', t('nav.refiner'))}
          {page('variants', t('nav.variants'))}
          {page('checker', t('nav.checker'))}
        </Column>
        <Column title={t('footer.resources')}>
          {page('faq', t('nav.faq'))}
          {page('submit', t('nav.submit'))}
          {page('inviteCodes', t('nav.inviteCode'))}
          {page('about', t('nav.about'))}
          {page('privacy', t('footer.privacy'))}
          {page('terms', t('footer.terms'))}
        </Column>
      </div>
      <div className="border-t border-ink-200">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-ink-500 sm:flex-row sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p className="max-w-xl sm:text-right">{t('footer.disclaimer')}</p>
        </div>
      </div>
    </footer>
  );
}
