import { Info, RefreshCw, Shuffle, Users } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { baseCopyCount } from '../../../domain/data/invite-codes/copy-count.ts';
import {
  INVITE_CODES,
  inviteCodePageCount,
  inviteCodesOnPage,
} from '../../../domain/data/invite-codes/invite-codes.ts';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import {
  localCopies,
  recordCopy,
  serverCopies,
  subscribeCopies,
} from './invite-codes/copy-store.ts';
import { InviteCodeCard } from './invite-codes/invite-code-card.tsx';
import { InvitePagination } from './invite-codes/invite-pagination.tsx';
import { parsePageParam } from './invite-codes/pagination.ts';
import { useHydrated } from './use-hydrated.ts';

const PAGES = inviteCodePageCount();

export function InviteCodesPage() {
  const { t } = useTranslation('invite');
  const { t: tc } = useTranslation();
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // The static HTML is page 1; a ?page= link shows its page once hydrated.
  const page = hydrated ? parsePageParam(params.get('page'), PAGES) : 1;
  const copies = useSyncExternalStore(subscribeCopies, localCopies, serverCopies);
  const statusRef = useRef<HTMLHeadingElement>(null);
  // The page on screen once hydrated; null until then, so a ?page= link opened directly does
  // not count as paging.
  const shownPage = useRef<number | null>(null);

  // Paging starts at the top of the page, with focus on the grid's status line so keyboard
  // and screen-reader users continue from the new page rather than from the pager.
  useEffect(() => {
    if (!hydrated) return;
    const previous = shownPage.current;
    shownPage.current = page;
    if (previous === null || previous === page) return;
    window.scrollTo(0, 0);
    statusRef.current?.focus({ preventScroll: true });
  }, [hydrated, page]);

  const hrefFor = (target: number) => (target > 1 ? `${pathname}?page=${target}` : pathname);
  const badges = [
    { key: 'daily', Icon: RefreshCw },
    { key: 'multiUse', Icon: Users },
    { key: 'keepTrying', Icon: Shuffle },
  ] as const;

  return (
    <>
      <PageIntro ns="invite">
        <ul aria-label={t('badges.label')} className="mt-5 flex flex-wrap gap-2">
          {badges.map(({ key, Icon }) => (
            <li key={key}>
              <Badge tone="brand" className="px-3 py-1 text-sm">
                <Icon aria-hidden="true" className="size-3.5" />
                {t(`badges.${key}`)}
              </Badge>
            </li>
          ))}
        </ul>
      </PageIntro>
      <div className="container-page py-10">
        <div
          role="note"
          className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900 sm:p-5"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('notice.title')}</p>
            <p className="mt-1 text-sm">{t('notice.text')}</p>
          </div>
        </div>

        <div className="mt-10 flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-bold text-ink-950">{t('grid.title')}</h2>
          <p
            ref={statusRef}
            tabIndex={-1}
            aria-live="polite"
            className="text-sm text-ink-600 outline-none"
            data-testid="invite-status"
          >
            {t('grid.status', { page, pages: PAGES, total: INVITE_CODES.length })}
          </p>
        </div>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {inviteCodesOnPage(page).map((invite) => (
            <li key={invite.code}>
              <InviteCodeCard
                invite={invite}
                copies={baseCopyCount(invite.code) + (copies[invite.code] ?? 0)}
                onCopied={() => {
                  // The copy worked; only its count could not be kept: say so (a full or
                  // blocked storage), the count on screen still rises for this visit.
                  const saved = recordCopy(invite.code);
                  if (saved.ok) return;
                  toast({
                    title: tc('toasts.storageFailedTitle'),
                    description: tc(
                      saved.reason === 'quota'
                        ? 'toasts.storageFullText'
                        : 'toasts.storageUnavailableText',
                    ),
                    variant: 'destructive',
                  });
                }}
              />
            </li>
          ))}
        </ul>
        <InvitePagination page={page} pages={PAGES} hrefFor={hrefFor} />

        <Card className="mt-12 p-6 sm:p-8">
          <h2 className="text-lg font-bold text-ink-950">{t('howTo.title')}</h2>
          <ol className="mt-4 grid gap-4 sm:grid-cols-3">
            {(['step1', 'step2', 'step3'] as const).map((step, i) => (
              <li key={step} className="flex gap-3 text-sm text-ink-700">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
                >
                  {i + 1}
                </span>
                <span className="pt-1">{t(`howTo.${step}`)}</span>
              </li>
            ))}
          </ol>
          <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-ink-100 pt-6">
            <p className="text-sm font-medium text-ink-800">{t('howTo.cta')}</p>
            <Link to={localize(PAGE_PATHS.builder)} className={buttonClass('primary', 'sm')}>
              {t('howTo.ctaLink')}
            </Link>
          </div>
        </Card>
      </div>
    </>
  );
}
