// The portal: served at the origin's root by the API in production; in development Vite proxies the API and
// the identity provider so the browser sees one origin (DESIGN "Development").
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = 'http://localhost:8080';

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
      '/api': server,
      '/idp': server,
    },
  },
});
