import { Languages } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Link, useLocation } from 'react-router';
import { LANGUAGES, type Language } from '../../../domain/site/languages.ts';
import { localizePath } from '../../../domain/site/routes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';
import { writeString } from '../../lib/storage.ts';
import { cn } from '../../lib/cn.ts';

/** Native labels: each language names itself, so a reader finds theirs in either UI. */
export const NATIVE_LABELS: Record<Language, string> = { en: 'English', zh: '中文' };
const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-CN' };

/**
 * Two links to the same page in each language; the current one is marked. `compact` (the
 * desktop top bar) shows only the other language below xl, where the full menu needs room.
 */
export function LanguageSwitcher({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t('nav.language')} className={cn('flex items-center gap-1', className)}>
      <Languages
        aria-hidden="true"
        className={cn('size-4 text-ink-500', compact && 'max-xl:hidden')}
      />
      <ul className="flex rounded-lg bg-ink-100 p-0.5">
        {LANGUAGES.map((language) => (
          <li key={language} className={cn(compact && language === current && 'max-xl:hidden')}>
            <Link
              to={`${localizePath(pathname, language)}${search}${hash}`}
              lang={HTML_LANG[language]}
              hrefLang={HTML_LANG[language]}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => writeString(STORAGE_KEYS.language, language)}
              className={cn(
                'block rounded-md px-2.5 py-1 text-sm font-medium whitespace-nowrap transition-colors',
                'focus-visible:outline-2 focus-visible:outline-brand-600',
                language === current
                  ? 'bg-white text-ink-950 shadow-xs'
                  : 'text-ink-600 hover:text-ink-950',
              )}
            >
              {NATIVE_LABELS[language]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
