/**
 * A stored account's new one-time password, one flow wherever it is offered — a partner's or a customer's user
 * (issue 8 §8), a sales point on its page or beside its row in the list (spec B §2, issue 10 §7): asked first, since
 * the current password and every open session end; then issued; then shown once in the temporary-password dialog.
 * What a success or a failure says is the caller's: spec B §8 names the sales points' own messages.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedUserAccount } from '@tagtrail/domain';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import type { TextKey } from '../i18n/i18n';
import { useNotify } from '../notifications/notifications';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

export interface ReissuedAccount {
  readonly id: number;
  readonly login: string;
}

/** The new password, or the text that says why there is none. */
export type ReissueOutcome = { readonly issued: CreatedUserAccount } | { readonly failed: TextKey };

export interface PasswordReissueOptions {
  readonly issue: (id: number) => Promise<ReissueOutcome>;
  /** The question's title, its message (given the account's `login`) and its confirm button. */
  readonly question: { readonly title: TextKey; readonly message: TextKey; readonly confirm: TextKey };
  /** What a success says besides showing the password, when the spec names a message for it. */
  readonly succeeded?: TextKey;
}

export interface PasswordReissue {
  /** Asks whether to give `account` a new password. */
  readonly ask: (account: ReissuedAccount) => void;
  /** The question is open or the password on its way: the actions that ask wait. */
  readonly busy: boolean;
  /** The question and the password's dialog, rendered once by the page. */
  readonly dialogs: ReactNode;
}

export function usePasswordReissue({ issue, question, succeeded }: PasswordReissueOptions): PasswordReissue {
  const { t } = useTranslation();
  const notify = useNotify();
  const [step, setStep] = useState<'asking' | 'issuing' | undefined>(undefined);
  // Kept after the question closes, so its text does not change while the dialog fades out.
  const [account, setAccount] = useState<ReissuedAccount | undefined>(undefined);
  const [issued, setIssued] = useState<{ login: string; password: CreatedUserAccount } | undefined>(undefined);

  const confirm = async (asked: ReissuedAccount) => {
    setStep('issuing');
    const outcome = await issue(asked.id);
    setStep(undefined);
    if ('failed' in outcome) {
      notify({ intent: 'error', messageKey: outcome.failed });
      return;
    }
    if (succeeded !== undefined) notify({ intent: 'success', messageKey: succeeded });
    // A server that answers no password has none to show.
    if (outcome.issued.temporaryPassword) setIssued({ login: asked.login, password: outcome.issued });
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={step !== undefined}
        busy={step === 'issuing'}
        title={t(question.title)}
        message={t(question.message, { login: account?.login ?? '' })}
        confirmLabel={t(question.confirm)}
        cancelLabel={t('form.cancel')}
        onConfirm={() => {
          if (account !== undefined) void confirm(account);
        }}
        onCancel={() => setStep(undefined)}
      />
      {issued && (
        <TemporaryPasswordDialog
          open
          reissued
          login={issued.login}
          password={issued.password.temporaryPassword}
          expiresAt={issued.password.expiresAt}
          onDone={() => setIssued(undefined)}
        />
      )}
    </>
  );

  return {
    ask: (asked) => {
      setAccount(asked);
      setStep('asking');
    },
    busy: step !== undefined,
    dialogs,
  };
}
