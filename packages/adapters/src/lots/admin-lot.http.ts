/**
 * AdminLotPort over the API (spec A §7 "Admin lots"): the list and form in the wire names, the creation as a
 * multipart form with the tag file, sent by XMLHttpRequest when progress is asked for so it really is reported.
 */
import {
  ADMIN_LOT_FILE_FIELD,
  adminLotContract,
  adminLotFromWire,
  adminLotInputToForm,
  adminLotInputToWire,
  adminLotInputWire,
  adminLotRowFromWire,
  listQueryToWire,
  rowsFromWire,
  pageFromWire,
  secureLotFormWire,
  secureLotKeysFromWire,
  secureLotLayoutFromWire,
} from '@tagtrail/contract';
import type {
  AdminLot,
  AdminLotInput,
  AdminLotPort,
  AdminLotRow,
  AdminLotUploadOptions,
  Cancellation,
  ListQuery,
  LotFileUpload,
  Page,
  SecureLotKeys,
  SecureLotLayout,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields } from '../http/error-fields';

const FIELDS = {
  ...adminLotInputWire.domainNames,
  ...secureLotFormWire.domainNames,
  // The rules call the tag file 'file' (REQUIRED_FILE, INVALID_FILE_TYPE, TAG_FILE_INVALID).
  [ADMIN_LOT_FILE_FIELD]: 'file',
};

export class AdminLotHttpAdapter implements AdminLotPort {
  constructor(private readonly api: ApiClient) {}

  async list(query: ListQuery, signal?: Cancellation): Promise<Page<AdminLotRow>> {
    const wire = await this.api.call(adminLotContract.list, { query: listQueryToWire(query), signal });
    return pageFromWire(wire, adminLotRowFromWire);
  }

  allRows(query: ListQuery, signal?: Cancellation): AsyncIterable<AdminLotRow> {
    return rowsFromWire(
      this.api.allRecords(adminLotContract.list, { query: listQueryToWire(query), signal }),
      adminLotRowFromWire,
    );
  }

  async get(id: number, signal?: Cancellation): Promise<AdminLot> {
    return adminLotFromWire(await this.api.call(adminLotContract.get, { params: { id }, signal }));
  }

  async create(input: AdminLotInput, file: LotFileUpload | null, upload: AdminLotUploadOptions = {}): Promise<number> {
    const form = new FormData();
    for (const [name, value] of Object.entries(adminLotInputToForm(input))) form.append(name, value);
    // Last, after every text field: the server hands the file to its parser as it streams in, fields first.
    if (file !== null) form.append(ADMIN_LOT_FILE_FIELD, await blobOf(file), file.name);
    const { onProgress, signal } = upload;
    const answer = this.api.call(adminLotContract.create, {
      body: form,
      signal,
      ...(onProgress === undefined ? {} : { onUploadProgress: ({ percent }) => onProgress(percent) }),
    });
    return renamingFields(answer, FIELDS);
  }

  update(id: number, input: AdminLotInput): Promise<number> {
    // spec A §7: PUT admin/lotes{id}, the id joined without a slash (the contract keeps the quirk).
    return renamingFields(
      this.api.call(adminLotContract.update, { params: { id }, body: adminLotInputToWire(input) }),
      FIELDS,
    );
  }

  async remove(id: number): Promise<void> {
    await this.api.call(adminLotContract.remove, { params: { id } });
  }

  async sdm(id: number, signal?: Cancellation): Promise<SecureLotLayout> {
    return secureLotLayoutFromWire(await this.api.call(adminLotContract.sdm, { params: { id }, signal }));
  }

  async revealSdmKeys(id: number): Promise<SecureLotKeys> {
    return secureLotKeysFromWire(await this.api.call(adminLotContract.sdmKeys, { params: { id } }));
  }
}

/** A browser File is a Blob already and is sent without being read; any other content is read once. */
async function blobOf(file: LotFileUpload): Promise<Blob> {
  const { content } = file;
  if (content instanceof Blob) return content;
  return new Blob([await content.arrayBuffer()], { type: file.mediaType });
}
