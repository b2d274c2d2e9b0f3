/** What the notifier shows (spec A §8, B §4): a message key, its parameters and the toast's intent, for 2.5 s. */
import type { ToastIntent } from '@fluentui/react-components';
import type { TextKey } from '../i18n/i18n';

export const NOTIFICATION_TIMEOUT_MS = 2500;

export interface Notification {
  readonly intent: ToastIntent;
  readonly messageKey: TextKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Notify = (notification: Notification) => void;
