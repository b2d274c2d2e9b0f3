/**
 * Catalogue calls (spec B §7 "Products, images, categories, product lines"): products and their images, categories
 * and product lines, all in the customer area. Deletes refused while in use answer error 1 for a product and error 547
 * for a category or product line (spec B §8), each with a message key the portal shows translated.
 */
import * as v from 'valibot';
import type {
  Category,
  CategoryInput,
  CategoryOption,
  CategoryRow,
  Product,
  ProductImage,
  ProductInput,
  ProductLine,
  ProductLineInput,
  ProductLineOption,
  ProductLineRow,
  ProductOption,
  ProductRow,
} from '@tagtrail/domain';
import { MAX_IMAGES_PER_PRODUCT } from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam, Int4Schema } from './endpoint';
import { PagedQuerySchema, paged } from './paging.wire';
import { codedField, field, optionalRecordsField, wireRecord } from './wire-record';

const customer = ACCESS.customer;
const idParams = v.object({ id: IdParam });
const imageParams = v.object({ id: IdParam, imageId: IdParam });

const Int = Int4Schema;
/** An optional text field: null when empty (spec B §5), and a missing field reads as null. */
const Texto = v.optional(v.nullable(v.string()), null);
const Relevancia = v.optional(Int, 0);

/** The manual, video and sharing fields a product and a category both carry (spec B §3: "as for the product"). */
const mediaLinkFields = {
  manualImageUrl: field('urlManualImagem', Texto),
  manualLink: field('urlManualLink', Texto),
  videoImageUrl: field('urlVideoImagem', Texto),
  videoLink: field('urlVideoLink', Texto),
  shareUrl: field('urlCompartilhamento', Texto),
  shareMessage: field('mensagemCompartilhamento', Texto),
};

// ---------- products ----------

const productInputFields = {
  code: field('codigo', v.string()),
  name: field('nome', v.string()),
  description: field('descricao', v.string()),
  categoryId: field('categoriaId', v.nullable(Int)),
  measure: field('medida', Texto),
  unitsPerPackage: field('unidadesEmbalagem', v.optional(v.nullable(Int), null)),
  active: field('ativo', v.optional(v.boolean(), true)),
  partnerLotLinked: field('loteParceiroVinculado', v.optional(v.boolean(), false)),
  ...mediaLinkFields,
  relevance: field('relevancia', Relevancia),
  /**
   * issue 29 §1: the product's GTIN, null for none. Answered as stored, 14 digits; a save may send 8, 12, 13 or 14
   * digits, spaces between them allowed. Named as GS1 names it, in every language.
   */
  gtin: field('gtin', Texto),
};
export const productInputWire = wireRecord(productInputFields);
export const ProdutoInputSchema = productInputWire.schema;
export type ProdutoInputWire = v.InferOutput<typeof ProdutoInputSchema>;

export const productWire = wireRecord({
  id: field('id', Int),
  ...productInputFields,
  /** Spelt with a capital C, as the spec writes it (spec B §3). */
  customerId: field('ClienteId', v.optional(v.nullable(Int), null)),
  thumbId: field('thumbId', v.optional(v.nullable(Int), null)),
});
export const ProdutoSchema = productWire.schema;
export type ProdutoWire = v.InferOutput<typeof ProdutoSchema>;

/** spec B §3 "list fields categoriaDescricao, nota, leituras". */
export const productRowWire = wireRecord({
  id: field('id', Int),
  code: field('codigo', v.string()),
  name: field('nome', v.string()),
  categoryDescription: field('categoriaDescricao', v.nullable(v.string())),
  relevance: field('relevancia', v.number()),
  grade: field('nota', v.nullable(v.number())),
  reads: field('leituras', v.number()),
});
export const ProdutoListaSchema = productRowWire.schema;
export type ProdutoListaWire = v.InferOutput<typeof ProdutoListaSchema>;

/** spec B §7: GET areacliente/produtos/options answers a "list of id, codigo, nome". */
export const productOptionWire = wireRecord({
  id: field('id', Int),
  code: field('codigo', v.string()),
  name: field('nome', v.string()),
});
export const ProdutoOpcaoSchema = productOptionWire.schema;
export type ProdutoOpcaoWire = v.InferOutput<typeof ProdutoOpcaoSchema>;

export const productImageWire = wireRecord({
  id: field('id', Int),
  name: field('nome', v.string()),
  uri: field('uri', v.string()),
});
export const ProdutoImagemSchema = productImageWire.schema;
export type ProdutoImagemWire = v.InferOutput<typeof ProdutoImagemSchema>;

/** spec B §7: the upload is multipart with the repeated field `file`, one part per image. */
export const PRODUCT_IMAGE_FILE_FIELD = 'file';

// ---------- categories ----------

/** `"RED, WHITE"` ↔ `['RED', 'WHITE']`; blank entries dropped; null or empty → no codes. */
const productLineCodes = {
  fromWire: (uso: string | null): string[] =>
    (uso ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter((code) => code !== ''),
  toWire: (codes: readonly string[]): string => codes.join(','),
};

export const segmentWire = wireRecord({ description: field('descricao', v.string()) });
export const SegmentoSchema = segmentWire.schema;
export type SegmentoWire = v.InferOutput<typeof SegmentoSchema>;

const categoryInputFields = {
  description: field('descricao', v.string()),
  parentCategoryId: field('idCategoriaPai', v.optional(v.nullable(Int), null)),
  active: field('ativo', v.optional(v.boolean(), true)),
  imageUrl: field('urlImagem', Texto),
  ...mediaLinkFields,
  relevance: field('relevancia', Relevancia),
  /** The product-line codes the category is used in, comma-separated (spec B §3): `"RED,WHITE"`; empty for none. */
  usage: codedField('uso', v.optional(v.nullable(v.string()), ''), productLineCodes),
  segments: optionalRecordsField('segmentos', segmentWire),
};
export const categoryInputWire = wireRecord(categoryInputFields);
export const CategoriaInputSchema = categoryInputWire.schema;
export type CategoriaInputWire = v.InferOutput<typeof CategoriaInputSchema>;

export const categoryWire = wireRecord({ id: field('id', Int), ...categoryInputFields });
export const CategoriaSchema = categoryWire.schema;
export type CategoriaWire = v.InferOutput<typeof CategoriaSchema>;

/** spec B §2: the category list shows description, product line, relevance. */
export const categoryRowWire = wireRecord({
  id: field('id', Int),
  description: field('descricao', v.string()),
  usage: codedField('uso', v.nullable(v.string()), productLineCodes),
  relevance: field('relevancia', v.number()),
});
export const CategoriaListaSchema = categoryRowWire.schema;
export type CategoriaListaWire = v.InferOutput<typeof CategoriaListaSchema>;

/** With its parent, so the category form can leave its own branch out of the parent choices. */
export const categoryOptionWire = wireRecord({
  id: field('id', Int),
  description: field('descricao', v.string()),
  parentCategoryId: codedField('idCategoriaPai', v.optional(v.nullable(Int), null), {
    fromWire: (id): number | null => id,
    toWire: (id?: number | null) => id ?? null,
  }),
});
export const CategoriaOpcaoSchema = categoryOptionWire.schema;
export type CategoriaOpcaoWire = v.InferOutput<typeof CategoriaOpcaoSchema>;

// ---------- product lines ----------

const productLineInputFields = {
  code: field('codigo', v.string()),
  description: field('descricao', v.string()),
  imageUrl: field('urlImagem', Texto),
  thumbnailUrl: field('urlImagemMiniatura', Texto),
  link: field('urlLink', Texto),
  /** A hex colour, `#rrggbb`. */
  colour: field('cor', Texto),
  relevance: field('relevancia', Relevancia),
};
export const productLineInputWire = wireRecord(productLineInputFields);
export const LinhaProdutoInputSchema = productLineInputWire.schema;
export type LinhaProdutoInputWire = v.InferOutput<typeof LinhaProdutoInputSchema>;

export const productLineWire = wireRecord({ id: field('id', Int), ...productLineInputFields });
export const LinhaProdutoSchema = productLineWire.schema;
export type LinhaProdutoWire = v.InferOutput<typeof LinhaProdutoSchema>;

export const productLineRowWire = wireRecord({
  id: field('id', Int),
  code: field('codigo', v.string()),
  description: field('descricao', v.string()),
  relevance: field('relevancia', v.number()),
  colour: codedField('cor', Texto, { fromWire: (cor) => cor, toWire: (colour?: string | null) => colour ?? null }),
});
export const LinhaProdutoListaSchema = productLineRowWire.schema;
export type LinhaProdutoListaWire = v.InferOutput<typeof LinhaProdutoListaSchema>;

/** spec B §3: "Filter options: list of codigo, descricao". */
export const productLineOptionWire = wireRecord({
  code: field('codigo', v.string()),
  description: field('descricao', v.string()),
});
export const LinhaProdutoOpcaoSchema = productLineOptionWire.schema;
export type LinhaProdutoOpcaoWire = v.InferOutput<typeof LinhaProdutoOpcaoSchema>;

// ---------- endpoints ----------

export const productContract = {
  list: endpoint({
    method: 'GET',
    path: 'produto/pagination',
    summary: 'Product list (paged): code, name, category, relevance, grade, reads',
    query: PagedQuerySchema,
    response: paged(ProdutoListaSchema),
    ...customer,
  }),
  get: endpoint({
    method: 'GET',
    path: 'produto/{id}',
    summary: 'One product',
    params: idParams,
    response: ProdutoSchema,
    ...customer,
  }),
  create: endpoint({
    method: 'POST',
    path: 'produto',
    summary: 'Create a product; answers the new id',
    body: ProdutoInputSchema,
    response: Int,
    ...customer,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'produto/{id}',
    summary: 'Update a product; answers its id',
    params: idParams,
    body: ProdutoInputSchema,
    response: Int,
    ...customer,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'produto/{id}',
    summary: 'Delete a product; refused with error 1 and PRODUCT_IN_USE while lots or promotions use it',
    params: idParams,
    ...customer,
  }),
  options: endpoint({
    method: 'GET',
    path: 'areacliente/produtos/options',
    summary:
      'Every product of the caller, for selects (product filters, the customer lot form): list of id, codigo, nome',
    response: v.array(ProdutoOpcaoSchema),
    ...customer,
  }),
};

export const productImageContract = {
  list: endpoint({
    method: 'GET',
    path: 'produto/{id}/imagens',
    summary: "A product's images (id, nome, uri); the product's thumbId names the main one",
    params: idParams,
    response: v.array(ProdutoImagemSchema),
    ...customer,
  }),
  upload: endpoint({
    method: 'POST',
    path: 'produto/{id}/imagens',
    summary:
      'Upload images: multipart, repeated field `file`; jpeg or png, at most 200 KB each and 10 per product; answers the images created',
    params: idParams,
    body: v.object({}),
    bodyType: 'multipart',
    maxFiles: MAX_IMAGES_PER_PRODUCT,
    response: v.array(ProdutoImagemSchema),
    ...customer,
  }),
  setMain: endpoint({
    method: 'PUT',
    path: 'produto/{id}/imagens/{imageId}',
    summary: "Make the image the product's main image (its thumbnail)",
    params: imageParams,
    ...customer,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'produto/{id}/imagens/{imageId}',
    summary: 'Delete a product image',
    params: imageParams,
    ...customer,
  }),
};

export const categoryContract = {
  all: endpoint({
    method: 'GET',
    path: 'categoria',
    summary: 'Every category of the caller, for selects (id, descricao)',
    response: v.array(CategoriaOpcaoSchema),
    ...customer,
  }),
  list: endpoint({
    method: 'GET',
    path: 'categoria/pagination/',
    summary: 'Category list (paged): description, product lines, relevance',
    query: PagedQuerySchema,
    response: paged(CategoriaListaSchema),
    ...customer,
  }),
  get: endpoint({
    method: 'GET',
    path: 'categoria/{id}',
    summary: 'One category',
    params: idParams,
    response: CategoriaSchema,
    ...customer,
  }),
  create: endpoint({
    method: 'POST',
    path: 'categoria',
    summary: 'Create a category; answers the new id; a refusal answers 400 with a message key',
    body: CategoriaInputSchema,
    response: Int,
    ...customer,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'categoria/{id}',
    summary: 'Update a category; answers its id; a refusal answers 400 with a message key',
    params: idParams,
    body: CategoriaInputSchema,
    response: Int,
    ...customer,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'categoria/{id}',
    summary: 'Delete a category; refused with error 547 and CATEGORY_IN_USE while products use it',
    params: idParams,
    ...customer,
  }),
};

export const productLineContract = {
  filterOptions: endpoint({
    method: 'GET',
    path: 'linhaproduto/opcoesfiltro',
    summary: 'Every product line of the caller (codigo, descricao), to choose where a category is used',
    response: v.array(LinhaProdutoOpcaoSchema),
    ...customer,
  }),
  list: endpoint({
    method: 'GET',
    path: 'linhaproduto/pagination/',
    summary: 'Product-line list (paged): description, relevance',
    query: PagedQuerySchema,
    response: paged(LinhaProdutoListaSchema),
    ...customer,
  }),
  get: endpoint({
    method: 'GET',
    path: 'linhaproduto/{id}',
    summary: 'One product line',
    params: idParams,
    response: LinhaProdutoSchema,
    ...customer,
  }),
  create: endpoint({
    method: 'POST',
    path: 'linhaproduto',
    summary: 'Create a product line; answers the new id; a refusal answers 400 with a message key',
    body: LinhaProdutoInputSchema,
    response: Int,
    ...customer,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'linhaproduto/{id}',
    summary: 'Update a product line; answers its id; a refusal answers 400 with a message key',
    params: idParams,
    body: LinhaProdutoInputSchema,
    response: Int,
    ...customer,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'linhaproduto/{id}',
    summary: 'Delete a product line; refused with error 547 and PRODUCT_LINE_IN_USE while categories use it',
    params: idParams,
    ...customer,
  }),
};

// ---------- codecs, each checked against its domain type ----------

export const productInputFromWire: (w: ProdutoInputWire) => ProductInput = productInputWire.fromWire;
export const productFromWire: (w: ProdutoWire) => Product = productWire.fromWire;
export const productToWire: (p: Product) => ProdutoWire = productWire.toWire;
export const productRowFromWire: (w: ProdutoListaWire) => ProductRow = productRowWire.fromWire;
export const productRowToWire: (r: ProductRow) => ProdutoListaWire = productRowWire.toWire;
export const productOptionFromWire: (w: ProdutoOpcaoWire) => ProductOption = productOptionWire.fromWire;
export const productOptionToWire: (o: ProductOption) => ProdutoOpcaoWire = productOptionWire.toWire;
export const productImageFromWire: (w: ProdutoImagemWire) => ProductImage = productImageWire.fromWire;

export const categoryInputFromWire: (w: CategoriaInputWire) => CategoryInput = categoryInputWire.fromWire;
export const categoryFromWire: (w: CategoriaWire) => Category = categoryWire.fromWire;
export const categoryToWire: (c: Category) => CategoriaWire = categoryWire.toWire;
export const categoryRowFromWire: (w: CategoriaListaWire) => CategoryRow = categoryRowWire.fromWire;
export const categoryRowToWire: (r: CategoryRow) => CategoriaListaWire = categoryRowWire.toWire;
export const categoryOptionFromWire: (w: CategoriaOpcaoWire) => CategoryOption = categoryOptionWire.fromWire;
export const categoryOptionToWire: (o: CategoryOption) => CategoriaOpcaoWire = categoryOptionWire.toWire;

export const productLineInputFromWire: (w: LinhaProdutoInputWire) => ProductLineInput = productLineInputWire.fromWire;
export const productLineFromWire: (w: LinhaProdutoWire) => ProductLine = productLineWire.fromWire;
export const productLineToWire: (p: ProductLine) => LinhaProdutoWire = productLineWire.toWire;
export const productLineRowFromWire: (w: LinhaProdutoListaWire) => ProductLineRow = productLineRowWire.fromWire;
export const productLineRowToWire: (r: ProductLineRow) => LinhaProdutoListaWire = productLineRowWire.toWire;
export const productLineOptionFromWire: (w: LinhaProdutoOpcaoWire) => ProductLineOption =
  productLineOptionWire.fromWire;
export const productLineOptionToWire: (o: ProductLineOption) => LinhaProdutoOpcaoWire = productLineOptionWire.toWire;
