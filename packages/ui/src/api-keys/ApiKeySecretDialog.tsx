/**
 * The one time a new API key is seen (issue 29 §5): the server keeps only its hash. Loaded when the first key is made
 * (ApiKeysView).
 */
import { useTranslation } from 'react-i18next';
import { SecretShownOnceDialog } from '../secrets/SecretShownOnceDialog';

export interface ApiKeySecretDialogProps {
  /** The key's name, to say which key this is. */
  readonly name: string;
  readonly apiKey: string;
  readonly onDone: () => void;
}

export default function ApiKeySecretDialog({ name, apiKey, onDone }: ApiKeySecretDialogProps) {
  const { t } = useTranslation();
  return (
    <SecretShownOnceDialog
      secret={apiKey}
      onDone={onDone}
      texts={{
        title: t('apiKeys.keyTitle'),
        intro: t('apiKeys.keyIntro', { name }),
        once: t('apiKeys.keyOnce'),
        label: t('apiKeys.keyLabel'),
        copy: t('apiKeys.copy'),
        copyName: t('apiKeys.copyKey'),
        done: t('apiKeys.keySaved'),
        copiedKey: 'apiKeys.copied',
        copyFailedKey: 'apiKeys.copyFailed',
      }}
    />
  );
}
