/**
 * The one time a new webhook's signing secret is seen (issue 28 §4): the server keeps it sealed and never answers it
 * again. Loaded when the first webhook is added (AlertWebhooksSection).
 */
import { useTranslation } from 'react-i18next';
import { SecretShownOnceDialog } from '../secrets/SecretShownOnceDialog';

export interface AlertWebhookSecretDialogProps {
  /** The webhook's address, to say whose secret this is. */
  readonly url: string;
  readonly secret: string;
  readonly onDone: () => void;
}

export default function AlertWebhookSecretDialog({ url, secret, onDone }: AlertWebhookSecretDialogProps) {
  const { t } = useTranslation();
  return (
    <SecretShownOnceDialog
      secret={secret}
      onDone={onDone}
      texts={{
        title: t('alertWebhooks.secretTitle'),
        intro: t('alertWebhooks.secretIntro', { url }),
        once: t('alertWebhooks.secretOnce'),
        label: t('alertWebhooks.secretLabel'),
        copy: t('alertWebhooks.copy'),
        copyName: t('alertWebhooks.copySecret'),
        done: t('alertWebhooks.secretSaved'),
        copiedKey: 'alertWebhooks.copied',
        copyFailedKey: 'alertWebhooks.copyFailed',
      }}
    />
  );
}
