/**
 * One of the promotion form's multi-select filters (products, countries, states, cities): the options from
 * promocao/getFilter/, countries named in the user's language (Intl.DisplayNames, as the reading map does) and every
 * list sorted as the user reads it. A value the promotion keeps but the options no longer list still shows.
 */
import { useMemo } from 'react';
import { Combobox, Field, makeStyles, Option } from '@fluentui/react-components';
import { LONG_LIST_POSITIONING } from '../forms/long-list-positioning';
import { useTranslation } from 'react-i18next';

export interface FilterChoice {
  readonly value: string;
  readonly label: string;
}

const useStyles = makeStyles({
  // Fills its grid cell, however narrow: Fluent's combobox would keep its own minimum width.
  filter: { minWidth: 0, width: '100%' },
});

/** Countries are ISO codes: named in the user's language. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  return (code: string) => {
    if (!/^[A-Z]{2}$/.test(code)) return code;
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

export interface PromotionFilterFieldProps {
  label: string;
  choices: readonly FilterChoice[];
  selected: readonly string[];
  disabled: boolean;
  placeholder: string;
  onChange: (selected: string[]) => void;
}

export function PromotionFilterField({
  label,
  choices,
  selected,
  disabled,
  placeholder,
  onChange,
}: PromotionFilterFieldProps) {
  const styles = useStyles();
  const { i18n } = useTranslation();
  const all = useMemo(() => {
    const known = new Set(choices.map((c) => c.value));
    const kept = selected.filter((value) => !known.has(value)).map((value) => ({ value, label: value }));
    return [...choices, ...kept].sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [choices, selected, i18n.language]);
  return (
    <Field label={label}>
      <Combobox
        className={styles.filter}
        multiselect
        positioning={LONG_LIST_POSITIONING}
        placeholder={placeholder}
        disabled={disabled}
        selectedOptions={[...selected]}
        value={all
          .filter((choice) => selected.includes(choice.value))
          .map((choice) => choice.label)
          .join(', ')}
        onOptionSelect={(_event, data) => onChange(data.selectedOptions)}
      >
        {all.map((choice) => (
          <Option key={choice.value} value={choice.value}>
            {choice.label}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
