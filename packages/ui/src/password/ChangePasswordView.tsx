/**
 * Change password (spec A §2 "/password", §5, §7, §8), for partner, customer and point-of-sale users: current, new
 * and confirmation, all required, new and confirmation equal ('Passwords do not match.'). A wrong current password
 * says 'invalid password' under its field; any other failure 'update password error'; success says 'success update
 * password' and signs the user out, to sign in again with the new one.
 */
import { useState, type FormEvent } from 'react';
import { Body1, Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Info20Regular, Key20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  changePassword,
  emptyChangePasswordInput,
  PASSWORD_MIN_LENGTH,
  PasswordPortToken,
  SessionPortToken,
  type ChangePasswordInput,
  type PasswordPort,
  type RuleError,
  type SessionPort,
} from '@tagtrail/domain';
import { invalidMessage } from '../forms/useRecordForm';
import { translateMessage } from '../i18n/i18n';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { Page } from '../shell/Page';

/** Long passphrases are welcome; this only stops a pasted novel. */
const PASSWORD_MAX = 128;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '420px' },
  note: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

type Field = keyof ChangePasswordInput;

export function ChangePasswordView() {
  const styles = useStyles();
  const { t } = useTranslation();
  const passwords = useService<PasswordPort>(PasswordPortToken);
  const session = useService<SessionPort>(SessionPortToken);
  const notify = useNotify();
  const [values, setValues] = useState<ChangePasswordInput>(emptyChangePasswordInput);
  const [errors, setErrors] = useState<readonly RuleError[]>([]);
  const [status, setStatus] = useState<'editing' | 'saving' | 'done'>('editing');

  const change = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // A field's message goes once it is changed; the others' stay until the next try.
    setErrors((previous) => previous.filter((error) => error.field !== field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'editing') return;
    setStatus('saving');
    const outcome = await changePassword(passwords, values);
    if (outcome.ok) {
      setStatus('done');
      notify({ intent: 'success', messageKey: 'messages.SUCCESS_UPDATE_PASSWORD' });
      await session.signOut();
      return;
    }
    setErrors(outcome.errors);
    setStatus('editing');
    const { key, params } = invalidMessage(outcome.errors);
    notify({ intent: 'error', messageKey: key, params });
  };

  const errorOf = (field: Field) => {
    const error = errors.find((e) => e.field === field);
    return error ? translateMessage(t, error.key, error.params) : undefined;
  };
  const busy = status !== 'editing';
  const input = (field: Field, autoComplete: string) => ({
    type: 'password' as const,
    value: values[field],
    maxLength: PASSWORD_MAX,
    disabled: busy,
    autoComplete,
    onChange: (_event: unknown, data: { value: string }) => change(field, data.value),
  });

  return (
    <Page title={t('password.title')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Body1 className={styles.note}>
          <Info20Regular aria-hidden />
          {t('password.signOutNote')}
        </Body1>
        <Field label={t('password.current')} required validationMessage={errorOf('currentPassword')}>
          <Input {...input('currentPassword', 'current-password')} />
        </Field>
        <Field
          label={t('password.new')}
          required
          hint={t('password.newHint', { min: PASSWORD_MIN_LENGTH })}
          validationMessage={errorOf('newPassword')}
        >
          <Input {...input('newPassword', 'new-password')} />
        </Field>
        <Field label={t('password.confirmation')} required validationMessage={errorOf('confirmation')}>
          <Input {...input('confirmation', 'new-password')} />
        </Field>
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabled={busy}
            icon={busy ? <Spinner size="tiny" aria-label={t('form.saving')} /> : <Key20Regular />}
          >
            {t('password.save')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
