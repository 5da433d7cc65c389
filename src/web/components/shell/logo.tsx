import { Clapperboard } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { useLocalizedPath } from '../../i18n/use-language.ts';

export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Link
      to={localize(PAGE_PATHS.home)}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={compact ? t('brand.name') : undefined}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-brand-500 to-fuchsia-500 text-white shadow-sm">
        <Clapperboard aria-hidden="true" className="size-4.5" />
      </span>
      {/* Between the nav breakpoint and lg the full menu needs the room: name for screen readers only. */}
      <span className={compact ? 'nav:max-lg:sr-only' : ''}>
        <span className="text-lg font-bold tracking-tight text-ink-950">{t('brand.name')}</span>
      </span>
    </Link>
  );
}
