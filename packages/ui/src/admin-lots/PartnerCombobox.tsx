/**
 * The lot form's partner (spec A §2, §5: required): a Combobox that searches the partners as the user types
 * (PartnerPort.list with the search text, the previous request aborted), so it works with any number of them.
 * Leaving it without choosing puts back the chosen partner's name.
 */
import { useEffect, useState } from 'react';
import { Combobox, Field, Option, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PartnerPortToken, type Partner, type PartnerPort } from '@tagtrail/domain';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { LONG_LIST_POSITIONING } from '../forms/long-list-positioning';
import { useLoad } from '../services/useLoad';

/** Shorter than a list's 500 ms: the user is waiting on the options under the cursor. */
export const PARTNER_SEARCH_DEBOUNCE_MS = 300;
export const PARTNER_OPTIONS = 20;
const NO_OPTION = '';

export interface PartnerComboboxProps {
  value: number | null;
  onChange: (partnerId: number) => void;
  disabled?: boolean;
  validationMessage?: string;
}

const NO_PARTNERS: readonly Partner[] = [];

export function PartnerCombobox({ value, onChange, disabled, validationMessage }: PartnerComboboxProps) {
  const { t } = useTranslation();
  const partners = useService<PartnerPort>(PartnerPortToken);
  const notify = useNotify();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<{ id: number; name: string } | undefined>(undefined);
  /** What was typed, waiting for the debounce; the committed search is `query` (undefined: none asked yet). */
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [query, setQuery] = useState<string | undefined>(undefined);

  // A partner set from outside (an edited lot) is named from the server.
  useEffect(() => {
    if (value === null || chosen?.id === value) return;
    const controller = new AbortController();
    partners.get(value, controller.signal).then(
      (partner) => {
        setChosen({ id: partner.id, name: partner.name });
        setText(partner.name);
      },
      () => {
        if (!controller.signal.aborted) notify({ intent: 'error', messageKey: 'messages.LOADING_DATA_ERROR' });
      },
    );
    return () => controller.abort();
  }, [value, chosen, partners, notify]);

  useEffect(() => {
    if (draft === undefined) return;
    const timer = setTimeout(() => setQuery(draft.trim()), PARTNER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const found = useLoad(
    (signal) => partners.list({ page: 0, rowsPerPage: PARTNER_OPTIONS, searchText: query ?? '' }, signal),
    [query, partners],
    {
      skip: query === undefined,
      onError: () => notify({ intent: 'error', messageKey: 'messages.LOADING_DATA_ERROR' }),
    },
  );
  // While a search is on its way, the last one's partners stay listed.
  const [shown, setShown] = useState<readonly Partner[]>([]);
  const listed = found.status === 'ready' ? found.value.records : found.status === 'failed' ? NO_PARTNERS : shown;
  if (listed !== shown) setShown(listed);

  const loading = found.status === 'loading';
  return (
    <Field label={t('lots.partner')} required validationMessage={validationMessage}>
      <Combobox
        positioning={LONG_LIST_POSITIONING}
        value={text}
        selectedOptions={value === null ? [] : [String(value)]}
        placeholder={t('lots.searchPartner')}
        disabled={disabled}
        expandIcon={loading ? <Spinner size="extra-tiny" aria-label={t('lots.loadingOptions')} /> : undefined}
        onOpenChange={(_event, data) => {
          if (!data.open) return;
          setQuery((current) => current ?? '');
          if (found.status === 'failed') found.retry();
        }}
        onChange={(event) => {
          setText(event.target.value);
          setDraft(event.target.value);
        }}
        onOptionSelect={(_event, data) => {
          // Typing past the chosen name clears Fluent's selection; the partner changes only when another is chosen.
          if (data.optionValue === undefined || data.optionValue === NO_OPTION) return;
          const id = Number(data.optionValue);
          const name = data.optionText ?? '';
          setChosen({ id, name });
          setText(name);
          if (id !== value) onChange(id);
        }}
        onBlur={() => setText(chosen?.id === value && value !== null ? chosen.name : '')}
      >
        {listed.map((partner) => (
          <Option key={partner.id} value={String(partner.id)} text={partner.name}>
            {partner.name}
          </Option>
        ))}
        {found.status === 'ready' && listed.length === 0 && (
          <Option value={NO_OPTION} text="" disabled>
            {t('lots.noPartnerFound')}
          </Option>
        )}
      </Combobox>
    </Field>
  );
}
