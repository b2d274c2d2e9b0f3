/** How a partner lot's type and appless flag read (spec A §2): NFC for 1, QrCode for 2, otherwise '-'; yes/no only for QrCode. */
import type { TFunction } from 'i18next';
import { hasApplessOption, lotTypeName } from '@tagtrail/domain';

export function partnerLotTypeLabel(t: TFunction, type: number): string {
  const name = lotTypeName(type);
  if (name === 'NFC') return t('partnerLots.nfc');
  if (name === 'QrCode') return t('partnerLots.qrCode');
  return t('partnerLots.unknownType');
}

/** '' for a lot whose type has no appless option: the column stays empty rather than saying 'no'. */
export function partnerApplessLabel(t: TFunction, type: number, appless: boolean): string {
  if (!hasApplessOption(type)) return '';
  return appless ? t('form.yes') : t('form.no');
}
