/**
 * The Customer area's API keys screen (issue 29 §5) at /chavesapi, as a wouter <Route> that customer.routes.tsx
 * renders inside its Switch, and the text namespace it needs. The screen itself loads when first shown (ui's
 * app/screens.ts), its adapter with its first call (customer-api-keys-bindings.ts): the portal's first page pays
 * nothing for it.
 */
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { ApiKeysView, apiKeyTexts, type TextBundle } from '@tagtrail/ui';

export const customerApiKeyRoutes: ReactNode[] = [
  <Route key="chavesapi" path="/chavesapi">
    <ApiKeysView />
  </Route>,
];

/** The namespaces this screen's texts live in, added with the area's own. */
export const customerApiKeyTexts: readonly TextBundle[] = [apiKeyTexts];
