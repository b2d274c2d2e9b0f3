/**
 * Admin › Partner form (spec A §2, §5, §8): name and tax id, both required; the tax id a CNPJ with its check digits
 * (issue 8 §7), shown with its mask 00.000.000/0000-00 and stored without it. After creating, the page becomes
 * the new partner's (spec A §4); after deleting, back to the list; a refused delete keeps the user here.
 */
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  CNPJ_MASKED_LENGTH,
  emptyPartnerInput,
  formatCnpj,
  PARTNER_NAME_MAX,
  PartnerPortToken,
  savePartner,
  validatePartner,
  type PartnerInput,
  type PartnerPort,
} from '@tagtrail/domain';
import { FormActions } from '../forms/FormActions';
import { FormLoadState } from '../forms/FormLoadState';
import { useRecordForm } from '../forms/useRecordForm';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { partnerPaths } from './partner.paths';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
});

export function PartnerFormView({ id }: { id?: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<PartnerPort>(PartnerPortToken);
  const navigate = useNavigate();

  const form = useRecordForm<PartnerInput>({
    id,
    empty: emptyPartnerInput,
    validate: validatePartner,
    load: async (partnerId, signal) => {
      const partner = await port.get(partnerId, signal);
      return { name: partner.name, taxId: formatCnpj(partner.taxId) };
    },
    save: async (partnerId, values) => {
      const result = await savePartner(port, partnerId, values);
      // The form ran the same rules before saving, so a refusal here means the rules changed under us.
      if (!result.ok) throw new Error(result.errors.map((e) => e.key).join(', '));
      return result.id;
    },
    remove: (partnerId) => port.remove(partnerId),
    messages: {
      saved: 'partners.saved',
      saveFailed: 'partners.saveFailed',
      removed: 'partners.removed',
      removeFailed: 'partners.removeFailed',
    },
    onSaved: ({ id: savedId, created }) => {
      if (created) navigate(partnerPaths.edit(savedId), { replace: true });
    },
    onRemoved: () => navigate(partnerPaths.list),
  });

  const title = id === undefined ? t('partners.newTitle') : t('partners.editTitle');
  const back = (
    <LinkButton to={partnerPaths.list} appearance="subtle" icon={<ArrowLeft20Regular />}>
      {t('form.back')}
    </LinkButton>
  );

  if (form.status === 'loading' || form.status === 'loadFailed') {
    return (
      <FormLoadState
        title={title}
        failed={form.status === 'loadFailed'}
        backTo={partnerPaths.list}
        onRetry={form.retry}
      />
    );
  }

  const nameError = form.fieldError('name');
  const taxIdError = form.fieldError('taxId');

  return (
    <Page title={title}>
      <form className={styles.form} noValidate onSubmit={form.onSubmit}>
        <Field label={t('partners.name')} required validationMessage={nameError}>
          <Input
            value={form.values.name}
            maxLength={PARTNER_NAME_MAX}
            disabled={form.busy}
            onChange={(_event, data) => form.change('name', data.value)}
          />
        </Field>
        <Field label={t('partners.taxId')} required hint={t('partners.taxIdHint')} validationMessage={taxIdError}>
          <Input
            value={form.values.taxId}
            maxLength={CNPJ_MASKED_LENGTH}
            disabled={form.busy}
            placeholder="00.000.000/0000-00"
            autoComplete="off"
            spellCheck={false}
            onChange={(_event, data) => form.change('taxId', data.value.toUpperCase())}
            // The mask is put in once the whole id is typed, so typing is never fought.
            onBlur={() => form.change('taxId', formatCnpj(form.values.taxId))}
          />
        </Field>
        <FormActions
          form={form}
          confirmTitle={t('partners.confirmDeleteTitle')}
          confirmMessage={t('partners.confirmDeleteMessage', { name: form.values.name })}
        >
          {back}
        </FormActions>
      </form>
    </Page>
  );
}
