// The floor probe's build (scripts/bench-portal-floor.mjs): `FLOOR=list` or `FLOOR=dashboard`, one page, one file.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const page = process.env.FLOOR ?? 'list';

/**
 * Resolves a library the probe imports as the portal's own packages do (the portal, then packages/ui, then
 * packages/adapters), so the probe bundles the very copies and versions the portal ships, with no dependency of its
 * own to keep in step.
 */
function resolveAsThePortal(): Plugin {
  const importers = [
    here('../src/main.ts'),
    here('../../../packages/ui/src/index.ts'),
    here('../../../packages/adapters/src/index.ts'),
  ];
  return {
    name: 'tagtrail-floor-resolves-as-the-portal',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.startsWith(here('.')) || /^[./]/.test(source) || source.startsWith('\0')) return null;
      for (const from of importers) {
        const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
        if (resolved) return resolved;
      }
      return null;
    },
  };
}

export default defineConfig({
  root: here('.'),
  logLevel: 'warn',
  // index.html loads /page.tsx: the page asked for.
  resolve: { alias: [{ find: /^\/page\.tsx$/, replacement: here(`${page}.tsx`) }] },
  plugins: [resolveAsThePortal(), react()],
  build: {
    outDir: here(`dist/${page}`),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5_000,
    rolldownOptions: { input: here('index.html') },
  },
});
