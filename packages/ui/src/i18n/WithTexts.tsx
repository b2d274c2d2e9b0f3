/** An area's texts: loaded in the language in use before the area's screens render. */
import type { ReactNode } from 'react';
import type { FlatNamespace } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TextBundle } from './texts';

export function WithTexts({ texts, children }: { texts: readonly TextBundle[]; children: ReactNode }) {
  // Suspends until every namespace is there (the portal's i18next loads it, i18n.ts), so the children's first render
  // is translated: the area's Suspense shows the loading page meanwhile. A namespace already there loads no more.
  useTranslation(texts.map((bundle) => bundle.namespace as FlatNamespace));
  return children;
}
