import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { chunkModulesReport } from './scripts/page-weight-modules.ts';
import { siteUrl } from './src/domain/site/site-url.ts';

/**
 * First-load code every page runs, in two chunks instead of ~25: per-file gzip loses the
 * shared dictionary, and each small file is one more request. Only modules that every page
 * loads before hydration belong here; anything a page loads later stays in its own chunk.
 */
const FIRST_LOAD_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 2,
  },
  {
    name: 'shell',
    test: /src[\\/]web[\\/](components[\\/]shell[\\/](document|language-layout|site-header|logo|language-switcher|generator-link|nav-items|scroll-manager|hydrate-later|lucide-icon)|components[\\/]toast[\\/]toast-store|components[\\/]page-meta|components[\\/]ui[\\/]button|i18n[\\/](create-i18n|i18n-context|use-language|page-strings|later-page|instance-(en|zh))|lib[\\/](storage|cn|scroll)\.ts|pwa[\\/]deferred-pwa)|src[\\/]domain[\\/](site[\\/]|storage-keys)/,
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
