/**
 * Admin › Partner › User (spec A §2, §5, §8). A new user: usuario, nome and e-mail, all required, the e-mail in a
 * standard pattern; once created, its one-time temporary password is shown, then the list. A stored user is
 * view-only and can be deleted, or given a new one-time password (ours, issue 8 §8: the old password and the
 * user's sessions end; the new one is shown once). A taken username says so (USERNAME_TAKEN, error 1); any other
 * creation failure says the spec's generic insert error.
 */
import { useMemo, useRef, useState } from 'react';
import { Body1, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, Info20Regular, KeyReset20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  emptyPartnerUserInput,
  isUserAccountReadOnly,
  PartnerUserPortToken,
  PortError,
  savePartnerUser,
  USERNAME_TAKEN,
  USER_LOGIN_MAX,
  USER_NAME_MAX,
  validatePartnerUser,
  type CreatedPartnerUser,
  type PartnerUserInput,
  type PartnerUserPort,
} from '@tagtrail/domain';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { FormActions } from '../forms/FormActions';
import { FormLoadState } from '../forms/FormLoadState';
import { failureMessage, useRecordForm } from '../forms/useRecordForm';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { partnerUserPaths } from './partner-user.paths';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

const EMAIL_MAX = 254;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  note: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
  },
});

interface Created {
  readonly login: string;
  readonly user: CreatedPartnerUser;
}

export function PartnerUserFormView({ partnerId, id }: { partnerId: number; id?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const service = useService<PartnerUserPort>(PartnerUserPortToken);
  const users = useMemo(() => service.forPartner(partnerId), [service, partnerId]);
  const navigate = useNavigate();
  const toList = () => navigate(partnerUserPaths.list(partnerId), { replace: true });
  const readOnly = isUserAccountReadOnly(id);
  /** What the last create answered: read once the form says it saved. */
  const answer = useRef<Created | undefined>(undefined);
  const [created, setCreated] = useState<Created | undefined>(undefined);
  /** A login the server said is taken: said under the field too, until it is changed. */
  const [taken, setTaken] = useState<string | undefined>(undefined);
  /** A stored user's new one-time password (issue 8 §8): asked for, on its way, then shown once. */
  const [reissue, setReissue] = useState<'asking' | 'issuing' | undefined>(undefined);
  const [reissued, setReissued] = useState<CreatedPartnerUser | undefined>(undefined);
  const notify = useNotify();

  const issueNewPassword = async () => {
    if (id === undefined) return;
    setReissue('issuing');
    try {
      setReissued(await users.issueTemporaryPassword(id));
    } catch (error) {
      notify({ intent: 'error', messageKey: failureMessage(error, 'partnerUsers.reissueFailed') });
    } finally {
      setReissue(undefined);
    }
  };

  const form = useRecordForm<PartnerUserInput>({
    id,
    empty: emptyPartnerUserInput,
    validate: (values) => validatePartnerUser(values, !readOnly),
    load: async (userId, signal) => {
      const user = await users.get(userId, signal);
      return { login: user.login, name: user.name, email: user.email };
    },
    // Stored users are read-only (spec A §5): this form only ever creates.
    save: async (_id, values) => {
      const result = await savePartnerUser(service, partnerId, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
      answer.current = { login: values.login.trim(), user: result.created };
      return result.id;
    },
    remove: (userId) => users.remove(userId),
    messages: {
      saved: 'partnerUsers.saved',
      // spec A §8: "Partner user create failure: the generic order-insert error".
      saveFailed: 'messages.INSERT_ERROR',
      removed: 'partnerUsers.removed',
      removeFailed: 'partnerUsers.removeFailed',
    },
    onSaveFailed: (error) => {
      if (error instanceof PortError && error.messageKey === USERNAME_TAKEN) setTaken(form.values.login.trim());
    },
    onSaved: () => {
      // A server that answers only the id (as the spec shows it) has no password to show: straight to the list.
      if (answer.current?.user.temporaryPassword) setCreated(answer.current);
      else toList();
    },
    onRemoved: () => navigate(partnerUserPaths.list(partnerId)),
  });

  const title = readOnly ? t('partnerUsers.viewTitle') : t('partnerUsers.newTitle');
  const back = (
    <LinkButton to={partnerUserPaths.list(partnerId)} appearance="subtle" icon={<ArrowLeft20Regular />}>
      {t('form.back')}
    </LinkButton>
  );

  if (form.status === 'loading' || form.status === 'loadFailed') {
    return (
      <FormLoadState
        title={title}
        failed={form.status === 'loadFailed'}
        backTo={partnerUserPaths.list(partnerId)}
        onRetry={form.retry}
      />
    );
  }

  // Once created, nothing here may change: the password dialog leads to the list.
  const locked = readOnly || created !== undefined;
  const field = (name: keyof PartnerUserInput & string) => ({
    value: form.values[name],
    readOnly: locked,
    disabled: form.busy,
    onChange: (_event: unknown, data: { value: string }) => form.change(name, data.value),
  });

  return (
    <Page title={title}>
      <form className={styles.form} noValidate onSubmit={form.onSubmit}>
        {readOnly && (
          <Body1 className={styles.note}>
            <Info20Regular aria-hidden />
            {t('partnerUsers.readOnly')}
          </Body1>
        )}
        <Field
          label={t('partnerUsers.login')}
          required={!locked}
          validationMessage={
            form.fieldError('login') ??
            (taken !== undefined && taken === form.values.login.trim() ? t('messages.USERNAME_TAKEN') : undefined)
          }
        >
          <Input {...field('login')} maxLength={USER_LOGIN_MAX} autoComplete="off" spellCheck={false} />
        </Field>
        <Field label={t('partnerUsers.name')} required={!locked} validationMessage={form.fieldError('name')}>
          <Input {...field('name')} maxLength={USER_NAME_MAX} autoComplete="off" />
        </Field>
        <Field label={t('partnerUsers.email')} required={!locked} validationMessage={form.fieldError('email')}>
          <Input {...field('email')} type="email" maxLength={EMAIL_MAX} autoComplete="off" />
        </Field>
        {created === undefined && (
          <FormActions
            form={form}
            canSave={!readOnly}
            confirmTitle={t('partnerUsers.confirmDeleteTitle')}
            confirmMessage={t('partnerUsers.confirmDeleteMessage', { login: form.values.login })}
          >
            {readOnly && (
              <Button icon={<KeyReset20Regular />} disabled={form.busy} onClick={() => setReissue('asking')}>
                {t('partnerUsers.reissue')}
              </Button>
            )}
            {back}
          </FormActions>
        )}
      </form>
      <ConfirmDialog
        open={reissue !== undefined}
        busy={reissue === 'issuing'}
        title={t('partnerUsers.reissueTitle')}
        message={t('partnerUsers.reissueMessage', { login: form.values.login })}
        confirmLabel={t('partnerUsers.reissueConfirm')}
        cancelLabel={t('form.cancel')}
        onConfirm={() => void issueNewPassword()}
        onCancel={() => setReissue(undefined)}
      />
      {reissued && (
        <TemporaryPasswordDialog
          open
          reissued
          login={form.values.login}
          password={reissued.temporaryPassword}
          expiresAt={reissued.expiresAt}
          onDone={() => setReissued(undefined)}
        />
      )}
      {created && (
        <TemporaryPasswordDialog
          open
          login={created.login}
          password={created.user.temporaryPassword}
          expiresAt={created.user.expiresAt}
          onDone={toList}
        />
      )}
    </Page>
  );
}
