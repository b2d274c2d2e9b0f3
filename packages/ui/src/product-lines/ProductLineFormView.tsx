/**
 * Customer › Product line form (spec B §2, §3, §5): code and description required; image, thumbnail and link
 * addresses; the colour as #rrggbb, typed or picked with the browser's colour picker, empty for none; relevance. A
 * refused save says the server's message when it answered 400 (a code another line has, said under the code too),
 * 'save message error' otherwise; a refused delete says the server's message for error 547 (a line categories use),
 * 'delete message error' otherwise, and the user stays on the line. After creating, the page becomes the new line's.
 */
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  emptyProductLineInput,
  normaliseHex,
  ProductLinePortToken,
  saveProductLine,
  validateProductLine,
  type ProductLineInput,
  type ProductLinePort,
} from '@tagtrail/domain';
import { RecordFormPage } from '../forms/RecordFormPage';
import { TextFields, type TextFieldSpec } from '../forms/TextFields';
import { useRecordForm } from '../forms/useRecordForm';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { catalogueRemoveFailure, catalogueSaveFailure, RelevanceField } from '../categories/catalogue-form';
import { useRefusals } from '../forms/useRefusals';
import { productLinePaths } from './product-line.paths';

/** Room for a short code and a line's name; the server keeps these lengths. */
const CODE_MAX = 30;
const DESCRIPTION_MAX = 120;
const URL_MAX = 2000;
/** What the browser's picker shows while no colour is chosen (it cannot show none). */
const PICKER_BLANK = '#000000';

const useStyles = makeStyles({
  colourRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hex: { fontFamily: tokens.fontFamilyMonospace, width: '10rem' },
  picker: {
    width: '40px',
    height: '32px',
    padding: '2px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
    ':disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export function ProductLineFormView({ id }: { id?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<ProductLinePort>(ProductLinePortToken);
  const navigate = useNavigate();
  const pickerId = `product-line-colour-picker-${id ?? 'new'}`;
  const refusals = useRefusals<ProductLineInput>();

  const form = useRecordForm<ProductLineInput>({
    id,
    empty: emptyProductLineInput,
    validate: validateProductLine,
    load: async (lineId, signal) => {
      const { id: _id, ...line } = await port.get(lineId, signal);
      return line;
    },
    save: async (lineId, values) => {
      const result = await saveProductLine(port, lineId, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
      return result.id;
    },
    remove: (lineId) => port.remove(lineId),
    messages: {
      saved: 'productLines.saved',
      saveFailed: 'messages.SAVE_MESSAGE_ERROR',
      removed: 'productLines.removed',
      removeFailed: 'messages.DELETE_MESSAGE_ERROR',
    },
    saveFailureMessage: (error) => catalogueSaveFailure('productLine', error),
    removeFailureMessage: (error) => catalogueRemoveFailure('productLine', error),
    onSaveFailed: (error) => refusals.record(error, form.values),
    onSaved: ({ id: savedId, created }) => {
      if (created) navigate(productLinePaths.edit(savedId), { replace: true });
    },
    onRemoved: () => navigate(productLinePaths.list),
  });

  const { values } = form;
  const errorOf = (field: keyof ProductLineInput & string) =>
    form.fieldError(field) ?? refusals.errorOf(field, values, t);
  const colour = values.colour ?? '';
  const pickerValue = normaliseHex(colour) ?? PICKER_BLANK;
  const address = (name: 'imageUrl' | 'thumbnailUrl' | 'link', label: string): TextFieldSpec<ProductLineInput> => ({
    name,
    label,
    hint: t('productLines.urlHint'),
    type: 'url',
    maxLength: URL_MAX,
    refusal: refusals.errorOf(name, values, t),
  });

  return (
    <RecordFormPage
      title={id === undefined ? t('productLines.newTitle') : t('productLines.editTitle')}
      form={form}
      backTo={productLinePaths.list}
      wide
      confirmTitle={t('productLines.confirmDeleteTitle')}
      confirmMessage={t('productLines.confirmDeleteMessage', { name: values.description })}
    >
      <TextFields
        form={form}
        fields={[
          {
            name: 'code',
            label: t('productLines.code'),
            required: true,
            maxLength: CODE_MAX,
            code: true,
            typed: (text) => text.toUpperCase(),
            refusal: refusals.errorOf('code', values, t),
          },
          {
            name: 'description',
            label: t('productLines.description'),
            required: true,
            maxLength: DESCRIPTION_MAX,
            refusal: refusals.errorOf('description', values, t),
          },
        ]}
      />
      <Field label={t('productLines.colour')} hint={t('productLines.colourHint')} validationMessage={errorOf('colour')}>
        {(fieldProps) => (
          <div className={styles.colourRow}>
            <Input
              {...fieldProps}
              className={styles.hex}
              value={colour}
              maxLength={7}
              placeholder="#rrggbb"
              disabled={form.busy}
              autoComplete="off"
              spellCheck={false}
              onChange={(_event, data) => form.change('colour', data.value)}
              onBlur={() => {
                const hex = normaliseHex(colour);
                if (hex !== undefined && hex !== colour) form.change('colour', hex);
              }}
            />
            <input
              id={pickerId}
              type="color"
              className={styles.picker}
              aria-label={t('productLines.colourPicker')}
              title={t('productLines.colourPicker')}
              value={pickerValue}
              disabled={form.busy}
              onChange={(event) => form.change('colour', event.target.value)}
            />
            {colour !== '' && (
              <Button
                appearance="subtle"
                icon={<Dismiss20Regular />}
                disabled={form.busy}
                aria-label={t('productLines.clearColour')}
                title={t('productLines.clearColour')}
                onClick={() => form.change('colour', null)}
              />
            )}
          </div>
        )}
      </Field>
      <RelevanceField
        label={t('productLines.relevance')}
        hint={t('productLines.relevanceHint')}
        value={values.relevance}
        disabled={form.busy}
        validationMessage={errorOf('relevance')}
        onChange={(relevance) => form.change('relevance', relevance)}
      />
      <TextFields
        form={form}
        fields={[
          address('imageUrl', t('productLines.imageUrl')),
          address('thumbnailUrl', t('productLines.thumbnailUrl')),
          address('link', t('productLines.link')),
        ]}
      />
    </RecordFormPage>
  );
}
