// The portal: served at the origin's root by the API in production; in development Vite proxies the API and
// the identity provider so the browser sees one origin (DESIGN "Development").
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { compression } from 'vite-plugin-compression2';

const api = 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    // Each file also as .br and .gz, which the API sends to a browser that takes them (@fastify/static preCompressed):
    // compressed once at build, at the best level, never per request.
    compression({ threshold: 1024, logLevel: 'silent' }),
    // `ANALYZE=1 pnpm --filter @tagtrail/portal build`: a treemap of every chunk's modules (gzipped too) beside dist.
    process.env.ANALYZE &&
      visualizer({ filename: 'stats/bundle.html', template: 'treemap', gzipSize: true, projectRoot: '../..' }),
    process.env.ANALYZE &&
      visualizer({ filename: 'stats/bundle.json', template: 'raw-data', gzipSize: true, projectRoot: '../..' }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // `.vite/manifest.json`: which chunk imports which, statically or lazily (scripts/bench-portal-size.mjs).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      // The API redirects any host but PUBLIC_URL's (this origin), and the identity provider builds its URLs from the
      // Host header: both keep the browser's (no changeOrigin, which Vite's string shorthand turns on).
      '/api': { target: api, changeOrigin: false },
      '/idp': { target: api, changeOrigin: false },
      // "Help and support": the server's page, or its redirect to SUPPORT_URL.
      '/support': { target: api, changeOrigin: false },
      // The public pages are rendered by the API; their script is the public app's build (`vite build --watch` in
      // development), which the API serves under /pub/ as in production.
      '^/(pub/|t/|p/|store|privacy/|politica/|\\.well-known/)': { target: api, changeOrigin: false },
    },
  },
});
