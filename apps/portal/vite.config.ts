// The portal: served at the origin's root by the API in production; in development Vite proxies the API and
// the identity provider so the browser sees one origin (DESIGN "Development").
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:8080';
const publicApp = 'http://localhost:5174';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      // The identity provider builds its URLs from the Host header: keep the browser's (no changeOrigin).
      '/idp': { target: api, changeOrigin: false },
      '/pub': publicApp,
      // The public pages are the public app's index; it is served under /pub/ in development as in production.
      '^/(t/|store)': { target: publicApp, rewrite: () => '/pub/' },
    },
  },
});
