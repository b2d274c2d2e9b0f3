// The public app's build: the tag page's script, served by the API under /pub/. The pages themselves (/t/{tagId},
// /store) are rendered by the server, which finds the script's hashed name in Vite's manifest.
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/pub/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: { tag: 'src/tag-page.client.ts' } },
  },
});
