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
import { RecordFormPage } from '../forms/RecordFormPage';
import { useRecordForm } from '../forms/useRecordForm';
import { useRefusals } from '../forms/useRefusals';
import { formatDate } from '../i18n/format';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { partnerLotPaths } from './partner-lot.paths';

const empty: PartnerLotCustomerInput = { customerId: null };

const useStyles = makeStyles({
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

  const loaded = lot.current;
  const editable = loaded !== undefined && canEditPartnerLot(loaded);
  const chosen = form.values.customerId;
  const noCustomers = customers.status === 'ready' && customers.options.length === 0;

  return (
    <RecordFormPage
      // While the lot loads, the page is titled as the list is.
      title={loaded ? t('partnerLots.editTitle', { number: loaded.number }) : t('partnerLots.listTitle')}
      form={form}
      backTo={partnerLotPaths.list}
      loadFailureMessage={t('messages.LOADING_DATA_ERROR')}
      wide
      canSave={editable}
      canDelete={false}
    >
      {loaded && <PartnerLotFacts lot={loaded} />}
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
                (loaded?.customerId === chosen ? (loaded.customerName ?? '') : t('partnerLots.loadingCustomers')))
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
    </RecordFormPage>
  );
}

/** The lot's order, type, date, product and tag counts, read-only beside the choice. */
function PartnerLotFacts({ lot }: { lot: PartnerLot }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { used, total } = partnerLotUsage(lot);
  const appless = applessLabel(t, lot.type, lot.appless);
  const facts: [string, string][] = [
    [t('partnerLots.number'), lot.number],
    [t('partnerLots.type'), lotTypeLabel(t, lot.type)],
    ...(appless === '' ? [] : [[t('partnerLots.appless'), appless] as [string, string]]),
    [t('partnerLots.date'), formatDate(lot.createdAt)],
    [t('partnerLots.product'), lot.productName ?? t('partnerLots.none')],
    [
      t('partnerLots.usedTotal'),
      `${formatUsedOfTotal(used, total)} · ${t('partnerLots.usedOfTotal', { used, total })}`,
    ],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
