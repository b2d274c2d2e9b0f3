/**
 * The prize-code box (spec B §2, §4, §5, §8), in the customer area's promotion list and at the point of sale: the
 * code shown upper-cased as typed; an empty code does nothing; the code is looked up — unknown: CODE_NOT_FOUND,
 * any other failure: LOADING_CODE_ERROR (both said under the box and as a notification); already withdrawn: a
 * dialog with the withdrawer's data and PROMOTION_ALREADY_WITHDRAW; else the area's withdrawal form.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { Search20Regular, Warning20Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { formatCpf } from '@tagtrail/domain';
import { formatDate, formatDateTime } from '../i18n/format';
import { useNavigate } from '../navigation/navigation';
import { prizeMessage } from './prize-texts';
import { usePrizeRedemption } from './usePrizeRedemption';

export interface PrizeCodeBoxProps {
  /**
   * The port the code is looked up with: PromotionPortToken in the customer area, PointOfSaleRedemptionPortToken at
   * the point of sale (both provide lookupCode).
   */
  readonly portToken: symbol;
  /** The withdrawal form's route in the area the box is in (customerPrizePaths / pointOfSalePrizePaths). */
  readonly withdrawalPath: (promotionId: number, code: string) => string;
}

const useStyles = makeStyles({
  box: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  // Narrow enough that a 360 px phone keeps the button beside the box.
  field: { flexGrow: 1, flexBasis: '11rem', maxWidth: '28rem' },
  // Level with the input, below the label.
  button: { marginTop: '26px' },
  code: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.08em' },
  // Fluent's Input keeps 250 px at least; the box may be narrower on a phone, beside its button.
  input: { minWidth: 0 },
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    marginBlock: `${tokens.spacingVerticalM} 0`,
  },
  warning: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    fontWeight: tokens.fontWeightSemibold,
  },
  warningIcon: { flexShrink: 0, color: tokens.colorPaletteDarkOrangeForeground1 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export function PrizeCodeBox({ portToken, withdrawalPath }: PrizeCodeBoxProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { snapshot, send } = usePrizeRedemption(
    portToken,
    {},
    { onOpenForm: (promotionId, code) => navigate(withdrawalPath(promotionId, code)) },
  );
  const { context } = snapshot;
  const lookingUp = snapshot.matches({ code: 'lookingUp' });
  const failed = snapshot.matches({ code: 'notFound' }) || snapshot.matches({ code: 'lookupFailed' });
  const withdrawn = snapshot.matches({ code: 'alreadyWithdrawn' });
  const withdrawal = context.withdrawal;

  return (
    <>
      <form
        role="search"
        aria-label={t('prizeCode.label')}
        className={styles.box}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <Field
          className={styles.field}
          label={t('prizeCode.label')}
          hint={failed ? undefined : t('prizeCode.hint')}
          validationState={failed ? 'error' : 'none'}
          validationMessage={failed && context.message !== null ? prizeMessage(t, context.message) : undefined}
        >
          <Input
            className={mergeClasses(styles.code, styles.input)}
            value={context.code}
            onChange={(_event, data) => send({ type: 'TYPE', code: data.value })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
          />
        </Field>
        <Button
          type="submit"
          className={styles.button}
          appearance="primary"
          icon={lookingUp ? <Spinner size="tiny" aria-label={t('prizeCode.searching')} /> : <Search20Regular />}
          disabled={lookingUp}
        >
          {t('prizeCode.search')}
        </Button>
      </form>
      <Dialog
        open={withdrawn}
        modalType="alert"
        onOpenChange={(_event, data) => {
          if (!data.open) send({ type: 'CLOSE' });
        }}
      >
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('prizeCode.dialogTitle')}</DialogTitle>
            <DialogContent>
              {/* Plain text, not a MessageBar: that one measures itself, which a page embedding the box need not carry. */}
              <p className={styles.warning}>
                <Warning20Filled className={styles.warningIcon} aria-hidden />
                {prizeMessage(t, 'PROMOTION_ALREADY_WITHDRAW')}
              </p>
              <dl className={styles.details}>
                <dt className={styles.term}>{t('prizeCode.label')}</dt>
                <dd className={`${styles.value} ${styles.code}`}>{context.code}</dd>
                <dt className={styles.term}>{t('prizeCode.withdrawnAt')}</dt>
                <dd className={styles.value}>{formatDateTime(context.withdrawnAt)}</dd>
                {withdrawal === null && <dd className={styles.value}>{t('prizeCode.withdrawnElsewhere')}</dd>}
                {withdrawal && (
                  <>
                    <dt className={styles.term}>{t('prizeCode.name')}</dt>
                    <dd className={styles.value}>{withdrawal.name}</dd>
                    <dt className={styles.term}>{t('prizeCode.cpf')}</dt>
                    <dd className={styles.value}>{formatCpf(withdrawal.cpf)}</dd>
                    <dt className={styles.term}>{t('prizeCode.birthDate')}</dt>
                    <dd className={styles.value}>{formatDate(withdrawal.birthDate)}</dd>
                    <dt className={styles.term}>{t('prizeCode.address')}</dt>
                    <dd className={styles.value}>{withdrawal.address}</dd>
                  </>
                )}
              </dl>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => send({ type: 'CLOSE' })}>
                {t('prizeCode.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
