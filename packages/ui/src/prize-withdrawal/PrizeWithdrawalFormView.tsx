/**
 * Prize withdrawal (spec B §2 /promocao/{id}/premio/{codigo}, in the customer area and at the point of sale; §5;
 * issue 13 §6): nome, cpf, endereco and dataNascimento, all required; the cpf masked as typed and its check digits
 * verified; the birth date before today. Success says CODE_SUCCESSFULLY_WITHDRAW and returns to the area's list;
 * a failure says CODE_WITHDRAW_ERROR, shows the server's refusals on their fields and keeps everything typed.
 */
import { Body1, Button, Field, Input, makeStyles, Spinner, Text, Textarea, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, GiftCard20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { CPF_MASKED_LENGTH, type WithdrawalInput } from '@tagtrail/domain';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { Page } from '../shell/Page';
import { cpfAsTyped, prizeMessage } from './prize-texts';
import { browserToday, usePrizeRedemption } from './usePrizeRedemption';

export interface PrizeWithdrawalFormViewProps {
  /** PromotionPortToken in the customer area, PointOfSaleRedemptionPortToken at the point of sale. */
  readonly portToken: symbol;
  readonly promotionId: number;
  readonly code: string;
  /** Where a withdrawal returns, and Back leads: the promotion list or the point of sale's winners. */
  readonly listPath: string;
}

const NAME_MAX = 150;
const ADDRESS_MAX = 300;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  intro: { color: tokens.colorNeutralForeground2 },
  code: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.08em' },
  codeLine: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  cpf: { maxWidth: '16rem' },
  date: { maxWidth: '12rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

export function PrizeWithdrawalFormView({ portToken, promotionId, code, listPath }: PrizeWithdrawalFormViewProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { snapshot, send, refusals, setRefusals } = usePrizeRedemption(
    portToken,
    { form: { promotionId, code } },
    { onBackToList: () => navigate(listPath, { replace: true }) },
  );
  const { context } = snapshot;
  const withdrawing = snapshot.matches({ form: 'withdrawing' });
  const values = context.values;

  const fieldError = (field: keyof WithdrawalInput): string | undefined => {
    const error = context.errors.find((e) => e.field === field) ?? refusals.find((e) => e.field === field);
    return error === undefined ? undefined : prizeMessage(t, error.key);
  };
  const edit = (field: keyof WithdrawalInput, value: string) => {
    send({ type: 'EDIT', field, value });
    // A refusal is about what was sent: once the field changes it no longer applies.
    if (refusals.some((e) => e.field === field)) setRefusals(refusals.filter((e) => e.field !== field));
  };

  return (
    <Page title={t('prizeForm.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <Body1 className={styles.intro}>{t('prizeForm.intro')}</Body1>
        <div className={styles.codeLine}>
          <Text weight="semibold">{t('prizeForm.code')}</Text>
          <Text size={500} className={styles.code}>
            {context.code}
          </Text>
        </div>
        <Field label={t('prizeForm.name')} required validationMessage={fieldError('name')}>
          <Input
            value={values.name}
            disabled={withdrawing}
            maxLength={NAME_MAX}
            autoComplete="off"
            onChange={(_event, data) => edit('name', data.value)}
          />
        </Field>
        <Field
          className={styles.cpf}
          label={t('prizeForm.cpf')}
          required
          // The error's own text gives the example; the hint would only repeat it.
          hint={fieldError('cpf') === undefined ? t('prizeForm.cpfHint') : undefined}
          validationMessage={fieldError('cpf')}
        >
          <Input
            value={values.cpf}
            disabled={withdrawing}
            inputMode="numeric"
            maxLength={CPF_MASKED_LENGTH}
            autoComplete="off"
            placeholder="000.000.000-00"
            onChange={(_event, data) => edit('cpf', cpfAsTyped(data.value))}
          />
        </Field>
        <Field label={t('prizeForm.address')} required validationMessage={fieldError('address')}>
          <Textarea
            value={values.address}
            disabled={withdrawing}
            maxLength={ADDRESS_MAX}
            resize="vertical"
            onChange={(_event, data) => edit('address', data.value)}
          />
        </Field>
        <Field
          className={styles.date}
          label={t('prizeForm.birthDate')}
          required
          validationMessage={fieldError('birthDate')}
        >
          <Input
            type="date"
            value={values.birthDate}
            max={browserToday()}
            disabled={withdrawing}
            onChange={(_event, data) => edit('birthDate', data.value)}
          />
        </Field>
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabled={withdrawing}
            icon={withdrawing ? <Spinner size="tiny" aria-label={t('prizeForm.withdrawing')} /> : <GiftCard20Regular />}
          >
            {t('prizeForm.withdraw')}
          </Button>
          <LinkButton to={listPath} appearance="subtle" icon={<ArrowLeft20Regular />}>
            {t('prizeForm.back')}
          </LinkButton>
        </div>
      </form>
    </Page>
  );
}
