/**
 * A modal yes/no question (delete confirmation, leaving with unsaved changes). Fluent's Dialog and its focus trap
 * (FluentConfirmDialog.tsx) load when the first question is asked, or earlier when `preloadConfirmDialog` is told one
 * may come: a list that may ask before deleting does not carry them to show its rows (issue 26 §6).
 */
import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './FluentConfirmDialog';

export type { ConfirmDialogProps } from './FluentConfirmDialog';

export const preloadConfirmDialog = () => import('./FluentConfirmDialog');
const FluentConfirmDialog = lazy(preloadConfirmDialog);

export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted from the first question on, and kept: closing then animates as Fluent's Dialog does.
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <FluentConfirmDialog {...props} />
    </Suspense>
  );
}
