// The portal: served at the origin's root by the API in production; in development Vite proxies the API and
// the identity provider so the browser sees one origin (DESIGN "Development").
import { relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import griffel from '@griffel/vite-plugin';
import { visualizer } from 'rollup-plugin-visualizer';
import { compression } from 'vite-plugin-compression2';

const api = 'http://localhost:8080';

/**
 * The libraries every signed-in page runs on (React, the texts, the container, the router, Fluent's core), in one
 * chunk with the app: left to itself the bundler splits them by which lazy chunks share them into many small files,
 * which compress worse (issue 26 §6: 5 kB more on an administrator's first list, 10 kB on a customer's dashboard).
 * None is on the first page, which needs none of them to send a visitor to sign-in.
 */
const APP_LIBRARIES = new RegExp(
  `node_modules/\\.pnpm/[^/]+/node_modules/(${[
    'react',
    'react-dom',
    'scheduler',
    'i18next',
    'react-i18next',
    'use-sync-external-store',
    'inversify',
    '@inversifyjs/[a-z-]+',
    'reflect-metadata',
    'wouter',
    'regexparam',
    '@griffel/[a-z-]+',
    '@emotion/hash',
    'stylis',
    'rtl-css-js',
    '@fluentui/(react-provider|react-utilities|react-shared-contexts|react-jsx-runtime|react-theme|tokens)',
    '@fluentui/(react-text|react-spinner|react-label|react-tabster)',
    'keyborg',
    'tabster',
  ].join('|')})/`,
);

/**
 * `.vite/chunk-modules.json`: which source modules each chunk holds. The manifest names a chunk by the module it
 * starts from; one merged into a shared chunk (an English text both imported and loaded lazily) has no key there, and
 * scripts/bench-portal-size.mjs finds its chunk here.
 */
function chunkModules(): Plugin {
  return {
    name: 'tagtrail-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [[output.fileName, Object.keys(output.modules).map((id) => relative(import.meta.dirname, id))]]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(Object.fromEntries(chunks)),
      });
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    // Our makeStyles compiled at build into the class maps Fluent's own components ship with, so the portal carries
    // no CSS-in-JS compiler (Griffel's resolver, stylis, rtl-css-js): 7 kB less on an administrator's first list, 6 kB
    // on a customer's dashboard, the same pixels (issue 26 §6). The development server keeps the runtime compiler.
    {
      ...griffel({
        include: ['**/packages/ui/src/**/*.{ts,tsx}', '**/apps/portal/src/**/*.{ts,tsx}'],
        // Griffel evaluates each styles module at build time, and must first read its TypeScript and JSX.
        babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
      }),
      apply: 'build',
    },
    // Each file also as .br and .gz, which the API sends to a browser that takes them (@fastify/static preCompressed):
    // compressed once at build, at the best level, never per request.
    compression({ threshold: 1024, logLevel: 'silent' }),
    chunkModules(),
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
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', test: APP_LIBRARIES }] },
      },
    },
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
