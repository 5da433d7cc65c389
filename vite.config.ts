import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
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
    test: /src[\\/]web[\\/](components[\\/](shell|toast)[\\/]|components[\\/]page-meta|components[\\/]ui[\\/](button|card|badge)|i18n[\\/](create-i18n|i18n-context|use-language)|lib[\\/](storage|cn|scroll)\.ts|pwa[\\/]deferred-pwa)|src[\\/]domain[\\/](site[\\/]|storage-keys)|lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|defaultAttributes)/,
    priority: 1,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // The site origin is fixed at build time: canonical and alternate links are prerendered.
    __SITE_URL__: JSON.stringify(siteUrl(process.env.SITE_URL)),
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: FIRST_LOAD_GROUPS } } },
  },
}));
