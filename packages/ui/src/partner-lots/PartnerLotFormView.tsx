/**
 * Partner › Lot (spec A §2 "/lote/{id}", §5, §8): the partner gives a lot to one of its own customers (required).
 * The lot's order, type, date, product and tag counts are shown read-only beside the choice. A lot that already has
 * a product or no free tags left cannot change hands: the choice is shown locked with the reason. A lot whose tags
 * have been read or taken into a customer's lots stays with its customer (issue 24 §5): only the server knows that,
 * so its refusal is said in the toast and under the choice. Other load or save failures say 'loading data error';
 * after saving, back to the list.
 */
import { useRef } from 'react';
import { Dropdown, Field, makeStyles, MessageBar, MessageBarBody, Option, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  canEditPartnerLot,
  CustomerOptionsPortToken,
  formatUsedOfTotal,
  PARTNER_LOT_HAS_HISTORY,
  PartnerLotPortToken,
  partnerLotUsage,
  PortError,
  updatePartnerLotCustomer,
  validatePartnerLotCustomer,
  type CustomerOptionsPort,
  type PartnerLot,
  type PartnerLotCustomerInput,
  type PartnerLotPort,
} from '@tagtrail/domain';
import { partnerApplessLabel as applessLabel, partnerLotTypeLabel as lotTypeLabel } from './partner-lot.labels';
import { useDependentOptions } from '../admin-lots/useDependentOptions';
import { FormActions } from '../forms/FormActions';
import { FormLoadState } from '../forms/FormLoadState';
import { useRecordForm } from '../forms/useRecordForm';
import { useRefusals } from '../forms/useRefusals';
import { formatDate } from '../i18n/format';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { partnerLotPaths } from './partner-lot.paths';

const empty: PartnerLotCustomerInput = { customerId: null };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export function PartnerLotFormView({ id }: { id: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<PartnerLotPort>(PartnerLotPortToken);
  const optionsPort = useService<CustomerOptionsPort>(CustomerOptionsPortToken);
  const navigate = useNavigate();
  /** The lot as loaded: its facts are shown, and whether it may still change hands. */
  const lot = useRef<PartnerLot | undefined>(undefined);
  const customers = useDependentOptions('mine', (signal) => optionsPort.myCustomers(signal));
  const customerName = (customerId: number | null) =>
    customers.options.find((customer) => customer.id === customerId)?.name;
  /** The customer being saved, for the toast that names it. */
  const chosenCustomer = useRef<number | null>(null);
  const refusals = useRefusals<PartnerLotCustomerInput>();

  const form = useRecordForm<PartnerLotCustomerInput>({
    id,
    empty,
    validate: validatePartnerLotCustomer,
    load: async (lotId, signal) => {
      const loaded = await port.get(lotId, signal);
      lot.current = loaded;
      return { customerId: loaded.customerId };
    },
    save: async (lotId, values) => {
      chosenCustomer.current = values.customerId;
      if (lotId === undefined) throw new Error('partner lot form: a partner gives lots, it does not create them');
      const result = await updatePartnerLotCustomer(port, lotId, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
      return result.id;
    },
    remove: () => Promise.reject(new Error('partner lot form: lots are not deleted here')),
    messages: {
      saved: 'partnerLots.saved',
      // spec A §8: "Generic load or save failure on … partner-lot edit: 'loading data error'".
      saveFailed: 'messages.LOADING_DATA_ERROR',
      removed: 'partnerLots.saved',
      removeFailed: 'messages.LOADING_DATA_ERROR',
    },
    // Not a failure to retry: the lot's history keeps it with its customer, said in words.
    saveFailureMessage: (error) =>
      error instanceof PortError && error.details?.some((detail) => detail.key === PARTNER_LOT_HAS_HISTORY)
        ? { key: 'messages.PARTNER_LOT_HAS_HISTORY' }
        : undefined,
    onSaveFailed: (error) => refusals.record(error, form.values),
    savedMessage: () => ({
      key: 'partnerLots.saved',
      params: { customer: customerName(chosenCustomer.current) ?? '' },
    }),
    onSaved: () => navigate(partnerLotPaths.list),
  });

  const title = lot.current ? t('partnerLots.editTitle', { number: lot.current.number }) : t('partnerLots.listTitle');
  const back = (
    <LinkButton to={partnerLotPaths.list} appearance="subtle" icon={<ArrowLeft20Regular />}>
      {t('form.back')}
    </LinkButton>
  );

  if (form.status === 'loading' || form.status === 'loadFailed' || lot.current === undefined) {
    return (
      <FormLoadState
        title={t('partnerLots.listTitle')}
        failed={form.status === 'loadFailed'}
        backTo={partnerLotPaths.list}
        onRetry={form.retry}
        failureMessage={t('messages.LOADING_DATA_ERROR')}
      />
    );
  }

  const loaded = lot.current;
  const editable = canEditPartnerLot(loaded);
  const { used, total } = partnerLotUsage(loaded);
  const chosen = form.values.customerId;
  const facts: [string, string][] = [
    [t('partnerLots.number'), loaded.number],
    [t('partnerLots.type'), lotTypeLabel(t, loaded.type)],
    ...(applessLabel(t, loaded.type, loaded.appless) === ''
      ? []
      : [[t('partnerLots.appless'), applessLabel(t, loaded.type, loaded.appless)] as [string, string]]),
    [t('partnerLots.date'), formatDate(loaded.createdAt)],
    [t('partnerLots.product'), loaded.productName ?? t('partnerLots.none')],
    [
      t('partnerLots.usedTotal'),
      `${formatUsedOfTotal(used, total)} · ${t('partnerLots.usedOfTotal', { used, total })}`,
    ],
  ];
  const noCustomers = customers.status === 'ready' && customers.options.length === 0;

  return (
    <Page title={title}>
      <form className={styles.form} noValidate onSubmit={form.onSubmit}>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        {!editable && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('partnerLots.notEditable')}</MessageBarBody>
          </MessageBar>
        )}
        {editable && noCustomers && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{t('partnerLots.noCustomers')}</MessageBarBody>
          </MessageBar>
        )}
        <Field
          label={t('partnerLots.customer')}
          required={editable}
          hint={editable ? t('partnerLots.customerHint') : undefined}
          validationMessage={form.fieldError('customerId') ?? refusals.errorOf('customerId', form.values, t)}
        >
          <Dropdown
            value={
              chosen === null
                ? ''
                : (customerName(chosen) ??
                  (loaded.customerId === chosen ? (loaded.customerName ?? '') : t('partnerLots.loadingCustomers')))
            }
            selectedOptions={chosen === null ? [] : [String(chosen)]}
            placeholder={
              customers.status === 'loading' ? t('partnerLots.loadingCustomers') : t('partnerLots.chooseCustomer')
            }
            disabled={form.busy || !editable || noCustomers}
            onOptionSelect={(_event, data) => {
              if (data.optionValue !== undefined) form.change('customerId', Number(data.optionValue));
            }}
          >
            {customers.options.map((customer) => (
              <Option key={customer.id} value={String(customer.id)}>
                {customer.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <FormActions form={form} canSave={editable} canDelete={false}>
          {back}
        </FormActions>
      </form>
    </Page>
  );
}
