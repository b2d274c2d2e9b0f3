/**
 * The admin lot calls (spec A §7 "Admin lots"): list, read, create with the tag file (NFC) or generated codes
 * (QrCode), edit, delete. The form's rules and every key answered come from the domain (the rules enforced again
 * here); SQL is in the repositories.
 */
import {
  ADMIN_LOT_FILE_FIELD,
  adminLotContract,
  adminLotInputFromForm,
  adminLotInputFromWire,
  adminLotInputWire,
  adminLotRowToWire,
  adminLotRowWire,
  adminLotToWire,
  secureLotFormWire,
  secureLotKeysToWire,
  secureLotLayoutToWire,
  sortNames,
} from '@tagtrail/contract';
import { sdmUrlLayout } from '@tagtrail/secure-tags';
import {
  adminLotToSave,
  partnerLotCustomerChangeErrors,
  CUSTOMER_NOT_OF_PARTNER,
  FILE_NOT_UTF8,
  LOT_HAS_READINGS,
  LOT_IN_CUSTOMER_LOTS,
  LOT_NUMBER_EXISTS,
  LOT_TYPE,
  PARTNER_NOT_FOUND,
  PRODUCT_NOT_OF_CUSTOMER,
  SDM_KEYS_ALREADY_SHOWN,
  TAG_FILE_INVALID,
  TAG_ID_EXISTS,
  tagFileRefusal,
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
  type ApiFailure,
} from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router, UploadedFile } from '../http/route';
import type { SecretBox } from '../identity/secret-box';
import { newQrTagIds } from '../tags/qr-code';
import { TAG_BATCH_SIZE, textArrayLiteral, type TagBatch } from '../tags/tags.repository';
import { AdminLotConflict, adminLotRepository, type SecureLotToStore } from './admin-lots.repository';
import { lotKeyBox, newLotReference, newSdmKey, type LotKeyBox } from './secure-lot-keys';
import { partnerLotRepository } from './partner-lots.repository';
import { readTagFile, storedTagIdsIn } from './tag-file.upload';

/** Rule errors name domain fields; the answer names the fields the client sent, the tag file by its part's name. */
const WIRE_FIELD = { ...adminLotInputWire.wireNames, ...secureLotFormWire.wireNames, file: ADMIN_LOT_FILE_FIELD };

const SORT_BY_NAME = sortNames(adminLotRowWire, {
  createdAt: 'createdAt',
  number: 'number',
  partnerName: 'partnerName',
  type: 'type',
  totalTags: 'totalTags',
  id: 'partnerLotId',
});

type CheckedLot = AdminLotInput & { partnerId: number; quantity: number };

/** Partner, customer and product exist and belong together (the cascading selects, enforced). */
async function ownershipProblems(db: Database, lot: CheckedLot): Promise<RuleError[]> {
  const options = customerOptionsRepository(db);
  if (!(await options.partnerExists(lot.partnerId))) return [{ field: 'partnerId', key: PARTNER_NOT_FOUND }];
  const problems: RuleError[] = [];
  if (lot.customerId !== null && !(await options.customerBelongsToPartner(lot.customerId, lot.partnerId)))
    problems.push({ field: 'customerId', key: CUSTOMER_NOT_OF_PARTNER });
  else if (
    lot.productId !== null &&
    (lot.customerId === null || !(await options.productBelongsToCustomer(lot.productId, lot.customerId)))
  )
    problems.push({ field: 'productId', key: PRODUCT_NOT_OF_CUSTOMER });
  return problems;
}

export interface AdminLotRouteOptions {
  /** The address browsers and phones use (PUBLIC_URL): a secure lot's tags carry it in their URL. */
  readonly publicUrl: string;
  /** Seals a secure lot's keys at rest (identity/secret-box.ts). */
  readonly secretBox: SecretBox;
}

export function registerAdminLotRoutes(router: Router, { publicUrl, secretBox }: AdminLotRouteOptions): void {
  const keyBox = lotKeyBox(secretBox);
  router.route(adminLotContract.list, async ({ query, db }) => {
    // Newest first unless told otherwise.
    const page = await adminLotRepository(db).list(
      sortedPageQuery(query, SORT_BY_NAME, { sort: 'createdAt', direction: 'desc' }),
    );
    return { dataRecords: page.records.map(adminLotRowToWire), countRecords: page.total };
  });

  router.route(adminLotContract.get, async ({ params, db }) => {
    const lot = await adminLotRepository(db).get(params.id);
    if (lot === undefined) throw notFound();
    return adminLotToWire(lot);
  });

  router.route(adminLotContract.create, async ({ body, file, request, db }) => {
    const lots = adminLotRepository(db);
    const input = adminLotInputFromForm(body);
    const tagFile = chosenFile(file);
    const lot = checkedInput(input, tagFile, undefined);
    const problems = await ownershipProblems(db, lot);
    if (problems.length > 0) throw ruleFailure(problems, WIRE_FIELD);
    // Asked before the upload is read: nobody should wait for 30 MB to learn the number is taken.
    if (await lots.numberTaken(lot.partnerId, lot.number)) throw numberTaken();

    const started = performance.now();
    let batches: Iterable<TagBatch> | AsyncIterable<TagBatch>;
    if (lot.type === LOT_TYPE.nfc) {
      // checkedInput has refused an NFC lot without its file.
      if (tagFile === null) throw new Error('NFC lot without a tag file');
      const reading = await readTagFile(storedTagIdsIn(db), tagFile.chunks, lot.quantity);
      if (reading.kind === 'not-utf8') throw ruleFailure([{ field: 'file', key: FILE_NOT_UTF8 }], WIRE_FIELD);
      const refusal = tagFileRefusal(reading.report, lot.quantity);
      if (refusal.length > 0) {
        request.log.info(
          { badLineCount: reading.report.badLineCount, tagLineCount: reading.report.tagLineCount },
          'tag file refused',
        );
        throw ruleFailure(refusal, WIRE_FIELD);
      }
      batches = reading.report.batches;
    } else {
      batches = qrCodeBatches(lot.quantity);
    }
    const id = await refusingConflicts(() => lots.create(lot, batches, secureLotToStore(lot, keyBox)));
    // Never the keys: only whether the lot is secure, and in which mode.
    request.log.info(
      {
        partnerLotId: id,
        type: lot.type,
        tags: lot.quantity,
        sdmMode: lot.sdmMode ?? null,
        ms: Math.round(performance.now() - started),
      },
      'partner lot created',
    );
    return id;
  });

  // issue 27 §3: what an encoding station programs into each chip; the same URL for every tag of the lot.
  router.route(adminLotContract.sdm, async ({ params, db }) => {
    const lot = await adminLotRepository(db).secureLot(params.id);
    if (lot === undefined) throw notFound();
    const layout = sdmUrlLayout(`${publicUrl.replace(/\/+$/, '')}/s/${lot.reference}`, lot.mode);
    return secureLotLayoutToWire(layout);
  });

  // issue 27 §3: the keys the server generated, shown once, like a one-time password. They are marked shown in this
  // call's transaction, which commits before the answer leaves: a failure to open them leaves them unshown.
  router.route(adminLotContract.sdmKeys, async ({ params, db, reply }) => {
    const taken = await adminLotRepository(db).takeKeysToShow(params.id);
    if (taken === 'not-secure') throw notFound();
    if (taken === 'already-shown') throw businessRule(SDM_KEYS_ALREADY_SHOWN);
    reply.header('cache-control', 'no-store');
    return secureLotKeysToWire({
      mode: taken.mode,
      metaReadKey: keyBox.open(taken.id, 'sdm-meta-read', taken.metaRead),
      masterKey: keyBox.open(taken.id, 'sdm-master', taken.master),
    });
  });

  router.route(adminLotContract.update, async ({ params, body, db }) => {
    const lots = adminLotRepository(db);
    const original = await lots.get(params.id);
    if (original === undefined) throw notFound();
    const lot = checkedInput(adminLotInputFromWire(body), null, original);
    // issue 24 §5: a lot whose tags were read or taken into a customer's lots keeps its customer, from the admin too.
    const held = await partnerLotRepository(db).customerAndHistory(original.id);
    if (held === undefined) throw notFound();
    const problems = [
      ...partnerLotCustomerChangeErrors(held.customerId, lot.customerId, held.history),
      ...(await ownershipProblems(db, lot)),
    ];
    if (problems.length > 0) throw ruleFailure(problems, WIRE_FIELD);
    if (lot.partnerId !== original.partnerId && (await lots.numberTaken(lot.partnerId, lot.number, original.id)))
      throw numberTaken();
    const id = await refusingConflicts(() => lots.update(original.id, lot));
    if (id === undefined) throw notFound();
    return id;
  });

  router.route(adminLotContract.remove, async ({ params, db }) => {
    const removal = await adminLotRepository(db).remove(params.id);
    if (removal === undefined) throw notFound();
    // spec A §8: 'You can not delete a order with readings!' (error 1, its key shown translated).
    if (removal === 'has-readings') throw businessRule(LOT_HAS_READINGS);
    if (removal === 'in-customer-lots') throw businessRule(LOT_IN_CUSTOMER_LOTS);
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
 * The form's rules (spec A §5 and ours: the maximum quantity, the order number's width, on edit a type and quantity
 * that stay as they were), the domain's one `validateAdminLot`, enforced again here. Answers the input as stored.
 */
function checkedInput(input: AdminLotInput, file: LotFileInfo | null, original: AdminLot | undefined): CheckedLot {
  const errors = validateAdminLot(input, file, original);
  if (errors.length > 0) throw ruleFailure(errors, WIRE_FIELD);
  const clean = adminLotToSave(input);
  // validateAdminLot refuses a missing partner or quantity; the narrowing is for the compiler.
  if (clean.partnerId === null || clean.quantity === null) throw new Error('unchecked admin lot input');
  return { ...clean, partnerId: clean.partnerId, quantity: clean.quantity };
}

/**
 * A secure lot's part as stored (issue 27 §3): the keys pasted (the rules have checked them) or, where left empty,
 * made here; sealed to the lot once its id is known. Undefined for a lot that is not secure.
 */
function secureLotToStore(lot: AdminLotInput, keyBox: LotKeyBox): SecureLotToStore | undefined {
  if (lot.sdmMode === undefined) return undefined;
  const pastedMetaRead = lot.sdmMetaReadKey ?? '';
  const pastedMaster = lot.sdmMasterKey ?? '';
  const metaRead = pastedMetaRead === '' ? newSdmKey() : pastedMetaRead;
  const master = pastedMaster === '' ? newSdmKey() : pastedMaster;
  return {
    mode: lot.sdmMode,
    generated: pastedMetaRead === '' || pastedMaster === '',
    reference: newLotReference(),
    sealedFor: (lotId) => ({
      metaRead: keyBox.seal(lotId, 'sdm-meta-read', metaRead),
      master: keyBox.seal(lotId, 'sdm-master', master),
    }),
  };
}

/** QR codes made as they are inserted: one batch of fresh ids at a time, never the whole lot in memory. */
function* qrCodeBatches(quantity: number): Generator<TagBatch> {
  for (let first = 1; first <= quantity; first += TAG_BATCH_SIZE) {
    const count = Math.min(TAG_BATCH_SIZE, quantity - first + 1);
    yield { firstSequence: first, count, tagIds: textArrayLiteral(newQrTagIds(count)), visualKeys: null };
  }
}

const numberTaken = (): ApiFailure => ruleFailure([{ field: 'number', key: LOT_NUMBER_EXISTS }], WIRE_FIELD);

/** A unique index refusing what the checks let through: another request stored the same number or tag id first. */
async function refusingConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AdminLotConflict)) throw error;
    if (error.conflict === 'number') throw numberTaken();
    throw ruleFailure(
      [
        { field: 'file', key: TAG_FILE_INVALID },
        { field: 'file', key: TAG_ID_EXISTS },
      ],
      WIRE_FIELD,
    );
  }
}
