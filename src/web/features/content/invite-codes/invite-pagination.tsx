import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { cn } from '../../../lib/cn.ts';
import { pageSlots } from './pagination.ts';

const square = 'min-w-10 px-2';

/**
 * Page links (the page lives in the URL, so every page can be shared and reloaded): previous,
 * first, the current page's neighbours, last, next. Previous and next are inert at the ends.
 */
export function InvitePagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation('invite');
  const edge = (target: number, label: string, icon: ReactNode, iconFirst: boolean) => {
    const content = (
      <>
        {iconFirst && icon}
        <span className="max-sm:sr-only">{label}</span>
        {!iconFirst && icon}
      </>
    );
    const className = cn(buttonClass('outline', 'md'), 'max-sm:w-10 max-sm:px-0');
    if (target < 1 || target > pages) {
      return (
        <span aria-disabled="true" className={className}>
          {content}
        </span>
      );
    }
    return (
      <Link to={hrefFor(target)} className={className} aria-label={label}>
        {content}
      </Link>
    );
  };

  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        <li>
          {edge(
            page - 1,
            t('pagination.previous'),
            <ChevronLeft aria-hidden="true" className="size-4" />,
            true,
          )}
        </li>
        {pageSlots(page, pages).map((slot) =>
          slot.kind === 'gap' ? (
            <li key={slot.key} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={slot.page}>
              <Link
                to={hrefFor(slot.page)}
                aria-label={t('pagination.page', { page: slot.page })}
                aria-current={slot.page === page ? 'page' : undefined}
                className={cn(
                  buttonClass(slot.page === page ? 'primary' : 'outline', 'md'),
                  square,
                  'tabular-nums',
                )}
              >
                {slot.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {edge(
            page + 1,
            t('pagination.next'),
            <ChevronRight aria-hidden="true" className="size-4" />,
            false,
          )}
        </li>
      </ul>
    </nav>
  );
}
