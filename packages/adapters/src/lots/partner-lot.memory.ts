/**
 * PartnerLotPort over an array, for stories and tests; answers and refuses as the server does: only the partner's
 * own customers may be given a lot, only while it is free (no product, tags left) and, once its tags have been read
 * or taken into a customer's lots, only to the customer it has; only QrCode lots have codes to download (one public
 * tag URL per line, or a GS1 Digital Link where the lot's product has a GTIN, issue 29 §4).
 */
import {
  BUSINESS_RULE_ERROR,
  canDownloadQrCodes,
  CUSTOMER_NOT_OF_PARTNER,
  partnerLotCustomerChangeErrors,
  partnerLotEditErrors,
  partnerLotUsage,
  PortError,
  qrCodesFile,
  validatePartnerLotCustomer,
  type Cancellation,
  type ListQuery,
  type Page,
  type PartnerCustomerLot,
  type PartnerLot,
  type PartnerLotCustomerInput,
  type PartnerLotPort,
  type QrCodeFormat,
  type QrCodesFile,
  type QrCodeTag,
  type RuleError,
} from '@tagtrail/domain';
import { demoPartnerCustomers } from '../customers/customer-options.demo';
import { pageOf } from '../memory/memory-list';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoLotPartnerId, demoPartnerCustomerLots, demoPartnerLots } from './partner-lot.demo';

export type PartnerLotOperation = 'list' | 'get' | 'updateCustomer' | 'downloadQrCodes' | 'customerLots';

/** The server's refusal of a QR download for a lot that is not QrCode (apps/api partner-lots.routes.ts). */
export const QR_DOWNLOAD_ONLY_FOR_QR_LOTS = 'QR_DOWNLOAD_ONLY_FOR_QR_LOTS';

export interface MemoryPartnerLotOptions extends MemoryOptions<PartnerLotOperation> {
  /** The partner's customers, the only ones a lot may be given to; the first demo partner's by default. */
  readonly customers?: readonly { readonly id: number; readonly name: string }[];
  /** The site the QR codes point at. */
  readonly publicUrl?: string;
  /** The customer lots fed from each partner lot, by its id; the demo lots' by default. */
  readonly customerLots?: Readonly<Record<number, readonly PartnerCustomerLot[]>>;
  /** The lots any of whose tags has been read (none by default): they stay with their customer. */
  readonly readLotIds?: readonly number[];
  /**
   * The GTIN-14 of each product that has one, by product id (issue 29 §4); none by default, as the demo lots'
   * products have none: their Digital Link download is all `/t/` links.
   */
  readonly productGtins?: Readonly<Record<number, string>>;
}

export class MemoryPartnerLotAdapter implements PartnerLotPort {
  private readonly lots: PartnerLot[];

  constructor(
    seed: readonly PartnerLot[] = demoPartnerLots,
    private readonly options: MemoryPartnerLotOptions = {},
  ) {
    this.lots = seed.map((lot) => ({ ...lot }));
  }

  list(query: ListQuery, signal?: Cancellation): Promise<Page<PartnerLot>> {
    return simulate(
      this.options,
      'list',
      () => {
        // The server's default order: newest first.
        const rows = [...this.lots].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
        return pageOf(rows, query, (lot) => [lot.number, lot.customerName ?? '', lot.productName ?? '']);
      },
      signal,
    );
  }

  get(id: number, signal?: Cancellation): Promise<PartnerLot> {
    return simulate(this.options, 'get', () => ({ ...this.find(id) }), signal);
  }

  updateCustomer(id: number, input: PartnerLotCustomerInput): Promise<number> {
    return simulate(this.options, 'updateCustomer', () => {
      const lot = this.find(id);
      const history = {
        hasReadings: this.options.readLotIds?.includes(id) ?? false,
        hasTagsInCustomerLots: (this.customerLotsOf(id)?.length ?? 0) > 0,
      };
      const errors: RuleError[] = [
        ...validatePartnerLotCustomer(input),
        ...partnerLotEditErrors(lot),
        ...partnerLotCustomerChangeErrors(lot.customerId, input.customerId, history),
      ];
      const customer = this.customers.find((candidate) => candidate.id === input.customerId);
      if (input.customerId !== null && customer === undefined)
        errors.push({ field: 'customerId', key: CUSTOMER_NOT_OF_PARTNER });
      if (errors.length > 0) throw validationFailure(errors);
      Object.assign(lot, { customerId: customer?.id ?? null, customerName: customer?.name ?? null });
      return id;
    });
  }

  downloadQrCodes(id: number, format: QrCodeFormat = 'tagtrail', signal?: Cancellation): Promise<QrCodesFile> {
    return simulate(
      this.options,
      'downloadQrCodes',
      () => {
        const lot = this.find(id);
        if (!canDownloadQrCodes(lot)) throw new PortError(409, BUSINESS_RULE_ERROR, QR_DOWNLOAD_ONLY_FOR_QR_LOTS);
        return qrCodesFile(this.options.publicUrl ?? 'https://tagtrail.example', this.qrCodeTagsOf(lot), format);
      },
      signal,
    );
  }

  /**
   * The lot's tags in sequence as a Digital Link needs them. The used tags are its first ones, shared in turn among
   * the customer lots fed from it. A customer lot here names its product but not its id: every tag's product is
   * the lot's.
   */
  private qrCodeTagsOf(lot: PartnerLot): QrCodeTag[] {
    const gtin = lot.productId === null ? null : (this.options.productGtins?.[lot.productId] ?? null);
    const customerLots = this.customerLotsOf(lot.id) ?? [];
    const { used } = partnerLotUsage(lot);
    return Array.from({ length: lot.totalTags }, (_, index) => ({
      // Made up but stable per lot and sequence, like the server's unguessable ids.
      tagId: `${lot.id.toString(36)}${(index + 1).toString(36).padStart(6, '0')}`,
      gtin,
      lotNumber:
        index < used
          ? (customerLots[Math.floor((index * customerLots.length) / used)]?.customerLotNumber ?? null)
          : null,
    }));
  }

  customerLots(partnerLotId: number, query: ListQuery, signal?: Cancellation): Promise<Page<PartnerCustomerLot>> {
    return simulate(
      this.options,
      'customerLots',
      () => {
        this.find(partnerLotId);
        const rows = this.customerLotsOf(partnerLotId) ?? [];
        return pageOf(rows, query, (row) => [row.customerLotNumber, row.productName ?? '']);
      },
      signal,
    );
  }

  private get customers(): readonly { readonly id: number; readonly name: string }[] {
    return this.options.customers ?? demoPartnerCustomers.filter((c) => c.partnerId === demoLotPartnerId);
  }

  private customerLotsOf(partnerLotId: number): readonly PartnerCustomerLot[] | undefined {
    return (this.options.customerLots ?? demoPartnerCustomerLots)[partnerLotId];
  }

  private find(id: number): PartnerLot {
    const lot = this.lots.find((candidate) => candidate.id === id);
    if (lot === undefined) throw notFoundError();
    return lot;
  }
}
