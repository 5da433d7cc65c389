import { Link, NavLink } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { cn } from '../../lib/cn.ts';
import { buttonClass } from '../ui/button.tsx';
import { GeneratorLink } from './generator-link.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { NAV_LINKS } from './nav-items.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-1.5 py-1.5 text-[13px] font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 lg:px-2 lg:text-sm',
    isActive ? 'text-brand-700' : 'text-ink-600 hover:text-ink-950',
  );

export function CoreBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-brand-600 px-1.5 py-px text-[10px] font-semibold tracking-wide text-white uppercase">
      {t('nav.coreBadge')}
    </span>
  );
}

/** The top bar's links (site-header.tsx): the logo, the full menu and the language switch. */
export function HeaderLinks() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <>
      <Logo compact />
      <nav aria-label={t('nav.label')} className="hidden items-center gap-0.5 nav:flex">
        <GeneratorLink className="flex items-center gap-1.5 rounded-md px-1.5 py-1.5 text-[13px] font-semibold whitespace-nowrap text-ink-900 lg:px-2 lg:text-sm hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
          {t('nav.generator')}
          <CoreBadge />
        </GeneratorLink>
        {NAV_LINKS.map((item) => (
          <NavLink key={item.path} to={localize(item.path)} className={linkClass}>
            {t(`nav.${item.labelKey}`)}
          </NavLink>
        ))}
      </nav>
      <div className="hidden items-center gap-2 nav:flex lg:gap-3">
        <LanguageSwitcher compact />
        <Link to={localize(PAGE_PATHS.submit)} className={buttonClass('primary', 'sm')}>
          {t('nav.submit')}
        </Link>
      </div>
    </>
  );
}
