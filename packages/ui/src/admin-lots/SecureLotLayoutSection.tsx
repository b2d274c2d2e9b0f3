/**
 * A secure lot's page (issue 27 §3): what the encoding station programs into each of its tags — the URL with the
 * e= and c= placeholders the chip fills at each tap, the SDM mode and the three offsets — read from the server
 * (`AdminLotPort.sdm`). Never a key: those were shown once, when the lot was made.
 */
import { Body1, Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AdminLotPort } from '@tagtrail/domain';
import { FieldRow, FormSection } from '../forms/FormLayout';
import { useLoad } from '../services/useLoad';
import { CopyField } from './CopyField';

const useStyles = makeStyles({ number: { fontFamily: tokens.fontFamilyMonospace } });

export function SecureLotLayoutSection({ port, id }: { readonly port: AdminLotPort; readonly id: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const layout = useLoad((signal) => port.sdm(id, signal), [port, id]);

  const shown = (label: string, value: string | number) => (
    <Field label={label}>
      <Input readOnly value={String(value)} input={{ className: styles.number }} />
    </Field>
  );

  return (
    <FormSection legend={t('secureLot.stationTitle')} hint={t('secureLot.stationHint')}>
      {layout.status === 'loading' && <Spinner size="tiny" label={t('secureLot.stationLoading')} />}
      {layout.status === 'failed' && (
        <Body1 role="alert">
          {t('secureLot.stationFailed')}{' '}
          <Button size="small" onClick={layout.retry}>
            {t('secureLot.retry')}
          </Button>
        </Body1>
      )}
      {layout.status === 'ready' && (
        <>
          <CopyField label={t('secureLot.url')} value={layout.value.url} hint={t('secureLot.urlHint')} />
          <FieldRow>
            {shown(t('secureLot.mode'), layout.value.mode)}
            {shown(t('secureLot.piccDataOffset'), layout.value.piccDataOffset)}
            {shown(t('secureLot.macInputOffset'), layout.value.macInputOffset)}
            {shown(t('secureLot.macOffset'), layout.value.macOffset)}
          </FieldRow>
        </>
      )}
    </FormSection>
  );
}
