/**
 * The partner area's lot calls (spec A §7 "Partner lots and tags"): the list, one lot, and giving a lot to one of
 * the partner's customers (a lot whose tags have been read or taken into a customer's lots stays with its customer,
 * issue 24 §5). Scoped to the calling partner by the database (tenant scope `partner`).
 */
import {
  DIGITAL_LINKS_HEADER,
  partnerCustomerLotToWire,
  partnerCustomerLotWire,
  partnerLotContract,
  partnerLotCustomerInputFromWire,
  partnerLotCustomerInputWire,
  partnerLotToWire,
  partnerLotWire,
  sortNames,
} from '@tagtrail/contract';
import {
  canDownloadQrCodes,
  CUSTOMER_NOT_OF_PARTNER,
  qrCodesFile,
  qrCodesFileName,
  partnerLotCustomerChangeErrors,
  partnerLotEditErrors,
  validatePartnerLotCustomer,
  type RuleError,
} from '@tagtrail/domain';
import { customerRepository } from '../customers/customers.repository';
import { businessRule, notFound, ruleFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { partnerLotRepository } from './partner-lots.repository';

/** spec A §2: the QR download is for QrCode lots only. */
export const QR_DOWNLOAD_ONLY_FOR_QR_LOTS = 'QR_DOWNLOAD_ONLY_FOR_QR_LOTS';

const SORT_BY_NAME = sortNames(partnerLotWire, ['createdAt', 'number', 'customerName', 'productName', 'type', 'id']);

const CUSTOMER_LOT_SORT_BY_NAME = sortNames(partnerCustomerLotWire, [
  'productName',
  'customerLotNumber',
  'manufactureDate',
  'releaseDate',
  'expiryDate',
  'status',
]);

export function registerPartnerLotRoutes(router: Router, { publicUrl }: { readonly publicUrl: string }): void {
  router.route(partnerLotContract.list, async ({ query, db }) => {
    // Newest first unless told otherwise, as the admin's lot list.
    const listQuery = sortedPageQuery(query, SORT_BY_NAME, { sort: 'createdAt', direction: 'desc' });
    const page = await partnerLotRepository(db).list(listQuery);
    return { dataRecords: page.records.map(partnerLotToWire), countRecords: page.total };
  });

  router.route(partnerLotContract.get, async ({ params, db }) => {
    const lot = await partnerLotRepository(db).get(params.id);
    if (lot === undefined) throw notFound();
    return partnerLotToWire(lot);
  });

  router.route(partnerLotContract.updateCustomer, async ({ params, body, db }) => {
    const lots = partnerLotRepository(db);
    const lot = await lots.get(params.id);
    if (lot === undefined) throw notFound();
    const input = partnerLotCustomerInputFromWire(body);
    const held = await lots.customerAndHistory(lot.id);
    if (held === undefined) throw notFound();
    const errors: RuleError[] = [
      ...validatePartnerLotCustomer(input),
      ...partnerLotEditErrors(lot),
      ...partnerLotCustomerChangeErrors(held.customerId, input.customerId, held.history),
    ];
    // Another partner's customer is not one this partner sees: refused as the form's own mistake, never stored.
    if (input.customerId !== null && (await customerRepository(db).get(input.customerId)) === undefined)
      errors.push({ field: 'customerId', key: CUSTOMER_NOT_OF_PARTNER });
    if (errors.length > 0) throw ruleFailure(errors, partnerLotCustomerInputWire.wireNames);
    const id = await lots.giveToCustomer(lot.id, input.customerId as number);
    if (id === undefined) throw notFound();
    return id;
  });

  /**
   * spec A §2: the customer lots fed from one of the partner's lots. The path's placeholder is named clienteId, but
   * the value is the partner lot's id (see the contract); a lot of another partner is not found.
   */
  router.route(partnerLotContract.customerLots, async ({ params, query, db }) => {
    const listQuery = sortedPageQuery(query, CUSTOMER_LOT_SORT_BY_NAME, {
      sort: 'customerLotNumber',
      direction: 'asc',
    });
    const page = await partnerLotRepository(db).customerLotsOf(params.clienteId, listQuery);
    if (page === undefined) throw notFound();
    return { dataRecords: page.records.map(partnerCustomerLotToWire), countRecords: page.total };
  });

  /**
   * spec A §2, §7: the lot's public tag URLs, one per line in sequence, saved by the portal as a .txt file. Read in
   * one query: 100,000 tags are about 5 MB of text. issue 29 §4: formato=gs1 writes each tag's Digital Link where
   * its product has a GTIN, and says in a header how many lines are one: the portal tells the user about the rest.
   */
  router.route(partnerLotContract.downloadQrCodes, async ({ params, query, db, reply }) => {
    const lots = partnerLotRepository(db);
    const lot = await lots.get(params.id);
    if (lot === undefined) throw notFound();
    if (!canDownloadQrCodes(lot)) throw businessRule(QR_DOWNLOAD_ONLY_FOR_QR_LOTS);
    const format = query.formato;
    // The default answer reads no product: it is the spec's, unchanged.
    const tags =
      format === 'gs1'
        ? await lots.qrCodeTagsInSequence(lot.id)
        : (await lots.tagIdsInSequence(lot.id)).map((tagId) => ({ tagId, gtin: null, lotNumber: null }));
    const file = qrCodesFile(publicUrl, tags, format);
    reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${qrCodesFileName(lot, format)}"`);
    if (format === 'gs1') reply.header(DIGITAL_LINKS_HEADER, String(file.digitalLinks));
    return file.text;
  });
}
