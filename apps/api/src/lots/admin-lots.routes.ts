/**
 * The admin lot calls (spec A §7 "Admin lots"): list, read, create with the tag file (NFC) or generated codes
 * (QrCode), edit, delete. The form's rules come from the domain and are enforced again here; SQL is in the
 * repositories.
 */
import {
  ADMIN_LOT_FILE_FIELD,
  adminLotContract,
  adminLotInputFromForm,
  adminLotInputFromWire,
  adminLotRowToWire,
  adminLotToWire,
} from '@tagtrail/contract';
import {
  adminLotToSave,
  LOT_HAS_READINGS,
  LOT_TYPE,
  maxLengthErrors,
  validateAdminLot,
  type AdminLot,
  type AdminLotInput,
  type LotFileInfo,
  type RuleError,
} from '@tagtrail/domain';
import { customerOptionsRepository } from '../customers/customer-options.repository';
import type { Database } from '../db/client';
import {
  businessRule,
  MessageKeys,
  notFound,
  ruleFailure,
  validationFailure,
  type ApiErrorDetail,
  type ApiFailure,
} from '../http/api-failure';
import type { Router, UploadedFile } from '../http/route';
import { newQrTagIds } from '../tags/qr-code';
import { TAG_BATCH_SIZE, textArrayLiteral, type TagBatch } from '../tags/tags.repository';
import {
  CUSTOMER_NOT_OF_PARTNER,
  FILE_NOT_UTF8,
  LOT_NUMBER_EXISTS,
  LOT_QUANTITY_LOCKED,
  LOT_TYPE_LOCKED,
  MAX_LOT_QUANTITY,
  PARTNER_NOT_FOUND,
  PRODUCT_NOT_OF_CUSTOMER,
  QUANTITY_ABOVE_MAXIMUM,
  TAG_FILE_INVALID,
  TAG_ID_EXISTS,
} from './admin-lot.failures';
import { AdminLotConflict, adminLotRepository, type AdminLotSort } from './admin-lots.repository';
import { readTagFile, tagFileProblems } from './tag-file.upload';

/** Rule errors name domain fields; the answer names the fields the client sent. */
const WIRE_FIELD: Readonly<Record<string, string>> = {
  partnerId: 'parceiroId',
  customerId: 'clienteId',
  productId: 'produtoId',
  number: 'numero',
  quantity: 'quantidade',
  type: 'tipo',
  appless: 'appless',
  file: ADMIN_LOT_FILE_FIELD,
};

/** The list sorts by wire names (the row's columns); the domain's names are accepted too. */
const SORT_BY_WIRE_NAME: Readonly<Record<string, AdminLotSort>> = {
  data: 'createdAt',
  createdat: 'createdAt',
  numero: 'number',
  number: 'number',
  parceironome: 'partnerName',
  partnername: 'partnerName',
  tipo: 'type',
  type: 'type',
  loteparceiroid: 'id',
  partnerlotid: 'id',
  id: 'id',
};

/** The order number's column width. */
const LOT_NUMBER_MAX_LENGTH = 50;

type CheckedLot = AdminLotInput & { partnerId: number; quantity: number };

export function registerAdminLotRoutes(router: Router, db: Database): void {
  const lots = adminLotRepository(db);
  const options = customerOptionsRepository(db);

  /** Partner, customer and product exist and belong together (the cascading selects, enforced). */
  async function ownershipProblems(lot: CheckedLot): Promise<ApiErrorDetail[]> {
    if (!(await options.partnerExists(lot.partnerId))) return [{ field: 'parceiroId', key: PARTNER_NOT_FOUND }];
    const problems: ApiErrorDetail[] = [];
    if (lot.customerId !== null && !(await options.customerBelongsToPartner(lot.customerId, lot.partnerId)))
      problems.push({ field: 'clienteId', key: CUSTOMER_NOT_OF_PARTNER });
    else if (
      lot.productId !== null &&
      (lot.customerId === null || !(await options.productBelongsToCustomer(lot.productId, lot.customerId)))
    )
      problems.push({ field: 'produtoId', key: PRODUCT_NOT_OF_CUSTOMER });
    return problems;
  }

  router.route(adminLotContract.list, async ({ query }) => {
    const sortName = query.sort?.trim().toLowerCase();
    const sort = sortName ? SORT_BY_WIRE_NAME[sortName] : 'createdAt';
    if (sort === undefined) throw validationFailure([{ field: 'sort', key: MessageKeys.invalidField }]);
    // Newest first unless told otherwise; a named column reads ascending unless told otherwise.
    const direction = query.direction?.toLowerCase() ?? (sortName ? 'asc' : 'desc');
    const page = await lots.list({
      page: query.page,
      records: query.records,
      sort,
      direction: direction === 'desc' ? 'desc' : 'asc',
      search: query.query ?? '',
    });
    return { dataRecords: page.records.map(adminLotRowToWire), countRecords: page.total };
  });

  router.route(adminLotContract.get, async ({ params }) => {
    const lot = await lots.get(params.id);
    if (lot === undefined) throw notFound();
    return adminLotToWire(lot);
  });

  router.route(adminLotContract.create, async ({ body, file, request }) => {
    const input = adminLotInputFromForm(body);
    const tagFile = chosenFile(file);
    const lot = checkedInput(input, tagFile, undefined);
    const problems = await ownershipProblems(lot);
    if (problems.length > 0) throw validationFailure(problems);
    // Asked before the upload is read: nobody should wait for 30 MB to learn the number is taken.
    if (await lots.numberTaken(lot.partnerId, lot.number)) throw numberTaken();

    const started = performance.now();
    let batches: Iterable<TagBatch> | AsyncIterable<TagBatch>;
    if (lot.type === LOT_TYPE.nfc) {
      // checkedInput has refused an NFC lot without its file.
      if (tagFile === null) throw new Error('NFC lot without a tag file');
      const reading = await readTagFile(db, tagFile.chunks, lot.quantity);
      if (reading.kind === 'not-utf8') throw validationFailure([{ field: ADMIN_LOT_FILE_FIELD, key: FILE_NOT_UTF8 }]);
      const refusal = tagFileProblems(reading.report, lot.quantity);
      if (refusal.length > 0) {
        request.log.info(
          { badLineCount: reading.report.badLineCount, tagLineCount: reading.report.tagLineCount },
          'tag file refused',
        );
        throw validationFailure(refusal);
      }
      batches = reading.report.batches;
    } else {
      batches = qrCodeBatches(lot.quantity);
    }
    const id = await refusingConflicts(() => lots.create(lot, batches));
    request.log.info(
      { partnerLotId: id, type: lot.type, tags: lot.quantity, ms: Math.round(performance.now() - started) },
      'partner lot created',
    );
    return id;
  });

  router.route(adminLotContract.update, async ({ params, body }) => {
    const original = await lots.get(params.id);
    if (original === undefined) throw notFound();
    const lot = checkedInput(adminLotInputFromWire(body), null, original);
    const problems = await ownershipProblems(lot);
    if (problems.length > 0) throw validationFailure(problems);
    if (lot.partnerId !== original.partnerId && (await lots.numberTaken(lot.partnerId, lot.number, original.id)))
      throw numberTaken();
    const id = await refusingConflicts(() => lots.update(original.id, lot));
    if (id === undefined) throw notFound();
    return id;
  });

  router.route(adminLotContract.remove, async ({ params }) => {
    const removal = await lots.remove(params.id);
    if (removal === undefined) throw notFound();
    // spec A §8: 'You can not delete a order with readings!' (error 1, its key shown translated).
    if (removal === 'has-readings') throw businessRule(LOT_HAS_READINGS);
  });
}

/**
 * The upload the rules look at: the part named ADMIN_LOT_FILE_FIELD. A browser sends an empty part with no name
 * when no file was chosen: that is no file. A file under any other name is a client's mistake, said so.
 */
function chosenFile(file: UploadedFile | null): (UploadedFile & LotFileInfo) | null {
  if (file === null || file.fileName === '') return null;
  if (file.fieldName !== ADMIN_LOT_FILE_FIELD)
    throw validationFailure([{ field: file.fieldName, key: MessageKeys.invalidField }]);
  return { ...file, name: file.fileName, mediaType: file.mediaType };
}

/**
 * The form's rules (spec A §5), enforced again here, plus what the server adds: a maximum quantity, the order
 * number's width, and on edit a type and quantity that stay as they were. Answers the input as it is stored.
 */
function checkedInput(input: AdminLotInput, file: LotFileInfo | null, original: AdminLot | undefined): CheckedLot {
  const errors: RuleError[] = [
    ...validateAdminLot(input, file, original),
    ...maxLengthErrors(input.number, 'number', LOT_NUMBER_MAX_LENGTH),
  ];
  if (input.quantity !== null && input.quantity > MAX_LOT_QUANTITY)
    errors.push({ key: QUANTITY_ABOVE_MAXIMUM, field: 'quantity', params: { max: MAX_LOT_QUANTITY } });
  if (original !== undefined) {
    if (input.type !== original.type) errors.push({ key: LOT_TYPE_LOCKED, field: 'type' });
    if (input.quantity !== null && input.quantity !== original.quantity)
      errors.push({ key: LOT_QUANTITY_LOCKED, field: 'quantity' });
  }
  if (errors.length > 0) throw ruleFailure(errors, WIRE_FIELD);
  const clean = adminLotToSave(input);
  // validateAdminLot refuses a missing partner or quantity; the narrowing is for the compiler.
  if (clean.partnerId === null || clean.quantity === null) throw new Error('unchecked admin lot input');
  return { ...clean, partnerId: clean.partnerId, quantity: clean.quantity };
}

/** QR codes made as they are inserted: one batch of fresh ids at a time, never the whole lot in memory. */
function* qrCodeBatches(quantity: number): Generator<TagBatch> {
  for (let first = 1; first <= quantity; first += TAG_BATCH_SIZE) {
    const count = Math.min(TAG_BATCH_SIZE, quantity - first + 1);
    yield { firstSequence: first, count, tagIds: textArrayLiteral(newQrTagIds(count)), visualKeys: null };
  }
}

const numberTaken = (): ApiFailure => validationFailure([{ field: 'numero', key: LOT_NUMBER_EXISTS }]);

/** A unique index refusing what the checks let through: another request stored the same number or tag id first. */
async function refusingConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AdminLotConflict)) throw error;
    if (error.conflict === 'number') throw numberTaken();
    throw validationFailure([
      { field: ADMIN_LOT_FILE_FIELD, key: TAG_FILE_INVALID },
      { field: ADMIN_LOT_FILE_FIELD, key: TAG_ID_EXISTS },
    ]);
  }
}
