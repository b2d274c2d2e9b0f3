/**
 * Customer › Lot (spec B §2 "/lote, /lote/{id}", §4, §5; issue 11 §2): the product (chosen while the lot has none,
 * shown locked once it has one), the number, the manufacturing, release and expiry dates with "expiry undefined"
 * (on by default), and the status with its date. The domain decides: the dates first, each broken ordering listed
 * under 'Check the selected dates:', then the required fields; the lot-status machine clears the status date on
 * 'available' and asks for one otherwise. The markets (issue 28 §1): the countries the lot is sold in, chosen by name
 * in the user's language or by code; none means anywhere. Delete asks first and is refused for a lot whose tags have
 * been read.
 */
import { useMemo, useRef } from 'react';
import {
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Option,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_CODES,
  CUSTOMER_LOT_NUMBER_MAX,
  CustomerLotPortToken,
  customerLotInputOf,
  emptyCustomerLotInput,
  LOT_STATUS,
  LOT_STATUSES,
  lotStatusName,
  nextLotStatus,
  saveCustomerLot,
  validateCustomerLot,
  validateCustomerLotDates,
  type CustomerLot,
  type CustomerLotInput,
  type CustomerLotPort,
  type LotStatusEvent,
} from '@tagtrail/domain';
import { useDependentOptions } from '../admin-lots/useDependentOptions';
import { FieldRow } from '../forms/FormLayout';
import { LockableField, LockableInput } from '../forms/LockedField';
import { RecordFormPage } from '../forms/RecordFormPage';
import { SearchableMultiSelect, type MultiSelectChoice } from '../forms/SearchableMultiSelect';
import { TextFields } from '../forms/TextFields';
import { useRecordForm } from '../forms/useRecordForm';
import { formatCountry } from '../i18n/format';
import { translateMessage } from '../i18n/i18n';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { customerLotPaths } from './customer-lot.paths';

const useStyles = makeStyles({
  lines: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** The list narrows as soon as the typing pauses: 249 names, nothing to fetch. */
const MARKET_SEARCH_DEBOUNCE_MS = 150;

/**
 * Every country, named in the user's language and in the order they read names, found by its code too; a stored
 * code the list does not know (the list changed) still shows, by its code, so it can be taken off.
 */
function useMarketChoices(selected: readonly string[]): MultiSelectChoice[] {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: formatCountry(code, language), keywords: [code] })).sort(
        (a, b) => a.label.localeCompare(b.label, language),
      ),
    [language],
  );
  const unknown = selected.filter((code) => !(COUNTRY_CODES as readonly string[]).includes(code));
  return unknown.length === 0
    ? countries
    : [...countries, ...unknown.map((code) => ({ value: code, label: code, keywords: [code] }))];
}

export function CustomerLotFormView({ id }: { id?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<CustomerLotPort>(CustomerLotPortToken);
  const navigate = useNavigate();
  /** The lot as loaded: its number titles the page and its product, once it has one, stays. */
  const loaded = useRef<CustomerLot | undefined>(undefined);
  const products = useDependentOptions('products', (signal) => port.productOptions(signal));

  const form = useRecordForm<CustomerLotInput>({
    id,
    empty: emptyCustomerLotInput,
    validate: validateCustomerLot,
    load: async (lotId, signal) => {
      const lot = await port.get(lotId, signal);
      loaded.current = lot;
      return customerLotInputOf(lot);
    },
    save: async (lotId, values) => {
      const result = await saveCustomerLot(port, lotId, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((error) => error.key).join(', '));
      return result.id;
    },
    remove: (lotId) => port.remove(lotId),
    messages: {
      saved: 'customerLots.saved',
      saveFailed: 'customerLots.saveFailed',
      removed: 'customerLots.removed',
      removeFailed: 'customerLots.removeFailed',
    },
    onSaved: ({ id: savedId, created }) => {
      if (created) navigate(customerLotPaths.edit(savedId), { replace: true });
    },
    onRemoved: () => navigate(customerLotPaths.list),
  });

  const { values } = form;
  const lot = loaded.current;
  const marketChoices = useMarketChoices(values.markets);
  // While a stored lot loads, the page is titled as the list is.
  const title =
    lot !== undefined
      ? t('customerLots.editTitle', { number: lot.number })
      : id === undefined
        ? t('customerLots.newTitle')
        : t('customerLots.listTitle');
  // A lot with a product keeps it (spec B §3: novoProdutoId is chosen only while the lot has none).
  const productLocked = values.productId !== null;
  const productField: keyof CustomerLotInput = productLocked ? 'productId' : 'newProductId';
  const chosenProduct = values.productId ?? values.newProductId;
  const productName = products.options.find((product) => product.id === chosenProduct)?.name ?? lot?.productName ?? '';
  // Shown once the user has tried to save with dates out of order: each broken ordering on its own line.
  const dateLines = form.fieldError('releaseDate') ?? form.fieldError('expiryDate') ?? form.fieldError('statusDate');
  const brokenDates = dateLines === undefined ? [] : validateCustomerLotDates(values).slice(1);

  const changeStatus = (event: LotStatusEvent) => {
    const next = nextLotStatus(values, event);
    if (next.status !== values.status) form.change('status', next.status);
    if (next.statusDate !== values.statusDate) form.change('statusDate', next.statusDate);
  };
  const dateInput = (field: 'manufactureDate' | 'releaseDate' | 'expiryDate', label: string) => (
    <Field label={label} required validationMessage={form.fieldError(field)}>
      <Input
        type="date"
        value={values[field]}
        disabled={form.busy}
        onChange={(_event, data) => form.change(field, data.value as CustomerLotInput[typeof field])}
      />
    </Field>
  );

  return (
    <RecordFormPage
      title={title}
      form={form}
      backTo={customerLotPaths.list}
      backLabel={t('customerLots.backToList')}
      wide
      confirmTitle={t('customerLots.confirmDeleteTitle')}
      confirmMessage={t('customerLots.confirmDeleteMessage', { number: values.number })}
    >
      {brokenDates.length > 0 && (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('messages.WRONG_DATES')}</MessageBarTitle>
            <ul className={styles.lines}>
              {brokenDates.map((error) => (
                <li key={error.key}>{translateMessage(t, error.key, error.params)}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}

      {productLocked ? (
        <LockableField label={t('customerLots.product')} locked lockedHint={t('customerLots.productHint')}>
          <LockableInput locked value={productName} />
        </LockableField>
      ) : (
        <Field
          label={t('customerLots.product')}
          required
          hint={products.status === 'failed' ? t('customerLots.productsLoadError') : t('customerLots.productHint')}
          validationMessage={form.fieldError(productField)}
        >
          <Dropdown
            value={productName}
            selectedOptions={chosenProduct === null ? [] : [String(chosenProduct)]}
            placeholder={products.status === 'loading' ? t('list.loading') : t('customerLots.chooseProduct')}
            disabled={form.busy || products.status !== 'ready'}
            onOptionSelect={(_event, data) => {
              if (data.optionValue !== undefined) form.change('newProductId', Number(data.optionValue));
            }}
          >
            {products.options.map((product) => (
              <Option key={product.id} value={String(product.id)} text={product.name}>
                {`${product.name} · ${product.code}`}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}

      <TextFields
        form={form}
        fields={[
          { name: 'number', label: t('customerLots.number'), required: true, maxLength: CUSTOMER_LOT_NUMBER_MAX },
        ]}
      />
      {lot?.partnerLotNumber != null && (
        <LockableField label={t('customerLots.partnerLot')} locked>
          <LockableInput locked value={lot.partnerLotNumber} />
        </LockableField>
      )}

      <FieldRow>
        {dateInput('manufactureDate', t('customerLots.manufactureDate'))}
        {dateInput('releaseDate', t('customerLots.releaseDate'))}
      </FieldRow>
      <Switch
        label={t('customerLots.expiryUndefined')}
        checked={values.expiryUndefined}
        disabled={form.busy}
        onChange={(_event, data) => form.change('expiryUndefined', data.checked)}
      />
      {!values.expiryUndefined && <FieldRow>{dateInput('expiryDate', t('customerLots.expiryDate'))}</FieldRow>}

      <FieldRow>
        <Field label={t('customerLots.status')} required>
          <Dropdown
            value={t(`customerLots.statuses.${lotStatusName(values.status)}`)}
            selectedOptions={[String(values.status)]}
            disabled={form.busy}
            onOptionSelect={(_event, data) => {
              if (data.optionValue !== undefined)
                changeStatus({ type: 'SET_STATUS', status: Number(data.optionValue) });
            }}
          >
            {LOT_STATUSES.map((status) => (
              <Option key={status.code} value={String(status.code)}>
                {t(`customerLots.statuses.${status.name}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {values.status !== LOT_STATUS.available && (
          <Field
            label={t('customerLots.statusDate')}
            required
            hint={t('customerLots.statusDateHint')}
            validationMessage={form.fieldError('statusDate')}
          >
            <Input
              type="date"
              value={values.statusDate}
              disabled={form.busy}
              onChange={(_event, data) => changeStatus({ type: 'SET_DATE', date: data.value })}
            />
          </Field>
        )}
      </FieldRow>

      <SearchableMultiSelect
        label={t('customerLots.markets')}
        hint={t('customerLots.marketsHint')}
        validationMessage={form.fieldError('markets')}
        choices={marketChoices}
        selected={values.markets}
        onChange={(markets) => form.change('markets', markets)}
        placeholder={t('customerLots.marketsPlaceholder')}
        noMatch={t('customerLots.marketsNoMatch')}
        debounceMs={MARKET_SEARCH_DEBOUNCE_MS}
        disabled={form.busy}
      />
    </RecordFormPage>
  );
}
