/** Promotion rules (spec B §4, §5): the form's checks, the prize label, what each status allows, when Process is offered. */
import { dateOrEmpty, isBefore } from '../shared/dates';
import { REQUIRED_FIELD_MESSAGE, requireFields, type RuleError } from '../shared/errors';
import type { Refusal } from '../shared/save-result';
import {
  DRAW_TYPE,
  MIN_WINNERS_COUNT,
  PROMOTION_STATUS,
  type DrawType,
  type PromotionForm,
  type PromotionInput,
  type PromotionStatus,
} from './promotion.model';

/** The end date is before the start date. The spec is silent; a promotion that ends before it starts selects nothing. */
export const DATES_END_BEFORE_START = 'DATES_END_BEFORE_START';
/** The winners count is not a whole number of at least MIN_WINNERS_COUNT (spec B §5). */
export const WINNERS_COUNT_MIN = 'WINNERS_COUNT_MIN';
/** Saving or deleting a promotion whose status is not 1 (spec B §4: save and delete are disabled otherwise). */
export const PROMOTION_NOT_EDITABLE = 'PROMOTION_NOT_EDITABLE';
/**
 * Saving a promotion whose entry list is frozen (issue 24 §4): its period has ended, so who may enter and what for
 * are part of a published draw and no longer change. Deleting it is still allowed (spec B §4).
 */
export const PROMOTION_ENTRIES_FROZEN = 'PROMOTION_ENTRIES_FROZEN';
/** Reprocess asked of a promotion not processed yet (spec B §4: "From 4, Reprocess"). The spec names no key for it. */
export const PROMOTION_NOT_PROCESSED = 'PROMOTION_NOT_PROCESSED';
/**
 * spec B §4, §8: Process is disabled when the possible-winners count is 0, with a notice. The original is a
 * hard-coded Portuguese text; we give it a key. Portuguese: "Nenhuma leitura selecionada. Altere o filtro da
 * promoção." English: "No reading selected. Change the promotion filter." Spanish: "Ninguna lectura
 * seleccionada. Cambie el filtro de la promoción."
 */
export const NO_READING_SELECTED = 'NO_READING_SELECTED';

export type PromotionCheck = { readonly ok: true; readonly input: PromotionInput } | Refusal;

function cleanList<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/**
 * Checks the form and, when it passes, gives what is saved. spec B §5: descricao, premio and
 * numeroContemplados filled, start and end dates not empty (an invalid date becomes empty), otherwise
 * REQUIRED_FIELD_MESSAGE; winners a number with minimum 1. We also refuse an end before the start.
 */
export function promotionInputFrom(form: PromotionForm): PromotionCheck {
  const startDate = dateOrEmpty(form.startDate);
  const endDate = dateOrEmpty(form.endDate);
  // A number input left blank gives null (or NaN when the text is not a number): both mean "not filled".
  const winnersCount =
    typeof form.winnersCount === 'number' && !Number.isNaN(form.winnersCount) ? form.winnersCount : null;

  const errors = requireFields({ description: form.description, prize: form.prize }, ['description', 'prize']);
  if (winnersCount === null) errors.push({ key: REQUIRED_FIELD_MESSAGE, field: 'winnersCount' });
  else if (!Number.isInteger(winnersCount) || winnersCount < MIN_WINNERS_COUNT)
    errors.push({ key: WINNERS_COUNT_MIN, field: 'winnersCount', params: { min: MIN_WINNERS_COUNT } });
  errors.push(...requireFields({ startDate, endDate }, ['startDate', 'endDate']));
  if (startDate !== '' && endDate !== '' && isBefore(endDate, startDate))
    errors.push({ key: DATES_END_BEFORE_START, field: 'endDate' });

  if (errors.length > 0 || winnersCount === null || startDate === '' || endDate === '') return { ok: false, errors };
  return {
    ok: true,
    input: {
      customerId: form.customerId,
      description: form.description.trim(),
      startDate,
      endDate,
      random: form.random,
      prize: form.prize.trim(),
      rulesManualUrl: form.rulesManualUrl.trim(),
      imageUrl: form.imageUrl.trim(),
      winnersCount,
      drawType: form.drawType,
      entryRule: form.entryRule,
      relevance: form.relevance,
      productIds: cleanList(form.productIds),
      countries: cleanList(form.countries.map((c) => c.trim()).filter((c) => c !== '')),
      states: cleanList(form.states.map((s) => s.trim()).filter((s) => s !== '')),
      cities: cleanList(form.cities.map((c) => c.trim()).filter((c) => c !== '')),
    },
  };
}

/** The form's rule errors, in the order of the fields (empty when it can be saved). */
export function validatePromotion(form: PromotionForm): RuleError[] {
  const check = promotionInputFrom(form);
  return check.ok ? [] : check.errors;
}

/** spec B §5: "The premio label is the title when the draw type is 1 (notification), else prize." */
export function prizeLabelKey(drawType: DrawType): 'title' | 'prize' {
  return drawType === DRAW_TYPE.notification ? 'title' : 'prize';
}

export interface PromotionPermissions {
  /** The form's fields can be changed (spec B §4: editing is offered only while status is 1). */
  readonly canEdit: boolean;
  readonly canSave: boolean;
  readonly canDelete: boolean;
  /** The Process button may start processing (the possible-winners count is checked apart: `canStartProcessing`). */
  readonly canProcess: boolean;
  /** spec B §4: from 4, Reprocess resends the notifications. */
  readonly canReprocess: boolean;
  /** The list's Edit action (spec B §2: hidden when status is 4). */
  readonly showEdit: boolean;
  /** The list's Process action (spec B §2: replaced by details when status is 4). */
  readonly showProcess: boolean;
  /** The list shows details instead of Edit and Process (status 4). */
  readonly showDetails: boolean;
}

/** What a promotion in this status allows. A promotion not yet saved has status 1 (spec B §9). */
export function promotionPermissions(status: PromotionStatus = PROMOTION_STATUS.notProcessed): PromotionPermissions {
  const notProcessed = status === PROMOTION_STATUS.notProcessed;
  const processed = status === PROMOTION_STATUS.processed;
  return {
    canEdit: notProcessed,
    canSave: notProcessed,
    canDelete: notProcessed,
    canProcess: notProcessed,
    canReprocess: processed,
    showEdit: !processed,
    showProcess: !processed,
    showDetails: processed,
  };
}

/**
 * spec B §4: Process is disabled when the possible-winners count is 0. A count not (yet) known also keeps it
 * disabled, without the notice.
 */
export function canStartProcessing(status: PromotionStatus, possibleWinners: number | null): boolean {
  return promotionPermissions(status).canProcess && possibleWinners !== null && possibleWinners > 0;
}

/** The notice beside a disabled Process button: NO_READING_SELECTED when no reading matches the promotion's filter. */
export function processingNotice(possibleWinners: number | null): RuleError[] {
  return possibleWinners === 0 ? [{ key: NO_READING_SELECTED }] : [];
}
