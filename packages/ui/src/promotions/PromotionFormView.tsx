/**
 * Customer › Promotion (spec B §2 "/promocao, /promocao/{id}", §3, §4, §5; issue 13 §2): every field of the spec's
 * Promotion — description, type (draw or notification), the prize (titled 'title' for a notification), winners count,
 * start and end dates, random order, relevance, rules and image links — how entries are counted (one per tag or one
 * per device, issue 24 §3), and the filters of products, countries, states and cities a draw is limited to. The
 * domain decides: the required fields and the winners' minimum, the defaults (draw, one entry per tag, status 1,
 * relevance 0), and that only a promotion at status 1 may be saved or deleted; otherwise the form is read-only.
 * After saving a new one the page becomes the saved record's.
 */
import { useId, useRef } from 'react';
import {
  Body1,
  Caption1,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { Play20Regular, Trophy20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  deletePromotion,
  DRAW_TYPE_KEYS,
  DRAW_TYPES,
  emptyPromotionForm,
  ENTRY_RULE_KEYS,
  ENTRY_RULES,
  MIN_WINNERS_COUNT,
  PROMOTION_STATUS,
  prizeLabelKey,
  promotionPermissions,
  PromotionPortToken,
  promotionToForm,
  savePromotion,
  validatePromotion,
  WEB_ADDRESS_MAX,
  type DrawType,
  type EntryRule,
  type Promotion,
  type PromotionForm,
  type PromotionPort,
} from '@tagtrail/domain';
import { FieldRow, FormSection } from '../forms/FormLayout';
import { LockableField, LockableInput } from '../forms/LockedField';
import { RecordFormPage } from '../forms/RecordFormPage';
import { TextFields } from '../forms/TextFields';
import { useRecordForm } from '../forms/useRecordForm';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { useLoad } from '../services/useLoad';
import { promotionPaths } from './promotion.paths';
import { PromotionFilterField, useCountryName, type FilterChoice } from './PromotionFilterField';
import { PromotionStatusBadge } from './PromotionStatusBadge';

const useStyles = makeStyles({
  filterGrid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  },
  entryRules: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  // Under its option's label: past the radio's circle and its margins.
  entryRuleHint: {
    display: 'block',
    paddingInlineStart: `calc(16px + 2 * ${tokens.spacingHorizontalS})`,
    color: tokens.colorNeutralForeground2,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

type FilterField = 'productIds' | 'countries' | 'states' | 'cities';

export function PromotionFormView({ id }: { id?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<PromotionPort>(PromotionPortToken);
  const navigate = useNavigate();
  const countryName = useCountryName();
  const entryRuleHintId = useId();
  /** The promotion as loaded: its status decides what may be done, its description titles the page. */
  const loaded = useRef<Promotion | undefined>(undefined);
  // spec B §8: filter load errors are only logged; the form says the filters are unavailable.
  const filterOptions = useLoad((signal) => port.filterOptions(signal), [port]);
  const options = filterOptions.status === 'ready' ? filterOptions.value : undefined;

  const form = useRecordForm<PromotionForm>({
    id,
    empty: emptyPromotionForm,
    validate: validatePromotion,
    load: async (promotionId, signal) => {
      const promotion = await port.get(promotionId, signal);
      loaded.current = promotion;
      return promotionToForm(promotion);
    },
    save: async (promotionId, values) => {
      const result = await savePromotion(port, promotionId, values, loaded.current?.status);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((error) => error.key).join(', '));
      return result.id;
    },
    remove: async (promotionId) => {
      const result = await deletePromotion(port, promotionId, loaded.current?.status ?? PROMOTION_STATUS.notProcessed);
      if (!result.ok) throw new Error(result.errors.map((error) => error.key).join(', '));
    },
    messages: {
      saved: 'messages.SAVE_MESSAGE_SUCCESS',
      saveFailed: 'messages.SAVE_MESSAGE_ERROR',
      removed: 'messages.DELETE_MESSAGE_SUCCESS',
      removeFailed: 'messages.DELETE_MESSAGE_ERROR',
    },
    onSaved: ({ id: savedId, created }) => {
      // spec B §4: after saving a new promotion the route is replaced by the saved record's.
      if (created) navigate(promotionPaths.edit(savedId), { replace: true });
    },
    onRemoved: () => navigate(promotionPaths.list),
  });

  const { values } = form;
  const promotion = loaded.current;
  const status = promotion?.status ?? PROMOTION_STATUS.notProcessed;
  const allowed = promotionPermissions(status);
  const locked = !allowed.canEdit;
  const disabled = form.busy || locked;
  // While a stored promotion loads, the page is titled as the list is.
  const title = promotion?.description ?? (id === undefined ? t('promotions.newTitle') : t('promotions.listTitle'));

  const choices: Record<FilterField, FilterChoice[]> = {
    productIds: (options?.products ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    countries: (options?.countries ?? []).map((c) => ({ value: c.value, label: countryName(c.value) })),
    states: (options?.states ?? []).map((s) => ({ value: s.value, label: s.description })),
    cities: (options?.cities ?? []).map((c) => ({ value: c.value, label: c.description })),
  };
  const filter = (field: FilterField, label: string) => (
    <PromotionFilterField
      label={label}
      choices={choices[field]}
      selected={field === 'productIds' ? values.productIds.map(String) : values[field]}
      disabled={disabled || options === undefined}
      placeholder={t('promotions.anyPlaceholder')}
      onChange={(selected) =>
        field === 'productIds' ? form.change('productIds', selected.map(Number)) : form.change(field, selected)
      }
    />
  );
  const dateInput = (field: 'startDate' | 'endDate', label: string) => (
    <LockableField label={label} required locked={locked} validationMessage={form.fieldError(field)}>
      <LockableInput
        type="date"
        value={values[field]}
        locked={locked}
        disabled={form.busy}
        onChange={(_event, data) => form.change(field, data.value)}
      />
    </LockableField>
  );

  return (
    <RecordFormPage
      title={title}
      besideTitle={promotion !== undefined && <PromotionStatusBadge status={status} />}
      form={form}
      backTo={promotionPaths.list}
      backLabel={t('promotions.backToList')}
      wide
      locked={locked}
      confirmTitle={t('promotions.confirmDeleteTitle')}
      confirmMessage={t('promotions.confirmDeleteMessage', { description: values.description })}
      actions={
        <>
          {promotion !== undefined && allowed.showProcess && (
            <LinkButton to={promotionPaths.processing(promotion.id)} icon={<Play20Regular />}>
              {t('promotions.openProcessing')}
            </LinkButton>
          )}
          {promotion !== undefined && allowed.showDetails && (
            <LinkButton to={promotionPaths.processing(promotion.id)} icon={<Trophy20Regular />}>
              {t('promotions.openResults')}
            </LinkButton>
          )}
        </>
      }
    >
      {locked && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('promotions.locked')}</MessageBarBody>
        </MessageBar>
      )}

      <TextFields
        form={form}
        fields={[{ name: 'description', label: t('promotions.description'), required: true, locked }]}
      />

      <Field label={t('promotions.drawType')} hint={t('promotions.drawTypeHint')}>
        <RadioGroup
          layout="horizontal"
          value={String(values.drawType)}
          disabled={disabled}
          onChange={(_event, data) => form.change('drawType', Number(data.value) as DrawType)}
        >
          {DRAW_TYPES.map((type) => (
            <Radio
              key={type}
              value={String(type)}
              label={t(`promotions.drawTypes.${DRAW_TYPE_KEYS[type]}` as 'promotions.drawTypes.DRAW_TYPE_DRAW')}
            />
          ))}
        </RadioGroup>
      </Field>

      {/* issue 24 §3: how entries are counted, each option with what it means in plain words. */}
      <Field label={t('promotions.entryRule')}>
        <RadioGroup
          className={styles.entryRules}
          value={String(values.entryRule)}
          disabled={disabled}
          onChange={(_event, data) => form.change('entryRule', Number(data.value) as EntryRule)}
        >
          {ENTRY_RULES.map((rule) => {
            const key = ENTRY_RULE_KEYS[rule] as 'ENTRY_RULE_PER_TAG';
            const hintId = `${entryRuleHintId}-${rule}`;
            return (
              <div key={rule}>
                <Radio value={String(rule)} label={t(`promotions.entryRules.${key}`)} aria-describedby={hintId} />
                <Caption1 id={hintId} className={styles.entryRuleHint}>
                  {t(`promotions.entryRuleHints.${key}`)}
                </Caption1>
              </div>
            );
          })}
        </RadioGroup>
      </Field>

      {/* spec B §5: the premio label is the title for a notification, else the prize. */}
      <TextFields
        form={form}
        fields={[{ name: 'prize', label: t(`promotions.${prizeLabelKey(values.drawType)}`), required: true, locked }]}
      />

      <FieldRow>
        <LockableField
          label={t('promotions.winnersCount')}
          required
          locked={locked}
          hint={t('promotions.winnersHint')}
          validationMessage={form.fieldError('winnersCount')}
        >
          <LockableInput
            type="number"
            min={MIN_WINNERS_COUNT}
            step={1}
            inputMode="numeric"
            value={values.winnersCount === null ? '' : String(values.winnersCount)}
            locked={locked}
            disabled={form.busy}
            onChange={(_event, data) => form.change('winnersCount', data.value === '' ? null : Number(data.value))}
          />
        </LockableField>
        <LockableField label={t('promotions.relevance')} locked={locked}>
          <LockableInput
            type="number"
            step={1}
            value={String(values.relevance)}
            locked={locked}
            disabled={form.busy}
            onChange={(_event, data) => form.change('relevance', data.value === '' ? 0 : Number(data.value))}
          />
        </LockableField>
      </FieldRow>

      <FieldRow>
        {dateInput('startDate', t('promotions.startDate'))}
        {dateInput('endDate', t('promotions.endDate'))}
      </FieldRow>
      <Body1 className={styles.muted}>{t('promotions.periodHint')}</Body1>

      <Switch
        label={t('promotions.random')}
        checked={values.random}
        disabled={disabled}
        onChange={(_event, data) => form.change('random', data.checked)}
      />

      <FieldRow>
        <TextFields
          form={form}
          fields={[
            {
              name: 'rulesManualUrl',
              label: t('promotions.rulesManualUrl'),
              hint: t('promotions.urlHint'),
              type: 'url',
              maxLength: WEB_ADDRESS_MAX,
              locked,
            },
            { name: 'imageUrl', label: t('promotions.imageUrl'), type: 'url', maxLength: WEB_ADDRESS_MAX, locked },
          ]}
        />
      </FieldRow>

      <FormSection legend={t('promotions.filtersTitle')} hint={t('promotions.filtersHint')}>
        <div className={styles.filterGrid}>
          {filter('productIds', t('promotions.products'))}
          {filter('countries', t('promotions.countries'))}
          {filter('states', t('promotions.states'))}
          {filter('cities', t('promotions.cities'))}
        </div>
        {filterOptions.status === 'failed' && (
          <Body1 className={styles.muted} role="status">
            {t('promotions.filtersLoadError')}
          </Body1>
        )}
      </FormSection>
    </RecordFormPage>
  );
}
