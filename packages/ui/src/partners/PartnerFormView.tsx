/**
 * Admin › Partner form (spec A §2, §5, §8): name and tax id, both required; the tax id a CNPJ with its check digits
 * (issue 8 §7), shown with its mask 00.000.000/0000-00 and stored without it. After creating, the page becomes
 * the new partner's (spec A §4); after deleting, back to the list; a refused delete keeps the user here.
 */
import { useTranslation } from 'react-i18next';
import {
  emptyPartnerInput,
  formatCnpj,
  PARTNER_NAME_MAX,
  PartnerPortToken,
  savePartner,
  validatePartner,
  type PartnerInput,
  type PartnerPort,
} from '@tagtrail/domain';
import { RecordFormPage } from '../forms/RecordFormPage';
import { CNPJ_FIELD, TextFields } from '../forms/TextFields';
import { recordMessages, useRecordForm } from '../forms/useRecordForm';
import { useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { partnerPaths } from './partner.paths';

export function PartnerFormView({ id }: { id?: number }) {
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
    messages: recordMessages('partners'),
    onSaved: ({ id: savedId, created }) => {
      if (created) navigate(partnerPaths.edit(savedId), { replace: true });
    },
    onRemoved: () => navigate(partnerPaths.list),
  });

  return (
    <RecordFormPage
      title={id === undefined ? t('partners.newTitle') : t('partners.editTitle')}
      form={form}
      backTo={partnerPaths.list}
      confirmTitle={t('partners.confirmDeleteTitle')}
      confirmMessage={t('partners.confirmDeleteMessage', { name: form.values.name })}
    >
      <TextFields
        form={form}
        fields={[
          { name: 'name', label: t('partners.name'), required: true, maxLength: PARTNER_NAME_MAX },
          { name: 'taxId', label: t('partners.taxId'), hint: t('partners.taxIdHint'), required: true, ...CNPJ_FIELD },
        ]}
      />
    </RecordFormPage>
  );
}
