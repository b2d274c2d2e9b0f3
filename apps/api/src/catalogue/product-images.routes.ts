/**
 * A product's images (issue 10 §3, spec B §7 "GET and POST produto/{id}/imagens … PUT … (set main); DELETE …"): the
 * gallery, an upload of several files at once (multipart, repeated field `file`), the main image (the product's
 * thumbnail, spec B §4) and delete; and the images themselves, served from our origin. Each upload is checked by its
 * content and re-encoded (product-images.files.ts) before the file storage keeps it under a name made of its digest,
 * so its URL can be cached for ever. Another customer's product or image answers 404 and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { PRODUCT_IMAGE_FILE_FIELD, productImageContract, type ProdutoImagemWire } from '@tagtrail/contract';
import {
  imageCountErrors,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_KB,
  UPLOAD_FORMAT_SIZE_ERROR,
  type ImageRefusal,
} from '@tagtrail/domain';
import type { FileStorage } from '../files/file-storage';
import { MessageKeys, notFound, ruleFailure, validationFailure, type ApiFailure } from '../http/api-failure';
import { PUBLIC_ENDPOINT_ROUTE_CONFIG } from '../http/hardening';
import type { Router, UploadedFile } from '../http/route';
import { customerOf } from './catalogue-failures';
import {
  cleanImage,
  PRODUCT_IMAGE_PATH,
  productImageKey,
  productImageUri,
  type CleanImage,
} from './product-images.files';
import { productImageRepository, type StoredImageRow } from './product-images.repository';

/** Stored images never change under their name (it is their digest): any cache may keep them. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
const FILE_NAME = /^[0-9a-f]{64}\.(png|jpg)$/;
/** A file name as the gallery shows it; the column is text, the name only the user's label. */
const MAX_NAME_LENGTH = 255;

const toWire = (row: StoredImageRow): ProdutoImagemWire => ({
  id: row.id,
  nome: row.name,
  uri: productImageUri(row.storageKey),
});

const refusal = (fileName: string, reason: ImageRefusal): ApiFailure =>
  ruleFailure([
    {
      key: UPLOAD_FORMAT_SIZE_ERROR,
      field: PRODUCT_IMAGE_FILE_FIELD,
      params: { file: fileName, reason, maxKb: MAX_IMAGE_KB },
    },
  ]);

/** spec B §5: "at most 10 in total (error 'upload image max error')". */
const tooMany = (existing: number, adding: number): ApiFailure => ruleFailure(imageCountErrors(existing, adding));

/** The upload's bytes, refused as soon as they pass the limit the help dialog states: nothing larger is held. */
async function readImage(file: UploadedFile): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of file.chunks) {
    size += chunk.length;
    if (size > MAX_IMAGE_BYTES) throw refusal(file.fileName, 'size');
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

interface Accepted {
  readonly name: string;
  readonly image: CleanImage;
}

/** Every file of the upload, checked and re-encoded; one bad file refuses the whole upload, naming it. */
async function acceptedFiles(files: AsyncIterable<UploadedFile>, existing: () => Promise<number>): Promise<Accepted[]> {
  const accepted: Accepted[] = [];
  try {
    for await (const file of files) {
      if (file.fieldName !== PRODUCT_IMAGE_FILE_FIELD)
        throw validationFailure([{ field: file.fieldName, key: MessageKeys.invalidField }]);
      // Control characters (a NUL above all, which PostgreSQL's text refuses) are no part of a label.
      const label = file.fileName.replace(/\p{Cc}/gu, '').trim();
      const name = (label || 'imagem').slice(0, MAX_NAME_LENGTH);
      const image = await cleanImage(await readImage(file));
      if (image === undefined) throw refusal(file.fileName, 'format');
      accepted.push({ name, image });
    }
  } catch (error) {
    // More file parts than a product may hold at all: the parser stops at the contract's maxFiles.
    if ((error as { code?: unknown } | null)?.code === 'FST_FILES_LIMIT')
      throw tooMany(await existing(), accepted.length + 1);
    throw error;
  }
  return accepted;
}

export function registerProductImageRoutes(router: Router, app: FastifyInstance, files: FileStorage): void {
  router.route(productImageContract.list, async ({ params, caller, db }) => {
    const images = productImageRepository(db, customerOf(caller));
    const thumb = await images.thumbOf(params.id);
    if (thumb === undefined) throw notFound();
    return (await images.list(params.id)).map(toWire);
  });

  router.route(productImageContract.upload, async ({ params, caller, db, files: uploads }) => {
    const customerId = customerOf(caller);
    const images = productImageRepository(db, customerId);
    if ((await images.thumbOf(params.id)) === undefined) throw notFound();
    const accepted = await acceptedFiles(uploads, () => images.count(params.id));
    if (accepted.length === 0)
      throw validationFailure([{ field: PRODUCT_IMAGE_FILE_FIELD, key: MessageKeys.requiredField }]);
    // Counted under the product's lock: two uploads at once cannot both see room for theirs.
    if (!(await images.lockProduct(params.id))) throw notFound();
    const existing = await images.count(params.id);
    if (imageCountErrors(existing, accepted.length).length > 0) throw tooMany(existing, accepted.length);
    const rows = accepted.map(({ name, image }) => ({
      name,
      storageKey: productImageKey(customerId, params.id, `${image.digest}.${image.extension}`),
      mediaType: image.mediaType,
      byteSize: image.bytes.byteLength,
      width: image.width,
      height: image.height,
    }));
    // Stored before the rows commit: a failed commit leaves a file nobody names, never a row without its file.
    for (const [index, row] of rows.entries()) await files.put(row.storageKey, accepted[index]!.image.bytes);
    const created = await images.insert(params.id, rows);
    // spec B §4: a product with images always has its main one; the first upload names it.
    const first = created[0];
    if ((await images.thumbOf(params.id)) === null && first !== undefined) await images.setMain(params.id, first.id);
    return created.map(toWire);
  });

  router.route(productImageContract.setMain, async ({ params, caller, db }) => {
    const images = productImageRepository(db, customerOf(caller));
    if ((await images.get(params.id, params.imageId)) === undefined) throw notFound();
    await images.setMain(params.id, params.imageId);
  });

  router.route(productImageContract.remove, async ({ params, caller, db }) => {
    const images = productImageRepository(db, customerOf(caller));
    if (!(await images.lockProduct(params.id))) throw notFound();
    const image = await images.get(params.id, params.imageId);
    if (image === undefined) throw notFound();
    const wasMain = (await images.thumbOf(params.id)) === image.id;
    await images.remove(params.id, image.id);
    // The foreign key has cleared the thumbnail; the oldest image left becomes the main one.
    if (wasMain) await images.setMain(params.id, (await images.list(params.id))[0]?.id ?? null);
    if (!(await images.keyInUse(params.id, image.storageKey, image.id))) await files.remove(image.storageKey);
  });

  // The images themselves: public (the tag page shows them to anyone), from our origin, never sniffed, and counted per
  // client address as the public endpoints are.
  app.get<{ Params: { customerId: string; productId: string; fileName: string } }>(
    `${PRODUCT_IMAGE_PATH}/:customerId/:productId/:fileName`,
    { config: PUBLIC_ENDPOINT_ROUTE_CONFIG },
    async (request, reply) => {
      const { customerId, productId } = request.params;
      const fileName = request.params.fileName.toLowerCase();
      if (!/^\d{1,10}$/.test(customerId) || !/^\d{1,10}$/.test(productId) || !FILE_NAME.test(fileName))
        throw notFound();
      const bytes = await files.get(productImageKey(Number(customerId), Number(productId), fileName));
      if (bytes === undefined) throw notFound();
      return reply
        .type(fileName.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('cache-control', CACHE_FOREVER)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
}
