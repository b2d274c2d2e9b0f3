/**
 * Partner › Customer form (spec A §2, §3, §5, §8): code and name required, the code locked once stored; the tax id a
 * CNPJ with its check digits shown with its mask, or left blank, stored as twelve zeros (the spec's default, which
 * means "not given" and shows as a blank field); linked product, exclusive customer and single reading switches; with single
 * reading on, a message per language (pt, en, es), at least one written, sent as the JSON map leituraUnicaMensagem.
 * A failed save says 'save message error' unless the server named the problem (a code another customer has, said
 * under the field too); a refused delete says the server's message (error 1) or 'delete message error', and the user
 * stays on the customer. After creating, the page becomes the new customer's; after deleting, back to the list.
 */
import { useRef } from 'react';
import { Body1, Field, makeStyles, mergeClasses, Switch, Textarea, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_CODE_EXISTS,
  CUSTOMER_CODE_MAX,
  CUSTOMER_NAME_MAX,
  CustomerPortToken,
  emptyCustomerInput,
  formatCnpj,
  isTaxIdNotGiven,
  LANGUAGES,
  PortError,
  saveCustomer,
  validateCustomer,
  type CustomerInput,
  type CustomerPort,
  type LanguageId,
} from '@tagtrail/domain';
import { RecordFormPage } from '../forms/RecordFormPage';
import { CNPJ_FIELD, TextFields } from '../forms/TextFields';
import { useRecordForm } from '../forms/useRecordForm';
import { useRefusals } from '../forms/useRefusals';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { customerPaths } from './customer.paths';

const MESSAGE_MAX = 500;

const useStyles = makeStyles({
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  hint: { color: tokens.colorNeutralForeground2 },
  invalid: { border: `1px solid ${tokens.colorPaletteRedBorder2}` },
  error: { color: tokens.colorPaletteRedForeground1 },
  // Under the switch's label, past its track.
  switchHint: { color: tokens.colorNeutralForeground2, paddingInlineStart: '44px' },
});

export function CustomerFormView({ id }: { id?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<CustomerPort>(CustomerPortToken);
  const navigate = useNavigate();
  /** The code as stored: the save refuses an edit that changes it (spec A §5 "code locked on edit"). */
  const storedCode = useRef<string | undefined>(undefined);
  const refusals = useRefusals<CustomerInput>();

  const form = useRecordForm<CustomerInput>({
    id,
    empty: EMPTY_FORM,
    validate: validateCustomer,
    load: async (customerId, signal) => {
      const { id: _id, tenantId: _tenantId, ...customer } = await port.get(customerId, signal);
      storedCode.current = customer.code;
      return { ...customer, taxId: taxIdShown(customer.taxId) };
    },
    save: async (customerId, values) => {
      const existing =
        customerId === undefined ? undefined : { id: customerId, code: storedCode.current ?? values.code };
      const result = await saveCustomer(port, existing, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
      return result.id;
    },
    remove: (customerId) => port.remove(customerId),
    messages: {
      saved: 'customers.saved',
      // spec A §8: "Customer save failure: 'save message error'".
      saveFailed: 'messages.SAVE_MESSAGE_ERROR',
      removed: 'customers.removed',
      // spec A §8: error 1 shows the server's message translated (useRecordForm), else 'delete message error'.
      removeFailed: 'messages.DELETE_MESSAGE_ERROR',
    },
    // A code another customer has is the user's to fix: said in words, not as a failed save.
    saveFailureMessage: (error) =>
      error instanceof PortError && error.details?.some((detail) => detail.key === CUSTOMER_CODE_EXISTS)
        ? { key: 'messages.CUSTOMER_CODE_EXISTS' }
        : undefined,
    onSaveFailed: (error) => refusals.record(error, form.values),
    onSaved: ({ id: savedId, created }) => {
      storedCode.current = form.values.code.trim();
      if (created) navigate(customerPaths.edit(savedId), { replace: true });
    },
    onRemoved: () => navigate(customerPaths.list),
  });

  const { values } = form;
  const stored = form.id !== undefined;
  const messagesError = form.fieldError('singleReadingMessages');
  const setMessage = (language: LanguageId, text: string) =>
    form.change('singleReadingMessages', { ...values.singleReadingMessages, [language]: text });

  return (
    <RecordFormPage
      title={id === undefined ? t('customers.newTitle') : t('customers.editTitle')}
      form={form}
      backTo={customerPaths.list}
      wide
      confirmTitle={t('customers.confirmDeleteTitle')}
      confirmMessage={t('customers.confirmDeleteMessage', { name: values.name })}
    >
      <TextFields
        form={form}
        fields={[
          {
            name: 'code',
            label: t('customers.code'),
            required: true,
            maxLength: CUSTOMER_CODE_MAX,
            code: true,
            locked: stored,
            lockedHint: t('customers.codeLocked'),
            refusal: refusals.errorOf('code', values, t),
          },
          { name: 'name', label: t('customers.name'), required: true, maxLength: CUSTOMER_NAME_MAX },
          {
            name: 'taxId',
            label: t('customers.taxId'),
            hint: t('customers.taxIdHint'),
            refusal: refusals.errorOf('taxId', values, t),
            ...CNPJ_FIELD,
            shown: taxIdShown,
          },
        ]}
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('customers.options')}</legend>
        <Switch
          label={t('customers.linkedProduct')}
          checked={values.linkedProduct}
          disabled={form.busy}
          onChange={(_event, data) => form.change('linkedProduct', data.checked)}
        />
        <Switch
          label={t('customers.exclusive')}
          checked={values.exclusive}
          disabled={form.busy}
          onChange={(_event, data) => form.change('exclusive', data.checked)}
        />
        <Switch
          label={t('customers.singleReading')}
          checked={values.singleReading}
          disabled={form.busy}
          aria-describedby="single-reading-hint"
          onChange={(_event, data) => form.change('singleReading', data.checked)}
        />
        <Body1 id="single-reading-hint" className={styles.switchHint}>
          {t('customers.singleReadingHint')}
        </Body1>
      </fieldset>

      {values.singleReading && (
        <fieldset
          className={mergeClasses(styles.fieldset, messagesError !== undefined && styles.invalid)}
          aria-describedby={messagesError ? 'messages-hint messages-error' : 'messages-hint'}
        >
          <legend className={styles.legend}>{t('customers.messagesLegend')}</legend>
          <Body1 id="messages-hint" className={styles.hint}>
            {t('customers.messagesHint')}
          </Body1>
          {LANGUAGES.map(({ id: languageId, code }) => (
            <Field key={code} label={t(`customers.message.${code}`)}>
              <Textarea
                lang={code}
                value={values.singleReadingMessages[languageId]}
                maxLength={MESSAGE_MAX}
                disabled={form.busy}
                resize="vertical"
                rows={2}
                aria-invalid={messagesError ? true : undefined}
                onChange={(_event, data) => setMessage(languageId, data.value)}
              />
            </Field>
          ))}
          {messagesError && (
            <Body1 id="messages-error" role="alert" className={styles.error}>
              {messagesError}
            </Body1>
          )}
        </fieldset>
      )}
    </RecordFormPage>
  );
}

/** A new customer's tax id starts blank: saved so, it is stored as the default twelve zeros. */
const EMPTY_FORM: CustomerInput = { ...emptyCustomerInput, taxId: '' };

/** The default twelve zeros mean "not given" and show as a blank field; a CNPJ shows with its mask. */
function taxIdShown(taxId: string): string {
  return isTaxIdNotGiven(taxId) ? '' : formatCnpj(taxId);
}
