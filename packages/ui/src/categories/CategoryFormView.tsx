/**
 * Customer › Category form (spec B §2, §3, §5): description required; the parent category, chosen from the
 * customer's categories outside this one's branch; active; image; manual, video and sharing fields; relevance; the product lines
 * the category is used in, chosen by their descriptions and sent as their codes (`uso`); segments, each a
 * description. A refused save says the server's message when it answered 400 (an unknown parent or product line, a
 * parent below the category), 'save message error' otherwise; a refused delete says the server's message for error
 * 547 (a category products or subcategories use), 'delete message error' otherwise, and the user stays on it.
 */
import { useEffect, useMemo, useState } from 'react';
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
import { Add20Regular, ArrowLeft20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  CategoryPortToken,
  emptyCategoryInput,
  parentCandidates,
  ProductLinePortToken,
  saveCategory,
  validateCategory,
  type CategoryInput,
  type CategoryOption,
  type CategoryPort,
  type MediaLinks,
  type ProductLineOption,
  type ProductLinePort,
} from '@tagtrail/domain';
import { FormActions } from '../forms/FormActions';
import { FormLoadState } from '../forms/FormLoadState';
import { MediaLinkFields } from '../forms/MediaLinkFields';
import { useRecordForm } from '../forms/useRecordForm';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { useRefusals } from '../forms/useRefusals';
import { catalogueRemoveFailure, catalogueSaveFailure, RelevanceField } from './catalogue-form';
import { categoryPaths } from './category.paths';

/** Room for a category's and a segment's name; the server keeps these lengths. */
const DESCRIPTION_MAX = 120;
const URL_MAX = 2000;
const NO_PARENT = '';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  hint: { color: tokens.colorNeutralForeground2 },
  segments: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  segment: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, listStyle: 'none' },
  segmentInput: { flexGrow: 1, minWidth: 0 },
  add: { alignSelf: 'flex-start' },
});

interface Choices {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly categories: readonly CategoryOption[];
  readonly lines: readonly ProductLineOption[];
}

/** The customer's categories (for the parent) and product lines (for the usage), loaded beside the record. */
function useChoices(): Choices & { retry: () => void } {
  const categories = useService<CategoryPort>(CategoryPortToken);
  const lines = useService<ProductLinePort>(ProductLinePortToken);
  const [attempt, setAttempt] = useState(0);
  const [choices, setChoices] = useState<Choices>({ status: 'loading', categories: [], lines: [] });
  useEffect(() => {
    const controller = new AbortController();
    setChoices((previous) => ({ ...previous, status: 'loading' }));
    Promise.all([categories.all(controller.signal), lines.filterOptions(controller.signal)]).then(
      ([categoryOptions, lineOptions]) =>
        setChoices({ status: 'ready', categories: categoryOptions, lines: lineOptions }),
      () => {
        if (!controller.signal.aborted) setChoices({ status: 'failed', categories: [], lines: [] });
      },
    );
    return () => controller.abort();
  }, [categories, lines, attempt]);
  return { ...choices, retry: () => setAttempt((n) => n + 1) };
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

  const title = id === undefined ? t('categories.newTitle') : t('categories.editTitle');
  if (form.status === 'loading' || form.status === 'loadFailed') {
    return (
      <FormLoadState
        title={title}
        failed={form.status === 'loadFailed'}
        backTo={categoryPaths.list}
        onRetry={form.retry}
      />
    );
  }

  const { values } = form;
  const errorOf = (field: keyof CategoryInput & string) => form.fieldError(field) ?? refusals.errorOf(field, values, t);
  const choicesReady = choices.status === 'ready';
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
    <Page title={title}>
      <form className={styles.form} noValidate onSubmit={form.onSubmit}>
        {choices.status === 'failed' && (
          <MessageBar intent="error">
            <MessageBarBody>{t('categories.optionsFailed')}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={choices.retry}>{t('categories.retry')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        <Field label={t('categories.description')} required validationMessage={errorOf('description')}>
          <Input
            value={values.description}
            maxLength={DESCRIPTION_MAX}
            disabled={form.busy}
            onChange={(_event, data) => form.change('description', data.value)}
          />
        </Field>
        <Field
          label={t('categories.parent')}
          hint={t('categories.parentHint')}
          validationMessage={errorOf('parentCategoryId')}
        >
          <Select
            value={values.parentCategoryId === null ? NO_PARENT : String(values.parentCategoryId)}
            disabled={form.busy || !choicesReady}
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
          hint={choicesReady && choices.lines.length === 0 ? t('categories.noProductLines') : t('categories.usageHint')}
          validationMessage={errorOf('usage')}
        >
          <Dropdown
            multiselect
            value={usageText}
            placeholder={t('categories.usagePlaceholder')}
            selectedOptions={values.usage}
            disabled={form.busy || !choicesReady || (choices.lines.length === 0 && values.usage.length === 0)}
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
        <Field label={t('categories.imageUrl')} validationMessage={errorOf('imageUrl')}>
          <Input
            type="url"
            inputMode="url"
            value={values.imageUrl ?? ''}
            maxLength={URL_MAX}
            disabled={form.busy}
            onChange={(_event, data) => form.change('imageUrl', data.value)}
          />
        </Field>

        <fieldset className={styles.fieldset} aria-describedby="category-segments-hint">
          <legend className={styles.legend}>{t('categories.segments')}</legend>
          <Body1 id="category-segments-hint" className={styles.hint}>
            {t('categories.segmentsHint')}
          </Body1>
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
                    maxLength={DESCRIPTION_MAX}
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
        </fieldset>

        <MediaLinkFields
          values={values}
          disabled={form.busy}
          onChange={(field: keyof MediaLinks, value: string) => form.change(field, value)}
          fieldError={(field) => errorOf(field)}
        />

        <FormActions
          form={form}
          confirmTitle={t('categories.confirmDeleteTitle')}
          confirmMessage={t('categories.confirmDeleteMessage', { name: values.description })}
        >
          <LinkButton to={categoryPaths.list} appearance="subtle" icon={<ArrowLeft20Regular />}>
            {t('form.back')}
          </LinkButton>
        </FormActions>
      </form>
    </Page>
  );
}
