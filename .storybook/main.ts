// Storybook for the portal's views: every story runs over the in-memory adapters (see preview.tsx).
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

// .storybook sits at the workspace root, which does not depend on the workspace packages: point their names
// at their public faces (tsconfig.json "paths" says the same to TypeScript). Their own imports resolve as usual.
const workspacePackages = ['ui', 'adapters', 'domain'].map((name) => ({
  find: `@tagtrail/${name}`,
  replacement: fileURLToPath(new URL(`../packages/${name}/src/index.ts`, import.meta.url)),
}));

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // No project-level vite.config here, so the React transform is added explicitly.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [react()], resolve: { alias: workspacePackages } }),
};

export default config;
