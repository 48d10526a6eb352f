import { defineConfig, loadEnv, minifySync, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyFetchScript } from './src/news/early-fetch.ts';

/** Inlines the news list's early requests (src/news/early-fetch.ts) at the top of index.html. */
function newsEarlyFetch(apiBase: string | undefined): Plugin {
  const { code } = minifySync('early-fetch.js', earlyFetchScript(apiBase));
  return {
    name: 'tendril-news-early-fetch',
    // Right after the charset: an inline script placed after a stylesheet waits for it.
    transformIndexHtml: (html) =>
      html.replace(
        /<meta charset="UTF-8" \/>/,
        (meta) => `${meta}\n    <script>${code.trim()}</script>`,
      ),
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    newsEarlyFetch(loadEnv(mode, import.meta.dirname, 'VITE_').VITE_HN_API_BASE),
    react(),
    tailwindcss(),
    // Our own worker (src/sw.ts) with the precache manifest injected; the page registers it
    // through @tendril/router/offline, so the plugin injects no registration code.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.json',
      // Demo data is left to runtime caching, so the offline demo shows a real cache fallback.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,json}'],
        globIgnores: ['**/*.map', 'demo-data/**'],
      },
      manifest: {
        name: 'Tendril — signals and routing for React',
        short_name: 'Tendril',
        description: 'A Hacker News reader and a demo shop built on Tendril signals and router.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fafaf9',
        theme_color: '#166534',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  // Every browser we support preloads modules natively: no polyfill on the first load.
  build: { target: 'es2022', sourcemap: true, modulePreload: { polyfill: false } },
  preview: { host: '127.0.0.1', port: 4173 },
}));
