/**
 * Customer › Category form (spec B §2, §3, §5): description required; the parent category, chosen from the
 * customer's categories outside this one's branch; active; image; manual, video and sharing fields; relevance; the product lines
 * the category is used in, chosen by their descriptions and sent as their codes (`uso`); segments, each a
 * description. A refused save says the server's message when it answered 400 (an unknown parent or product line, a
 * parent below the category), 'save message error' otherwise; a refused delete says the server's message for error
 * 547 (a category products or subcategories use), 'delete message error' otherwise, and the user stays on it.
 */
import { useMemo } from 'react';
import {
  Body1,
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Option,
  Select,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_DESCRIPTION_MAX,
  CategoryPortToken,
  emptyCategoryInput,
  parentCandidates,
  ProductLinePortToken,
  saveCategory,
  validateCategory,
  WEB_ADDRESS_MAX,
  type CategoryInput,
  type CategoryPort,
  type MediaLinks,
  type ProductLinePort,
} from '@tagtrail/domain';
import { FormSection } from '../forms/FormLayout';
import { MediaLinkFields } from '../forms/MediaLinkFields';
import { RecordFormPage } from '../forms/RecordFormPage';
import { TextFields } from '../forms/TextFields';
import { useRecordForm } from '../forms/useRecordForm';
import { useRefusals } from '../forms/useRefusals';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { useLoad } from '../services/useLoad';
import { catalogueRemoveFailure, catalogueSaveFailure, RelevanceField } from './catalogue-form';
import { categoryPaths } from './category.paths';

const NO_PARENT = '';

const useStyles = makeStyles({
  segments: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  segment: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, listStyle: 'none' },
  segmentInput: { flexGrow: 1, minWidth: 0 },
  add: { alignSelf: 'flex-start' },
});

const NO_CHOICES = { categories: [], lines: [] } as const;

/** The customer's categories (for the parent) and product lines (for the usage), loaded beside the record. */
function useChoices() {
  const categories = useService<CategoryPort>(CategoryPortToken);
  const lines = useService<ProductLinePort>(ProductLinePortToken);
  const choices = useLoad(
    async (signal) => {
      const [categoryOptions, lineOptions] = await Promise.all([categories.all(signal), lines.filterOptions(signal)]);
      return { categories: categoryOptions, lines: lineOptions };
    },
    [categories, lines],
  );
  return {
    ...(choices.status === 'ready' ? choices.value : NO_CHOICES),
    ready: choices.status === 'ready',
    failed: choices.status === 'failed',
    retry: choices.retry,
  };
}

export function CategoryFormView({ id }: { id?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<CategoryPort>(CategoryPortToken);
  const navigate = useNavigate();
  const refusals = useRefusals<CategoryInput>();
  const choices = useChoices();

  const form = useRecordForm<CategoryInput>({
    id,
    empty: emptyCategoryInput,
    validate: validateCategory,
    load: async (categoryId, signal) => {
      const { id: _id, ...category } = await port.get(categoryId, signal);
      return category;
    },
    save: async (categoryId, values) => {
      const result = await saveCategory(port, categoryId, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
      return result.id;
    },
    remove: (categoryId) => port.remove(categoryId),
    messages: {
      saved: 'categories.saved',
      saveFailed: 'messages.SAVE_MESSAGE_ERROR',
      removed: 'categories.removed',
      removeFailed: 'messages.DELETE_MESSAGE_ERROR',
    },
    saveFailureMessage: (error) => catalogueSaveFailure('category', error),
    removeFailureMessage: (error) => catalogueRemoveFailure('category', error),
    onSaveFailed: (error) => refusals.record(error, form.values),
    onSaved: ({ id: savedId, created }) => {
      if (created) navigate(categoryPaths.edit(savedId), { replace: true });
    },
    onRemoved: () => navigate(categoryPaths.list),
  });

  const lineNames = useMemo(
    () => new Map(choices.lines.map((line) => [line.code.toLowerCase(), line.description])),
    [choices.lines],
  );

  const { values } = form;
  const errorOf = (field: keyof CategoryInput & string) => form.fieldError(field) ?? refusals.errorOf(field, values, t);
  // spec B §3 idCategoriaPai: never the category itself nor one of its subcategories, which would close a loop.
  const candidates = new Set(
    parentCandidates(form.id, new Map(choices.categories.map((c) => [c.id, c.parentCategoryId ?? null]))),
  );
  const parents = choices.categories.filter((category) => candidates.has(category.id));
  const parentKnown = values.parentCategoryId === null || parents.some((c) => c.id === values.parentCategoryId);
  const lineName = (code: string) => lineNames.get(code.toLowerCase()) ?? t('categories.unknownLine', { code });
  const usageText = values.usage.map(lineName).join(', ');
  const setSegment = (index: number, description: string) =>
    form.change(
      'segments',
      values.segments.map((segment, i) => (i === index ? { description } : segment)),
    );

  return (
    <RecordFormPage
      title={id === undefined ? t('categories.newTitle') : t('categories.editTitle')}
      form={form}
      backTo={categoryPaths.list}
      wide
      confirmTitle={t('categories.confirmDeleteTitle')}
      confirmMessage={t('categories.confirmDeleteMessage', { name: values.description })}
    >
      {choices.failed && (
        <MessageBar intent="error">
          <MessageBarBody>{t('categories.optionsFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={choices.retry}>{t('categories.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <TextFields
        form={form}
        fields={[
          {
            name: 'description',
            label: t('categories.description'),
            required: true,
            maxLength: CATEGORY_DESCRIPTION_MAX,
            refusal: refusals.errorOf('description', values, t),
          },
        ]}
      />
      <Field
        label={t('categories.parent')}
        hint={t('categories.parentHint')}
        validationMessage={errorOf('parentCategoryId')}
      >
        <Select
          value={values.parentCategoryId === null ? NO_PARENT : String(values.parentCategoryId)}
          disabled={form.busy || !choices.ready}
          onChange={(_event, data) =>
            form.change('parentCategoryId', data.value === NO_PARENT ? null : Number(data.value))
          }
        >
          <option value={NO_PARENT}>{t('categories.noParent')}</option>
          {parents.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.description}
            </option>
          ))}
          {!parentKnown && values.parentCategoryId !== null && (
            // Until the choices arrive, the stored parent still shows as chosen.
            <option value={String(values.parentCategoryId)}>…</option>
          )}
        </Select>
      </Field>
      <Switch
        label={t('categories.active')}
        checked={values.active}
        disabled={form.busy}
        onChange={(_event, data) => form.change('active', data.checked)}
      />
      <Field
        label={t('categories.productLines')}
        hint={choices.ready && choices.lines.length === 0 ? t('categories.noProductLines') : t('categories.usageHint')}
        validationMessage={errorOf('usage')}
      >
        <Dropdown
          multiselect
          value={usageText}
          placeholder={t('categories.usagePlaceholder')}
          selectedOptions={values.usage}
          disabled={form.busy || !choices.ready || (choices.lines.length === 0 && values.usage.length === 0)}
          onOptionSelect={(_event, data) => form.change('usage', data.selectedOptions)}
        >
          {choices.lines.map((line) => (
            <Option key={line.code} value={line.code} text={line.description}>
              {`${line.description} (${line.code})`}
            </Option>
          ))}
          {values.usage
            .filter((code) => !lineNames.has(code.toLowerCase()))
            .map((code) => (
              <Option key={code} value={code} text={lineName(code)}>
                {lineName(code)}
              </Option>
            ))}
        </Dropdown>
      </Field>
      <RelevanceField
        label={t('categories.relevance')}
        hint={t('categories.relevanceHint')}
        value={values.relevance}
        disabled={form.busy}
        validationMessage={errorOf('relevance')}
        onChange={(relevance) => form.change('relevance', relevance)}
      />
      <TextFields
        form={form}
        fields={[
          {
            name: 'imageUrl',
            label: t('categories.imageUrl'),
            type: 'url',
            maxLength: WEB_ADDRESS_MAX,
            refusal: refusals.errorOf('imageUrl', values, t),
          },
        ]}
      />

      <FormSection legend={t('categories.segments')} hint={t('categories.segmentsHint')}>
        {values.segments.length === 0 ? (
          <Body1>{t('categories.noSegments')}</Body1>
        ) : (
          <ul className={styles.segments}>
            {values.segments.map((segment, index) => (
              // Segments have no id of their own: their place is their identity while the form is open.
              <li key={index} className={styles.segment}>
                <Input
                  className={styles.segmentInput}
                  aria-label={t('categories.segment', { number: index + 1 })}
                  value={segment.description}
                  maxLength={CATEGORY_DESCRIPTION_MAX}
                  disabled={form.busy}
                  onChange={(_event, data) => setSegment(index, data.value)}
                />
                <Button
                  appearance="subtle"
                  icon={<Delete20Regular />}
                  disabled={form.busy}
                  aria-label={t('categories.removeSegment', { number: index + 1 })}
                  title={t('categories.removeSegment', { number: index + 1 })}
                  onClick={() =>
                    form.change(
                      'segments',
                      values.segments.filter((_segment, i) => i !== index),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <Button
          className={styles.add}
          icon={<Add20Regular />}
          disabled={form.busy}
          onClick={() => form.change('segments', [...values.segments, { description: '' }])}
        >
          {t('categories.addSegment')}
        </Button>
      </FormSection>

      <MediaLinkFields
        values={values}
        disabled={form.busy}
        onChange={(field: keyof MediaLinks, value: string) => form.change(field, value)}
        fieldError={(field) => errorOf(field)}
      />
    </RecordFormPage>
  );
}
