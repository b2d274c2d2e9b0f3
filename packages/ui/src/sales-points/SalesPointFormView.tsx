/**
 * Customer › Sales point (spec B §2 "/pontovenda", "/pontovenda/{id}"; §5; issue 10 §7). A new sales point: user,
 * name and e-mail, all required; saving creates its sign-in account, whose one-time password is shown once (the
 * partner users' dialog), then the list. A stored one: user and e-mail read-only, the name editable, and Reset
 * password, which asks first (the current password and every open session end), then says
 * MESSAGE_RESET_PASSWORD_SUCCESS and shows the new one-time password once, or says MESSAGE_RESET_PASSWORD_ERROR.
 * There is no delete: the spec shows none.
 */
import { useRef, useState } from 'react';
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { KeyReset20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  emptySalesPointInput,
  PortError,
  saveSalesPoint,
  SalesPointPortToken,
  USERNAME_TAKEN,
  USER_LOGIN_MAX,
  USER_NAME_MAX,
  validateSalesPoint,
  type IssuedSalesPointPassword,
  type SalesPoint,
  type SalesPointInput,
  type SalesPointPort,
  salesPointReadOnlyFields,
} from '@tagtrail/domain';
import { RecordFormPage } from '../forms/RecordFormPage';
import { TextFields } from '../forms/TextFields';
import { useRecordForm } from '../forms/useRecordForm';
import { useNavigate } from '../navigation/navigation';
import { TemporaryPasswordDialog } from '../user-accounts/TemporaryPasswordDialog';
import { useService } from '../services/services';
import { salesPointPaths } from './sales-point.paths';
import { useSalesPointPasswordReset } from './useSalesPointPasswordReset';

const EMAIL_MAX = 254;

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground2 },
});

interface Issued {
  readonly login: string;
  readonly password: IssuedSalesPointPassword;
}

export function SalesPointFormView({ id }: { id?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<SalesPointPort>(SalesPointPortToken);
  const navigate = useNavigate();
  const editing = id !== undefined;
  const toList = () => navigate(salesPointPaths.list, { replace: true });
  /** The stored sales point as loaded: the read-only fields the save compares against. */
  const stored = useRef<Pick<SalesPoint, 'id' | 'login' | 'email'> | undefined>(undefined);
  /** What the last create answered: read once the form says it saved. */
  const answer = useRef<Issued | undefined>(undefined);
  const [created, setCreated] = useState<Issued | undefined>(undefined);
  /** A login the server said is taken: said under the field too, until it is changed. */
  const [taken, setTaken] = useState<string | undefined>(undefined);
  const reset = useSalesPointPasswordReset();

  const form = useRecordForm<SalesPointInput>({
    id,
    empty: emptySalesPointInput,
    validate: (values) => validateSalesPoint(values, !editing),
    load: async (salesPointId, signal) => {
      const salesPoint = await port.get(salesPointId, signal);
      stored.current = salesPoint;
      return { login: salesPoint.login, name: salesPoint.name, email: salesPoint.email };
    },
    save: async (_id, values) => {
      const result = await saveSalesPoint(port, stored.current, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
      answer.current = result.created && { login: values.login.trim(), password: result.created };
      return result.id;
    },
    // spec B §2 shows no delete of a sales point; FormActions offers none (canDelete false).
    remove: () => Promise.reject(new Error('a sales point is not deleted')),
    messages: {
      saved: 'messages.SAVE_MESSAGE_SUCCESS',
      saveFailed: 'messages.SAVE_MESSAGE_ERROR',
      removed: 'messages.DELETE_MESSAGE_SUCCESS',
      removeFailed: 'messages.DELETE_MESSAGE_ERROR',
    },
    onSaveFailed: (error) => {
      if (error instanceof PortError && error.messageKey === USERNAME_TAKEN) setTaken(form.values.login.trim());
    },
    onSaved: ({ created: isNew }) => {
      if (!isNew) return;
      // A server that answers no password has none to show: straight to the list.
      if (answer.current?.password.temporaryPassword) setCreated(answer.current);
      else toList();
    },
  });

  // Once created, nothing here may change: the password dialog leads to the list.
  const frozen = created !== undefined;
  /** spec B §5: usuario and email read-only when editing. */
  const readOnly = salesPointReadOnlyFields(editing);
  const lockedHint = editing ? t('salesPoints.lockedHint') : undefined;

  return (
    <RecordFormPage
      title={editing ? t('salesPoints.editTitle') : t('salesPoints.newTitle')}
      form={form}
      backTo={salesPointPaths.list}
      loadFailureMessage={t('messages.LOADING_DATA_ERROR')}
      canDelete={false}
      showActions={!frozen}
      actions={
        id !== undefined && (
          <Button
            icon={<KeyReset20Regular />}
            disabled={form.busy || reset.busy}
            onClick={() => reset.ask({ id, login: form.values.login })}
          >
            {t('salesPoints.reset')}
          </Button>
        )
      }
      after={
        <>
          {reset.dialogs}
          {created && (
            <TemporaryPasswordDialog
              open
              login={created.login}
              password={created.password.temporaryPassword}
              expiresAt={created.password.expiresAt}
              onDone={toList}
            />
          )}
        </>
      }
    >
      {!editing && <Body1 className={styles.intro}>{t('salesPoints.intro')}</Body1>}
      <TextFields
        form={form}
        fields={[
          {
            name: 'login',
            label: t('salesPoints.login'),
            required: true,
            maxLength: USER_LOGIN_MAX,
            code: true,
            locked: frozen || readOnly.includes('login'),
            lockedHint,
            refusal:
              taken !== undefined && taken === form.values.login.trim() ? t('messages.USERNAME_TAKEN') : undefined,
          },
          { name: 'name', label: t('salesPoints.name'), required: true, maxLength: USER_NAME_MAX, locked: frozen },
          {
            name: 'email',
            label: t('salesPoints.email'),
            required: true,
            type: 'email',
            maxLength: EMAIL_MAX,
            locked: frozen || readOnly.includes('email'),
            lockedHint,
          },
        ]}
      />
    </RecordFormPage>
  );
}
