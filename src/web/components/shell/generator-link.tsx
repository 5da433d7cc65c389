import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PAGE_PATHS, stripLanguage } from '../../../domain/site/routes.ts';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { scrollToHash } from '../../lib/scroll.ts';
import { GENERATOR_HASH } from './nav-items.ts';

/**
 * A link to the quick generator. On home it scrolls there smoothly; from any other page it
 * navigates to home#create and the scroll manager scrolls once the page is shown.
 */
export function GeneratorLink({
  className,
  children,
  onNavigate,
}: {
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const home = localize(PAGE_PATHS.home);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.();
    if (stripLanguage(pathname) !== PAGE_PATHS.home) return;
    event.preventDefault();
    void navigate({ hash: GENERATOR_HASH }, { replace: true, preventScrollReset: true });
    scrollToHash(GENERATOR_HASH, 'smooth');
  }

  return (
    <Link to={{ pathname: home, hash: GENERATOR_HASH }} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
