/**
 * Customer › My app (spec B §2 "/aplicativo", §5; issue 10 §6): the customer's one app — name, the three reading
 * switches, the WhatsApp contact and the manual, video and sharing links. The form always loads the app (an empty
 * one while the customer has none; the first save creates it); the switches, as in the partner's app form, change
 * only once the app exists. Nothing is deleted here.
 */
import { useState } from 'react';
import { Body1, Field, makeStyles, Switch, Textarea, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  APP_NAME_MAX,
  emptyMyAppInput,
  MyAppPortToken,
  saveMyApp,
  validateMyApp,
  WHATSAPP_NUMBER_MAX,
  type AppFlagField,
  type MediaLinks,
  type MyAppInput,
  type MyAppPort,
} from '@tagtrail/domain';
import { FormSection } from '../forms/FormLayout';
import { MediaLinkFields } from '../forms/MediaLinkFields';
import { RecordFormPage } from '../forms/RecordFormPage';
import { TextFields } from '../forms/TextFields';
import { useRecordForm } from '../forms/useRecordForm';
import { useService } from '../services/services';
import { myAppPaths } from './my-app.paths';

const FLAGS: readonly AppFlagField[] = ['nfcEnabled', 'qrCodeEnabled', 'locationRequired'];
/** The form machine edits records by id; the customer's app is the one record this screen has. */
const THE_CUSTOMERS_APP = 0;
const WHATSAPP_MESSAGE_MAX = 500;

/** The app's names for the links the media fields show (the app says `…LinkUrl` where the catalogue says `…Link`). */
const MEDIA_FIELD: Readonly<Record<keyof MediaLinks, keyof MyAppInput>> = {
  manualImageUrl: 'manualImageUrl',
  manualLink: 'manualLinkUrl',
  videoImageUrl: 'videoImageUrl',
  videoLink: 'videoLinkUrl',
  shareUrl: 'shareUrl',
  shareMessage: 'shareMessage',
};

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground2 },
});

export function MyAppFormView() {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<MyAppPort>(MyAppPortToken);
  /** Whether the app is stored: until then the switches keep their defaults (spec A §5). */
  const [stored, setStored] = useState(false);

  const form = useRecordForm<MyAppInput>({
    id: THE_CUSTOMERS_APP,
    empty: emptyMyAppInput,
    validate: validateMyApp,
    load: async (_id, signal) => {
      const { id, ...app } = await port.get(signal);
      setStored(id !== null);
      return app;
    },
    save: async (_id, values) => {
      const result = await saveMyApp(port, { id: stored ? THE_CUSTOMERS_APP : null }, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((error) => error.key).join(', '));
      return THE_CUSTOMERS_APP;
    },
    remove: () => Promise.reject(new Error('my app: the customer’s app is not deleted (spec B §2 shows no delete)')),
    messages: {
      saved: 'messages.SAVE_MESSAGE_SUCCESS',
      saveFailed: 'messages.SAVE_MESSAGE_ERROR',
      removed: 'messages.DELETE_MESSAGE_SUCCESS',
      removeFailed: 'messages.DELETE_MESSAGE_ERROR',
    },
    onSaved: () => setStored(true),
  });

  const { values } = form;
  const media: MediaLinks = {
    manualImageUrl: values.manualImageUrl,
    manualLink: values.manualLinkUrl,
    videoImageUrl: values.videoImageUrl,
    videoLink: values.videoLinkUrl,
    shareUrl: values.shareUrl,
    shareMessage: values.shareMessage,
  };

  return (
    <RecordFormPage
      title={t('myApp.title')}
      form={form}
      backTo={myAppPaths.home}
      showBack={false}
      wide
      canDelete={false}
    >
      <Body1 className={styles.intro}>{t('myApp.intro')}</Body1>
      <TextFields
        form={form}
        fields={[{ name: 'name', label: t('myApp.name'), required: true, maxLength: APP_NAME_MAX }]}
      />

      <FormSection legend={t('myApp.readingLegend')} hint={stored ? undefined : t('myApp.flagsLockedHint')}>
        {FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={t(`myApp.${flag}`)}
            checked={values.flags[flag]}
            disabled={form.busy || !stored}
            onChange={(_event, data) => form.change('flags', { ...values.flags, [flag]: data.checked })}
          />
        ))}
      </FormSection>

      <FormSection legend={t('myApp.contactLegend')}>
        <TextFields
          form={form}
          fields={[
            {
              name: 'whatsappNumber',
              label: t('myApp.whatsappNumber'),
              hint: t('myApp.whatsappNumberHint'),
              type: 'tel',
              maxLength: WHATSAPP_NUMBER_MAX,
            },
          ]}
        />
        <Field label={t('myApp.whatsappMessage')} validationMessage={form.fieldError('whatsappMessage')}>
          <Textarea
            value={values.whatsappMessage ?? ''}
            maxLength={WHATSAPP_MESSAGE_MAX}
            disabled={form.busy}
            resize="vertical"
            rows={2}
            onChange={(_event, data) => form.change('whatsappMessage', data.value)}
          />
        </Field>
      </FormSection>

      <MediaLinkFields
        values={media}
        disabled={form.busy}
        fieldError={(field) => form.fieldError(MEDIA_FIELD[field])}
        onChange={(field, value) => form.change(MEDIA_FIELD[field], value)}
      />
    </RecordFormPage>
  );
}
