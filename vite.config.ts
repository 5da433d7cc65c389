import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { chunkModulesReport } from './scripts/page-weight-modules.ts';
import { siteUrl } from './src/domain/site/site-url.ts';

/**
 * The modules every page runs before hydration, in one chunk: per-file gzip loses the shared
 * dictionary, and each small file is one more request. Only code that every page needs for its
 * first interaction belongs here (docs/decisions/018-first-load-javascript.md); anything a page
 * needs later stays in its own chunk, and what only some pages need stays with them.
 */
const SHELL_MODULES = [
  'src/web/components/shell/document.tsx',
  'src/web/components/shell/language-layout.tsx',
  'src/web/components/shell/site-header.tsx',
  'src/web/components/shell/scroll-manager.tsx',
  'src/web/components/shell/hydrate-later.tsx',
  'src/web/components/shell/lucide-icon.ts',
  'src/web/components/toast/toast-store.ts',
  'src/web/components/page-intro.tsx',
  'src/web/components/ui/button.tsx',
  'src/web/i18n/create-i18n.ts',
  'src/web/i18n/i18n-context.tsx',
  'src/web/i18n/use-language.ts',
  'src/web/i18n/page-strings.ts',
  'src/web/i18n/instance-en.ts',
  'src/web/i18n/instance-zh.ts',
  'src/web/lib/storage.ts',
  'src/web/lib/cn.ts',
  'src/web/lib/scroll.ts',
  'src/web/pwa/deferred-pwa.tsx',
  'src/domain/site/languages.ts',
  'src/domain/site/routes.ts',
  'src/domain/site/root-redirect-script.ts',
  'src/domain/site/service-workers.ts',
  'src/domain/storage-keys.ts',
  // Small modules most pages' first load shares: each alone would be a file of its own.
  'src/web/components/ui/card.tsx',
  'src/domain/limits.ts',
  'lucide-react/dist/esm/icons/check.mjs',
  'lucide-react/dist/esm/icons/sparkles.mjs',
  'lucide-react/dist/esm/icons/arrow-right.mjs',
];

const FIRST_LOAD_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 2,
  },
  {
    name: 'shell',
    test: (id: string) => SHELL_MODULES.some((module) => id.replaceAll('\\', '/').includes(module)),
    priority: 1,
  },
];

const ICON_FACTORY = fileURLToPath(
  new URL('./src/web/components/shell/lucide-icon.ts', import.meta.url),
);

/**
 * Every lucide-react icon module imports its factory as `../createLucideIcon.mjs`; point that
 * one import at our 30-line factory so lucide's runtime never reaches the browser.
 */
function lightIcons(): Plugin {
  return {
    name: 'promptreel:light-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../createLucideIcon.mjs' &&
        importer &&
        /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
      ) {
        return ICON_FACTORY;
      }
      return null;
    },
  };
}

const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import in a helper that first preloads the chunk's own imports
 * (so they download in parallel, not one after another). Its general version (CSS waiting,
 * CSP nonces, error events, relative bases) is ~1 KB gzip of every page's first load; this
 * site has one stylesheet, an absolute base and no nonces, so the helper is reduced to the
 * part it uses: a `modulepreload` link per dependency, once.
 */
function smallPreloadHelper(): Plugin {
  return {
    name: 'promptreel:small-preload-helper',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      return `const seen = {};
export const __vitePreload = (load, deps) => {
  if (deps) for (const dep of deps) {
    if (seen[dep]) continue;
    seen[dep] = 1;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = '/' + dep;
    document.head.appendChild(link);
  }
  return load();
};`;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [lightIcons(), smallPreloadHelper(), tailwindcss(), reactRouter(), chunkModulesReport()],
  define: {
    // The site origin is fixed at build time: canonical and alternate links are prerendered.
    __SITE_URL__: JSON.stringify(siteUrl(process.env.SITE_URL)),
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: FIRST_LOAD_GROUPS } } },
  },
}));
