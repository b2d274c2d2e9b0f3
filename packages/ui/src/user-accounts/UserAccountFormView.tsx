/**
 * A partner's or a customer's user (spec A §2, §5, §8), one screen for both owners. A new user: login, name and
 * e-mail, all required, the e-mail in a standard pattern; once created, its one-time password is shown once, then
 * the list. A stored user is view-only and can be deleted, or — where the owner's calls have it — given a new
 * one-time password (issue 8 §8: the old password and the user's sessions end). A taken login says so under the field
 * (USERNAME_TAKEN, error 1); any other creation failure says the owner's message from the spec.
 */
import { useRef, useState } from 'react';
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { Info20Regular, KeyReset20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  createUserAccount,
  isUserAccountReadOnly,
  PortError,
  USERNAME_TAKEN,
  USER_LOGIN_MAX,
  USER_NAME_MAX,
  validateUserAccount,
  type CreatedUserAccount,
  type UserAccountInput,
  type UserAccounts,
} from '@tagtrail/domain';
import { RecordFormPage } from '../forms/RecordFormPage';
import { TextFields } from '../forms/TextFields';
import { failureMessage, recordMessages, useRecordForm } from '../forms/useRecordForm';
import type { TextKey } from '../i18n/i18n';
import { useNavigate } from '../navigation/navigation';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { usePasswordReissue } from './usePasswordReissue';

const EMAIL_MAX = 254;
const EMPTY: UserAccountInput = Object.freeze({ login: '', name: '', email: '' });

const useStyles = makeStyles({
  note: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
});

interface Created {
  readonly login: string;
  readonly user: CreatedUserAccount;
}

export interface UserAccountFormViewProps {
  /** The stored user to view; none for a new one. */
  readonly id?: number;
  /** The owner's users (a partner's, a customer's). */
  readonly accounts: UserAccounts<{ id: number; login: string }>;
  /** The owner's user list: Back, and where the screen goes after a create or a delete. */
  readonly listPath: string;
  /** spec A §8: what a failed create says (partner users: the insert error; customer users: 'loading data error'). */
  readonly createFailed: TextKey;
  /** The text of a failed load when the spec names one; the form's own otherwise. */
  readonly loadFailed?: TextKey;
}

export function UserAccountFormView({ id, accounts, listPath, createFailed, loadFailed }: UserAccountFormViewProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toList = () => navigate(listPath, { replace: true });
  const readOnly = isUserAccountReadOnly(id);
  /** What the last create answered: read once the form says it saved. */
  const answer = useRef<Created | undefined>(undefined);
  const [created, setCreated] = useState<Created | undefined>(undefined);
  /** A login the server said is taken: said under the field too, until it is changed. */
  const [taken, setTaken] = useState<string | undefined>(undefined);
  /** Offered only where the owner's calls have it (issue 8 §8). */
  const canReissue = accounts.issueTemporaryPassword !== undefined;
  const reissue = usePasswordReissue({
    issue: async (userId) => {
      try {
        if (accounts.issueTemporaryPassword === undefined) throw new Error('these accounts are given no new password');
        return { issued: await accounts.issueTemporaryPassword(userId) };
      } catch (error) {
        return { failed: failureMessage(error, 'userAccounts.reissueFailed') };
      }
    },
    question: {
      title: 'userAccounts.reissueTitle',
      message: 'userAccounts.reissueMessage',
      confirm: 'userAccounts.reissueConfirm',
    },
  });

  const form = useRecordForm<UserAccountInput>({
    id,
    empty: EMPTY,
    // Stored users are only viewed: nothing to check.
    validate: (values) => (readOnly ? [] : validateUserAccount(values)),
    load: async (userId, signal) => {
      const { login, name, email } = await accounts.get(userId, signal);
      return { login, name, email };
    },
    // Stored users are read-only (spec A §5): this form only ever creates.
    save: async (_id, values) => {
      const result = await createUserAccount(accounts, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
      answer.current = { login: values.login.trim(), user: result.created };
      return result.id;
    },
    remove: (userId) => accounts.remove(userId),
    messages: recordMessages('userAccounts', createFailed),
    onSaveFailed: (error) => {
      if (error instanceof PortError && error.messageKey === USERNAME_TAKEN) setTaken(form.values.login.trim());
    },
    onSaved: () => {
      // A server that answers only the id (as the spec shows it) has no password to show: straight to the list.
      if (answer.current?.user.temporaryPassword) setCreated(answer.current);
      else toList();
    },
    onRemoved: () => navigate(listPath),
  });

  // Once created, nothing here may change: the password dialog leads to the list.
  const locked = readOnly || created !== undefined;
  const login = form.values.login;
  return (
    <RecordFormPage
      title={readOnly ? t('userAccounts.viewTitle') : t('userAccounts.newTitle')}
      form={form}
      backTo={listPath}
      loadFailureMessage={loadFailed && t(loadFailed)}
      canSave={!readOnly}
      showActions={created === undefined}
      confirmTitle={t('userAccounts.confirmDeleteTitle')}
      confirmMessage={t('userAccounts.confirmDeleteMessage', { login })}
      actions={
        readOnly &&
        id !== undefined &&
        canReissue && (
          <Button
            icon={<KeyReset20Regular />}
            disabled={form.busy || reissue.busy}
            onClick={() => reissue.ask({ id, login })}
          >
            {t('userAccounts.reissue')}
          </Button>
        )
      }
      after={
        <>
          {reissue.dialogs}
          {created && (
            <TemporaryPasswordDialog
              open
              login={created.login}
              password={created.user.temporaryPassword}
              expiresAt={created.user.expiresAt}
              onDone={toList}
            />
          )}
        </>
      }
    >
      {readOnly && (
        <Body1 className={styles.note}>
          <Info20Regular aria-hidden />
          {t('userAccounts.readOnly')}
        </Body1>
      )}
      <TextFields
        form={form}
        fields={[
          {
            name: 'login',
            label: t('userAccounts.login'),
            required: true,
            maxLength: USER_LOGIN_MAX,
            code: true,
            locked,
            refusal: taken !== undefined && taken === login.trim() ? t('messages.USERNAME_TAKEN') : undefined,
          },
          { name: 'name', label: t('userAccounts.name'), required: true, maxLength: USER_NAME_MAX, locked },
          {
            name: 'email',
            label: t('userAccounts.email'),
            required: true,
            maxLength: EMAIL_MAX,
            type: 'email',
            locked,
          },
        ]}
      />
    </RecordFormPage>
  );
}
