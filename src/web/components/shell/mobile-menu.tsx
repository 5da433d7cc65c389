import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { cn } from '../../lib/cn.ts';
import { buttonClass } from '../ui/button.tsx';
import { GeneratorLink } from './generator-link.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { NAV_LINKS } from './nav-items.ts';
import { CoreBadge } from './header-links.tsx';

/**
 * The menu of a phone (768 px and below), inside the header's #mobile-menu panel. Its code
 * loads when the menu is first opened; opening moves focus to its first link.
 */
export function MobileMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);
  return (
    <nav ref={ref} aria-label={t('nav.label')} className="container-page flex flex-col gap-1 py-4">
      <GeneratorLink
        className="flex items-center gap-2 rounded-lg px-3 py-3 text-base font-semibold text-ink-900 hover:bg-ink-50"
        onNavigate={onNavigate}
      >
        {t('nav.generator')}
        <CoreBadge />
      </GeneratorLink>
      {[...NAV_LINKS, { labelKey: 'faq', path: PAGE_PATHS.faq } as const].map((item) => (
        <NavLink
          key={item.path}
          to={localize(item.path)}
          className={({ isActive }) =>
            cn(
              'rounded-lg px-3 py-3 text-base font-medium hover:bg-ink-50',
              isActive ? 'text-brand-700' : 'text-ink-800',
            )
          }
        >
          {t(`nav.${item.labelKey}`)}
        </NavLink>
      ))}
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-ink-200 px-3 pt-4">
        <LanguageSwitcher />
        <Link to={localize(PAGE_PATHS.submit)} className={buttonClass('primary', 'md')}>
          {t('nav.submit')}
        </Link>
      </div>
    </nav>
  );
}
