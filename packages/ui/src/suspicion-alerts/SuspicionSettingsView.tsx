/**
 * Customer › Alerts › Settings (issue 28 §1, §3): each suspicious-reading rule with its switch and, for the rules that
 * measure or count, their limits — with units, the range the rules take and the default — and Restore defaults. The
 * domain's rules check the form before it is sent (validateSuspicionSettings), each message under its limit; a failed
 * save keeps everything typed. The customer's one set of settings: nothing is created or deleted here. Under the form,
 * the alert webhooks and their delivery log (issue 28 §4, AlertWebhooksSection).
 */
import { Body1, Button, Field, Input, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { ArrowCounterclockwise20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_SUSPICION_SETTINGS,
  MAX_DEVICES_RANGE,
  MAX_READINGS_RANGE,
  MAX_SPEED_KMH_RANGE,
  MIN_DISTANCE_KM_RANGE,
  sameValues,
  SUSPICION_RULES,
  SuspicionAlertPortToken,
  validateSuspicionSettings,
  WINDOW_HOURS_RANGE,
  type IntegerRange,
  type SuspicionAlertPort,
  type SuspicionRule,
  type SuspicionSettings,
} from '@tagtrail/domain';
import { FieldRow, FormSection } from '../forms/FormLayout';
import { RecordFormPage } from '../forms/RecordFormPage';
import { useRecordForm } from '../forms/useRecordForm';
import { useRefusals } from '../forms/useRefusals';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { AlertWebhooksSection } from './AlertWebhooksSection';
import { suspicionAlertPaths } from './suspicion-alert.paths';

type RuleSettings = keyof SuspicionSettings;

/** Each rule's part of the settings. */
const SETTINGS_OF: Readonly<Record<SuspicionRule, RuleSettings>> = {
  'off-market': 'offMarket',
  'impossible-travel': 'impossibleTravel',
  'too-many-readings': 'tooManyReadings',
  'after-expiry': 'afterExpiry',
  copy: 'copy',
};

type Unit = 'kmh' | 'km' | 'readings' | 'devices' | 'hours';

/** The limits, named by their paths in the settings: the names validateSuspicionSettings gives its errors. */
const THRESHOLDS = [
  { field: 'impossibleTravel.maxSpeedKmh', label: 'maxSpeedKmh', range: MAX_SPEED_KMH_RANGE, unit: 'kmh' },
  { field: 'impossibleTravel.minDistanceKm', label: 'minDistanceKm', range: MIN_DISTANCE_KM_RANGE, unit: 'km' },
  { field: 'tooManyReadings.maxReadings', label: 'maxReadings', range: MAX_READINGS_RANGE, unit: 'readings' },
  { field: 'tooManyReadings.maxDevices', label: 'maxDevices', range: MAX_DEVICES_RANGE, unit: 'devices' },
  { field: 'tooManyReadings.windowHours', label: 'windowHours', range: WINDOW_HOURS_RANGE, unit: 'hours' },
] as const satisfies readonly {
  field: `${RuleSettings}.${string}`;
  label: string;
  range: IntegerRange;
  unit: Unit;
}[];
type Threshold = (typeof THRESHOLDS)[number];
type ThresholdField = Threshold['field'];

/**
 * The settings as the form holds them: one value per control, named by its path in the settings, so a rule's error
 * lands on its field and goes once that field changes. A limit left blank is NaN, which the rules refuse.
 */
export type SuspicionSettingsFormValues = { readonly [R in RuleSettings as `${R}.enabled`]: boolean } & {
  readonly [F in ThresholdField]: number;
};

function formValuesOf(settings: SuspicionSettings): SuspicionSettingsFormValues {
  return {
    'offMarket.enabled': settings.offMarket.enabled,
    'impossibleTravel.enabled': settings.impossibleTravel.enabled,
    'impossibleTravel.maxSpeedKmh': settings.impossibleTravel.maxSpeedKmh,
    'impossibleTravel.minDistanceKm': settings.impossibleTravel.minDistanceKm,
    'tooManyReadings.enabled': settings.tooManyReadings.enabled,
    'tooManyReadings.maxReadings': settings.tooManyReadings.maxReadings,
    'tooManyReadings.maxDevices': settings.tooManyReadings.maxDevices,
    'tooManyReadings.windowHours': settings.tooManyReadings.windowHours,
    'afterExpiry.enabled': settings.afterExpiry.enabled,
    'copy.enabled': settings.copy.enabled,
  };
}

function settingsOf(values: SuspicionSettingsFormValues): SuspicionSettings {
  return {
    offMarket: { enabled: values['offMarket.enabled'] },
    impossibleTravel: {
      enabled: values['impossibleTravel.enabled'],
      maxSpeedKmh: values['impossibleTravel.maxSpeedKmh'],
      minDistanceKm: values['impossibleTravel.minDistanceKm'],
    },
    tooManyReadings: {
      enabled: values['tooManyReadings.enabled'],
      maxReadings: values['tooManyReadings.maxReadings'],
      maxDevices: values['tooManyReadings.maxDevices'],
      windowHours: values['tooManyReadings.windowHours'],
    },
    afterExpiry: { enabled: values['afterExpiry.enabled'] },
    copy: { enabled: values['copy.enabled'] },
  };
}

const DEFAULT_VALUES = formValuesOf(DEFAULT_SUSPICION_SETTINGS);
const FIELDS = Object.keys(DEFAULT_VALUES) as (keyof SuspicionSettingsFormValues)[];
/** The form machine edits records by id; the customer's settings are the one record this screen has. */
const THE_CUSTOMERS_SETTINGS = 0;

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground2 },
  unit: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
});

export function SuspicionSettingsView() {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const port = useService<SuspicionAlertPort>(SuspicionAlertPortToken);
  const refusals = useRefusals<SuspicionSettingsFormValues>();

  const form = useRecordForm<SuspicionSettingsFormValues>({
    id: THE_CUSTOMERS_SETTINGS,
    empty: DEFAULT_VALUES,
    validate: (values) => validateSuspicionSettings(settingsOf(values)),
    load: async (_id, signal) => formValuesOf(await port.settings(signal)),
    save: async (_id, values) => {
      await port.saveSettings(settingsOf(values));
      return THE_CUSTOMERS_SETTINGS;
    },
    remove: () => Promise.reject(new Error('alert settings: the customer’s settings are not deleted')),
    messages: {
      saved: 'alertSettings.saved',
      saveFailed: 'messages.SAVE_MESSAGE_ERROR',
      removed: 'messages.DELETE_MESSAGE_SUCCESS',
      removeFailed: 'messages.DELETE_MESSAGE_ERROR',
    },
    onSaveFailed: (error) => refusals.record(error, form.values),
  });
  const { values } = form;

  const restoreDefaults = () => {
    for (const field of FIELDS) form.change(field, DEFAULT_VALUES[field]);
    notify({ intent: 'info', messageKey: 'alertSettings.defaultsRestored' });
  };

  const thresholdField = (threshold: Threshold) => {
    const { field, range, unit } = threshold;
    const value = values[field];
    const unitText = t(`alertSettings.units.${unit}`);
    const hint = `${t(`alertSettings.${threshold.label}Hint`)} ${t('alertSettings.range', {
      min: range.min,
      max: range.max,
      unit: unitText,
      preset: DEFAULT_VALUES[field],
    })}`;
    return (
      <Field
        key={field}
        label={t(`alertSettings.${threshold.label}`)}
        hint={hint}
        validationMessage={form.fieldError(field) ?? refusals.errorOf(field, values, t)}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          value={Number.isNaN(value) ? '' : String(value)}
          disabled={form.busy}
          contentAfter={
            <Text className={styles.unit} aria-hidden>
              {unitText}
            </Text>
          }
          onChange={(_event, data) => form.change(field, data.value.trim() === '' ? Number.NaN : Number(data.value))}
        />
      </Field>
    );
  };

  return (
    <RecordFormPage
      title={t('alertSettings.title')}
      form={form}
      backTo={suspicionAlertPaths.list}
      backLabel={t('alertSettings.backToAlerts')}
      canDelete={false}
      wide
      // The webhooks are not settings the form saves: each add and remove is its own call, outside the form.
      after={<AlertWebhooksSection />}
      actions={
        <Button
          icon={<ArrowCounterclockwise20Regular />}
          disabled={form.busy || sameValues(values, DEFAULT_VALUES)}
          onClick={restoreDefaults}
        >
          {t('alertSettings.restoreDefaults')}
        </Button>
      }
    >
      <Body1 className={styles.intro}>{t('alertSettings.intro')}</Body1>
      {SUSPICION_RULES.map((rule) => {
        const settings = SETTINGS_OF[rule];
        const enabled = `${settings}.enabled` as const;
        const thresholds = THRESHOLDS.filter((threshold) => threshold.field.startsWith(`${settings}.`));
        return (
          <FormSection key={rule} legend={t(`alertRules.${rule}.name`)} hint={t(`alertRules.${rule}.explanation`)}>
            <Switch
              label={t('alertSettings.ruleOn')}
              checked={values[enabled]}
              disabled={form.busy}
              onChange={(_event, data) => form.change(enabled, data.checked)}
            />
            {thresholds.length > 0 && <FieldRow>{thresholds.map(thresholdField)}</FieldRow>}
          </FormSection>
        );
      })}
    </RecordFormPage>
  );
}
