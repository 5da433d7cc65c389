import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import type { I18n } from '../../i18n/create-i18n.ts';
import { I18nProvider, useTranslation } from '../../i18n/i18n-context.tsx';
import { Outlet, useRouteError } from 'react-router';
import type { Language } from '../../../domain/site/languages.ts';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';
import { writeString } from '../../lib/storage.ts';
import { DeferredPwa } from '../../pwa/deferred-pwa.tsx';
import { later } from './hydrate-later.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { SiteHeader } from './site-header.tsx';

// Not needed for a first interaction: hydrated once the browser is idle (hydrate-later.tsx).
const SiteFooter = later(() => import('./site-footer.tsx').then((m) => m.SiteFooter));
const Toaster = later(() => import('../toast/toaster.tsx').then((m) => m.Toaster));
// Only ever shown after a page failed to render.
const ErrorScreen = lazy(() =>
  import('./error-screen.tsx').then((m) => ({ default: m.ErrorScreen })),
);

function Shell({ language, children }: { language: Language; children: ReactNode }) {
  const { t } = useTranslation();
  // Visiting a page of a language group forces that language and remembers it (spec 2).
  useEffect(() => {
    writeString(STORAGE_KEYS.language, language);
  }, [language]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        className="sr-only z-[70] rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <Toaster />
      <ScrollManager />
      <DeferredPwa language={language} />
    </div>
  );
}

/** The frame of every page of one language: its strings, the top bar, the footer. */
export function LanguageLayout({ i18n, language }: { i18n: I18n; language: Language }) {
  return (
    <I18nProvider i18n={i18n}>
      <Shell language={language}>
        <Outlet />
      </Shell>
    </I18nProvider>
  );
}

/** Any error thrown while rendering a page of this language, shown inside the frame. */
export function LanguageErrorBoundary({ i18n, language }: { i18n: I18n; language: Language }) {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <I18nProvider i18n={i18n}>
      <Shell language={language}>
        <Suspense fallback={null}>
          <ErrorScreen />
        </Suspense>
      </Shell>
    </I18nProvider>
  );
}
