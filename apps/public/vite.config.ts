// The public app's build: the tag page's script, served by the API under /pub/. The pages themselves (/t/{tagId},
// /store) are rendered by the server, which finds the script's hashed name in Vite's manifest.
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  base: '/pub/',
  // The script also as .br and .gz, which the API sends to a browser that takes them (@fastify/static preCompressed).
  plugins: [compression({ threshold: 1024, logLevel: 'silent' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: { tag: 'src/tag-page.client.ts' } },
  },
});
