/**
 * One image of the layout (spec A §2 "image upload buttons", §5 "Layout images must be .png"): a thumbnail, its
 * size, and buttons to choose a PNG or remove it. The file is checked by its bytes as soon as it is chosen: a
 * file that is not a PNG, whatever its name, is refused with a message naming it.
 */
import { useId, useRef, useState } from 'react';
import { Button, Caption1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular, ImageAdd20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { validateLayoutImage, type LayoutImageName } from '@tagtrail/domain';
import { formatFileSize } from '../admin-lots/file-size';
import { imageKey, pngSize } from './layout-design';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  thumb: {
    width: '56px',
    height: '56px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    // A checkerboard, so transparent images show as such.
    backgroundImage:
      'linear-gradient(45deg, #ddd 25%, transparent 25%), linear-gradient(-45deg, #ddd 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #ddd 75%), linear-gradient(-45deg, transparent 75%, #ddd 75%)',
    backgroundSize: '12px 12px',
    backgroundPosition: '0 0, 0 6px, 6px -6px, -6px 0',
    objectFit: 'contain',
  },
  info: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flexGrow: 1 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: { display: 'none' },
});

export interface LayoutImageFieldProps {
  name: LayoutImageName;
  bytes: Uint8Array | null;
  url: string | undefined;
  onChange: (name: LayoutImageName, bytes: Uint8Array | null) => void;
  disabled?: boolean;
}

export function LayoutImageField({ name, bytes, url, onChange, disabled }: LayoutImageFieldProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const label = t(`layout.image.${imageKey(name)}` as 'layout.image.splash');
  const size = bytes === null ? undefined : pngSize(bytes);

  const choose = async (file: File | undefined) => {
    if (file === undefined) return;
    const chosen = new Uint8Array(await file.arrayBuffer());
    if (validateLayoutImage(name, chosen).length > 0) {
      setRefused(t('layout.notPng', { name: file.name }));
      return;
    }
    setRefused(undefined);
    onChange(name, chosen);
  };

  return (
    <Field label={label} validationMessage={refused}>
      <div className={styles.row}>
        {url === undefined ? (
          <span className={styles.thumb} aria-hidden />
        ) : (
          <img className={styles.thumb} src={url} alt="" />
        )}
        <div className={styles.info}>
          <Caption1>
            {bytes === null || size === undefined
              ? t('layout.defaultImage')
              : t('layout.imageSize', {
                  width: size.width,
                  height: size.height,
                  size: formatFileSize(bytes.length, i18n.language),
                })}
          </Caption1>
          <div className={styles.buttons}>
            <input
              ref={input}
              id={inputId}
              className={styles.input}
              type="file"
              accept="image/png,.png"
              aria-label={t('layout.chooseImageFor', { image: label })}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = ''; // the same file again is a new choice
              }}
            />
            <Button
              size="small"
              icon={<ImageAdd20Regular />}
              disabled={disabled}
              // The visible words first, then which image (WCAG 2.5.3).
              aria-label={`${bytes === null ? t('layout.chooseImage') : t('layout.replaceImage')}: ${label}`}
              onClick={() => input.current?.click()}
            >
              {bytes === null ? t('layout.chooseImage') : t('layout.replaceImage')}
            </Button>
            {bytes !== null && (
              <Button
                size="small"
                appearance="subtle"
                icon={<Delete20Regular />}
                disabled={disabled}
                aria-label={`${t('layout.removeImage')}: ${label}`}
                onClick={() => onChange(name, null)}
              >
                {t('layout.removeImage')}
              </Button>
            )}
          </div>
        </div>
      </div>
    </Field>
  );
}
