// The document every page renders in (the root route, src/web/root.tsx, re-exports it from
// here so its code shares the shell chunk instead of loading as a file of its own).
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, useLocation } from 'react-router';
import { htmlLangOf } from '../../../domain/site/languages.ts';
import { ROOT_REDIRECT_SCRIPT } from '../../../domain/site/root-redirect-script.ts';
import { languageOfPath } from '../../../domain/site/routes.ts';
import { LANGUAGE_WORKERS } from '../../../domain/site/service-workers.ts';
import { markAppHydrated } from './hydrate-later.tsx';
import stylesheet from '../../app.css?url';

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <html lang={htmlLangOf(languageOfPath(pathname))}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        {pathname === '/' && <script dangerouslySetInnerHTML={{ __html: ROOT_REDIRECT_SCRIPT }} />}
        {/* A React-managed stylesheet (precedence) is written before the module preloads, so
            the one render-blocking file is not queued behind ~130 KB of JavaScript. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Each language installs as its own app, starting on its own home page. */}
        <link rel="manifest" href={LANGUAGE_WORKERS[languageOfPath(pathname)].manifestUrl} />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <Meta />
        <Links />
      </head>
      <body className="bg-white text-ink-900 antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export function App() {
  useEffect(() => {
    // Tests (tests/e2e/fixtures.ts) wait for this: the JavaScript starts after first paint,
    // and the parts hydrated later (hydrate-later.tsx) follow once the browser is idle.
    void markAppHydrated().then(() => {
      document.documentElement.setAttribute('data-hydrated', '');
    });
  }, []);
  return <Outlet />;
}

/**
 * Last line of defence, outside any language layout (so without translations): both
 * languages at once. Page errors are caught by the language layouts first.
 */
export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-lg px-6 py-24 text-center">
      <h1 className="text-2xl font-bold">{FALLBACK_TEXT.title}</h1>
      <p className="mt-2 text-ink-600" lang="zh-CN">
        {FALLBACK_TEXT.titleZh}
      </p>
      <a className="mt-6 inline-block text-brand-700 underline" href="/">
        {FALLBACK_TEXT.home}
      </a>
    </main>
  );
}

const FALLBACK_TEXT = {
  title: 'Unexpected Application Error',
  titleZh: '应用程序出现意外错误',
  home: 'Home · 首页',
} as const;
