/**
 * Partner › Customer › App (spec A §2 "/cliente/{clienteId}/aplicativo/{appId?}", §3, §5): the name, required, and
 * the three switches (NFC, QR code, location required), all off at first and changeable only once the app exists.
 * After creating, the page becomes the new app's, whose layout can then be designed. No delete is shown.
 */
import { useRef } from 'react';
import { Field, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { Color20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  AppConfigPortToken,
  editableAppFields,
  emptyAppConfigInput,
  saveAppConfig,
  validateAppConfig,
  type AppConfigInput,
  type AppConfigPort,
  type AppFlagField,
} from '@tagtrail/domain';
import { RecordFormPage } from '../forms/RecordFormPage';
import { TextFields } from '../forms/TextFields';
import { useRecordForm } from '../forms/useRecordForm';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { appConfigPaths } from './app-config.paths';

const FLAGS: readonly AppFlagField[] = ['nfcEnabled', 'qrCodeEnabled', 'locationRequired'];
/** The stored name's size (apps.name is varchar(150)). */
const NAME_MAX = 150;

const useStyles = makeStyles({
  switches: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

export function AppConfigFormView({ customerId, appId }: { customerId: number; appId?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<AppConfigPort>(AppConfigPortToken);
  const navigate = useNavigate();
  const existing = appId !== undefined;
  const editable = new Set(editableAppFields(existing));
  /** The name as stored: the title, which should not change as the name is typed. */
  const storedName = useRef('');

  const form = useRecordForm<AppConfigInput>({
    id: appId,
    empty: emptyAppConfigInput,
    validate: validateAppConfig,
    load: async (id, signal) => {
      const app = await port.forCustomer(customerId).get(id, signal);
      storedName.current = app.name;
      return { name: app.name, flags: app.flags };
    },
    save: async (id, values) => {
      const result = await saveAppConfig(port, customerId, id, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
      storedName.current = values.name.trim();
      return result.id;
    },
    remove: () => Promise.reject(new Error('app form: apps are not deleted (spec A §7 shows no delete)')),
    messages: {
      saved: 'appConfigs.saved',
      saveFailed: 'appConfigs.saveFailed',
      removed: 'appConfigs.saved',
      removeFailed: 'appConfigs.saveFailed',
    },
    // spec A §5: the switches come alive once the app exists, so a new app's page becomes the stored app's.
    onSaved: ({ id, created }) => {
      if (created) navigate(appConfigPaths.edit(customerId, id), { replace: true });
    },
  });

  return (
    <RecordFormPage
      // The stored name, once loaded: the title does not change as the name is typed.
      title={storedName.current ? t('appConfigs.editTitle', { name: storedName.current }) : t('appConfigs.newTitle')}
      form={form}
      backTo={appConfigPaths.summary(customerId)}
      backLabel={t('appConfigs.backToApps')}
      canDelete={false}
      actions={
        existing &&
        appId !== undefined &&
        !form.dirty && (
          <LinkButton to={appConfigPaths.layout(customerId, appId)} icon={<Color20Regular />}>
            {t('appConfigs.layout')}
          </LinkButton>
        )
      }
    >
      <TextFields
        form={form}
        fields={[{ name: 'name', label: t('appConfigs.name'), required: true, maxLength: NAME_MAX }]}
      />
      <Field hint={existing ? undefined : t('appConfigs.flagsLockedHint')}>
        <div className={styles.switches}>
          {FLAGS.map((flag) => (
            <Switch
              key={flag}
              label={t(`appConfigs.${flag}`)}
              checked={form.values.flags[flag]}
              disabled={form.busy || !editable.has(flag)}
              onChange={(_event, data) => form.change('flags', { ...form.values.flags, [flag]: data.checked })}
            />
          ))}
        </div>
      </Field>
    </RecordFormPage>
  );
}
