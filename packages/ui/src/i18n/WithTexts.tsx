/** An area's texts: added to the app's i18next, in every language, before the area's screens render. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addTexts, type TextBundle } from './texts';

export function WithTexts({ texts, children }: { texts: readonly TextBundle[]; children: ReactNode }) {
  const { i18n } = useTranslation();
  // During render, so the children's first render is translated; a namespace already there is not added again.
  addTexts(i18n, texts);
  return children;
}
