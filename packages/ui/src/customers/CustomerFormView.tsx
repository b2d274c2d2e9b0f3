/**
 * Partner › Customer form (spec A §2, §3, §5, §8): code and name required, the code locked once stored; the tax id a
 * CNPJ with its check digits shown with its mask, or left blank, stored as twelve zeros (the spec's default, which
 * means "not given" and shows as a blank field); linked product, exclusive customer and single reading switches; with single
 * reading on, a message per language (pt, en, es), at least one written, sent as the JSON map leituraUnicaMensagem.
 * A failed save says 'save message error' unless the server named the problem (a code another customer has, said
 * under the field too); a refused delete says the server's message (error 1) or 'delete message error', and the user
 * stays on the customer. After creating, the page becomes the new customer's; after deleting, back to the list.
 */
import { useRef, useState } from 'react';
import { Body1, Field, Input, makeStyles, mergeClasses, Switch, Textarea, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_CODE_EXISTS,
  CNPJ_MASKED_LENGTH,
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
import { FormActions } from '../forms/FormActions';
import { FormLoadState } from '../forms/FormLoadState';
import { LockableField, LockableInput } from '../forms/LockedField';
import { useRecordForm } from '../forms/useRecordForm';
import { translateMessage } from '../i18n/i18n';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { customerPaths } from './customer.paths';

/** Room for a company code and name; the server keeps these lengths. */
const CODE_MAX = 20;
const NAME_MAX = 120;
const MESSAGE_MAX = 500;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
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

/** A field the server refused, with the value it refused: said under the field until the value changes. */
interface Refusal {
  readonly field: keyof CustomerInput;
  readonly key: string;
  readonly value: string;
}

export function CustomerFormView({ id }: { id?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<CustomerPort>(CustomerPortToken);
  const navigate = useNavigate();
  /** The code as stored: the save refuses an edit that changes it (spec A §5 "code locked on edit"). */
  const storedCode = useRef<string | undefined>(undefined);
  const [refusals, setRefusals] = useState<readonly Refusal[]>([]);

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
      fieldRefusals(error).some((refusal) => refusal.key === CUSTOMER_CODE_EXISTS)
        ? { key: 'messages.CUSTOMER_CODE_EXISTS' }
        : undefined,
    onSaveFailed: (error) =>
      setRefusals(
        fieldRefusals(error).map((refusal) => ({ ...refusal, value: String(form.values[refusal.field] ?? '') })),
      ),
    onSaved: ({ id: savedId, created }) => {
      storedCode.current = form.values.code.trim();
      if (created) navigate(customerPaths.edit(savedId), { replace: true });
    },
    onRemoved: () => navigate(customerPaths.list),
  });

  const title = id === undefined ? t('customers.newTitle') : t('customers.editTitle');
  const back = (
    <LinkButton to={customerPaths.list} appearance="subtle" icon={<ArrowLeft20Regular />}>
      {t('form.back')}
    </LinkButton>
  );

  if (form.status === 'loading' || form.status === 'loadFailed') {
    return (
      <FormLoadState
        title={title}
        failed={form.status === 'loadFailed'}
        backTo={customerPaths.list}
        onRetry={form.retry}
      />
    );
  }

  const { values } = form;
  const stored = form.id !== undefined;
  const errorOf = (field: keyof CustomerInput & string) => {
    const own = form.fieldError(field);
    if (own !== undefined) return own;
    const refused = refusals.find((r) => r.field === field && r.value === String(values[field]));
    return refused ? translateMessage(t, refused.key) : undefined;
  };
  const messagesError = form.fieldError('singleReadingMessages');
  const setMessage = (language: LanguageId, text: string) =>
    form.change('singleReadingMessages', { ...values.singleReadingMessages, [language]: text });

  return (
    <Page title={title}>
      <form className={styles.form} noValidate onSubmit={form.onSubmit}>
        <LockableField
          label={t('customers.code')}
          required
          locked={stored}
          lockedHint={t('customers.codeLocked')}
          validationMessage={errorOf('code')}
        >
          <LockableInput
            value={values.code}
            locked={stored}
            maxLength={CODE_MAX}
            disabled={form.busy}
            autoComplete="off"
            spellCheck={false}
            onChange={(_event, data) => form.change('code', data.value)}
          />
        </LockableField>
        <Field label={t('customers.name')} required validationMessage={errorOf('name')}>
          <Input
            value={values.name}
            maxLength={NAME_MAX}
            disabled={form.busy}
            onChange={(_event, data) => form.change('name', data.value)}
          />
        </Field>
        <Field label={t('customers.taxId')} hint={t('customers.taxIdHint')} validationMessage={errorOf('taxId')}>
          <Input
            value={values.taxId}
            maxLength={CNPJ_MASKED_LENGTH}
            disabled={form.busy}
            placeholder="00.000.000/0000-00"
            autoComplete="off"
            spellCheck={false}
            onChange={(_event, data) => form.change('taxId', data.value.toUpperCase())}
            // The mask is put in once the whole id is typed, so typing is never fought.
            onBlur={() => form.change('taxId', taxIdShown(values.taxId))}
          />
        </Field>

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

        <FormActions
          form={form}
          confirmTitle={t('customers.confirmDeleteTitle')}
          confirmMessage={t('customers.confirmDeleteMessage', { name: values.name })}
        >
          {back}
        </FormActions>
      </form>
    </Page>
  );
}

/** A new customer's tax id starts blank: saved so, it is stored as the default twelve zeros. */
const EMPTY_FORM: CustomerInput = { ...emptyCustomerInput, taxId: '' };

/** The default twelve zeros mean "not given" and show as a blank field; a CNPJ shows with its mask. */
function taxIdShown(taxId: string): string {
  return isTaxIdNotGiven(taxId) ? '' : formatCnpj(taxId);
}

const FIELDS: readonly (keyof CustomerInput)[] = [
  'code',
  'name',
  'taxId',
  'linkedProduct',
  'exclusive',
  'singleReading',
  'singleReadingMessages',
];

/** The fields a refused save names (already in the domain's names, as the HTTP adapter hands them on). */
function fieldRefusals(error: unknown): Omit<Refusal, 'value'>[] {
  if (!(error instanceof PortError) || error.details === undefined) return [];
  return error.details.flatMap((detail) => {
    const field = FIELDS.find((name) => name === detail.field);
    return field === undefined ? [] : [{ field, key: detail.key }];
  });
}
