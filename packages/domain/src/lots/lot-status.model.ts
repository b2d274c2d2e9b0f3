/** Customer lot status (spec B §4, §9; spec A §3): 0 available, 1 recall, 5 overdue, 9 lost. */
import * as v from 'valibot';

export const LOT_STATUS = { available: 0, recall: 1, overdue: 5, lost: 9 } as const;
export type LotStatusName = keyof typeof LOT_STATUS;

export const LotStatusSchema = v.picklist([
  LOT_STATUS.available,
  LOT_STATUS.recall,
  LOT_STATUS.overdue,
  LOT_STATUS.lost,
]);
export type LotStatus = v.InferOutput<typeof LotStatusSchema>;

/**
 * The situation options in the order the form offers them. The screens label them Available, Recall,
 * Expired and Misplaced (spec A §4); those words are i18n text, these names are the domain's.
 */
export const LOT_STATUSES: readonly { readonly code: LotStatus; readonly name: LotStatusName }[] = [
  { code: LOT_STATUS.available, name: 'available' },
  { code: LOT_STATUS.recall, name: 'recall' },
  { code: LOT_STATUS.overdue, name: 'overdue' },
  { code: LOT_STATUS.lost, name: 'lost' },
];

export function isLotStatus(value: unknown): value is LotStatus {
  return LOT_STATUSES.some((s) => s.code === value);
}

/** spec A §3: "1 recall, 5 overdue, 9 lost, anything else available" — an unknown code reads as available. */
export function lotStatusOf(code: number | null | undefined): LotStatus {
  return isLotStatus(code) ? code : LOT_STATUS.available;
}

export function lotStatusName(code: number | null | undefined): LotStatusName {
  const status = lotStatusOf(code);
  return LOT_STATUSES.find((s) => s.code === status)?.name ?? 'available';
}

/** spec B §4: a status other than 0 requires a status date. */
export function needsStatusDate(status: number): boolean {
  return lotStatusOf(status) !== LOT_STATUS.available;
}
