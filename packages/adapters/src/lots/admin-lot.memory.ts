/**
 * AdminLotPort over an array, for stories and tests; answers and refuses as the server does. Creating a lot ticks
 * its upload progress over the delay and, for an NFC lot, reads the tag file with the domain's parser, refusing a
 * bad file with the server's details (TAG_FILE_INVALID, QUANTITY_MISMATCH, one detail per bad line).
 */
import {
  adminLotToSave,
  BUSINESS_RULE_ERROR,
  FILE_NOT_UTF8,
  LOT_HAS_READINGS,
  LOT_NUMBER_EXISTS,
  LOT_TYPE,
  partnerLotCustomerChangeErrors,
  PortError,
  SDM_KEYS_ALREADY_SHOWN,
  TagFileParser,
  tagFileReadout,
  tagFileRefusal,
  validateAdminLot,
  type AdminLot,
  type AdminLotInput,
  type AdminLotPort,
  type AdminLotRow,
  type AdminLotUploadOptions,
  type Cancellation,
  type FileContent,
  type ListQuery,
  type LotFileUpload,
  type Page,
  type Partner,
  type SdmMode,
  type SecureLotKeys,
  type SecureLotLayout,
  type TagFileRefusalDetail,
} from '@tagtrail/domain';
import { sdmUrlLayout } from '@tagtrail/secure-tags';
import { pageOf } from '../memory/memory-list';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoPartners } from '../partners/partner.demo';
import { demoAdminLots, type DemoAdminLot } from './admin-lot.demo';

export type AdminLotOperation = 'list' | 'get' | 'create' | 'update' | 'remove' | 'sdm' | 'revealSdmKeys';

export interface MemoryAdminLotOptions extends MemoryOptions<AdminLotOperation> {
  /** Lots whose tags have been read: removing one is refused with LOT_HAS_READINGS (spec A §8). */
  readonly withReadingsIds?: readonly number[];
  /** Where a new lot's partner name comes from; the demo partners by default. */
  readonly partners?: readonly Partner[];
  /** Progress reports over an upload (each after delayMs / uploadSteps); 4 by default. */
  readonly uploadSteps?: number;
  /** The clock a new lot's date is read from (tests). */
  readonly now?: () => Date;
  /** The address a secure lot's tags carry in their URL (the server's PUBLIC_URL); https://tagtrail.example by default. */
  readonly publicUrl?: string;
  /** Stored lots that are secure, by id, with their mode (stories and tests of a secure lot's page); keys made up. */
  readonly secureLots?: Readonly<Record<number, SdmMode>>;
}

/** A secure lot's part, kept apart from the lot so no answer but revealSdmKeys can carry a key. */
interface SecurePart {
  readonly mode: SdmMode;
  readonly reference: string;
  readonly metaReadKey: string;
  readonly masterKey: string;
  readonly generated: boolean;
  shown: boolean;
}

type CheckedLot = AdminLotInput & { readonly partnerId: number; readonly quantity: number };

export class MemoryAdminLotAdapter implements AdminLotPort {
  private lots: DemoAdminLot[];
  private nextId: number;
  private readonly secure = new Map<number, SecurePart>();

  constructor(
    seed: readonly DemoAdminLot[] = demoAdminLots,
    private readonly options: MemoryAdminLotOptions = {},
  ) {
    this.lots = seed.map((lot) => ({ ...lot }));
    this.nextId = Math.max(0, ...seed.map((lot) => lot.id)) + 1;
    for (const [id, mode] of Object.entries(options.secureLots ?? {}))
      this.secure.set(Number(id), {
        mode,
        reference: randomHex(16),
        metaReadKey: randomHex(16).toUpperCase(),
        masterKey: randomHex(16).toUpperCase(),
        generated: false,
        shown: false,
      });
  }

  list(query: ListQuery, signal?: Cancellation): Promise<Page<AdminLotRow>> {
    return simulate(
      this.options,
      'list',
      () => {
        // The server's default order: newest first.
        const withReadings = this.options.withReadingsIds ?? [];
        const rows = this.lots
          .map((lot) => ({ ...toRow(lot, withReadings.includes(lot.id)), ...this.secureFlag(lot.id) }))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.partnerLotId - a.partnerLotId);
        return pageOf(rows, query, (row) => [row.partnerName ?? '', row.number]);
      },
      signal,
    );
  }

  get(id: number, signal?: Cancellation): Promise<AdminLot> {
    return simulate(
      this.options,
      'get',
      () => ({
        ...toAdminLot(this.find(id)),
        hasReadings: this.options.withReadingsIds?.includes(id) ?? false,
        ...this.secureFlag(id),
      }),
      signal,
    );
  }

  async create(input: AdminLotInput, file: LotFileUpload | null, upload: AdminLotUploadOptions = {}): Promise<number> {
    const { onProgress, signal } = upload;
    const steps = Math.max(1, this.options.uploadSteps ?? 4);
    const stepOptions = { delayMs: (this.options.delayMs ?? 0) / steps, never: this.options.never ?? false };
    for (let step = 1; step <= steps; step += 1)
      await simulate(stepOptions, 'upload', () => onProgress?.(step / steps), signal);
    // As the server, the file is read only for an NFC lot.
    const text = input.type === LOT_TYPE.nfc && file !== null ? await readText(file.content) : null;
    return simulate({ ...this.options, delayMs: 0 }, 'create', () => this.store(input, file, text), signal);
  }

  update(id: number, input: AdminLotInput): Promise<number> {
    return simulate(this.options, 'update', () => {
      const original = this.find(id);
      const errors = validateAdminLot(input, null, original);
      if (errors.length > 0) throw validationFailure(errors);
      const lot = checked(input);
      // As the server: a lot whose tags were read keeps its customer (issue 24 §5; none either, issue 30 §2).
      const history = {
        hasReadings: this.options.withReadingsIds?.includes(id) ?? false,
        hasTagsInCustomerLots: false,
      };
      const changeErrors = partnerLotCustomerChangeErrors(original.customerId, lot.customerId, history);
      if (changeErrors.length > 0) throw validationFailure(changeErrors);
      if (lot.partnerId !== original.partnerId) this.refuseTakenNumber(lot, id);
      Object.assign(original, lot, { partnerName: this.partnerName(lot.partnerId) });
      return id;
    });
  }

  remove(id: number): Promise<void> {
    return simulate(this.options, 'remove', () => {
      this.find(id);
      // spec A §8: 'You can not delete a order with readings!' (error 1, the key shown translated).
      if (this.options.withReadingsIds?.includes(id)) throw new PortError(409, BUSINESS_RULE_ERROR, LOT_HAS_READINGS);
      this.lots = this.lots.filter((lot) => lot.id !== id);
      this.secure.delete(id);
    });
  }

  sdm(id: number, signal?: Cancellation): Promise<SecureLotLayout> {
    return simulate(
      this.options,
      'sdm',
      () => {
        const part = this.securePart(id);
        const base = (this.options.publicUrl ?? 'https://tagtrail.example').replace(/\/+$/, '');
        const { url, mode, piccDataOffset, macInputOffset, macOffset } = sdmUrlLayout(
          `${base}/s/${part.reference}`,
          part.mode,
        );
        return { url, mode, piccDataOffset, macInputOffset, macOffset };
      },
      signal,
    );
  }

  revealSdmKeys(id: number): Promise<SecureLotKeys> {
    return simulate(this.options, 'revealSdmKeys', () => {
      const part = this.securePart(id);
      // Shown once, and only keys the server made (issue 27 §3).
      if (!part.generated || part.shown) throw new PortError(409, BUSINESS_RULE_ERROR, SDM_KEYS_ALREADY_SHOWN);
      part.shown = true;
      return { mode: part.mode, metaReadKey: part.metaReadKey, masterKey: part.masterKey };
    });
  }

  /** The lists and the form say a lot is secure; said only of a secure one, so plain lots read as before. */
  private secureFlag(id: number): { secure?: true } {
    return this.secure.has(id) ? { secure: true } : {};
  }

  private securePart(id: number): SecurePart {
    this.find(id);
    const part = this.secure.get(id);
    if (part === undefined) throw notFoundError();
    return part;
  }

  private store(input: AdminLotInput, file: LotFileUpload | null, text: string | null | typeof NOT_UTF8): number {
    const errors = validateAdminLot(input, file);
    if (errors.length > 0) throw validationFailure(errors);
    const lot = checked(input);
    this.refuseTakenNumber(lot, undefined);
    if (text === NOT_UTF8) throw validationFailure([{ field: 'file', key: FILE_NOT_UTF8 }]);
    if (text !== null) {
      const problems = tagFileProblems(text, lot.quantity);
      if (problems.length > 0) throw validationFailure(problems);
    }
    const id = this.nextId++;
    const { sdmMode, sdmMetaReadKey = '', sdmMasterKey = '', ...fields } = lot;
    if (sdmMode !== undefined)
      this.secure.set(id, {
        mode: sdmMode,
        reference: randomHex(16),
        metaReadKey: sdmMetaReadKey === '' ? randomHex(16).toUpperCase() : sdmMetaReadKey,
        masterKey: sdmMasterKey === '' ? randomHex(16).toUpperCase() : sdmMasterKey,
        generated: sdmMetaReadKey === '' || sdmMasterKey === '',
        shown: false,
      });
    this.lots.push({
      ...fields,
      id,
      partnerName: this.partnerName(lot.partnerId),
      createdAt: (this.options.now?.() ?? new Date()).toISOString(),
      totalTags: lot.quantity,
    });
    return id;
  }

  /** Order numbers are unique per partner, case aside (LOT_NUMBER_EXISTS on the number field). */
  private refuseTakenNumber(lot: CheckedLot, exceptId: number | undefined): void {
    const number = lot.number.toLowerCase();
    const taken = this.lots.some(
      (other) => other.id !== exceptId && other.partnerId === lot.partnerId && other.number.toLowerCase() === number,
    );
    if (taken) throw validationFailure([{ field: 'number', key: LOT_NUMBER_EXISTS }]);
  }

  private partnerName(partnerId: number): string | null {
    return (this.options.partners ?? demoPartners).find((partner) => partner.id === partnerId)?.name ?? null;
  }

  private find(id: number): DemoAdminLot {
    const lot = this.lots.find((candidate) => candidate.id === id);
    if (lot === undefined) throw notFoundError();
    return lot;
  }
}

const NOT_UTF8 = Symbol('not UTF-8');

/** `bytes` random bytes in hex, from the platform's random source (browsers and Node alike). */
function randomHex(bytes: number): string {
  const random = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The file as UTF-8 text, as the server decodes it; NOT_UTF8 when it is not (a UTF-16 export, say). */
async function readText(content: FileContent): Promise<string | typeof NOT_UTF8> {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await content.arrayBuffer());
  } catch (error) {
    if (error instanceof TypeError) return NOT_UTF8;
    throw error;
  }
}

/** The details of a tag file that cannot become a lot of `quantity` tags, as the server lists them. */
function tagFileProblems(text: string, quantity: number): TagFileRefusalDetail[] {
  const parser = new TagFileParser(() => undefined);
  parser.feed(text);
  return tagFileRefusal(tagFileReadout(parser.end()), quantity);
}

/** The rules have passed: the partner and quantity are there; stored as the server stores them. */
function checked(input: AdminLotInput): CheckedLot {
  const clean = adminLotToSave(input);
  if (clean.partnerId === null || clean.quantity === null) throw new Error('unchecked admin lot input');
  return { ...clean, partnerId: clean.partnerId, quantity: clean.quantity };
}

function toRow(lot: DemoAdminLot, hasReadings: boolean): AdminLotRow {
  return {
    partnerLotId: lot.id,
    partnerName: lot.partnerName,
    number: lot.number,
    type: lot.type,
    appless: lot.appless,
    createdAt: lot.createdAt,
    totalTags: lot.totalTags,
    hasReadings,
  };
}

function toAdminLot(lot: DemoAdminLot): AdminLot {
  const { id, partnerId, customerId, productId, number, quantity, type, appless, createdAt, totalTags } = lot;
  return { id, partnerId, customerId, productId, number, quantity, type, appless, createdAt, totalTags };
}
