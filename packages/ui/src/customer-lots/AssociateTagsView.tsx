/**
 * Customer › Lot › Associate tags (spec B §2 "/loteassociar/{id}"; issue 11 §3): the sub-lots of a lot — which
 * partner lot, when, first and last tag and sequence (0/0 reads "whole lot") — with unlink, and linking more: a
 * partner lot given to the customer that still has free tags (required, spec B §5) and, optionally, a range of its
 * tags by sequence. The server keeps the range inside the partner lot and off other sub-lots; its refusal is said
 * under the range, any other failure as 'ADD_MESSAGE_ERROR'. Unlinking a sub-lot whose tags were read is refused
 * ('It is not possible to unlink the suborder!').
 */
import { useMemo, useState, type FormEvent } from 'react';
import {
  Body1,
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Subtitle2,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { ArrowLeft20Regular, LinkDismiss20Regular, Link20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  addSubLot,
  ADD_MESSAGE_ERROR,
  CustomerLotPortToken,
  DELETE_SUBLOT_MESSAGE_ERROR,
  PortError,
  removeSubLot,
  usesWholeLot,
  type AvailablePartnerLot,
  type CustomerLotPort,
  type ListPort,
  type RuleError,
  type SubLot,
} from '@tagtrail/domain';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { FormLoadState } from '../forms/FormLoadState';
import { formatDateTime, formatNumber } from '../i18n/format';
import { isKnownMessage, translateMessage, type TextKey } from '../i18n/i18n';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton } from '../navigation/navigation';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { useLoad } from '../services/useLoad';
import { Page } from '../shell/Page';
import { customerLotPaths } from './customer-lot.paths';

/** The partner lots offered in the link form: the newest with free tags. */
const PARTNER_LOT_CHOICES = 100;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  intro: { color: tokens.colorNeutralForeground2 },
  add: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  range: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** The notification for a message key the server or the domain sent, or the fallback when it is one we do not know. */
const messageOf = (key: string | undefined, fallback: string): TextKey =>
  `messages.${key !== undefined && isKnownMessage(key) ? key : fallback}` as TextKey;

/** A sequence typed by the user: '' for none, else the whole number typed (anything else is refused by the server). */
const sequenceOf = (text: string): number => (text.trim() === '' ? 0 : Number(text));

const NO_PARTNER_LOTS: readonly AvailablePartnerLot[] = [];

export function AssociateTagsView({ customerLotId }: { customerLotId: number }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const port = useService<CustomerLotPort>(CustomerLotPortToken);
  const notify = useNotify();
  const lotLoad = useLoad((signal) => port.get(customerLotId, signal), [port, customerLotId]);
  const [partnerLotId, setPartnerLotId] = useState<number | null>(null);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [refusal, setRefusal] = useState<readonly RuleError[]>([]);
  const [adding, setAdding] = useState(false);
  const [unlinking, setUnlinking] = useState<{ subLot: SubLot; busy: boolean } | undefined>(undefined);

  const subLotPort = useMemo<ListPort<SubLot>>(
    () => ({ list: (query, signal) => port.subLots(customerLotId, query, signal) }),
    [port, customerLotId],
  );
  const list = useList<SubLot>(subLotPort);

  // The partner lots with tags still free, asked again after each add or unlink (which change what is free).
  const partnerLotLoad = useLoad(
    (signal) => port.availablePartnerLots({ page: 0, rowsPerPage: PARTNER_LOT_CHOICES, searchText: '' }, signal),
    [port],
    { onError: () => notify({ intent: 'error', messageKey: 'messages.LOADING_DATA_ERROR' }) },
  );
  const partnerLots: readonly AvailablePartnerLot[] | undefined =
    partnerLotLoad.status === 'ready'
      ? partnerLotLoad.value.records
      : partnerLotLoad.status === 'failed'
        ? NO_PARTNER_LOTS
        : undefined;

  const columns = useMemo<DataListColumn<SubLot>[]>(
    () => [
      { id: 'partnerLot', header: t('customerLots.partnerLot'), text: (s) => s.partnerLotNumber, minWidth: 130 },
      {
        id: 'range',
        header: t('customerLots.sequenceRange'),
        text: (s) =>
          usesWholeLot(s)
            ? t('customerLots.wholeLot')
            : `${formatNumber(s.startSequence, i18n.language)}–${formatNumber(s.endSequence, i18n.language)}`,
        width: '9rem',
        minWidth: 96,
        priority: 2,
      },
      {
        id: 'tags',
        header: t('customerLots.tagRange'),
        text: (s) => (usesWholeLot(s) ? t('customerLots.wholeLot') : `${s.startTag ?? ''} – ${s.endTag ?? ''}`),
        minWidth: 160,
        priority: 4,
      },
      {
        id: 'linkedAt',
        header: t('customerLots.linkedAt'),
        text: (s) => formatDateTime(s.linkedAt),
        width: '10rem',
        minWidth: 120,
        priority: 3,
      },
    ],
    [t, i18n.language],
  );

  if (lotLoad.status !== 'ready') {
    return (
      <FormLoadState
        title={t('customerLots.listTitle')}
        failed={lotLoad.status === 'failed'}
        backTo={customerLotPaths.list}
        onRetry={lotLoad.retry}
      />
    );
  }
  const lot = lotLoad.value;

  const link = async (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    setRefusal([]);
    setAdding(true);
    try {
      const range = { startSequence: sequenceOf(start), endSequence: sequenceOf(end) };
      const outcome = await addSubLot(port, customerLotId, partnerLotId, range);
      if (!outcome.ok) {
        setRefusal(outcome.errors);
        notify({ intent: 'error', messageKey: 'messages.REQUIRED_FIELD_MESSAGE' });
        return;
      }
      notify({ intent: 'success', messageKey: 'customerLots.added' });
      setPartnerLotId(null);
      setStart('');
      setEnd('');
      list.reload();
      partnerLotLoad.retry();
    } catch (error) {
      const details = error instanceof PortError && error.status === 400 ? (error.details ?? []) : [];
      setRefusal(details);
      notify({
        intent: 'error',
        messageKey: messageOf(details[0]?.key, ADD_MESSAGE_ERROR),
        params: details[0]?.params,
      });
    } finally {
      setAdding(false);
    }
  };

  const unlink = async (subLot: SubLot) => {
    setUnlinking({ subLot, busy: true });
    const outcome = await removeSubLot(port, customerLotId, subLot.subLotId);
    setUnlinking(undefined);
    if (outcome.ok) {
      notify({ intent: 'success', messageKey: 'customerLots.unlinked' });
      list.reload();
      partnerLotLoad.retry();
    } else {
      notify({ intent: 'error', messageKey: messageOf(outcome.errors[0]?.key, DELETE_SUBLOT_MESSAGE_ERROR) });
    }
  };

  const refusedOn = (field: string) => {
    const error = refusal.find((e) => e.field === field);
    return error ? translateMessage(t, error.key, error.params) : undefined;
  };
  const chosen = partnerLots?.find((p) => p.partnerLotId === partnerLotId);
  const optionText = (p: AvailablePartnerLot) =>
    t('customerLots.partnerLotOption', {
      number: p.number,
      count: p.totalTags,
      product: p.productName ?? t('customerLots.noProductShort'),
    });

  return (
    <Page title={t('customerLots.associateTitle', { number: lot.number })}>
      <div className={styles.page}>
        <Body1 className={styles.intro}>{t('customerLots.associateIntro')}</Body1>
        <DataList
          label={t('customerLots.subLots')}
          list={list}
          columns={columns}
          rowKey={(s) => s.subLotId}
          actionsWidth="4rem"
          rowActions={(s) => (
            <Tooltip content={t('customerLots.unlink', { number: s.partnerLotNumber })} relationship="label">
              <Button
                appearance="subtle"
                icon={<LinkDismiss20Regular />}
                onClick={() => setUnlinking({ subLot: s, busy: false })}
              />
            </Tooltip>
          )}
        />

        <form className={styles.add} noValidate onSubmit={(event) => void link(event)} aria-labelledby="link-tags">
          <Subtitle2 id="link-tags" as="h2">
            {t('customerLots.addTitle')}
          </Subtitle2>
          <Field
            label={t('customerLots.partnerLot')}
            required
            hint={partnerLots?.length === 0 ? t('customerLots.noPartnerLots') : undefined}
            validationMessage={refusedOn('partnerLotId')}
          >
            <Dropdown
              value={chosen === undefined ? '' : optionText(chosen)}
              selectedOptions={partnerLotId === null ? [] : [String(partnerLotId)]}
              placeholder={partnerLots === undefined ? t('list.loading') : t('customerLots.choosePartnerLot')}
              disabled={adding || partnerLots === undefined || partnerLots.length === 0}
              onOptionSelect={(_event, data) => {
                if (data.optionValue !== undefined) setPartnerLotId(Number(data.optionValue));
              }}
            >
              {(partnerLots ?? []).map((p) => (
                <Option key={p.partnerLotId} value={String(p.partnerLotId)}>
                  {optionText(p)}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <div className={styles.range} role="group" aria-describedby="range-hint">
            <Field label={t('customerLots.startSequence')} validationMessage={refusedOn('startSequence')}>
              <Input
                type="number"
                min={1}
                inputMode="numeric"
                value={start}
                disabled={adding}
                onChange={(_event, data) => setStart(data.value)}
              />
            </Field>
            <Field label={t('customerLots.endSequence')} validationMessage={refusedOn('endSequence')}>
              <Input
                type="number"
                min={1}
                inputMode="numeric"
                value={end}
                disabled={adding}
                onChange={(_event, data) => setEnd(data.value)}
              />
            </Field>
          </div>
          <Body1 id="range-hint" className={styles.intro}>
            {t('customerLots.rangeHint')}
          </Body1>
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" icon={<Link20Regular />} disabledFocusable={adding}>
              {t('customerLots.add')}
            </Button>
            <LinkButton to={customerLotPaths.edit(customerLotId)} appearance="subtle" icon={<ArrowLeft20Regular />}>
              {t('customerLots.editTitle', { number: lot.number })}
            </LinkButton>
          </div>
        </form>
      </div>
      <ConfirmDialog
        open={unlinking !== undefined}
        title={t('customerLots.confirmUnlinkTitle')}
        message={t('customerLots.confirmUnlinkMessage', { number: unlinking?.subLot.partnerLotNumber ?? '' })}
        confirmLabel={t('customerLots.unlinkConfirm')}
        cancelLabel={t('form.cancel')}
        busy={unlinking?.busy}
        destructive
        onConfirm={() => unlinking && void unlink(unlinking.subLot)}
        onCancel={() => setUnlinking(undefined)}
      />
    </Page>
  );
}
