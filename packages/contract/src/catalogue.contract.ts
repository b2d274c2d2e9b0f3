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
  MediaLinks,
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

const customer = ACCESS.customer;
const idParams = v.object({ id: IdParam });
const imageParams = v.object({ id: IdParam, imageId: IdParam });

const Int = Int4Schema;
/** An optional text field: null when empty (spec B §5), and a missing field reads as null. */
const Texto = v.optional(v.nullable(v.string()), null);
const Relevancia = v.optional(Int, 0);

/** The manual, video and sharing fields a product and a category both carry (spec B §3: "as for the product"). */
const LinksMidiaEntries = {
  urlManualImagem: Texto,
  urlManualLink: Texto,
  urlVideoImagem: Texto,
  urlVideoLink: Texto,
  urlCompartilhamento: Texto,
  mensagemCompartilhamento: Texto,
};
type LinksMidiaWire = v.InferOutput<v.ObjectSchema<typeof LinksMidiaEntries, undefined>>;

// ---------- products ----------

export const ProdutoInputSchema = v.object({
  codigo: v.string(),
  nome: v.string(),
  descricao: v.string(),
  categoriaId: v.nullable(Int),
  medida: Texto,
  unidadesEmbalagem: v.optional(v.nullable(Int), null),
  ativo: v.optional(v.boolean(), true),
  loteParceiroVinculado: v.optional(v.boolean(), false),
  ...LinksMidiaEntries,
  relevancia: Relevancia,
});
export type ProdutoInputWire = v.InferOutput<typeof ProdutoInputSchema>;

export const ProdutoSchema = v.object({
  id: Int,
  ...ProdutoInputSchema.entries,
  /** Spelt with a capital C, as the spec writes it (spec B §3). */
  ClienteId: v.optional(v.nullable(Int), null),
  thumbId: v.optional(v.nullable(Int), null),
});
export type ProdutoWire = v.InferOutput<typeof ProdutoSchema>;

/** spec B §3 "list fields categoriaDescricao, nota, leituras". */
export const ProdutoListaSchema = v.object({
  id: Int,
  codigo: v.string(),
  nome: v.string(),
  categoriaDescricao: v.nullable(v.string()),
  relevancia: v.number(),
  nota: v.nullable(v.number()),
  leituras: v.number(),
});
export type ProdutoListaWire = v.InferOutput<typeof ProdutoListaSchema>;

/** spec B §7: GET areacliente/produtos/options answers a "list of id, codigo, nome". */
export const ProdutoOpcaoSchema = v.object({ id: Int, codigo: v.string(), nome: v.string() });
export type ProdutoOpcaoWire = v.InferOutput<typeof ProdutoOpcaoSchema>;

export const ProdutoImagemSchema = v.object({ id: Int, nome: v.string(), uri: v.string() });
export type ProdutoImagemWire = v.InferOutput<typeof ProdutoImagemSchema>;

/** spec B §7: the upload is multipart with the repeated field `file`, one part per image. */
export const PRODUCT_IMAGE_FILE_FIELD = 'file';

// ---------- categories ----------

export const SegmentoSchema = v.object({ descricao: v.string() });
export type SegmentoWire = v.InferOutput<typeof SegmentoSchema>;

export const CategoriaInputSchema = v.object({
  descricao: v.string(),
  idCategoriaPai: v.optional(v.nullable(Int), null),
  ativo: v.optional(v.boolean(), true),
  urlImagem: Texto,
  ...LinksMidiaEntries,
  relevancia: Relevancia,
  /** The product-line codes the category is used in, comma-separated (spec B §3): `"RED,WHITE"`; empty for none. */
  uso: v.optional(v.nullable(v.string()), ''),
  segmentos: v.optional(v.array(SegmentoSchema), []),
});
export type CategoriaInputWire = v.InferOutput<typeof CategoriaInputSchema>;

export const CategoriaSchema = v.object({ id: Int, ...CategoriaInputSchema.entries });
export type CategoriaWire = v.InferOutput<typeof CategoriaSchema>;

/** spec B §2: the category list shows description, product line, relevance. */
export const CategoriaListaSchema = v.object({
  id: Int,
  descricao: v.string(),
  uso: v.nullable(v.string()),
  relevancia: v.number(),
});
export type CategoriaListaWire = v.InferOutput<typeof CategoriaListaSchema>;

/** With its parent, so the category form can leave its own branch out of the parent choices. */
export const CategoriaOpcaoSchema = v.object({
  id: Int,
  descricao: v.string(),
  idCategoriaPai: v.optional(v.nullable(Int), null),
});
export type CategoriaOpcaoWire = v.InferOutput<typeof CategoriaOpcaoSchema>;

// ---------- product lines ----------

export const LinhaProdutoInputSchema = v.object({
  codigo: v.string(),
  descricao: v.string(),
  urlImagem: Texto,
  urlImagemMiniatura: Texto,
  urlLink: Texto,
  /** A hex colour, `#rrggbb`. */
  cor: Texto,
  relevancia: Relevancia,
});
export type LinhaProdutoInputWire = v.InferOutput<typeof LinhaProdutoInputSchema>;

export const LinhaProdutoSchema = v.object({ id: Int, ...LinhaProdutoInputSchema.entries });
export type LinhaProdutoWire = v.InferOutput<typeof LinhaProdutoSchema>;

export const LinhaProdutoListaSchema = v.object({
  id: Int,
  codigo: v.string(),
  descricao: v.string(),
  relevancia: v.number(),
  cor: Texto,
});
export type LinhaProdutoListaWire = v.InferOutput<typeof LinhaProdutoListaSchema>;

/** spec B §3: "Filter options: list of codigo, descricao". */
export const LinhaProdutoOpcaoSchema = v.object({ codigo: v.string(), descricao: v.string() });
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

// ---------- codecs ----------

const mediaLinksFromWire = (w: LinksMidiaWire): MediaLinks => ({
  manualImageUrl: w.urlManualImagem,
  manualLink: w.urlManualLink,
  videoImageUrl: w.urlVideoImagem,
  videoLink: w.urlVideoLink,
  shareUrl: w.urlCompartilhamento,
  shareMessage: w.mensagemCompartilhamento,
});

const mediaLinksToWire = (m: MediaLinks): LinksMidiaWire => ({
  urlManualImagem: m.manualImageUrl,
  urlManualLink: m.manualLink,
  urlVideoImagem: m.videoImageUrl,
  urlVideoLink: m.videoLink,
  urlCompartilhamento: m.shareUrl,
  mensagemCompartilhamento: m.shareMessage,
});

/** `"RED, WHITE"` → `['RED', 'WHITE']`; blank entries dropped; null or empty → no codes. */
export function productLineCodesFromWire(uso: string | null | undefined): string[] {
  return (uso ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

export function productLineCodesToWire(codes: readonly string[]): string {
  return codes.join(',');
}

export const productInputFromWire = (w: ProdutoInputWire): ProductInput => ({
  code: w.codigo,
  name: w.nome,
  description: w.descricao,
  categoryId: w.categoriaId,
  measure: w.medida,
  unitsPerPackage: w.unidadesEmbalagem,
  active: w.ativo,
  partnerLotLinked: w.loteParceiroVinculado,
  ...mediaLinksFromWire(w),
  relevance: w.relevancia,
});

export const productInputToWire = (p: ProductInput): ProdutoInputWire => ({
  codigo: p.code,
  nome: p.name,
  descricao: p.description,
  categoriaId: p.categoryId,
  medida: p.measure,
  unidadesEmbalagem: p.unitsPerPackage,
  ativo: p.active,
  loteParceiroVinculado: p.partnerLotLinked,
  ...mediaLinksToWire(p),
  relevancia: p.relevance,
});

export const productFromWire = (w: ProdutoWire): Product => ({
  id: w.id,
  ...productInputFromWire(w),
  customerId: w.ClienteId,
  thumbId: w.thumbId,
});

export const productToWire = (p: Product): ProdutoWire => ({
  id: p.id,
  ...productInputToWire(p),
  ClienteId: p.customerId,
  thumbId: p.thumbId,
});

export const productRowFromWire = (w: ProdutoListaWire): ProductRow => ({
  id: w.id,
  code: w.codigo,
  name: w.nome,
  categoryDescription: w.categoriaDescricao,
  relevance: w.relevancia,
  grade: w.nota,
  reads: w.leituras,
});

export const productRowToWire = (r: ProductRow): ProdutoListaWire => ({
  id: r.id,
  codigo: r.code,
  nome: r.name,
  categoriaDescricao: r.categoryDescription,
  relevancia: r.relevance,
  nota: r.grade,
  leituras: r.reads,
});

export const productOptionFromWire = (w: ProdutoOpcaoWire): ProductOption => ({
  id: w.id,
  code: w.codigo,
  name: w.nome,
});
export const productOptionToWire = (o: ProductOption): ProdutoOpcaoWire => ({ id: o.id, codigo: o.code, nome: o.name });

export const productImageFromWire = (w: ProdutoImagemWire): ProductImage => ({ id: w.id, name: w.nome, uri: w.uri });
export const productImageToWire = (i: ProductImage): ProdutoImagemWire => ({ id: i.id, nome: i.name, uri: i.uri });

export const categoryInputFromWire = (w: CategoriaInputWire): CategoryInput => ({
  description: w.descricao,
  parentCategoryId: w.idCategoriaPai,
  active: w.ativo,
  imageUrl: w.urlImagem,
  ...mediaLinksFromWire(w),
  relevance: w.relevancia,
  usage: productLineCodesFromWire(w.uso),
  segments: w.segmentos.map((s) => ({ description: s.descricao })),
});

export const categoryInputToWire = (c: CategoryInput): CategoriaInputWire => ({
  descricao: c.description,
  idCategoriaPai: c.parentCategoryId,
  ativo: c.active,
  urlImagem: c.imageUrl,
  ...mediaLinksToWire(c),
  relevancia: c.relevance,
  uso: productLineCodesToWire(c.usage),
  segmentos: c.segments.map((s) => ({ descricao: s.description })),
});

export const categoryFromWire = (w: CategoriaWire): Category => ({ id: w.id, ...categoryInputFromWire(w) });
export const categoryToWire = (c: Category): CategoriaWire => ({ id: c.id, ...categoryInputToWire(c) });

export const categoryRowFromWire = (w: CategoriaListaWire): CategoryRow => ({
  id: w.id,
  description: w.descricao,
  usage: productLineCodesFromWire(w.uso),
  relevance: w.relevancia,
});
export const categoryRowToWire = (r: CategoryRow): CategoriaListaWire => ({
  id: r.id,
  descricao: r.description,
  uso: productLineCodesToWire(r.usage),
  relevancia: r.relevance,
});

export const categoryOptionFromWire = (w: CategoriaOpcaoWire): CategoryOption => ({
  id: w.id,
  description: w.descricao,
  parentCategoryId: w.idCategoriaPai,
});
export const categoryOptionToWire = (o: CategoryOption): CategoriaOpcaoWire => ({
  id: o.id,
  descricao: o.description,
  idCategoriaPai: o.parentCategoryId ?? null,
});

export const productLineInputFromWire = (w: LinhaProdutoInputWire): ProductLineInput => ({
  code: w.codigo,
  description: w.descricao,
  imageUrl: w.urlImagem,
  thumbnailUrl: w.urlImagemMiniatura,
  link: w.urlLink,
  colour: w.cor,
  relevance: w.relevancia,
});

export const productLineInputToWire = (p: ProductLineInput): LinhaProdutoInputWire => ({
  codigo: p.code,
  descricao: p.description,
  urlImagem: p.imageUrl,
  urlImagemMiniatura: p.thumbnailUrl,
  urlLink: p.link,
  cor: p.colour,
  relevancia: p.relevance,
});

export const productLineFromWire = (w: LinhaProdutoWire): ProductLine => ({ id: w.id, ...productLineInputFromWire(w) });
export const productLineToWire = (p: ProductLine): LinhaProdutoWire => ({ id: p.id, ...productLineInputToWire(p) });

export const productLineRowFromWire = (w: LinhaProdutoListaWire): ProductLineRow => ({
  id: w.id,
  code: w.codigo,
  description: w.descricao,
  relevance: w.relevancia,
  colour: w.cor,
});
export const productLineRowToWire = (r: ProductLineRow): LinhaProdutoListaWire => ({
  id: r.id,
  codigo: r.code,
  descricao: r.description,
  relevancia: r.relevance,
  cor: r.colour ?? null,
});

export const productLineOptionFromWire = (w: LinhaProdutoOpcaoWire): ProductLineOption => ({
  code: w.codigo,
  description: w.descricao,
});
export const productLineOptionToWire = (o: ProductLineOption): LinhaProdutoOpcaoWire => ({
  codigo: o.code,
  descricao: o.description,
});
