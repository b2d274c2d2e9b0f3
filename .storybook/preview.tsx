// Every story inside the app's providers (Fluent theme, translations, notifier, navigation guard, session) over a
// memory router and in-memory adapters; the toolbar switches the language. No JSX here: React does not resolve
// from the workspace root, so the wrapping element is built by @tagtrail/ui.
import type { Preview } from '@storybook/react-vite';
import { LANGUAGES, type LanguageCode } from '@tagtrail/domain';
import { configure } from 'storybook/test';
import { inMemoryApp } from '@tagtrail/ui';
import { storyServices, type AppStoryParameters } from './story-services';

// A play function's waits (findBy…) get 10 s, not Testing Library's 1 s: on a busy two-core CI machine a story that
// decodes its stored layout first took longer than that once (Partner/Apps/Layout designer › Not A Png) and failed a
// run by chance. A wait that never ends still fails its story.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map(({ code }) => ({ value: code, title: code.toUpperCase() })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, context) => {
      const app = (context.parameters.app ?? {}) as AppStoryParameters;
      // A fresh world per story (data, route, session); the language follows the toolbar.
      return inMemoryApp(Story, {
        key: context.id,
        route: app.route,
        services: storyServices(app),
        language: (context.globals.language ?? 'en') as LanguageCode,
      });
    },
  ],
};

export default preview;
