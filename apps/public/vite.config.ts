// The public app is served by the API under /pub/ (assets): the store page's single-page app (index.html), and the
// tag page's script, which the server's rendered /t/{tagId} pages load by the name Vite's manifest gives it.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/pub/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: { index: 'index.html', tag: 'src/tag-page.client.ts' } },
  },
  server: { port: 5174, proxy: { '/api': 'http://localhost:8080' } },
});
