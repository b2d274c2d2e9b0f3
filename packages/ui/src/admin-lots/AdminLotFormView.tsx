/**
 * Admin › Lot (spec A §2 "/lote/{id?}", §5, §8): partner (searched), customer and product cascading from it, order
 * number, quantity, type (1 NFC, 2 QrCode), appless for QrCode, and for a new NFC lot its tag file, checked in the
 * browser as soon as it is chosen and uploaded with a progress bar and Cancel. A refused file lists its bad lines
 * and keeps everything typed. On edit the order number (spec A §5), the type and the quantity stay as they are
 * (the server refuses to change them: the tags were made for them). After creating, the list.
 *
 * A new NFC lot may have secure tags (NTAG 424 DNA, issue 27 §3): the SDM mode and two keys, each pasted or left
 * empty for the server to generate. After creating one, its generated keys are shown once (SdmKeysDialog), then
 * its page, which shows what the encoding station programs (SecureLotLayoutSection) and never a key.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Dropdown,
  Field,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  SpinButton,
  Spinner,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  AdminLotPortToken,
  adminLotRemovalErrors,
  adminLotToSave,
  createAdminLot,
  CustomerOptionsPortToken,
  emptyAdminLotInput,
  FILE_NOT_UTF8,
  hasApplessOption,
  LOT_NUMBER_EXISTS,
  LOT_NUMBER_MAX_LENGTH,
  LOT_TYPE,
  lotFileUpload,
  MIN_LOT_QUANTITY,
  PortError,
  SDM_MODES,
  TAG_FILE_INVALID,
  updateAdminLot,
  validateAdminLot,
  type AdminLot,
  type AdminLotInput,
  type AdminLotPort,
  type CustomerOptionsPort,
  type LotFileInfo,
  type LotType,
  type RuleError,
  type SdmMode,
} from '@tagtrail/domain';
import { RecordFormPage } from '../forms/RecordFormPage';
import { FieldRow } from '../forms/FormLayout';
import { LockableField, LockableInput } from '../forms/LockedField';
import { SaveProgress } from '../forms/SaveProgress';
import { TextFields } from '../forms/TextFields';
import { useRecordForm, type MessageWithParams } from '../forms/useRecordForm';
import { useRefusals } from '../forms/useRefusals';
import { translateMessage } from '../i18n/i18n';
import { isKnownMessage, type TextKey } from '../i18n/i18n';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { adminLotPaths } from './admin-lot.paths';
import { PartnerCombobox } from './PartnerCombobox';
import { SdmKeysDialog } from './SdmKeysDialog';
import { SecureLotLayoutSection } from './SecureLotLayoutSection';
import { checkTagFile, QUICK_CHECK_MAX_BYTES, tagLineCount, type TagFileCheck } from './tag-file-check';
import { quantityMismatch, refusalFromCheck, refusalFromError, type TagFileRefusal } from './tag-file-refusal';
import { TagFileField } from './TagFileField';
import { TagFileProblems } from './TagFileProblems';
import { useDependentOptions } from './useDependentOptions';

/** The "none" choice of the optional customer and product selects. */
const NONE = '';

/**
 * The form's values: the lot's fields and, for a new NFC lot, its tag file and whether its tags are secure, with
 * the secure part's mode and keys (kept while the switch is off or the type is QrCode, but not sent).
 */
export interface AdminLotFormValues extends AdminLotInput {
  readonly file: File | null;
  readonly secure: boolean;
  readonly sdmMode: SdmMode;
  readonly sdmMetaReadKey: string;
  readonly sdmMasterKey: string;
}

const noSecurePart = { secure: false, sdmMode: SDM_MODES[0], sdmMetaReadKey: '', sdmMasterKey: '' } as const;
const emptyValues: AdminLotFormValues = { ...emptyAdminLotInput, file: null, ...noSecurePart };

/** The lot as the rules and the port see it: the secure part only for an NFC lot with the switch on. */
function inputOf({
  file: _file,
  secure,
  sdmMode,
  sdmMetaReadKey,
  sdmMasterKey,
  ...input
}: AdminLotFormValues): AdminLotInput {
  return secure && input.type === LOT_TYPE.nfc ? { ...input, sdmMode, sdmMetaReadKey, sdmMasterKey } : input;
}

/** Whether the server will make a key, and so show the keys once. */
function generatesKeys(input: AdminLotInput): boolean {
  return (
    input.sdmMode !== undefined && [input.sdmMetaReadKey, input.sdmMasterKey].some((key) => (key ?? '').trim() === '')
  );
}

function fileInfo(file: File | null): LotFileInfo | null {
  return file === null ? null : { name: file.name, mediaType: file.type };
}

const useStyles = makeStyles({
  checking: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export function AdminLotFormView({ id }: { id?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<AdminLotPort>(AdminLotPortToken);
  const optionsPort = useService<CustomerOptionsPort>(CustomerOptionsPortToken);
  const navigate = useNavigate();
  const creating = id === undefined;

  /** The lot as loaded (edit): the rules compare the order number, the type and the quantity with it. */
  const original = useRef<AdminLot | undefined>(undefined);
  /** The browser's check of the chosen file; `result` is missing while it runs. */
  const [check, setCheck] = useState<{ file: File; result?: TagFileCheck } | undefined>(undefined);
  const checkRun = useRef<AbortController | undefined>(undefined);
  /** The quantity last filled in from a file, so a new file may replace it but never a number the user typed. */
  const filledQuantity = useRef<number | null>(null);
  /** The server's refusal of the file it was given; shown while that file is still the chosen one. */
  const [serverRefusal, setServerRefusal] = useState<{ file: File | null; refusal: TagFileRefusal } | undefined>(
    undefined,
  );
  const sent = useRef<{ file: File | null; tags: number | null; number: string; secure: boolean; generated: boolean }>({
    file: null,
    tags: null,
    number: '',
    secure: false,
    generated: false,
  });
  /** Fields the server refused by name (the secure part's: SDM_KEY_NOT_HEX, SECURE_LOT_NOT_NFC…). */
  const refusals = useRefusals<AdminLotFormValues>();
  /** The secure lot just created whose generated keys are being shown once. */
  const [newSecureLot, setNewSecureLot] = useState<{ id: number; number: string } | undefined>(undefined);
  const revealKeys = useCallback(
    () =>
      newSecureLot === undefined ? Promise.reject(new Error('no new secure lot')) : port.revealSdmKeys(newSecureLot.id),
    [port, newSecureLot],
  );
  /** An order number the server said the partner already has: said under the field until it changes. */
  const [takenNumber, setTakenNumber] = useState<string | undefined>(undefined);

  useEffect(() => () => checkRun.current?.abort(), []);

  /** What the browser's check says about the values: bad lines, not UTF-8, a quantity other than the file's. */
  const checkErrors = (values: AdminLotFormValues): RuleError[] => {
    if (!creating || values.type !== LOT_TYPE.nfc || values.file === null) return [];
    const result = check?.file === values.file ? check.result : undefined;
    if (result === undefined) return []; // still checking: the server decides
    if (result.kind === 'notUtf8') return [{ key: FILE_NOT_UTF8, field: 'file' }];
    const errors: RuleError[] = [];
    if (result.summary.badCount > 0) errors.push({ key: TAG_FILE_INVALID, field: 'file' });
    const mismatch = quantityMismatch(values.quantity, tagLineCount(result.summary));
    if (mismatch) errors.push({ ...mismatch, field: 'quantity' });
    return errors;
  };

  const form = useRecordForm<AdminLotFormValues>({
    id,
    empty: emptyValues,
    validate: (values) => [
      ...validateAdminLot(inputOf(values), fileInfo(values.file), original.current),
      ...checkErrors(values),
    ],
    load: async (lotId, signal) => {
      const lot = await port.get(lotId, signal);
      original.current = lot;
      return {
        partnerId: lot.partnerId,
        customerId: lot.customerId,
        productId: lot.productId,
        number: lot.number,
        quantity: lot.quantity,
        type: lot.type,
        appless: lot.appless,
        file: null,
        // A stored lot's keys cannot change, and no answer carries them: its page shows the station's layout.
        ...noSecurePart,
      };
    },
    save: async (lotId, values, { signal, onProgress }) => {
      const input = inputOf(values);
      if (lotId === undefined) {
        const file = values.type === LOT_TYPE.nfc ? values.file : null;
        sent.current = {
          file,
          tags: input.quantity,
          number: input.number.trim(),
          secure: input.sdmMode !== undefined,
          generated: generatesKeys(input),
        };
        const result = await createAdminLot(port, input, file === null ? null : lotFileUpload(file), {
          signal,
          onProgress,
        });
        // The form ran the same rules before saving, so a refusal here means the rules changed under us.
        if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
        return result.id;
      }
      const lot = original.current;
      if (lot === undefined) throw new Error('admin lot form: saving a lot that never loaded');
      const result = await updateAdminLot(port, lot, input);
      if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
      original.current = { ...lot, ...adminLotToSave(input) };
      return result.id;
    },
    remove: (lotId) => port.remove(lotId),
    messages: {
      saved: 'lots.saved',
      // spec A §8: "Generic load or save failure on lot: 'loading data error'".
      saveFailed: 'messages.LOADING_DATA_ERROR',
      removed: 'lots.removed',
      removeFailed: 'lots.removeFailed',
    },
    savedMessage: ({ created }) =>
      created && sent.current.tags !== null
        ? { key: 'lots.savedWithTags', params: { count: sent.current.tags } }
        : undefined,
    saveFailureMessage: (error) => refusedMessage(error),
    onSaveFailed: (error) => {
      refusals.record(error, form.values);
      const refusal = refusalFromError(error);
      if (refusal) setServerRefusal({ file: sent.current.file, refusal });
      if (error instanceof PortError && error.details?.some((detail) => detail.key === LOT_NUMBER_EXISTS))
        setTakenNumber(sent.current.number);
    },
    // spec A §4: "After creating a lot the user is redirected to the list or the detail": the list; a secure lot's
    // page, though, after its generated keys were shown once: the encoding station needs what that page shows.
    onSaved: ({ id: lotId, created }) => {
      if (!created) return;
      if (sent.current.generated) setNewSecureLot({ id: lotId, number: sent.current.number });
      else if (sent.current.secure) navigate(adminLotPaths.edit(lotId));
      else navigate(adminLotPaths.list);
    },
    onRemoved: () => navigate(adminLotPaths.list),
  });

  const { values } = form;
  // A lot with readings, or whose tags a customer lot took, is not offered for deletion: the reason says why.
  const [deleteRefusal] = original.current === undefined ? [] : adminLotRemovalErrors(original.current);
  const latestValues = useRef(values);
  useEffect(() => {
    latestValues.current = values;
  });

  const customers = useDependentOptions(values.partnerId === null ? undefined : String(values.partnerId), (signal) =>
    optionsPort.customersOfPartner(values.partnerId as number, signal),
  );
  const products = useDependentOptions(
    values.partnerId === null || values.customerId === null ? undefined : `${values.partnerId}/${values.customerId}`,
    (signal) => optionsPort.productsOfPartnerCustomer(values.partnerId as number, values.customerId as number, signal),
  );

  // spec A §2: customers depend on the partner, products on partner and customer: a change upstream clears below.
  const choosePartner = (partnerId: number) => {
    form.change('partnerId', partnerId);
    form.change('customerId', null);
    form.change('productId', null);
  };
  const chooseCustomer = (customerId: number | null) => {
    form.change('customerId', customerId);
    form.change('productId', null);
  };

  const chooseFile = (file: File | null) => {
    form.change('file', file);
    setServerRefusal(undefined);
    checkRun.current?.abort();
    if (file === null || file.size > QUICK_CHECK_MAX_BYTES) {
      setCheck(undefined);
      return;
    }
    const run = new AbortController();
    checkRun.current = run;
    setCheck({ file });
    checkTagFile(file, run.signal).then(
      (result) => {
        if (run.signal.aborted) return;
        setCheck({ file, result });
        if (result.kind !== 'read') return;
        // The quantity must equal the file's tags: a blank one (or one filled from an earlier file) is filled in.
        const tags = tagLineCount(result.summary);
        const quantity = latestValues.current.quantity;
        if (tags > 0 && (quantity === null || quantity === filledQuantity.current)) {
          filledQuantity.current = tags;
          form.change('quantity', tags);
        }
      },
      // The check is a convenience: when the browser cannot read the file, the server will say what is wrong.
      () => undefined,
    );
  };

  const busy = form.busy;
  const nfc = values.type === LOT_TYPE.nfc;
  const fileCheck = check !== undefined && check.file === values.file ? check : undefined;
  const localRefusal =
    creating && nfc && fileCheck?.result ? refusalFromCheck(fileCheck.result, values.quantity) : undefined;
  const refusal =
    creating && nfc && serverRefusal !== undefined && serverRefusal.file === values.file
      ? serverRefusal.refusal
      : localRefusal;
  const refusedOrRule = (field: 'sdmMode' | 'sdmMetaReadKey' | 'sdmMasterKey') =>
    form.fieldError(field) ?? refusals.errorOf(field, values, t);
  const customerName = customers.options.find((c) => c.id === values.customerId)?.name;
  const product = products.options.find((p) => p.id === values.productId);

  return (
    <RecordFormPage
      title={creating ? t('lots.newTitle') : t('lots.editTitle')}
      form={form}
      backTo={adminLotPaths.list}
      loadFailureMessage={t('messages.LOADING_DATA_ERROR')}
      wide
      deleteRefusal={deleteRefusal && translateMessage(t, deleteRefusal.key)}
      confirmTitle={t('lots.confirmDeleteTitle')}
      confirmMessage={t('lots.confirmDeleteMessage', { number: values.number })}
      showActions={newSecureLot === undefined}
      after={
        newSecureLot && (
          <SdmKeysDialog
            number={newSecureLot.number}
            reveal={revealKeys}
            onDone={() => navigate(adminLotPaths.edit(newSecureLot.id))}
          />
        )
      }
    >
      <PartnerCombobox
        value={values.partnerId}
        onChange={choosePartner}
        disabled={busy}
        validationMessage={form.fieldError('partnerId')}
      />
      <Field label={t('lots.customer')} validationMessage={form.fieldError('customerId')}>
        <Dropdown
          value={values.customerId === null ? '' : (customerName ?? t('lots.loadingOptions'))}
          selectedOptions={values.customerId === null ? [] : [String(values.customerId)]}
          placeholder={values.partnerId === null ? t('lots.choosePartnerFirst') : t('lots.noCustomer')}
          disabled={busy || values.partnerId === null}
          onOptionSelect={(_event, data) => {
            if (data.optionValue === undefined) return;
            chooseCustomer(data.optionValue === NONE ? null : Number(data.optionValue));
          }}
        >
          <Option value={NONE}>{t('lots.noCustomer')}</Option>
          {customers.options.map((customer) => (
            <Option key={customer.id} value={String(customer.id)}>
              {customer.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('lots.product')} validationMessage={form.fieldError('productId')}>
        <Dropdown
          value={values.productId === null ? '' : product ? productLabel(product) : t('lots.loadingOptions')}
          selectedOptions={values.productId === null ? [] : [String(values.productId)]}
          placeholder={values.customerId === null ? t('lots.chooseCustomerFirst') : t('lots.noProduct')}
          disabled={busy || values.customerId === null}
          onOptionSelect={(_event, data) => {
            if (data.optionValue === undefined) return;
            form.change('productId', data.optionValue === NONE ? null : Number(data.optionValue));
          }}
        >
          <Option value={NONE}>{t('lots.noProduct')}</Option>
          {products.options.map((option) => (
            <Option key={option.id} value={String(option.id)} text={productLabel(option)}>
              {productLabel(option)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <TextFields
        form={form}
        fields={[
          {
            name: 'number',
            label: t('lots.number'),
            required: true,
            maxLength: LOT_NUMBER_MAX_LENGTH,
            locked: !creating,
            lockedHint: t('lots.numberLocked'),
            refusal:
              takenNumber !== undefined && takenNumber === values.number.trim()
                ? t(`messages.${LOT_NUMBER_EXISTS}`)
                : undefined,
          },
        ]}
      />
      {creating ? (
        <Field label={t('lots.quantity')} required validationMessage={form.fieldError('quantity')}>
          <SpinButton
            value={values.quantity}
            min={MIN_LOT_QUANTITY}
            step={1}
            disabled={busy}
            onChange={(_event, data) => {
              if (data.value !== undefined) form.change('quantity', data.value);
              else if (data.displayValue !== undefined) form.change('quantity', typedQuantity(data.displayValue));
            }}
          />
        </Field>
      ) : (
        <LockableField label={t('lots.quantity')} locked lockedHint={t('lots.storedLot')}>
          <LockableInput value={values.quantity === null ? '' : String(values.quantity)} locked />
        </LockableField>
      )}
      <Field label={t('lots.type')} required={creating} validationMessage={form.fieldError('type')}>
        <RadioGroup
          layout="horizontal"
          value={String(values.type)}
          disabled={busy || !creating}
          onChange={(_event, data) => form.change('type', Number(data.value) as LotType)}
        >
          <Radio value={String(LOT_TYPE.nfc)} label={t('lots.nfc')} />
          <Radio value={String(LOT_TYPE.qrCode)} label={t('lots.qrCode')} />
        </RadioGroup>
      </Field>
      {hasApplessOption(values.type) && (
        <Switch
          label={t('lots.appless')}
          checked={values.appless}
          disabled={busy}
          onChange={(_event, data) => form.change('appless', data.checked)}
        />
      )}
      {creating && nfc && (
        <Switch
          label={t('secureLot.secure')}
          checked={values.secure}
          disabled={busy}
          onChange={(_event, data) => form.change('secure', data.checked)}
        />
      )}
      {creating && nfc && values.secure && (
        <>
          <Field
            label={t('secureLot.mode')}
            required
            hint={t('secureLot.secureHint')}
            validationMessage={refusedOrRule('sdmMode')}
          >
            <RadioGroup
              layout="horizontal"
              value={values.sdmMode}
              disabled={busy}
              onChange={(_event, data) => form.change('sdmMode', data.value as SdmMode)}
            >
              {SDM_MODES.map((mode) => (
                <Radio key={mode} value={mode} label={mode} />
              ))}
            </RadioGroup>
          </Field>
          <FieldRow>
            <TextFields
              form={form}
              fields={(['sdmMetaReadKey', 'sdmMasterKey'] as const).map((name) => ({
                name,
                label: t(name === 'sdmMetaReadKey' ? 'secureLot.metaReadKey' : 'secureLot.masterKey'),
                hint: t('secureLot.keyHint'),
                // No maxLength: a pasted key cut short would be silently wrong; the rule says how long one is.
                code: true,
                monospace: true,
                typed: (text: string) => text.toUpperCase(),
                refusal: refusals.errorOf(name, values, t),
              }))}
            />
          </FieldRow>
        </>
      )}
      {creating && nfc && (
        <TagFileField
          file={values.file}
          onChange={chooseFile}
          required
          disabled={busy}
          validationMessage={form.fieldError('file')}
          status={fileStatus(t, fileCheck, styles.checking)}
        />
      )}
      {refusal && <TagFileProblems refusal={refusal} />}
      {!creating && original.current?.secure === true && <SecureLotLayoutSection port={port} id={id} />}
      {creating && <SaveProgress form={form} />}
    </RecordFormPage>
  );
}

function productLabel(product: { code: string; name: string }): string {
  return product.code ? `${product.code} · ${product.name}` : product.name;
}

/** What was typed in the quantity: blank is none; anything that is not a number is none too (required then). */
function typedQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

/** The toast for a refused save: the file's refusal, or the first thing the server named, in its words. */
function refusedMessage(error: unknown): MessageWithParams | undefined {
  if (refusalFromError(error)) return { key: `messages.${TAG_FILE_INVALID}` as TextKey };
  if (!(error instanceof PortError) || error.status !== 400) return undefined;
  const first = error.details?.[0];
  const key = first?.key ?? error.messageKey;
  return isKnownMessage(key) ? { key: `messages.${key}` as TextKey, params: first?.params } : undefined;
}

function fileStatus(
  t: ReturnType<typeof useTranslation>['t'],
  fileCheck: { result?: TagFileCheck } | undefined,
  checkingClass: string,
) {
  // Called through a plain signature: with every namespace's keys, i18next's inference of `t` runs past
  // TypeScript's depth limit here (TS2589).
  const say = t as unknown as (key: TextKey, options?: { count: number }) => string;
  if (fileCheck === undefined) return undefined;
  if (fileCheck.result === undefined)
    return (
      <span className={checkingClass}>
        {/* The text beside it says what is going on. */}
        <Spinner size="extra-tiny" aria-hidden />
        {say('tagFile.checking')}
      </span>
    );
  if (fileCheck.result.kind === 'read' && fileCheck.result.summary.badCount === 0) {
    return say('tagFile.good', { count: tagLineCount(fileCheck.result.summary) });
  }
  return undefined;
}
