import { Menu, X } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { buttonClass } from '../ui/button.tsx';
import { later } from './hydrate-later.tsx';

/**
 * The logo, the wide screens' links and the language switcher: links only, prerendered and
 * hydrated once the browser is idle (until then they work as plain links).
 */
const HeaderLinks = later(() => import('./header-links.tsx').then((m) => m.HeaderLinks));

/** The phone menu's links: loaded when the menu is first opened (or about to be). */
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** The sticky top bar: full navigation above 768 px, a toggle menu at 768 px and below. */
export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close on navigation: any change of location closes the menu.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
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
          <HeaderLinks />
          <button
            ref={toggleRef}
            type="button"
            className={cn(buttonClass('ghost', 'icon'), 'nav:hidden')}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onPointerDown={() => void loadMobileMenu()}
            onClick={() => {
              setMenuUsed(true);
              setOpen((value) => !value);
            }}
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
        id="mobile-menu"
        hidden={!open}
        className="fixed inset-x-0 top-[73px] bottom-0 z-40 overflow-y-auto border-t border-ink-200 bg-white nav:hidden"
      >
        {menuUsed && (
          <Suspense fallback={null}>
            <MobileMenu open={open} onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </>
  );
}
