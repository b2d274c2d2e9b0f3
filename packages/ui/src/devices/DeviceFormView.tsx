/**
 * Customer › Device form (spec B §2, §5): the device's name (model) and id as it reported them, read-only; the owner
 * and the active switch editable. A device registered by hand is given its name and id once. A refused save says
 * the server's message when it answered 400, 'save message error' otherwise. Devices are never deleted: a device
 * the customer no longer trusts is blocked. After creating, the page becomes the saved device's (spec B §4).
 */
import { useRef } from 'react';
import { Field, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_TEXT_MAX,
  DevicePortToken,
  emptyDeviceInput,
  isDeviceFieldEditable,
  PortError,
  saveDevice,
  validateDevice,
  type Device,
  type DeviceInput,
  type DevicePort,
} from '@tagtrail/domain';
import { LockableField, LockableInput } from '../forms/LockedField';
import { RecordFormPage } from '../forms/RecordFormPage';
import { useRecordForm, type MessageWithParams } from '../forms/useRecordForm';
import { isKnownMessage, type TextKey } from '../i18n/i18n';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { useRefusals } from '../forms/useRefusals';
import { DeviceStatusBadge } from './DeviceStatusBadge';
import { devicePaths } from './device.paths';

const useStyles = makeStyles({
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  id: { fontFamily: tokens.fontFamilyMonospace },
});

/** spec B §8: a 400 says the translated errorCode; anything else keeps 'save message error'. */
function saveFailure(error: unknown): MessageWithParams | undefined {
  return error instanceof PortError && error.status === 400 && isKnownMessage(error.messageKey ?? '')
    ? { key: `messages.${error.messageKey}` as TextKey }
    : undefined;
}

export function DeviceFormView({ id }: { id?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<DevicePort>(DevicePortToken);
  const navigate = useNavigate();
  const refusals = useRefusals<DeviceInput>();
  // The device as loaded: an edit sends its stored name and id whatever the form holds (deviceEdit).
  const stored = useRef<Device | undefined>(undefined);
  const isNew = id === undefined;

  const form = useRecordForm<DeviceInput>({
    id,
    empty: emptyDeviceInput,
    validate: (values) => validateDevice(values, isNew),
    load: async (deviceId, signal) => {
      const device = await port.get(deviceId, signal);
      stored.current = device;
      const { id: _id, customerId: _customer, ...input } = device;
      return input;
    },
    save: async (_deviceId, values) => {
      const result = await saveDevice(port, stored.current, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
      // The title's badge says the stored state, so it follows a saved block, not a switch merely flipped.
      if (stored.current !== undefined)
        stored.current = { ...stored.current, owner: values.owner, active: values.active };
      return result.id;
    },
    remove: () => Promise.reject(new Error('devices are never deleted')),
    messages: {
      saved: 'devices.saved',
      saveFailed: 'messages.SAVE_MESSAGE_ERROR',
      removed: 'devices.saved',
      removeFailed: 'messages.DELETE_MESSAGE_ERROR',
    },
    saveFailureMessage: saveFailure,
    onSaveFailed: (error) => refusals.record(error, form.values),
    onSaved: ({ id: savedId, created }) => {
      if (created) navigate(devicePaths.edit(savedId), { replace: true });
    },
  });

  const { values } = form;
  const errorOf = (field: keyof DeviceInput & string) => form.fieldError(field) ?? refusals.errorOf(field, values, t);
  const reported = (field: 'deviceName' | 'deviceId', label: string) => {
    const editable = isDeviceFieldEditable(field, isNew);
    return (
      <LockableField
        label={label}
        required
        locked={!editable}
        lockedHint={t('devices.readOnlyHint')}
        validationMessage={errorOf(field)}
      >
        <LockableInput
          className={field === 'deviceId' ? styles.id : undefined}
          value={
            field === 'deviceName' && !editable && values.deviceName === '' ? t('devices.unknownModel') : values[field]
          }
          locked={!editable}
          maxLength={DEVICE_TEXT_MAX}
          disabled={form.busy}
          autoComplete="off"
          spellCheck={false}
          onChange={(_event, data) => form.change(field, data.value)}
        />
      </LockableField>
    );
  };

  return (
    <RecordFormPage
      title={
        <span className={styles.title}>
          {isNew ? t('devices.newTitle') : t('devices.editTitle')}
          {/* The stored state, once the device is loaded. */}
          {stored.current && <DeviceStatusBadge active={stored.current.active} />}
        </span>
      }
      form={form}
      backTo={devicePaths.list}
      wide
      canDelete={false}
    >
      {reported('deviceName', t('devices.model'))}
      {reported('deviceId', t('devices.deviceId'))}
      <Field label={t('devices.owner')} hint={t('devices.ownerHint')} validationMessage={errorOf('owner')}>
        <Input
          value={values.owner ?? ''}
          maxLength={DEVICE_TEXT_MAX}
          disabled={form.busy}
          onChange={(_event, data) => form.change('owner', data.value)}
        />
      </Field>
      <Field hint={t('devices.activeHint')}>
        <Switch
          label={t('devices.activeLabel')}
          checked={values.active}
          disabled={form.busy}
          onChange={(_event, data) => form.change('active', data.checked)}
        />
      </Field>
    </RecordFormPage>
  );
}
