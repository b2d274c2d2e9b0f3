/**
 * One colour of the layout (spec A §2 "a colour picker with 16 presets"): a button showing the colour opens the 16
 * presets and a hex field. For the primary and secondary colours the light and dark variants the domain worked
 * out (spec A §4) are shown beside it.
 */
import { useId, useState } from 'react';
import {
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  renderSwatchPickerGrid,
  SwatchPicker,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LAYOUT_PRESET_COLORS, type LayoutColorField, type LayoutColors } from '@tagtrail/domain';

const HEX = /^#[0-9a-fA-F]{6}$/;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  label: { fontWeight: tokens.fontWeightSemibold },
  trigger: { alignSelf: 'flex-start', justifyContent: 'flex-start', minWidth: '11rem', gap: tokens.spacingHorizontalS },
  swatch: {
    display: 'inline-block',
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    flexShrink: 0,
  },
  hex: { fontFamily: tokens.fontFamilyMonospace },
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '320px' },
  derived: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  variant: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

const VARIANTS: Partial<Record<LayoutColorField, readonly [LayoutColorField, LayoutColorField]>> = {
  primaryColor: ['primaryLightColor', 'primaryDarkColor'],
  secondaryColor: ['secondaryLightColor', 'secondaryDarkColor'],
};

export interface ColorFieldProps {
  field: LayoutColorField;
  colors: LayoutColors;
  onChange: (field: LayoutColorField, color: string) => void;
  disabled?: boolean;
}

export function ColorField({ field, colors, onChange, disabled }: ColorFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const labelId = useId();
  const value = colors[field];
  const label = t(`layout.color.${field}`);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const typed = draft ?? value;
  const typedValid = HEX.test(typed.trim());
  const variants = VARIANTS[field];

  const commit = () => {
    if (draft === undefined) return;
    if (HEX.test(draft.trim())) onChange(field, draft.trim());
    setDraft(undefined);
  };

  return (
    <div className={styles.root}>
      <Text id={labelId} className={styles.label}>
        {label}
      </Text>
      <Popover
        open={open}
        onOpenChange={(_event, data) => {
          if (!data.open) commit();
          setOpen(data.open);
        }}
        positioning="below-start"
        trapFocus
      >
        <PopoverTrigger disableButtonEnhancement>
          <Button
            className={styles.trigger}
            disabled={disabled}
            aria-label={t('layout.colorValue', { color: label, value })}
            icon={<span className={styles.swatch} style={{ backgroundColor: value }} />}
          >
            <span className={styles.hex}>{value}</span>
          </Button>
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-labelledby={labelId}>
          <SwatchPicker
            layout="grid"
            aria-label={t('layout.presets')}
            selectedValue={value}
            onSelectionChange={(_event, data) => {
              setDraft(undefined);
              onChange(field, data.selectedValue);
            }}
          >
            {renderSwatchPickerGrid({
              items: LAYOUT_PRESET_COLORS.map((color) => ({ value: color, color, 'aria-label': color })),
              columnCount: 8,
            })}
          </SwatchPicker>
          <Field label={t('layout.hex')} validationMessage={typedValid ? undefined : t('layout.hexInvalid')}>
            <Input
              className={styles.hex}
              value={typed}
              maxLength={7}
              onChange={(_event, data) => setDraft(data.value)}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commit();
                }
              }}
            />
          </Field>
        </PopoverSurface>
      </Popover>
      {variants && (
        <div className={styles.derived} aria-label={t('layout.derived')} role="group">
          {variants.map((variant) => (
            <Caption1 key={variant} className={styles.variant}>
              <span className={styles.swatch} style={{ backgroundColor: colors[variant] }} aria-hidden />
              {t('layout.colorValue', { color: t(`layout.color.${variant}`), value: colors[variant] })}
            </Caption1>
          ))}
        </div>
      )}
    </div>
  );
}
