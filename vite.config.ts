import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { siteUrl } from './src/domain/site/site-url.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // The site origin is fixed at build time: canonical and alternate links are prerendered.
    __SITE_URL__: JSON.stringify(siteUrl(process.env.SITE_URL)),
  },
  build: { assetsInlineLimit: 0 },
});
