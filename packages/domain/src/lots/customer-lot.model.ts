/** Customer lots (lotecliente): the manufacturer's own lots, fed with tags from partner lots (spec B §3). */
import * as v from 'valibot';
import { LocalDateOrEmptySchema } from '../shared/dates';
import { LOT_STATUS, LotStatusSchema } from './lot-status.model';

const Id = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** spec B §3 "Client lot (lotecliente)". Dates are '' when not given. */
export const CustomerLotSchema = v.object({
  id: Id,
  customerId: Id,
  /** Null while the lot has no product yet. */
  productId: v.nullable(Id),
  /** The product chosen in the form when the lot has none (spec B §3 novoProdutoId). */
  newProductId: v.nullable(Id),
  productName: v.nullable(v.string()),
  partnerLotId: v.nullable(Id),
  partnerLotNumber: v.nullable(v.string()),
  number: v.string(),
  releaseDate: LocalDateOrEmptySchema,
  manufactureDate: LocalDateOrEmptySchema,
  expiryDate: LocalDateOrEmptySchema,
  /** spec B §4: undefined expiry is true by default. */
  expiryUndefined: v.optional(v.boolean(), true),
  /** spec B §4: lot default status is 0. */
  status: v.optional(LotStatusSchema, LOT_STATUS.available),
  statusDate: LocalDateOrEmptySchema,
  /**
   * Issue 28 §1: the countries the lot is sold in, ISO 3166-1 alpha-2 codes as `normalizeMarkets` stores them; empty
   * means anywhere. A reading from elsewhere is flagged off-market.
   */
  markets: v.optional(v.array(v.string()), []),
});
export type CustomerLot = v.InferOutput<typeof CustomerLotSchema>;

/** The customer lot form: what the user edits. */
export const CustomerLotInputSchema = v.object({
  productId: CustomerLotSchema.entries.productId,
  newProductId: CustomerLotSchema.entries.newProductId,
  number: v.string(),
  releaseDate: LocalDateOrEmptySchema,
  manufactureDate: LocalDateOrEmptySchema,
  expiryDate: LocalDateOrEmptySchema,
  expiryUndefined: CustomerLotSchema.entries.expiryUndefined,
  status: CustomerLotSchema.entries.status,
  statusDate: LocalDateOrEmptySchema,
  markets: CustomerLotSchema.entries.markets,
});
export type CustomerLotInput = v.InferOutput<typeof CustomerLotInputSchema>;

export const emptyCustomerLotInput: CustomerLotInput = {
  productId: null,
  newProductId: null,
  number: '',
  releaseDate: '',
  manufactureDate: '',
  expiryDate: '',
  expiryUndefined: true,
  status: LOT_STATUS.available,
  statusDate: '',
  markets: [],
};

export function customerLotInputOf(lot: CustomerLot): CustomerLotInput {
  return {
    productId: lot.productId,
    newProductId: lot.newProductId,
    number: lot.number,
    releaseDate: lot.releaseDate,
    manufactureDate: lot.manufactureDate,
    expiryDate: lot.expiryDate,
    expiryUndefined: lot.expiryUndefined,
    status: lot.status,
    statusDate: lot.statusDate,
    markets: [...lot.markets],
  };
}

/**
 * What is sent on save (spec B §7: "lot fields plus produtoId"): the product is the lot's own, or the one
 * chosen for a lot that had none; see `customerLotToSave` for the emptied fields.
 */
export const CustomerLotSaveSchema = v.object({
  productId: v.nullable(Id),
  number: v.string(),
  releaseDate: LocalDateOrEmptySchema,
  manufactureDate: LocalDateOrEmptySchema,
  expiryDate: LocalDateOrEmptySchema,
  expiryUndefined: v.boolean(),
  status: LotStatusSchema,
  statusDate: LocalDateOrEmptySchema,
  /**
   * Issue 28 §1: the lot's markets, normalized. Absent, the save leaves them as stored (a new lot then has none): a
   * client that does not know the field yet must not wipe them on every edit.
   */
  markets: v.optional(v.array(v.string())),
});
export type CustomerLotSave = v.InferOutput<typeof CustomerLotSaveSchema>;

/** A row of the customer lot table (spec B §3 "Lot list row"). */
export const CustomerLotRowSchema = v.object({
  customerLotId: Id,
  productName: v.nullable(v.string()),
  number: v.string(),
  readingCount: Count,
  totalTags: Count,
  /** Tags of the lot that carry its product. */
  productAvailableTags: Count,
});
export type CustomerLotRow = v.InferOutput<typeof CustomerLotRowSchema>;

/** A customer lot as the partner sees it under one of its lots (spec A §2 "/lotes/{clienteId}/lotesClientes"). */
export const PartnerCustomerLotSchema = v.object({
  productName: v.nullable(v.string()),
  customerLotNumber: v.string(),
  manufactureDate: LocalDateOrEmptySchema,
  releaseDate: LocalDateOrEmptySchema,
  /** '' when the expiry is undefined; the list then shows the text 'undefined'. */
  expiryDate: LocalDateOrEmptySchema,
  /** Any code: anything but 1, 5, 9 reads as available (spec A §3); see `lotStatusOf`. */
  status: v.number(),
});
export type PartnerCustomerLot = v.InferOutput<typeof PartnerCustomerLotSchema>;
