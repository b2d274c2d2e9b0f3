/**
 * Promotion (spec B §3): a draw or a notification over the readings of a customer's tags, processed in four
 * steps (spec B §4). Holds the record as stored, the form's values, the list row and the status and draw codes.
 */
import * as v from 'valibot';
import { LocalDateSchema } from '../shared/dates';

/** spec B §4, §9: 1 not processed, 2 selecting awards, 3 scheduling notifications, 4 processed successfully. */
export const PROMOTION_STATUS = {
  notProcessed: 1,
  selectingAwards: 2,
  schedulingNotifications: 3,
  processed: 4,
} as const;
export type PromotionStatus = (typeof PROMOTION_STATUS)[keyof typeof PROMOTION_STATUS];
export const PROMOTION_STATUSES: readonly PromotionStatus[] = [1, 2, 3, 4];

/** The i18n key naming each status (list column, processing page). */
export const PROMOTION_STATUS_KEYS: Readonly<Record<PromotionStatus, string>> = {
  1: 'PROMOTION_STATUS_NOT_PROCESSED',
  2: 'PROMOTION_STATUS_SELECTING_AWARDS',
  3: 'PROMOTION_STATUS_SCHEDULING_NOTIFICATIONS',
  4: 'PROMOTION_STATUS_PROCESSED',
};

/** spec B §3, §9: 1 notification, 2 draw. */
export const DRAW_TYPE = { notification: 1, draw: 2 } as const;
export type DrawType = (typeof DRAW_TYPE)[keyof typeof DRAW_TYPE];
export const DRAW_TYPES: readonly DrawType[] = [1, 2];

export const DRAW_TYPE_KEYS: Readonly<Record<DrawType, string>> = {
  1: 'DRAW_TYPE_NOTIFICATION',
  2: 'DRAW_TYPE_DRAW',
};

/**
 * issue 24 §3: how a draw's entries are counted. 1, one per tag: the tag (the bottle) is the ticket, held by the first
 * device not blocked that read it in the period where the reading matches the filter, so a script that scans with a
 * thousand fresh devices gains no entry where a buyer read first; a device holding several tickets still wins once.
 * 2, one per device (the spec's rule): every device not blocked with a matching reading.
 */
export const ENTRY_RULE = { perTag: 1, perDevice: 2 } as const;
export type EntryRule = (typeof ENTRY_RULE)[keyof typeof ENTRY_RULE];
export const ENTRY_RULES: readonly EntryRule[] = [1, 2];

export const ENTRY_RULE_KEYS: Readonly<Record<EntryRule, string>> = {
  1: 'ENTRY_RULE_PER_TAG',
  2: 'ENTRY_RULE_PER_DEVICE',
};

/**
 * spec B §9 "Promotion defaults: draw type 2, status 1, relevance 0, client id 1"; entries one per tag (issue 24 §3).
 */
export const PROMOTION_DEFAULTS = {
  customerId: 1,
  drawType: DRAW_TYPE.draw,
  status: PROMOTION_STATUS.notProcessed,
  relevance: 0,
  entryRule: ENTRY_RULE.perTag,
} as const;

/** spec B §5: "Winners is a number with minimum 1". */
export const MIN_WINNERS_COUNT = 1;

const Id = v.pipe(v.number(), v.integer());

export const PromotionStatusSchema = v.picklist(PROMOTION_STATUSES);
export const DrawTypeSchema = v.picklist(DRAW_TYPES);
export const EntryRuleSchema = v.picklist(ENTRY_RULES);
export const WinnersCountSchema = v.pipe(v.number(), v.integer(), v.minValue(MIN_WINNERS_COUNT));

/** A product the promotion is about (wire promocaoProduto). */
export const PromotionProductSchema = v.object({ id: Id, promotionId: Id, productId: Id });
export type PromotionProduct = v.InferOutput<typeof PromotionProductSchema>;

/**
 * A country, state or city the promotion is limited to (wire promocaoPais/Estado/Cidade). `name` is the filter
 * option's `value` it was picked from, so it can go into the reading filter unchanged.
 */
export const PromotionLocationSchema = v.object({ id: Id, promotionId: Id, name: v.string() });
export type PromotionLocation = v.InferOutput<typeof PromotionLocationSchema>;

/** The stored promotion. Optional entries take the spec's defaults when parsed. */
export const PromotionSchema = v.object({
  id: Id,
  customerId: v.optional(Id, PROMOTION_DEFAULTS.customerId),
  description: v.string(),
  /** ISO 8601 date-time, set by the server. */
  createdAt: v.string(),
  startDate: LocalDateSchema,
  endDate: LocalDateSchema,
  random: v.optional(v.boolean(), false),
  /** The prize, or the notification's title when the draw type is 1 (spec B §5). */
  prize: v.string(),
  /** '' when there is none. */
  rulesManualUrl: v.optional(v.string(), ''),
  imageUrl: v.optional(v.string(), ''),
  winnersCount: WinnersCountSchema,
  drawType: v.optional(DrawTypeSchema, PROMOTION_DEFAULTS.drawType),
  entryRule: v.optional(EntryRuleSchema, PROMOTION_DEFAULTS.entryRule),
  status: v.optional(PromotionStatusSchema, PROMOTION_DEFAULTS.status),
  relevance: v.optional(v.number(), PROMOTION_DEFAULTS.relevance),
  products: v.optional(v.array(PromotionProductSchema), () => []),
  countries: v.optional(v.array(PromotionLocationSchema), () => []),
  states: v.optional(v.array(PromotionLocationSchema), () => []),
  cities: v.optional(v.array(PromotionLocationSchema), () => []),
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;

/**
 * The promotion form's values, loose on purpose: a text field may be blank, a date invalid and the winners
 * count unfilled (`null`) until the rules have checked them (see `promotionInputFrom`).
 */
export const PromotionFormSchema = v.object({
  customerId: v.optional(Id, PROMOTION_DEFAULTS.customerId),
  description: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  random: v.boolean(),
  prize: v.string(),
  rulesManualUrl: v.string(),
  imageUrl: v.string(),
  winnersCount: v.nullable(v.number()),
  drawType: v.optional(DrawTypeSchema, PROMOTION_DEFAULTS.drawType),
  entryRule: v.optional(EntryRuleSchema, PROMOTION_DEFAULTS.entryRule),
  relevance: v.optional(v.number(), PROMOTION_DEFAULTS.relevance),
  productIds: v.array(Id),
  countries: v.array(v.string()),
  states: v.array(v.string()),
  cities: v.array(v.string()),
});
export type PromotionForm = v.InferOutput<typeof PromotionFormSchema>;

/** What is saved (POST/PUT): checked and normalised form values. Status and creation date are the server's. */
export const PromotionInputSchema = v.object({
  customerId: Id,
  description: v.pipe(v.string(), v.nonEmpty()),
  startDate: LocalDateSchema,
  endDate: LocalDateSchema,
  random: v.boolean(),
  prize: v.pipe(v.string(), v.nonEmpty()),
  rulesManualUrl: v.string(),
  imageUrl: v.string(),
  winnersCount: WinnersCountSchema,
  drawType: DrawTypeSchema,
  entryRule: EntryRuleSchema,
  relevance: v.number(),
  productIds: v.array(Id),
  countries: v.array(v.string()),
  states: v.array(v.string()),
  cities: v.array(v.string()),
});
export type PromotionInput = v.InferOutput<typeof PromotionInputSchema>;

/** A new promotion's form: the spec's defaults; the winners count starts unfilled so the user must choose it. */
export const emptyPromotionForm: PromotionForm = {
  customerId: PROMOTION_DEFAULTS.customerId,
  description: '',
  startDate: '',
  endDate: '',
  random: false,
  prize: '',
  rulesManualUrl: '',
  imageUrl: '',
  winnersCount: null,
  drawType: PROMOTION_DEFAULTS.drawType,
  entryRule: PROMOTION_DEFAULTS.entryRule,
  relevance: PROMOTION_DEFAULTS.relevance,
  productIds: [],
  countries: [],
  states: [],
  cities: [],
};

/** The form's values for editing a stored promotion. */
export function promotionToForm(promotion: Promotion): PromotionForm {
  return {
    customerId: promotion.customerId,
    description: promotion.description,
    startDate: promotion.startDate,
    endDate: promotion.endDate,
    random: promotion.random,
    prize: promotion.prize,
    rulesManualUrl: promotion.rulesManualUrl,
    imageUrl: promotion.imageUrl,
    winnersCount: promotion.winnersCount,
    drawType: promotion.drawType,
    entryRule: promotion.entryRule,
    relevance: promotion.relevance,
    productIds: promotion.products.map((p) => p.productId),
    countries: promotion.countries.map((c) => c.name),
    states: promotion.states.map((s) => s.name),
    cities: promotion.cities.map((c) => c.name),
  };
}

/**
 * A row of the promotion list (spec B §2: description, draw date, finalization date, winners count, status).
 * The id is not in the spec's column list but the Edit and Process actions need it.
 */
export const PromotionRowSchema = v.object({
  id: Id,
  description: v.string(),
  drawDate: v.nullable(LocalDateSchema),
  finishDate: v.nullable(LocalDateSchema),
  winnersCount: v.pipe(v.number(), v.integer()),
  status: PromotionStatusSchema,
});
export type PromotionRow = v.InferOutput<typeof PromotionRowSchema>;

/**
 * issue 24 §3: a draw's entries and what each rule kept out, as the processing page shows them. Counted from the
 * readings while the promotion waits, frozen when its entry list is made.
 */
export const PromotionEntryCountsSchema = v.object({
  /** The entries: one per tag its first reader holds, or one per device. */
  entries: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Blocked devices that read a matching tag: never entered. */
  blockedDevices: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** One per tag only: devices that read matching tags, each one someone else had read first: no ticket. */
  laterReaders: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Matching readings recorded without a device: the address had made too many new devices (issue 24 §3). */
  readingsWithoutDevice: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type PromotionEntryCounts = v.InferOutput<typeof PromotionEntryCountsSchema>;
