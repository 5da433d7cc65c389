import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Link, NavLink, useLocation } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
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

function CoreBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-brand-600 px-1.5 py-px text-[10px] font-semibold tracking-wide text-white uppercase">
      {t('nav.coreBadge')}
    </span>
  );
}

/** The sticky top bar: full navigation above 768 px, a toggle menu at 768 px and below. */
export function SiteHeader() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Close on navigation: any change of location closes the menu.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <header className="sticky top-0 z-50 h-[73px] border-b border-ink-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
        <div className="container-page flex h-full items-center justify-between gap-3">
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
          <button
            ref={toggleRef}
            type="button"
            className={cn(buttonClass('ghost', 'icon'), 'nav:hidden')}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </header>
      {/* A sibling of the header, not a child: the header's backdrop filter would otherwise
          become the containing block of this fixed panel. */}
      <div
        ref={panelRef}
        id="mobile-menu"
        hidden={!open}
        className="fixed inset-x-0 top-[73px] bottom-0 z-40 overflow-y-auto border-t border-ink-200 bg-white nav:hidden"
      >
        <nav aria-label={t('nav.label')} className="container-page flex flex-col gap-1 py-4">
          <GeneratorLink
            className="flex items-center gap-2 rounded-lg px-3 py-3 text-base font-semibold text-ink-900 hover:bg-ink-50"
            onNavigate={() => setOpen(false)}
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
      </div>
    </>
  );
}
