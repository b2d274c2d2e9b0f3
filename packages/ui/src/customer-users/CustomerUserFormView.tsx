/**
 * Partner › Customer › User (spec A §2, §5, §8). A new user: login, name and e-mail, all required, the e-mail in a
 * standard pattern; creating it makes a sign-in account with role customer tied to this customer, whose one-time
 * password is shown once (the partner users' dialog), then the list. A stored user is view-only and can only be
 * deleted. A taken login says so under the field; any other creation failure says 'loading data error' (spec A §8:
 * "Generic load or save failure on … customer user").
 */
import { useMemo, useRef, useState } from 'react';
import { Body1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, Info20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  CustomerUserPortToken,
  emptyCustomerUserInput,
  isUserAccountReadOnly,
  PortError,
  saveCustomerUser,
  USERNAME_TAKEN,
  USER_LOGIN_MAX,
  USER_NAME_MAX,
  validateCustomerUser,
  type CreatedCustomerUser,
  type CustomerUserInput,
  type CustomerUserPort,
} from '@tagtrail/domain';
import { FormActions } from '../forms/FormActions';
import { FormLoadState } from '../forms/FormLoadState';
import { LockableInput } from '../forms/LockedField';
import { useRecordForm } from '../forms/useRecordForm';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { TemporaryPasswordDialog } from '../partner-users/TemporaryPasswordDialog';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { customerUserPaths } from './customer-user.paths';

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
  readonly user: CreatedCustomerUser;
}

export function CustomerUserFormView({ customerId, id }: { customerId: number; id?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const service = useService<CustomerUserPort>(CustomerUserPortToken);
  const users = useMemo(() => service.forCustomer(customerId), [service, customerId]);
  const navigate = useNavigate();
  const toList = () => navigate(customerUserPaths.list(customerId), { replace: true });
  const readOnly = isUserAccountReadOnly(id);
  /** What the last create answered: read once the form says it saved. */
  const answer = useRef<Created | undefined>(undefined);
  const [created, setCreated] = useState<Created | undefined>(undefined);
  /** A login the server said is taken: said under the field too, until it is changed. */
  const [taken, setTaken] = useState<string | undefined>(undefined);

  const form = useRecordForm<CustomerUserInput>({
    id,
    empty: emptyCustomerUserInput,
    // Stored users are only viewed: nothing to check.
    validate: (values) => (readOnly ? [] : validateCustomerUser(values)),
    load: async (userId, signal) => {
      const user = await users.get(userId, signal);
      return { login: user.login, name: user.name, email: user.email };
    },
    // Stored users are read-only (spec A §5): this form only ever creates.
    save: async (_id, values) => {
      const result = await saveCustomerUser(service, customerId, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
      answer.current = { login: values.login.trim(), user: result.created };
      return result.id;
    },
    remove: (userId) => users.remove(userId),
    messages: {
      saved: 'customerUsers.saved',
      saveFailed: 'messages.LOADING_DATA_ERROR',
      removed: 'customerUsers.removed',
      removeFailed: 'customerUsers.removeFailed',
    },
    onSaveFailed: (error) => {
      if (error instanceof PortError && error.messageKey === USERNAME_TAKEN) setTaken(form.values.login.trim());
    },
    onSaved: () => {
      // A server that answers only the id (as the spec shows it) has no password to show: straight to the list.
      if (answer.current?.user.temporaryPassword) setCreated(answer.current);
      else toList();
    },
    onRemoved: () => navigate(customerUserPaths.list(customerId)),
  });

  const title = readOnly ? t('customerUsers.viewTitle') : t('customerUsers.newTitle');
  const back = (
    <LinkButton to={customerUserPaths.list(customerId)} appearance="subtle" icon={<ArrowLeft20Regular />}>
      {t('form.back')}
    </LinkButton>
  );

  if (form.status === 'loading' || form.status === 'loadFailed') {
    return (
      <FormLoadState
        title={title}
        failed={form.status === 'loadFailed'}
        backTo={customerUserPaths.list(customerId)}
        onRetry={form.retry}
        failureMessage={t('messages.LOADING_DATA_ERROR')}
      />
    );
  }

  // Once created, nothing here may change: the password dialog leads to the list.
  const locked = readOnly || created !== undefined;
  const field = (name: keyof CustomerUserInput & string) => ({
    value: form.values[name],
    locked,
    disabled: form.busy,
    onChange: (_event: unknown, data: { value: string }) => form.change(name, data.value),
  });

  return (
    <Page title={title}>
      <form className={styles.form} noValidate onSubmit={form.onSubmit}>
        {readOnly && (
          <Body1 className={styles.note}>
            <Info20Regular aria-hidden />
            {t('customerUsers.readOnly')}
          </Body1>
        )}
        <Field
          label={t('customerUsers.login')}
          required={!locked}
          validationMessage={
            form.fieldError('login') ??
            (taken !== undefined && taken === form.values.login.trim() ? t('messages.USERNAME_TAKEN') : undefined)
          }
        >
          <LockableInput {...field('login')} maxLength={USER_LOGIN_MAX} autoComplete="off" spellCheck={false} />
        </Field>
        <Field label={t('customerUsers.name')} required={!locked} validationMessage={form.fieldError('name')}>
          <LockableInput {...field('name')} maxLength={USER_NAME_MAX} autoComplete="off" />
        </Field>
        <Field label={t('customerUsers.email')} required={!locked} validationMessage={form.fieldError('email')}>
          <LockableInput {...field('email')} type="email" maxLength={EMAIL_MAX} autoComplete="off" />
        </Field>
        {created === undefined && (
          <FormActions
            form={form}
            canSave={!readOnly}
            confirmTitle={t('customerUsers.confirmDeleteTitle')}
            confirmMessage={t('customerUsers.confirmDeleteMessage', { login: form.values.login })}
          >
            {back}
          </FormActions>
        )}
      </form>
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
