/**
 * Customer › Product form (spec B §2 "/produto, /produto/{id}", §3 Product, §5): code, name, description and category
 * required; the GTIN (issue 29 §1: shown in its shortest form, saved as GTIN-14), measure, units per package, active,
 * tied to a partner lot, relevance (default 0); the manual, video and sharing links and images (the shared media
 * fields); empty optional fields are sent as null. A failed save says 'save message error' (spec B §8), with what the
 * server refused said under its field (a GTIN another product carries: GTIN_TAKEN); a refused delete says the server's
 * message for error 1 (PRODUCT_IN_USE: lots name the product), 'delete message error' otherwise, and the user stays on
 * it. After creating, the address becomes the product's; a saved product links to its images.
 */
import { useMemo } from 'react';
import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { Image20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  CategoryPortToken,
  displayGtin,
  emptyProductInput,
  PRODUCT_CODE_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_MEASURE_MAX,
  PRODUCT_NAME_MAX,
  ProductPortToken,
  saveProduct,
  validateProduct,
  type CategoryOption,
  type CategoryPort,
  type MediaLinks,
  type ProductInput,
  type ProductPort,
} from '@tagtrail/domain';
import { catalogueRemoveFailure, catalogueSaveFailure, RelevanceField } from '../categories/catalogue-form';
import { FieldRow } from '../forms/FormLayout';
import { MediaLinkFields } from '../forms/MediaLinkFields';
import { RecordFormPage } from '../forms/RecordFormPage';
import { TextFields } from '../forms/TextFields';
import { useRecordForm } from '../forms/useRecordForm';
import { useRefusals } from '../forms/useRefusals';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { useLoad } from '../services/useLoad';
import { productPaths } from './product.paths';

const UNITS_MAX = 999_999;
const NO_CATEGORY = '';
const NO_CATEGORIES: readonly CategoryOption[] = [];

const useStyles = makeStyles({
  switches: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXXL },
  images: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  hint: { color: tokens.colorNeutralForeground2 },
});

/** Each category's name with its ancestors', sorted as read, so a subcategory shows where it sits. */
export function categoryChoices(options: readonly CategoryOption[], language: string): { id: number; label: string }[] {
  const byId = new Map(options.map((option) => [option.id, option]));
  const pathOf = (option: CategoryOption): string => {
    const names = [option.description];
    const seen = new Set([option.id]);
    let parentId = option.parentCategoryId ?? null;
    while (parentId !== null && !seen.has(parentId)) {
      const parent = byId.get(parentId);
      if (parent === undefined) break;
      names.unshift(parent.description);
      seen.add(parent.id);
      parentId = parent.parentCategoryId ?? null;
    }
    return names.join(' › ');
  };
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return options
    .map((option) => ({ id: option.id, label: pathOf(option) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** A GTIN as people read it (the server answers GTIN-14); what is no GTIN is left as typed, for its rule to say why. */
const readableGtin = (gtin: string): string => displayGtin(gtin) ?? gtin;

/** The units typed: empty is none (null); anything else a whole number, at least 0. */
function unitsOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? Math.min(UNITS_MAX, Math.max(0, value)) : null;
}

export function ProductFormView({ id }: { id?: number }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const port = useService<ProductPort>(ProductPortToken);
  const navigate = useNavigate();
  const refusals = useRefusals<ProductInput>();
  const categoryPort = useService<CategoryPort>(CategoryPortToken);
  const categories = useLoad((signal) => categoryPort.all(signal), [categoryPort]);

  const form = useRecordForm<ProductInput>({
    id,
    empty: emptyProductInput,
    validate: validateProduct,
    load: async (productId, signal) => {
      const { id: _id, customerId: _customer, thumbId: _thumb, ...product } = await port.get(productId, signal);
      return { ...product, gtin: product.gtin === null ? null : readableGtin(product.gtin) };
    },
    save: async (productId, values) => {
      const result = await saveProduct(port, productId, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
      return result.id;
    },
    remove: (productId) => port.remove(productId),
    messages: {
      saved: 'products.saved',
      saveFailed: 'messages.SAVE_MESSAGE_ERROR',
      removed: 'products.removed',
      removeFailed: 'messages.DELETE_MESSAGE_ERROR',
    },
    saveFailureMessage: (error) => catalogueSaveFailure('product', error),
    removeFailureMessage: (error) => catalogueRemoveFailure('product', error),
    onSaveFailed: (error) => refusals.record(error, form.values),
    onSaved: ({ id: savedId, created }) => {
      if (created) navigate(productPaths.edit(savedId), { replace: true });
    },
    onRemoved: () => navigate(productPaths.list),
  });

  const categoryOptions = categories.status === 'ready' ? categories.value : NO_CATEGORIES;
  const choices = useMemo(() => categoryChoices(categoryOptions, i18n.language), [categoryOptions, i18n.language]);

  const { values } = form;
  const errorOf = (field: keyof ProductInput & string) => form.fieldError(field) ?? refusals.errorOf(field, values, t);
  const categoriesReady = categories.status === 'ready';
  const categoryKnown = values.categoryId === null || choices.some((c) => c.id === values.categoryId);

  return (
    <RecordFormPage
      title={id === undefined ? t('products.newTitle') : t('products.editTitle')}
      form={form}
      backTo={productPaths.list}
      wide
      confirmTitle={t('products.confirmDeleteTitle')}
      confirmMessage={t('products.confirmDeleteMessage', { name: values.name })}
    >
      {categories.status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{t('products.categoriesFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={categories.retry}>{t('products.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <FieldRow>
        <TextFields
          form={form}
          fields={[
            {
              name: 'code',
              label: t('products.code'),
              required: true,
              maxLength: PRODUCT_CODE_MAX,
              refusal: refusals.errorOf('code', values, t),
            },
          ]}
        />
        <Field
          label={t('products.category')}
          required
          hint={categoriesReady && choices.length === 0 ? t('products.noCategories') : undefined}
          validationMessage={errorOf('categoryId')}
        >
          <Select
            value={values.categoryId === null ? NO_CATEGORY : String(values.categoryId)}
            disabled={form.busy || !categoriesReady}
            onChange={(_event, data) =>
              form.change('categoryId', data.value === NO_CATEGORY ? null : Number(data.value))
            }
          >
            <option value={NO_CATEGORY}>{t('products.chooseCategory')}</option>
            {choices.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.label}
              </option>
            ))}
            {!categoryKnown && values.categoryId !== null && (
              // Until the choices arrive (or when the category is gone), the stored one still shows as chosen.
              <option value={String(values.categoryId)}>{categoriesReady ? t('products.unknownCategory') : '…'}</option>
            )}
          </Select>
        </Field>
      </FieldRow>
      {/* The GTIN on a row of its own: beside the code and the category, the first row overflowed the form's width. */}
      <FieldRow>
        <TextFields
          form={form}
          fields={[
            {
              name: 'gtin',
              label: t('products.gtin'),
              hint: t('products.gtinHint'),
              code: true,
              monospace: true,
              shown: readableGtin,
              refusal: refusals.errorOf('gtin', values, t),
            },
          ]}
        />
      </FieldRow>
      <TextFields
        form={form}
        fields={[
          {
            name: 'name',
            label: t('products.name'),
            required: true,
            maxLength: PRODUCT_NAME_MAX,
            refusal: refusals.errorOf('name', values, t),
          },
        ]}
      />
      <Field label={t('products.description')} required validationMessage={errorOf('description')}>
        <Textarea
          value={values.description}
          maxLength={PRODUCT_DESCRIPTION_MAX}
          rows={3}
          resize="vertical"
          disabled={form.busy}
          onChange={(_event, data) => form.change('description', data.value)}
        />
      </Field>
      <FieldRow>
        <TextFields
          form={form}
          fields={[
            {
              name: 'measure',
              label: t('products.measure'),
              hint: t('products.measureHint'),
              maxLength: PRODUCT_MEASURE_MAX,
              refusal: refusals.errorOf('measure', values, t),
            },
          ]}
        />
        <Field label={t('products.unitsPerPackage')} validationMessage={errorOf('unitsPerPackage')}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={UNITS_MAX}
            step={1}
            value={values.unitsPerPackage === null ? '' : String(values.unitsPerPackage)}
            disabled={form.busy}
            onChange={(_event, data) => form.change('unitsPerPackage', unitsOf(data.value))}
          />
        </Field>
      </FieldRow>
      <RelevanceField
        label={t('products.relevance')}
        hint={t('products.relevanceHint')}
        value={values.relevance}
        disabled={form.busy}
        validationMessage={errorOf('relevance')}
        onChange={(relevance) => form.change('relevance', relevance)}
      />
      <div className={styles.switches}>
        <Switch
          label={t('products.active')}
          checked={values.active}
          disabled={form.busy}
          onChange={(_event, data) => form.change('active', data.checked)}
        />
        <Switch
          label={t('products.partnerLotLinked')}
          checked={values.partnerLotLinked}
          disabled={form.busy}
          onChange={(_event, data) => form.change('partnerLotLinked', data.checked)}
        />
      </div>

      <MediaLinkFields
        values={values}
        disabled={form.busy}
        onChange={(field: keyof MediaLinks, value: string) => form.change(field, value)}
        fieldError={(field) => errorOf(field)}
      />

      <div className={styles.images}>
        {form.id === undefined ? (
          <Body1 className={styles.hint}>{t('products.imagesAfterSave')}</Body1>
        ) : (
          <>
            <Body1 className={styles.hint}>{t('products.imagesHint')}</Body1>
            <LinkButton to={productPaths.images(form.id)} icon={<Image20Regular />}>
              {t('products.manageImages')}
            </LinkButton>
          </>
        )}
      </div>
    </RecordFormPage>
  );
}
